// A profile's gates against the evidence. Each gate resolves to pass, fail or
// missing: a threshold against exactly one measure, an external decision, or a
// boolean measure that must be true. Missing evidence is never a pass.
import type { ProfileGate } from '../profile/types.js';
import { backingMeasure, type Backing } from '../record/backing.js';
import { decisionContradiction, onlyThresholdJudges } from './contradiction.js';
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
  /** A measured gate the profile gives no threshold (result missing): the verdict holds with GATE_NO_THRESHOLD. */
  noThreshold?: boolean;
  /** What the policy engine decided for this gate, when it decided (a bound or regression never overrides a fail). */
  decided?: Decision['result'];
}

export interface Decision {
  id: string;
  result: 'pass' | 'fail';
  /** Never native: that names the measurement deciding a gate. */
  source: Exclude<GateSource, 'native'>;
}

/**
 * `measuredBy` names where the measures came from, for a contradiction's
 * message. The result's `source` is what decided it: `native` when the
 * measurement did (a floor, a ceiling, a boolean), the decision's source when
 * a decision did. A decision never passes a gate the profile marks native, nor
 * one on a number no decision can be held against (onlyThresholdJudges): such a
 * gate without a threshold holds (GATE_NO_THRESHOLD); a failing decision still fails it.
 */
export function evaluateGate(
  g: ProfileGate,
  measures: readonly Measure[],
  decisions: readonly Decision[],
  missingWhy: (id: string, split?: string) => string | undefined,
  measuredBy = 'the evidence',
): GateResult {
  const base: GateResult = { id: g.id, source: g.source ?? 'native', result: 'missing', reason: '' };
  if (g.split) base.split = g.split;
  if (g.k !== undefined) base.k = g.k;
  if (g.evidence) base.evidence = g.evidence;
  // The threshold travels with the result, met or not, so reports can show it.
  if (g.floor !== undefined) base.floor = g.floor;
  if (g.ceiling !== undefined) base.ceiling = g.ceiling;
  const decision = decisions.find((d) => d.id === g.id);
  const thresholdSet = g.floor !== undefined || g.ceiling !== undefined;
  const backing = backingMeasure(g, measures);
  const { pick } = backing;
  const measuredOnly = g.source === 'native' || (pick !== undefined && onlyThresholdJudges(pick));
  const measured =
    thresholdSet || measuredOnly || backing.candidates.length > 0 ? judgeMeasured(g, base, backing, measures, measuredOnly, missingWhy) : undefined;
  if (!decision) return measured ?? { ...base, reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set` };

  const contradiction = decisionContradiction(decision, pick, measuredBy);
  // A threshold the measure already fails rejects, whatever the decision says: the measurement decided it.
  if (contradiction && measured?.result === 'fail') return { ...measured, reason: `${measured.reason}; ${contradiction}` };
  if (contradiction && pick) return { ...base, value: pick.value, result: 'missing', contradicted: true, reason: `${label(g)}: ${contradiction}` };
  const said = `${decision.source} decided ${decision.result}`;
  const decided = { source: decision.source, decided: decision.result };
  // A failing decision fails the gate, measured or not.
  if (decision.result === 'fail')
    return {
      ...base,
      ...(measured?.value !== undefined ? { value: measured.value } : {}),
      ...decided,
      result: 'fail',
      reason: measured ? `${measured.reason}; ${said}` : `${label(g)}: ${said}`,
    };
  if (measured && measuredOnly)
    return {
      ...measured,
      reason: `${measured.reason}; ${said}, which does not count: ${g.source === 'native' ? 'the profile measures this gate (source native)' : 'a decision cannot be held against this number'}`,
    };
  // No threshold: the decision decides (a measure it could contradict was checked above).
  if (!measured || (!thresholdSet && measured.result === 'missing')) return { ...base, ...decided, result: 'pass', reason: `${label(g)}: ${said}` };
  // A decision and a measurement: the gate passes only when both do, and then both decided it.
  return { ...measured, ...(measured.result === 'pass' ? decided : { decided: decision.result }), reason: `${measured.reason}; ${said}` };
}

/** The gate on its measure alone: a threshold, a boolean, or why neither can judge it. */
function judgeMeasured(
  g: ProfileGate,
  base: GateResult,
  backing: Backing,
  sameId: readonly Measure[],
  measuredOnly: boolean,
  missingWhy: (id: string, split?: string) => string | undefined,
): GateResult {
  const { candidates, pick } = backing;
  if (!pick) {
    const elsewhere = otherSplits(g, sameId);
    const why =
      candidates.length > 1
        ? `${candidates.length} measures could back it; name its k in the profile`
        : (g.split === undefined && elsewhere) || missingWhy(g.id, g.split) || elsewhere || 'no measure was given or computed';
    return { ...base, result: 'missing', reason: `${label(g)}: ${why}` };
  }
  const at: GateResult = { ...base, source: 'native', value: pick.value };
  if (typeof pick.value === 'boolean') return { ...at, result: pick.value ? 'pass' : 'fail', reason: `${label(g)} is ${pick.value}` };
  if (g.floor !== undefined) {
    const ok = pick.value >= g.floor;
    return { ...at, result: ok ? 'pass' : 'fail', reason: `${label(g)} ${pick.value} ${ok ? '≥' : '<'} floor ${g.floor}` };
  }
  if (g.ceiling !== undefined) {
    const ok = pick.value <= g.ceiling;
    return { ...at, result: ok ? 'pass' : 'fail', reason: `${label(g)} ${pick.value} ${ok ? '≤' : '>'} ceiling ${g.ceiling}` };
  }
  if (measuredOnly)
    return {
      ...at,
      result: 'missing',
      noThreshold: true,
      reason: `${label(g)} is measured (${pick.value}) but the profile sets no floor or ceiling for it: a measured gate passes only against a threshold, never on a decision`,
    };
  return {
    ...base,
    value: pick.value,
    result: 'missing',
    reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set (measured ${pick.value})`,
  };
}

/** Why a gate finds no measure of its own split while the evidence has the id in others; undefined when it has none. */
function otherSplits(g: ProfileGate, sameId: readonly Measure[]): string | undefined {
  const splits = [...new Set(sameId.filter((m) => m.id === g.id && m.split !== g.split).map((m) => m.split ?? 'no split'))];
  if (splits.length === 0) return undefined;
  return `no ${g.split ?? 'unsplit'} measure backs it (${g.id} is measured for ${splits.join(', ')}); a gate stands only on its own split's measure: name the split in the profile`;
}

/** A decision no profile gate asked for still enters the record, and counts, by the same rule as a gate. */
export function decisionGate(d: Decision, measures: readonly Measure[] = [], measuredBy = 'the evidence'): GateResult {
  return evaluateGate({ id: d.id, source: d.source }, measures, [d], () => undefined, measuredBy);
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
