// The bounds against values computed elsewhere: SciPy (a fixture written by
// scripts/stats-reference.py, and live when python3 has SciPy), exact
// enumeration of the binomial distribution, inversion of the score test, and
// the values Newcombe published (Stat Med 1998, 17:857-872 and 873-890).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapRatio, clopperPearson, narrowed, newcombe, normalQuantile, wilson, Xoshiro128 } from '../../src/gate/interval.js';
import { ROOT } from '../helpers.js';

interface Fixture {
  proportions: { x: number; n: number; level: number; wilson: [number, number]; exact: [number, number] }[];
  differences: { x1: number; n1: number; x2: number; n2: number; level: number; interval: [number, number] }[];
  normal: { p: number; z: number }[];
}
const scipy = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/stats/scipy-bounds.json'), 'utf8')) as Fixture;

describe('normal quantile', () => {
  it('agrees with SciPy and the published constants', () => {
    for (const { p, z } of scipy.normal) expect(Math.abs(normalQuantile(p) - z)).toBeLessThan(1e-9);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.95)).toBeCloseTo(1.6448536269514722, 12);
  });
});

describe('proportion bounds', () => {
  it(`agree with SciPy's Wilson and exact intervals on ${scipy.proportions.length} cases to 1e-9`, () => {
    let worst = 0;
    for (const c of scipy.proportions) {
      const w = wilson(c.x, c.n, c.level);
      const e = clopperPearson(c.x, c.n, c.level);
      for (const [mine, theirs] of [
        [w.lower, c.wilson[0]],
        [w.upper, c.wilson[1]],
        [e.lower, c.exact[0]],
        [e.upper, c.exact[1]],
      ] as const) {
        worst = Math.max(worst, Math.abs(mine - theirs));
        expect(Math.abs(mine - theirs), JSON.stringify(c)).toBeLessThan(1e-9);
      }
    }
    expect(worst).toBeLessThan(1e-9);
  });

  it('Clopper-Pearson agrees with exact enumeration of the binomial tail (small n)', () => {
    // P(X ≥ x | p) by summing the mass function, then bisection: no beta function involved.
    const tail = (x: number, n: number, p: number) => {
      let s = 0;
      for (let i = x; i <= n; i++) s += binom(n, i) * p ** i * (1 - p) ** (n - i);
      return s;
    };
    const solve = (f: (p: number) => number, target: number, increasing: boolean) => {
      let lo = 0;
      let hi = 1;
      for (let i = 0; i < 100; i++) {
        const mid = (lo + hi) / 2;
        if (f(mid) < target === increasing) lo = mid;
        else hi = mid;
      }
      return (lo + hi) / 2;
    };
    for (const n of [1, 3, 7, 12, 25, 40]) {
      for (let x = 0; x <= n; x++) {
        for (const level of [0.9, 0.95, 0.99]) {
          const b = clopperPearson(x, n, level);
          // lower: P(X ≥ x | p) = 1 − level; upper: P(X ≤ x | p) = 1 − level.
          const lower = x === 0 ? 0 : solve((p) => tail(x, n, p), 1 - level, true);
          const upper = x === n ? 1 : solve((p) => 1 - tail(x + 1, n, p), 1 - level, false);
          expect(Math.abs(b.lower - lower), `${x}/${n} at ${level}`).toBeLessThan(1e-9);
          expect(Math.abs(b.upper - upper), `${x}/${n} at ${level}`).toBeLessThan(1e-9);
        }
      }
    }
  });

  it('Wilson bounds are where the score test turns (inverted by bisection)', () => {
    for (const [x, n, level] of [
      [9, 12, 0.95],
      [0, 10, 0.9],
      [81, 263, 0.975],
      [1999, 2000, 0.99],
    ] as const) {
      const z = normalQuantile(level);
      const score = (p: number) => (x / n - p) / Math.sqrt((p * (1 - p)) / n);
      const w = wilson(x, n, level);
      let lo = 1e-15;
      let hi = x / n;
      if (x > 0) {
        for (let i = 0; i < 200; i++) {
          const mid = (lo + hi) / 2;
          if (score(mid) > z) lo = mid;
          else hi = mid;
        }
        expect(Math.abs(w.lower - lo)).toBeLessThan(1e-9);
      }
    }
  });

  it('matches the values Newcombe published for 81/263 (Wilson 95%: 0.2553 to 0.3662)', () => {
    const w = wilson(81, 263, 0.975);
    expect(w.lower).toBeCloseTo(0.2553, 4);
    expect(w.upper).toBeCloseTo(0.3662, 4);
  });
});

