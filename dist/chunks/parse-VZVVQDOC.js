import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-4G7676AV.js";
import "./chunk-AHJTWVBH.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-YPNQYO63.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-7Z4E2WSP.js";
import "./chunk-FXVQAL6E.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
