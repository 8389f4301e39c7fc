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
  /**
   * Per value, the attempts carrying it (`n`) and their sum in fixed point
   * (FIXED): a sum of integers, so no order of shards or of partial tallies
   * (ledger/partial.ts) can change it, as a float sum in line order could.
   */
  cost: { sum: number; n: number };
  tokens: { sum: number; n: number };
  latency: { sum: number; n: number };
}

export type ViolationKind = 'policy' | 'tool_abuse' | 'isolation';
export const VIOLATION_KINDS = ['policy', 'tool_abuse', 'isolation'] as const satisfies readonly ViolationKind[];

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

/** Every attempt of one task as the tally keeps it, for a partial tally (ledger/partial.ts). */
export interface TaskState {
  /** Attempts 1..32 seen and passed, bit a-1 for attempt a. */
  seen: number;
  passed: number;
  /** Fixed-point sums (FIXED) of the task's cost, tokens and latency; 0 for a canary. */
  cost: number;
  tokens: number;
  latency: number;
  /** Attempts past 32, ascending: [attempt, passed]. */
  more: [number, boolean][];
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

  /** Adds a trial, its totals checked finite at once (a reader that does not check them at its end). */
  add(t: Trial, file: number, line: number): void {
    this.addValues(trialValues(t), file, line);
    const field = this.nonFinite();
    if (field) throw notFinite(field, this.files[file] ?? '?', line);
  }

  /**
   * As add, for a trial's values, the totals not checked: the ledger's reader
   * (ledger/read.ts) hands every line over so, with no object a line from its
   * fast path, and checks nonFinite once at the end of each file.
   */
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
    if (given & GIVES.cost) ts.cost[i] = (ts.cost[i] as number) + sum(tot.cost, Math.round(t.cost_usd * FIXED.cost));
    if (given & GIVES.tokens) ts.tokens[i] = (ts.tokens[i] as number) + sum(tot.tokens, Math.round(t.tokens * FIXED.tokens));
    if (given & GIVES.latency) ts.latency[i] = (ts.latency[i] as number) + sum(tot.latency, Math.round(t.latency_s * FIXED.latency));
  }

  /**
   * The first total (of cost_usd, tokens, latency_s) that is no longer a
   * finite number, or undefined: a value past the double range, or a sum of
   * finite values past it, makes its total infinite (or NaN) and it stays so,
   * so one look at the end finds what a look at every line would.
   */
  nonFinite(): TotalField | undefined {
    const tot = this.totals;
    return !Number.isFinite(tot.cost.sum)
      ? 'cost_usd'
      : !Number.isFinite(tot.tokens.sum)
        ? 'tokens'
        : !Number.isFinite(tot.latency.sum)
          ? 'latency_s'
          : undefined;
  }

  /** The task's attempts as kept here; undefined when it has none. */
  stateAt(index: number): TaskState | undefined {
    const more = this.overflow.get(index);
    const seen = this.seen[index] as number;
    if (seen === 0 && !more) return undefined;
    const ts = this.taskSums;
    return {
      seen,
      passed: this.passed[index] as number,
      cost: ts.cost[index] as number,
      tokens: ts.tokens[index] as number,
      latency: ts.latency[index] as number,
      more: [...(more ?? [])].sort((a, b) => a[0] - b[0]),
    };
  }

  /**
   * Adds a task's attempts kept elsewhere (a partial tally), as if its lines
   * had been read here; returns the first attempt both have, and adds nothing
   * then. Totals, events and sums follow; the counts of given values and
   * violations are the caller's (addCounts), since no task keeps them.
   */
  absorbAt(index: number, s: TaskState): number | undefined {
    const both = ((this.seen[index] as number) & s.seen) >>> 0;
    if (both !== 0) return 31 - Math.clz32(both & -both) + 1;
    const more = this.overflow.get(index);
    const again = s.more.find(([a]) => more?.has(a));
    if (again) return again[0];
    this.seen[index] = ((this.seen[index] as number) | s.seen) >>> 0;
    this.passed[index] = ((this.passed[index] as number) | s.passed) >>> 0;
    if (s.more.length > 0) {
      const into = more ?? new Map<number, boolean>();
      for (const [a, p] of s.more) into.set(a, p);
      this.overflow.set(index, into);
    }
    const attempts = popcount(s.seen) + s.more.length;
    this.events += attempts;
    const task = this.taskAt(index);
    if (task?.canary) return undefined;
    const tot = this.totals;
    tot.attempts += attempts;
    tot.successes += popcount(s.passed) + s.more.filter(([, p]) => p).length;
    const ts = this.taskSums;
    ts.cost[index] = (ts.cost[index] as number) + s.cost;
    ts.tokens[index] = (ts.tokens[index] as number) + s.tokens;
    ts.latency[index] = (ts.latency[index] as number) + s.latency;
    tot.cost.sum += s.cost;
    tot.tokens.sum += s.tokens;
    tot.latency.sum += s.latency;
    return undefined;
  }

  /** Adds the counts no task keeps: attempts carrying each value, and each violation kind's runs and clean ones. */
  addCounts(given: { cost: number; tokens: number; latency: number }, violations: Record<ViolationKind, { runs: number; clean: number }>): void {
    this.totals.cost.n += given.cost;
    this.totals.tokens.n += given.tokens;
    this.totals.latency.n += given.latency;
    for (const kind of VIOLATION_KINDS) {
      this.violations[kind].runs += violations[kind].runs;
      this.violations[kind].clean += violations[kind].clean;
    }
  }

  /** The manifest's task at this index. */
  taskAt(index: number): ManifestTask | undefined {
    this.byIndex ??= [...this.manifest.tasks.values()];
    return this.byIndex[index];
  }
  private byIndex: ManifestTask[] | undefined;

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

/** Adds a fixed-point value to a total and returns it (finiteness is looked at once, nonFinite). */
function sum(part: { sum: number; n: number }, x: number): number {
  part.sum += x;
  part.n++;
  return x;
}

/** A total a trial's values add to. */
export type TotalField = 'cost_usd' | 'tokens' | 'latency_s';

/** The fixed-point scale of each total's field. */
export const FIXED_OF: Record<TotalField, number> = { cost_usd: FIXED.cost, tokens: FIXED.tokens, latency_s: FIXED.latency };

/** A total that overflowed at this line (1e308 twice): the input's fault, not a number to record. */
export function notFinite(field: TotalField, file: string, line: number): AqrError {
  return new AqrError(
    'ERR_INPUT_INVALID',
    `the total of ${field} over the ledger is no longer a finite number here (each value must be finite, and so must their sum)`,
    { file, line, field },
  );
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
