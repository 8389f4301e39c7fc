import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-GT23V73J.js";
import "./chunk-DPT7XXLC.js";
import "./chunk-D6MVTEOP.js";
import "./chunk-BRUZV4PI.js";
import "./chunk-GNHFMU4V.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-KSRTNLLK.js";
import "./chunk-LG445KVJ.js";
import "./chunk-6PNEOIUD.js";
import "./chunk-32R52CTD.js";
import "./chunk-ZI22IWV5.js";
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
  recomputeRecord,
  replayRecord
};
