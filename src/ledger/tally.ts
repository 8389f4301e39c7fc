// The trial ledger folded as it streams. Per task it keeps two bit masks (the
// attempts seen and those passed, for attempts 1..32) in typed arrays indexed
// by manifest position, so a million lines cost a few bytes per task. Shards
// from parallel jobs merge here; the same task and attempt twice is an error.
import { AqrError } from '../errors.js';
import type { Manifest, ManifestTask } from '../taskset/manifest.js';
import type { Trial } from './trial.js';

export interface Totals {
  /** Attempts at non-canary tasks, and those that passed. */
  attempts: number;
  successes: number;
  cost: { sum: number; n: number };
  tokens: { sum: number; n: number };
  latency: { sum: number; n: number };
}

export type ViolationKind = 'policy' | 'tool_abuse' | 'isolation';

/** Thrown when a task's attempt comes twice; the reader finds where it came first. */
export class DuplicateAttempt extends AqrError {
  constructor(
    readonly taskId: string,
    readonly attempt: number,
    file: string,
    line: number,
  ) {
    super('ERR_INPUT_DUPLICATE', `task ${taskId} attempt ${attempt} appears twice`, { file, line });
  }
}

/** Which of a trial's optional values it gives (TrialValues.given). */
export const GIVES = { cost: 1, tokens: 2, latency: 4, policy: 8, tool_abuse: 16, isolation: 32 } as const;

/** A trial's values as the tally reads them, flat: `given` says which optional ones the trial gives (GIVES), the others are 0. */
export interface TrialValues {
  given: number;
  task_id: string;
  attempt: number;
  passed: boolean;
  split: 'held-in' | 'held-out' | undefined;
  cost_usd: number;
  tokens: number;
  latency_s: number;
  policy: number;
  tool_abuse: number;
  isolation: number;
}

/** A trial's values, flat, as the tally reads them. */
export function trialValues(t: Trial): TrialValues {
  const v = t.violations ?? {};
  const given =
    (t.cost_usd !== undefined ? GIVES.cost : 0) |
    (t.tokens !== undefined ? GIVES.tokens : 0) |
    (t.latency_s !== undefined ? GIVES.latency : 0) |
    (v.policy !== undefined ? GIVES.policy : 0) |
    (v.tool_abuse !== undefined ? GIVES.tool_abuse : 0) |
    (v.isolation !== undefined ? GIVES.isolation : 0);
  return {
    given,
    task_id: t.task_id,
    attempt: t.attempt,
    passed: t.passed,
    split: t.split,
    cost_usd: t.cost_usd ?? 0,
    tokens: t.tokens ?? 0,
    latency_s: t.latency_s ?? 0,
    policy: v.policy ?? 0,
    tool_abuse: v.tool_abuse ?? 0,
    isolation: v.isolation ?? 0,
  };
}

const MASKED = 32;

/** The fixed-point scale of each per-task sum. */
export const FIXED = { cost: 1e9, tokens: 1, latency: 1e6 } as const;

export class TrialTally {
  readonly files: string[] = [];
  /** Every line read: the ledger's event count. */
  events = 0;
  readonly totals: Totals = { attempts: 0, successes: 0, cost: { sum: 0, n: 0 }, tokens: { sum: 0, n: 0 }, latency: { sum: 0, n: 0 } };
  /** Per kind: attempts (all tasks) carrying the count, and those with zero. */
  readonly violations: Record<ViolationKind, { runs: number; clean: number }> = {
    policy: { runs: 0, clean: 0 },
    tool_abuse: { runs: 0, clean: 0 },
    isolation: { runs: 0, clean: 0 },
  };
  /**
   * Per task (manifest order), the attempts' cost, tokens and latency in fixed
   * point (nano-USD, tokens, microseconds): sums of integers, so shard order
   * cannot change them. The bootstrap of per-success ceilings resamples these,
   * and its seed is their hash (bootstrapSeed in gate/bounds.ts), never the
   * ledger's bytes.
   */
  readonly taskSums: { cost: Float64Array; tokens: Float64Array; latency: Float64Array };
  private readonly seen: Uint32Array;
  private readonly passed: Uint32Array;
  private lastId: string | undefined;
  private lastTask: ManifestTask | undefined;
  /** Attempts past 32, rare: task index → attempt → passed. */
  private readonly overflow = new Map<number, Map<number, boolean>>();

  constructor(readonly manifest: Manifest) {
    this.seen = new Uint32Array(manifest.tasks.size);
    this.passed = new Uint32Array(manifest.tasks.size);
    const n = manifest.tasks.size;
    this.taskSums = { cost: new Float64Array(n), tokens: new Float64Array(n), latency: new Float64Array(n) };
  }

  addFile(name: string): number {
    return this.files.push(name) - 1;
  }

  add(t: Trial, file: number, line: number): void {
    this.addValues(trialValues(t), file, line);
  }

