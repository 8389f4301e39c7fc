// Where lines come from, as the readers of line inputs (ledger/read.ts,
// doc/json-lines.ts, otel/evidence.ts) take them: a file on disk (io/lines.ts)
// or a File dropped on the page (web/files.ts).

/**
 * Calls `each(line, lineNumber)` for every line of `file`, blank ones included;
 * returns the line count. A reader may first offer a line's bytes to `bytes`
 * (see LineBytes): a line it takes is counted and not handed to `each`.
 */
export type LineReader = (file: string, each: (line: string, n: number) => void, bytes?: LineBytes) => Promise<number>;

/**
 * A whole line's UTF-8 bytes, checked, offered before they are decoded:
 * b[start, end) without the newline (or CR before it), b[end] the newline or
 * CR; `n` its line number. True when it took the line.
 */
export type LineBytes = (b: Uint8Array, start: number, end: number, n: number) => boolean;
