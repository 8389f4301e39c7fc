import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  sha256
} from "./chunk-MWD2W2WA.js";
import {
  backingMeasure
} from "./chunk-3VYX6W33.js";
import {
  contentSetDigest
} from "./chunk-MGWEQS64.js";
import {
  readJsonValues
} from "./chunk-KP66GDIZ.js";
import {
  forEachLine
} from "./chunk-LUQDN2IR.js";
import {
  expandFiles
} from "./chunk-MVSBSJVG.js";
import {
  parseLedgerRef
} from "./chunk-RO7NX6EI.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

// src/gate/interval.ts
var SQRT2 = Math.SQRT2;
var TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);
function erf(x) {
  if (x < 0) return -erf(-x);
  if (x > 6) return 1 - erfcTail(x);
  let term = x;
  let sum2 = x;
  for (let n = 1; n < 500; n++) {
    term *= 2 * x * x / (2 * n + 1);
    sum2 += term;
    if (term < sum2 * 1e-17) break;
  }
  return TWO_OVER_SQRT_PI * Math.exp(-x * x) * sum2;
}
function erfcTail(x) {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let i = 1; i < 500; i++) {
    const a = i / 2;
    d = x + a * d;
    d = d === 0 ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}
function normalCdf(z) {
  return 0.5 + 0.5 * erf(z / SQRT2);
}
function normalQuantile(p) {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  if (p < 0.5) return -normalQuantile(1 - p);
  let z = 0;
  for (let i = 0; i < 200; i++) {
    const step = (normalCdf(z) - p) / (Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI));
    z -= step;
    if (Math.abs(step) < 1e-15 * Math.max(1, z)) break;
  }
  return z;
}
function wilson(x, n, level) {
  if (n <= 0) return { lower: 0, upper: 1 };
  const z = normalQuantile(level);
  const p = x / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = z / denom * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return { lower: x === 0 ? 0 : Math.max(0, center - half), upper: x === n ? 1 : Math.min(1, center + half) };
}
function clopperPearson(x, n, level) {
  if (n <= 0) return { lower: 0, upper: 1 };
  return {
    lower: x === 0 ? 0 : betaQuantile(1 - level, x, n - x + 1),
    upper: x === n ? 1 : betaQuantile(level, x + 1, n - x)
  };
}
function newcombe(x1, n1, x2, n2, level) {
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const a = wilson(x1, n1, level);
  const b = wilson(x2, n2, level);
  const d = p1 - p2;
  return {
    lower: d - Math.sqrt((p1 - a.lower) ** 2 + (b.upper - p2) ** 2),
    upper: d + Math.sqrt((a.upper - p1) ** 2 + (p2 - b.lower) ** 2)
  };
}
function logGamma(x) {
  if (!(x > 0)) throw new RangeError(`logGamma: x must be positive, got ${x}`);
  let shift = 0;
  while (x < 15) {
    shift -= Math.log(x);
    x += 1;
  }
  const x2 = x * x;
  const series = (1 / 12 - (1 / 360 - (1 / 1260 - (1 / 1680 - (1 / 1188 - (691 / 360360 - 1 / (156 * x2)) / x2) / x2) / x2) / x2) / x2) / x;
  return shift + (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + series;
}
function betaFraction(a, b, x) {
  const tiny = 1e-300;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  const limit = 1e4 + 20 * Math.ceil(Math.sqrt(Math.max(a, b)));
  for (let m = 1; m <= limit; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return h;
}
function regularizedBeta(x, a, b) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  return x < (a + 1) / (a + b + 2) ? front * betaFraction(a, b, x) / a : 1 - front * betaFraction(b, a, 1 - x) / b;
}
function betaQuantile(q, a, b) {
  if (q <= 0) return 0;
  if (q >= 1) return 1;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (regularizedBeta(mid, a, b) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
var Xoshiro128 = class {
  s;
  constructor(seed) {
    this.s = Uint32Array.from(seed.slice(0, 4));
    if (this.s.every((v) => v === 0)) this.s[0] = 1;
  }
  /** The next 32 random bits. */
  next() {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] = s[2] ^ s[0];
    s[3] = s[3] ^ s[1];
    s[1] = s[1] ^ s[2];
    s[0] = s[0] ^ s[3];
    s[2] = s[2] ^ t;
    s[3] = rotl(s[3], 11);
    return result;
  }
  /** A uniform integer in [0, n). */
  below(n) {
    return Math.floor(this.next() / 4294967296 * n);
  }
};
function rotl(x, k) {
  return (x << k | x >>> 32 - k) >>> 0;
}
function bootstrapRatio(num2, den, resamples, level, rng) {
  const n = num2.length;
  const stats = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    let s = 0;
    let d = 0;
    for (let i = 0; i < n; i++) {
      const j = rng.below(n);
      s += num2[j];
      d += den[j];
    }
    stats[b] = d === 0 ? Infinity : s / d;
  }
  stats.sort();
  const at = (q) => stats[Math.min(resamples - 1, Math.max(0, q))];
  return { lower: at(Math.floor((1 - level) * resamples)), upper: at(Math.ceil(level * resamples) - 1) };
}

// src/gate/bounds.ts
var RATIO_MEASURES = /* @__PURE__ */ new Set(["efficiency.cost_per_success", "efficiency.tokens_per_success", "efficiency.latency_per_success"]);
var DEFAULT_RESAMPLES = 1e3;
var sameMeasure = (a, b) => a.id === b.id && (a.split ?? "") === (b.split ?? "") && (a.k ?? 0) === (b.k ?? 0);
function label(m) {
  return m.split ? `${m.id} (${m.split})` : m.id;
}
function countFor(m, ctx) {
  const c = ctx.counts.find((c2) => sameMeasure(c2, m));
  if (c) return { x: c.x, n: c.n };
  if (typeof m.value === "number" && m.n !== void 0 && m.n > 0 && Number.isSafeInteger(m.n)) return { x: Math.round(m.value * m.n), n: m.n };
  return void 0;
}
function boundGate(g, m, ctx) {
  const level = g.confidence;
  const kind = g.floor !== void 0 ? "floor" : "ceiling";
  const threshold = g.floor ?? g.ceiling;
  const value = m.value;
  const at = { id: m.id, ...m.split ? { split: m.split } : {}, ...m.k !== void 0 ? { k: m.k } : {}, kind, threshold, value, confidence: level };
  const what = `${label(m)} ${value} against ${kind} ${threshold} at ${level * 100}% confidence`;
  if (RATIO_MEASURES.has(m.id)) {
    const sums = ctx.clusters?.sums[m.id];
    const resamples = g.resamples ?? DEFAULT_RESAMPLES;
    if (!sums || !ctx.clusters || ctx.seed === void 0)
      return { ...at, method: "bootstrap", n: 0, resamples, lower: value, upper: value, result: "inconclusive", more: null, reason: `${what}: inconclusive, the bootstrap needs the per-task ledger and none was read` };
    const n = sums.values.length;
    const b = bootstrapRatio(sums.values, ctx.clusters.successes, resamples, level, seeded(ctx.seed, m));
    const bounds2 = { lower: b.lower / sums.scale, upper: b.upper / sums.scale };
    const result2 = judge(kind, threshold, bounds2, n, g.min_n, value);
    const more2 = result2 === "inconclusive" ? moreForRatio(value, threshold, bounds2, n, kind) : void 0;
    return { ...at, method: "bootstrap", n, resamples, ...bounds2, result: result2, ...more2 !== void 0 ? { more: more2 } : {}, reason: explain(what, bounds2, result2, n, g.min_n, more2) };
  }
  const method = g.method ?? "wilson";
  const count = countFor(m, ctx);
  if (!count) return { ...at, method, n: 0, lower: 0, upper: 1, result: "inconclusive", more: null, reason: `${what}: inconclusive, the measure carries no n to bound it on` };
  const bound = method === "exact" ? clopperPearson : wilson;
  const bounds = bound(count.x, count.n, level);
  const result = judge(kind, threshold, bounds, count.n, g.min_n, value);
  const more = result === "inconclusive" ? moreForProportion(count.x / count.n, count.n, threshold, kind, level, bound, g.min_n) : void 0;
  return { ...at, method, n: count.n, x: count.x, ...bounds, result, ...more !== void 0 ? { more } : {}, reason: explain(what, bounds, result, count.n, g.min_n, more) };
}
function judge(kind, t, b, n, minN, value) {
  if (minN !== void 0 && n < minN) return "inconclusive";
  if (kind === "floor") return b.lower >= t && value >= t ? "pass" : b.upper < t ? "fail" : "inconclusive";
  return b.upper <= t && value <= t ? "pass" : b.lower > t ? "fail" : "inconclusive";
}
function explain(what, b, result, n, minN, more) {
  const interval = `[${fmt(b.lower)}, ${fmt(b.upper)}] on n=${n}`;
  if (minN !== void 0 && n < minN) return `${what}: inconclusive, n=${n} is below min_n ${minN}${more ? ` (~${more} more tasks)` : ""}`;
  if (result === "inconclusive") return `${what}: inconclusive, the interval ${interval} straddles it${more ? `; ~${more} more tasks at this rate would likely settle it` : more === null ? "; more tasks at this rate would not settle it" : ""}`;
  return `${what}: ${result}, interval ${interval}`;
}
var fmt = (x) => Number.isFinite(x) ? String(Math.round(x * 1e4) / 1e4) : String(x);
function moreForProportion(p, n, t, kind, level, bound, minN) {
  if (p === t) return null;
  const settles = (m) => judge(kind, t, bound(p * m, m, level), m, minN, p) !== "inconclusive";
  let hi = Math.max(n, 1);
  while (!settles(hi)) {
    hi *= 2;
    if (hi > 1e9) return null;
  }
  let lo = n;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (settles(mid)) hi = mid;
    else lo = mid;
  }
  return hi - n;
}
function moreForRatio(value, t, b, n, kind) {
  const gap = Math.abs(t - value);
  const half = kind === "ceiling" ? value < t ? b.upper - value : value - b.lower : value > t ? value - b.lower : b.upper - value;
  if (gap === 0 || !Number.isFinite(half) || n === 0) return null;
  return Math.max(1, Math.ceil(n * (half / gap) ** 2) - n);
}
function seeded(seed, m) {
  const h = sha256(new TextEncoder().encode(`${seed}
${m.id}
${m.split ?? ""}
${m.k ?? ""}`));
  const v = new DataView(h.buffer, h.byteOffset, h.byteLength);
  return new Xoshiro128(new Uint32Array([v.getUint32(0, true), v.getUint32(4, true), v.getUint32(8, true), v.getUint32(12, true)]));
}
function regressionGate(g, m, ctx, baseline) {
  const r = g.regression;
  const before = baseline.measures.find((b) => sameMeasure(b, m));
  if (!before || typeof before.value !== "number" || !before.n) return { skipped: `the baseline ${baseline.record_id} has no ${label(m)} with an n to compare against` };
  const now = countFor(m, ctx);
  if (!now) return { skipped: `${label(m)} carries no n to compare against the baseline` };
  const was = { x: Math.round(before.value * before.n), n: before.n };
  const drop = newcombe(was.x, was.n, now.x, now.n, r.confidence);
  const result = drop.lower > r.max_drop ? "fail" : drop.upper <= r.max_drop ? "pass" : "inconclusive";
  const said = `${label(m)} ${before.value} → ${m.value}: the drop is within [${fmt(drop.lower)}, ${fmt(drop.upper)}] at ${r.confidence * 100}% confidence`;
  const verdictText = result === "fail" ? `more than the allowed ${r.max_drop}` : result === "pass" ? `a drop beyond ${r.max_drop} is excluded` : `a drop beyond ${r.max_drop} is neither shown nor excluded`;
  return {
    id: m.id,
    ...m.split ? { split: m.split } : {},
    ...m.k !== void 0 ? { k: m.k } : {},
    max_drop: r.max_drop,
    confidence: r.confidence,
    baseline: { value: before.value, n: was.n, x: was.x, record_id: baseline.record_id },
    current: { value: m.value, n: now.n, x: now.x },
    drop,
    result,
    reason: `regression of ${said}; ${verdictText}`
  };
}

