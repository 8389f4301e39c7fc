// Decisions never outvote measurements. A policy engine's decision (acs,
// assert) and a measurement of the same id must agree: a passing decision over
// a measured violation, or a failing decision over a clean measurement, holds
// the release (DECISION_CONTRADICTED) until someone finds out which is wrong.
// The same rule serves the gate, the checker's replay and `aqr verify`.
// A record gate is a decision's only when its source names a decision
// (acs, assert, custom): a floor judged on the number is `native`, whatever
// source the profile gave the gate, and is not a decision to contradict.
import { backingMeasure } from '../record/backing.js';
import type { Gate, GateSource, Measure } from '../record/types.js';

/** Measures that are the share of attempts with no violation: 1 is clean. */
const VIOLATION_FREE_SHARES = new Set(['policy.hard_rules', 'safety.tool_abuse', 'safety.isolation']);

/** Whether a measure says the thing judged is clean; undefined when it cannot say. */
export function measuredClean(m: Pick<Measure, 'id' | 'value'>): boolean | undefined {
  if (typeof m.value === 'boolean') return m.value;
  if (VIOLATION_FREE_SHARES.has(m.id)) return m.value === 1;
  return undefined;
}

/**
 * A number no decision can be held against (no notion of clean, unlike a
 * violation share): only a threshold judges it, so a decision never passes it.
 */
export function onlyThresholdJudges(m: Pick<Measure, 'id' | 'value'>): boolean {
  return typeof m.value === 'number' && measuredClean(m) === undefined;
}

/** Whether a record gate's source says a decision decided it (native: the measurement did). */
export function isDecisionSource(s: GateSource | undefined): boolean {
  return s === 'acs' || s === 'assert' || s === 'custom';
}

export interface DecisionLike {
  id: string;
  result: 'pass' | 'fail';
  source?: string | undefined;
}

/** One sentence naming both sources and values when they disagree, else undefined. */
export function decisionContradiction(d: DecisionLike, m: Measure | undefined, measuredBy: string): string | undefined {
  if (!m) return undefined;
  const clean = measuredClean(m);
  if (clean === undefined || clean === (d.result === 'pass')) return undefined;
  const what = `${m.id}${m.split ? ` (${m.split})` : ''}`;
  const says =
    typeof m.value === 'boolean' ? String(m.value) : `${m.value}${clean ? ', no violation' : `, violations in ${round((1 - m.value) * 100)}% of attempts`}`;
  return `${d.source ?? 'a decision'} decided ${d.result} for ${d.id}, but ${measuredBy} measures ${what} = ${says}: a decision does not outvote a measurement`;
}

const round = (x: number) => Math.round(x * 100) / 100;

/** Gates of a record that a decision passed or failed and its measures contradict. */
export function recordContradictions(gates: readonly Gate[], measures: readonly Measure[], measuredBy: string): { gate: Gate; message: string }[] {
  const out: { gate: Gate; message: string }[] = [];
  for (const g of gates) {
    if (!isDecisionSource(g.source)) continue;
    const message = decisionContradiction(g, backingMeasure(g, measures).pick, measuredBy);
    if (message) out.push({ gate: g, message });
  }
  return out;
}
