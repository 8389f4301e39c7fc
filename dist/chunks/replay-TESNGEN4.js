import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-LJLY4HAM.js";
import "./chunk-2N77AZOV.js";
import "./chunk-G5BI6QA6.js";
import "./chunk-KP66GDIZ.js";
import "./chunk-WT5GNQOB.js";
import "./chunk-BXLYU2TX.js";
import "./chunk-3VYX6W33.js";
import "./chunk-QW2EUGQH.js";
import "./chunk-JCEPN43F.js";
import "./chunk-6QFHXJLZ.js";
import "./chunk-QNGZIB7B.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-QVSP4LVB.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
