import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  hashingLineReader
} from "./chunk-DYAWGPDY.js";
import {
  expandFiles
} from "./chunk-K46MEI4I.js";
import {
  AqrError,
  excerpt
} from "./chunk-DMNESY7P.js";

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
  add(t, file, line) {
    this.addValues(trialValues(t), file, line);
  }
  /** As add, for a trial's values: the ledger's fast path (fast-trial.ts) hands them over so, with no object a line. */
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
  if (!Number.isFinite(part.sum + x))
    throw new AqrError(
      "ERR_INPUT_INVALID",
      `the total of ${field} over the ledger is no longer a finite number here (each value must be finite, and so must their sum)`,
      { file, line, field }
    );
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

// src/ledger/fast-trial.ts
var POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
var TASK_ID = 1;
var ATTEMPT = 2;
var PASSED = 4;
var SPLIT = 8;
var COST = 16;
var TOKENS = 32;
var LATENCY = 64;
var VIOLATIONS = 128;
var REQUIRED = TASK_ID | ATTEMPT | PASSED;
var bytes = (s) => new TextEncoder().encode(s);
var K_TASK_ID = bytes('task_id"');
var K_TOKENS = bytes('tokens"');
var K_ATTEMPT = bytes('attempt"');
var K_PASSED = bytes('passed"');
var K_SPLIT = bytes('split"');
var K_COST = bytes('cost_usd"');
var K_LATENCY = bytes('latency_s"');
var K_VIOLATIONS = bytes('violations"');
var V_TRUE = bytes("true");
var V_FALSE = bytes("false");
var V_HELD_IN = bytes('"held-in"');
var V_HELD_OUT = bytes('"held-out"');
var K_POLICY = bytes('"policy"');
var K_TOOL_ABUSE = bytes('"tool_abuse"');
var K_ISOLATION = bytes('"isolation"');
var utf8 = new TextDecoder();
var value = new Float64Array(1);
function spelled(b, i, lit) {
  for (let k = 0; k < lit.length; k++) if (b[i + k] !== lit[k]) return false;
  return true;
}
function numberAt(b, i, integer) {
  const start = i;
  let c = b[i];
  if (!(c >= 48 && c <= 57)) return -1;
  let m = c - 48;
  c = b[++i];
  if (m === 0) {
    if (c >= 48 && c <= 57) return -1;
  } else
    while (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      c = b[++i];
    }
  let k = 0;
  if (c === 46) {
    if (integer) return -1;
    const f = ++i;
    c = b[i];
    while (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      c = b[++i];
    }
    k = i - f;
    if (k === 0) return -1;
  }
  if (c === 101 || c === 69 || i - start - (k > 0 ? 1 : 0) > 15) return -1;
  value[0] = k === 0 ? m : m / POW10[k];
  return i;
}
var TrialLineReader = class {
  given = 0;
  task_id = "";
  attempt = 0;
  passed = false;
  split = void 0;
  cost_usd = 0;
  tokens = 0;
  latency_s = 0;
  policy = 0;
  tool_abuse = 0;
  isolation = 0;
  /** The last task id and its bytes: the next line's id, when the same (a runner writes a task's attempts together), is this very string. */
  lastId = "";
  lastIdBytes = new Uint8Array(0);
  /**
   * The trial's values on the line b[start, end) (this reader) when it has the
   * plain shape and is a valid trial, else undefined; valid until the next call. The byte at `end`
   * must be the line's end (a newline or CR): every scan below stops at a
   * control character, so none passes the line's end without a bound check a
   * byte. Any other `end` declines.
   */
  read(b, start, end) {
    if (!(end < b.length && b[end] < 32) || b[start] !== 123) return void 0;
    this.given = 0;
    this.split = void 0;
    this.cost_usd = 0;
    this.tokens = 0;
    this.latency_s = 0;
    this.policy = 0;
    this.tool_abuse = 0;
    this.isolation = 0;
    let seen = 0;
    let i = start + 1;
    while (b[i] === 32) i++;
    for (; ; ) {
      if (b[i] !== 34) return void 0;
      let field;
      let key;
      switch (b[i + 1]) {
        case 116:
          if (b[i + 2] === 97) {
            field = TASK_ID;
            key = K_TASK_ID;
          } else {
            field = TOKENS;
            key = K_TOKENS;
          }
          break;
        case 97:
          field = ATTEMPT;
          key = K_ATTEMPT;
          break;
        case 112:
          field = PASSED;
          key = K_PASSED;
          break;
        case 115:
          field = SPLIT;
          key = K_SPLIT;
          break;
        case 99:
          field = COST;
          key = K_COST;
          break;
        case 108:
          field = LATENCY;
          key = K_LATENCY;
          break;
        case 118:
          field = VIOLATIONS;
          key = K_VIOLATIONS;
          break;
        default:
          return void 0;
      }
      if (!spelled(b, i + 1, key)) return void 0;
      if (seen & field) return void 0;
      seen |= field;
      i += 1 + key.length;
      while (b[i] === 32) i++;
      if (b[i] !== 58) return void 0;
      i++;
      while (b[i] === 32) i++;
      let next = -1;
      switch (field) {
        case TASK_ID:
          next = this.idAt(b, i);
          break;
        case ATTEMPT:
          next = numberAt(b, i, true);
          if (value[0] === 0) return void 0;
          this.attempt = value[0];
          break;
        case PASSED:
          if (spelled(b, i, V_TRUE)) {
            this.passed = true;
            next = i + 4;
          } else if (spelled(b, i, V_FALSE)) {
            this.passed = false;
            next = i + 5;
          }
          break;
        case SPLIT:
          if (spelled(b, i, V_HELD_IN)) {
            this.split = "held-in";
            next = i + V_HELD_IN.length;
          } else if (spelled(b, i, V_HELD_OUT)) {
            this.split = "held-out";
            next = i + V_HELD_OUT.length;
          }
          break;
        case COST:
          next = numberAt(b, i, false);
          this.cost_usd = value[0];
          this.given |= GIVES.cost;
          break;
        case TOKENS:
          next = numberAt(b, i, true);
          this.tokens = value[0];
          this.given |= GIVES.tokens;
          break;
        case LATENCY:
          next = numberAt(b, i, false);
          this.latency_s = value[0];
          this.given |= GIVES.latency;
          break;
        default:
          next = this.violationsAt(b, i);
      }
      if (next === -1) return void 0;
      i = next;
      while (b[i] === 32) i++;
      const c = b[i];
      if (c === 125) break;
      if (c !== 44) return void 0;
      i++;
      while (b[i] === 32) i++;
    }
    i++;
    while (b[i] === 32) i++;
    if (i !== end || (seen & REQUIRED) !== REQUIRED) return void 0;
    return this;
  }
  /** The end of the task id string at i (non-empty, no escape or control character), set on the trial; -1 to decline. */
  idAt(b, i) {
    if (b[i] !== 34) return -1;
    const from = i + 1;
    let j = from;
    for (let c = b[j]; c !== 34; c = b[++j]) if (c < 32 || c === 92) return -1;
    if (j === from) return -1;
    const last = this.lastIdBytes;
    let same = j - from === last.length;
    for (let k = 0; same && k < last.length; k++) same = b[from + k] === last[k];
    if (!same) {
      this.lastIdBytes = b.slice(from, j);
      this.lastId = utf8.decode(this.lastIdBytes);
    }
    this.task_id = this.lastId;
    return j + 1;
  }
  /** The end of the violations object at i (counts of the three kinds, each at most once), set on this reader; -1 to decline. */
  violationsAt(b, i) {
    if (b[i] !== 123) return -1;
    i++;
    while (b[i] === 32) i++;
    if (b[i] === 125) return i + 1;
    for (; ; ) {
      let kind;
      let key;
      if (spelled(b, i, K_POLICY)) {
        kind = GIVES.policy;
        key = K_POLICY;
      } else if (spelled(b, i, K_TOOL_ABUSE)) {
        kind = GIVES.tool_abuse;
        key = K_TOOL_ABUSE;
      } else if (spelled(b, i, K_ISOLATION)) {
        kind = GIVES.isolation;
        key = K_ISOLATION;
      } else return -1;
      if (this.given & kind) return -1;
      this.given |= kind;
      i += key.length;
      while (b[i] === 32) i++;
      if (b[i] !== 58) return -1;
      i++;
      while (b[i] === 32) i++;
      i = numberAt(b, i, true);
      if (i === -1) return -1;
      if (kind === GIVES.policy) this.policy = value[0];
      else if (kind === GIVES.tool_abuse) this.tool_abuse = value[0];
      else this.isolation = value[0];
      while (b[i] === 32) i++;
      const c = b[i];
      if (c === 125) return i + 1;
      if (c !== 44) return -1;
      i++;
      while (b[i] === 32) i++;
    }
  }
};

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

