// Errors a user can act on: a stable code, a one-line message, and where the
// problem is (file, line, field). Anything else that escapes is a bug.

export type ErrorCode =
  | 'ERR_USAGE'
  | 'ERR_INPUT_READ'
  | 'ERR_INPUT_TOO_LARGE'
  | 'ERR_INPUT_ENCODING'
  | 'ERR_INPUT_EMPTY'
  | 'ERR_INPUT_PARSE'
  | 'ERR_NOT_A_RECORD'
  | 'ERR_INPUT_INVALID'
  | 'ERR_INPUT_DUPLICATE'
  | 'ERR_INPUT_CONFLICT'
  | 'ERR_INPUT_MISMATCH'
  | 'ERR_PROFILE_NOT_FOUND'
  | 'ERR_PROFILE_INVALID'
  | 'ERR_PROFILE_WEAKENS'
  | 'ERR_RECORD_INVALID'
  | 'ERR_OUTPUT_WRITE'
  | 'ERR_KEY_INVALID'
  | 'ERR_KEY_UNSUPPORTED'
  | 'ERR_SIGNATURE_UNVERIFIED'
  | 'ERR_PREDICATE_MISMATCH';

export interface Where {
  file?: string;
  line?: number;
  field?: string;
}

/**
 * The mark every AqrError carries. The action's bundles each hold their own
 * copy of this class (scripts/build.mjs), so `instanceof AqrError` asks for
 * the mark, not for the copy that made the error.
 */
const BRAND = Symbol.for('agent-release-gate.AqrError');

export class AqrError extends Error {
  override readonly name = 'AqrError';
  readonly code: ErrorCode;
  readonly where: Where;
  readonly [BRAND] = true;

  /** Any error with the mark is an AqrError; a subclass (DuplicateAttempt...) is asked as usual, by its prototype. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== AqrError) return (Function.prototype[Symbol.hasInstance] as (this: unknown, v: unknown) => boolean).call(this, value);
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  /** `options.cause`: the error this one wraps (an errno, a parser's error), kept for debugging, never printed. */
  constructor(code: ErrorCode, message: string, where: Where = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.where = where;
  }

  /** Bad input and bad usage both exit 2, distinct from a verdict. */
  get exitCode(): number {
    return 2;
  }

  /** `file:line: field: message (CODE)` on one line. */
  format(): string {
    const { file, line, field } = this.where;
    const at = file === undefined ? '' : line === undefined ? `${file}: ` : `${file}:${line}: `;
    const f = field === undefined ? '' : `${field}: `;
    return `${at}${f}${oneLine(this.message)} (${this.code})`;
  }
}

export function isAqrError(e: unknown): e is AqrError {
  return e instanceof AqrError;
}

/** The longest message printed; what an input makes longer is cut with an ellipsis. */
export const MAX_MESSAGE_CHARS = 1000;

/**
 * Messages stay on one line whatever text they quote, and at most
 * MAX_MESSAGE_CHARS long. Linear in the text: no pattern that rescans a run of
 * spaces from every position in it.
 */
export function oneLine(s: string): string {
  const head = s.length > 4 * MAX_MESSAGE_CHARS ? s.slice(0, 4 * MAX_MESSAGE_CHARS) : s;
  const flat = head
    .split(/[\r\n]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .join(' ');
  return flat.length > MAX_MESSAGE_CHARS || head !== s ? `${flat.slice(0, MAX_MESSAGE_CHARS)}…` : flat;
}

/** A bounded excerpt of an input value for a message: JSON, at most `max` characters. */
export function excerpt(v: unknown, max = 40): string {
  const text = typeof v === 'string' ? JSON.stringify(v.length > max ? v.slice(0, max) : v) : stringified(v);
  const long = typeof v === 'string' ? v.length > max : text.length > max;
  return long ? `${text.slice(0, max + 2)}…` : text;
}

/** JSON.stringify's text, or a stand-in for a value nested too deep for it (a stack overflow: the value is input, the message must not fail). */
function stringified(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return Array.isArray(v) ? '[…]' : '{…}';
  }
}
