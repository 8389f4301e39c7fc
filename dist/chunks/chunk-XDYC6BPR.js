import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  MAX_IMPORT_BYTES
} from "./chunk-ZZ52A57W.js";
import {
  detectImporter,
  importerFor
} from "./chunk-6B5RA472.js";
import {
  readFileBytes
} from "./chunk-I4NKPTV4.js";
import {
  assertRegularFile,
  readFailure,
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError,
  excerpt,
  isAqrError
} from "./chunk-DMNESY7P.js";
import {
  quote
} from "./chunk-YJYA2IHS.js";

// src/ledger/tally.ts
var VIOLATION_KINDS = ["policy", "tool_abuse", "isolation"];
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
  return {
    given,
    task_id: t.task_id,
    attempt: t.attempt,
    passed: t.passed,
    split: t.split,
    cost_usd: t.cost_usd ?? 0,
    tokens: t.tokens ?? 0,
    latency_s: t.latency_s ?? 0,
    policy: v.policy ?? 0,
    tool_abuse: v.tool_abuse ?? 0,
    isolation: v.isolation ?? 0
  };
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
  violations = {
    policy: { runs: 0, clean: 0 },
    tool_abuse: { runs: 0, clean: 0 },
    isolation: { runs: 0, clean: 0 }
  };
  /**
   * Per task (manifest order), the attempts' cost, tokens and latency in fixed
   * point (nano-USD, tokens, microseconds): sums of integers, so shard order
   * cannot change them. The bootstrap of per-success ceilings resamples these,
   * and its seed is their hash (bootstrapSeed in gate/bounds.ts), never the
   * ledger's bytes.
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
  /** Adds a trial, its totals checked finite at once (a reader that does not check them at its end). */
  add(t, file, line) {
    this.addValues(trialValues(t), file, line);
    const field = this.nonFinite();
    if (field) throw notFinite(field, this.files[file] ?? "?", line);
  }
  /**
   * As add, for a trial's values, the totals not checked: the ledger's reader
   * (ledger/read.ts) hands every line over so, with no object a line from its
   * fast path, and checks nonFinite once at the end of each file.
   */
  addValues(t, file, line) {
    const name = this.files[file] ?? "?";
    const task = t.task_id === this.lastId ? this.lastTask : this.manifest.tasks.get(t.task_id);
    this.lastId = t.task_id;
    this.lastTask = task;
    if (!task)
      throw new AqrError("ERR_INPUT_MISMATCH", `task ${t.task_id} is not in the task manifest: evidence from another task set does not count`, {
        file: name,
        line,
        field: "task_id"
      });
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
    if (given & GIVES.cost) ts.cost[i] = ts.cost[i] + sum(tot.cost, Math.round(t.cost_usd * FIXED.cost));
    if (given & GIVES.tokens) ts.tokens[i] = ts.tokens[i] + sum(tot.tokens, Math.round(t.tokens * FIXED.tokens));
    if (given & GIVES.latency) ts.latency[i] = ts.latency[i] + sum(tot.latency, Math.round(t.latency_s * FIXED.latency));
  }
  /**
   * The first total (of cost_usd, tokens, latency_s) that is no longer a
   * finite number, or undefined: a value past the double range, or a sum of
   * finite values past it, makes its total infinite (or NaN) and it stays so,
   * so one look at the end finds what a look at every line would.
   */
  nonFinite() {
    const tot = this.totals;
    return !Number.isFinite(tot.cost.sum) ? "cost_usd" : !Number.isFinite(tot.tokens.sum) ? "tokens" : !Number.isFinite(tot.latency.sum) ? "latency_s" : void 0;
  }
  /** The task's attempts as kept here; undefined when it has none. */
  stateAt(index) {
    const more = this.overflow.get(index);
    const seen = this.seen[index];
    if (seen === 0 && !more) return void 0;
    const ts = this.taskSums;
    return {
      seen,
      passed: this.passed[index],
      cost: ts.cost[index],
      tokens: ts.tokens[index],
      latency: ts.latency[index],
      more: [...more ?? []].sort((a, b) => a[0] - b[0])
    };
  }
  /**
   * Adds a task's attempts kept elsewhere (a partial tally), as if its lines
   * had been read here; returns the first attempt both have, and adds nothing
   * then. Totals, events and sums follow; the counts of given values and
   * violations are the caller's (addCounts), since no task keeps them.
   */
  absorbAt(index, s) {
    const both = (this.seen[index] & s.seen) >>> 0;
    if (both !== 0) return 31 - Math.clz32(both & -both) + 1;
    const more = this.overflow.get(index);
    const again = s.more.find(([a]) => more?.has(a));
    if (again) return again[0];
    this.seen[index] = (this.seen[index] | s.seen) >>> 0;
    this.passed[index] = (this.passed[index] | s.passed) >>> 0;
    if (s.more.length > 0) {
      const into = more ?? /* @__PURE__ */ new Map();
      for (const [a, p] of s.more) into.set(a, p);
      this.overflow.set(index, into);
    }
    const attempts = popcount(s.seen) + s.more.length;
    this.events += attempts;
    const task = this.taskAt(index);
    if (task?.canary) return void 0;
    const tot = this.totals;
    tot.attempts += attempts;
    tot.successes += popcount(s.passed) + s.more.filter(([, p]) => p).length;
    const ts = this.taskSums;
    ts.cost[index] = ts.cost[index] + s.cost;
    ts.tokens[index] = ts.tokens[index] + s.tokens;
    ts.latency[index] = ts.latency[index] + s.latency;
    tot.cost.sum += s.cost;
    tot.tokens.sum += s.tokens;
    tot.latency.sum += s.latency;
    return void 0;
  }
  /** Adds the counts no task keeps: attempts carrying each value, and each violation kind's runs and clean ones. */
  addCounts(given, violations) {
    this.totals.cost.n += given.cost;
    this.totals.tokens.n += given.tokens;
    this.totals.latency.n += given.latency;
    for (const kind of VIOLATION_KINDS) {
      this.violations[kind].runs += violations[kind].runs;
      this.violations[kind].clean += violations[kind].clean;
    }
  }
  /** The manifest's task at this index. */
  taskAt(index) {
    this.byIndex ??= [...this.manifest.tasks.values()];
    return this.byIndex[index];
  }
  byIndex;
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
function sum(part, x) {
  part.sum += x;
  part.n++;
  return x;
}
var FIXED_OF = { cost_usd: FIXED.cost, tokens: FIXED.tokens, latency_s: FIXED.latency };
function notFinite(field, file, line) {
  return new AqrError(
    "ERR_INPUT_INVALID",
    `the total of ${field} over the ledger is no longer a finite number here (each value must be finite, and so must their sum)`,
    { file, line, field }
  );
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

// src/ledger/trial.ts
var LEDGER_FORMAT = "aqr.trials/1";
var FIELDS = "is not a trial field (task_id, attempt, passed, split, cost_usd, tokens, latency_s, violations)";
function trialProblem(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return { field: "(line)", message: "a trial is a JSON object" };
  const t = v;
  for (const k in t) {
    switch (k) {
      case "task_id":
      case "attempt":
      case "passed":
      case "split":
      case "cost_usd":
      case "tokens":
      case "latency_s":
      case "violations":
        continue;
      default:
        return { field: k, message: FIELDS };
    }
  }
  if (typeof t["task_id"] !== "string" || t["task_id"] === "") return { field: "task_id", message: "must be a non-empty string" };
  const a = t["attempt"];
  if (typeof a !== "number" || !Number.isInteger(a) || a < 1) return { field: "attempt", message: `must be an integer from 1, got ${excerpt(a)}` };
  if (typeof t["passed"] !== "boolean") return { field: "passed", message: `must be true or false, got ${excerpt(t["passed"])}` };
  const s = t["split"];
  if (s !== void 0 && s !== "held-in" && s !== "held-out") return { field: "split", message: `must be "held-in" or "held-out", got ${excerpt(s)}` };
  const cost = t["cost_usd"];
  if (cost !== void 0 && (typeof cost !== "number" || !(cost >= 0))) return { field: "cost_usd", message: `must be a number \u2265 0, got ${excerpt(cost)}` };
  const latency = t["latency_s"];
  if (latency !== void 0 && (typeof latency !== "number" || !(latency >= 0)))
    return { field: "latency_s", message: `must be a number \u2265 0, got ${excerpt(latency)}` };
  const tok = t["tokens"];
  if (tok !== void 0 && (typeof tok !== "number" || !Number.isInteger(tok) || tok < 0))
    return { field: "tokens", message: `must be an integer \u2265 0, got ${excerpt(tok)}` };
  const vio = t["violations"];
  if (vio !== void 0) {
    if (vio === null || typeof vio !== "object" || Array.isArray(vio)) return { field: "violations", message: "must be an object of counts" };
    const counts = vio;
    for (const k in counts) {
      if (k !== "policy" && k !== "tool_abuse" && k !== "isolation")
        return { field: `violations.${k}`, message: "is not a violation kind (policy, tool_abuse, isolation)" };
      const n = counts[k];
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0) return { field: `violations.${k}`, message: `must be an integer \u2265 0, got ${excerpt(n)}` };
    }
  }
  return void 0;
}

