import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
