import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  importOptionsMismatches,
  importOptionsOf,
  recomputeRecord,
  replayRecord
} from "./chunk-L3YEJ4OD.js";
import "./chunk-W76KA2WV.js";
import "./chunk-PRG6TLWZ.js";
import "./chunk-KGDPEXTG.js";
import "./chunk-GEGJ32ER.js";
import "./chunk-FBQ73SS3.js";
import "./chunk-UADI4PAP.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-O3C4QADR.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-FXDTXBGJ.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-OAXSSPC5.js";
import "./chunk-32R52CTD.js";
import "./chunk-5ABQ6RI6.js";
import "./chunk-WEQ7HO2Z.js";
import "./chunk-QAXJ3SSB.js";
import "./chunk-CGSELISK.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-4DIOQRR3.js";
import "./chunk-APF4LJVI.js";
import "./chunk-QJFUF66T.js";
import "./chunk-A74B5NYC.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import "./chunk-DMNESY7P.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";
export {
  importOptionsMismatches,
  importOptionsOf,
  recomputeRecord,
  replayRecord
};
