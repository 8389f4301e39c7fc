import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-PYBXQF6V.js";
import "./chunk-BDWJUJGH.js";
import "./chunk-3UJTH3A6.js";
import "./chunk-EMJJADPJ.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-ZMQ3RTZB.js";
import "./chunk-3RCLLJDK.js";
import "./chunk-QYDK5XCU.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-O7IVNLXQ.js";
import "./chunk-SI7TDLFA.js";
import "./chunk-32R52CTD.js";
import "./chunk-DSLVLTQE.js";
import "./chunk-DYAWGPDY.js";
import "./chunk-K46MEI4I.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-I6QPCUA3.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
