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

/** The most tasks whose every attempt's outcome the detail sidecar lists. */
export const MAX_RESULTS = 100_000;

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
  const costs = new Costliest(MAX_COSTLIEST);
  // Per-task results (for a later paired regression test) only up to MAX_RESULTS
  // tasks: beyond that the sidecar would cost an object a task, and a regression
  // against this run falls back to the unpaired test, saying so.
  const results: TaskResult[] | undefined = tally.manifest.tasks.size <= MAX_RESULTS ? [] : undefined;
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
    if (cost > 0) costs.offer(cost / FIXED.cost, t.id, attempts);
    all.tasks++;
    results?.push({ id: t.id, split: t.split, outcomes: outcomesOf(tally, t.index) });
    if (t.split === 'held-out') heldOut.tasks++;
    if (passes === attempts) continue;
    all.failing++;
    if (t.split === 'held-out') heldOut.failing++;
    const list = passes === 0 ? allFailed : someFailed;
    if (list.length < MAX_FAILING) list.push({ id: t.id, attempts, failed: failedAttempts(tally, t.index), split: t.split });
  }
  return {
    held_out: heldOut,
    all,
    failing: [...allFailed, ...someFailed].slice(0, MAX_FAILING),
    canaries,
    costliest: costs.list(),
    ...(results ? { results } : {}),
  };
}

/**
 * The `n` costliest tasks seen, kept in order as they come (cost descending,
 * then id): a task is kept only when it beats the last kept, so a million
 * tasks cost no object and no sort each, only a comparison.
 */
class Costliest {
  private readonly cost: Float64Array;
  private readonly attempts: Uint32Array;
  private readonly ids: string[] = [];

  constructor(private readonly n: number) {
    this.cost = new Float64Array(n);
    this.attempts = new Uint32Array(n);
  }

  /** A task's total cost (USD), id and attempts. */
  offer(cost: number, id: string, attempts: number): void {
    const ids = this.ids;
    let at = ids.length;
    if (at === this.n && !before(cost, id, this.cost[at - 1] as number, ids[at - 1] as string)) return;
    if (at === this.n) at--;
    // Shift the lesser ones down one place, then put this one where it belongs.
    for (; at > 0 && before(cost, id, this.cost[at - 1] as number, ids[at - 1] as string); at--) {
      this.cost[at] = this.cost[at - 1] as number;
      this.attempts[at] = this.attempts[at - 1] as number;
      ids[at] = ids[at - 1] as string;
    }
    this.cost[at] = cost;
    this.attempts[at] = attempts;
    ids[at] = id;
  }

  list(): TaskDetail['costliest'] {
    return this.ids.map((id, i) => ({ id, cost_usd: this.cost[i] as number, attempts: this.attempts[i] as number }));
  }
}

/** Whether (cost a, id a) comes before (cost b, id b): the higher cost first, then the lower id. */
function before(a: number, aid: string, b: number, bid: string): boolean {
  return a > b || (a === b && aid < bid);
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
