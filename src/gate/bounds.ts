// Gates that know their own uncertainty. A gate with `confidence` is judged on
// a one-sided bound, not on the point value: pass when the bound clears the
// threshold, fail when the other bound misses it, inconclusive (a hold) in
// between or below `min_n`. A gate with `regression` is also held against the
// baseline release: fail when a drop beyond max_drop is shown at its
// confidence, pass when it is excluded, inconclusive otherwise.
// Proportions use their own denominator (Wilson, or exact Clopper–Pearson);
// per-success ratios a clustered percentile bootstrap whose seed comes from
// the values it resamples (never the ledger's bytes), so `aqr verify`
// reproduces every bound bit for bit and no reordering of the same attempts
// draws another.
import type { Clusters, LedgerResult, MeasureCount } from '../ledger/measures.js';
import { DEFAULT_RESAMPLES, type ProfileGate } from '../profile/types.js';
import { sha256Hex } from '../crypto/index.js';
import { lookupMeasure, RATIO_MEASURES } from '../record/registry.js';
import type { Measure, Split } from '../record/types.js';
import { bootstrapRatio, clopperPearson, newcombe, wilson, Xoshiro128, type Bounds } from './interval.js';
import type { TaskResult } from '../ledger/task-detail.js';
import { mcnemarExact, pairable, pairedDrop, pairTasks, type RegressionTest } from './paired.js';

export type BoundOutcome = 'pass' | 'fail' | 'inconclusive';

/** One gate's bound, as the stats sidecar and `aqr verify` carry it. */
export interface BoundReport {
  id: string;
  split?: Split;
  k?: number;
  kind: 'floor' | 'ceiling';
  threshold: number;
  value: number;
  confidence: number;
  method: 'wilson' | 'exact' | 'bootstrap';
  /** Observations: the proportion's denominator, or the tasks resampled. */
  n: number;
  /** Successes, for a proportion. */
  x?: number;
  resamples?: number;
  /** The bootstrap's seed (`sha256:` hex, see bootstrapSeed): what replay derives again from the ledger. */
  seed?: string;
  lower: number;
  upper: number;
  result: BoundOutcome;
  /** Roughly how many more observations at the same rate would settle an inconclusive gate; null when none would. */
  more?: number | null;
  reason: string;
}

/** One gate's regression test against the baseline. */
export interface RegressionReport {
  id: string;
  split?: Split;
  k?: number;
  max_drop: number;
  confidence: number;
  baseline: { value: number; n: number; x: number; record_id: string };
  current: { value: number; n: number; x: number };
  /** Bounds of baseline − current (a positive drop is a regression). */
  drop: Bounds;
  /** The test behind `drop` (absent in sidecars written before paired tests: newcombe). */
  test?: RegressionTest;
  /** The paired comparison, when the test is paired: tasks both runs answered, the discordant counts, the tasks that flipped (bounded lists). */
  paired?: PairedReport;
  result: BoundOutcome;
  reason: string;
}

/** A paired regression's numbers, as the stats sidecar carries them (gate/paired.ts). */
export interface PairedReport {
  /** Tasks both runs answered under the measure. */
  n: number;
  /** Newly failing and newly passing tasks (complete counts). */
  newly_failing: number;
  newly_passing: number;
  /** McNemar's exact two-sided p-value. */
  p_value: number;
  /** Up to MAX_LISTED ids of each, in this run's task order. */
  newly_failing_ids: string[];
  newly_passing_ids: string[];
}

export interface StatsContext {
  counts: readonly MeasureCount[];
  clusters?: Clusters;
  /** This run's per-task outcomes, for a paired regression test. */
  tasks?: readonly TaskResult[];
}

/** The counts and per-task sums of the evidence, as evaluate, replay and the predicate's regate all hand them to a bound. */
export function statsContext(ledger: Pick<LedgerResult, 'counts' | 'clusters'>): StatsContext {
  const ctx: StatsContext = { counts: ledger.counts ?? [] };
  // Passed on unread: the clusters are made only when a bound needs them (ledger/measures.ts).
  Object.defineProperty(ctx, 'clusters', { get: () => ledger.clusters, enumerable: true });
  return ctx;
}

