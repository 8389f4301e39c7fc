import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  statsBeside
} from "./chunk-NNJEUE5T.js";
import {
  checkRecord,
  replayUnmet
} from "./chunk-K5K7RWKF.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import {
  proofChecklist,
  replayDigests
} from "./chunk-B3DIRFFH.js";
import {
  barProof,
  checkBar,
  readBarStatement,
  recordDigest,
  signedRecordDigest,
  verifyBarStatement
} from "./chunk-HQ6HBTRQ.js";
import {
  importOptionsMismatches,
  importOptionsOf,
  replayRecord
} from "./chunk-QIHL3Z5K.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  releaseVerdict
} from "./chunk-MYKBDVWF.js";
import {
  recordContradictions
} from "./chunk-VU3GVDTU.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import {
  readPublicKeys
} from "./chunk-UKLP2F2A.js";
import {
  AqrError,
  isAqrError
} from "./chunk-DMNESY7P.js";
import {
  keyVerifier,
  verifyRecord
} from "./chunk-SHO3CQ7S.js";

// src/pipeline/verify.ts
import { existsSync } from "node:fs";
async function verifyFile(file, keySource, ledger, barFiles, options = {}) {
  const keys = await readPublicKeys(keySource);
  const parsed = await readRecordFile(file);
  const record = parsed.value;
  const schema = schemaIssues(record).map((i) => {
    const line = parsed.lineOf(i.path);
    return `${line === void 0 ? "" : `line ${line}: `}${i.message} (${i.code})`;
  });
  const sig = record.decision?.signature;
  let signature = typeof sig !== "string" ? { ok: false, code: "SIGNATURE_FORMAT", message: "the record carries no decision.signature" } : await verifyRecord(record, keys);
  if (!signature.ok && signature.code === "SIGNATURE_INVALID" && schema.length === 0) signature = await whatChanged(file, record, keys, signature);
  const contradictions = schema.length > 0 ? [] : recordContradictions(record.gates, record.measures, "the record itself").map((c) => c.message);
  const report = {
    file,
    valid: signature.ok && schema.length === 0 && contradictions.length === 0,
    signature,
    schema,
    contradictions
  };
  const thresholds = signature.ok && schema.length === 0 ? await signedThresholds(file, record, keys, signature.kid) : void 0;
  if (thresholds) report.thresholds = thresholds;
  if (ledger) {
    if (schema.length > 0) throw new AqrError("ERR_NOT_A_RECORD", `is not a schema-valid record, so it cannot be replayed: ${schema[0] ?? ""}`, { file });
    const recorded = await recordedImportOptions(file, record, keys, signature.ok ? signature.kid : void 0);
    const source = ledger.importOptions === void 0 && recorded ? { ...ledger, importOptions: recorded } : ledger;
    report.replay = await replayRecord(record, { ...source, stats: statsBeside(file, ledger.stats) }, thresholds?.gates);
    if (recorded) report.replay.mismatches.push(...importOptionsMismatches(recorded, report.replay.selection));
    report.replay.ok &&= report.replay.mismatches.length === 0;
    report.valid &&= report.replay.ok;
  }
  if (barFiles && barFiles.length > 0) {
    report.bar = await checkBar(file, { record, schemaValid: schema.length === 0, keys, recordKid: signature.ok ? signature.kid : void 0 }, barFiles);
    report.valid &&= report.bar.ok;
  }
  const checklist = verifyChecklist(report, record, ledger);
  const release = options.release ? await recordRelease(record, keys, report, checklist) : void 0;
  return { ...report, checklist, ...release ? { release } : {} };
}
async function signedThresholds(file, record, keys, kid) {
  const barFile = besideRecord(file, ".bar.json");
  if (!existsSync(barFile)) return void 0;
  let statement;
  try {
    statement = await readBarStatement(barFile);
  } catch (e) {
    if (isAqrError(e)) return void 0;
    throw e;
  }
  const t = statement.bar.thresholds;
  if (!isThresholds(t)) return void 0;
  const trust = await verifyBarStatement(statement, record, keys, kid);
  return trust.ok ? { file: barFile, tier: t.tier, gates: t.gates } : void 0;
}
function isThresholds(t) {
  if (typeof t !== "object" || t === null) return false;
  const o = t;
  const num = (v) => v === void 0 || typeof v === "number" && Number.isFinite(v);
  return typeof o["tier"] === "string" && Array.isArray(o["gates"]) && o["gates"].every((g) => {
    const x = g;
    return x !== null && typeof x === "object" && typeof x["id"] === "string" && typeof x["source"] === "string" && num(x["floor"]) && num(x["ceiling"]);
  });
}
function verifyChecklist(report, record, ledger) {
  const r = report.replay;
  return proofChecklist({
    record: report.schema.length === 0 ? record : void 0,
    verdict: String(record?.decision?.verdict ?? "unknown"),
    schema: report.schema,
    signature: report.signature,
    digests: r ? replayDigests(r, r.files) : [],
    replay: r,
    replayWhy: ledger ? void 0 : "no evidence given (--ledger and --task-manifest)",
    stats: r?.files.stats,
    ceilings: r?.ceilings !== void 0,
    bar: report.bar ? barProof(report.bar) : void 0,
    barWhy: "not checked (give --bar FILE...)",
    contradictions: report.contradictions
  });
}
async function recordRelease(record, keys, report, checklist) {
  const r = report.replay;
  const checked = await checkRecord(record, { verifier: keyVerifier(keys), ...r ? { replay: async () => replayUnmet(r) } : {} });
  const release = releaseVerdict(record, checked.level, { signature: report.signature, ...r ? { replay: r.mismatches } : {} });
  if (checklist.proof === "invalid" && release.blockers.length === 0)
    release.blockers.push({
      code: "RELEASE_PROOF",
      message: `release requires a valid proof: ${checklist.items.filter((i) => i.state === "fail").map((i) => i.check).join(", ")} failed`
    });
  return { permitted: release.blockers.length === 0, blockers: release.blockers };
}
async function recordedImportOptions(file, record, keys, recordKid) {
  const beside = besideRecord(file, ".bar.json");
  if (!existsSync(beside)) return void 0;
  let statement;
  try {
    statement = await readBarStatement(beside);
  } catch (e) {
    if (isAqrError(e)) return void 0;
    throw e;
  }
  if (statement.record_digest !== recordDigest(record)) return void 0;
  if (statement.signature !== void 0 && !(await verifyBarStatement(statement, record, keys, recordKid)).ok) return void 0;
  return importOptionsOf(statement.bar);
}
async function whatChanged(file, record, keys, outcome) {
  if (outcome.ok) return outcome;
  const barFile = besideRecord(file, ".bar.json");
  if (!existsSync(barFile)) return outcome;
  let signed;
  try {
    signed = await signedRecordDigest(await readBarStatement(barFile), keys);
  } catch (e) {
    if (isAqrError(e)) return outcome;
    throw e;
  }
  if (!signed) return outcome;
  const now = recordDigest(record);
  return {
    ok: false,
    code: "SIGNATURE_INVALID",
    message: signed.digest === now ? `signature does not verify under key ${signed.kid}, over the very record its signed bar (${barFile}) binds: the signature was damaged` : `the record changed after signing: its bar (${barFile}), signed under key ${signed.kid}, binds record ${signed.digest}; the record's canonical bytes now hash to ${now}`
  };
}

export {
  verifyFile
};
