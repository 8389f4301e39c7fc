// Line by line over a file, at the speed of the read: chunks are split on
// newlines by hand (no readline), and a `.gz` file is gunzipped on the way.
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { AqrError } from '../errors.js';
import { LineSplitter } from '../line-splitter.js';

/** Calls `each(line, lineNumber)` for every line, blank ones included; returns the line count. */
export async function forEachLine(file: string, each: (line: string, n: number) => void): Promise<number> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (e) => stream.destroy(e));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const lines = new LineSplitter(each);
  let tail: string;
  try {
    for await (const chunk of stream) lines.push(decoder.decode(chunk as Buffer, { stream: true }));
    tail = decoder.decode();
  } catch (e) {
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' ? 'is not valid gzip' : e instanceof TypeError ? 'is not valid UTF-8 text' : `cannot be read (${code ?? (e as Error).message})`;
    throw new AqrError(code === 'ENOENT' ? 'ERR_INPUT_READ' : 'ERR_INPUT_ENCODING', why, { file, line: lines.n + 1 });
  }
  raw.destroy();
  return lines.end(tail);
}
