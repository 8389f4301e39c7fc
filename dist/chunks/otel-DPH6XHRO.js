import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readTraceEvidence
} from "./chunk-6PNEOIUD.js";
import "./chunk-32R52CTD.js";
import {
  OTEL_FORMAT,
  traceMeasures
} from "./chunk-ZI22IWV5.js";
import "./chunk-H5RQ264J.js";
import "./chunk-HGZ4APN2.js";
import "./chunk-D4DQYK6W.js";
import "./chunk-A74B5NYC.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-2E574CSM.js";
import "./chunk-QYDK5XCU.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  OTEL_FORMAT,
  readTraceEvidence,
  traceMeasures
};
