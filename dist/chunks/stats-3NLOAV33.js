import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside
} from "./chunk-F3F2A4JT.js";
import "./chunk-QABMOKKH.js";
import {
  statsContext
} from "./chunk-O3C4QADR.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-HVMA5C5C.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-43NYQZBQ.js";
import "./chunk-4HNVQPZX.js";
import "./chunk-LI63LOD4.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-A74B5NYC.js";
import "./chunk-7HCY57TS.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