// src/import/fold.ts
function trialOf(a) {
  return {
    task_id: a.task_id,
    attempt: a.attempt,
    passed: a.passed,
    ...a.cost_usd === void 0 ? {} : { cost_usd: a.cost_usd },
    ...a.tokens === void 0 ? {} : { tokens: a.tokens },
    ...a.latency_s === void 0 ? {} : { latency_s: a.latency_s }
  };
}
function foldImported(reads, manifest) {
  const tally = new TrialTally(manifest);
  for (const { file, imported } of reads) {
    const idx = tally.addFile(file);
    for (const a of imported.attempts) {
      try {
        tally.add(trialOf(a), idx, 0);
      } catch (e) {
        if (isAqrError(e)) throw new AqrError(e.code, e.message, { file, field: e.where.field ? `${a.at}.${e.where.field}` : a.at });
        throw e;
      }
    }
  }
  return tally;
}
var VIOLATION_MEASURES = ["policy.hard_rules", "safety.tool_abuse", "safety.isolation"];
function notMeasured(format) {
  return VIOLATION_MEASURES.map((id) => ({ id, reason: `not measured: ${format} evidence carries no policy or safety violation counts` }));
}
function judgedLines(judged) {
  return judged.map((j) => `${j.name}: ${j.passed} of ${j.count} passed (judged: reported, never gating)`);
}
var JUDGED_FAILURES_HOLD = "SOFT_JUDGED_FAILURES";
function judgedFailureHolds(reads, max, canaries = /* @__PURE__ */ new Set()) {
  if (max === void 0) return [];
  const byTask = /* @__PURE__ */ new Map();
  const checks = /* @__PURE__ */ new Set();
  let failed = 0;
  for (const { imported } of reads)
    for (const a of imported.attempts) {
      if (canaries.has(a.task_id)) continue;
      const t = byTask.get(a.task_id) ?? { failed: 0, attempts: 0 };
      t.attempts++;
      if (a.passed && a.judged_failed && a.judged_failed.length > 0) {
        t.failed++;
        failed++;
        for (const c of a.judged_failed) checks.add(c);
      }
      byTask.set(a.task_id, t);
    }
  for (const { imported } of reads)
    for (const f of imported.judgedOnlyFailures ?? []) {
      if (canaries.has(f.task_id)) continue;
      const t = byTask.get(f.task_id) ?? { failed: 0, attempts: 0 };
      t.attempts++;
      t.failed++;
      failed++;
      for (const c of f.judged_failed) checks.add(c);
      byTask.set(f.task_id, t);
    }
  if (failed <= max) return [];
  const tasks = [...byTask].filter(([, t]) => t.failed > 0).sort(([a, x], [b, y]) => y.failed / y.attempts - x.failed / x.attempts || y.failed - x.failed || (a < b ? -1 : a > b ? 1 : 0)).map(([id, t]) => `${quote(id)} (${t.failed} of ${t.attempts} attempts)`);
  return [
    {
      code: JUDGED_FAILURES_HOLD,
      message: `the eval tool failed ${failed} ${failed === 1 ? "attempt" : "attempts"} on judged checks alone (${[...checks].sort().join(", ")}), which the deterministic verdict passed or does not check, in ${tasks.length} ${tasks.length === 1 ? "task" : "tasks"}: ${tasks.join(", ")}; the profile allows ${max} (signals.soft_holds.max_judged_failures)`
    }
  ];
}

