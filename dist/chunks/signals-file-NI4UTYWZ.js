import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSignals
} from "./chunk-JUYZ3I7H.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-PVRCBZTW.js";
import "./chunk-YVTXKTCX.js";
import "./chunk-JCYOXX3J.js";
import "./chunk-G7BUR6DW.js";
import "./chunk-LPVEIMFZ.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  readSignals
};
