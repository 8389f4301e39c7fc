import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readTraceEvidence
} from "./chunk-NXV47IVZ.js";
import "./chunk-PVRCBZTW.js";
import {
  OTEL_FORMAT,
  traceMeasures
} from "./chunk-BBZP3ZDL.js";
import "./chunk-SOOQDNQL.js";
import "./chunk-43NKTJXP.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  OTEL_FORMAT,
  readTraceEvidence,
  traceMeasures
};