export interface Baseline {
  record_id: string;
  measures: readonly Measure[];
  verified: boolean;
  /** The baseline's per-task outcomes (its detail sidecar), when at hand: regressions are then tested on the pairs. */
  tasks?: readonly TaskResult[];
}

const sameMeasure = (
  a: { id: string; split?: string | undefined; k?: number | undefined },
  b: { id: string; split?: string | undefined; k?: number | undefined },
) => a.id === b.id && (a.split ?? '') === (b.split ?? '') && (a.k ?? 0) === (b.k ?? 0);

function label(m: { id: string; split?: string | undefined }): string {
  return m.split ? `${m.id} (${m.split})` : m.id;
}

/** x of n behind a measure: counted from the evidence, or from a given measure's value and n. */
function countFor(m: Measure, ctx: StatsContext): { x: number; n: number } | undefined {
  const c = ctx.counts.find((c) => sameMeasure(c, m));
  if (c) return { x: c.x, n: c.n };
  // A given n past 2^53 is not a count (and would keep the exact bound's continued fraction running for hours).
  if (typeof m.value === 'number' && m.n !== undefined && m.n > 0 && Number.isSafeInteger(m.n)) return { x: Math.round(m.value * m.n), n: m.n };
  return undefined;
}

/** The bound of a gate's measure, judged against its threshold. */
export function boundGate(g: ProfileGate, m: Measure, ctx: StatsContext): BoundReport {
  const level = g.confidence as number;
  const kind = g.floor !== undefined ? 'floor' : 'ceiling';
  const threshold = (g.floor ?? g.ceiling) as number;
  const value = m.value as number;
  const at = { id: m.id, ...(m.split ? { split: m.split } : {}), ...(m.k !== undefined ? { k: m.k } : {}), kind, threshold, value, confidence: level } as const;
  const what = `${label(m)} ${value} against ${kind} ${threshold} at ${level * 100}% confidence`;

  if (RATIO_MEASURES.has(m.id)) {
    const sums = ctx.clusters?.sums[m.id as keyof Clusters['sums']];
    const resamples = g.resamples ?? DEFAULT_RESAMPLES;
    if (!sums || !ctx.clusters)
      return {
        ...at,
        method: 'bootstrap',
        n: 0,
        resamples,
        lower: value,
        upper: value,
        result: 'inconclusive',
        more: null,
        reason: `${what}: inconclusive, the bootstrap needs the per-task ledger and none was read`,
      };
    const n = sums.values.length;
    const seed = bootstrapSeed(m, sums.values, ctx.clusters.successes, resamples);
    const b = bootstrapRatio(sums.values, ctx.clusters.successes, resamples, level, Xoshiro128.fromHex(seed));
    const bounds = { lower: b.lower / sums.scale, upper: b.upper / sums.scale };
    const result = judge(kind, threshold, bounds, n, g.min_n, value);
    const more = result === 'inconclusive' ? moreForRatio(value, threshold, bounds, n, kind) : undefined;
    return {
      ...at,
      method: 'bootstrap',
      n,
      resamples,
      seed: `sha256:${seed}`,
      ...bounds,
      result,
      ...(more !== undefined ? { more } : {}),
      reason: explain(what, bounds, result, n, g.min_n, more),
    };
  }

  const method = g.method ?? 'wilson';
  const count = countFor(m, ctx);
  if (!count)
    return {
      ...at,
      method,
      n: 0,
      lower: 0,
      upper: 1,
      result: 'inconclusive',
      more: null,
      reason: `${what}: inconclusive, the measure carries no n to bound it on`,
    };
  const bound = method === 'exact' ? clopperPearson : wilson;
  const bounds = bound(count.x, count.n, level);
  const result = judge(kind, threshold, bounds, count.n, g.min_n, value);
  const more = result === 'inconclusive' ? moreForProportion(count.x / count.n, count.n, threshold, kind, level, bound, g.min_n) : undefined;
  return {
    ...at,
    method,
    n: count.n,
    x: count.x,
    ...bounds,
    result,
    ...(more !== undefined ? { more } : {}),
    reason: explain(what, bounds, result, count.n, g.min_n, more),
  };
}

