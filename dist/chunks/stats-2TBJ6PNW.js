import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside
} from "./chunk-L4PPSQGR.js";
import "./chunk-QABMOKKH.js";
import {
  statsContext
} from "./chunk-EMJJADPJ.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-W4WL5KWK.js";
import "./chunk-ZMQ3RTZB.js";
import "./chunk-3RCLLJDK.js";
import "./chunk-A74B5NYC.js";
import "./chunk-QYDK5XCU.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-HQVSXGQ2.js";
import "./chunk-O7IVNLXQ.js";
import "./chunk-JEMWZJTB.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-I6QPCUA3.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
