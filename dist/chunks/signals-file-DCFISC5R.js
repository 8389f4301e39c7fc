import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSignals
} from "./chunk-EMFUMKA6.js";
import "./chunk-ZQZCNSQB.js";
import "./chunk-CBR37EIR.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-P5D6FE3V.js";
import "./chunk-6ELYING3.js";
import "./chunk-FTPOAQOA.js";
import "./chunk-2PXAT53E.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  readSignals
};
