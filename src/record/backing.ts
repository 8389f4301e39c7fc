// Which measure backs a gate: the one rule for the gate, the checker and replay.
// A gate stands only on the measure of its own split: a gate without a split on
// the unsplit measure, a held-out gate on the held-out one. Never a guess
// between splits, so a measure added in another split (say, from a measures
// file) can never take the place of the one the gate names.
import type { Measure } from './types.js';

export interface Backing {
  /** Every measure of the gate's id and split (and k, when the gate names one). */
  candidates: Measure[];
  /** The one that backs it: the only candidate; none when there are none or several. */
  pick: Measure | undefined;
}

export function backingMeasure(gate: { id: string; split?: string | undefined; k?: number | undefined }, measures: readonly Measure[]): Backing {
  const candidates = measures.filter((m) => m.id === gate.id && m.split === gate.split && (gate.k === undefined || m.k === gate.k));
  return { candidates, pick: candidates.length === 1 ? candidates[0] : undefined };
}
