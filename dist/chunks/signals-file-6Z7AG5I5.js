import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSignals
} from "./chunk-DMQMWK4V.js";
import "./chunk-EJLWV3PT.js";
import "./chunk-6EOSRV5J.js";
import "./chunk-DJ43LIE6.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-TJYQI7VT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-5ZQ4MBHU.js";
import "./chunk-7Z4E2WSP.js";
import "./chunk-FXVQAL6E.js";
export {
  readSignals
};
