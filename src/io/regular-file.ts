// Inputs are regular files. A FIFO, a socket or a device would block the read
// (or never end: /dev/zero), a folder is no file: each is refused at once with
// a one-line error. Symbolic links given as an input path are followed to what
// they name, which must be a regular file too (the tree digest, which must
// match `find -type f`, does not follow them: see io/files.ts).
//
// The readers in io/ call the file system synchronously: aqr and the action do
// one thing at a time, and each asynchronous call is a round trip through
// libuv's thread pool (some 40 of them made a fifth of the action's cold start
// an idle wait). Only a gzip stream is still read as a stream (io/lines.ts).
import { statSync, type Stats } from 'node:fs';
import { AqrError } from '../errors.js';

/** The file's stat; an AqrError (ERR_INPUT_READ) unless it is a regular file. */
export async function assertRegularFile(file: string, what = 'file'): Promise<Stats> {
  let st: Stats;
  try {
    st = statSync(file);
  } catch (e) {
    throw new AqrError('ERR_INPUT_READ', readFailure(e), { file }, { cause: e });
  }
  if (st.isDirectory()) throw new AqrError('ERR_INPUT_READ', `is a directory, expected a ${what}`, { file });
  if (!st.isFile()) throw new AqrError('ERR_INPUT_READ', `is ${kindOf(st)}, not a regular file (expected a ${what})`, { file });
  return st;
}

export function kindOf(st: Stats): string {
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isDirectory()) return 'a directory';
  return 'not a regular file';
}

export function readFailure(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOTDIR') return 'no such file (a part of the path is not a folder)';
  return `cannot be read (${code ?? (e as Error).message})`;
}
