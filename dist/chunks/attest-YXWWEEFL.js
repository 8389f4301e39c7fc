import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-6R4OUGGX.js";
import "./chunk-DTB2PA37.js";
import "./chunk-SMBFLGYA.js";
import "./chunk-5RBR5GFO.js";
import "./chunk-IPQD2CNN.js";
import "./chunk-FBQ73SS3.js";
import "./chunk-UADI4PAP.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-QABMOKKH.js";
import "./chunk-O3C4QADR.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-3JXIHB3J.js";
import {
  signingKeyOf
} from "./chunk-WOUF5B67.js";
import "./chunk-FXDTXBGJ.js";
import "./chunk-3MQ7WWRG.js";
import "./chunk-N4PYSKO6.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-FANIYTUJ.js";
import {
  parseCommand,
  synopsis
} from "./chunk-6UUR3MZE.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-UKLP2F2A.js";
import "./chunk-PGHRB72A.js";
import "./chunk-NYJ5TMSC.js";
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
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/cli/attest.ts
var ATTEST_USAGE = `usage: ${synopsis("attest")}`;
async function attestCommand(argv, io) {
  const parsed = parseCommand("attest", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${ATTEST_USAGE}`);
  const key = signingKeyOf({ signingKey: values["signing-key"], key: values.key, keyEnv: values["key-env"] });
  for (const w of key.warnings) io.err(`aqr: warning: ${w}`);
  const r = await runAttest({
    record: positionals[0],
    key: key.key ?? {},
    predicate: values.predicate,
    subjects: values.subject ?? [],
    subjectDigests: values["subject-digest"] ?? [],
    out: values.out,
    vsa: values.vsa
  });
  const what = values.vsa ? `SLSA verification summary (${r.statement.predicateType})` : "in-toto statement";
  io.out(`${r.out}: ${what} of ${r.recordId} for ${r.statement.subject.map((s) => s.name).join(", ")}, signed (kid ${r.kid})`);
  return 0;
}
export {
  attestCommand
};
