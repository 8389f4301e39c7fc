import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSignals
} from "./chunk-6LQ6P7KH.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-Z5XD2TJW.js";
import "./chunk-MZ4QCS7F.js";
import "./chunk-43NKTJXP.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  readSignals
};
