import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-JFP2MHRA.js";

// src/ledger/tally.ts
var DuplicateAttempt = class extends AqrError {
  constructor(taskId, attempt, file, line) {
    super("ERR_INPUT_DUPLICATE", `task ${taskId} attempt ${attempt} appears twice`, { file, line });
    this.taskId = taskId;
    this.attempt = attempt;
  }
  taskId;
  attempt;
};
var GIVES = { cost: 1, tokens: 2, latency: 4, policy: 8, tool_abuse: 16, isolation: 32 };
function trialValues(t) {
  const v = t.violations ?? {};
  const given = (t.cost_usd !== void 0 ? GIVES.cost : 0) | (t.tokens !== void 0 ? GIVES.tokens : 0) | (t.latency_s !== void 0 ? GIVES.latency : 0) | (v.policy !== void 0 ? GIVES.policy : 0) | (v.tool_abuse !== void 0 ? GIVES.tool_abuse : 0) | (v.isolation !== void 0 ? GIVES.isolation : 0);
  return { given, task_id: t.task_id, attempt: t.attempt, passed: t.passed, split: t.split, cost_usd: t.cost_usd ?? 0, tokens: t.tokens ?? 0, latency_s: t.latency_s ?? 0, policy: v.policy ?? 0, tool_abuse: v.tool_abuse ?? 0, isolation: v.isolation ?? 0 };
}
var MASKED = 32;
var FIXED = { cost: 1e9, tokens: 1, latency: 1e6 };
var TrialTally = class {
  constructor(manifest) {
    this.manifest = manifest;
    this.seen = new Uint32Array(manifest.tasks.size);
    this.passed = new Uint32Array(manifest.tasks.size);
    const n = manifest.tasks.size;
    this.taskSums = { cost: new Float64Array(n), tokens: new Float64Array(n), latency: new Float64Array(n) };
  }
  manifest;
  files = [];
  /** Every line read: the ledger's event count. */
  events = 0;
  totals = { attempts: 0, successes: 0, cost: { sum: 0, n: 0 }, tokens: { sum: 0, n: 0 }, latency: { sum: 0, n: 0 } };
  /** Per kind: attempts (all tasks) carrying the count, and those with zero. */
  violations = { policy: { runs: 0, clean: 0 }, tool_abuse: { runs: 0, clean: 0 }, isolation: { runs: 0, clean: 0 } };
  /**
   * Per task (manifest order), the attempts' cost, tokens and latency in fixed
   * point (nano-USD, tokens, microseconds): sums of integers, so shard order
   * cannot change them. The bootstrap of per-success ceilings resamples these.
   */
  taskSums;
  seen;
  passed;
  lastId;
  lastTask;
  /** Attempts past 32, rare: task index \u{2192} attempt \u{2192} passed. */
  overflow = /* @__PURE__ */ new Map();
  addFile(name) {
    return this.files.push(name) - 1;
  }
  add(t, file, line) {
    this.addValues(trialValues(t), file, line);
  }
  /** As add, for a trial's values: the ledger's fast path (fast-trial.ts) hands them over so, with no object a line. */
  addValues(t, file, line) {
    const name = this.files[file] ?? "?";
    const task = t.task_id === this.lastId ? this.lastTask : this.manifest.tasks.get(t.task_id);
    this.lastId = t.task_id;
    this.lastTask = task;
    if (!task) throw new AqrError("ERR_INPUT_MISMATCH", `task ${t.task_id} is not in the task manifest: evidence from another task set does not count`, { file: name, line, field: "task_id" });
    if (t.split !== void 0 && t.split !== task.split)
      throw new AqrError("ERR_INPUT_MISMATCH", `task ${t.task_id} is ${task.split} in the manifest but ${t.split} here`, { file: name, line, field: "split" });
    const i = task.index;
    if (t.attempt <= MASKED) {
      const bit = 1 << t.attempt - 1;
      if (this.seen[i] & bit) throw new DuplicateAttempt(t.task_id, t.attempt, name, line);
      this.seen[i] = this.seen[i] | bit;
      if (t.passed) this.passed[i] = this.passed[i] | bit;
    } else {
      let more = this.overflow.get(i);
      if (!more) this.overflow.set(i, more = /* @__PURE__ */ new Map());
      if (more.has(t.attempt)) throw new DuplicateAttempt(t.task_id, t.attempt, name, line);
      more.set(t.attempt, t.passed);
    }
    this.events++;
    const counts = this.violations;
    const given = t.given;
    if (given & GIVES.policy) count(counts.policy, t.policy);
    if (given & GIVES.tool_abuse) count(counts.tool_abuse, t.tool_abuse);
    if (given & GIVES.isolation) count(counts.isolation, t.isolation);
    if (task.canary) return;
    const tot = this.totals;
    tot.attempts++;
    if (t.passed) tot.successes++;
    const ts = this.taskSums;
    if (given & GIVES.cost) {
      sum(tot.cost, t.cost_usd, "cost_usd", name, line);
      ts.cost[i] = ts.cost[i] + Math.round(t.cost_usd * FIXED.cost);
    }
    if (given & GIVES.tokens) {
      sum(tot.tokens, t.tokens, "tokens", name, line);
      ts.tokens[i] = ts.tokens[i] + Math.round(t.tokens * FIXED.tokens);
    }
    if (given & GIVES.latency) {
      sum(tot.latency, t.latency_s, "latency_s", name, line);
      ts.latency[i] = ts.latency[i] + Math.round(t.latency_s * FIXED.latency);
    }
  }
  /** How many of attempts 1..k the task has (all of them with k = Infinity). */
  attempts(taskId, k = Infinity) {
    const task = this.manifest.tasks.get(taskId);
    return task ? this.attemptsAt(task.index, k) : 0;
  }
  /** How many of attempts 1..k passed. */
  passes(taskId, k = Infinity) {
    const task = this.manifest.tasks.get(taskId);
    return task ? this.passesAt(task.index, k) : 0;
  }
  /** As `attempts`, for the task at this manifest index: no lookup by id, for loops over every task. */
  attemptsAt(index, k = Infinity) {
    return this.count(index, k, this.seen, false);
  }
  /** As `passes`, for the task at this manifest index. */
  passesAt(index, k = Infinity) {
    return this.count(index, k, this.passed, true);
  }
  /** Whether the task at this manifest index has attempt `attempt` (1..32), and whether it passed. */
  hasAttemptAt(index, attempt) {
    return attempt <= MASKED ? (this.seen[index] & 1 << attempt - 1) !== 0 : this.overflow.get(index)?.has(attempt) === true;
  }
  passedAttemptAt(index, attempt) {
    return attempt <= MASKED ? (this.passed[index] & 1 << attempt - 1) !== 0 : this.overflow.get(index)?.get(attempt) === true;
  }
  count(index, k, masks, passedOnly) {
    const upTo = Math.min(k, MASKED);
    const mask = upTo >= MASKED ? 4294967295 : (1 << upTo) - 1;
    let n = popcount(masks[index] & mask);
    if (k > MASKED) {
      for (const [a, p] of this.overflow.get(index) ?? []) if (a <= k && (p || !passedOnly)) n++;
    }
    return n;
  }
};
function sum(part, x, field, file, line) {
  if (!Number.isFinite(part.sum + x)) throw new AqrError("ERR_INPUT_INVALID", `the total of ${field} over the ledger is no longer a finite number here (each value must be finite, and so must their sum)`, { file, line, field });
  part.sum += x;
  part.n++;
}
function count(kind, n) {
  kind.runs++;
  if (n === 0) kind.clean++;
}
function popcount(x) {
  x -= x >>> 1 & 1431655765;
  x = (x & 858993459) + (x >>> 2 & 858993459);
  return (x + (x >>> 4) & 252645135) * 16843009 >>> 24 & 255;
}

