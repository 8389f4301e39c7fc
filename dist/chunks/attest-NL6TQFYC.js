import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-VAUNRLOS.js";
import "./chunk-7FH3XXR7.js";
import "./chunk-IKN6ABLJ.js";
import "./chunk-K5K7RWKF.js";
import {
  signingKeyOf
} from "./chunk-WUMGQ3YS.js";
import "./chunk-RPAFQ6TO.js";
import "./chunk-VJ3KPJV5.js";
import "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-TLEL4NPO.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-K6OQSGEN.js";
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
