import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  SignalAnalysis
} from "./chunk-S6WSIZVH.js";
import "./chunk-5TFTMAXR.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-STKYN4C7.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  SignalAnalysis
};
