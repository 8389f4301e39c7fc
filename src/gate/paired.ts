// Paired regression: this run and the baseline release answer the same tasks,
// so a regression is tested on the pairs, not on two independent proportions.
// For a proportion measure each task both runs answered is one pair of
// outcomes (passed / failed under the measure's rule); only the discordant
// pairs carry information about the change:
//   b  newly failing (the baseline passed it, this run fails it)
//   c  newly passing (the baseline failed it, this run passes it)
// McNemar's exact test is the two-sided exact binomial test of b among the
// b + c discordant pairs at 1/2 (scipy.stats.binomtest(b, b + c)). The drop
// (baseline − now, over the n pairs) is (b − c) / n = d · (2π − 1), d the
// discordant share (b + c) / n and π the newly failing share b / (b + c).
// Its bounds join the exact (Clopper–Pearson) bound of d and the exact bound
// of π (McNemar's, conditional on the discordant pairs), each at half the
// error (Bonferroni), so each one-sided bound holds at the stated confidence
// whatever the discordant count turns out to be. Held to SciPy in
// test/gate/paired.test.ts. Everything here is pure and deterministic.
import type { TaskResult } from '../ledger/task-detail.js';
import { clopperPearson, regularizedBeta, type Bounds } from './interval.js';

/** Which test a regression used: paired when both runs' per-task results are at hand, else today's unpaired interval. */
export type RegressionTest = 'mcnemar-exact' | 'paired-bootstrap' | 'newcombe';

/** Tasks listed by name in a paired comparison (the counts are always complete). */
export const MAX_LISTED = 50;

/** The two-sided exact binomial p-value of x successes in n at p = 1/2 (McNemar's exact test on the discordant pairs). */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  const k = Math.min(b, c);
  if (n === 0 || 2 * k === n) return 1;
  // P(X ≤ k) for X ~ Bin(n, 1/2) is I_{1/2}(n − k, k + 1); the distribution is symmetric, so the two tails are equal.
  return Math.min(1, 2 * regularizedBeta(0.5, n - k, k + 1));
}

/** One-sided bounds of the paired drop (b − c) / n, each at `level` (see the top of this file). */
export function pairedDrop(b: number, c: number, n: number, level: number): Bounds {
  if (n <= 0) return { lower: -1, upper: 1 };
  const half = 1 - (1 - level) / 2;
  const d = clopperPearson(b + c, n, half);
  const p = clopperPearson(b, b + c, half);
  const lo = 2 * p.lower - 1;
  const hi = 2 * p.upper - 1;
  return { lower: lo >= 0 ? d.lower * lo : d.upper * lo, upper: hi >= 0 ? d.upper * hi : d.lower * hi };
}

/** Whether a task passed under a proportion measure, or undefined when it has not the attempts the measure needs. */
export function passedUnder(id: string, k: number | undefined, outcomes: string): boolean | undefined {
  if (id === 'task.completion') return outcomes[0] === 'p' ? true : outcomes[0] === 'f' ? false : undefined;
  if (k === undefined || k < 1 || k > 32) return undefined;
  const first = outcomes.slice(0, k);
  if (first.length < k || first.includes('-')) return undefined;
  if (id === 'reliability.pass_hat_k') return !first.includes('f');
  if (id === 'reliability.pass_at_k') return first.includes('p');
  return undefined;
}

/** The measures a pair of tasks can be compared on: the per-task proportions. */
export function pairable(id: string): boolean {
  return id === 'task.completion' || id === 'reliability.pass_hat_k' || id === 'reliability.pass_at_k';
}

/** The pairs of one measure: tasks both runs answered, and those that flipped (each list in this run's task order, bounded). */
export interface Pairing {
  /** Tasks both runs answered under the measure. */
  n: number;
  /** Newly failing: the count, then up to MAX_LISTED ids. */
  b: number;
  c: number;
  newlyFailing: string[];
  newlyPassing: string[];
}

/** Pairs this run's tasks with the baseline's under a proportion measure (split: the measure's, or every non-canary task). */
export function pairTasks(
  m: { id: string; split?: string | undefined; k?: number | undefined },
  before: readonly TaskResult[],
  now: readonly TaskResult[],
): Pairing {
  const was = new Map<string, boolean | undefined>();
  for (const t of before) if (!m.split || t.split === m.split) was.set(t.id, passedUnder(m.id, m.k, t.outcomes));
  const out: Pairing = { n: 0, b: 0, c: 0, newlyFailing: [], newlyPassing: [] };
  for (const t of now) {
    if (m.split && t.split !== m.split) continue;
    const then = was.get(t.id);
    const here = passedUnder(m.id, m.k, t.outcomes);
    if (then === undefined || here === undefined) continue;
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

/** Flaky tasks: mixed results across their attempts (at least one passed and one failed), in task order, bounded; with the full count. */
export function flakyTasks(tasks: readonly TaskResult[]): { count: number; ids: string[] } {
  const ids: string[] = [];
  let count = 0;
  for (const t of tasks)
    if (t.outcomes.includes('p') && t.outcomes.includes('f')) {
      count++;
      if (ids.length < MAX_LISTED) ids.push(t.id);
    }
  return { count, ids };
}
