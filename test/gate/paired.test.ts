// The paired regression test (src/gate/paired.ts) against SciPy: McNemar's
// exact p-value is scipy.stats.binomtest(b, b + c, 0.5).pvalue, and the drop's
// bounds are assembled from scipy's exact (Clopper–Pearson) intervals of the
// discordant share and of the newly failing share among the discordant pairs,
// on paired outcomes generated here from a seeded generator; the pairs are
// counted again in Python from the raw outcomes. And exact enumeration on small
// counts, with no library at all.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/gate/interval.js';
import { flakyTasks, MAX_LISTED, mcnemarExact, pairedDrop, pairTasks, passedUnder } from '../../src/gate/paired.js';
import type { TaskResult } from '../../src/ledger/task-detail.js';

const binom = (n: number, k: number) => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};

describe('McNemar exact', () => {
  it('is the two-sided binomial tail on the discordant pairs, by enumeration', () => {
    for (let n = 0; n <= 40; n++)
      for (let b = 0; b <= n; b++) {
        const c = n - b;
        // Two-sided as SciPy sums it: every outcome no more likely than the one observed.
        const pObs = binom(n, b) / 2 ** n;
        let p = 0;
        for (let i = 0; i <= n; i++) if (binom(n, i) / 2 ** n <= pObs * (1 + 1e-7)) p += binom(n, i) / 2 ** n;
        expect(Math.abs(mcnemarExact(b, c) - Math.min(1, p)), `${b}, ${c}`).toBeLessThan(1e-12);
      }
  });
});

describe('the pairs', () => {
  const t = (id: string, outcomes: string, split = 'held-out'): TaskResult => ({ id, split, outcomes });
  it('pair only tasks both runs answered under the measure, and list the flips in this run’s order', () => {
    const before = [t('a', 'ppp'), t('b', 'fpp'), t('c', 'p'), t('d', 'ppf'), t('e', 'ppp', 'held-in'), t('gone', 'p')];
    const now = [t('d', 'fpp'), t('a', 'pfp'), t('b', 'ppp'), t('c', 'f'), t('e', 'fff', 'held-in'), t('new', 'f')];
    expect(pairTasks({ id: 'task.completion', split: 'held-out' }, before, now)).toEqual({
      n: 4,
      b: 2,
      c: 1,
      newlyFailing: ['d', 'c'],
      newlyPassing: ['b'],
    });
    // pass^3 needs three attempts on both sides: c has one, so it is not a pair.
    expect(pairTasks({ id: 'reliability.pass_hat_k', split: 'held-out', k: 3 }, before, now)).toMatchObject({ n: 3, b: 1, c: 1 });
    expect(pairTasks({ id: 'task.completion' }, before, now)).toMatchObject({ n: 5, b: 3, c: 1 });
    expect(passedUnder('reliability.pass_at_k', 2, 'f-p')).toBeUndefined();
    expect(passedUnder('reliability.pass_at_k', 3, 'ffp')).toBe(true);
  });

  it('list flaky tasks (mixed across attempts), bounded, with the full count', () => {
    const many = Array.from({ length: 2 * MAX_LISTED + 5 }, (_, i) => t(`t${i}`, i % 2 ? 'pf' : 'pp'));
    const f = flakyTasks([t('x', 'fp'), t('y', 'ff'), t('z', 'p-f'), ...many]);
    expect(f.count).toBe(2 + MAX_LISTED + 2);
    expect(f.ids.slice(0, 3)).toEqual(['x', 'z', 't1']);
    expect(f.ids).toHaveLength(MAX_LISTED);
  });

  it('bound the drop inside [-1, 1], around the observed drop, and narrow with more pairs', () => {
    for (const [b, c, n] of [
      [6, 0, 40],
      [0, 0, 40],
      [3, 9, 100],
      [40, 0, 40],
    ] as const) {
      const d = pairedDrop(b, c, n, 0.95);
      expect(d.lower).toBeGreaterThanOrEqual(-1);
      expect(d.upper).toBeLessThanOrEqual(1);
      expect(d.lower).toBeLessThanOrEqual((b - c) / n);
      expect(d.upper).toBeGreaterThanOrEqual((b - c) / n);
    }
    const small = pairedDrop(6, 2, 40, 0.95);
    const big = pairedDrop(60, 20, 400, 0.95);
    expect(big.upper - big.lower).toBeLessThan(small.upper - small.lower);
  });
});

