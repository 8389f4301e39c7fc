import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  checkBundle,
  isBundleFile,
  parseBundle,
  readStatement,
  readTrustedRoots,
  verifyBundleFile
} from "./chunk-P373R5FI.js";
import "./chunk-B3DIRFFH.js";
import "./chunk-VFM2G6YV.js";
import "./chunk-VJ3KPJV5.js";
import "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-QIHL3Z5K.js";
import "./chunk-CPV5JXSL.js";
import "./chunk-TLEL4NPO.js";
import "./chunk-XFGAI2GH.js";
import "./chunk-NL7M2VS2.js";
import "./chunk-7CSC2EXP.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-TA25MMNT.js";
import "./chunk-32R52CTD.js";
import "./chunk-3LHYYOLB.js";
import "./chunk-4HCHGIET.js";
import "./chunk-CRYWO3G5.js";
import "./chunk-K6OQSGEN.js";
import "./chunk-XDYC6BPR.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-QABMOKKH.js";
import "./chunk-B7PSI4WC.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import "./chunk-DQU47NJ7.js";
import "./chunk-QZA6O76R.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
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
  checkBundle,
  isBundleFile,
  parseBundle,
  readStatement,
  readTrustedRoots,
  verifyBundleFile
};
