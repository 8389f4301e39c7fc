import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  SignalAnalysis
} from "./chunk-SHEXN3X3.js";
import "./chunk-5TMIMDCJ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-STKYN4C7.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  SignalAnalysis
};
