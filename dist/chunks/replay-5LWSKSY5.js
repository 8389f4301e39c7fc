import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-KTEWBZEA.js";
import "./chunk-7LIAGMPC.js";
import "./chunk-3TFZKXW4.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-NXV47IVZ.js";
import "./chunk-PVRCBZTW.js";
import "./chunk-BBZP3ZDL.js";
import "./chunk-SOOQDNQL.js";
import "./chunk-43NKTJXP.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
