import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-CTTDP7TS.js";
import "./chunk-7HCY57TS.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-ZWLIFX7L.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
