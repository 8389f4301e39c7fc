// Reading small text inputs (records, profiles, keys) whole, with a size cap so
// a wrong path to a huge file fails at once instead of filling memory.
import { closeSync, openSync, readSync } from 'node:fs';
import { AqrError } from '../errors.js';
import { assertRegularFile, readFailure } from './regular-file.js';

export const MAX_TEXT_BYTES = 8 * 1024 * 1024;

export async function readTextFile(file: string, what = 'file', maxBytes = MAX_TEXT_BYTES): Promise<string> {
  return decodeText(await readFileBytes(file, what, maxBytes), file, what);
}

/** Reads a text input: from disk, or a file as a pinned bar holds it (textsFirst). */
export type ReadText = (file: string, what?: string, maxBytes?: number) => Promise<string>;

/** A reader that gives the bytes held for a path (a file as the base commit has it), and reads any other from disk. */
export function textsFirst(texts: ReadonlyMap<string, Uint8Array> | undefined): ReadText {
  if (!texts || texts.size === 0) return readTextFile;
  return async (file, what = 'file', maxBytes = MAX_TEXT_BYTES) => {
    const held = texts.get(file);
    if (!held) return readTextFile(file, what, maxBytes);
    if (held.length > maxBytes) throw new AqrError('ERR_INPUT_TOO_LARGE', `is ${mib(held.length)}; a ${what} is at most ${mib(maxBytes)}`, { file });
    return decodeText(held, file, what);
  };
}

/** A regular file's bytes, whole, under the size cap (the digest of a bar file is over these). */
export async function readFileBytes(file: string, what = 'file', maxBytes = MAX_TEXT_BYTES): Promise<Buffer> {
  const { size } = await assertRegularFile(file, what);
  if (size > maxBytes) throw new AqrError('ERR_INPUT_TOO_LARGE', `is ${mib(size)}; a ${what} is at most ${mib(maxBytes)}`, { file });
  try {
    const fd = openSync(file, 'r');
    try {
      // Read at most one byte past the cap: the file may have grown since stat.
      const buf = Buffer.alloc(Math.min(size, maxBytes) + 1);
      let bytesRead = 0;
      for (let n = -1; n !== 0 && bytesRead < buf.length; bytesRead += n) n = readSync(fd, buf, bytesRead, buf.length - bytesRead, bytesRead);
      if (bytesRead > maxBytes) throw new AqrError('ERR_INPUT_TOO_LARGE', `is over ${mib(maxBytes)}; a ${what} is at most that`, { file });
      return buf.subarray(0, bytesRead);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    if (e instanceof AqrError) throw e;
    throw new AqrError('ERR_INPUT_READ', readFailure(e), { file }, { cause: e });
  }
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

function mib(n: number): string {
  return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
}