describe("Newcombe's difference interval", () => {
  it('matches his published examples (method 10)', () => {
    const a = newcombe(56, 70, 48, 80, 0.975);
    expect([a.lower, a.upper].map((v) => Math.round(v * 1e4) / 1e4)).toEqual([0.0524, 0.3339]);
    const b = newcombe(9, 10, 3, 10, 0.975);
    expect([b.lower, b.upper].map((v) => Math.round(v * 1e4) / 1e4)).toEqual([0.1705, 0.809]);
  });

  it(`agrees with the interval assembled from SciPy's Wilson bounds on ${scipy.differences.length} cases to 1e-9`, () => {
    for (const c of scipy.differences) {
      const d = newcombe(c.x1, c.n1, c.x2, c.n2, c.level);
      expect(Math.abs(d.lower - c.interval[0]), JSON.stringify(c)).toBeLessThan(1e-9);
      expect(Math.abs(d.upper - c.interval[1]), JSON.stringify(c)).toBeLessThan(1e-9);
    }
  });
});

const python = (() => {
  try {
    execFileSync('python3', ['-c', 'import scipy'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!python)('live SciPy (interoperability; skipped without python3 and SciPy)', () => {
  it('agrees on fresh random cases', () => {
    const rng = new Xoshiro128(new Uint32Array([7, 11, 13, 17]));
    const cases = Array.from({ length: 40 }, () => {
      const n = 1 + rng.below(5000);
      return { x: rng.below(n + 1), n, level: [0.9, 0.95, 0.99][rng.below(3)] as number };
    });
    const script = `import json,sys\nfrom scipy.stats import binomtest\nout=[]\nfor c in json.load(sys.stdin):\n  t=binomtest(c['x'],c['n'])\n  w=t.proportion_ci(confidence_level=2*c['level']-1,method='wilson')\n  e=t.proportion_ci(confidence_level=2*c['level']-1,method='exact')\n  out.append([float(w.low),float(w.high),float(e.low),float(e.high)])\nprint(json.dumps(out))`;
    const theirs = JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(cases) }).toString()) as number[][];
    cases.forEach((c, i) => {
      const w = wilson(c.x, c.n, c.level);
      const e = clopperPearson(c.x, c.n, c.level);
      const t = theirs[i] as number[];
      [w.lower, w.upper, e.lower, e.upper].forEach((v, j) => expect(Math.abs(v - (t[j] as number)), JSON.stringify(c)).toBeLessThan(1e-9));
    });
  });
});

describe('clustered bootstrap', () => {
  const cost = Float64Array.from({ length: 300 }, (_, i) => ((i * 7919) % 101) * 1e7);
  const succ = Float64Array.from({ length: 300 }, (_, i) => (i % 4 === 0 ? 0 : 1 + (i % 3)));
  const seed = () => new Xoshiro128(new Uint32Array([1, 2, 3, 4]));

  it('is reproducible bit for bit from the same seed, and moves with it', () => {
    const a = bootstrapRatio(cost, succ, 500, 0.95, seed());
    const b = bootstrapRatio(cost, succ, 500, 0.95, seed());
    expect(b).toEqual(a);
    const c = bootstrapRatio(cost, succ, 500, 0.95, new Xoshiro128(new Uint32Array([4, 3, 2, 1])));
    expect(c).not.toEqual(a);
  });

  it('brackets the point ratio, and narrows with more clusters', () => {
    const point = cost.reduce((s, v) => s + v, 0) / succ.reduce((s, v) => s + v, 0);
    const a = bootstrapRatio(cost, succ, 1000, 0.95, seed());
    expect(a.lower).toBeLessThan(point);
    expect(a.upper).toBeGreaterThan(point);
    const big = (arr: Float64Array) => Float64Array.from({ length: arr.length * 16 }, (_, i) => arr[i % arr.length] as number);
    const b = bootstrapRatio(big(cost), big(succ), 1000, 0.95, seed());
    expect(b.upper - b.lower).toBeLessThan((a.upper - a.lower) / 2);
  });

  it('is the plain resampling loop, draw for draw: even and odd counts, small and huge values, and the generator left where that loop leaves it', () => {
    // The loop as the method states it: n draws of rng.below(n) a resample, one sum each in draw order.
    const plain = (num: Float64Array, den: Float64Array, resamples: number, level: number, rng: Xoshiro128) => {
      const n = num.length;
      const stats: number[] = [];
      for (let b = 0; b < resamples; b++) {
        let s = 0;
        let d = 0;
        for (let i = 0; i < n; i++) {
          const j = rng.below(n);
          s += num[j] as number;
          d += den[j] as number;
        }
        stats.push(d === 0 ? Infinity : s / d);
      }
      stats.sort((x, y) => x - y);
      const at = (q: number) => stats[Math.min(resamples - 1, Math.max(0, q))] as number;
      return { lower: at(Math.floor((1 - level) * resamples)), upper: at(Math.ceil(level * resamples) - 1) };
    };
    // Huge values too (sums past 2^53, where the order of addition shows): a loop that sums in another order must keep to this one.
    for (const scale of [1, 1e9, 3e13, 2 ** 40, 2 ** 45, 2 ** 52])
      for (const n of [1, 2, 7, 300, 301]) {
        const num = Float64Array.from({ length: n }, (_, i) => ((i * 7919) % 101) * scale + (i % 3));
        const den = Float64Array.from({ length: n }, (_, i) => (i % 4 === 0 ? 0 : 1 + (i % 3)));
        const a = seed();
        const b = seed();
        expect(bootstrapRatio(num, den, 201, 0.9, a), `n ${n}, scale ${scale}`).toEqual(plain(num, den, 201, 0.9, b));
        expect(a.next()).toBe(b.next());
      }
    // Many tasks and one or two resamples, so each resample's own ratio is a bound: any draw picked otherwise shows.
    // Values that fit the narrow layout (Uint32 sums, Uint8 successes) and values that do not.
    // Multiples of 10^5 (nano-USD given to the hundredth of a cent) are narrow by their unit; times 2^33, n times the largest is past 2^53.
    for (const [scale, wide] of [
      [1, false],
      [1e5, false],
      [2 ** 33, true],
    ] as const)
      for (const n of [65_537, 200_003])
        for (const resamples of [1, 2]) {
          const num = Float64Array.from({ length: n }, (_, i) => ((i * 7919) % 100_003) * scale);
          const den = Float64Array.from({ length: n }, (_, i) => 1 + (i % 5));
          expect(narrowed(num, den) === undefined, `n ${n}, scale ${scale}`).toBe(wide);
          const a = seed();
          const b = seed();
          expect(bootstrapRatio(num, den, resamples, 0.9, a), `n ${n}, ${resamples} resamples, scale ${scale}`).toEqual(plain(num, den, resamples, 0.9, b));
          expect(a.next()).toBe(b.next());
        }
    // At the edges of the narrow layout: a value just inside reads back as itself, one just outside takes the wide loop.
    // [what, the value at index 100, its successes, the unit of the other values, narrow?]
    const edges: [string, number, number, number, boolean][] = [
      ['largest Uint32 sum', 2 ** 32 - 1, 1, 1, true],
      ['sum of 2^32', 2 ** 32, 1, 1, false],
      ['2^32 of a unit of 3', 3 * 2 ** 32, 1, 3, false],
      ['a unit of 3 broken', 3 * 2 ** 31 + 1, 1, 3, false],
      ['n times the largest just below 2^53', 32_640 * 2 ** 30, 2, 2 ** 30, true],
      ['n times the largest just past 2^53', 32_641 * 2 ** 30, 2, 2 ** 30, false],
      ['fractional sum', 0.5, 1, 1, false],
      ['negative sum', -1, 1, 1, false],
      ['negative zero', -0, 255, 1, true],
      ['255 successes', 7, 255, 1, true],
      ['256 successes', 7, 256, 1, false],
      ['fractional successes', 7, 1.5, 1, false],
      ['infinite sum', Infinity, 1, 1, false],
    ];
    for (const [what, v, w, unit, narrow] of edges) {
      const n = 257;
      const num = Float64Array.from({ length: n }, (_, i) => (i === 100 ? v : ((i * 7919) % 1000) * unit));
      const den = Float64Array.from({ length: n }, (_, i) => (i === 100 ? w : i % 3));
      expect(narrowed(num, den) !== undefined, what).toBe(narrow);
      const a = seed();
      const b = seed();
      expect(bootstrapRatio(num, den, 301, 0.95, a), what).toEqual(plain(num, den, 301, 0.95, b));
      expect(a.next()).toBe(b.next());
    }
  });

  it('follows the xoshiro128** reference stream', () => {
    // First outputs of xoshiro128** seeded (1, 2, 3, 4), as the reference C implementation gives them.
    const r = new Xoshiro128(new Uint32Array([1, 2, 3, 4]));
    expect([r.next(), r.next(), r.next()]).toEqual([11520, 0, 5927040]);
  });
});

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}
