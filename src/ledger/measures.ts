// Deterministic measures from a folded trial ledger, per the registry:
//   task.completion  first attempts that passed ÷ tasks of the split (|T| from the manifest),
//                    and the same over every non-canary task (no split), for a gate naming none
//   pass^k / pass@k  tasks whose first k attempts all passed / any passed ÷ tasks;
//                    missing, not zero, when a task has fewer than k attempts
//   *_per_success    totals over all non-canary attempts ÷ the passing ones; omitted at none
//   policy / safety  attempts with zero violations ÷ attempts, canaries included,
//                    when every attempt says
// Canary tasks count in no other measure; a canary that passes has fired.
import type { Measure } from '../record/types.js';
import type { Manifest, ManifestTask } from '../taskset/manifest.js';
import { FIXED, type TrialTally, type ViolationKind } from './tally.js';

export interface LedgerResult {
  measures: Measure[];
  /** Why a measure the ledger could have given is absent. */
  missing: { id: string; split?: string; reason: string }[];
  canaries: { id: string; fired: boolean; attempts: number }[];
  warnings: string[];
  /** Successes and denominator of each proportion measure, for confidence bounds. */
  counts?: MeasureCount[];
  /** Per-task sums behind the per-success ratios, for the clustered bootstrap. */
  clusters?: Clusters;
}

/** x of n behind a proportion measure. */
export interface MeasureCount {
  id: string;
  split?: Measure['split'];
  k?: number;
  x: number;
  n: number;
}

/** Per non-canary task: successes, and the fixed-point sums of cost, tokens and latency. */
export interface Clusters {
  successes: Float64Array;
  sums: Partial<
    Record<'efficiency.cost_per_success' | 'efficiency.tokens_per_success' | 'efficiency.latency_per_success', { values: Float64Array; scale: number }>
  >;
}

/** Six decimals: what the record carries is what the gate compared. */
export const round = (x: number): number => Math.round(x * 1e6) / 1e6;

