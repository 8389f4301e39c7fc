import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-6ACSILY6.js";
import "./chunk-AHJTWVBH.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-D5DYQT7Q.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-7Z4E2WSP.js";
import "./chunk-FXVQAL6E.js";
export {
  MAX_YAML_CHARS,
  detectSyntax,
  parseDocument
};
