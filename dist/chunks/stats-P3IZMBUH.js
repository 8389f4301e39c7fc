import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside
} from "./chunk-QOISO5ZY.js";
import "./chunk-QABMOKKH.js";
import {
  statsContext
} from "./chunk-O3C4QADR.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-3MQ7WWRG.js";
import "./chunk-N4PYSKO6.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-UKLP2F2A.js";
import "./chunk-PGHRB72A.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-A74B5NYC.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import "./chunk-DMNESY7P.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
