import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-U65WLLYX.js";
import "./chunk-5MGLBBSH.js";
import "./chunk-EXUFWHG6.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-66M75NPU.js";
import "./chunk-PVRCBZTW.js";
import "./chunk-3U34HUA7.js";
import "./chunk-YVTXKTCX.js";
import "./chunk-JCYOXX3J.js";
import "./chunk-G7BUR6DW.js";
import "./chunk-LPVEIMFZ.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
