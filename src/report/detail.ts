// `<record>.detail.json` (aqr.detail/1): what the run knew beside the record,
// for the surfaces that render later from the files alone (`aqr comment`,
// `aqr report`, a later run comparing with this one as its baseline): each
// gate as judged (thresholds and ceilings, inconclusive and missing kept
// apart), the verdict's reasons with their numbers, and the per-task
// drill-down (ledger/task-detail.ts). Bound to the record by the digest of its
// file; never a source of the verdict, which is the record's alone.
import type { GateResult } from '../gate/gates.js';
import type { Reason } from '../gate/verdict.js';
import type { TaskDetail } from '../ledger/task-detail.js';

export const DETAIL_FORMAT = 'aqr.detail/1';

export interface DetailSidecar {
  format: typeof DETAIL_FORMAT;
  /** The `sha256:` digest of the record's file this detail was written with. */
  record_digest: string;
  gates: GateResult[];
  /** The profile's shadow gates as judged: reported, never enforced, not in the record. */
  shadow: GateResult[];
  reasons: Reason[];
  /** Absent when the evidence was measures alone (no attempts to name). */
  tasks?: TaskDetail;
}

export function detailSidecar(input: {
  recordDigest: string;
  gates: GateResult[];
  shadow: GateResult[];
  reasons: Reason[];
  tasks?: TaskDetail | undefined;
}): DetailSidecar {
  return {
    format: DETAIL_FORMAT,
    record_digest: input.recordDigest,
    gates: input.gates,
    shadow: input.shadow,
    reasons: input.reasons,
    ...(input.tasks ? { tasks: input.tasks } : {}),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * The sidecar when `v` is one written for the record of digest `recordDigest`,
 * else why not (one line). Its shape is checked as far as the surfaces read it:
 * strings where text goes, counts where numbers go.
 */
export function readDetail(v: unknown, recordDigest: string): DetailSidecar | string {
  if (!isObject(v) || v['format'] !== DETAIL_FORMAT) return `is not a detail sidecar (format ${DETAIL_FORMAT})`;
  if (v['record_digest'] !== recordDigest) return 'was written for another record (record_digest differs)';
  const reasons = v['reasons'];
  for (const field of ['gates', 'shadow'] as const) {
    const gates = v[field];
    if (!Array.isArray(gates) || !gates.every(isGate)) return `${field}: each must have an id, a result and a reason`;
  }
  if (
    !Array.isArray(reasons) ||
    !reasons.every((r) => isObject(r) && isString(r['code']) && isString(r['message']) && (r['verdict'] === 'hold' || r['verdict'] === 'reject'))
  )
    return 'reasons: each must have a verdict (hold or reject), a code and a message';
  const tasks = v['tasks'];
  if (tasks !== undefined && !isTaskDetail(tasks)) return 'tasks: not a task drill-down (held_out, failing, canaries, costliest, results)';
  return v as unknown as DetailSidecar;
}

/** A task's outcomes (ledger/task-detail.ts): at most 32 attempts, passed, failed or absent. */
const OUTCOMES = /^[pf-]{0,32}$/;
const RESULTS = new Set(['pass', 'fail', 'missing', 'inconclusive']);
const isGate = (g: unknown) => isObject(g) && isString(g['id']) && RESULTS.has(g['result'] as string) && isString(g['reason']);

function isTaskDetail(t: unknown): t is TaskDetail {
  const counts = (c: unknown) => isObject(c) && isCount(c['tasks']) && isCount(c['failing']);
  if (!isObject(t) || !counts(t['held_out']) || (t['all'] !== undefined && !counts(t['all']))) return false;
  const list = (x: unknown, ok: (e: Record<string, unknown>) => boolean) => Array.isArray(x) && x.every((e) => isObject(e) && isString(e['id']) && ok(e));
  return (
    list(
      t['failing'],
      (e) =>
        isCount(e['attempts']) && Array.isArray(e['failed']) && (e['failed'] as unknown[]).every(isCount) && (e['split'] === undefined || isString(e['split'])),
    ) &&
    list(t['canaries'], (e) => isCount(e['attempt'])) &&
    list(t['costliest'], (e) => typeof e['cost_usd'] === 'number' && isCount(e['attempts'])) &&
    (t['results'] === undefined || list(t['results'], (e) => isString(e['split']) && isString(e['outcomes']) && OUTCOMES.test(e['outcomes'])))
  );
}
