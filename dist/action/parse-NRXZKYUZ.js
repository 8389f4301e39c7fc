import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-MM667A7O.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-6SBRRDPB.js";
import "./chunk-ZZ7JACEK.js";
import "./chunk-CKQYGLST.js";
import "./chunk-JQDCCLXZ.js";
import "./chunk-N55DHIQ6.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
