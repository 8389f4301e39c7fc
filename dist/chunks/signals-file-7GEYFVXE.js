import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSignals
} from "./chunk-NLCKSJKW.js";
import "./chunk-6ACSILY6.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-EJLWV3PT.js";
import "./chunk-KKQJCFZC.js";
import "./chunk-HGSOYUJB.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-D5DYQT7Q.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-5ZQ4MBHU.js";
import "./chunk-7Z4E2WSP.js";
import "./chunk-FXVQAL6E.js";
export {
  readSignals
};
