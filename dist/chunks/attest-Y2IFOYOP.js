import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-J4LVBYDY.js";
import "./chunk-QRO2S2NH.js";
import "./chunk-LAFYHAOY.js";
import "./chunk-7SLX5LUX.js";
import "./chunk-EXUFWHG6.js";
import "./chunk-QABMOKKH.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-YZVKNPGH.js";
import "./chunk-STKYN4C7.js";
import {
  parseCommand,
  synopsis
} from "./chunk-NE6NI63Y.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-Z5IY5I6X.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-YVTXKTCX.js";
import "./chunk-JCYOXX3J.js";
import "./chunk-G7BUR6DW.js";
import "./chunk-LPVEIMFZ.js";
import "./chunk-43YYPHQA.js";
import {
  AqrError
} from "./chunk-JFP2MHRA.js";
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
