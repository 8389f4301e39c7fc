import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  signFile
} from "./chunk-7FH3XXR7.js";
import "./chunk-IKN6ABLJ.js";
import {
  signingKeyOf
} from "./chunk-WUMGQ3YS.js";
import "./chunk-RPAFQ6TO.js";
import "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-QABMOKKH.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import "./chunk-G3XACPNI.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import {
  parseCommand,
  synopsis
} from "./chunk-U7KDE5S2.js";
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
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-SHO3CQ7S.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/cli/sign.ts
var SIGN_USAGE = `usage: ${synopsis("sign")}`;
async function signCommand(argv, io) {
  const parsed = parseCommand("sign", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${SIGN_USAGE}`);
  if (values.resign === true && values["old-key"] === void 0)
    throw new AqrError("ERR_USAGE", "--resign needs --old-key FILE: the public key the present signature must verify under first");
  if (values["old-key"] !== void 0 && values.resign !== true) throw new AqrError("ERR_USAGE", "--old-key goes with --resign");
  const file = positionals[0];
  const oldKey = values["old-key"];
  const key = signingKeyOf({ signingKey: values["signing-key"], key: values.key, keyEnv: values["key-env"] });
  for (const w of key.warnings) io.err(`aqr: warning: ${w}`);
  const signed = await signFile(file, key.key ?? {}, values.out ?? file, oldKey === void 0 ? void 0 : { oldKey });
  io.out(`${signed.out}: signed (${signed.alg}, kid ${signed.kid})`);
  if (signed.barOut) io.out(`${signed.barOut}: the bar bound to it, signed with the same key`);
  for (const f of signed.sidecarsOut) io.out(`${f}: kept for the signed record`);
  return 0;
}
export {
  signCommand
};
