import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSidecars
} from "./chunk-BEWILBKY.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  fileDigest
} from "./chunk-I4NETQDU.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import {
  readPublicKeys
} from "./chunk-UKLP2F2A.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  verifyRecord
} from "./chunk-SHO3CQ7S.js";

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
  const { tasks, note } = await baselineTasks(file);
  const withTasks = tasks ? { tasks } : {};
  if (!key || key.length === 0)
    return {
      baseline: { record_id: record.record_id, measures: record.measures, verified: false, ...withTasks },
      warning: [`the baseline ${file} is used unverified: no key was given to check its signature`, ...note ? [note] : []].join("; ")
    };
  const v = await verifyRecord(record, key);
  if (!v.ok) return unverified(`does not verify: ${v.message}`);
  return { baseline: { record_id: record.record_id, measures: record.measures, verified: true, ...withTasks }, ...note ? { warning: note } : {} };
}
async function baselineTasks(file) {
  if (!existsSync(file)) return {};
  let side;
  try {
    side = await readSidecars(file, await fileDigest(file));
  } catch (e) {
    return { note: `the baseline's sidecars beside ${file} were not used: ${e.message}` };
  }
  const tasks = side.detail?.tasks?.results;
  const note = side.notes.find((n) => n.includes(".detail.json"));
  return { ...tasks ? { tasks } : {}, ...note ? { note: `the baseline's ${note}` } : {} };
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