// src/gate/stats.ts
var STATS_FORMAT = "aqr.stats/1";
var ORDER = { pass: 0, inconclusive: 1, fail: 2 };
function withStats(g, r, input, sidecar) {
  const threshold = g.floor !== void 0 || g.ceiling !== void 0;
  if (g.confidence === void 0 && !g.regression) return r;
  const m = measureOf(r, g, input.measures);
  const ctx = input.stats ?? { counts: [] };
  let out = r;
  if (g.confidence !== void 0 && threshold && m && (r.result === "pass" || r.result === "fail")) {
    const bound = boundGate(g, m, ctx);
    if (g.mode !== "shadow") sidecar.bounds.push(bound);
    const decidedFail = r.decided === "fail";
    out = { ...out, bound, result: decidedFail ? "fail" : bound.result, reason: decidedFail ? `${bound.reason}; ${r.reason}` : bound.reason };
  }
  if (g.regression) {
    const where = `gate ${g.id}${g.split ? ` (${g.split})` : ""}`;
    const decided = !threshold && r.result !== "missing";
    if (!m) {
      if (!threshold) return decided && r.result === "fail" ? r : { ...r, result: "missing" };
    } else if (!input.baseline) {
      sidecar.notices.push(`The regression part of ${where} was not checked: there is no baseline release.`);
      if (!threshold) return decided ? r : void 0;
    } else {
      const t = regressionGate(g, m, ctx, input.baseline);
      if ("skipped" in t) {
        sidecar.notices.push(`The regression part of ${where} was not checked: ${t.skipped}.`);
        if (!threshold) return decided ? r : void 0;
      } else {
        if (g.mode !== "shadow") sidecar.regressions.push(t);
        const before = threshold || decided ? out.result : "pass";
        const worst = before === "missing" ? "missing" : worse(before, t.result);
        out = { ...out, regression: t, result: worst, reason: threshold || decided ? `${out.reason}; ${t.reason}` : t.reason };
      }
    }
  }
  return out;
}
function worse(a, b) {
  if (a === "missing") return a;
  return ORDER[a] >= ORDER[b] ? a : b;
}
function measureOf(r, g, measures) {
  if (typeof r.value !== "number" && (!g.regression || g.floor !== void 0 || g.ceiling !== void 0)) return void 0;
  return backingMeasure(g, measures).pick;
}
function usesStats(s) {
  return s.bounds.length + s.regressions.length + s.shadow.length + s.notices.length > 0;
}

