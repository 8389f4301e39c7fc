import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-I5MFMEN2.js";
import "./chunk-4R5QRWVY.js";
import "./chunk-4UT3QYJO.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-NZ5XGCLR.js";
import "./chunk-Z5XD2TJW.js";
import "./chunk-BBZP3ZDL.js";
import "./chunk-LNA7U77T.js";
import "./chunk-7FZ3LI3E.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
