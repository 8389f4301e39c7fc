import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  recomputeRecord,
  replayRecord
} from "./chunk-XRTHL3JX.js";
import "./chunk-KCVIFPNO.js";
import "./chunk-RI4QD77H.js";
import "./chunk-XYUMLXVJ.js";
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
import "./chunk-URWX3LLI.js";
import "./chunk-32R52CTD.js";
import "./chunk-4URTNIZT.js";
import "./chunk-ICDZDD25.js";
import "./chunk-3SSMVY4D.js";
import "./chunk-EF6743E5.js";
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