// src/pipeline/limits.ts
var MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

// src/taskset/manifest.ts
function readManifest(parsed, file) {
  const v = parsed.value;
  const list = Array.isArray(v) ? v : v?.tasks;
  const base = Array.isArray(v) ? [] : ["tasks"];
  if (!Array.isArray(list)) throw new AqrError("ERR_INPUT_INVALID", "a task manifest is a list of tasks, or a mapping with a tasks: list", { file, line: 1 });
  const tasks = /* @__PURE__ */ new Map();
  const canary_ids = [];
  let held_in = 0;
  let held_out = 0;
  list.forEach((t, i) => {
    const where = (field) => {
      const path = field ? [...base, i, field] : [...base, i];
      const line = parsed.lineOf(path);
      return { file, field: `tasks[${i}]${field ? `.${field}` : ""}`, ...line === void 0 ? {} : { line } };
    };
    if (t === null || typeof t !== "object" || Array.isArray(t)) throw new AqrError("ERR_INPUT_INVALID", "a task is a mapping with id and split", where());
    const { id, split, canary, required_steps, forbidden_steps, max_steps, ...rest } = t;
    if (typeof id !== "string" || id === "") throw new AqrError("ERR_INPUT_INVALID", "needs an id (a non-empty string)", where("id"));
    if (split !== "held-in" && split !== "held-out") throw new AqrError("ERR_INPUT_INVALID", `split must be "held-in" or "held-out", got ${JSON.stringify(split)}`, where("split"));
    if (canary !== void 0 && typeof canary !== "boolean") throw new AqrError("ERR_INPUT_INVALID", "canary must be true or false", where("canary"));
    if (tasks.has(id)) throw new AqrError("ERR_INPUT_DUPLICATE", `task ${id} is listed twice`, where("id"));
    void rest;
    const names = (v2, field) => {
      if (v2 === void 0) return void 0;
      if (!Array.isArray(v2) || v2.some((x) => typeof x !== "string" || x === "")) throw new AqrError("ERR_INPUT_INVALID", "must be a list of step (tool) names", where(field));
      return v2;
    };
    const task = { id, split, canary: canary === true, index: tasks.size };
    const required = names(required_steps, "required_steps");
    const forbidden = names(forbidden_steps, "forbidden_steps");
    if (max_steps !== void 0 && (typeof max_steps !== "number" || !Number.isInteger(max_steps) || max_steps < 0)) throw new AqrError("ERR_INPUT_INVALID", "must be an integer ≥ 0", where("max_steps"));
    if (required || forbidden || max_steps !== void 0) task.steps = { ...required ? { required } : {}, ...forbidden ? { forbidden } : {}, ...max_steps !== void 0 ? { max: max_steps } : {} };
    tasks.set(id, task);
    if (canary === true) canary_ids.push(id);
    else if (split === "held-in") held_in++;
    else held_out++;
  });
  return { tasks, held_in, held_out, canary_ids };
}

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
  /** Attempts past 32, rare: task index → attempt → passed. */
  overflow = /* @__PURE__ */ new Map();
  addFile(name) {
    return this.files.push(name) - 1;
  }
  add(t, file, line) {
    const name = this.files[file] ?? "?";
    const task = this.manifest.tasks.get(t.task_id);
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
    const v = t.violations;
    if (v) {
      if (v.policy !== void 0) this.violation("policy", v.policy);
      if (v.tool_abuse !== void 0) this.violation("tool_abuse", v.tool_abuse);
      if (v.isolation !== void 0) this.violation("isolation", v.isolation);
    }
    if (task.canary) return;
    const tot = this.totals;
    tot.attempts++;
    if (t.passed) tot.successes++;
    const ts = this.taskSums;
    const at = { file: name, line };
    if (t.cost_usd !== void 0) {
      sum(tot.cost, t.cost_usd, "cost_usd", at);
      ts.cost[i] = ts.cost[i] + Math.round(t.cost_usd * FIXED.cost);
    }
    if (t.tokens !== void 0) {
      sum(tot.tokens, t.tokens, "tokens", at);
      ts.tokens[i] = ts.tokens[i] + Math.round(t.tokens * FIXED.tokens);
    }
    if (t.latency_s !== void 0) {
      sum(tot.latency, t.latency_s, "latency_s", at);
      ts.latency[i] = ts.latency[i] + Math.round(t.latency_s * FIXED.latency);
    }
  }
  violation(kind, n) {
    this.violations[kind].runs++;
    if (n === 0) this.violations[kind].clean++;
  }
  /** How many of attempts 1..k the task has (all of them with k = Infinity). */
  attempts(taskId, k = Infinity) {
    return this.count(taskId, k, this.seen, () => true);
  }
  /** How many of attempts 1..k passed. */
  passes(taskId, k = Infinity) {
    return this.count(taskId, k, this.passed, (p) => p);
  }
  hasAttempt(taskId, attempt) {
    return this.attempts(taskId, attempt) - this.attempts(taskId, attempt - 1) === 1;
  }
  passedAttempt(taskId, attempt) {
    return this.passes(taskId, attempt) - this.passes(taskId, attempt - 1) === 1;
  }
  count(taskId, k, masks, keep) {
    const task = this.manifest.tasks.get(taskId);
    if (!task) return 0;
    const upTo = Math.min(k, MASKED);
    const mask = upTo >= MASKED ? 4294967295 : (1 << upTo) - 1;
    let n = popcount(masks[task.index] & mask);
    if (k > MASKED) {
      for (const [a, p] of this.overflow.get(task.index) ?? []) if (a <= k && keep(p)) n++;
    }
    return n;
  }
};
function sum(part, x, field, at) {
  if (!Number.isFinite(part.sum + x)) throw new AqrError("ERR_INPUT_INVALID", `the total of ${field} over the ledger is no longer a finite number here (each value must be finite, and so must their sum)`, { ...at, field });
  part.sum += x;
  part.n++;
}
function popcount(x) {
  x -= x >>> 1 & 1431655765;
  x = (x & 858993459) + (x >>> 2 & 858993459);
  return (x + (x >>> 4) & 252645135) * 16843009 >>> 24 & 255;
}

