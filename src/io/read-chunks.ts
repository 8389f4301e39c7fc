// A file's bytes chunk by chunk, read synchronously into one buffer (see
// io/regular-file.ts for why io/ reads synchronously): the tree digest and the
// line readers go through here.
import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Hands `each` the file's bytes, a mebibyte at a time (a smaller file, in one
 * read of its size, or 64 KiB for a file that said it was empty: /proc, or one
 * still growing), in one reused buffer: `each` must copy what it keeps. Read
 * errors are thrown as the file system gives them; so is what `each` throws.
 */
export function eachChunk(file: string, sizeHint: number, each: (chunk: Buffer) => void): void {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(sizeHint === 0 ? 1 << 16 : Math.min(sizeHint + 1, 1 << 20));
    for (let n = readSync(fd, buf, 0, buf.length, null); n > 0; n = readSync(fd, buf, 0, buf.length, null)) each(n === buf.length ? buf : buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}
