import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-TUDSP2MF.js";
import "./chunk-S76GJPU3.js";
import "./chunk-EP3WEKGG.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-HVUUZQII.js";
import "./chunk-QABMOKKH.js";
import "./chunk-RQ3PKJDU.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-BAM2UKAS.js";
import "./chunk-4ATO4ZLJ.js";
import "./chunk-STKYN4C7.js";
import {
  parseCommand,
  synopsis
} from "./chunk-VB5QG46I.js";
import "./chunk-ZQZCNSQB.js";
import "./chunk-CBR37EIR.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-6F5Z3VNN.js";
import "./chunk-JEC3K5MY.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-6ELYING3.js";
import "./chunk-FTPOAQOA.js";
import "./chunk-2PXAT53E.js";
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
  io.out(`${r.out}: in-toto statement of ${r.statement.predicate.record.record_id} for ${r.statement.subject.map((s) => s.name).join(", ")}, signed (kid ${r.kid})`);
  return 0;
}
export {
  attestCommand
};
