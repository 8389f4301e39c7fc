// The verdict the evidence supports, beside the one recorded: the record's
// gates with the results replay re-judged, and the canaries as the ledger
// shows them. A failed gate or a fired canary supports reject; a gate replay
// could not hold against anything supports hold at best. Reasons the ledger
// cannot see (an unsealed split, a T2 decision) stay as the record says.
// A gate recorded as fail because its confidence bound or regression test was
// inconclusive (GATE_INCONCLUSIVE) supports hold, once replay confirmed the
// bound from the ledger (no STATS_MISMATCH for it).
import type { StatsSidecar } from '../gate/stats.js';
import type { AgentQualityRecord, Verdict } from '../record/types.js';
import type { ReplayResult } from './replay.js';

export interface SupportedVerdict {
  verdict: Verdict;
  reasons: string[];
}

export function supportedVerdict(record: AgentQualityRecord, r: ReplayResult, stats?: StatsSidecar): SupportedVerdict {
  const rejudged = new Map<string, unknown>();
  const fired = new Set<string>();
  for (const m of r.mismatches) {
    if (m.code === 'GATE_MISMATCH') rejudged.set(m.what, m.recomputed);
    if (m.code === 'CANARY_MISMATCH' && m.recomputed === 'pass') fired.add(m.what.replace(/^canary /, ''));
  }
  for (const c of record.assurance.integrity?.canaries ?? [])
    if (c.observed === 'pass' && !r.mismatches.some((m) => m.what === `canary ${c.id}`)) fired.add(c.id);
  const reasons: string[] = [];
  const inconclusive: string[] = [];
  let missing = false;
  const unsettled = (g: { id: string; split?: string | undefined }, what: string) => {
    const mine = (x: { id: string; split?: string | undefined }) => x.id === g.id && (x.split ?? '') === (g.split ?? '');
    const tests = [
      ...(stats?.bounds ?? []).filter(mine).map((b) => ({ result: b.result, what: `bound of ${what.slice(5)}` })),
      ...(stats?.regressions ?? []).filter(mine).map((t) => ({ result: t.result, what: `regression of ${what.slice(5)}` })),
    ];
    // Inconclusive and nothing in it failed outright; each test recomputed without a mismatch.
    return (
      tests.some((t) => t.result === 'inconclusive') &&
      tests.every((t) => t.result !== 'fail' && !r.mismatches.some((m) => m.code === 'STATS_MISMATCH' && m.what === t.what))
    );
  };
  for (const g of record.gates) {
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ''}`;
    const result = rejudged.has(what) ? (rejudged.get(what) ?? 'missing') : g.result;
    // A gate a policy engine decided keeps its decision: only a native gate's fail can be its bound's. A
    // decision on a native gate leaves no mark the ledger shows, so a recorded reject stays as the record says.
    if (result === 'fail' && !rejudged.has(what) && (g.source ?? 'native') === 'native' && record.decision.verdict !== 'reject' && unsettled(g, what))
      inconclusive.push(`${what} is inconclusive on its confidence bound or regression test`);
    else if (result === 'fail') reasons.push(`${what} fails`);
    if (result === 'missing') missing = true;
  }
  for (const id of fired) reasons.push(`canary ${id} fired`);
  if (reasons.length > 0) return { verdict: 'reject', reasons };
  if (missing) return { verdict: 'hold', reasons: ['a gate has no value in the evidence to hold against', ...inconclusive] };
  if (inconclusive.length > 0) return { verdict: 'hold', reasons: inconclusive };
  if (record.decision.verdict === 'reject')
    return { verdict: 'hold', reasons: ['no gate fails and no canary fired on this evidence: the recorded reject is not supported'] };
  return { verdict: record.decision.verdict, reasons: [] };
}
