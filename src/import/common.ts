// What the JUnit, Inspect AI and DeepEval importers share: the file's text,
// JSON with line numbers, errors that name the file, the place and the field,
// the agent's spend checked as the native ledger checks it, and the tally of
// what became no attempt and which judged checks were seen.
import { AqrError, excerpt, type ErrorCode } from '../errors.js';
import { parseDocument } from '../doc/parse.js';
import type { Parsed } from '../doc/parsed.js';
import { formatPath } from '../doc/path.js';
import { MAX_NESTING, pathNestedBeyond, tooDeep } from '../doc/syntax.js';
import type { ImportedAttempt, ImportInput, JudgedOnlyFailure, JudgedSeen, Skipped } from './types.js';

/** How many task ids or places a skip reason names. */
const EXAMPLES = 3;

/** The file as UTF-8 text, without a byte order mark. */
export function textOf(input: ImportInput): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(input.bytes);
  } catch {
    throw new AqrError('ERR_INPUT_ENCODING', 'is not valid UTF-8 text', { file: input.file });
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The first `chars` characters of the file, decoded leniently: enough for a sniff, never an error. */
export function headOf(input: ImportInput, chars = 4096): string {
  const text = new TextDecoder('utf-8').decode(input.bytes.subarray(0, chars * 4));
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).slice(0, chars);
}

/** JSON read in bulk (JSON.parse), with line numbers looked up only for an error. */
export function jsonOf(text: string, file: string): Parsed {
  const parsed = parseDocument(text, file, { bulk: true });
  if (parsed.syntax !== 'json') throw new AqrError('ERR_INPUT_PARSE', 'is not JSON', { file });
  holdToNesting(parsed.value, file);
  return parsed;
}

/** An imported file's JSON held to the nesting limit of every input (doc/syntax.ts): an input error naming the file and the field, never a stack overflow in a walk. */
export function holdToNesting(value: unknown, file: string): void {
  const deep = pathNestedBeyond(value, MAX_NESTING);
  if (deep) throw tooDeep({ file, field: formatPath(deep.slice(0, PATH_SHOWN)) + (deep.length > PATH_SHOWN ? '…' : '') });
}

/** How much of a too-deep path an error names. */
const PATH_SHOWN = 8;

/** A bad field: the error names the file, the line when known, and the place and field. */
export function badField(file: string, field: string, message: string, line?: number, code: ErrorCode = 'ERR_INPUT_INVALID'): AqrError {
  return new AqrError(code, message, line === undefined ? { file, field } : { file, line, field });
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export type Spend = 'cost_usd' | 'tokens' | 'latency_s';

/**
 * A cost, token count or latency from the file, held to the native ledger's
 * rule (ledger/trial.ts): absent stays absent, a bad value is an error, never a
 * guess. `place` is the source's own field, named in the error.
 */
export function spend(value: unknown, kind: Spend, file: string, place: string, line?: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  const integer = kind === 'tokens';
  if (typeof value === 'number' && value >= 0 && (!integer || Number.isInteger(value))) return value;
  throw badField(file, place, `must be ${integer ? 'an integer' : 'a number'} ≥ 0 (the ${kind} of an attempt), got ${excerpt(value)}`, line);
}

/** The file holds no deterministic verdict at all: judged checks (`judged`, their names) never gate, so there is nothing to count. */
export function noVerdict(file: string, judged: readonly string[], what: string): AqrError {
  const found = judged.length
    ? `only model-graded ${what} (${judged.join(', ')}), which are judged measures and never decide a pass`
    : `no ${what} that decides a pass`;
  return new AqrError('ERR_INPUT_INVALID', `holds no deterministic verdict: ${found}`, { file });
}

/** An attempt's `judged_failed`: the names once each, and nothing when none failed. */
export function judgedFailed(names: readonly string[]): { judged_failed?: string[] } {
  return names.length > 0 ? { judged_failed: [...new Set(names)] } : {};
}

/** Two attempts of one task with the same number in one file. */
export function duplicate(file: string, a: ImportedAttempt, first: string): AqrError {
  return new AqrError('ERR_INPUT_DUPLICATE', `task ${a.task_id} attempt ${a.attempt} appears twice: at ${first} and at ${a.at}`, { file });
}

/** What a file's rows became besides attempts: skips by reason, judged checks by name. */
export class Seen {
  private readonly skips = new Map<string, Skipped>();
  private readonly judges = new Map<string, JudgedSeen>();
  private readonly judgedOnly: JudgedOnlyFailure[] = [];

  skip(reason: string, example: string): void {
    const s = this.skips.get(reason) ?? { reason, count: 0, examples: [] };
    s.count++;
    if (s.examples.length < EXAMPLES && !s.examples.includes(example)) s.examples.push(example);
    this.skips.set(reason, s);
  }

  judge(name: string, passed: boolean): void {
    const j = this.judges.get(name) ?? { name, count: 0, passed: 0 };
    j.count++;
    if (passed) j.passed++;
    this.judges.set(name, j);
  }

  /** A row skipped for having only judged checks: the failed ones kept, for the hold on judged failures. */
  judgedOnlyFailed(task_id: string, names: readonly string[], at: string): void {
    if (names.length > 0) this.judgedOnly.push({ task_id, judged_failed: [...new Set(names)], at });
  }

  /** `Imported.judgedOnlyFailures`: nothing when there are none. */
  get judgedOnlyFailures(): { judgedOnlyFailures?: JudgedOnlyFailure[] } {
    return this.judgedOnly.length > 0 ? { judgedOnlyFailures: [...this.judgedOnly] } : {};
  }

  get skipped(): Skipped[] {
    return [...this.skips.values()];
  }

  get judged(): JudgedSeen[] {
    return [...this.judges.values()];
  }
}

/** Refuses a second attempt with the same task and number; the first place is named. */
export class AttemptSet {
  readonly attempts: ImportedAttempt[] = [];
  private readonly at = new Map<string, string>();

  constructor(private readonly file: string) {}

  add(a: ImportedAttempt): void {
    const key = `${a.attempt}\u0000${a.task_id}`;
    const first = this.at.get(key);
    if (first !== undefined) throw duplicate(this.file, a, first);
    this.at.set(key, a.at);
    this.attempts.push(a);
  }
}
