import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-EU2Z4VAE.js";
import "./chunk-THRR7SMB.js";
import "./chunk-LAFYHAOY.js";
import "./chunk-4YAI5UIM.js";
import {
  parseCommand,
  synopsis
} from "./chunk-YJ2CWJBN.js";
import "./chunk-HFT7SQGU.js";
import "./chunk-BXLYU2TX.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-O5IVAD3E.js";
import "./chunk-DJ43LIE6.js";
import "./chunk-QABMOKKH.js";
import "./chunk-HRWFXJZB.js";
import "./chunk-STKYN4C7.js";
import "./chunk-IAHC4UHP.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-TJYQI7VT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-VFDMYA56.js";
import "./chunk-5ZQ4MBHU.js";
import {
  AqrError
} from "./chunk-7Z4E2WSP.js";
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
  io.out(`${r.out}: in-toto statement of ${r.statement.predicate.record.record_id} for ${r.statement.subject.map((s) => s.name).join(", ")}, signed (kid ${r.kid})`);
  return 0;
}
export {
  attestCommand
};
