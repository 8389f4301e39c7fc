// Who graded what, from facts (SuperGauge RFC 0005, `assurance.integrity`):
// metric custody and the protected measures. `external` only when the eval
// definition was read at the base (the change could not alter it) and every
// attempt was bound to it or re-derived from it; `agent-writable` when the
// change itself altered the definition; `shared` otherwise (the results were
// taken as the job that ran the change's code recorded them). Never declared
// by an input.
import type { Integrity } from '../record/types.js';

export interface CustodyFacts {
  /** The eval definition's files were read at the base commit, and the change left them as they were. */
  definitionPinned: boolean;
  /** The change under review altered the eval definition (its files, or which files it is). */
  definitionChanged: boolean;
  /** Attempts read from the evidence. */
  attempts: number;
  /** Attempts bound to the pinned definition (import/definition.ts). */
  bound: number;
  /** Attempts whose every deterministic check was re-derived from the pinned definition (the recompute), when one ran. */
  rederived?: number;
  /** The measures computed from those attempts (they back the protected gates). */
  derived: ReadonlySet<string>;
}

export type Custody = Pick<Integrity, 'metric_custody' | 'protected_metric_ids'>;

/** The custody of the gated measures, and which of the gates' measures the change could not alter. */
export function custodyOf(f: CustodyFacts, gated: readonly string[]): Custody {
  if (f.definitionChanged) return { metric_custody: 'agent-writable' };
  const covered = f.attempts > 0 && (f.bound === f.attempts || (f.rederived ?? 0) === f.attempts);
  if (!f.definitionPinned || !covered) return { metric_custody: 'shared' };
  const ids = [...new Set(gated.filter((id) => f.derived.has(id)))];
  return { metric_custody: 'external', ...(ids.length > 0 ? { protected_metric_ids: ids } : {}) };
}
