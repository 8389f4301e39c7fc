// Line by line over a file, at the speed of the read: chunks are split on
// newlines by hand (no readline), and a `.gz` file is gunzipped on the way.
// A line longer than one chunk is kept as a list of pieces and joined once
// (repeated `rest + text` made a 64 MiB line cost minutes), and no line may
// exceed MAX_LINE_CHARS.
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { AqrError } from '../errors.js';
import { assertRegularFile } from './regular-file.js';

/** The longest line any line-oriented input may have (16 MiB of text). */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

/** Calls `each(line, lineNumber)` for every line, blank ones included; returns the line count. */
export async function forEachLine(file: string, each: (line: string, n: number) => void, maxLineChars = MAX_LINE_CHARS): Promise<number> {
  await assertRegularFile(file);
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (e) => stream.destroy(e));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // The current line's text so far, in pieces, and their total length.
  let pieces: string[] = [];
  let pending = 0;
  let n = 0;
  // What the callback throws is the caller's: pass it through untouched.
  let fromCallback: unknown;
  const call = (line: string, at: number) => {
    try {
      each(line, at);
    } catch (e) {
      fromCallback = e;
      throw e;
    }
  };
  const tooLong = () => new AqrError('ERR_INPUT_TOO_LARGE', `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line: n + 1 });
  const emit = (tail: string) => {
    if (pending + tail.length > maxLineChars) throw tooLong();
    let line = pieces.length === 0 ? tail : pieces.join('') + tail;
    pieces = [];
    pending = 0;
    if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    call(line, ++n);
  };
  try {
    for await (const chunk of stream) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      let start = 0;
      for (let nl = text.indexOf('\n', start); nl !== -1; nl = text.indexOf('\n', start)) {
        emit(text.slice(start, nl));
        start = nl + 1;
      }
      if (start < text.length) {
        pending += text.length - start;
        if (pending > maxLineChars) {
          stream.destroy();
          throw tooLong();
        }
        pieces.push(start === 0 ? text : text.slice(start));
      }
    }
    const last = decoder.decode();
    if (last !== '') {
      pending += last.length;
      pieces.push(last);
    }
  } catch (e) {
    raw.destroy();
    if (e === fromCallback || e instanceof AqrError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' ? 'is not valid gzip' : e instanceof TypeError ? 'is not valid UTF-8 text' : `cannot be read (${code ?? (e as Error).message})`;
    throw new AqrError(code === 'ENOENT' ? 'ERR_INPUT_READ' : 'ERR_INPUT_ENCODING', why, { file, line: n + 1 }, { cause: e });
  }
  if (pending > 0) {
    if (pending > maxLineChars) throw tooLong();
    each(pieces.join(''), ++n);
  }
  raw.destroy();
  return n;
}
