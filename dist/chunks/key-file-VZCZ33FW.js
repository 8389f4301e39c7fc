import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readPrivateKey,
  readPublicKeys
} from "./chunk-HQVSXGQ2.js";
import "./chunk-O7IVNLXQ.js";
import "./chunk-I6QPCUA3.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  readPrivateKey,
  readPublicKeys
};
