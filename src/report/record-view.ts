// The comment's view rebuilt from a record and the files beside it, for the
// fork pattern: the privileged workflow_run job renders the comment itself
// from the artifact's record (verified when a key is given) instead of
// posting a body the untrusted run wrote. The verdict is the record's alone.
// The detail sidecar (detail.ts), when it is the record's, gives each gate as
// judged (ceilings, inconclusive and missing apart) and the reasons with their
// numbers, as the action showed them; without it gates come from the record
// (refined by the stats sidecar's bounds) and reasons are what the record
// itself shows (failed gates, fired canaries).
import type { GateResult } from '../gate/gates.js';
import type { StatsSidecar } from '../gate/stats.js';
import type { Reason } from '../gate/verdict.js';
import type { Unmet } from '../check/types.js';
import type { AgentQualityRecord } from '../record/types.js';
import { backingMeasure } from '../record/backing.js';
import type { DetailSidecar } from './detail.js';
import { gateView, type GateView } from './view.js';

/** The view of `record` as the action would show it, without the run's signals. */
export function recordView(
  record: AgentQualityRecord,
  input: {
    level: string | null;
    unmet?: readonly Unmet[] | undefined;
    recordDigest: string;
    baseline?: AgentQualityRecord | undefined;
    detail?: DetailSidecar | undefined;
    baselineDetail?: DetailSidecar | undefined;
    stats?: StatsSidecar | undefined;
    verified: boolean;
  },
): GateView {
  const verdict = record.decision.verdict;
  const d = input.detail && agrees(input.detail, record) ? input.detail : undefined;
  const gates = d ? d.gates : fromRecord(record, input.stats);
  const reasons = d ? d.reasons : recordReasons(record, gates);
  return {
    ...gateView({
      verdict,
      reasons,
      gates,
      record,
      level: input.level,
      unmet: input.unmet,
      recordDigest: input.recordDigest,
      baseline: input.baseline,
      stats: input.stats,
      surface: 'action',
      tasks: d?.tasks,
      shadow: d?.shadow,
      baselineTasks: input.baselineDetail?.tasks,
    }),
    ...(input.verified ? {} : { unverified: true }),
  };
}

/**
 * The detail speaks for the record's own gates: each record gate in order, a pass
 * where the record has a pass and only there, reasons only on a verdict that is
 * not ship. A gate the record leaves out (one with no evidence or no threshold)
 * may stand between them, never as a pass.
 */
function agrees(d: DetailSidecar, record: AgentQualityRecord): boolean {
  if ((record.decision.verdict === 'ship') !== (d.reasons.length === 0)) return false;
  let i = 0;
  for (const o of d.gates) {
    const g = record.gates[i];
    if (g && o.id === g.id && (o.split ?? undefined) === (g.split ?? undefined)) {
      if ((o.result === 'pass') !== (g.result === 'pass')) return false;
      i++;
    } else if (o.result !== 'missing') return false;
  }
  return i === record.gates.length;
}

function fromRecord(record: AgentQualityRecord, stats: StatsSidecar | undefined): GateResult[] {
  return record.gates.map((g) => {
    const value = backingMeasure(g, record.measures).pick?.value;
    const bound = stats?.bounds.find((b) => b.id === g.id && (b.split ?? undefined) === (g.split ?? undefined));
    const regression = stats?.regressions.find((r) => r.id === g.id && (r.split ?? undefined) === (g.split ?? undefined));
    // A record writes an inconclusive gate as fail; its bound says which it was.
    const open =
      g.result === 'fail' &&
      (bound?.result === 'inconclusive' || regression?.result === 'inconclusive') &&
      bound?.result !== 'fail' &&
      regression?.result !== 'fail';
    return {
      id: g.id,
      ...(g.split ? { split: g.split } : {}),
      source: g.source ?? 'native',
      result: open ? 'inconclusive' : g.result,
      ...(typeof value === 'number' || typeof value === 'boolean' ? { value } : {}),
      ...(g.floor === undefined ? (bound?.kind === 'ceiling' ? { ceiling: bound.threshold } : {}) : { floor: g.floor }),
      ...(bound ? { bound } : {}),
      ...(regression ? { regression } : {}),
      reason: `${g.id}${g.split ? ` (${g.split})` : ''} ${g.result}`,
    };
  });
}

function recordReasons(record: AgentQualityRecord, gates: readonly GateResult[]): Reason[] {
  const reasons: Reason[] = [];
  if (record.decision.verdict === 'ship') return reasons;
  for (const g of gates) if (g.result === 'fail') reasons.push({ verdict: 'reject', code: 'GATE_FAILED', message: `gate failed: ${g.reason}` });
  for (const g of gates) if (g.result === 'inconclusive') reasons.push({ verdict: 'hold', code: 'GATE_INCONCLUSIVE', message: `gate ${g.reason}` });
  for (const c of record.assurance.integrity?.canaries ?? [])
    if (c.observed !== c.expected)
      reasons.push({
        verdict: 'reject',
        code: 'CANARY_FIRED',
        message: `canary ${JSON.stringify(c.id)} ${c.observed === 'pass' ? 'passed' : 'failed'}, expected to ${c.expected}`,
      });
  if (!record.task_set.sealed) reasons.push({ verdict: 'hold', code: 'UNSEALED', message: 'the held-out split is not sealed' });
  return reasons;
}
