import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readTraceEvidence
} from "./chunk-3SSXIC5Y.js";
import "./chunk-P5D6FE3V.js";
import {
  OTEL_FORMAT,
  traceMeasures
} from "./chunk-NO5X2W7S.js";
import "./chunk-6ELYING3.js";
import "./chunk-FTPOAQOA.js";
import "./chunk-2PXAT53E.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  OTEL_FORMAT,
  readTraceEvidence,
  traceMeasures
};
