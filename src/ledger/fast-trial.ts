// The fast path for ledger lines: the plain shape every runner writes (one
// JSON object of the trial fields with string, integer, decimal and boolean
// values, spaces at most between tokens) read by hand from the line's UTF-8
// bytes into the reader's own fields. No text is decoded and no object is built for
// the line: JSON.parse of the decoded line built one (and a nested one, and a
// boxed number per decimal) and was most of the cost of reading a million
// attempts. (Read from the decoded text instead, charCodeAt cost as much as
// JSON.parse: bytes it is.)
//
// It accepts only lines whose meaning is plain to see and that are valid
// trials, and returns undefined for anything else (an escape, a duplicate or
// unknown key, a sign, an exponent or more than 15 digits in a number, a
// fraction in a count, a tab, anything after the object...): the caller then
// decodes the line and reads it with JSON.parse and trialProblem, as before,
// and reports any error. So what it returns is always what JSON.parse returns
// for the line, field for field (test/ledger/fast-trial.test.ts holds it to
// that on generated and mutated lines). The bytes must be valid UTF-8 (the
// line reader checks each chunk before it splits it).
import { GIVES, type TrialValues } from './tally.js';

/** Exact powers of ten: an integer below 2^53 divided by one of them is the decimal correctly rounded, as JSON.parse reads it (Clinger's fast path). */
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

const TASK_ID = 1;
const ATTEMPT = 2;
const PASSED = 4;
const SPLIT = 8;
const COST = 16;
const TOKENS = 32;
const LATENCY = 64;
const VIOLATIONS = 128;
const REQUIRED = TASK_ID | ATTEMPT | PASSED;

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
// Each key with its closing quote (the opening one is matched before); the values spelled in full.
const K_TASK_ID = bytes('task_id"');
const K_TOKENS = bytes('tokens"');
const K_ATTEMPT = bytes('attempt"');
const K_PASSED = bytes('passed"');
const K_SPLIT = bytes('split"');
const K_COST = bytes('cost_usd"');
const K_LATENCY = bytes('latency_s"');
const K_VIOLATIONS = bytes('violations"');
const V_TRUE = bytes('true');
const V_FALSE = bytes('false');
const V_HELD_IN = bytes('"held-in"');
const V_HELD_OUT = bytes('"held-out"');
const K_POLICY = bytes('"policy"');
const K_TOOL_ABUSE = bytes('"tool_abuse"');
const K_ISOLATION = bytes('"isolation"');

const utf8 = new TextDecoder();

/** The value the last numberAt read, kept unboxed: a module variable would box each decimal and store it with a write barrier. */
const value = new Float64Array(1);

/** Whether b has `lit` at i (a byte past the line, a control character, never matches). */
function spelled(b: Uint8Array, i: number, lit: Uint8Array): boolean {
  for (let k = 0; k < lit.length; k++) if (b[i + k] !== lit[k]) return false;
  return true;
}

/**
 * The end of the JSON number at i, its value in value[0]; -1 to decline: a
 * sign, an exponent, more than 15 digits, or (for `integer`) a fraction.
 */
function numberAt(b: Uint8Array, i: number, integer: boolean): number {
  const start = i;
  let c = b[i] as number;
  if (!(c >= 0x30 && c <= 0x39)) return -1;
  let m = c - 0x30;
  c = b[++i] as number;
  if (m === 0) {
    if (c >= 0x30 && c <= 0x39) return -1; // a leading zero: not JSON
  } else
    while (c >= 0x30 && c <= 0x39) {
      m = m * 10 + (c - 0x30);
      c = b[++i] as number;
    }
  let k = 0;
  if (c === 0x2e) {
    if (integer) return -1;
    const f = ++i;
    c = b[i] as number;
    while (c >= 0x30 && c <= 0x39) {
      m = m * 10 + (c - 0x30);
      c = b[++i] as number;
    }
    k = i - f;
    if (k === 0) return -1;
  }
  if (c === 0x65 || c === 0x45 || i - start - (k > 0 ? 1 : 0) > 15) return -1;
  value[0] = k === 0 ? m : m / (POW10[k] as number);
  return i;
}

