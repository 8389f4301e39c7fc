import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-MEDFQIY7.js";
import "./chunk-OVK7CKBP.js";
import "./chunk-2IF2XXJ2.js";
import "./chunk-FBQ73SS3.js";
import "./chunk-UADI4PAP.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-QABMOKKH.js";
import "./chunk-O3C4QADR.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-ML4DM3VN.js";
import "./chunk-FXDTXBGJ.js";
import "./chunk-HVMA5C5C.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-43NYQZBQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-IYLHJKSN.js";
import {
  parseCommand,
  synopsis
} from "./chunk-2UELGZ5V.js";
import "./chunk-4HNVQPZX.js";
import "./chunk-LI63LOD4.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-QJFUF66T.js";
import "./chunk-A74B5NYC.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-7HCY57TS.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";

// src/cli/attest.ts
var ATTEST_USAGE = `usage: ${synopsis("attest")}`;
async function attestCommand(argv, io) {
  const parsed = parseCommand("attest", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${ATTEST_USAGE}`);
  if (values.key !== void 0 && values["key-env"] !== void 0) throw new AqrError("ERR_USAGE", "give --key or --key-env, not both");
  const r = await runAttest({
    record: positionals[0],
    key: { file: values.key, env: values["key-env"] },
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
