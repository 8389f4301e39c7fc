import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runAttest
} from "./chunk-I5LYB44S.js";
import "./chunk-ALVEVRLN.js";
import "./chunk-LAFYHAOY.js";
import "./chunk-7SLX5LUX.js";
import "./chunk-UWSOZ7IC.js";
import "./chunk-QABMOKKH.js";
import "./chunk-PKRWVR2B.js";
import "./chunk-4XM7V2MX.js";
import "./chunk-STKYN4C7.js";
import {
  parseCommand,
  synopsis
} from "./chunk-IDMLMCQN.js";
import "./chunk-BCRS6DZD.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-6LQBS75Z.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-67OW4UT5.js";
import "./chunk-K76HO7QZ.js";
import "./chunk-25VJRT4U.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
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
