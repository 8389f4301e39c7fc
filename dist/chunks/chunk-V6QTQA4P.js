import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  backingMeasure,
  decisionContradiction,
  onlyThresholdJudges
} from "./chunk-FXDTXBGJ.js";

// src/gate/gates.ts
function evaluateGate(g, measures, decisions, missingWhy, measuredBy = "the evidence") {
  const base = { id: g.id, source: g.source ?? "native", result: "missing", reason: "" };
  if (g.split) base.split = g.split;
  if (g.k !== void 0) base.k = g.k;
  if (g.evidence) base.evidence = g.evidence;
  if (g.floor !== void 0) base.floor = g.floor;
  if (g.ceiling !== void 0) base.ceiling = g.ceiling;
  const decision = decisions.find((d) => d.id === g.id);
  const thresholdSet = g.floor !== void 0 || g.ceiling !== void 0;
  const backing = backingMeasure(g, measures);
  const { pick } = backing;
  const measuredOnly = g.source === "native" || pick !== void 0 && onlyThresholdJudges(pick);
  const measured = thresholdSet || measuredOnly || backing.candidates.length > 0 ? judgeMeasured(g, base, backing, measures, measuredOnly, missingWhy) : void 0;
  if (!decision) return measured ?? { ...base, reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set` };
  const contradiction = decisionContradiction(decision, pick, measuredBy);
  if (contradiction && measured?.result === "fail") return { ...measured, reason: `${measured.reason}; ${contradiction}` };
  if (contradiction && pick) return { ...base, value: pick.value, result: "missing", contradicted: true, reason: `${label(g)}: ${contradiction}` };
  const said = `${decision.source} decided ${decision.result}`;
  const decided = { source: decision.source, decided: decision.result };
  if (decision.result === "fail")
    return {
      ...base,
      ...measured?.value !== void 0 ? { value: measured.value } : {},
      ...decided,
      result: "fail",
      reason: measured ? `${measured.reason}; ${said}` : `${label(g)}: ${said}`
    };
  if (measured && measuredOnly)
    return {
      ...measured,
      reason: `${measured.reason}; ${said}, which does not count: ${g.source === "native" ? "the profile measures this gate (source native)" : "a decision cannot be held against this number"}`
    };
  if (!measured || !thresholdSet && measured.result === "missing") return { ...base, ...decided, result: "pass", reason: `${label(g)}: ${said}` };
  return { ...measured, ...measured.result === "pass" ? decided : { decided: decision.result }, reason: `${measured.reason}; ${said}` };
}
function judgeMeasured(g, base, backing, sameId, measuredOnly, missingWhy) {
  const { candidates, pick } = backing;
  if (!pick) {
    const elsewhere = otherSplits(g, sameId);
    const why = candidates.length > 1 ? `${candidates.length} measures could back it; name its k in the profile` : g.split === void 0 && elsewhere || missingWhy(g.id, g.split) || elsewhere || "no measure was given or computed";
    return { ...base, result: "missing", reason: `${label(g)}: ${why}` };
  }
  const at = { ...base, source: "native", value: pick.value };
  if (typeof pick.value === "boolean") return { ...at, result: pick.value ? "pass" : "fail", reason: `${label(g)} is ${pick.value}` };
  if (g.floor !== void 0) {
    const ok = pick.value >= g.floor;
    return { ...at, result: ok ? "pass" : "fail", reason: `${label(g)} ${pick.value} ${ok ? "\u2265" : "<"} floor ${g.floor}` };
  }
  if (g.ceiling !== void 0) {
    const ok = pick.value <= g.ceiling;
    return { ...at, result: ok ? "pass" : "fail", reason: `${label(g)} ${pick.value} ${ok ? "\u2264" : ">"} ceiling ${g.ceiling}` };
  }
  if (measuredOnly)
    return {
      ...at,
      result: "missing",
      noThreshold: true,
      reason: `${label(g)} is measured (${pick.value}) but the profile sets no floor or ceiling for it: a measured gate passes only against a threshold, never on a decision`
    };
  return {
    ...base,
    value: pick.value,
    result: "missing",
    reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set (measured ${pick.value})`
  };
}
function otherSplits(g, sameId) {
  const splits = [...new Set(sameId.filter((m) => m.id === g.id && m.split !== g.split).map((m) => m.split ?? "no split"))];
  if (splits.length === 0) return void 0;
  return `no ${g.split ?? "unsplit"} measure backs it (${g.id} is measured for ${splits.join(", ")}); a gate stands only on its own split's measure: name the split in the profile`;
}
function decisionGate(d, measures = [], measuredBy = "the evidence") {
  return evaluateGate({ id: d.id, source: d.source }, measures, [d], () => void 0, measuredBy);
}
function toRecordGate(r) {
  if (r.result === "missing") return void 0;
  const g = { id: r.id, result: r.result === "inconclusive" ? "fail" : r.result };
  if (r.floor !== void 0) g.floor = r.floor;
  if (r.split) g.split = r.split;
  g.source = r.source;
  return g;
}
function label(g) {
  return g.split ? `${g.id} (${g.split})` : g.id;
}

export {
  evaluateGate,
  decisionGate,
  toRecordGate
};
