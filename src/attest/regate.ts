// Replay, with the predicate: every threshold the profile applied (floors and
// ceilings alike) is held again against the measures recomputed from the
// evidence, and the result compared with the record's. The record keeps no
// ceilings, so without the predicate a cost ceiling could not be re-checked.
import { evaluateGate } from '../gate/gates.js';
import type { LedgerResult } from '../ledger/measures.js';
import { LEDGER_FORMAT } from '../ledger/trial.js';
import { LEDGER_MEASURES, TRACE_MEASURES, type Mismatch } from '../replay/replay.js';
import type { AqrPredicate } from './predicate.js';

export interface RegateResult {
  mismatches: Mismatch[];
  /** Thresholds held again, by kind. */
  confirmed: { floors: number; ceilings: number };
}

export function regate(predicate: AqrPredicate, recomputed: LedgerResult): RegateResult {
  const { record } = predicate;
  const given = record.assurance.evidence.format === LEDGER_FORMAT ? LEDGER_MEASURES : TRACE_MEASURES;
  const out: Mismatch[] = [];
  const confirmed = { floors: 0, ceilings: 0 };
  for (const g of predicate.thresholds.gates) {
    if ((g.floor === undefined && g.ceiling === undefined) || g.source !== 'native' || !given.has(g.id)) continue;
    const again = evaluateGate(g, recomputed.measures, [], () => undefined);
    const recorded = record.gates.find((r) => r.id === g.id && (g.split === undefined || r.split === g.split));
    const was = recorded?.result ?? 'missing';
    const bound = g.ceiling !== undefined ? `ceiling ${g.ceiling}` : `floor ${String(g.floor)}`;
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ''} ${bound}`;
    if (again.result !== was) out.push({ code: 'GATE_MISMATCH', what, recorded: was, recomputed: again.result, message: `${what}: recorded ${was}, but replayed ${again.reason} is ${again.result}` });
    else if (g.ceiling !== undefined) confirmed.ceilings++;
    else confirmed.floors++;
  }
  return { mismatches: out, confirmed };
}
