import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  SignalAnalysis
} from "./chunk-XORR3M32.js";
import "./chunk-6EQII5ZQ.js";
import "./chunk-FSOK7FNT.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-A74B5NYC.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  SignalAnalysis
};