export function ledgerMeasures(tally: TrialTally, k: number | undefined): LedgerResult {
  const out: LedgerResult = { measures: [], missing: [], canaries: [], warnings: [], counts: [] };
  const counted = (c: MeasureCount) => out.counts?.push(c);
  const m = tally.manifest;
  // Each split, then the whole (non-canary) task set, which backs a gate that names no split.
  for (const split of ['held-out', 'held-in', undefined] as const) {
    const tasks = taskIndexes(m, (t) => !t.canary && (split === undefined || t.split === split));
    if (tasks.length === 0) continue;
    const what = split ?? 'non-canary';
    const at = split ? { split } : {};
    let done = 0;
    let noFirst = 0;
    for (const i of tasks) {
      if (!tally.hasAttemptAt(i, 1)) noFirst++;
      else if (tally.passedAttemptAt(i, 1)) done++;
    }
    if (noFirst === tasks.length) {
      out.missing.push({ id: 'task.completion', ...at, reason: `no ${what} task has a first attempt in the ledger` });
      continue;
    }
    // Said once, per split: the whole set's count is their sum.
    if (noFirst > 0 && split) out.warnings.push(`${noFirst} of ${tasks.length} ${split} tasks have no first attempt in the ledger and count as not completed`);
    out.measures.push({ id: 'task.completion', value: round(done / tasks.length), ...at, n: tasks.length });
    counted({ id: 'task.completion', ...at, x: done, n: tasks.length });
    if (k === undefined) continue;
    const short = tasks.find((i) => tally.attemptsAt(i, k) < k);
    if (short !== undefined) {
      const have = tally.attemptsAt(short, k);
      for (const id of ['reliability.pass_hat_k', 'reliability.pass_at_k'])
        out.missing.push({ id, ...at, reason: `task ${tally.taskAt(short)?.id ?? '?'} has ${have} of attempts 1..${k}; pass^k and pass@k need all ${k}` });
      continue;
    }
    let all = 0;
    let any = 0;
    for (const i of tasks) {
      const passes = tally.passesAt(i, k);
      if (passes === k) all++;
      if (passes > 0) any++;
    }
    out.measures.push({ id: 'reliability.pass_hat_k', value: round(all / tasks.length), ...at, k, n: tasks.length });
    out.measures.push({ id: 'reliability.pass_at_k', value: round(any / tasks.length), ...at, k, n: tasks.length });
    counted({ id: 'reliability.pass_hat_k', ...at, k, x: all, n: tasks.length });
    counted({ id: 'reliability.pass_at_k', ...at, k, x: any, n: tasks.length });
  }

  const tot = tally.totals;
  const perSuccess = (id: string, part: { sum: number; n: number }, scale: number, field: string, unit?: string) => {
    if (part.n === 0) return;
    if (part.n < tot.attempts) return out.missing.push({ id, reason: `${tot.attempts - part.n} of ${tot.attempts} attempts carry no ${field}` });
    if (tot.successes === 0) return out.missing.push({ id, reason: 'no attempt passed: per-success figures are undefined' });
    out.measures.push({ id, value: round(part.sum / scale / tot.successes), ...(unit ? { unit } : {}) });
  };
  perSuccess('efficiency.cost_per_success', tot.cost, FIXED.cost, 'cost_usd', 'usd');
  perSuccess('efficiency.tokens_per_success', tot.tokens, FIXED.tokens, 'tokens');
  perSuccess('efficiency.latency_per_success', tot.latency, FIXED.latency, 'latency_s', 's');

  const ratio: Record<ViolationKind, string> = { policy: 'policy.hard_rules', tool_abuse: 'safety.tool_abuse', isolation: 'safety.isolation' };
  for (const kind of ['policy', 'tool_abuse', 'isolation'] as const) {
    const v = tally.violations[kind];
    if (v.runs === 0) continue;
    if (v.runs < tally.events)
      out.missing.push({ id: ratio[kind], reason: `${tally.events - v.runs} of ${tally.events} attempts carry no violations.${kind}` });
    else {
      out.measures.push({ id: ratio[kind], value: round(v.clean / v.runs), n: v.runs });
      counted({ id: ratio[kind], x: v.clean, n: v.runs });
    }
  }
  // Made on first use (a bootstrap bound asks): at a million tasks they are 32 MB most runs never read.
  let made: Clusters | undefined;
  Object.defineProperty(out, 'clusters', { get: () => (made ??= clusters(tally, out.measures)), enumerable: true, configurable: true });

  for (const id of m.canary_ids) out.canaries.push({ id, fired: tally.passes(id) > 0, attempts: tally.attempts(id) });
  return out;
}

/** The per-task sums behind each per-success measure that was given, non-canary tasks only. */
function clusters(tally: TrialTally, measures: readonly Measure[]): Clusters {
  const tasks = taskIndexes(tally.manifest, (t) => !t.canary);
  const successes = new Float64Array(tasks.length);
  tasks.forEach((i, j) => (successes[j] = tally.passesAt(i)));
  const out: Clusters = { successes, sums: {} };
  const pick = (id: keyof Clusters['sums'], all: Float64Array, scale: number) => {
    if (!measures.some((m) => m.id === id)) return;
    const values = new Float64Array(tasks.length);
    tasks.forEach((i, j) => (values[j] = all[i] as number));
    out.sums[id] = { values, scale };
  };
  pick('efficiency.cost_per_success', tally.taskSums.cost, FIXED.cost);
  pick('efficiency.tokens_per_success', tally.taskSums.tokens, FIXED.tokens);
  pick('efficiency.latency_per_success', tally.taskSums.latency, FIXED.latency);
  return out;
}

/** The manifest indexes of the tasks kept, in manifest order: 4 bytes a task, where a list of the tasks would take 8 and more. */
function taskIndexes(m: Manifest, keep: (t: ManifestTask) => boolean): Uint32Array {
  const out = new Uint32Array(m.tasks.size);
  let n = 0;
  for (const t of m.tasks.values()) if (keep(t)) out[n++] = t.index;
  return out.subarray(0, n);
}
