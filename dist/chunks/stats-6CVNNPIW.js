import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside,
  statsContext
} from "./chunk-MXS4VE5K.js";
import "./chunk-QABMOKKH.js";
import "./chunk-BIYWMVFM.js";
import "./chunk-RD7YIWT4.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-IAEQJC22.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-63TNUHCG.js";
import "./chunk-STKYN4C7.js";
import "./chunk-KH667CWY.js";
import "./chunk-5MMAWL6G.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
