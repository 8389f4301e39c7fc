import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSignals
} from "./chunk-5AU3K3TK.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-PVRCBZTW.js";
import "./chunk-SOOQDNQL.js";
import "./chunk-43NKTJXP.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  readSignals
};
