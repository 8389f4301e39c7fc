import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  DEFAULT_RESAMPLES
} from "./chunk-EIAKEXQU.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";
import {
  RATIO_MEASURES
} from "./chunk-H3GVQIAQ.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";

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
var Xoshiro128 = class _Xoshiro128 {
  s;
  constructor(seed) {
    this.s = Uint32Array.from(seed.slice(0, 4));
    if (this.s.every((v) => v === 0)) this.s[0] = 1;
  }
  /** Seeded from a hex digest's first 16 bytes, as four little-endian words. */
  static fromHex(hex) {
    const word = (i) => {
      const b = (j) => parseInt(hex.slice(8 * i + 2 * j, 8 * i + 2 * j + 2), 16);
      return (b(0) | b(1) << 8 | b(2) << 16 | b(3) << 24) >>> 0;
    };
    return new _Xoshiro128(Uint32Array.of(word(0), word(1), word(2), word(3)));
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

// src/gate/paired.ts
var MAX_LISTED = 50;
function mcnemarExact(b, c) {
  const n = b + c;
  const k = Math.min(b, c);
  if (n === 0 || 2 * k === n) return 1;
  return Math.min(1, 2 * regularizedBeta(0.5, n - k, k + 1));
}
function pairedDrop(b, c, n, level) {
  if (n <= 0) return { lower: -1, upper: 1 };
  const half = 1 - (1 - level) / 2;
  const d = clopperPearson(b + c, n, half);
  const p = clopperPearson(b, b + c, half);
  const lo = 2 * p.lower - 1;
  const hi = 2 * p.upper - 1;
  return { lower: lo >= 0 ? d.lower * lo : d.upper * lo, upper: hi >= 0 ? d.upper * hi : d.lower * hi };
}
function passedUnder(id, k, outcomes) {
  if (id === "task.completion") return outcomes[0] === "p" ? true : outcomes[0] === "f" ? false : void 0;
  if (k === void 0 || k < 1 || k > 32) return void 0;
  const first = outcomes.slice(0, k);
  if (first.length < k || first.includes("-")) return void 0;
  if (id === "reliability.pass_hat_k") return !first.includes("f");
  if (id === "reliability.pass_at_k") return first.includes("p");
  return void 0;
}
function pairable(id) {
  return id === "task.completion" || id === "reliability.pass_hat_k" || id === "reliability.pass_at_k";
}
function pairTasks(m, before, now) {
  const was = /* @__PURE__ */ new Map();
  for (const t of before) if (!m.split || t.split === m.split) was.set(t.id, passedUnder(m.id, m.k, t.outcomes));
  const out = { n: 0, b: 0, c: 0, newlyFailing: [], newlyPassing: [] };
  for (const t of now) {
    if (m.split && t.split !== m.split) continue;
    const then = was.get(t.id);
    const here = passedUnder(m.id, m.k, t.outcomes);
    if (then === void 0 || here === void 0) continue;
    out.n++;
    if (then && !here) {
      out.b++;
      if (out.newlyFailing.length < MAX_LISTED) out.newlyFailing.push(t.id);
    } else if (!then && here) {
      out.c++;
      if (out.newlyPassing.length < MAX_LISTED) out.newlyPassing.push(t.id);
    }
  }
  return out;
}
function flakyTasks(tasks) {
  const ids = [];
  let count = 0;
  for (const t of tasks)
    if (t.outcomes.includes("p") && t.outcomes.includes("f")) {
      count++;
      if (ids.length < MAX_LISTED) ids.push(t.id);
    }
  return { count, ids };
}

// src/gate/bounds.ts
function statsContext(ledger) {
  const ctx = { counts: ledger.counts ?? [] };
  Object.defineProperty(ctx, "clusters", { get: () => ledger.clusters, enumerable: true });
  return ctx;
}
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
    if (!sums || !ctx.clusters)
      return {
        ...at,
        method: "bootstrap",
        n: 0,
        resamples,
        lower: value,
        upper: value,
        result: "inconclusive",
        more: null,
        reason: `${what}: inconclusive, the bootstrap needs the per-task ledger and none was read`
      };
    const n = sums.values.length;
    const seed = bootstrapSeed(m, sums.values, ctx.clusters.successes, resamples);
    const b = bootstrapRatio(sums.values, ctx.clusters.successes, resamples, level, Xoshiro128.fromHex(seed));
    const bounds2 = { lower: b.lower / sums.scale, upper: b.upper / sums.scale };
    const result2 = judge(kind, threshold, bounds2, n, g.min_n, value);
    const more2 = result2 === "inconclusive" ? moreForRatio(value, threshold, bounds2, n, kind) : void 0;
    return {
      ...at,
      method: "bootstrap",
      n,
      resamples,
      seed: `sha256:${seed}`,
      ...bounds2,
      result: result2,
      ...more2 !== void 0 ? { more: more2 } : {},
      reason: explain(what, bounds2, result2, n, g.min_n, more2)
    };
  }
  const method = g.method ?? "wilson";
  const count = countFor(m, ctx);
  if (!count)
    return {
      ...at,
      method,
      n: 0,
      lower: 0,
      upper: 1,
      result: "inconclusive",
      more: null,
      reason: `${what}: inconclusive, the measure carries no n to bound it on`
    };
  const bound = method === "exact" ? clopperPearson : wilson;
  const bounds = bound(count.x, count.n, level);
  const result = judge(kind, threshold, bounds, count.n, g.min_n, value);
  const more = result === "inconclusive" ? moreForProportion(count.x / count.n, count.n, threshold, kind, level, bound, g.min_n) : void 0;
  return {
    ...at,
    method,
    n: count.n,
    x: count.x,
    ...bounds,
    result,
    ...more !== void 0 ? { more } : {},
    reason: explain(what, bounds, result, count.n, g.min_n, more)
  };
}
function judge(kind, t, b, n, minN, value) {
  if (minN !== void 0 && n < minN) return "inconclusive";
  if (kind === "floor") return b.lower >= t && value >= t ? "pass" : b.upper < t ? "fail" : "inconclusive";
  return b.upper <= t && value <= t ? "pass" : b.lower > t ? "fail" : "inconclusive";
}
function explain(what, b, result, n, minN, more) {
  const interval = `[${fmt(b.lower)}, ${fmt(b.upper)}] on n=${n}`;
  if (minN !== void 0 && n < minN) return `${what}: inconclusive, n=${n} is below min_n ${minN}${more ? ` (~${more} more tasks)` : ""}`;
  if (result === "inconclusive")
    return `${what}: inconclusive, the interval ${interval} straddles it${more ? `; ~${more} more tasks at this rate would likely settle it` : more === null ? "; more tasks at this rate would not settle it" : ""}`;
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
var SEED_FORM = "aqr.bootstrap-seed/1";
function bootstrapSeed(m, values, successes, resamples) {
  return sha256Hex([`${SEED_FORM}
${m.id}
${m.split ?? ""}
${m.k ?? ""}
${resamples}
${values.length}
`, littleEndian(values), littleEndian(successes)]);
}
var LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
function littleEndian(a) {
  if (LITTLE_ENDIAN) return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const out = new Uint8Array(a.byteLength);
  const v = new DataView(out.buffer);
  a.forEach((x, i) => v.setFloat64(8 * i, x, true));
  return out;
}
function regressionGate(g, m, ctx, baseline) {
  const r = g.regression;
  const before = baseline.measures.find((b) => sameMeasure(b, m));
  if (!before || typeof before.value !== "number" || !before.n)
    return { skipped: `the baseline ${baseline.record_id} has no ${label(m)} with an n to compare against` };
  const now = countFor(m, ctx);
  if (!now) return { skipped: `${label(m)} carries no n to compare against the baseline` };
  const was = { x: Math.round(before.value * before.n), n: before.n };
  const pairing = pairable(m.id) && baseline.tasks && ctx.tasks ? pairTasks(m, baseline.tasks, ctx.tasks) : void 0;
  const paired = pairing && pairing.n > 0 ? {
    n: pairing.n,
    newly_failing: pairing.b,
    newly_passing: pairing.c,
    p_value: mcnemarExact(pairing.b, pairing.c),
    newly_failing_ids: pairing.newlyFailing,
    newly_passing_ids: pairing.newlyPassing
  } : void 0;
  const drop = paired ? pairedDrop(paired.newly_failing, paired.newly_passing, paired.n, r.confidence) : newcombe(was.x, was.n, now.x, now.n, r.confidence);
  const result = drop.lower > r.max_drop ? "fail" : drop.upper <= r.max_drop ? "pass" : "inconclusive";
  const test = paired ? `McNemar's exact test, paired on ${paired.n} tasks both runs answered: ${paired.newly_failing} newly failing, ${paired.newly_passing} newly passing, p = ${fmtP(paired.p_value)}` : `Newcombe's interval, unpaired: ${whyUnpaired(m.id, baseline, ctx, pairing)}`;
  const said = `${label(m)} ${before.value} \u2192 ${m.value}: the drop is within [${fmt(drop.lower)}, ${fmt(drop.upper)}] at ${r.confidence * 100}% confidence (${test})`;
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
    test: paired ? "mcnemar-exact" : "newcombe",
    ...paired ? { paired } : {},
    result,
    reason: `regression of ${said}; ${verdictText}`
  };
}
function whyUnpaired(id, baseline, ctx, pairing) {
  if (!pairable(id)) return "the measure is not per task";
  if (!baseline.tasks) return `the per-task results of ${baseline.record_id} are not at hand`;
  if (!ctx.tasks) return "this run's per-task results are not at hand";
  return pairing?.n === 0 ? "no task was answered by both runs" : "no pairs";
}
var fmtP = (p) => p >= 1e-4 ? String(Number(p.toPrecision(4))) : p.toExponential(2);

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

export {
  newcombe,
  mcnemarExact,
  pairedDrop,
  flakyTasks,
  statsContext,
  boundGate,
  STATS_FORMAT,
  withStats,
  usesStats
};
