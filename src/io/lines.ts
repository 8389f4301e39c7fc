// Line by line over a file, at the speed of the read: chunks are split on
// newlines by hand (no readline), and a `.gz` file is gunzipped on the way.
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { AqrError } from '../errors.js';

/** Calls `each(line, lineNumber)` for every line, blank ones included; returns the line count. */
export async function forEachLine(file: string, each: (line: string, n: number) => void): Promise<number> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (e) => stream.destroy(e));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
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
  try {
    for await (const chunk of stream) {
      const text = rest + decoder.decode(chunk as Buffer, { stream: true });
      let start = 0;
      for (let nl = text.indexOf('\n', start); nl !== -1; nl = text.indexOf('\n', start)) {
        call(text.charCodeAt(nl - 1) === 13 ? text.slice(start, nl - 1) : text.slice(start, nl), ++n);
        start = nl + 1;
      }
      rest = text.slice(start);
    }
    rest += decoder.decode();
  } catch (e) {
    if (e === fromCallback || e instanceof AqrError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' ? 'is not valid gzip' : e instanceof TypeError ? 'is not valid UTF-8 text' : `cannot be read (${code ?? (e as Error).message})`;
    throw new AqrError(code === 'ENOENT' ? 'ERR_INPUT_READ' : 'ERR_INPUT_ENCODING', why, { file, line: n + 1 });
  }
  if (rest !== '') each(rest, ++n);
  raw.destroy();
  return n;
}
