// Confidence bounds, on plain numbers. Everything here is deterministic and
// exact to about 1e-12, so `aqr verify` recomputes the same bound bit for bit:
//   wilson          Wilson score bounds of a proportion (one-sided, each at level c)
//   clopperPearson  exact (Clopper–Pearson) bounds, from the Beta quantile
//   newcombe        Newcombe's hybrid score interval for a difference of proportions
//   bootstrapRatio  percentile bootstrap of a ratio of sums, resampling clusters
// The numerics are written out (series and continued fractions, no tables of
// fitted coefficients) because a statistics library adds 200-400 KB to every
// bundle for four functions; test/gate/interval.test.ts holds them to SciPy.

export interface Bounds {
  lower: number;
  upper: number;
}

const SQRT2 = Math.SQRT2;
const TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);

/** erf(x) for x ≥ 0 through the all-positive series e^{-x²} Σ 2ⁿx^{2n+1}/(2n+1)!!; erfc by continued fraction past 6. */
function erf(x: number): number {
  if (x < 0) return -erf(-x);
  if (x > 6) return 1 - erfcTail(x);
  let term = x;
  let sum = x;
  for (let n = 1; n < 500; n++) {
    term *= (2 * x * x) / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return TWO_OVER_SQRT_PI * Math.exp(-x * x) * sum;
}

/** erfc(x) for large x: the Laplace continued fraction, evaluated by Lentz's method. */
function erfcTail(x: number): number {
  // erfc(x) = e^{-x²}/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …)))))
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

/** The standard normal distribution function. */
export function normalCdf(z: number): number {
  return 0.5 + 0.5 * erf(z / SQRT2);
}

/** Φ⁻¹(p): Newton's method on Φ, which converges monotonically from 0 (Φ is concave above 0). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  if (p < 0.5) return -normalQuantile(1 - p);
  let z = 0;
  for (let i = 0; i < 200; i++) {
    const step = (normalCdf(z) - p) / (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI));
    z -= step;
    if (Math.abs(step) < 1e-15 * Math.max(1, z)) break;
  }
  return z;
}

/** One-sided Wilson score bounds of x successes in n, each at one-sided level `level`. */
export function wilson(x: number, n: number, level: number): Bounds {
  if (n <= 0) return { lower: 0, upper: 1 };
  const z = normalQuantile(level);
  const p = x / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lower: x === 0 ? 0 : Math.max(0, center - half), upper: x === n ? 1 : Math.min(1, center + half) };
}

/** One-sided Clopper–Pearson bounds: the Beta quantiles at 1 − level and level. */
export function clopperPearson(x: number, n: number, level: number): Bounds {
  if (n <= 0) return { lower: 0, upper: 1 };
  return {
    lower: x === 0 ? 0 : betaQuantile(1 - level, x, n - x + 1),
    upper: x === n ? 1 : betaQuantile(level, x + 1, n - x),
  };
}

/**
 * Newcombe's hybrid score interval (his method 10) for p1 − p2, each bound
 * one-sided at `level`, from Wilson bounds at the same level.
 */
export function newcombe(x1: number, n1: number, x2: number, n2: number, level: number): Bounds {
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const a = wilson(x1, n1, level);
  const b = wilson(x2, n2, level);
  const d = p1 - p2;
  return {
    lower: d - Math.sqrt((p1 - a.lower) ** 2 + (b.upper - p2) ** 2),
    upper: d + Math.sqrt((a.upper - p1) ** 2 + (p2 - b.lower) ** 2),
  };
}

/** ln Γ(x) for x > 0: the Stirling series past 15, shifted there by the recurrence below it. */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma: x must be positive, got ${x}`);
  let shift = 0;
  while (x < 15) {
    shift -= Math.log(x);
    x += 1;
  }
  const x2 = x * x;
  // Bernoulli terms B₂ₖ / (2k(2k−1) x^{2k−1}), k = 1..7.
  const series = (1 / 12 - (1 / 360 - (1 / 1260 - (1 / 1680 - (1 / 1188 - (691 / 360360 - 1 / (156 * x2)) / x2) / x2) / x2) / x2) / x2) / x;
  return shift + (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + series;
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  const limit = 10_000 + 20 * Math.ceil(Math.sqrt(Math.max(a, b)));
  for (let m = 1; m <= limit; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
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

/** The regularized incomplete beta function I_x(a, b). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** The q-quantile of Beta(a, b), by bisection on I_x(a, b): slow but exact, and the same on every machine. */
export function betaQuantile(q: number, a: number, b: number): number {
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

/**
 * xoshiro128**: a small, fast generator whose stream is fixed by its 128-bit
 * seed. Its one home: the two resample loops below run `next` inlined over
 * the same words, held to it draw for draw by test/gate/interval.test.ts.
 */
export class Xoshiro128 {
  private s: Uint32Array;
  constructor(seed: Uint32Array) {
    this.s = Uint32Array.from(seed.slice(0, 4));
    if (this.s.every((v) => v === 0)) this.s[0] = 1;
  }
  /** Seeded from a hex digest's first 16 bytes, as four little-endian words. */
  static fromHex(hex: string): Xoshiro128 {
    const word = (i: number) => {
      const b = (j: number) => parseInt(hex.slice(8 * i + 2 * j, 8 * i + 2 * j + 2), 16);
      return (b(0) | (b(1) << 8) | (b(2) << 16) | (b(3) << 24)) >>> 0;
    };
    return new Xoshiro128(Uint32Array.of(word(0), word(1), word(2), word(3)));
  }
  /** The next 32 random bits. */
  next(): number {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1] as number, 5), 7), 9) >>> 0;
    const t = (s[1] as number) << 9;
    s[2] = (s[2] as number) ^ (s[0] as number);
    s[3] = (s[3] as number) ^ (s[1] as number);
    s[1] = (s[1] as number) ^ (s[2] as number);
    s[0] = (s[0] as number) ^ (s[3] as number);
    s[2] = (s[2] as number) ^ t;
    s[3] = rotl(s[3] as number, 11);
    return result;
  }
  /** The four state words, for a loop that runs the generator inline; setState puts them back. */
  state(): [number, number, number, number] {
    return [this.s[0] as number, this.s[1] as number, this.s[2] as number, this.s[3] as number];
  }
  setState(w: readonly [number, number, number, number]): void {
    this.s.set(w);
  }
  /** A uniform integer in [0, n). */
  below(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }
}

/**
 * One resample: n draws of rng.below(n), the generator inlined over `state`
 * (its words, signed), the sums of the drawn tasks' values into `sums`, in
 * draw order. A function of its own, called a thousand times: V8 optimises it
 * whole, where the loop inside bootstrapRatio ran as code replaced on the
 * stack mid-loop, 80 instructions a draw against 50 here.
 *
 * Two layouts of the same values, each with its own loop so that each loop
 * sees one kind of array: `pairs` (each task's sum and successes side by
 * side, 16 bytes a task) for any values, and the narrow one (the sums over
 * their common unit as Uint32, the successes as Uint8, 5 bytes a task) when
 * every value fits exactly (see `narrowed`). The draws land anywhere in the
 * task list, so its size decides the cost: 200,000 tasks are 3.2 MB wide,
 * past a core's cache, and 1 MB narrow, inside it.
 */
function resampleWide(pairs: Float64Array, n: number, state: Int32Array, sums: Float64Array): void {
  let s0 = state[0] as number;
  let s1 = state[1] as number;
  let s2 = state[2] as number;
  let s3 = state[3] as number;
  let s = 0;
  let d = 0;
  for (let i = 0; i < n; i++) {
    // Xoshiro128.next(), inlined.
    const m = Math.imul(s1, 5);
    const r = Math.imul((m << 7) | (m >>> 25), 9);
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    // floor(r / 2^32 * n), doubled, where the truncation of << is the floor:
    // exact for n below 2^30 tasks (pairs of 2^31 doubles, 16 GB, out of reach).
    const j = (((r >>> 0) / 4294967296) * n) << 1;
    s += pairs[j] as number;
    d += pairs[j + 1] as number;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
  sums[0] = s;
  sums[1] = d;
}

/** resampleWide over the narrow layout: the same draws, the same additions. */
function resampleNarrow(num: Uint32Array, den: Uint8Array, n: number, state: Int32Array, sums: Float64Array): void {
  let s0 = state[0] as number;
  let s1 = state[1] as number;
  let s2 = state[2] as number;
  let s3 = state[3] as number;
  let s = 0;
  let d = 0;
  for (let i = 0; i < n; i++) {
    // Xoshiro128.next(), inlined.
    const m = Math.imul(s1, 5);
    const r = Math.imul((m << 7) | (m >>> 25), 9);
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    // floor(r / 2^32 * n), where the truncation of | 0 is the floor: exact for
    // n below 2^31 tasks (a Uint32Array of 8 GB, out of reach).
    const j = (((r >>> 0) / 4294967296) * n) | 0;
    s += num[j] as number;
    d += den[j] as number;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
  sums[0] = s;
  sums[1] = d;
}

/**
 * (Exported for its test.) The values in the narrow layout, when it holds
 * them exactly: every sum a non-negative integer, a multiple of `unit` (their
 * greatest common divisor: costs in nano-USD given to the cent or the
 * hundredth of a cent are multiples of 10^7 or 10^5) with sum / unit within
 * Uint32, and every count of successes an integer from 0 to 255. And n times
 * the largest sum below 2^53, so that every partial sum, of the values or of
 * the values over `unit`, is exact: then the narrow loop's sum times `unit`
 * is the wide loop's sum, bit for bit.
 */
export function narrowed(num: Float64Array, den: Float64Array): { num: Uint32Array; den: Uint8Array; unit: number } | undefined {
  const n = num.length;
  let unit = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = num[i] as number;
    const w = den[i] as number;
    // -0 passes, read back as +0: either adds nothing to a sum that starts at +0.
    if (!(Number.isInteger(v) && v >= 0) || (w & 255) !== w) return undefined;
    if (v > max) max = v;
    unit = gcd(unit, v);
  }
  if (unit === 0) unit = 1;
  if (max / unit > 0xffffffff || n * max >= 2 ** 53) return undefined;
  return { num: Uint32Array.from(num, (v) => v / unit), den: Uint8Array.from(den), unit };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Euclid's algorithm over integers below 2^53, where % is exact. */
function gcd(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/**
 * Percentile bootstrap bounds of Σ num / Σ den, resampling clusters (tasks) with
 * replacement: every attempt of a task moves with it. Sums are of integers
 * (fixed-point amounts), so the order of addition cannot change a result.
 * A resample with no successes has no ratio and counts as +∞ (the worst case
 * for a ceiling).
 */
export function bootstrapRatio(num: Float64Array, den: Float64Array, resamples: number, level: number, rng: Xoshiro128): Bounds {
  const n = num.length;
  // The generator's state in locals: the same stream as rng.below(n), a third
  // faster over the 200,000,000 draws of 1,000 resamples of 200,000 tasks.
  // The state words as signed 32-bit integers: the same bits, and the loop
  // stays in integer registers (unsigned words above 2^31 are doubles to V8).
  const state = Int32Array.from(rng.state(), (w) => w | 0);
  const sums = new Float64Array(2);
  const stats = new Float64Array(resamples);
  const narrow = narrowed(num, den);
  let pairs: Float64Array | undefined;
  if (!narrow) {
    // Each task's pair side by side: one cache line a draw, not two.
    pairs = new Float64Array(2 * n);
    for (let i = 0; i < n; i++) {
      pairs[2 * i] = num[i] as number;
      pairs[2 * i + 1] = den[i] as number;
    }
  }
  for (let b = 0; b < resamples; b++) {
    if (narrow) {
      resampleNarrow(narrow.num, narrow.den, n, state, sums);
      sums[0] = (sums[0] as number) * narrow.unit;
    } else resampleWide(pairs as Float64Array, n, state, sums);
    stats[b] = sums[1] === 0 ? Infinity : (sums[0] as number) / (sums[1] as number);
  }
  rng.setState([(state[0] as number) >>> 0, (state[1] as number) >>> 0, (state[2] as number) >>> 0, (state[3] as number) >>> 0]);
  stats.sort();
  const at = (q: number) => stats[Math.min(resamples - 1, Math.max(0, q))] as number;
  return { lower: at(Math.floor((1 - level) * resamples)), upper: at(Math.ceil(level * resamples) - 1) };
}
