// The verdict the evidence supports, beside the one recorded: the record's
// gates with the results replay re-judged, and the canaries as the ledger
// shows them. A failed gate or a fired canary supports reject; a gate replay
// could not hold against anything supports hold at best. Reasons the ledger
// cannot see (an unsealed split, a T2 decision) stay as the record says.
import type { AgentQualityRecord, Verdict } from '../record/types.js';
import type { ReplayResult } from './replay.js';

export interface SupportedVerdict {
  verdict: Verdict;
  reasons: string[];
}

export function supportedVerdict(record: AgentQualityRecord, r: ReplayResult): SupportedVerdict {
  const rejudged = new Map<string, unknown>();
  const fired = new Set<string>();
  for (const m of r.mismatches) {
    if (m.code === 'GATE_MISMATCH') rejudged.set(m.what, m.recomputed);
    if (m.code === 'CANARY_MISMATCH' && m.recomputed === 'pass') fired.add(m.what.replace(/^canary /, ''));
  }
  for (const c of record.assurance.integrity?.canaries ?? []) if (c.observed === 'pass' && !r.mismatches.some((m) => m.what === `canary ${c.id}`)) fired.add(c.id);
  const reasons: string[] = [];
  let missing = false;
  for (const g of record.gates) {
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ''}`;
    const result = rejudged.has(what) ? (rejudged.get(what) ?? 'missing') : g.result;
    if (result === 'fail') reasons.push(`${what} fails`);
    if (result === 'missing') missing = true;
  }
  for (const id of fired) reasons.push(`canary ${id} fired`);
  if (reasons.length > 0) return { verdict: 'reject', reasons };
  if (missing) return { verdict: 'hold', reasons: ['a gate has no value in the evidence to hold against'] };
  if (record.decision.verdict === 'reject') return { verdict: 'hold', reasons: ['no gate fails and no canary fired on this evidence: the recorded reject is not supported'] };
  return { verdict: record.decision.verdict, reasons: [] };
}
