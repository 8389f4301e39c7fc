import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readTraceEvidence
} from "./chunk-URWX3LLI.js";
import "./chunk-32R52CTD.js";
import {
  OTEL_FORMAT,
  traceMeasures
} from "./chunk-4URTNIZT.js";
import "./chunk-ICDZDD25.js";
import "./chunk-3SSMVY4D.js";
import "./chunk-EF6743E5.js";
import "./chunk-T725HQH2.js";
import "./chunk-APF4LJVI.js";
import "./chunk-QJFUF66T.js";
import "./chunk-A74B5NYC.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-CTTDP7TS.js";
import "./chunk-7HCY57TS.js";
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
