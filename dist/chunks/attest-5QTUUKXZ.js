import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-Q2UGNC3W.js";
import "./chunk-OPPW6DH3.js";
import "./chunk-QCNZDGNM.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-WJSWJXGM.js";
import "./chunk-3UJTH3A6.js";
import "./chunk-QABMOKKH.js";
import "./chunk-EMJJADPJ.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-W4WL5KWK.js";
import "./chunk-ZMQ3RTZB.js";
import "./chunk-3RCLLJDK.js";
import "./chunk-A74B5NYC.js";
import {
  parseCommand,
  synopsis
} from "./chunk-SGAS4CYU.js";
import "./chunk-QYDK5XCU.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-HQVSXGQ2.js";
import "./chunk-O7IVNLXQ.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-DYAWGPDY.js";
import "./chunk-K46MEI4I.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-I6QPCUA3.js";
import "./chunk-3HO3IK5M.js";
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
    out: values.out
  });
  io.out(
    `${r.out}: in-toto statement of ${r.statement.predicate.record.record_id} for ${r.statement.subject.map((s) => s.name).join(", ")}, signed (kid ${r.kid})`
  );
  return 0;
}
export {
  attestCommand
};
