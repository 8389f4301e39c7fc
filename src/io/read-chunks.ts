// A file's bytes chunk by chunk, read synchronously into one buffer (see
// io/regular-file.ts for why io/ reads synchronously): the tree digest and the
// line readers go through here.
import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Hands `each` the file's bytes, a mebibyte (or, for a smaller file, its size)
 * at a time, in one reused buffer: `each` must copy what it keeps. Read errors
 * are thrown as the file system gives them; so is what `each` throws.
 */
export function eachChunk(file: string, sizeHint: number, each: (chunk: Buffer) => void): void {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(Math.max(1, Math.min(sizeHint + 1, 1 << 20)));
    for (let n = readSync(fd, buf, 0, buf.length, null); n > 0; n = readSync(fd, buf, 0, buf.length, null)) each(n === buf.length ? buf : buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}
