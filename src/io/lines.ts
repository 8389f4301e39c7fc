// Line by line over a file, at the speed of the read: chunks are split on
// newlines by hand (no readline, src/line-splitter.ts, shared with the page),
// and a `.gz` file is gunzipped on the way. No line may exceed MAX_LINE_CHARS.
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { AqrError } from '../errors.js';
import { LineSplitter } from '../line-splitter.js';
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
  const tooLong = (line: number) => new AqrError('ERR_INPUT_TOO_LARGE', `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line });
  const lines = new LineSplitter(each, tooLong, maxLineChars);
  let tail: string;
  try {
    for await (const chunk of stream) lines.push(decoder.decode(chunk as Buffer, { stream: true }));
    tail = decoder.decode();
  } catch (e) {
    raw.destroy();
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' ? 'is not valid gzip' : e instanceof TypeError ? 'is not valid UTF-8 text' : `cannot be read (${code ?? (e as Error).message})`;
    throw new AqrError(code === 'ENOENT' ? 'ERR_INPUT_READ' : 'ERR_INPUT_ENCODING', why, { file, line: lines.n + 1 }, { cause: e });
  }
  raw.destroy();
  return lines.end(tail);
}
