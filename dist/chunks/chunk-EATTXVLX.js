import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  decisionContradiction
} from "./chunk-5MGLBBSH.js";
import {
  backingMeasure
} from "./chunk-PKRWVR2B.js";

// src/gate/gates.ts
function evaluateGate(g, measures, decisions, missingWhy, measuredBy = "the evidence") {
  const base = { id: g.id, source: g.source ?? "native", result: "missing", reason: "" };
  if (g.split) base.split = g.split;
  if (g.k !== void 0) base.k = g.k;
  if (g.evidence) base.evidence = g.evidence;
  if (g.floor !== void 0) base.floor = g.floor;
  if (g.ceiling !== void 0) base.ceiling = g.ceiling;
  const decision = decisions.find((d) => d.id === g.id);
  if (decision && g.source === void 0) base.source = decision.source;
  const threshold = g.floor ?? g.ceiling;
  let measured;
  const { candidates, pick } = backingMeasure(g, measures);
  if (threshold !== void 0 || decision === void 0 && candidates.length > 0) {
    if (!pick) {
      const why = candidates.length > 1 ? `${candidates.length} measures could back it; name the split in the profile` : missingWhy(g.id, g.split) ?? "no measure was given or computed";
      measured = { ...base, result: "missing", reason: `${label(g)}: ${why}` };
    } else {
      const at = { ...base, value: pick.value, ...pick.split ? { split: pick.split } : {} };
      if (typeof pick.value === "boolean") {
        measured = { ...at, result: pick.value ? "pass" : "fail", reason: `${label(at)} is ${pick.value}` };
      } else if (g.floor !== void 0) {
        const ok = pick.value >= g.floor;
        measured = { ...at, floor: g.floor, result: ok ? "pass" : "fail", reason: `${label(at)} ${pick.value} ${ok ? "\u2265" : "<"} floor ${g.floor}` };
      } else if (g.ceiling !== void 0) {
        const ok = pick.value <= g.ceiling;
        measured = { ...at, ceiling: g.ceiling, result: ok ? "pass" : "fail", reason: `${label(at)} ${pick.value} ${ok ? "\u2264" : ">"} ceiling ${g.ceiling}` };
      } else {
        measured = { ...at, result: "missing", reason: `${label(at)}: no decision (source ${base.source}) was given and no threshold is set (measured ${pick.value})` };
      }
    }
  }
  if (!decision) return measured ?? { ...base, reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set` };
  const contradiction = decisionContradiction(decision, pick, measuredBy);
  if (contradiction && measured?.result === "fail") return { ...measured, source: base.source, reason: `${measured.reason}; ${contradiction}` };
  if (contradiction && pick) return { ...base, value: pick.value, ...pick.split ? { split: pick.split } : {}, result: "missing", contradicted: true, reason: `${label(g)}: ${contradiction}` };
  const said = `${decision.source} decided ${decision.result}`;
  if (!measured) return { ...base, result: decision.result, decided: decision.result, reason: `${label(g)}: ${said}` };
  const result = decision.result === "fail" || measured.result === "fail" ? "fail" : measured.result;
  return { ...measured, source: base.source, result, decided: decision.result, reason: `${measured.reason}; ${said}` };
}
function decisionGate(d, measures = [], measuredBy = "the evidence") {
  const pick = backingMeasure(d, measures).pick;
  const contradiction = decisionContradiction(d, pick, measuredBy);
  if (contradiction && pick) return { id: d.id, source: d.source, result: "missing", value: pick.value, ...pick.split ? { split: pick.split } : {}, contradicted: true, reason: `${d.id}: ${contradiction}` };
  return { id: d.id, source: d.source, result: d.result, reason: `${d.id}: ${d.source} decided ${d.result}` };
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
