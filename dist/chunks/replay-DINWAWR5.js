import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-OULPBATL.js";
import "./chunk-DPRFLKSE.js";
import "./chunk-4NRPJ2NZ.js";
import "./chunk-GZ5HJFHX.js";
import "./chunk-3G5N4ZOO.js";
import "./chunk-FBQ73SS3.js";
import "./chunk-UADI4PAP.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-O3C4QADR.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-FXDTXBGJ.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-43NYQZBQ.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-AU6JQX6R.js";
import "./chunk-32R52CTD.js";
import "./chunk-QIDGF6XA.js";
import "./chunk-CMRY42NJ.js";
import "./chunk-DR3LVP7I.js";
import "./chunk-U4PADLLG.js";
import "./chunk-T725HQH2.js";
import "./chunk-APF4LJVI.js";
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