/** A bound passes only a gate its point value also passes: a skewed bootstrap percentile can sit on the near side of the value. */
function judge(kind: 'floor' | 'ceiling', t: number, b: Bounds, n: number, minN: number | undefined, value: number): BoundOutcome {
  if (minN !== undefined && n < minN) return 'inconclusive';
  if (kind === 'floor') return b.lower >= t && value >= t ? 'pass' : b.upper < t ? 'fail' : 'inconclusive';
  return b.upper <= t && value <= t ? 'pass' : b.lower > t ? 'fail' : 'inconclusive';
}

function explain(what: string, b: Bounds, result: BoundOutcome, n: number, minN: number | undefined, more: number | null | undefined): string {
  const interval = `[${fmt(b.lower)}, ${fmt(b.upper)}] on n=${n}`;
  if (minN !== undefined && n < minN) return `${what}: inconclusive, n=${n} is below min_n ${minN}${more ? ` (~${more} more tasks)` : ''}`;
  if (result === 'inconclusive')
    return `${what}: inconclusive, the interval ${interval} straddles it${more ? `; ~${more} more tasks at this rate would likely settle it` : more === null ? '; more tasks at this rate would not settle it' : ''}`;
  return `${what}: ${result}, interval ${interval}`;
}

const fmt = (x: number) => (Number.isFinite(x) ? String(Math.round(x * 1e4) / 1e4) : String(x));