/**
 * Reads plain trial lines into its own fields, line after line: the values of
 * the last line read, as the tally takes them (numbers stay numbers, so no
 * value is boxed a line).
 */
export class TrialLineReader implements TrialValues {
  given = 0;
  task_id = '';
  attempt = 0;
  passed = false;
  split: TrialValues['split'] = undefined;
  cost_usd = 0;
  tokens = 0;
  latency_s = 0;
  policy = 0;
  tool_abuse = 0;
  isolation = 0;
  /**
   * The last task id and its bytes: the next line's id, when the same (a runner
   * writes a task's attempts together), is this very string. The bytes are a
   * copy in an array of this reader's, reused and grown as needed: the line's
   * buffer is the chunk reader's, read into again before the next chunk's
   * lines (a view kept here compared a later line with whatever bytes the next
   * read put there, and charged it to the wrong task).
   */
  private lastId = '';
  private lastIdBytes = new Uint8Array(64);
  private lastIdLength = 0;

  /**
   * The trial's values on the line b[start, end) (this reader) when it has the
   * plain shape and is a valid trial, else undefined; valid until the next call. The byte at `end`
   * must be the line's end (a newline or CR): every scan below stops at a
   * control character, so none passes the line's end without a bound check a
   * byte. Any other `end` declines.
   */
  read(b: Uint8Array, start: number, end: number): TrialValues | undefined {
    if (!(end < b.length && (b[end] as number) < 0x20) || b[start] !== 0x7b) return undefined;
    this.given = 0;
    this.split = undefined;
    this.cost_usd = 0;
    this.tokens = 0;
    this.latency_s = 0;
    this.policy = 0;
    this.tool_abuse = 0;
    this.isolation = 0;
    let seen = 0;
    let i = start + 1;
    while (b[i] === 0x20) i++;
    for (;;) {
      if (b[i] !== 0x22) return undefined;
      let field: number;
      let key: Uint8Array;
      // The key, spelled exactly (an escape in it declines).
      switch (b[i + 1]) {
        case 0x74: // t
          if (b[i + 2] === 0x61) {
            field = TASK_ID;
            key = K_TASK_ID;
          } else {
            field = TOKENS;
            key = K_TOKENS;
          }
          break;
        case 0x61: // a
          field = ATTEMPT;
          key = K_ATTEMPT;
          break;
        case 0x70: // p
          field = PASSED;
          key = K_PASSED;
          break;
        case 0x73: // s
          field = SPLIT;
          key = K_SPLIT;
          break;
        case 0x63: // c
          field = COST;
          key = K_COST;
          break;
        case 0x6c: // l
          field = LATENCY;
          key = K_LATENCY;
          break;
        case 0x76: // v
          field = VIOLATIONS;
          key = K_VIOLATIONS;
          break;
        default:
          return undefined;
      }
      if (!spelled(b, i + 1, key)) return undefined;
      if (seen & field) return undefined; // JSON.parse keeps the last; the full path reads duplicates
      seen |= field;
      i += 1 + key.length;
      while (b[i] === 0x20) i++;
      if (b[i] !== 0x3a) return undefined;
      i++;
      while (b[i] === 0x20) i++;
      let next = -1;
      switch (field) {
        case TASK_ID:
          next = this.idAt(b, i);
          break;
        case ATTEMPT:
          next = numberAt(b, i, true);
          if (value[0] === 0) return undefined;
          this.attempt = value[0] as number;
          break;
        case PASSED:
          if (spelled(b, i, V_TRUE)) {
            this.passed = true;
            next = i + 4;
          } else if (spelled(b, i, V_FALSE)) {
            this.passed = false;
            next = i + 5;
          }
          break;
        case SPLIT:
          if (spelled(b, i, V_HELD_IN)) {
            this.split = 'held-in';
            next = i + V_HELD_IN.length;
          } else if (spelled(b, i, V_HELD_OUT)) {
            this.split = 'held-out';
            next = i + V_HELD_OUT.length;
          }
          break;
        case COST:
          next = numberAt(b, i, false);
          this.cost_usd = value[0] as number;
          this.given |= GIVES.cost;
          break;
        case TOKENS:
          next = numberAt(b, i, true);
          this.tokens = value[0] as number;
          this.given |= GIVES.tokens;
          break;
        case LATENCY:
          next = numberAt(b, i, false);
          this.latency_s = value[0] as number;
          this.given |= GIVES.latency;
          break;
        default:
          next = this.violationsAt(b, i);
      }
      if (next === -1) return undefined;
      i = next;
      while (b[i] === 0x20) i++;
      const c = b[i];
      if (c === 0x7d) break;
      if (c !== 0x2c) return undefined;
      i++;
      while (b[i] === 0x20) i++;
    }
    i++;
    while (b[i] === 0x20) i++;
    if (i !== end || (seen & REQUIRED) !== REQUIRED) return undefined;
    return this;
  }

