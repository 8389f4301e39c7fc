import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside,
  statsContext
} from "./chunk-7BUGJ6IR.js";
import "./chunk-QABMOKKH.js";
import "./chunk-YZVKNPGH.js";
import "./chunk-STKYN4C7.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-Z5IY5I6X.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-YDBKDNNN.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-FOZFEZOV.js";
import "./chunk-G7BUR6DW.js";
import "./chunk-LPVEIMFZ.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
