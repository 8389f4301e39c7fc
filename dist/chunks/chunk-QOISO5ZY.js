import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  readRecordFile
} from "./chunk-3MQ7WWRG.js";
import {
  schemaIssues
} from "./chunk-N4PYSKO6.js";
import {
  readPublicKeys
} from "./chunk-UKLP2F2A.js";
import {
  verifyRecord
} from "./chunk-PGHRB72A.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";

// src/pipeline/stats.ts
import { existsSync } from "node:fs";
async function readBaseline(file, keys, read = readTextFile) {
  const unverified = (why) => ({
    hold: { code: "BASELINE_UNVERIFIED", message: `the baseline ${file} ${why}; the regression gates cannot be checked against it` }
  });
  const parsed = await readRecordFile(file, read);
  const record = parsed.value;
  const issues = schemaIssues(record);
  if (issues.length > 0) return unverified(`is not a schema-valid record (${issues[0]?.message ?? ""})`);
  const key = typeof keys === "string" ? await readPublicKeys(keys, "public key", read) : keys;
  if (!key || key.length === 0)
    return {
      baseline: { record_id: record.record_id, measures: record.measures, verified: false },
      warning: `the baseline ${file} is used unverified: no key was given to check its signature`
    };
  const v = await verifyRecord(record, key);
  if (!v.ok) return unverified(`does not verify: ${v.message}`);
  return { baseline: { record_id: record.record_id, measures: record.measures, verified: true } };
}
function statsBeside(recordFile, given) {
  if (given !== void 0) return given;
  const beside = besideRecord(recordFile, ".stats.json");
  return existsSync(beside) ? beside : void 0;
}

export {
  readBaseline,
  statsBeside
};
