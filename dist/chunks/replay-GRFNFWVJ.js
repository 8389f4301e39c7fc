import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-HPZANYNQ.js";
import "./chunk-PK25TOUC.js";
import "./chunk-HFT7SQGU.js";
import "./chunk-BXLYU2TX.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-JZGYUFCG.js";
import "./chunk-O5IVAD3E.js";
import "./chunk-DJ43LIE6.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-TJYQI7VT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-VFDMYA56.js";
import "./chunk-5ZQ4MBHU.js";
import "./chunk-7Z4E2WSP.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
