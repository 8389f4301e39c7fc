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
  | 'ERR_OUTPUT_WRITE'
  | 'ERR_KEY_INVALID'
  | 'ERR_KEY_UNSUPPORTED';

export interface Where {
  file?: string;
  line?: number;
  field?: string;
}

export class AqrError extends Error {
  override readonly name = 'AqrError';
  readonly code: ErrorCode;
  readonly where: Where;

  constructor(code: ErrorCode, message: string, where: Where = {}) {
    super(message);
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

/** Messages stay on one line whatever text they quote. */
export function oneLine(s: string): string {
  return s.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
