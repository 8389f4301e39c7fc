import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-ZZ7QVY6X.js";
import "./chunk-IAISVF2B.js";
import "./chunk-KP66GDIZ.js";
import "./chunk-JNVG4CBL.js";
import "./chunk-BXLYU2TX.js";
import "./chunk-WT5GNQOB.js";
import "./chunk-JCEPN43F.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-RIDO7CBS.js";
import "./chunk-KH667CWY.js";
import "./chunk-5MMAWL6G.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
