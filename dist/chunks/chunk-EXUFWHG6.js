import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  backingMeasure
} from "./chunk-PKRWVR2B.js";
import {
  AqrError
} from "./chunk-JFP2MHRA.js";

// src/gate/bounds.ts
import { createHash } from "node:crypto";

// src/gate/interval.ts
var SQRT2 = Math.SQRT2;
var TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);
function erf(x) {
  if (x < 0) return -erf(-x);
  if (x > 6) return 1 - erfcTail(x);
  let term = x;
  let sum = x;
  for (let n = 1; n < 500; n++) {
    term *= 2 * x * x / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return TWO_OVER_SQRT_PI * Math.exp(-x * x) * sum;
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
  /** The four state words, for a loop that runs the generator inline; setState puts them back. */
  state() {
    return [this.s[0], this.s[1], this.s[2], this.s[3]];
  }
  setState(w) {
    this.s.set(w);
  }
  /** A uniform integer in [0, n). */
  below(n) {
    return Math.floor(this.next() / 4294967296 * n);
  }
};
function resampleWide(pairs, n, state, sums) {
  let s0 = state[0];
  let s1 = state[1];
  let s2 = state[2];
  let s3 = state[3];
  let s = 0;
  let d = 0;
  for (let i = 0; i < n; i++) {
    const m = Math.imul(s1, 5);
    const r = Math.imul(m << 7 | m >>> 25, 9);
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = s3 << 11 | s3 >>> 21;
    const j = (r >>> 0) / 4294967296 * n << 1;
    s += pairs[j];
    d += pairs[j + 1];
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
  sums[0] = s;
  sums[1] = d;
}
function resampleNarrow(num, den, n, state, sums) {
  let s0 = state[0];
  let s1 = state[1];
  let s2 = state[2];
  let s3 = state[3];
  let s = 0;
  let d = 0;
  for (let i = 0; i < n; i++) {
    const m = Math.imul(s1, 5);
    const r = Math.imul(m << 7 | m >>> 25, 9);
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = s3 << 11 | s3 >>> 21;
    const j = (r >>> 0) / 4294967296 * n | 0;
    s += num[j];
    d += den[j];
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
  sums[0] = s;
  sums[1] = d;
}
function narrowed(num, den) {
  const n = num.length;
  let unit = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = num[i];
    const w = den[i];
    if (!(Number.isInteger(v) && v >= 0) || (w & 255) !== w) return void 0;
    if (v > max) max = v;
    unit = gcd(unit, v);
  }
  if (unit === 0) unit = 1;
  if (max / unit > 4294967295 || n * max >= 2 ** 53) return void 0;
  return { num: Uint32Array.from(num, (v) => v / unit), den: Uint8Array.from(den), unit };
}
function rotl(x, k) {
  return (x << k | x >>> 32 - k) >>> 0;
}
function gcd(a, b) {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}
function bootstrapRatio(num, den, resamples, level, rng) {
  const n = num.length;
  const state = Int32Array.from(rng.state(), (w) => w | 0);
  const sums = new Float64Array(2);
  const stats = new Float64Array(resamples);
  const narrow = narrowed(num, den);
  let pairs;
  if (!narrow) {
    pairs = new Float64Array(2 * n);
    for (let i = 0; i < n; i++) {
      pairs[2 * i] = num[i];
      pairs[2 * i + 1] = den[i];
    }
  }
  for (let b = 0; b < resamples; b++) {
    if (narrow) {
      resampleNarrow(narrow.num, narrow.den, n, state, sums);
      sums[0] = sums[0] * narrow.unit;
    } else resampleWide(pairs, n, state, sums);
    stats[b] = sums[1] === 0 ? Infinity : sums[0] / sums[1];
  }
  rng.setState([state[0] >>> 0, state[1] >>> 0, state[2] >>> 0, state[3] >>> 0]);
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
  const h = createHash("sha256").update(`${seed}
${m.id}
${m.split ?? ""}
${m.k ?? ""}`).digest();
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
  const said = `${label(m)} ${before.value} \u2192 ${m.value}: the drop is within [${fmt(drop.lower)}, ${fmt(drop.upper)}] at ${r.confidence * 100}% confidence`;
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
    if (again.value !== b.value || again.n !== b.n || again.x !== b.x) {
      miss(what, { value: b.value, n: b.n, x: b.x }, { value: again.value, n: again.n, x: again.x }, `${what}: the sidecar says ${tally(b)}, the ledger gives ${tally(again)}`);
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
var tally = (b) => `value ${b.value} on n=${b.n}${b.x !== void 0 ? ` (x=${b.x})` : ""}`;
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
function asStatsSidecar(v, file) {
  const s = v;
  if (!s || typeof s !== "object" || s.format !== STATS_FORMAT || !Array.isArray(s.bounds) || !Array.isArray(s.regressions))
    throw new AqrError("ERR_INPUT_INVALID", `is not a stats sidecar (format ${STATS_FORMAT})`, { file, line: 1 });
  const problem = sidecarProblem(s);
  if (problem) throw new AqrError("ERR_INPUT_INVALID", `stats sidecar: ${problem}`, { file });
  return s;
}

export {
  RATIO_MEASURES,
  boundGate,
  STATS_FORMAT,
  withStats,
  usesStats,
  replayBounds,
  sidecarProblem,
  asStatsSidecar
};
