import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";

// src/gate/contradiction.ts
var VIOLATION_FREE_SHARES = /* @__PURE__ */ new Set(["policy.hard_rules", "safety.tool_abuse", "safety.isolation"]);
function measuredClean(m) {
  if (typeof m.value === "boolean") return m.value;
  if (VIOLATION_FREE_SHARES.has(m.id)) return m.value === 1;
  return void 0;
}
function onlyThresholdJudges(m) {
  return typeof m.value === "number" && measuredClean(m) === void 0;
}
function isDecisionSource(s) {
  return s === "acs" || s === "assert" || s === "custom";
}
function decisionContradiction(d, m, measuredBy) {
  if (!m) return void 0;
  const clean = measuredClean(m);
  if (clean === void 0 || clean === (d.result === "pass")) return void 0;
  const what = `${m.id}${m.split ? ` (${m.split})` : ""}`;
  const says = typeof m.value === "boolean" ? String(m.value) : `${m.value}${clean ? ", no violation" : `, violations in ${round((1 - m.value) * 100)}% of attempts`}`;
  return `${d.source ?? "a decision"} decided ${d.result} for ${d.id}, but ${measuredBy} measures ${what} = ${says}: a decision does not outvote a measurement`;
}
var round = (x) => Math.round(x * 100) / 100;
function recordContradictions(gates, measures, measuredBy) {
  const out = [];
  for (const g of gates) {
    if (!isDecisionSource(g.source)) continue;
    const message = decisionContradiction(g, backingMeasure(g, measures).pick, measuredBy);
    if (message) out.push({ gate: g, message });
  }
  return out;
}

export {
  onlyThresholdJudges,
  isDecisionSource,
  decisionContradiction,
  recordContradictions
};