  /** The end of the task id string at i (non-empty, no escape or control character), set on the trial; -1 to decline. */
  private idAt(b: Uint8Array, i: number): number {
    if (b[i] !== 0x22) return -1;
    const from = i + 1;
    let j = from;
    for (let c = b[j] as number; c !== 0x22; c = b[++j] as number) if (c < 0x20 || c === 0x5c) return -1; // a control character (the line's end), or an escape
    if (j === from) return -1;
    const n = j - from;
    let last = this.lastIdBytes;
    let same = n === this.lastIdLength;
    for (let k = 0; same && k < n; k++) same = b[from + k] === last[k];
    if (!same) {
      if (n > last.length) this.lastIdBytes = last = new Uint8Array(Math.max(n, 2 * last.length));
      for (let k = 0; k < n; k++) last[k] = b[from + k] as number;
      this.lastIdLength = n;
      this.lastId = utf8.decode(last.subarray(0, n));
    }
    this.task_id = this.lastId;
    return j + 1;
  }

  /** The end of the violations object at i (counts of the three kinds, each at most once), set on this reader; -1 to decline. */
  private violationsAt(b: Uint8Array, i: number): number {
    if (b[i] !== 0x7b) return -1;
    i++;
    while (b[i] === 0x20) i++;
    if (b[i] === 0x7d) return i + 1;
    for (;;) {
      // Each kind by name, no property looked up by a computed key (a megamorphic access a line).
      let kind: number;
      let key: Uint8Array;
      if (spelled(b, i, K_POLICY)) {
        kind = GIVES.policy;
        key = K_POLICY;
      } else if (spelled(b, i, K_TOOL_ABUSE)) {
        kind = GIVES.tool_abuse;
        key = K_TOOL_ABUSE;
      } else if (spelled(b, i, K_ISOLATION)) {
        kind = GIVES.isolation;
        key = K_ISOLATION;
      } else return -1;
      if (this.given & kind) return -1;
      this.given |= kind;
      i += key.length;
      while (b[i] === 0x20) i++;
      if (b[i] !== 0x3a) return -1;
      i++;
      while (b[i] === 0x20) i++;
      i = numberAt(b, i, true);
      if (i === -1) return -1;
      if (kind === GIVES.policy) this.policy = value[0] as number;
      else if (kind === GIVES.tool_abuse) this.tool_abuse = value[0] as number;
      else this.isolation = value[0] as number;
      while (b[i] === 0x20) i++;
      const c = b[i];
      if (c === 0x7d) return i + 1;
      if (c !== 0x2c) return -1;
      i++;
      while (b[i] === 0x20) i++;
    }
  }
}
