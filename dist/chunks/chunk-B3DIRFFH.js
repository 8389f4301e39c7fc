import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  num
} from "./chunk-VFM2G6YV.js";
import {
  measureKey,
  notRederived
} from "./chunk-CPV5JXSL.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";

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
  const asRecorded = gates.filter((g) => g.basis === "as recorded").length;
  const scope = proof !== "valid" ? "" : !replayed ? "the signature only: replay not run" : asRecorded > 0 ? `${asRecorded} of ${gates.length} gates taken as recorded` : "";
  const custody = p.record ? custodyLine(p.record) : void 0;
  return {
    proof,
    replayed,
    verdict,
    items,
    gates,
    summary: `proof ${proof === "invalid" ? "INVALID" : proof}${scope ? ` (${scope})` : ""} \u2014 verdict ${verdict}`,
    scope,
    ...custody ? { custody } : {}
  };
}
var CUSTODY_MEANS = {
  external: "the eval definition was read at the base commit and every attempt was bound to it or re-derived from it",
  shared: "the results were taken as the evaluating job recorded them",
  "agent-writable": "the change under review altered the eval definition that graded it"
};
function custodyLine(record) {
  const i = record.assurance.integrity;
  if (!i?.metric_custody) return void 0;
  const parts = [`${i.metric_custody}: ${CUSTODY_MEANS[i.metric_custody]}`];
  if (i.protected_metric_ids?.length) parts.push(`protected: ${i.protected_metric_ids.join(", ")}`);
  if (i.recompute_party) parts.push(`recomputed by ${i.recompute_party}${i.recompute_digest ? ` (${i.recompute_digest})` : ""}`);
  if (i.mechanical_override) parts.push("a judged pass was overridden by a deterministic check");
  return parts.join("; ");
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
    const measure = backingMeasure(g, record.measures).pick;
    const key = measure ? measureKey(measure) : void 0;
    const mine = r.mismatches.filter(
      (m) => m.what === `gate ${name}` || m.what.startsWith(`gate ${name} `) || m.what === `bound of ${name}` || m.what === `gate ${g.id}` || key !== void 0 && m.what === key && (m.code === "MEASURE_MISMATCH" || m.code === "MEASURE_NOT_IN_LEDGER")
    );
    if (mine.length === 0) return { ...base, basis: "re-derived", state: "pass", detail: "re-derived from the evidence: agrees" };
    const value = mine.find((m) => m.what === key);
    const codes = mine.map((m) => m.code).filter((c, i, a) => a.indexOf(c) === i);
    const detail = value ? `differs: ${value.what === name ? "" : `${value.what} `}recorded ${shownValue(value.recorded)}, re-derived ${shownValue(value.recomputed)} (${codes.join(", ")})` : `differs: ${mine.map((m) => m.message).join("; ")} (${codes.join(", ")})`;
    return {
      ...base,
      basis: "re-derived",
      state: "fail",
      detail,
      ...value ? { differs: { what: value.what, recorded: value.recorded, rederived: value.recomputed } } : {}
    };
  });
}
function shownValue(v) {
  return typeof v === "number" ? num(v) : v === null || v === void 0 ? "none" : typeof v === "string" ? v : JSON.stringify(v);
}
function replayDigests(r, files) {
  const differs = (code) => r.mismatches.some((m) => m.code === code);
  return [
    { what: "task manifest", files: [files.manifest], ok: !differs("MANIFEST_DIGEST") },
    { what: `evidence (${plural(files.evidence.length, "file")})`, files: files.evidence, ok: !differs("LEDGER_DIGEST") }
  ];
}

export {
  proofChecklist,
  replayDigests
};
