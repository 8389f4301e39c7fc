import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readTraceEvidence
} from "./chunk-SI7TDLFA.js";
import "./chunk-32R52CTD.js";
import {
  OTEL_FORMAT,
  traceMeasures
} from "./chunk-DSLVLTQE.js";
import "./chunk-DYAWGPDY.js";
import "./chunk-K46MEI4I.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-I6QPCUA3.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  OTEL_FORMAT,
  readTraceEvidence,
  traceMeasures
};
