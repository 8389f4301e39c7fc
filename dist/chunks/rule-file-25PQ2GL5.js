import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readRule
} from "./chunk-CVRQCIYX.js";
import "./chunk-T2TVBNL2.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-TJYQI7VT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-VFDMYA56.js";
import "./chunk-5ZQ4MBHU.js";
import "./chunk-7Z4E2WSP.js";
import "./chunk-FXVQAL6E.js";
export {
  readRule
};