// src/ledger/trial.ts
var LEDGER_FORMAT = "aqr.trials/1";
var KEYS = /* @__PURE__ */ new Set(["task_id", "attempt", "passed", "split", "cost_usd", "tokens", "latency_s", "violations"]);
var VIOLATIONS = /* @__PURE__ */ new Set(["policy", "tool_abuse", "isolation"]);
function trialProblem(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return { field: "(line)", message: "a trial is a JSON object" };
  const t = v;
  for (const k in t) if (!KEYS.has(k)) return { field: k, message: "is not a trial field (task_id, attempt, passed, split, cost_usd, tokens, latency_s, violations)" };
  if (typeof t["task_id"] !== "string" || t["task_id"] === "") return { field: "task_id", message: "must be a non-empty string" };
  const a = t["attempt"];
  if (typeof a !== "number" || !Number.isInteger(a) || a < 1) return { field: "attempt", message: `must be an integer from 1, got ${JSON.stringify(a)}` };
  if (typeof t["passed"] !== "boolean") return { field: "passed", message: `must be true or false, got ${JSON.stringify(t["passed"])}` };
  const s = t["split"];
  if (s !== void 0 && s !== "held-in" && s !== "held-out") return { field: "split", message: `must be "held-in" or "held-out", got ${JSON.stringify(s)}` };
  for (const k of ["cost_usd", "latency_s"]) {
    const x = t[k];
    if (x !== void 0 && (typeof x !== "number" || !(x >= 0))) return { field: k, message: `must be a number ≥ 0, got ${JSON.stringify(x)}` };
  }
  const tok = t["tokens"];
  if (tok !== void 0 && (typeof tok !== "number" || !Number.isInteger(tok) || tok < 0)) return { field: "tokens", message: `must be an integer ≥ 0, got ${JSON.stringify(tok)}` };
  const vio = t["violations"];
  if (vio !== void 0) {
    if (vio === null || typeof vio !== "object" || Array.isArray(vio)) return { field: "violations", message: "must be an object of counts" };
    for (const [k, n] of Object.entries(vio)) {
      if (!VIOLATIONS.has(k)) return { field: `violations.${k}`, message: "is not a violation kind (policy, tool_abuse, isolation)" };
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0) return { field: `violations.${k}`, message: `must be an integer ≥ 0, got ${JSON.stringify(n)}` };
    }
  }
  return void 0;
}