  /** As add, for a trial's values: the ledger's fast path (fast-trial.ts) hands them over so, with no object a line. */
  addValues(t: TrialValues, file: number, line: number): void {
    const name = this.files[file] ?? '?';
    // A runner writes a task's attempts together, as a rule: comparing with the
    // last id is cheaper than hashing a fresh string into a map of every task.
    const task = t.task_id === this.lastId ? this.lastTask : this.manifest.tasks.get(t.task_id);
    this.lastId = t.task_id;
    this.lastTask = task;
    if (!task)
      throw new AqrError('ERR_INPUT_MISMATCH', `task ${t.task_id} is not in the task manifest: evidence from another task set does not count`, {
        file: name,
        line,
        field: 'task_id',
      });
    if (t.split !== undefined && t.split !== task.split)
      throw new AqrError('ERR_INPUT_MISMATCH', `task ${t.task_id} is ${task.split} in the manifest but ${t.split} here`, { file: name, line, field: 'split' });
    const i = task.index;
    if (t.attempt <= MASKED) {
      const bit = 1 << (t.attempt - 1);
      if ((this.seen[i] as number) & bit) throw new DuplicateAttempt(t.task_id, t.attempt, name, line);
      this.seen[i] = (this.seen[i] as number) | bit;
      if (t.passed) this.passed[i] = (this.passed[i] as number) | bit;
    } else {
      let more = this.overflow.get(i);
      if (!more) this.overflow.set(i, (more = new Map()));
      if (more.has(t.attempt)) throw new DuplicateAttempt(t.task_id, t.attempt, name, line);
      more.set(t.attempt, t.passed);
    }
    this.events++;
    const counts = this.violations;
    const given = t.given;
    if (given & GIVES.policy) count(counts.policy, t.policy);
    if (given & GIVES.tool_abuse) count(counts.tool_abuse, t.tool_abuse);
    if (given & GIVES.isolation) count(counts.isolation, t.isolation);
    if (task.canary) return;
    const tot = this.totals;
    tot.attempts++;
    if (t.passed) tot.successes++;
    const ts = this.taskSums;
    if (given & GIVES.cost) {
      sum(tot.cost, t.cost_usd, 'cost_usd', name, line);
      ts.cost[i] = (ts.cost[i] as number) + Math.round(t.cost_usd * FIXED.cost);
    }
    if (given & GIVES.tokens) {
      sum(tot.tokens, t.tokens, 'tokens', name, line);
      ts.tokens[i] = (ts.tokens[i] as number) + Math.round(t.tokens * FIXED.tokens);
    }
    if (given & GIVES.latency) {
      sum(tot.latency, t.latency_s, 'latency_s', name, line);
      ts.latency[i] = (ts.latency[i] as number) + Math.round(t.latency_s * FIXED.latency);
    }
  }

  /** How many of attempts 1..k the task has (all of them with k = Infinity). */
  attempts(taskId: string, k = Infinity): number {
    const task = this.manifest.tasks.get(taskId);
    return task ? this.attemptsAt(task.index, k) : 0;
  }

  /** How many of attempts 1..k passed. */
  passes(taskId: string, k = Infinity): number {
    const task = this.manifest.tasks.get(taskId);
    return task ? this.passesAt(task.index, k) : 0;
  }

  /** As `attempts`, for the task at this manifest index: no lookup by id, for loops over every task. */
  attemptsAt(index: number, k = Infinity): number {
    return this.count(index, k, this.seen, false);
  }

  /** As `passes`, for the task at this manifest index. */
  passesAt(index: number, k = Infinity): number {
    return this.count(index, k, this.passed, true);
  }

  /** Whether the task at this manifest index has attempt `attempt` (1..32), and whether it passed. */
  hasAttemptAt(index: number, attempt: number): boolean {
    return attempt <= MASKED ? ((this.seen[index] as number) & (1 << (attempt - 1))) !== 0 : this.overflow.get(index)?.has(attempt) === true;
  }

  passedAttemptAt(index: number, attempt: number): boolean {
    return attempt <= MASKED ? ((this.passed[index] as number) & (1 << (attempt - 1))) !== 0 : this.overflow.get(index)?.get(attempt) === true;
  }

  private count(index: number, k: number, masks: Uint32Array, passedOnly: boolean): number {
    const upTo = Math.min(k, MASKED);
    const mask = upTo >= MASKED ? 0xffffffff : (1 << upTo) - 1;
    let n = popcount((masks[index] as number) & mask);
    if (k > MASKED) for (const [a, p] of this.overflow.get(index) ?? []) if (a <= k && (p || !passedOnly)) n++;
    return n;
  }
}

/** Adds to a total; a total that overflows (1e308 twice) is the input's fault, not a number to record. */
function sum(part: { sum: number; n: number }, x: number, field: string, file: string, line: number): void {
  if (!Number.isFinite(part.sum + x))
    throw new AqrError(
      'ERR_INPUT_INVALID',
      `the total of ${field} over the ledger is no longer a finite number here (each value must be finite, and so must their sum)`,
      { file, line, field },
    );
  part.sum += x;
  part.n++;
}

/** One attempt's count of a violation kind: attempts carrying it, and those with none. */
function count(kind: { runs: number; clean: number }, n: number): void {
  kind.runs++;
  if (n === 0) kind.clean++;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return ((((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24) & 0xff;
}
