import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside,
  statsContext
} from "./chunk-T4BGVP7L.js";
import "./chunk-QABMOKKH.js";
import "./chunk-HRWFXJZB.js";
import "./chunk-STKYN4C7.js";
import "./chunk-IAHC4UHP.js";
import "./chunk-IF6ITBDY.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-FOZFEZOV.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-TJYQI7VT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-VFDMYA56.js";
import "./chunk-5ZQ4MBHU.js";
import "./chunk-7Z4E2WSP.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
