import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-TI5XECJ6.js";
import "./chunk-ZZ7JACEK.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-6CG3XQYC.js";
import "./chunk-CKQYGLST.js";
import "./chunk-JQDCCLXZ.js";
import "./chunk-N55DHIQ6.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
