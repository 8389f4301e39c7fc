import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-HWNQYUEL.js";
import "./chunk-5BR4S7ST.js";
import "./chunk-HVUUZQII.js";
import "./chunk-RQ3PKJDU.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-4ATO4ZLJ.js";
import "./chunk-ZQZCNSQB.js";
import "./chunk-CBR37EIR.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-JEC3K5MY.js";
import "./chunk-3SSXIC5Y.js";
import "./chunk-P5D6FE3V.js";
import "./chunk-NO5X2W7S.js";
import "./chunk-6ELYING3.js";
import "./chunk-FTPOAQOA.js";
import "./chunk-2PXAT53E.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
