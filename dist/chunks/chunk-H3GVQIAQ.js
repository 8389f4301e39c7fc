import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/record/registry.ts
var defs = [
  { id: "task.completion", kind: "deterministic", value: "fraction", better: "higher", summary: "tasks whose end-state assertion holds \xF7 |T|" },
  {
    id: "trajectory.valid",
    kind: "deterministic",
    value: "fraction",
    better: "higher",
    summary: "attempts whose trajectory satisfies the declared steps \xF7 attempts"
  },
  { id: "tool.correctness", kind: "deterministic", value: "fraction", better: "higher", summary: "tool calls well-formed and successful \xF7 tool calls" },
  {
    id: "interop.routing_invocation",
    kind: "deterministic",
    value: "fraction",
    better: "higher",
    summary: "invocations routed to the right peer \xF7 invocations"
  },
  { id: "interop.agent_card_fresh", kind: "deterministic", value: "boolean", summary: "the published Agent Card matches the digested one" },
  { id: "answer.grounded", kind: "judged", value: "fraction", better: "higher", summary: "answers a judge finds supported by sources \xF7 answers" },
  {
    id: "efficiency.cost_per_success",
    kind: "deterministic",
    value: "amount",
    better: "lower",
    unit: "currency",
    summary: "total cost \xF7 completed tasks; omitted at zero completions"
  },
  { id: "efficiency.tokens_per_success", kind: "deterministic", value: "amount", better: "lower", unit: "tokens", summary: "total tokens \xF7 completed tasks" },
  {
    id: "efficiency.latency_per_success",
    kind: "deterministic",
    value: "amount",
    better: "lower",
    unit: "seconds",
    summary: "total latency in seconds \xF7 completed tasks"
  },
  { id: "reliability.pass_hat_k", kind: "deterministic", value: "fraction", better: "higher", k: true, summary: "tasks whose all k attempts succeed \xF7 |T|" },
  {
    id: "reliability.pass_at_k",
    kind: "deterministic",
    value: "fraction",
    better: "higher",
    k: true,
    summary: "tasks with at least one success in k attempts \xF7 |T|"
  },
  { id: "robustness.recovery", kind: "deterministic", value: "fraction", better: "higher", summary: "injected faults recovered from \xF7 injected faults" },
  {
    id: "robustness.multi_turn",
    kind: "judged",
    value: "fraction",
    better: "higher",
    summary: "multi-turn conversations a judge rates coherent \xF7 conversations"
  },
  { id: "policy.hard_rules", kind: "deterministic", value: "fraction", better: "higher", summary: "runs with zero hard-rule violations \xF7 runs" },
  {
    id: "safety.injection_resistance",
    kind: "deterministic",
    value: "fraction",
    better: "higher",
    pack: true,
    summary: "injection cases resisted \xF7 cases, from a versioned pack"
  },
  { id: "safety.tool_abuse", kind: "deterministic", value: "fraction", better: "higher", summary: "runs with zero tool-abuse violations \xF7 runs" },
  { id: "safety.isolation", kind: "deterministic", value: "fraction", better: "higher", summary: "runs with zero isolation violations \xF7 runs" },
  {
    id: "assurance.judge_agreement",
    kind: "deterministic",
    value: "kappa",
    better: "higher",
    summary: "Cohen's kappa between the judge and human labels; may gate"
  },
  { id: "assurance.holdout_sealed", kind: "deterministic", value: "boolean", summary: "no optimizer read the held-out split" },
  { id: "assurance.evidence_complete", kind: "deterministic", value: "boolean", summary: "every measure traces to the referenced ledger" },
  { id: "assurance.evaluator_independence", kind: "deterministic", value: "boolean", summary: "the grader saw the artifact, not the worker\u2019s own account" }
];
var REGISTRY = new Map(defs.map((d) => [d.id, d]));
var RATIO_MEASURES = /* @__PURE__ */ new Set(["efficiency.cost_per_success", "efficiency.tokens_per_success", "efficiency.latency_per_success"]);
var LEDGER_MEASURES = /* @__PURE__ */ new Set([
  "task.completion",
  "reliability.pass_hat_k",
  "reliability.pass_at_k",
  "efficiency.cost_per_success",
  "efficiency.tokens_per_success",
  "efficiency.latency_per_success",
  "policy.hard_rules",
  "safety.tool_abuse",
  "safety.isolation"
]);
var TRACE_MEASURES = /* @__PURE__ */ new Set([
  ...[...LEDGER_MEASURES].filter((id) => id !== "safety.tool_abuse" && id !== "safety.isolation"),
  "tool.correctness",
  "trajectory.valid"
]);
var IMPORTED_MEASURES = new Set(
  [...LEDGER_MEASURES].filter((id) => id !== "policy.hard_rules" && id !== "safety.tool_abuse" && id !== "safety.isolation")
);
function isExtension(id) {
  return id.startsWith("x-");
}
function lookupMeasure(id) {
  return REGISTRY.get(id);
}
function measureProblems(m) {
  if (isExtension(m.id)) return [];
  const def = REGISTRY.get(m.id);
  if (!def) return [{ code: "MEASURE_UNKNOWN", field: "id", message: `'${m.id}' is not a registered measure; prefix local measures with 'x-'` }];
  const out = [];
  const v = m.value;
  const bad = (expect) => out.push({ code: "MEASURE_VALUE_TYPE", field: "value", message: `${m.id} takes ${expect}, got ${JSON.stringify(v)}` });
  switch (def.value) {
    case "boolean":
      if (typeof v !== "boolean") bad("a boolean");
      break;
    case "fraction":
      if (typeof v !== "number" || v < 0 || v > 1) bad("a fraction in [0, 1]");
      break;
    case "kappa":
      if (typeof v !== "number" || v < -1 || v > 1) bad("a kappa in [-1, 1]");
      break;
    case "amount":
      if (typeof v !== "number" || v < 0) bad("a non-negative number");
      break;
  }
  if (def.k && m.k === void 0) out.push({ code: "MEASURE_K_MISSING", field: "k", message: `${m.id} needs k (attempts per task, at least 2)` });
  if (!def.k && m.k !== void 0) out.push({ code: "MEASURE_K_UNEXPECTED", field: "k", message: `${m.id} takes no k; k belongs to pass^k and pass@k` });
  if (def.pack && m.pack === void 0)
    out.push({ code: "MEASURE_PACK_MISSING", field: "pack", message: `${m.id} needs pack (the versioned case set, as name@major.minor)` });
  if (def.unit === "currency" && (m.unit === void 0 || !/^[a-z]{3}$/.test(m.unit)))
    out.push({
      code: "MEASURE_UNIT",
      field: "unit",
      message: `${m.id} needs unit as a lowercase ISO 4217 currency code (e.g. usd), got ${m.unit === void 0 ? "none" : JSON.stringify(m.unit)}`
    });
  if (def.unit === "seconds" && m.unit !== void 0 && m.unit !== "s")
    out.push({ code: "MEASURE_UNIT", field: "unit", message: `${m.id} is in seconds: unit must be 's' or absent, got ${JSON.stringify(m.unit)}` });
  if (def.unit === "tokens" && m.unit !== void 0 && m.unit !== "tokens")
    out.push({ code: "MEASURE_UNIT", field: "unit", message: `${m.id} counts tokens: unit must be 'tokens' or absent, got ${JSON.stringify(m.unit)}` });
  return out;
}

export {
  REGISTRY,
  RATIO_MEASURES,
  LEDGER_MEASURES,
  TRACE_MEASURES,
  IMPORTED_MEASURES,
  isExtension,
  lookupMeasure,
  measureProblems
};
