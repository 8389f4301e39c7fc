import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside,
  statsContext
} from "./chunk-MZBVNFUC.js";
import "./chunk-QABMOKKH.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-FF3GS4VK.js";
import "./chunk-DQRIIOGQ.js";
import "./chunk-STKYN4C7.js";
import "./chunk-XXKQGM5E.js";
import "./chunk-AMF72PHS.js";
import "./chunk-QVSP4LVB.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-RD7YIWT4.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-IAEQJC22.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