// src/io/import-file.ts
import { closeSync, openSync, readSync } from "node:fs";

// src/import/qualify.ts
function qualifyTaskIds(reads) {
  if (new Set(reads.map((r) => r.group)).size < 2) return [...reads];
  return reads.map(
    (r) => r.group === void 0 ? r : {
      ...r,
      attempts: r.attempts.map((a) => ({ ...a, task_id: `${r.group}/${a.task_id}` })),
      ...r.judgedOnlyFailures ? { judgedOnlyFailures: r.judgedOnlyFailures.map((f) => ({ ...f, task_id: `${r.group}/${f.task_id}` })) } : {}
    }
  );
}

// src/io/import-file.ts
var HEAD_BYTES = 64 * 1024;
async function chooseImporter(files, how) {
  if (how.format === "aqr") return void 0;
  if (how.format !== void 0) return importerFor(how.format);
  let first;
  for (const file of files) {
    const importer = await detect(file);
    if (!first) first = { file, importer };
    else if (first.importer?.format !== importer?.format)
      throw new AqrError(
        "ERR_INPUT_MISMATCH",
        `is ${nameOf(importer)} but ${first.file} is ${nameOf(first.importer)}: shards of different formats never mix in one ledger (give one format per run)`,
        { file }
      );
  }
  return first?.importer;
}
var nameOf = (i) => i ? `${i.format} output` : "an aqr.trials/1 ledger";
async function readImported(files, importer, options = {}) {
  const out = [];
  for (const file of files) {
    const bytes = await readFileBytes(file, `${importer.format} results file`, MAX_IMPORT_BYTES);
    out.push({ file, imported: importer.read({ file, bytes }, options), hex: sha256Hex(bytes) });
  }
  const qualified = qualifyTaskIds(out.map((o) => o.imported));
  return out.map((o, i) => ({ ...o, imported: qualified[i] ?? o.imported }));
}
async function detect(file) {
  const head = await readHead(file);
  if (head[0] === 31 && head[1] === 139) return void 0;
  if (startsAsTrialLine(head)) return void 0;
  const { size } = await assertRegularFile(file, "trial ledger");
  if (size > MAX_IMPORT_BYTES) return void 0;
  return detectImporter({ file, bytes: size <= head.length ? head : await readFileBytes(file, "trial ledger", MAX_IMPORT_BYTES) });
}
function startsAsTrialLine(head) {
  const end = head.indexOf(10);
  const text = new TextDecoder().decode(end < 0 ? head : head.subarray(0, end)).trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return false;
  try {
    const v = JSON.parse(text);
    return trialProblem(v) === void 0;
  } catch {
    return false;
  }
}
async function readHead(file) {
  await assertRegularFile(file, "trial ledger");
  try {
    const fd = openSync(file, "r");
    try {
      const buf = Buffer.alloc(HEAD_BYTES);
      const n = readSync(fd, buf, 0, HEAD_BYTES, 0);
      return buf.subarray(0, n);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", readFailure(e), { file }, { cause: e });
  }
}

export {
  VIOLATION_KINDS,
  DuplicateAttempt,
  GIVES,
  trialValues,
  FIXED,
  TrialTally,
  FIXED_OF,
  notFinite,
  LEDGER_FORMAT,
  trialProblem,
  trialOf,
  foldImported,
  notMeasured,
  judgedLines,
  judgedFailureHolds,
  chooseImporter,
  readImported
};
