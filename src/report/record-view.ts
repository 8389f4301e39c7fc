// The comment's view rebuilt from a record alone, for the fork pattern: the
// privileged workflow_run job renders the comment itself from the artifact's
// record (verified when a key is given) instead of posting a body the
// untrusted run wrote. Gates, measures and canaries come from the record;
// reasons are what the record itself shows (failed gates, fired canaries).
import type { GateResult } from '../gate/gates.js';
import type { Reason } from '../gate/verdict.js';
import type { AgentQualityRecord } from '../record/types.js';
import { backingMeasure } from '../record/backing.js';
import { gateView, type GateView } from './view.js';

/** The view of `record` as the action would show it, without the run's signals. */
export function recordView(
  record: AgentQualityRecord,
  input: { level: string | null; recordDigest: string; baseline?: AgentQualityRecord | undefined },
): GateView {
  const gates: GateResult[] = record.gates.map((g) => {
    const value = backingMeasure(g, record.measures).pick?.value;
    return {
      id: g.id,
      ...(g.split ? { split: g.split } : {}),
      source: g.source ?? 'native',
      result: g.result,
      ...(typeof value === 'number' || typeof value === 'boolean' ? { value } : {}),
      ...(g.floor === undefined ? {} : { floor: g.floor }),
      reason: `${g.id}${g.split ? ` (${g.split})` : ''} ${g.result}`,
    };
  });
  const reasons: Reason[] = [];
  const verdict = record.decision.verdict;
  if (verdict !== 'ship') {
    for (const g of gates) if (g.result === 'fail') reasons.push({ verdict: 'reject', code: 'GATE_FAILED', message: `gate failed: ${g.reason}` });
    for (const c of record.assurance.integrity?.canaries ?? [])
      if (c.observed !== c.expected)
        reasons.push({
          verdict: 'reject',
          code: 'CANARY_FIRED',
          message: `canary ${JSON.stringify(c.id)} ${c.observed === 'pass' ? 'passed' : 'failed'}, expected to ${c.expected}`,
        });
  }
  return gateView({ verdict, reasons, gates, record, level: input.level, recordDigest: input.recordDigest, baseline: input.baseline });
}