// The Python that has SciPy: AQR_PYTHON when .ci/run had to install Debian's.
const PYTHON = process.env['AQR_PYTHON'] ?? 'python3';
const scipy = (() => {
  try {
    execFileSync(PYTHON, ['-c', 'import scipy'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!scipy && process.env['AQR_REQUIRE_SCIPY'] === '1')
  throw new Error('AQR_REQUIRE_SCIPY=1 but python3 with SciPy is absent: the paired test would not be held to it');

describe.skipIf(!scipy)('paired regression against SciPy (skipped: needs python3 with SciPy)', () => {
  it('agrees on 300 generated paired runs: the pairs, the p-value and the bounds', () => {
    const rng = new Xoshiro128(new Uint32Array([41, 4, 1, 2026]));
    const u = () => rng.next() / 4294967296;
    const cases = Array.from({ length: 300 }, (_, i) => {
      const n = 1 + rng.below(i < 200 ? 120 : 1000);
      const p = u();
      // How often a task flips, and which way: from none to most.
      const flip = [0, 0.02, 0.1, 0.3][rng.below(4)] as number;
      const down = u();
      const before: string[] = [];
      const now: string[] = [];
      for (let j = 0; j < n; j++) {
        const was = u() < p;
        const flips = u() < flip && (was ? u() < down : u() >= down);
        before.push(was ? 'p' : 'f');
        now.push(flips !== was ? 'p' : 'f');
      }
      return { before, now, level: [0.8, 0.9, 0.95, 0.99][rng.below(4)] as number };
    });
    const script = [
      'import json,sys',
      'from scipy.stats import binomtest',
      'out=[]',
      'for c in json.load(sys.stdin):',
      "  b=sum(1 for x,y in zip(c['before'],c['now']) if x=='p' and y=='f')",
      "  k=sum(1 for x,y in zip(c['before'],c['now']) if x=='f' and y=='p')",
      "  n=len(c['now']); m=b+k; half=1-(1-c['level'])/2",
      '  p=binomtest(b,m).pvalue if m>0 else 1.0',
      "  d=binomtest(m,n).proportion_ci(confidence_level=2*half-1,method='exact')",
      "  pi=binomtest(b,m).proportion_ci(confidence_level=2*half-1,method='exact') if m>0 else None",
      '  pl,pu=(pi.low,pi.high) if pi else (0.0,1.0)',
      '  lo=2*pl-1; hi=2*pu-1',
      '  lower=d.low*lo if lo>=0 else d.high*lo',
      '  upper=d.high*hi if hi>=0 else d.low*hi',
      '  out.append([b,k,n,float(p),float(lower),float(upper)])',
      'print(json.dumps(out))',
    ].join('\n');
    const theirs = JSON.parse(execFileSync(PYTHON, ['-c', script], { input: JSON.stringify(cases) }).toString()) as number[][];
    let worst = 0;
    let decisive = 0;
    cases.forEach((c, i) => {
      const res = (xs: string[]) => xs.map((o, j) => ({ id: `t${j}`, split: 'held-out', outcomes: o }));
      const pr = pairTasks({ id: 'task.completion' }, res(c.before), res(c.now));
      const [b, k, n, p, lower, upper] = theirs[i] as [number, number, number, number, number, number];
      expect([pr.b, pr.c, pr.n]).toEqual([b, k, n]);
      const mine = mcnemarExact(pr.b, pr.c);
      // Relative for small p-values: both sum the same tail, by different means.
      expect(Math.abs(mine - p) / Math.max(p, 1e-300), `p of ${b}, ${k}`).toBeLessThan(1e-8);
      const d = pairedDrop(pr.b, pr.c, pr.n, c.level);
      for (const [x, y] of [
        [d.lower, lower],
        [d.upper, upper],
      ] as const) {
        worst = Math.max(worst, Math.abs(x - y));
        expect(Math.abs(x - y), `${b}, ${k} of ${n} at ${c.level}`).toBeLessThan(1e-9);
      }
      if (mine < 0.05) decisive++;
    });
    expect(worst).toBeLessThan(1e-9);
    // The generated cases reach both sides of the test.
    expect(decisive).toBeGreaterThan(20);
    expect(decisive).toBeLessThan(280);
  });
});
