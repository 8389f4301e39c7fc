import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  barProof,
  checkBar
} from "./chunk-QQ4RPZVS.js";
import {
  replayRecord
} from "./chunk-XRTHL3JX.js";
import {
  releaseVerdict
} from "./chunk-MYKBDVWF.js";
import {
  notRederived
} from "./chunk-RI4QD77H.js";
import {
  statsBeside
} from "./chunk-F3F2A4JT.js";
import {
  checkRecord,
  replayUnmet
} from "./chunk-ML4DM3VN.js";
import {
  recordContradictions
} from "./chunk-FXDTXBGJ.js";
import {
  readRecordFile,
  schemaIssues
} from "./chunk-HVMA5C5C.js";
import {
  readPublicKeys
} from "./chunk-4HNVQPZX.js";
import {
  keyVerifier,
  verifyRecord
} from "./chunk-LI63LOD4.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/check/checklist.ts
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
var gateName = (g) => `${g.id}${g.split ? ` (${g.split})` : ""}`;
function proofChecklist(p) {
  const items = [];
  const item = (check, state, detail) => items.push({ check, state, detail });
  const r = p.replay;
  const codes = (...c) => (r?.mismatches ?? []).filter((m) => c.includes(m.code));
  if (p.bundle) item("bundle", p.bundle.state, p.bundle.detail);
  const s = p.signature;
  if (s) item("signature", s.ok ? "pass" : "fail", s.ok ? `${s.alg} signature by key kid ${s.kid}` : `${s.message} (${s.code})`);
  else item("signature", "not checked", p.signatureWhy ?? "no key given");
  if (!p.record && p.schema.length === 0) item("schema", "not checked", "no aqr record to check");
  else
    item(
      "schema",
      p.schema.length > 0 ? "fail" : "pass",
      p.schema.length > 0 ? `${plural(p.schema.length, "schema issue")}: ${p.schema[0] ?? ""}` : "schema-valid"
    );
  const contradicted = p.contradictions;
  if (contradicted && p.record)
    item(
      "decisions",
      contradicted.length > 0 ? "fail" : "pass",
      contradicted.length > 0 ? `DECISION_CONTRADICTED: ${contradicted[0] ?? ""}` : "no decision contradicts the record's own measures"
    );
  if (p.digests.length === 0) item("digests", "not checked", r ? "no digest recomputed" : `not recomputed: ${p.replayWhy ?? "replay not run"}`);
  else {
    const bad = p.digests.filter((d) => !d.ok);
    const named = (d) => `${d.what} ${d.files.join(", ")}`;
    item(
      "digests",
      bad.length > 0 ? "fail" : "pass",
      bad.length > 0 ? `differ: ${bad.map(named).join("; ")}` : `recomputed and matching: ${p.digests.map(named).join("; ")}`
    );
  }
  if (!r) item("replay", "not checked", `not run: ${p.replayWhy ?? "no evidence given"}`);
  else if (r.ok)
    item(
      "replay",
      "pass",
      `${plural(r.confirmed.measures, "measure")}, ${plural(r.confirmed.gates, "gate")} and ${plural(r.confirmed.canaries, "canary", "canaries")} confirmed from ${plural(r.confirmed.events, "ledger event")}`
    );
  else
    item(
      "replay",
      "fail",
      `${plural(r.mismatches.length, "mismatch", "mismatches")}: ${r.mismatches.map((m) => m.code).filter((c, i, a) => a.indexOf(c) === i).join(", ")}`
    );
  const stats = codes("STATS_MISMATCH");
  if (!r) item("bounds", "not checked", "not recomputed: replay not run");
  else if (p.stats === void 0) item("bounds", "not checked", "not recomputed: no stats sidecar (<record>.stats.json) given");
  else
    item(
      "bounds",
      stats.length > 0 ? "fail" : "pass",
      stats.length > 0 ? `recomputed from the ledger, and ${plural(stats.length, "differs", "differ")}: ${stats[0]?.message ?? ""}` : `recomputed from the ledger bit for bit (from ${p.stats})`
    );
  if (p.bar) item("bar", p.bar.ok ? "pass" : "fail", p.bar.detail);
  else item("bar", "not checked", p.barWhy ?? "not checked");
  const gates = gateLines(p);
  const failed = items.some((i) => i.state === "fail");
  const proof = failed ? "invalid" : s?.ok || p.bundle?.state === "pass" ? "valid" : "not checked";
  const replayed = !!r?.ok && !failed;
  const verdict = p.record?.decision.verdict ?? p.verdict ?? "unknown";
  const scope = proof === "valid" && !replayed ? " (the signature only: replay not run)" : "";
  return { proof, replayed, verdict, items, gates, summary: `proof ${proof === "invalid" ? "INVALID" : proof}${scope} \u2014 verdict ${verdict}` };
}
function gateLines(p) {
  const record = p.record;
  if (!record) return [];
  const r = p.replay;
  const format = record.assurance.evidence.format;
  return record.gates.map((g) => {
    const name = gateName(g);
    const base = { gate: name, recorded: g.result };
    if (!r) return { ...base, basis: "as recorded", state: "not checked", detail: "replay not run" };
    const why = notRederived(format, g, p.ceilings);
    if (why !== void 0) return { ...base, basis: "as recorded", state: "not checked", detail: why };
    const mine = r.mismatches.filter(
      (m) => m.what === `gate ${name}` || m.what.startsWith(`gate ${name} `) || m.what === `bound of ${name}` || m.what === `gate ${g.id}`
    );
    return mine.length > 0 ? { ...base, basis: "re-derived", state: "fail", detail: mine.map((m) => `${m.message} (${m.code})`).join("; ") } : { ...base, basis: "re-derived", state: "pass", detail: "re-derived from the evidence: agrees" };
  });
}
function replayDigests(r, files) {
  const differs = (code) => r.mismatches.some((m) => m.code === code);
  return [
    { what: "task manifest", files: [files.manifest], ok: !differs("MANIFEST_DIGEST") },
    { what: `evidence (${plural(files.evidence.length, "file")})`, files: files.evidence, ok: !differs("LEDGER_DIGEST") }
  ];
}

// src/pipeline/verify.ts
async function verifyFile(file, keySource, ledger, barFiles, options = {}) {
  const keys = await readPublicKeys(keySource);
  const parsed = await readRecordFile(file);
  const record = parsed.value;
  const schema = schemaIssues(record).map((i) => {
    const line = parsed.lineOf(i.path);
    return `${line === void 0 ? "" : `line ${line}: `}${i.message} (${i.code})`;
  });
  const sig = record.decision?.signature;
  const signature = typeof sig !== "string" ? { ok: false, code: "SIGNATURE_FORMAT", message: "the record carries no decision.signature" } : await verifyRecord(record, keys);
  const contradictions = schema.length > 0 ? [] : recordContradictions(record.gates, record.measures, "the record itself").map((c) => c.message);
  const report = {
    file,
    valid: signature.ok && schema.length === 0 && contradictions.length === 0,
    signature,
    schema,
    contradictions
  };
  if (ledger) {
    if (schema.length > 0) throw new AqrError("ERR_NOT_A_RECORD", `is not a schema-valid record, so it cannot be replayed: ${schema[0] ?? ""}`, { file });
    report.replay = await replayRecord(record, { ...ledger, stats: statsBeside(file, ledger.stats) });
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

export {
  proofChecklist,
  replayDigests,
  verifyFile
};
