// A profile's gates against the evidence. Each gate resolves to pass, fail or
// missing: a threshold against exactly one measure, an external decision, or a
// boolean measure that must be true. Missing evidence is never a pass.
import type { ProfileGate } from '../profile/types.js';
import { backingMeasure } from '../record/backing.js';
import { decisionContradiction } from './contradiction.js';
import type { Gate, GateSource, Measure } from '../record/types.js';
import type { BoundReport, RegressionReport } from './bounds.js';

/** inconclusive: a confidence bound straddles the threshold (a hold, written as fail). */
export type GateOutcome = 'pass' | 'fail' | 'missing' | 'inconclusive';

export interface GateResult {
  id: string;
  split?: Measure['split'];
  k?: number;
  source: GateSource;
  result: GateOutcome;
  value?: number | boolean;
  floor?: number;
  ceiling?: number;
  /** One line: what was compared, or why nothing could be. */
  reason: string;
  evidence?: string;
  /** The confidence bound the result follows, when the gate sets one. */
  bound?: BoundReport;
  /** The regression test against the baseline release, when the gate sets one. */
  regression?: RegressionReport;
  /** A decision the measurement contradicts (result missing): the verdict holds with DECISION_CONTRADICTED. */
  contradicted?: boolean;
  /** What the policy engine decided for this gate, when it decided (a bound or regression never overrides a fail). */
  decided?: Decision['result'];
}

export interface Decision {
  id: string;
  result: 'pass' | 'fail';
  source: GateSource;
}

/** `measuredBy` names where the measures came from, for a contradiction's message. */
export function evaluateGate(g: ProfileGate, measures: readonly Measure[], decisions: readonly Decision[], missingWhy: (id: string, split?: string) => string | undefined, measuredBy = 'the evidence'): GateResult {
  const base: GateResult = { id: g.id, source: g.source ?? 'native', result: 'missing', reason: '' };
  if (g.split) base.split = g.split;
  if (g.k !== undefined) base.k = g.k;
  if (g.evidence) base.evidence = g.evidence;
  // The threshold travels with the result, met or not, so reports can show it.
  if (g.floor !== undefined) base.floor = g.floor;
  if (g.ceiling !== undefined) base.ceiling = g.ceiling;
  const decision = decisions.find((d) => d.id === g.id);
  if (decision && g.source === undefined) base.source = decision.source;
  const threshold = g.floor ?? g.ceiling;

  let measured: GateResult | undefined;
  const { candidates, pick } = backingMeasure(g, measures);
  if (threshold !== undefined || (decision === undefined && candidates.length > 0)) {
    if (!pick) {
      const why = candidates.length > 1 ? `${candidates.length} measures could back it; name the split in the profile` : (missingWhy(g.id, g.split) ?? 'no measure was given or computed');
      measured = { ...base, result: 'missing', reason: `${label(g)}: ${why}` };
    } else {
      const at = { ...base, value: pick.value, ...(pick.split ? { split: pick.split } : {}) };
      if (typeof pick.value === 'boolean') {
        measured = { ...at, result: pick.value ? 'pass' : 'fail', reason: `${label(at)} is ${pick.value}` };
      } else if (g.floor !== undefined) {
        const ok = pick.value >= g.floor;
        measured = { ...at, floor: g.floor, result: ok ? 'pass' : 'fail', reason: `${label(at)} ${pick.value} ${ok ? '≥' : '<'} floor ${g.floor}` };
      } else if (g.ceiling !== undefined) {
        const ok = pick.value <= g.ceiling;
        measured = { ...at, ceiling: g.ceiling, result: ok ? 'pass' : 'fail', reason: `${label(at)} ${pick.value} ${ok ? '≤' : '>'} ceiling ${g.ceiling}` };
      } else {
        measured = { ...at, result: 'missing', reason: `${label(at)}: no decision (source ${base.source}) was given and no threshold is set (measured ${pick.value})` };
      }
    }
  }
  if (!decision) return measured ?? { ...base, reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set` };
  const contradiction = decisionContradiction(decision, pick, measuredBy);
  // A threshold the measure already fails rejects, whatever the decision says.
  if (contradiction && measured?.result === 'fail') return { ...measured, source: base.source, reason: `${measured.reason}; ${contradiction}` };
  if (contradiction && pick) return { ...base, value: pick.value, ...(pick.split ? { split: pick.split } : {}), result: 'missing', contradicted: true, reason: `${label(g)}: ${contradiction}` };
  const said = `${decision.source} decided ${decision.result}`;
  if (!measured) return { ...base, result: decision.result, decided: decision.result, reason: `${label(g)}: ${said}` };
  // A decision and a threshold: the gate holds only when both do.
  const result: GateOutcome = decision.result === 'fail' || measured.result === 'fail' ? 'fail' : measured.result;
  return { ...measured, source: base.source, result, decided: decision.result, reason: `${measured.reason}; ${said}` };
}

/** A decision no profile gate asked for still enters the record, and counts. */
export function decisionGate(d: Decision, measures: readonly Measure[] = [], measuredBy = 'the evidence'): GateResult {
  const pick = backingMeasure(d, measures).pick;
  const contradiction = decisionContradiction(d, pick, measuredBy);
  if (contradiction && pick) return { id: d.id, source: d.source, result: 'missing', value: pick.value, ...(pick.split ? { split: pick.split } : {}), contradicted: true, reason: `${d.id}: ${contradiction}` };
  return { id: d.id, source: d.source, result: d.result, reason: `${d.id}: ${d.source} decided ${d.result}` };
}

export function toRecordGate(r: GateResult): Gate | undefined {
  if (r.result === 'missing') return undefined;
  // An inconclusive bound is not a pass: the record says fail, the verdict holds.
  const g: Gate = { id: r.id, result: r.result === 'inconclusive' ? 'fail' : r.result };
  if (r.floor !== undefined) g.floor = r.floor;
  if (r.split) g.split = r.split;
  g.source = r.source;
  return g;
}

function label(g: { id: string; split?: string | undefined }): string {
  return g.split ? `${g.id} (${g.split})` : g.id;
}