// src/ledger/read.ts
async function foldTrials(files, manifest, lines) {
  const tally = new TrialTally(manifest);
  let blank = 0;
  for (const file of files) {
    const idx = tally.addFile(file);
    try {
      await lines(file, (line, n) => {
        if (line.trim() === "") {
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
      });
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
  const { tally, blank } = await foldTrials(files, manifest, forEachLine);
  return { tally, files, blank };
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
      if (!tally.hasAttempt(t.id, 1)) noFirst++;
      else if (tally.passedAttempt(t.id, 1)) done++;
    }
    if (noFirst === tasks.length) {
      out.missing.push({ id: "task.completion", split, reason: `no ${split} task has a first attempt in the ledger` });
      continue;
    }
    if (noFirst > 0) out.warnings.push(`${noFirst} of ${tasks.length} ${split} tasks have no first attempt in the ledger and count as not completed`);
    out.measures.push({ id: "task.completion", value: round(done / tasks.length), split, n: tasks.length });
    counted({ id: "task.completion", split, x: done, n: tasks.length });
    if (k === void 0) continue;
    const short = tasks.find((t) => tally.attempts(t.id, k) < k);
    if (short) {
      const have = tally.attempts(short.id, k);
      for (const id of ["reliability.pass_hat_k", "reliability.pass_at_k"])
        out.missing.push({ id, split, reason: `task ${short.id} has ${have} of attempts 1..${k}; pass^k and pass@k need all ${k}` });
      continue;
    }
    let all = 0;
    let any = 0;
    for (const t of tasks) {
      const passes = tally.passes(t.id, k);
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
  tasks.forEach((t, j) => successes[j] = tally.passes(t.id));
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

// src/replay/bounds.ts
var gateKey = (g) => `${g.id}|${g.split ?? ""}`;
function replayBounds(record, recomputed, stats, seed, baseline) {
  const out = [];
  const judged = /* @__PURE__ */ new Set();
  let confirmed = 0;
  const miss = (what, recorded, again, message) => out.push({ code: "STATS_MISMATCH", what, recorded, recomputed: again, message });
  for (const b of stats.bounds) {
    const what = `bound of ${b.id}${b.split ? ` (${b.split})` : ""}`;
    const gate = record.gates.find((g2) => gateKey(g2) === gateKey(b));
    if ((b.kind === "floor" || gate?.floor !== void 0) && (b.kind !== "floor" || gate?.floor !== b.threshold)) {
      miss(what, `${b.kind} ${b.threshold}`, gate?.floor ?? null, `${what}: the sidecar's ${b.kind} ${b.threshold} is not the record's floor (${gate?.floor ?? "no such gate"})`);
      continue;
    }
    const m = recomputed.measures.find((x) => x.id === b.id && (x.split ?? "") === (b.split ?? "") && (x.k ?? 0) === (b.k ?? 0));
    if (!m || typeof m.value !== "number") {
      miss(what, b.value, null, `${what}: the ledger gives no value to bound`);
      continue;
    }
    const g = { id: b.id, ...b.split ? { split: b.split } : {}, ...b.k !== void 0 ? { k: b.k } : {}, [b.kind]: b.threshold, confidence: b.confidence, ...b.method === "bootstrap" ? b.resamples !== void 0 ? { resamples: b.resamples } : {} : { method: b.method } };
    const again = boundGate(g, m, { counts: recomputed.counts ?? [], ...recomputed.clusters ? { clusters: recomputed.clusters } : {}, ...seed ? { seed } : {} });
    const lower = b.lower ?? Infinity;
    const upper = b.upper ?? Infinity;
    if (again.lower !== lower || again.upper !== upper || again.result !== b.result) {
      miss(what, { lower: b.lower, upper: b.upper, result: b.result }, { lower: again.lower, upper: again.upper, result: again.result }, `${what}: recorded [${b.lower}, ${b.upper}] ${b.result}, recomputed [${again.lower}, ${again.upper}] ${again.result}`);
      continue;
    }
    if (gate) {
      if (again.result !== "pass") judged.add(gateKey(gate));
      const expected = again.result === "pass" ? "pass" : "fail";
      if (gate.result !== expected && !(expected === "pass" && gate.result === "fail")) miss(`gate ${b.id}`, gate.result, expected, `gate ${b.id}: recorded ${gate.result}, but its bound on the ledger is ${again.result}`);
      else confirmed++;
    } else confirmed++;
  }
  for (const t of stats.regressions) {
    const what = `regression of ${t.id}${t.split ? ` (${t.split})` : ""}`;
    const c = (recomputed.counts ?? []).find((x) => x.id === t.id && (x.split ?? "") === (t.split ?? "") && (x.k ?? 0) === (t.k ?? 0));
    if (!c || c.x !== t.current.x || c.n !== t.current.n) {
      miss(what, t.current, c ? { x: c.x, n: c.n } : null, `${what}: the sidecar's current counts are not the ledger's`);
      continue;
    }
    if (baseline && baseline.record_id === t.baseline.record_id) {
      const b = baseline.measures.find((x) => x.id === t.id && (x.split ?? "") === (t.split ?? "") && (x.k ?? 0) === (t.k ?? 0));
      if (!b || b.value !== t.baseline.value || b.n !== t.baseline.n) {
        miss(what, t.baseline, b ?? null, `${what}: the baseline record does not say what the sidecar says of it`);
        continue;
      }
    }
    const drop = newcombe(t.baseline.x, t.baseline.n, c.x, c.n, t.confidence);
    if (drop.lower !== t.drop.lower || drop.upper !== t.drop.upper) miss(what, t.drop, drop, `${what}: recorded drop [${t.drop.lower}, ${t.drop.upper}], recomputed [${drop.lower}, ${drop.upper}]`);
    else confirmed++;
  }
  return { mismatches: out, judged, confirmed };
}
var isNum = (x) => typeof x === "number" && Number.isFinite(x);
var isLevel = (x) => isNum(x) && x > 0.5 && x < 1;
var isCount = (x) => isNum(x) && Number.isInteger(x) && x >= 0;
var isObj = (x) => typeof x === "object" && x !== null && !Array.isArray(x);
function sidecarProblem(v) {
  const where = (what, i, field) => `${what}[${i}].${field}`;
  for (const [i, b] of (v.bounds ?? []).entries()) {
    if (!isObj(b)) return `bounds[${i}] is not an object`;
    const bad = (() => {
      if (typeof b["id"] !== "string") return "id";
      if (b["split"] !== void 0 && b["split"] !== "held-in" && b["split"] !== "held-out") return "split";
      if (b["k"] !== void 0 && !(isCount(b["k"]) && b["k"] >= 1)) return "k";
      if (b["kind"] !== "floor" && b["kind"] !== "ceiling") return "kind";
      if (!isNum(b["threshold"])) return "threshold";
      if (!isLevel(b["confidence"])) return "confidence";
      if (b["method"] !== "wilson" && b["method"] !== "exact" && b["method"] !== "bootstrap") return "method";
      if (b["resamples"] !== void 0 && !(isCount(b["resamples"]) && b["resamples"] >= 100 && b["resamples"] <= 1e5)) return "resamples";
      if (!(isNum(b["lower"]) || b["lower"] === null) || !(isNum(b["upper"]) || b["upper"] === null)) return "lower/upper";
      if (b["result"] !== "pass" && b["result"] !== "fail" && b["result"] !== "inconclusive") return "result";
      return void 0;
    })();
    if (bad) return `${where("bounds", i, bad)} is missing or out of range`;
  }
  for (const [i, t] of (v.regressions ?? []).entries()) {
    if (!isObj(t)) return `regressions[${i}] is not an object`;
    const counts = (c) => isObj(c) && isCount(c["x"]) && isCount(c["n"]) && c["n"] >= 1 && c["x"] <= c["n"];
    const bad = (() => {
      if (typeof t["id"] !== "string") return "id";
      if (!isNum(t["max_drop"])) return "max_drop";
      if (!isLevel(t["confidence"])) return "confidence";
      if (!counts(t["baseline"]) || typeof t["baseline"]["record_id"] !== "string") return "baseline";
      if (!counts(t["current"])) return "current";
      if (!isObj(t["drop"]) || !isNum(t["drop"]["lower"]) || !isNum(t["drop"]["upper"])) return "drop";
      return void 0;
    })();
    if (bad) return `${where("regressions", i, bad)} is missing or out of range`;
  }
  return void 0;
}

// src/gate/contradiction.ts
var VIOLATION_FREE_SHARES = /* @__PURE__ */ new Set(["policy.hard_rules", "safety.tool_abuse", "safety.isolation"]);
function measuredClean(m) {
  if (typeof m.value === "boolean") return m.value;
  if (VIOLATION_FREE_SHARES.has(m.id)) return m.value === 1;
  return void 0;
}
function decisionContradiction(d, m, measuredBy) {
  if (!m) return void 0;
  const clean = measuredClean(m);
  if (clean === void 0 || clean === (d.result === "pass")) return void 0;
  const what = `${m.id}${m.split ? ` (${m.split})` : ""}`;
  const says = typeof m.value === "boolean" ? String(m.value) : `${m.value}${clean ? ", no violation" : `, violations in ${round2((1 - m.value) * 100)}% of attempts`}`;
  return `${d.source ?? "a decision"} decided ${d.result} for ${d.id}, but ${measuredBy} measures ${what} = ${says}: a decision does not outvote a measurement`;
}
var round2 = (x) => Math.round(x * 100) / 100;
function recordContradictions(gates, measures, measuredBy) {
  const out = [];
  for (const g of gates) {
    if (g.source !== "acs" && g.source !== "assert") continue;
    const message = decisionContradiction(g, backingMeasure(g, measures).pick, measuredBy);
    if (message) out.push({ gate: g, message });
  }
  return out;
}

// src/replay/replay.ts
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
var TRACE_MEASURES = /* @__PURE__ */ new Set([...LEDGER_MEASURES, "tool.correctness", "trajectory.valid"]);
var REPLAYABLE_FORMATS = /* @__PURE__ */ new Set([LEDGER_FORMAT, "opentelemetry/1.x"]);
var measureKey = (m) => `${m.id}${m.split ? ` (${m.split})` : ""}${m.k !== void 0 ? ` k=${m.k}` : ""}`;
function replay(input) {
  const { record, recomputed } = input;
  const out = [];
  const miss = (code, what, recorded, again2, message) => out.push({ code, what, recorded, recomputed: again2, message });
  const ev = record.assurance.evidence;
  const confirmed = { measures: 0, gates: 0, canaries: 0, events: input.events };
  if (!REPLAYABLE_FORMATS.has(ev.format)) {
    miss("LEDGER_FORMAT", "assurance.evidence.format", ev.format, [...REPLAYABLE_FORMATS].join(" or "), `the ledger format ${ev.format} is not one aqr replays (${[...REPLAYABLE_FORMATS].join(", ")})`);
    return { ok: false, mismatches: out, confirmed };
  }
  const given = ev.format === LEDGER_FORMAT ? LEDGER_MEASURES : TRACE_MEASURES;
  const ref = parseLedgerRef(ev.ledger);
  if (ref.digest !== input.ledgerDigest) miss("LEDGER_DIGEST", "ledger digest", ref.digest ?? null, input.ledgerDigest, ref.digest ? "the ledger files are not the ones the record was made from" : "the record names no ledger digest (ledger: <paths>#sha256:<hex>)");
  if (ev.events !== input.events) miss("LEDGER_EVENTS", "ledger events", ev.events ?? null, input.events, `the record counts ${ev.events ?? "no"} events, the ledger has ${input.events}`);
  if (record.task_set.manifest_digest !== input.manifestDigest) miss("MANIFEST_DIGEST", "task_set.manifest_digest", record.task_set.manifest_digest, input.manifestDigest, "the task manifest is not the one the record was made from");
  const key = measureKey;
  const again = new Map(recomputed.measures.map((m) => [key(m), m]));
  const seen = /* @__PURE__ */ new Set();
  for (const m of record.measures) {
    if (!given.has(m.id)) continue;
    const k = key(m);
    seen.add(k);
    const r = again.get(k);
    if (!r) miss("MEASURE_NOT_IN_LEDGER", k, m.value, null, `${k} is recorded as ${JSON.stringify(m.value)} but the ledger does not give it`);
    else if (r.value !== m.value) miss("MEASURE_MISMATCH", k, m.value, r.value, `${k}: recorded ${JSON.stringify(m.value)}, recomputed ${JSON.stringify(r.value)}`);
    else confirmed.measures++;
  }
  for (const [k, r] of again) if (!seen.has(k)) miss("MEASURE_NOT_RECORDED", k, null, r.value, `the ledger gives ${k} = ${JSON.stringify(r.value)} but the record leaves it out`);
  const bounds = input.stats ? replayBounds(record, recomputed, input.stats, input.ledgerDigest, input.baseline) : void 0;
  if (bounds) {
    out.push(...bounds.mismatches);
    confirmed.gates += bounds.confirmed;
  }
  for (const g of record.gates) {
    if (g.floor === void 0 || !given.has(g.id) || bounds?.judged.has(`${g.id}|${g.split ?? ""}`)) continue;
    const m = backingMeasure(g, recomputed.measures).pick;
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ""}`;
    if (!m || typeof m.value !== "number") {
      miss("GATE_MISMATCH", what, g.result, null, `${what} has a floor but the ledger gives no value to hold it against`);
      continue;
    }
    const result = m.value >= g.floor ? "pass" : "fail";
    if (result !== g.result) miss("GATE_MISMATCH", what, g.result, result, `${what}: recorded ${g.result}, but ${m.value} against floor ${g.floor} is ${result}`);
    else confirmed.gates++;
  }
  for (const c of recordContradictions(record.gates, recomputed.measures, `the replayed ledger (${ev.format})`)) miss("DECISION_CONTRADICTED", `gate ${c.gate.id}`, c.gate.result, backingMeasure(c.gate, recomputed.measures).pick?.value ?? null, c.message);
  const observed = new Map((record.assurance.integrity?.canaries ?? []).map((c) => [c.id, c.observed]));
  for (const c of recomputed.canaries) {
    if (c.attempts === 0) continue;
    const now = c.fired ? "pass" : "fail";
    const was = observed.get(c.id);
    if (was !== now) miss("CANARY_MISMATCH", `canary ${c.id}`, was ?? null, now, `canary ${c.id}: recorded ${was ?? "nothing"}, the ledger shows it ${c.fired ? "passed (fired)" : "failed"}`);
    else confirmed.canaries++;
  }
  out.push(...derivedClaimMismatches(input));
  return { ok: out.length === 0, mismatches: out, confirmed };
}
function underivableMeasures(format) {
  return format === LEDGER_FORMAT ? new Set([...TRACE_MEASURES].filter((id) => !LEDGER_MEASURES.has(id))) : /* @__PURE__ */ new Set();
}
function derivedClaimMismatches(input) {
  const { record, recomputed } = input;
  const out = [];
  const miss = (code, what, recorded, again2, message) => out.push({ code, what, recorded, recomputed: again2, message });
  const format = record.assurance.evidence.format;
  const given = format === LEDGER_FORMAT ? LEDGER_MEASURES : TRACE_MEASURES;
  const key = measureKey;
  const again = new Map(recomputed.measures.map((m) => [key(m), m]));
  const cannot = underivableMeasures(format);
  for (const m of record.measures) {
    if (cannot.has(m.id)) {
      miss("MEASURE_NOT_DERIVABLE", key(m), m.value, null, `${key(m)} is recorded, but ${format} evidence cannot measure it (only traces do)`);
      continue;
    }
    if (!given.has(m.id)) continue;
    const r = again.get(key(m));
    if (r && r.value === m.value && r.n !== m.n) miss("MEASURE_N_MISMATCH", `${key(m)} n`, m.n ?? null, r.n ?? null, `${key(m)}: recorded over n = ${m.n ?? "nothing"}, the evidence gives n = ${r.n ?? "nothing"}`);
  }
  if (input.taskSet) {
    const ts = record.task_set;
    for (const f of ["held_in", "held_out"]) {
      if ((ts[f] ?? 0) !== input.taskSet[f]) miss("TASK_SET_MISMATCH", `task_set.${f}`, ts[f] ?? null, input.taskSet[f], `task_set.${f}: recorded ${ts[f] ?? "nothing"}, the task manifest has ${input.taskSet[f]}`);
    }
    const recorded = [...ts.canary_ids ?? []].sort();
    const manifest = [...input.taskSet.canary_ids].sort();
    if (recorded.length !== manifest.length || recorded.some((id, i) => id !== manifest[i])) {
      const extra = recorded.filter((id) => !manifest.includes(id)).length;
      const absent = manifest.filter((id) => !recorded.includes(id)).length;
      miss("TASK_SET_MISMATCH", "task_set.canary_ids", recorded.length, manifest.length, `task_set.canary_ids: ${recorded.length} recorded, the task manifest has ${manifest.length} (${extra} not in the manifest, ${absent} left out)`);
    }
  }
  const ran = new Set(recomputed.canaries.filter((c) => c.attempts > 0).map((c) => c.id));
  for (const c of record.assurance.integrity?.canaries ?? [])
    if (!ran.has(c.id)) miss("CANARY_MISMATCH", `canary ${c.id}`, c.observed, null, `canary ${c.id}: recorded as observed ${c.observed}, but the ledger has no attempt of it`);
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

// src/otel/evidence.ts
var MAX_DOCUMENT_CHARS = 512 * 1024 * 1024;
async function foldTraceFile(file, fold, lines) {
  await readJsonValues(lines, file, MAX_DOCUMENT_CHARS, "one trace export over 512 MiB: write one export per line", {
    value: (v, line) => fold.add(v, `${file}:${line}`),
    badLine: (line) => {
      throw new AqrError("ERR_INPUT_PARSE", "is not JSON (trace exports are one OTLP/JSON object per line, or one per file)", { file, line });
    },
    document: (text) => {
      let v;
      try {
        v = JSON.parse(text);
      } catch {
        throw new AqrError("ERR_INPUT_PARSE", "is neither OTLP/JSON lines nor one OTLP/JSON document", { file });
      }
      fold.add(v, file);
    }
  });
}

// src/io/otel-file.ts
async function readTraces(patterns, fold) {
  const files = await expandFiles(patterns, "evidence");
  for (const file of files) await foldTraceFile(file, fold, forEachLine);
  return files;
}

// src/otel/attributes.ts
function attrValue(kv) {
  const v = kv.value;
  if (!v) return void 0;
  if (typeof v.stringValue === "string") return v.stringValue;
  if (typeof v.boolValue === "boolean") return v.boolValue;
  if (v.intValue !== void 0) {
    const n = Number(v.intValue);
    return Number.isSafeInteger(n) ? n : void 0;
  }
  if (v.doubleValue !== void 0) {
    const n = Number(v.doubleValue);
    return Number.isFinite(n) ? n : void 0;
  }
  return void 0;
}
function attrs(list) {
  const out = /* @__PURE__ */ new Map();
  if (!Array.isArray(list)) return out;
  for (const kv of list) {
    if (!kv || typeof kv.key !== "string") continue;
    const v = attrValue(kv);
    if (v !== void 0) out.set(kv.key, v);
  }
  return out;
}

// src/otel/fold.ts
var TraceFold = class {
  constructor(manifest, expected) {
    this.manifest = manifest;
    this.expected = expected;
  }
  manifest;
  expected;
  traces = /* @__PURE__ */ new Map();
  tool = { calls: 0, correct: 0 };
  names = [];
  nameIds = /* @__PURE__ */ new Map();
  spans = 0;
  events = 0;
  /** One OTLP/JSON export object: {resourceSpans: [{scopeSpans: [{spans: [...]}]}]}. */
  add(doc, where) {
    const rs = doc?.resourceSpans;
    if (!Array.isArray(rs)) throw new AqrError("ERR_INPUT_INVALID", "not an OTLP/JSON trace export (no resourceSpans)", { file: where });
    for (const r of rs) for (const ss of r?.scopeSpans ?? []) for (const span of ss?.spans ?? []) this.span(span, where);
  }
  span(s, where) {
    const traceId = s["traceId"];
    const spanId = s["spanId"];
    if (typeof traceId !== "string" || typeof spanId !== "string") throw new AqrError("ERR_INPUT_INVALID", "a span without traceId or spanId", { file: where });
    this.spans++;
    const a = attrs(s["attributes"]);
    const name = `trace ${traceId} span ${spanId}`;
    this.checkDigest(a, name, where);
    let t = this.traces.get(traceId);
    if (!t) this.traces.set(traceId, t = { where, denies: 0, reset: false, steps: [] });
    const events = Array.isArray(s["events"]) ? s["events"] : [];
    this.events += events.length;
    let redundant = false;
    for (const e of events) {
      const ea = attrs(e.attributes);
      this.checkDigest(ea, name, where);
      if (e.name === "sg.policy.decision" && ea.get("sg.policy.result") === "deny") t.denies++;
      else if (e.name === "sg.attempt.reset") t.reset = true;
      else if (e.name === "sg.tool.redundant_retry") redundant = true;
    }
    const tokens = num(a.get("gen_ai.usage.input_tokens")) + num(a.get("gen_ai.usage.output_tokens"));
    if (a.has("gen_ai.usage.input_tokens") || a.has("gen_ai.usage.output_tokens")) t.tokens = (t.tokens ?? 0) + tokens;
    if (a.has("sg.cost.usd")) t.cost = (t.cost ?? 0) + num(a.get("sg.cost.usd"));
    const tool = a.get("gen_ai.tool.name") ?? a.get("sg.tool.name");
    if (typeof tool === "string") {
      this.tool.calls++;
      if (a.get("sg.tool.outcome") === "ok" && a.get("sg.tool.schema_ok") !== false && !redundant) this.tool.correct++;
      if (t.steps) {
        let n = this.nameIds.get(tool);
        if (n === void 0) this.nameIds.set(tool, n = this.names.push(tool) - 1);
        t.steps.push(Number(big(s["startTimeUnixNano"])), n);
      }
    }
    const task = a.get("sg.task.id");
    if (task === void 0) return;
    if (t.rootSpan !== void 0) throw new AqrError("ERR_INPUT_INVALID", `${name} is a second attempt root in one trace (first: span ${t.rootSpan}); each attempt is its own trace`, { file: where });
    if (typeof task !== "string") throw new AqrError("ERR_INPUT_INVALID", `${name}: sg.task.id must be a string`, { file: where });
    const passed = a.get("sg.task.passed");
    if (typeof passed !== "boolean") throw new AqrError("ERR_INPUT_INVALID", `${name}: the attempt's root span needs sg.task.passed (bool), the end-state assertion`, { file: where });
    const attempt = a.get("sg.attempt.index") ?? 1;
    if (typeof attempt !== "number" || !Number.isInteger(attempt) || attempt < 1) throw new AqrError("ERR_INPUT_INVALID", `${name}: sg.attempt.index must be an integer from 1`, { file: where });
    const split = a.get("sg.split");
    if (split !== void 0 && split !== "held-in" && split !== "held-out") throw new AqrError("ERR_INPUT_INVALID", `${name}: sg.split must be held-in or held-out`, { file: where });
    const canary = a.get("sg.task_set.canary_id");
    const known = this.manifest.tasks.get(task);
    if (canary !== void 0 && known && !known.canary) throw new AqrError("ERR_INPUT_MISMATCH", `${name} marks task ${task} as a canary probe, but the manifest does not`, { file: where });
    Object.assign(t, { rootSpan: spanId, task, attempt, passed, where, latency: Number(big(s["endTimeUnixNano"]) - big(s["startTimeUnixNano"])) / 1e9 });
    if (!known?.steps || known.canary) t.steps = void 0;
    if (split !== void 0) t.split = split;
  }
  checkDigest(a, name, where) {
    const m = a.get("sg.task_set.manifest_digest");
    if (m !== void 0 && m !== this.expected.manifestDigest)
      throw new AqrError("ERR_INPUT_MISMATCH", `${name} is evidence for task set ${String(m)}, not ${this.expected.manifestDigest}: evidence from another task set never counts`, { file: where });
    const h = a.get("sg.subject.harness_digest");
    if (h !== void 0 && h !== this.expected.harnessDigest)
      throw new AqrError("ERR_INPUT_MISMATCH", `${name} is evidence for harness ${String(h)}, not ${this.expected.harnessDigest}: evidence from another agent never counts`, { file: where });
  }
  finish() {
    const trials = [];
    const missingReset = [];
    const trajectory = { attempts: 0, valid: 0 };
    let orphans = 0;
    for (const [traceId, t] of this.traces) {
      if (t.task === void 0) {
        orphans++;
        continue;
      }
      const trial = { task_id: t.task, attempt: t.attempt, passed: t.passed, violations: { policy: t.denies } };
      if (t.split) trial.split = t.split;
      if (t.latency !== void 0) trial.latency_s = t.latency;
      if (t.tokens !== void 0) trial.tokens = t.tokens;
      if (t.cost !== void 0) trial.cost_usd = t.cost;
      trials.push(trial);
      if (t.attempt > 1 && !t.reset) missingReset.push({ task: t.task, attempt: t.attempt, trace: traceId });
      const rules = this.manifest.tasks.get(t.task);
      if (rules?.steps && !rules.canary && t.steps) {
        trajectory.attempts++;
        const order = [];
        for (let i = 0; i < t.steps.length; i += 2) order.push({ at: t.steps[i], name: this.names[t.steps[i + 1]], i });
        order.sort((x, y) => x.at - y.at || x.i - y.i);
        if (trajectoryValid(order.map((o) => o.name), rules.steps)) trajectory.valid++;
      }
    }
    trials.sort((a, b) => a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : a.attempt - b.attempt);
    return { trials, missingReset, tool: this.tool, trajectory, orphanTraces: orphans, spans: this.spans, events: this.events };
  }
};
function trajectoryValid(steps, rules) {
  if (rules.max !== void 0 && steps.length > rules.max) return false;
  if (rules.forbidden?.some((f) => steps.includes(f))) return false;
  let i = 0;
  for (const s of steps) if (i < (rules.required?.length ?? 0) && s === rules.required?.[i]) i++;
  return i === (rules.required?.length ?? 0);
}
function num(v) {
  return typeof v === "number" ? v : 0;
}
function big(v) {
  try {
    return BigInt(typeof v === "string" || typeof v === "number" ? v : 0);
  } catch {
    return 0n;
  }
}

// src/pipeline/otel.ts
async function readTraceEvidence(patterns, manifest, expected) {
  const fold = new TraceFold(manifest, expected);
  const files = await readTraces(patterns, fold);
  const r = fold.finish();
  return { ...tallyTraces(manifest, r), files, digest: await contentSetDigest(files), events: r.spans + r.events };
}

export {
  LEDGER_FORMAT,
  decisionContradiction,
  recordContradictions,
  RATIO_MEASURES,
  boundGate,
  STATS_FORMAT,
  withStats,
  usesStats,
  MAX_MANIFEST_BYTES,
  readManifest,
  readTrials,
  ledgerMeasures,
  sidecarProblem,
  LEDGER_MEASURES,
  TRACE_MEASURES,
  replay,
  underivableMeasures,
  OTEL_FORMAT,
  traceMeasures,
  readTraceEvidence
};
