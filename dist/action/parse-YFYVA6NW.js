import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-GA4MIIMS.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-MYJ4XG6H.js";
import "./chunk-C6NFUJEN.js";
import "./chunk-CKQYGLST.js";
import "./chunk-7PZHNWYX.js";
import "./chunk-N55DHIQ6.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
