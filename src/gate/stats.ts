// A gate's point result, refined by its confidence bound and its regression
// test, and the sidecar that carries every number behind them
// (`<record>.stats.json`): what `aqr verify` recomputes and the comment shows.
import type { ProfileGate } from '../profile/types.js';
import type { Measure, Split } from '../record/types.js';
import { boundGate, regressionGate, type Baseline, type BoundOutcome, type BoundReport, type RegressionReport, type StatsContext } from './bounds.js';
import type { GateOutcome, GateResult } from './gates.js';
import { backingMeasure } from '../record/backing.js';

export const STATS_FORMAT = 'aqr.stats/1';

export interface StatsSidecar {
  format: typeof STATS_FORMAT;
  bounds: BoundReport[];
  regressions: RegressionReport[];
  shadow: { id: string; split?: Split; result: GateOutcome; reason: string }[];
  baseline?: { record_id: string; verified: boolean };
  /** What was not checked and why (no baseline, a baseline without the measure). */
  notices: string[];
}

interface Inputs {
  measures: readonly Measure[];
  stats?: StatsContext;
  baseline?: Baseline;
}

const ORDER: Record<BoundOutcome, number> = { pass: 0, inconclusive: 1, fail: 2 };

/**
 * The gate with its bound and regression applied; undefined when the gate is a
 * regression alone and there is nothing to regress against (never a pass that
 * reads as checked).
 */
export function withStats(g: ProfileGate, r: GateResult, input: Inputs, sidecar: StatsSidecar): GateResult | undefined {
  const threshold = g.floor !== undefined || g.ceiling !== undefined;
  if (g.confidence === undefined && !g.regression) return r;
  const m = measureOf(r, g, input.measures);
  const ctx: StatsContext = input.stats ?? { counts: [] };
  let out = r;

  if (g.confidence !== undefined && threshold && m && (r.result === 'pass' || r.result === 'fail')) {
    const bound = boundGate(g, m, ctx);
    if (g.mode !== 'shadow') sidecar.bounds.push(bound);
    // A failing decision on the same gate still fails it; the bound replaces only the point comparison.
    const decidedFail = r.decided === 'fail';
    out = { ...out, bound, result: decidedFail ? 'fail' : bound.result, reason: decidedFail ? `${bound.reason}; ${r.reason}` : bound.reason };
  }

  if (g.regression) {
    const where = `gate ${g.id}${g.split ? ` (${g.split})` : ''}`;
    // A regression-only gate that a decision settled keeps that decision: a regression never erases it.
    const decided = !threshold && r.result !== 'missing';
    if (!m) {
      if (!threshold) return decided && r.result === 'fail' ? r : { ...r, result: 'missing' };
    } else if (!input.baseline) {
      sidecar.notices.push(`The regression part of ${where} was not checked: there is no baseline release.`);
      if (!threshold) return decided ? r : undefined;
    } else {
      const t = regressionGate(g, m, ctx, input.baseline);
      if ('skipped' in t) {
        sidecar.notices.push(`The regression part of ${where} was not checked: ${t.skipped}.`);
        if (!threshold) return decided ? r : undefined;
      } else {
        if (g.mode !== 'shadow') sidecar.regressions.push(t);
        const before = threshold || decided ? out.result : 'pass';
        const worst = before === 'missing' ? 'missing' : worse(before, t.result);
        out = { ...out, regression: t, result: worst, reason: threshold || decided ? `${out.reason}; ${t.reason}` : t.reason };
      }
    }
  }
  return out;
}

function worse(a: GateOutcome, b: BoundOutcome): GateOutcome {
  if (a === 'missing') return a;
  return ORDER[a] >= ORDER[b] ? a : b;
}

/** The measure a gate's result stands on: the backing measure, as for every gate. */
function measureOf(r: GateResult, g: ProfileGate, measures: readonly Measure[]): Measure | undefined {
  if (typeof r.value !== 'number' && (!g.regression || g.floor !== undefined || g.ceiling !== undefined)) return undefined;
  return backingMeasure(g, measures).pick;
}

/** Whether the sidecar has anything to say (written only then). */
export function usesStats(s: StatsSidecar): boolean {
  return s.bounds.length + s.regressions.length + s.shadow.length + s.notices.length > 0;
}
