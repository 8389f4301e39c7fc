import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  SignalAnalysis
} from "./chunk-GJRG63QB.js";
import "./chunk-6ATJ3OLY.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-STKYN4C7.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  SignalAnalysis
};
