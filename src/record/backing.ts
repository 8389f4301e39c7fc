// Which measure backs a gate: the one rule for the gate, the checker and replay.
import type { Measure } from './types.js';

export interface Backing {
  /** Every measure of the gate's id (and split and k, when the gate names them). */
  candidates: Measure[];
  /** The one that backs it: the only candidate, or else the held-out one; none when that is ambiguous. */
  pick: Measure | undefined;
}

export function backingMeasure(gate: { id: string; split?: string | undefined; k?: number | undefined }, measures: readonly Measure[]): Backing {
  const candidates = measures.filter((m) => m.id === gate.id && (gate.split === undefined || m.split === gate.split) && (gate.k === undefined || m.k === gate.k));
  return { candidates, pick: candidates.length === 1 ? candidates[0] : candidates.find((m) => m.split === 'held-out') };
}