// src/ledger/read.ts
async function foldTrials(files, manifest, lines) {
  const tally = new TrialTally(manifest);
  let blank = 0;
  const plain = new TrialLineReader();
  for (const file of files) {
    const idx = tally.addFile(file);
    try {
      await lines(
        file,
        (line, n) => {
          if (line.charCodeAt(0) !== 123 && line.trim() === "") {
            blank++;
            return;
          }
          let v;
          try {
            v = JSON.parse(line);
          } catch {
            throw new AqrError("ERR_INPUT_PARSE", "is not a JSON object (the trial ledger is one JSON object per line)", { file, line: n });
          }
          const problem = trialProblem(v);
          if (problem) throw new AqrError("ERR_INPUT_INVALID", problem.message, { file, line: n, field: problem.field });
          tally.add(v, idx, n);
        },
        (b, start, end, n) => {
          const t = plain.read(b, start, end);
          if (t === void 0) return false;
          tally.addValues(t, idx, n);
          return true;
        }
      );
    } catch (e) {
      if (e instanceof DuplicateAttempt) throw await withFirstPlace(e, files, lines);
      throw e;
    }
  }
  return { tally, blank };
}
async function withFirstPlace(e, files, lines) {
  const stop = new Error("found");
  let first;
  for (const file of files) {
    try {
      await lines(file, (line, n) => {
        if (!line.includes(e.taskId)) return;
        try {
          const t = JSON.parse(line);
          if (t.task_id === e.taskId && t.attempt === e.attempt) {
            first = `${file}:${n}`;
            throw stop;
          }
        } catch (x) {
          if (x === stop) throw x;
        }
      });
    } catch (x) {
      if (x !== stop) throw x;
    }
    if (first) break;
  }
  return new AqrError("ERR_INPUT_DUPLICATE", `${e.message}: first at ${first ?? "an earlier line"}`, e.where);
}