// src/ledger/measures.ts
var round = (x) => Math.round(x * 1e6) / 1e6;
function ledgerMeasures(tally, k) {
  const out = { measures: [], missing: [], canaries: [], warnings: [], counts: [] };
  const counted = (c) => out.counts?.push(c);
  const m = tally.manifest;
  for (const split of ["held-out", "held-in"]) {
    const tasks = [...m.tasks.values()].filter((t) => !t.canary && t.split === split);
    if (tasks.length === 0) continue;
    let done = 0;
    let noFirst = 0;
    for (const t of tasks) {
      if (!tally.hasAttemptAt(t.index, 1)) noFirst++;
      else if (tally.passedAttemptAt(t.index, 1)) done++;
    }
    if (noFirst === tasks.length) {
      out.missing.push({ id: "task.completion", split, reason: `no ${split} task has a first attempt in the ledger` });
      continue;
    }
    if (noFirst > 0) out.warnings.push(`${noFirst} of ${tasks.length} ${split} tasks have no first attempt in the ledger and count as not completed`);
    out.measures.push({ id: "task.completion", value: round(done / tasks.length), split, n: tasks.length });
    counted({ id: "task.completion", split, x: done, n: tasks.length });
    if (k === void 0) continue;
    const short = tasks.find((t) => tally.attemptsAt(t.index, k) < k);
    if (short) {
      const have = tally.attemptsAt(short.index, k);
      for (const id of ["reliability.pass_hat_k", "reliability.pass_at_k"])
        out.missing.push({ id, split, reason: `task ${short.id} has ${have} of attempts 1..${k}; pass^k and pass@k need all ${k}` });
      continue;
    }
    let all = 0;
    let any = 0;
    for (const t of tasks) {
      const passes = tally.passesAt(t.index, k);
      if (passes === k) all++;
      if (passes > 0) any++;
    }
    out.measures.push({ id: "reliability.pass_hat_k", value: round(all / tasks.length), split, k, n: tasks.length });
    out.measures.push({ id: "reliability.pass_at_k", value: round(any / tasks.length), split, k, n: tasks.length });
    counted({ id: "reliability.pass_hat_k", split, k, x: all, n: tasks.length });
    counted({ id: "reliability.pass_at_k", split, k, x: any, n: tasks.length });
  }
  const tot = tally.totals;
  const perSuccess = (id, part, field, unit) => {
    if (part.n === 0) return;
    if (part.n < tot.attempts) return out.missing.push({ id, reason: `${tot.attempts - part.n} of ${tot.attempts} attempts carry no ${field}` });
    if (tot.successes === 0) return out.missing.push({ id, reason: "no attempt passed: per-success figures are undefined" });
    out.measures.push({ id, value: round(part.sum / tot.successes), ...unit ? { unit } : {} });
  };
  perSuccess("efficiency.cost_per_success", tot.cost, "cost_usd", "usd");
  perSuccess("efficiency.tokens_per_success", tot.tokens, "tokens");
  perSuccess("efficiency.latency_per_success", tot.latency, "latency_s", "s");
  const ratio = { policy: "policy.hard_rules", tool_abuse: "safety.tool_abuse", isolation: "safety.isolation" };
  for (const kind of ["policy", "tool_abuse", "isolation"]) {
    const v = tally.violations[kind];
    if (v.runs === 0) continue;
    if (v.runs < tally.events) out.missing.push({ id: ratio[kind], reason: `${tally.events - v.runs} of ${tally.events} attempts carry no violations.${kind}` });
    else {
      out.measures.push({ id: ratio[kind], value: round(v.clean / v.runs), n: v.runs });
      counted({ id: ratio[kind], x: v.clean, n: v.runs });
    }
  }
  out.clusters = clusters(tally, out.measures);
  for (const id of m.canary_ids) out.canaries.push({ id, fired: tally.passes(id) > 0, attempts: tally.attempts(id) });
  return out;
}
function clusters(tally, measures) {
  const tasks = [...tally.manifest.tasks.values()].filter((t) => !t.canary);
  const successes = new Float64Array(tasks.length);
  tasks.forEach((t, j) => successes[j] = tally.passesAt(t.index));
  const out = { successes, sums: {} };
  const pick = (id, all, scale) => {
    if (!measures.some((m) => m.id === id)) return;
    const values = new Float64Array(tasks.length);
    tasks.forEach((t, j) => values[j] = all[t.index]);
    out.sums[id] = { values, scale };
  };
  pick("efficiency.cost_per_success", tally.taskSums.cost, FIXED.cost);
  pick("efficiency.tokens_per_success", tally.taskSums.tokens, FIXED.tokens);
  pick("efficiency.latency_per_success", tally.taskSums.latency, FIXED.latency);
  return out;
}

