import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  keyVerifier,
  verifyRecord
} from "./chunk-YDBKDNNN.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-FOZFEZOV.js";
import "./chunk-FXVQAL6E.js";
export {
  keyVerifier,
  verifyRecord
};
