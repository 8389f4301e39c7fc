// The per-task drill-down of a run, bounded: which tasks of every split failed
// (and on which attempts; those that failed every attempt first), on which attempt each fired canary passed, and the most
// expensive tasks. The record holds no per-task data; the pipeline keeps this
// beside it (`<record>.detail.json`, report/detail.ts) so the comment, the
// report page and a later run's comparison with its baseline can name tasks.
// Lists are in a fixed order (manifest order; cost descending, then id), so
// the same ledger gives the same file whatever the shard order.
import { FIXED, type TrialTally } from './tally.js';

/** Failing tasks listed; the count of all of them is kept beside. */
export const MAX_FAILING = 500;
/** The most expensive tasks listed. */
export const MAX_COSTLIEST = 10;
/** Attempts looked at per task for the list of failed ones. */
const MAX_ATTEMPTS = 32;

export interface FailingTask {
  id: string;
  /** Attempts the task has. */
  attempts: number;
  /** The attempts (1-based) that failed, in order, among the first 32. */
  failed: number[];
  /** The task's split in the manifest (absent in sidecars written before every split was listed: held-out). */
  split?: string;
}

export interface TaskDetail {
  /** Held-out tasks (not canaries) with at least one attempt, and those of them that failed an attempt. */
  held_out: { tasks: number; failing: number };
  /** The same over every split (absent in sidecars written when only held-out tasks were listed). */
  all?: { tasks: number; failing: number };
  /**
   * Up to MAX_FAILING tasks of every split that failed an attempt: those that
   * failed every attempt first, then the rest, each in manifest order; complete
   * when `all.failing` equals its length.
   */
  failing: FailingTask[];
  /** Canaries that passed (fired), with the first attempt that did. */
  canaries: { id: string; attempt: number }[];
  /** The MAX_COSTLIEST tasks of highest total cost (USD, every attempt), highest first; empty when the ledger gives no cost. */
  costliest: { id: string; cost_usd: number; attempts: number }[];
  /**
   * Every non-canary task with an attempt, in manifest order, with its first
   * 32 attempts' outcomes: what a later run pairs with its own, task by task
   * (gate/paired.ts). Absent in sidecars written before it was kept.
   */
  results?: TaskResult[];
}

/** One task's attempts 1..32 as one character each: `p` passed, `f` failed, `-` no such attempt (trailing ones left off). */
export interface TaskResult {
  id: string;
  split: string;
  outcomes: string;
}

export function taskDetail(tally: TrialTally): TaskDetail {
  const allFailed: FailingTask[] = [];
  const someFailed: FailingTask[] = [];
  const canaries: TaskDetail['canaries'] = [];
  const costs: TaskDetail['costliest'] = [];
  const results: TaskResult[] = [];
  const heldOut = { tasks: 0, failing: 0 };
  const all = { tasks: 0, failing: 0 };
  for (const t of tally.manifest.tasks.values()) {
    const attempts = tally.attemptsAt(t.index);
    if (attempts === 0) continue;
    const passes = tally.passesAt(t.index);
    if (t.canary) {
      if (passes > 0) canaries.push({ id: t.id, attempt: firstPassed(tally, t.index) });
      continue;
    }
    const cost = tally.taskSums.cost[t.index] as number;
    if (cost > 0) costs.push({ id: t.id, cost_usd: cost / FIXED.cost, attempts });
    all.tasks++;
    results.push({ id: t.id, split: t.split, outcomes: outcomesOf(tally, t.index) });
    if (t.split === 'held-out') heldOut.tasks++;
    if (passes === attempts) continue;
    all.failing++;
    if (t.split === 'held-out') heldOut.failing++;
    const list = passes === 0 ? allFailed : someFailed;
    if (list.length < MAX_FAILING) list.push({ id: t.id, attempts, failed: failedAttempts(tally, t.index), split: t.split });
  }
  costs.sort((a, b) => b.cost_usd - a.cost_usd || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    held_out: heldOut,
    all,
    failing: [...allFailed, ...someFailed].slice(0, MAX_FAILING),
    canaries,
    costliest: costs.slice(0, MAX_COSTLIEST),
    results,
  };
}

function outcomesOf(tally: TrialTally, index: number): string {
  let s = '';
  for (let a = 1; a <= MAX_ATTEMPTS; a++) s += !tally.hasAttemptAt(index, a) ? '-' : tally.passedAttemptAt(index, a) ? 'p' : 'f';
  return s.replace(/-+$/, '');
}

function failedAttempts(tally: TrialTally, index: number): number[] {
  const out: number[] = [];
  for (let a = 1; a <= MAX_ATTEMPTS; a++) if (tally.hasAttemptAt(index, a) && !tally.passedAttemptAt(index, a)) out.push(a);
  return out;
}

function firstPassed(tally: TrialTally, index: number): number {
  for (let a = 1; a <= MAX_ATTEMPTS; a++) if (tally.passedAttemptAt(index, a)) return a;
  // Past 32 attempts (rare): the overflow is searched, within reason.
  for (let a = MAX_ATTEMPTS + 1; a <= 100_000; a++) if (tally.passedAttemptAt(index, a)) return a;
  return 0;
}
