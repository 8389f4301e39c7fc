import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-JVCPBWHG.js";
import "./chunk-3VQO3E7E.js";
import "./chunk-LAFYHAOY.js";
import "./chunk-G5BI6QA6.js";
import "./chunk-WT5GNQOB.js";
import "./chunk-BXLYU2TX.js";
import "./chunk-3VYX6W33.js";
import "./chunk-QW2EUGQH.js";
import "./chunk-JCEPN43F.js";
import "./chunk-ONOBQVIQ.js";
import {
  parseCommand,
  synopsis
} from "./chunk-3H7QCYV3.js";
import "./chunk-6QWBJ7IX.js";
import "./chunk-QABMOKKH.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-FF3GS4VK.js";
import "./chunk-DQRIIOGQ.js";
import "./chunk-STKYN4C7.js";
import "./chunk-XXKQGM5E.js";
import "./chunk-AMF72PHS.js";
import "./chunk-QVSP4LVB.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-PGNWOCAG.js";
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
