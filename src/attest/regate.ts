// Replay, with the predicate: every threshold the profile applied (floors and
// ceilings alike) is held again against the measures recomputed from the
// evidence, and the result compared with the record's. The record keeps no
// ceilings, so without the predicate a cost ceiling could not be re-checked.
import { boundGate, statsContext } from '../gate/bounds.js';
import { evaluateGate } from '../gate/gates.js';
import type { LedgerResult } from '../ledger/measures.js';
import { evidenceMeasures, replay, type Mismatch, type ReplayInput, type ReplayResult } from '../replay/replay.js';
import { sidecarProblem } from '../replay/bounds.js';
import { backingMeasure } from '../record/backing.js';
import type { AppliedGate, AqrPredicate } from './predicate.js';
import type { AgentQualityRecord } from '../record/types.js';

export interface RegateResult {
  mismatches: Mismatch[];
  /** Thresholds held again, by kind. */
  confirmed: { floors: number; ceilings: number };
}

export function regate(predicate: AqrPredicate, recomputed: LedgerResult): RegateResult {
  return regateGates(predicate.record, predicate.thresholds.gates, recomputed);
}

/** Each threshold given (an attestation's, or the signed bar's beside the record) held again against the recomputed measures. */
export function regateGates(record: AgentQualityRecord, gates: readonly AppliedGate[], recomputed: LedgerResult): RegateResult {
  const given = evidenceMeasures(record.assurance.evidence.format);
  const out: Mismatch[] = [];
  const confirmed = { floors: 0, ceilings: 0 };
  const ctx = statsContext(recomputed);
  for (const g of gates) {
    if ((g.floor === undefined && g.ceiling === undefined) || g.source !== 'native' || !given.has(g.id) || g.mode === 'shadow') continue;
    let again = evaluateGate(g, recomputed.measures, [], () => undefined);
    // A gate with a confidence bound follows the bound; inconclusive is written as fail.
    if (g.confidence !== undefined && (again.result === 'pass' || again.result === 'fail')) {
      const m = backingMeasure(g, recomputed.measures).pick;
      if (m) {
        const b = boundGate(g, m, ctx);
        again = { ...again, result: b.result === 'pass' ? 'pass' : 'fail', reason: b.reason };
      }
    }
    const recorded = record.gates.find((r) => r.id === g.id && r.split === g.split);
    const was = recorded?.result ?? 'missing';
    // The regression part needs the baseline, which the predicate does not carry: a recorded fail over a threshold that holds is left as recorded.
    if (g.regression && was === 'fail' && again.result === 'pass') continue;
    const bound = g.ceiling !== undefined ? `ceiling ${g.ceiling}` : `floor ${String(g.floor)}`;
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ''} ${bound}`;
    if (again.result !== was)
      out.push({
        code: 'GATE_MISMATCH',
        what,
        recorded: was,
        recomputed: again.result,
        message: `${what}: recorded ${was}, but replayed ${again.reason} is ${again.result}`,
      });
    else if (g.ceiling !== undefined) confirmed.ceilings++;
    else confirmed.floors++;
  }
  return { mismatches: out, confirmed };
}

/**
 * Replay of an attested record (`aqr verify BUNDLE`, verify.html): the record's
 * replay, with the predicate's stats sidecar (signed with it) when it holds
 * together, and every threshold of the predicate held again, ceilings included.
 */
export function replayAttested(input: Omit<ReplayInput, 'stats'>, predicate: AqrPredicate): ReplayResult & { ceilings: number } {
  const stats = predicate.stats && !sidecarProblem(predicate.stats) ? { stats: predicate.stats } : {};
  return withThresholds(replay({ ...input, ...stats }), input.record, predicate.thresholds.gates, input.recomputed);
}

/** A replay with each threshold given held again too: floors replay already re-derives; the thresholds add the ceilings and any floor held differently. */
export function withThresholds(
  r: ReplayResult,
  record: AgentQualityRecord,
  gates: readonly AppliedGate[],
  recomputed: LedgerResult,
): ReplayResult & { ceilings: number } {
  const g = regateGates(record, gates, recomputed);
  const extra = g.mismatches.filter((m) => !r.mismatches.some((x) => x.code === 'GATE_MISMATCH' && m.what.startsWith(`${x.what} `)));
  return { ...r, ok: r.ok && extra.length === 0, mismatches: [...r.mismatches, ...extra], ceilings: g.confirmed.ceilings };
}
