import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-6LR5E3IT.js";
import "./chunk-QNGZIB7B.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-5MMAWL6G.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
