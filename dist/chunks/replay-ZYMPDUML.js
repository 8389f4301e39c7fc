import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-E6KNP36E.js";
import "./chunk-UJRLKN2V.js";
import "./chunk-4UT3QYJO.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-Z5XD2TJW.js";
import "./chunk-LNA7U77T.js";
import "./chunk-7FZ3LI3E.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-W3RXQFIS.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
