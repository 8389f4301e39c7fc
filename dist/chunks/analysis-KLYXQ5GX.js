import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  SignalAnalysis
} from "./chunk-2CWMYRHS.js";
import "./chunk-2EAJD5WZ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-STKYN4C7.js";
import "./chunk-CBR37EIR.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  SignalAnalysis
};
