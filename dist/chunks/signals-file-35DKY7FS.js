import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSignals
} from "./chunk-LXDMJ7QG.js";
import "./chunk-6LR5E3IT.js";
import "./chunk-QNGZIB7B.js";
import "./chunk-KP66GDIZ.js";
import "./chunk-WT5GNQOB.js";
import "./chunk-JCEPN43F.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-5MMAWL6G.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-IDCMMKND.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  readSignals
};
