// Replay of confidence bounds and regression tests: every bound in the stats
// sidecar is recomputed from the ledger (the bootstrap with the same seed, so
// bit for bit), and the gate's recorded result must follow it. The sidecar is
// not signed, so it only names what to recompute: its thresholds must be the
// record's own, and a bound that would let a gate pass must hold on the ledger.
import { boundGate, type Baseline } from '../gate/bounds.js';
import type { StatsSidecar } from '../gate/stats.js';
import type { LedgerResult } from '../ledger/measures.js';
import type { ProfileGate } from '../profile/types.js';
import type { AgentQualityRecord } from '../record/types.js';
import { newcombe } from '../gate/interval.js';

export interface BoundMismatch {
  code: 'STATS_MISMATCH';
  what: string;
  recorded: unknown;
  recomputed: unknown;
  message: string;
}

const gateKey = (g: { id: string; split?: string | undefined }) => `${g.id}|${g.split ?? ''}`;

/** Recomputes each bound; returns the mismatches and the gates whose result a bound decided. */
export function replayBounds(record: AgentQualityRecord, recomputed: LedgerResult, stats: StatsSidecar, seed: string | undefined, baseline?: Baseline): { mismatches: BoundMismatch[]; judged: Set<string>; confirmed: number } {
  const out: BoundMismatch[] = [];
  const judged = new Set<string>();
  let confirmed = 0;
  const miss = (what: string, recorded: unknown, again: unknown, message: string) => out.push({ code: 'STATS_MISMATCH', what, recorded, recomputed: again, message });
  for (const b of stats.bounds) {
    const what = `bound of ${b.id}${b.split ? ` (${b.split})` : ''}`;
    const gate = record.gates.find((g) => gateKey(g) === gateKey(b));
    if (b.kind === 'floor' && gate?.floor !== b.threshold) {
      miss(what, b.threshold, gate?.floor ?? null, `${what}: the sidecar's floor ${b.threshold} is not the record's (${gate?.floor ?? 'no such gate'})`);
      continue;
    }
    const m = recomputed.measures.find((x) => x.id === b.id && (x.split ?? '') === (b.split ?? '') && (x.k ?? 0) === (b.k ?? 0));
    if (!m || typeof m.value !== 'number') {
      miss(what, b.value, null, `${what}: the ledger gives no value to bound`);
      continue;
    }
    const g: ProfileGate = { id: b.id, ...(b.split ? { split: b.split } : {}), ...(b.k !== undefined ? { k: b.k } : {}), [b.kind]: b.threshold, confidence: b.confidence, ...(b.method === 'bootstrap' ? (b.resamples !== undefined ? { resamples: b.resamples } : {}) : { method: b.method }) };
    const again = boundGate(g, m, { counts: recomputed.counts ?? [], ...(recomputed.clusters ? { clusters: recomputed.clusters } : {}), ...(seed ? { seed } : {}) });
    if (again.lower !== b.lower || again.upper !== b.upper || again.result !== b.result) {
      miss(what, { lower: b.lower, upper: b.upper, result: b.result }, { lower: again.lower, upper: again.upper, result: again.result }, `${what}: recorded [${b.lower}, ${b.upper}] ${b.result}, recomputed [${again.lower}, ${again.upper}] ${again.result}`);
      continue;
    }
    if (gate) {
      judged.add(gateKey(gate));
      // An inconclusive or failed bound is written as fail; a pass must have passed.
      const expected = again.result === 'pass' ? 'pass' : 'fail';
      if (gate.result !== expected && !(expected === 'pass' && gate.result === 'fail')) miss(`gate ${b.id}`, gate.result, expected, `gate ${b.id}: recorded ${gate.result}, but its bound on the ledger is ${again.result}`);
      else confirmed++;
    } else confirmed++;
  }
  for (const t of stats.regressions) {
    const what = `regression of ${t.id}${t.split ? ` (${t.split})` : ''}`;
    const c = (recomputed.counts ?? []).find((x) => x.id === t.id && (x.split ?? '') === (t.split ?? '') && (x.k ?? 0) === (t.k ?? 0));
    if (!c || c.x !== t.current.x || c.n !== t.current.n) {
      miss(what, t.current, c ? { x: c.x, n: c.n } : null, `${what}: the sidecar's current counts are not the ledger's`);
      continue;
    }
    if (baseline && baseline.record_id === t.baseline.record_id) {
      const b = baseline.measures.find((x) => x.id === t.id && (x.split ?? '') === (t.split ?? '') && (x.k ?? 0) === (t.k ?? 0));
      if (!b || b.value !== t.baseline.value || b.n !== t.baseline.n) {
        miss(what, t.baseline, b ?? null, `${what}: the baseline record does not say what the sidecar says of it`);
        continue;
      }
    }
    const drop = newcombe(t.baseline.x, t.baseline.n, c.x, c.n, t.confidence);
    if (drop.lower !== t.drop.lower || drop.upper !== t.drop.upper) miss(what, t.drop, drop, `${what}: recorded drop [${t.drop.lower}, ${t.drop.upper}], recomputed [${drop.lower}, ${drop.upper}]`);
    else confirmed++;
  }
  return { mismatches: out, judged, confirmed };
}
