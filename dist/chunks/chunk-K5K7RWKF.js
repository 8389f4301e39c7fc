import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  isDecisionSource,
  onlyThresholdJudges
} from "./chunk-VU3GVDTU.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";
import {
  isExtension,
  lookupMeasure,
  measureProblems
} from "./chunk-H3GVQIAQ.js";
import {
  digestFields,
  digestPlaceholderReason
} from "./chunk-MEDCQDMU.js";
import {
  formatPath
} from "./chunk-A74B5NYC.js";

// src/check/level1.ts
function level1(value) {
  const out = schemaIssues(value).map((i) => ({ level: "L1", ...i }));
  for (const { path, digest } of digestFields(value)) {
    const why = digestPlaceholderReason(digest);
    if (why) out.push({ level: "L1", code: "DIGEST_PLACEHOLDER", path, message: `${formatPath(path)} ${why}` });
  }
  const measures = value?.measures;
  if (Array.isArray(measures)) {
    measures.forEach((m, i) => {
      if (m === null || typeof m !== "object" || typeof m.id !== "string") return;
      for (const p of measureProblems(m)) {
        out.push({ level: "L1", code: p.code, path: ["measures", i, p.field], message: `measures[${i}]: ${p.message}` });
      }
    });
  }
  const seen = /* @__PURE__ */ new Set();
  return out.filter((u) => {
    const key = `${u.code}|${(u.path ?? []).join("/")}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

// src/record/group.ts
function measuresById(measures) {
  const out = /* @__PURE__ */ new Map();
  for (const m of measures) {
    const list = out.get(m.id);
    if (list) list.push(m);
    else out.set(m.id, [m]);
  }
  return out;
}

// src/check/level2.ts
function level2(r) {
  const out = [];
  const add = (code, message, path) => out.push(path ? { level: "L2", code, message, path } : { level: "L2", code, message });
  const ship = r.decision.verdict === "ship";
  r.measures.forEach((m, i) => {
    if (isExtension(m.id)) add("X_MEASURE", `measure ${m.id} is a local extension: a record with x- measures reaches L1 at most`, ["measures", i, "id"]);
  });
  if (r.gates.length === 0) add("NO_GATES", "no gates: nothing was enforced", ["gates"]);
  const byId = measuresById(r.measures);
  r.gates.forEach((g, i) => {
    const where = ["gates", i];
    if (isExtension(g.id)) add("X_MEASURE", `gate ${g.id} is a local extension: a record with x- measures reaches L1 at most`, [...where, "id"]);
    const def = lookupMeasure(g.id);
    if (def?.kind === "judged") add("GATE_JUDGED", `gate ${g.id} is backed by a judged measure; only deterministic measures may gate`, [...where, "id"]);
    gateAgainstMeasure(g, byId.get(g.id) ?? [], where, add);
  });
  if (!r.task_set.sealed) add("UNSEALED", "task_set.sealed is false: the held-out split may have been read by an optimizer", ["task_set", "sealed"]);
  if (!r.task_set.held_out) add("HELD_OUT_EMPTY", "task_set.held_out is missing or 0: there is no held-out split", ["task_set"]);
  if (!r.task_set.canary_ids?.length) add("NO_CANARIES", "task_set.canary_ids is empty: no contamination probes", ["task_set"]);
  const fired = (r.assurance.integrity?.canaries ?? []).filter((c) => c.observed !== c.expected);
  if (ship && fired.length > 0)
    add("CANARY_FIRED_SHIP", `verdict is ship but canary ${fired.map((c) => c.id).join(", ")} fired (observed \u2260 expected)`, [
      "assurance",
      "integrity",
      "canaries"
    ]);
  if (ship && r.assurance.integrity?.mechanical_override === true)
    add("MECHANICAL_OVERRIDE_SHIP", "verdict is ship but assurance.integrity.mechanical_override is true: a deterministic check failed under a judged pass", [
      "assurance",
      "integrity",
      "mechanical_override"
    ]);
  if (ship && (r.profile.tier === "T1" || r.profile.tier === "T2") && !r.gates.some((g) => g.id === "reliability.pass_hat_k" && g.floor !== void 0))
    add("TIER_RELIABILITY_GATE", `tier ${r.profile.tier} ships only with a reliability.pass_hat_k gate that has a floor`, ["gates"]);
  contradiction(r, "assurance.holdout_sealed", r.task_set.sealed, "task_set.sealed", add);
  contradiction(r, "assurance.evaluator_independence", r.assurance.evaluator_independent, "assurance.evaluator_independent", add);
  return out;
}
function gateAgainstMeasure(g, measures, where, add) {
  const { candidates } = backingMeasure(g, measures);
  const on = g.split ? ` on split ${g.split}` : "";
  if (g.floor === void 0) {
    const only = candidates.length === 1 ? candidates[0] : void 0;
    if (g.result === "pass" && only?.value === false) add("GATE_CONTRADICTS_MEASURE", `gate ${g.id} passed but its measure is false`, where);
    if (g.result === "pass" && only && isDecisionSource(g.source) && onlyThresholdJudges(only))
      add(
        "GATE_NO_THRESHOLD",
        `gate ${g.id}${on} passed on a ${g.source} decision with no floor, but the record measures it (${String(only.value)}): a decision does not stand in for a threshold`,
        where
      );
    return;
  }
  const def = lookupMeasure(g.id);
  if (def?.better === "lower")
    add("GATE_FLOOR_ON_CEILING", `gate ${g.id} has a floor, but lower is better for ${g.id}: its threshold is a ceiling`, [...where, "floor"]);
  if (candidates.length === 0) return add("GATE_NO_MEASURE", `gate ${g.id} has a floor but no measure ${g.id}${on} backs it`, where);
  if (candidates.length > 1)
    return add("GATE_AMBIGUOUS_MEASURE", `gate ${g.id} has a floor and ${candidates.length} measures ${g.id}${on} could back it; name the split`, where);
  const value = candidates[0].value;
  if (typeof value !== "number")
    return add("GATE_FLOOR_NOT_NUMERIC", `gate ${g.id} has a floor but its measure is ${JSON.stringify(value)}, not a number`, where);
  if (g.result === "pass" && value < g.floor) add("GATE_BELOW_FLOOR", `gate ${g.id} passed with ${value}${on}, below its floor ${g.floor}`, where);
}
function contradiction(r, id, actual, field, add) {
  r.measures.forEach((m, i) => {
    if (m.id === id && typeof m.value === "boolean" && m.value !== actual)
      add("ASSURANCE_CONTRADICTION", `measure ${id} is ${m.value} but ${field} is ${actual}`, ["measures", i, "value"]);
  });
}

// src/check/level3.ts
function level3(r) {
  const out = [];
  if (!r.measures.some((m) => m.id === "reliability.pass_hat_k" && (m.k ?? 0) >= 2))
    out.push({
      level: "L3",
      code: "PASS_HAT_K_MISSING",
      path: ["measures"],
      message: "reliability.pass_hat_k with k \u2265 2 is not reported: reliability across repeated runs is unknown"
    });
  if (!r.assurance.evaluator_independent)
    out.push({
      level: "L3",
      code: "EVALUATOR_NOT_INDEPENDENT",
      path: ["assurance", "evaluator_independent"],
      message: "assurance.evaluator_independent is false: the grader may have seen the worker\u2019s own account"
    });
  const judged = r.measures.filter((m) => lookupMeasure(m.id)?.kind === "judged").map((m) => m.id);
  if (judged.length > 0) {
    const judge = r.assurance.judge;
    if (!judge)
      out.push({
        level: "L3",
        code: "JUDGE_NOT_PINNED",
        path: ["assurance"],
        message: `judged measures (${judged.join(", ")}) but no assurance.judge pins the judge id and model`
      });
    else if (judge.human_agreement_kappa === void 0)
      out.push({
        level: "L3",
        code: "JUDGE_KAPPA_MISSING",
        path: ["assurance", "judge"],
        message: `judged measures (${judged.join(", ")}) but assurance.judge has no human_agreement_kappa`
      });
  }
  return out;
}

// src/check/level4.ts
async function level4(r, options) {
  const { verifier } = options;
  const out = [];
  const add = (code, message, path) => out.push({ level: "L4", code, message, path });
  if (!r.decision.rolls_back_to) add("ROLLBACK_MISSING", "decision.rolls_back_to is missing: no known way back", ["decision"]);
  const ev = r.assurance.evidence;
  if (!ev.replayable)
    add("LEDGER_NOT_REPLAYABLE", `assurance.evidence.replayable is false: ${ev.ledger} cannot be replayed`, ["assurance", "evidence", "replayable"]);
  if (!ev.events) add("LEDGER_NO_EVENTS", "assurance.evidence.events is missing or 0: the ledger is empty or uncounted", ["assurance", "evidence"]);
  if (r.decision.signature === void 0) add("SIGNATURE_MISSING", "decision.signature is missing", ["decision"]);
  else if (!verifier) add("SIGNATURE_UNVERIFIED", "decision.signature is present but unverified: pass --key to verify it", ["decision", "signature"]);
  else {
    const outcome = await verifier.verify(r);
    if (!outcome.ok) add(outcome.code, outcome.message, ["decision", "signature"]);
  }
  if (options.replay && ev.replayable) out.push(...await options.replay(r));
  return out;
}

// src/check/check.ts
async function checkRecord(value, options = {}) {
  const l1 = level1(value);
  if (l1.length > 0) return { level: null, unmet: l1 };
  const record = value;
  const l2 = level2(record);
  if (l2.length > 0) return { level: "L1", unmet: l2 };
  const l3 = level3(record);
  if (l3.length > 0) return { level: "L2", unmet: l3 };
  const l4 = await level4(record, options);
  if (l4.length > 0) return { level: "L3", unmet: l4 };
  return { level: "L4", unmet: [] };
}
function replayUnmet(r) {
  return r.mismatches.map((m) => ({ level: "L4", code: `REPLAY_${m.code}`, message: `replay: ${m.message}` }));
}

export {
  measuresById,
  checkRecord,
  replayUnmet
};
