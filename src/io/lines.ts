// Line by line over a file, at the speed of the read: chunks are split on
// newlines by hand (no readline, src/line-splitter.ts, shared with the page),
// read synchronously (io/read-chunks.ts), and a `.gz` file is gunzipped on the
// way. Text is decoded in pieces of at most TEXT_PIECE bytes, never a chunk
// whole. No line may exceed MAX_LINE_CHARS.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { AqrError } from '../errors.js';
import type { LineBytes } from '../line-reader.js';
import { LineSplitter } from '../line-splitter.js';
import { contentSetDigestOf } from './digest.js';
import { eachChunk } from './read-chunks.js';
import { assertRegularFile, readFailure } from './regular-file.js';
import { Utf8Chunks } from './utf8-chunks.js';

/** Files from this size on offer their lines' bytes to a `bytes` reader (see forEachLine). */
export const BYTES_FROM = 256 * 1024;

/**
 * The most bytes decoded into one string: 32 KiB of UTF-8 is at most 32 Ki
 * characters, under 64 KiB as V8 stores them (two bytes a character once one
 * is not Latin-1), so no piece lands in the large-object space (objects over
 * 128 KiB), where one string of a 1 MiB chunk cost 30 times as much to make.
 */
export const TEXT_PIECE = 32 * 1024;

/** Hands b[from, to) (whole characters, checked) to `lines` as text in pieces of at most TEXT_PIECE bytes, each cut between two characters. */
export function pushText(b: Buffer, from: number, to: number, lines: LineSplitter): void {
  while (to - from > TEXT_PIECE) {
    let cut = from + TEXT_PIECE;
    while (((b[cut] as number) & 0xc0) === 0x80) cut--; // back to the first byte of a character
    lines.push(b.toString('utf8', from, cut));
    from = cut;
  }
  if (to > from) lines.push(b.toString('utf8', from, to));
}

/** The longest line any line-oriented input may have (16 MiB of text). */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

/**
 * Calls `each(line, lineNumber)` for every line, blank ones included; returns
 * the line count. `onBytes` sees the file's bytes as read (compressed, for a
 * `.gz`), so a caller can hash exactly what it measured in the same pass.
 * `bytes`, when given, is offered each line that lies whole in a chunk before
 * it is decoded (see LineBytes in line-reader.ts).
 */
export async function forEachLine(
  file: string,
  each: (line: string, n: number) => void,
  maxLineChars = MAX_LINE_CHARS,
  onBytes?: (chunk: Buffer) => void,
  bytes?: LineBytes,
  bytesFrom = BYTES_FROM,
): Promise<number> {
  const { size } = await assertRegularFile(file);
  const decoder = new Utf8Chunks();
  const tooLong = (line: number) =>
    new AqrError('ERR_INPUT_TOO_LARGE', `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line });
  const lines = new LineSplitter(each, tooLong, maxLineChars);
  // Lines are offered as bytes only in a file large enough to repay compiling
  // that reader: some 10 M instructions at its first use, against 6.5 k saved
  // a ledger line (a quarter MiB of lines). A small file is read as text.
  const feed =
    bytes === undefined || size < bytesFrom
      ? (chunk: Buffer) => {
          const whole = decoder.complete(chunk);
          pushText(whole, 0, whole.length, lines);
        }
      : (chunk: Buffer) => pushBytes(decoder.complete(chunk), lines, bytes, maxLineChars);
  try {
    if (file.endsWith('.gz')) await gunzipChunks(file, onBytes, feed);
    else
      eachChunk(file, size, (chunk) => {
        onBytes?.(chunk);
        feed(chunk);
      });
    decoder.end();
  } catch (e) {
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const gzip = code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR';
    const encoding = gzip || e instanceof TypeError;
    const why = gzip ? 'is not valid gzip' : encoding ? 'is not valid UTF-8 text' : readFailure(e);
    throw new AqrError(encoding ? 'ERR_INPUT_ENCODING' : 'ERR_INPUT_READ', why, { file, line: lines.n + 1 }, { cause: e });
  }
  return lines.end();
}

/**
 * Checked bytes into lines as LineSplitter cuts text: the first line (which may
 * end one begun in the last chunk) and the last (which may go on in the next)
 * as text; each line between, offered to `take` first and decoded only when it
 * does not take it.
 */
function pushBytes(buf: Buffer, lines: LineSplitter, take: LineBytes, maxLineChars: number): void {
  let nl = buf.indexOf(0x0a);
  if (nl === -1) {
    pushText(buf, 0, buf.length, lines);
    return;
  }
  pushText(buf, 0, nl + 1, lines);
  let start = nl + 1;
  for (nl = buf.indexOf(0x0a, start); nl !== -1; start = nl + 1, nl = buf.indexOf(0x0a, start)) {
    const end = nl > start && buf[nl - 1] === 0x0d ? nl - 1 : nl;
    let took: boolean;
    try {
      // A line's characters are at most its bytes: one within the limit in bytes is within it in text.
      took = end - start <= maxLineChars && take(buf, start, end, lines.n + 1);
    } catch (e) {
      lines.thrown = e;
      throw e;
    }
    if (took) lines.skip();
    else pushText(buf, start, nl + 1, lines);
  }
  pushText(buf, start, buf.length, lines);
}

/** A `.gz` file gunzipped as a stream; `onBytes` sees the compressed bytes, `each` the text's. */
async function gunzipChunks(file: string, onBytes: ((chunk: Buffer) => void) | undefined, each: (chunk: Buffer) => void): Promise<void> {
  // zlib (and with it the stream machinery) is loaded for a compressed file only, not at every start.
  const zlib = await import('node:zlib');
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream = raw.pipe(zlib.createGunzip());
  raw.on('error', (e) => stream.destroy(e));
  if (onBytes) raw.on('data', (chunk) => onBytes(chunk as Buffer));
  try {
    for await (const chunk of stream) each(chunk as Buffer);
  } finally {
    raw.destroy();
  }
}

/**
 * A line reader that hashes each file as it reads it, for evidence named by its
 * digest: `setDigest(files)` is the ledger digest (io/digest.ts
 * contentSetDigest) of exactly the bytes that were read, in one pass. (Hashing
 * on a worker thread was measured too: no faster on two cores, 66 MiB more.)
 * `bytesFrom`: the file size from which lines are offered as bytes (BYTES_FROM).
 */
export function hashingLineReader(bytesFrom = BYTES_FROM): {
  lines: (file: string, each: (line: string, n: number) => void, bytes?: LineBytes) => Promise<number>;
  setDigest(files: readonly string[]): string;
  /** Each file's sha256 (hex) and line count, as read: a partial tally's shard entries (ledger/partial.ts). */
  entries(files: readonly string[]): { file: string; sha256: string; lines: number }[];
} {
  const read = new Map<string, { sha256: string; lines: number }>();
  const entries = (files: readonly string[]) =>
    files.map((file) => {
      const e = read.get(file);
      if (e === undefined) throw new Error(`internal: ${file} was not read`);
      return { file, ...e };
    });
  return {
    async lines(file, each, bytes) {
      const hash = createHash('sha256');
      const n = await forEachLine(file, each, MAX_LINE_CHARS, (chunk) => hash.update(chunk), bytes, bytesFrom);
      read.set(file, { sha256: hash.digest('hex'), lines: n });
      return n;
    },
    setDigest: (files) => contentSetDigestOf(entries(files).map((e) => e.sha256)),
    entries,
  };
}
