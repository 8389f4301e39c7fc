import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-NXSZAJDG.js";
import "./chunk-7XZITVBQ.js";
import "./chunk-MWD2W2WA.js";
import "./chunk-3VYX6W33.js";
import "./chunk-MGWEQS64.js";
import "./chunk-KP66GDIZ.js";
import "./chunk-LUQDN2IR.js";
import "./chunk-MVSBSJVG.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import "./chunk-QW2EUGQH.js";
import "./chunk-KH667CWY.js";
import "./chunk-VDLCHM3O.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
