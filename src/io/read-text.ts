// Reading small text inputs (records, profiles, keys) whole, with a size cap so
// a wrong path to a huge file fails at once instead of filling memory.
import { open, stat } from 'node:fs/promises';
import { AqrError } from '../errors.js';

export const MAX_TEXT_BYTES = 8 * 1024 * 1024;

export async function readTextFile(file: string, what = 'file', maxBytes = MAX_TEXT_BYTES): Promise<string> {
  return decodeText(await readFileBytes(file, what, maxBytes), file, what);
}

/** A file's bytes, whole, under the size cap (the digest of a bar file is over these). */
export async function readFileBytes(file: string, what = 'file', maxBytes = MAX_TEXT_BYTES): Promise<Buffer> {
  let size: number;
  try {
    const st = await stat(file);
    if (st.isDirectory()) throw new AqrError('ERR_INPUT_READ', `is a directory, expected a ${what}`, { file });
    size = st.size;
  } catch (e) {
    if (e instanceof AqrError) throw e;
    throw new AqrError('ERR_INPUT_READ', readFailure(e), { file });
  }
  if (size > maxBytes)
    throw new AqrError('ERR_INPUT_TOO_LARGE', `is ${mib(size)}; a ${what} is at most ${mib(maxBytes)}`, { file });
  let bytes: Buffer;
  try {
    const fh = await open(file, 'r');
    try {
      // Read at most one byte past the cap: the file may have grown since stat.
      const buf = Buffer.alloc(Math.min(size, maxBytes) + 1);
      const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
      if (bytesRead > maxBytes) throw new AqrError('ERR_INPUT_TOO_LARGE', `is over ${mib(maxBytes)}; a ${what} is at most that`, { file });
      bytes = buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  } catch (e) {
    if (e instanceof AqrError) throw e;
    throw new AqrError('ERR_INPUT_READ', readFailure(e), { file });
  }
  return bytes;
}

/** Bytes as UTF-8 text: NUL bytes or invalid UTF-8 are an error naming the file. */
export function decodeText(bytes: Uint8Array, file: string, what = 'file'): string {
  if (bytes.includes(0)) throw new AqrError('ERR_INPUT_ENCODING', `is binary (holds NUL bytes), expected a ${what} as text`, { file });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AqrError('ERR_INPUT_ENCODING', 'is not valid UTF-8 text', { file });
  }
}

function readFailure(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return `cannot be read (${code ?? (e as Error).message})`;
}

function mib(n: number): string {
  return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
}
