import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readRule
} from "./chunk-3EKIORZS.js";
import "./chunk-4IXCNXHS.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-6QFHXJLZ.js";
import "./chunk-QNGZIB7B.js";
import "./chunk-QVSP4LVB.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  readRule
};