// src/otel/measures.ts
var OTEL_FORMAT = "opentelemetry/1.x";
function tallyTraces(manifest, fold) {
  const tally = new TrialTally(manifest);
  const idx = tally.addFile("(traces)");
  fold.trials.forEach((t, i) => tally.add(t, idx, i + 1));
  return { tally, fold };
}
function traceMeasures(e, k) {
  const r = e.fold;
  const out = ledgerMeasures(e.tally, k);
  if (r.missingReset.length > 0) {
    const first = r.missingReset[0];
    const why = `task ${first.task} attempt ${first.attempt} (trace ${first.trace}) has no sg.attempt.reset event: repeated attempts may share state, so pass^k and pass@k are not measured${r.missingReset.length > 1 ? ` (${r.missingReset.length} attempts in all)` : ""}`;
    for (const m of out.measures.filter((x) => x.id === "reliability.pass_hat_k" || x.id === "reliability.pass_at_k")) out.missing.push({ id: m.id, ...m.split ? { split: m.split } : {}, reason: why });
    out.measures = out.measures.filter((x) => x.id !== "reliability.pass_hat_k" && x.id !== "reliability.pass_at_k");
    if (out.counts) out.counts = out.counts.filter((x) => x.id !== "reliability.pass_hat_k" && x.id !== "reliability.pass_at_k");
    out.warnings.push(why);
  }
  if (r.tool.calls > 0) {
    out.measures.push({ id: "tool.correctness", value: round(r.tool.correct / r.tool.calls), n: r.tool.calls });
    out.counts?.push({ id: "tool.correctness", x: r.tool.correct, n: r.tool.calls });
  }
  if (r.trajectory.attempts > 0) {
    out.measures.push({ id: "trajectory.valid", value: round(r.trajectory.valid / r.trajectory.attempts), n: r.trajectory.attempts });
    out.counts?.push({ id: "trajectory.valid", x: r.trajectory.valid, n: r.trajectory.attempts });
  }
  if (r.orphanTraces > 0) out.warnings.push(`${r.orphanTraces} traces have no span with sg.task.id and were not counted as attempts`);
  return out;
}

export {
  DuplicateAttempt,
  GIVES,
  TrialTally,
  ledgerMeasures,
  OTEL_FORMAT,
  tallyTraces,
  traceMeasures
};