// src/io/ledger-file.ts
async function readTrials(patterns, manifest) {
  const files = await expandFiles(patterns, "trial ledger");
  const reader = hashingLineReader();
  const { tally, blank } = await foldTrials(files, manifest, reader.lines);
  if (tally.events === 0) throw noAttempts(files, "trial ledger");
  return { tally, files, blank, digest: reader.setDigest(files) };
}
function noAttempts(files, what) {
  const others = files.length === 2 ? ", nor does the other file" : files.length > 2 ? `, nor do the ${files.length - 1} other files` : "";
  return new AqrError("ERR_INPUT_EMPTY", `holds no attempt${others}: the ${what} measured nothing (did the evaluation step fail?)`, { file: files[0] ?? what });
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
    if (v.runs < tally.events)
      out.missing.push({ id: ratio[kind], reason: `${tally.events - v.runs} of ${tally.events} attempts carry no violations.${kind}` });
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
    for (const m of out.measures.filter((x) => x.id === "reliability.pass_hat_k" || x.id === "reliability.pass_at_k"))
      out.missing.push({ id: m.id, ...m.split ? { split: m.split } : {}, reason: why });
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
  LEDGER_FORMAT,
  readTrials,
  noAttempts,
  ledgerMeasures,
  OTEL_FORMAT,
  tallyTraces,
  traceMeasures
};
