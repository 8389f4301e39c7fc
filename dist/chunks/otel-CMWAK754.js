import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readTraceEvidence
} from "./chunk-66M75NPU.js";
import "./chunk-PVRCBZTW.js";
import {
  OTEL_FORMAT,
  traceMeasures
} from "./chunk-3U34HUA7.js";
import "./chunk-YVTXKTCX.js";
import "./chunk-JCYOXX3J.js";
import "./chunk-G7BUR6DW.js";
import "./chunk-LPVEIMFZ.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  OTEL_FORMAT,
  readTraceEvidence,
  traceMeasures
};
