import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-D7FPOAGQ.js";
import "./chunk-GFMNLJG6.js";
import "./chunk-2DVFJEGL.js";
import "./chunk-PW5OXEO7.js";
import "./chunk-3G5N4ZOO.js";
import "./chunk-QDM4TJHA.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-HBLJV4H2.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-KSRTNLLK.js";
import "./chunk-43NYQZBQ.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-6QY4WL6R.js";
import "./chunk-32R52CTD.js";
import "./chunk-4MJNXZFR.js";
import "./chunk-QVW2BNY7.js";
import "./chunk-BNF5UHPD.js";
import "./chunk-3MYWZ7HE.js";
import "./chunk-VZI5BMF6.js";
import "./chunk-QJFUF66T.js";
import "./chunk-A74B5NYC.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-CTTDP7TS.js";
import "./chunk-7HCY57TS.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  recomputeRecord,
  replayRecord
};
