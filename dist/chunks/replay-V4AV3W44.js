import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-FMRJNV42.js";
import "./chunk-SEYJNWWS.js";
import "./chunk-4UT3QYJO.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-FVNX53MG.js";
import "./chunk-Z5XD2TJW.js";
import "./chunk-BBZP3ZDL.js";
import "./chunk-MZ4QCS7F.js";
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
