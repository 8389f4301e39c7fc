import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  readRecordFile,
  schemaIssues
} from "./chunk-YZVKNPGH.js";
import {
  readPublicKeys
} from "./chunk-Z5IY5I6X.js";
import {
  verifyRecord
} from "./chunk-YDBKDNNN.js";
import {
  parseLedgerRef
} from "./chunk-G7BUR6DW.js";

// src/pipeline/stats.ts
import { existsSync } from "node:fs";
async function readBaseline(file, keys) {
  const parsed = await readRecordFile(file);
  const record = parsed.value;
  const issues = schemaIssues(record);
  if (issues.length > 0) return { warning: `the baseline ${file} is not a schema-valid record (${issues[0]?.message ?? ""}); regression gates are not checked` };
  const key = typeof keys === "string" ? await readPublicKeys(keys) : keys;
  if (!key || key.length === 0) return { baseline: { record_id: record.record_id, measures: record.measures, verified: false }, warning: `the baseline ${file} is used unverified: no key was given to check its signature` };
  const v = await verifyRecord(record, key);
  if (!v.ok) return { warning: `the baseline ${file} is refused: ${v.message}; regression gates are not checked` };
  return { baseline: { record_id: record.record_id, measures: record.measures, verified: true } };
}
function statsContext(ledger, evidence) {
  const seed = evidence.replayable ? parseLedgerRef(evidence.ledger).digest : void 0;
  return { counts: ledger.counts ?? [], ...ledger.clusters ? { clusters: ledger.clusters } : {}, ...seed ? { seed } : {} };
}
function statsBeside(recordFile, given) {
  if (given !== void 0) return given;
  const beside = besideRecord(recordFile, ".stats.json");
  return existsSync(beside) ? beside : void 0;
}

export {
  readBaseline,
  statsContext,
  statsBeside
};
