import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  FIXED
} from "./chunk-XDYC6BPR.js";

// src/ledger/measures.ts
var round = (x) => Math.round(x * 1e6) / 1e6;
function ledgerMeasures(tally, k) {
  const out = { measures: [], missing: [], canaries: [], warnings: [], counts: [] };
  const counted = (c) => out.counts?.push(c);
  const m = tally.manifest;
  for (const split of ["held-out", "held-in", void 0]) {
    const tasks = taskIndexes(m, (t) => !t.canary && (split === void 0 || t.split === split));
    if (tasks.length === 0) continue;
    const what = split ?? "non-canary";
    const at = split ? { split } : {};
    let done = 0;
    let noFirst = 0;
    for (const i of tasks) {
      if (!tally.hasAttemptAt(i, 1)) noFirst++;
      else if (tally.passedAttemptAt(i, 1)) done++;
    }
    if (noFirst === tasks.length) {
      out.missing.push({ id: "task.completion", ...at, reason: `no ${what} task has a first attempt in the ledger` });
      continue;
    }
    if (noFirst > 0 && split) out.warnings.push(`${noFirst} of ${tasks.length} ${split} tasks have no first attempt in the ledger and count as not completed`);
    out.measures.push({ id: "task.completion", value: round(done / tasks.length), ...at, n: tasks.length });
    counted({ id: "task.completion", ...at, x: done, n: tasks.length });
    if (k === void 0) continue;
    const short = tasks.find((i) => tally.attemptsAt(i, k) < k);
    if (short !== void 0) {
      const have = tally.attemptsAt(short, k);
      for (const id of ["reliability.pass_hat_k", "reliability.pass_at_k"])
        out.missing.push({ id, ...at, reason: `task ${tally.taskAt(short)?.id ?? "?"} has ${have} of attempts 1..${k}; pass^k and pass@k need all ${k}` });
      continue;
    }
    let all = 0;
    let any = 0;
    for (const i of tasks) {
      const passes = tally.passesAt(i, k);
      if (passes === k) all++;
      if (passes > 0) any++;
    }
    out.measures.push({ id: "reliability.pass_hat_k", value: round(all / tasks.length), ...at, k, n: tasks.length });
    out.measures.push({ id: "reliability.pass_at_k", value: round(any / tasks.length), ...at, k, n: tasks.length });
    counted({ id: "reliability.pass_hat_k", ...at, k, x: all, n: tasks.length });
    counted({ id: "reliability.pass_at_k", ...at, k, x: any, n: tasks.length });
  }
  const tot = tally.totals;
  const perSuccess = (id, part, scale, field, unit) => {
    if (part.n === 0) return;
    if (part.n < tot.attempts) return out.missing.push({ id, reason: `${tot.attempts - part.n} of ${tot.attempts} attempts carry no ${field}` });
    if (tot.successes === 0) return out.missing.push({ id, reason: "no attempt passed: per-success figures are undefined" });
    out.measures.push({ id, value: round(part.sum / scale / tot.successes), ...unit ? { unit } : {} });
  };
  perSuccess("efficiency.cost_per_success", tot.cost, FIXED.cost, "cost_usd", "usd");
  perSuccess("efficiency.tokens_per_success", tot.tokens, FIXED.tokens, "tokens");
  perSuccess("efficiency.latency_per_success", tot.latency, FIXED.latency, "latency_s", "s");
  const ratio = { policy: "policy.hard_rules", tool_abuse: "safety.tool_abuse", isolation: "safety.isolation" };
  for (const kind of ["policy", "tool_abuse", "isolation"]) {
    const v = tally.violations[kind];
    if (v.runs === 0) continue;
    if (v.runs < tally.events)
      out.missing.push({ id: ratio[kind], reason: `${tally.events - v.runs} of ${tally.events} attempts carry no violations.${kind}` });
    else {
      out.measures.push({ id: ratio[kind], value: round(v.clean / v.runs), n: v.runs });
      counted({ id: ratio[kind], x: v.clean, n: v.runs });
    }
  }
  let made;
  Object.defineProperty(out, "clusters", { get: () => made ??= clusters(tally, out.measures), enumerable: true, configurable: true });
  for (const id of m.canary_ids) out.canaries.push({ id, fired: tally.passes(id) > 0, attempts: tally.attempts(id) });
  return out;
}
function clusters(tally, measures) {
  const tasks = taskIndexes(tally.manifest, (t) => !t.canary);
  const successes = new Float64Array(tasks.length);
  tasks.forEach((i, j) => successes[j] = tally.passesAt(i));
  const out = { successes, sums: {} };
  const pick = (id, all, scale) => {
    if (!measures.some((m) => m.id === id)) return;
    const values = new Float64Array(tasks.length);
    tasks.forEach((i, j) => values[j] = all[i]);
    out.sums[id] = { values, scale };
  };
  pick("efficiency.cost_per_success", tally.taskSums.cost, FIXED.cost);
  pick("efficiency.tokens_per_success", tally.taskSums.tokens, FIXED.tokens);
  pick("efficiency.latency_per_success", tally.taskSums.latency, FIXED.latency);
  return out;
}
function taskIndexes(m, keep) {
  const out = new Uint32Array(m.tasks.size);
  let n = 0;
  for (const t of m.tasks.values()) if (keep(t)) out[n++] = t.index;
  return out.subarray(0, n);
}

export {
  round,
  ledgerMeasures
};
