import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-YSJGXLCD.js";
import "./chunk-K6E2MFNB.js";
import "./chunk-MWD2W2WA.js";
import "./chunk-MGWEQS64.js";
import "./chunk-KP66GDIZ.js";
import "./chunk-LUQDN2IR.js";
import "./chunk-MVSBSJVG.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-RIDO7CBS.js";
import "./chunk-KH667CWY.js";
import "./chunk-VDLCHM3O.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
