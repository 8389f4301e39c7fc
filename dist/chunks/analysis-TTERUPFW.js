import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  SignalAnalysis
} from "./chunk-HS332PYO.js";
import "./chunk-YCD5Z7MT.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-A74B5NYC.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  SignalAnalysis
};
