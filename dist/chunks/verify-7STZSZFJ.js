import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  keyVerifier,
  verifyRecord
} from "./chunk-RD7YIWT4.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-IAEQJC22.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-FXVQAL6E.js";
export {
  keyVerifier,
  verifyRecord
};
