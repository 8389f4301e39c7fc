import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
} from "./chunk-W6WRZTBV.js";
import "./chunk-N55DHIQ6.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