/** The fewest observations, at the same rate, whose bound settles the gate (doubling, then bisection). */
function moreForProportion(
  p: number,
  n: number,
  t: number,
  kind: 'floor' | 'ceiling',
  level: number,
  bound: typeof wilson,
  minN: number | undefined,
): number | null {
  if (p === t) return null;
  const settles = (m: number) => judge(kind, t, bound(p * m, m, level), m, minN, p) !== 'inconclusive';
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

/** For a bootstrap bound: the half-width shrinks as 1/√n. */
function moreForRatio(value: number, t: number, b: Bounds, n: number, kind: 'floor' | 'ceiling'): number | null {
  const gap = Math.abs(t - value);
  const half = kind === 'ceiling' ? (value < t ? b.upper - value : value - b.lower) : value > t ? value - b.lower : b.upper - value;
  if (gap === 0 || !Number.isFinite(half) || n === 0) return null;
  return Math.max(1, Math.ceil(n * (half / gap) ** 2) - n);
}

/** The canonical form's name, first in what is hashed: a new form gets a new name. */
export const SEED_FORM = 'aqr.bootstrap-seed/1';

/**
 * The seed of one gate's bootstrap (hex), from the data it resamples and
 * nothing else: sha256 of `aqr.bootstrap-seed/1`, the measure's id, split and
 * k, the resamples and the task count (one line each), then every task's
 * fixed-point sum and then every task's successes, as little-endian float64,
 * in the task manifest's order (the order the draws index). The tally is the
 * same whatever the order, spacing, compression or sharding of the ledger's
 * lines, so the seed is too: no rewrite of the same attempts draws another
 * bound. The threshold and confidence are left out on purpose: they do not
 * change what is drawn, and in the seed they would be knobs to grind (a
 * ceiling tightened by 1e-9 would draw afresh). The arrays go into the hash
 * as they are, one pass and no text per task.
 */
export function bootstrapSeed(m: Pick<Measure, 'id' | 'split' | 'k'>, values: Float64Array, successes: Float64Array, resamples: number): string {
  return sha256Hex([`${SEED_FORM}\n${m.id}\n${m.split ?? ''}\n${m.k ?? ''}\n${resamples}\n${values.length}\n`, littleEndian(values), littleEndian(successes)]);
}

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** A float64 array's bytes, little-endian: the array's own memory on every usual machine, a swapped copy elsewhere. */
function littleEndian(a: Float64Array): Uint8Array {
  if (LITTLE_ENDIAN) return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const out = new Uint8Array(a.byteLength);
  const v = new DataView(out.buffer);
  a.forEach((x, i) => v.setFloat64(8 * i, x, true));
  return out;
}

/** A gate's measure against the same measure of the baseline release. */
export function regressionGate(g: ProfileGate, m: Measure, ctx: StatsContext, baseline: Baseline): RegressionReport | { skipped: string } {
  const r = g.regression as NonNullable<ProfileGate['regression']>;
  const before = baseline.measures.find((b) => sameMeasure(b, m));
  if (!before || typeof before.value !== 'number' || !before.n)
    return { skipped: `the baseline ${baseline.record_id} has no ${label(m)} with an n to compare against` };
  const now = countFor(m, ctx);
  if (!now) return { skipped: `${label(m)} carries no n to compare against the baseline` };
  const was = { x: Math.round(before.value * before.n), n: before.n };
  const pairing = pairable(m.id) && baseline.tasks && ctx.tasks ? pairTasks(m, baseline.tasks, ctx.tasks) : undefined;
  const paired: PairedReport | undefined =
    pairing && pairing.n > 0
      ? {
          n: pairing.n,
          newly_failing: pairing.b,
          newly_passing: pairing.c,
          p_value: mcnemarExact(pairing.b, pairing.c),
          newly_failing_ids: pairing.newlyFailing,
          newly_passing_ids: pairing.newlyPassing,
        }
      : undefined;
  const drop = paired ? pairedDrop(paired.newly_failing, paired.newly_passing, paired.n, r.confidence) : newcombe(was.x, was.n, now.x, now.n, r.confidence);
  const result: BoundOutcome = drop.lower > r.max_drop ? 'fail' : drop.upper <= r.max_drop ? 'pass' : 'inconclusive';
  const test = paired
    ? `McNemar's exact test, paired on ${paired.n} tasks both runs answered: ${paired.newly_failing} newly failing, ${paired.newly_passing} newly passing, p = ${fmtP(paired.p_value)}`
    : `Newcombe's interval, unpaired: ${whyUnpaired(m.id, baseline, ctx, pairing)}`;
  const said = `${label(m)} ${before.value} → ${m.value as number}: the drop is within [${fmt(drop.lower)}, ${fmt(drop.upper)}] at ${r.confidence * 100}% confidence (${test})`;
  const verdictText =
    result === 'fail'
      ? `more than the allowed ${r.max_drop}`
      : result === 'pass'
        ? `a drop beyond ${r.max_drop} is excluded`
        : `a drop beyond ${r.max_drop} is neither shown nor excluded`;
  return {
    id: m.id,
    ...(m.split ? { split: m.split } : {}),
    ...(m.k !== undefined ? { k: m.k } : {}),
    max_drop: r.max_drop,
    confidence: r.confidence,
    baseline: { value: before.value, n: was.n, x: was.x, record_id: baseline.record_id },
    current: { value: m.value as number, n: now.n, x: now.x },
    drop,
    test: paired ? 'mcnemar-exact' : 'newcombe',
    ...(paired ? { paired } : {}),
    result,
    reason: `regression of ${said}; ${verdictText}`,
  };
}

/** Why a regression fell back to the unpaired test, in words. */
function whyUnpaired(id: string, baseline: Baseline, ctx: StatsContext, pairing: { n: number } | undefined): string {
  if (!pairable(id)) return 'the measure is not per task';
  if (!baseline.tasks) return `the per-task results of ${baseline.record_id} are not at hand`;
  if (!ctx.tasks) return "this run's per-task results are not at hand";
  return pairing?.n === 0 ? 'no task was answered by both runs' : 'no pairs';
}

/** A p-value to four significant digits (small ones in exponent form). */
const fmtP = (p: number) => (p >= 1e-4 ? String(Number(p.toPrecision(4))) : p.toExponential(2));

/** Whether a measure can carry a bound at all (the registry's proportions and the per-success ratios). */
export function boundable(id: string): boolean {
  return RATIO_MEASURES.has(id) || lookupMeasure(id)?.value === 'fraction';
}
