import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside
} from "./chunk-MONIGVZD.js";
import "./chunk-QABMOKKH.js";
import {
  statsContext
} from "./chunk-RQ3PKJDU.js";
import "./chunk-BAM2UKAS.js";
import "./chunk-4ATO4ZLJ.js";
import "./chunk-STKYN4C7.js";
import "./chunk-ZQZCNSQB.js";
import "./chunk-CBR37EIR.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-6F5Z3VNN.js";
import "./chunk-JEC3K5MY.js";
import "./chunk-XOPO322F.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-FOZFEZOV.js";
import "./chunk-2PXAT53E.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
