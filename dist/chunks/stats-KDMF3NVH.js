import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside
} from "./chunk-NNJEUE5T.js";
import "./chunk-BEWILBKY.js";
import "./chunk-IKN6ABLJ.js";
import "./chunk-RPAFQ6TO.js";
import "./chunk-QABMOKKH.js";
import {
  statsContext
} from "./chunk-B7PSI4WC.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-UKLP2F2A.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import "./chunk-DMNESY7P.js";
import "./chunk-SHO3CQ7S.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};
