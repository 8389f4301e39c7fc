// Nothing half-written: a file appears whole or not at all (write a sibling,
// then rename over the target in one step), and files that belong together
// (a record and its signals report) appear both or neither. Folders are
// created only inside the working directory (or the runner's RUNNER_TEMP); elsewhere a missing folder is an
// error, never made silently (`--out /proc/x/y`, a typo in an absolute path).
import { randomBytes } from 'node:crypto';
import { mkdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, isAbsolute } from 'node:path';
import { AqrError } from '../errors.js';

export interface OutputFile {
  file: string;
  data: string | Uint8Array;
  mode?: number;
}

export async function writeFileAtomic(file: string, data: string, mode = 0o644): Promise<void> {
  await writeFilesAtomic([{ file, data, mode }]);
}

/**
 * Writes every file or none: each goes to a temporary sibling first, and only
 * when all are written are they renamed into place. A rename that fails takes
 * back the ones already made.
 */
export async function writeFilesAtomic(outputs: readonly OutputFile[]): Promise<void> {
  const staged: { file: string; tmp: string }[] = [];
  const fail = (file: string, e: unknown): never => {
    for (const s of staged) removeQuietly(s.tmp);
    throw new AqrError('ERR_OUTPUT_WRITE', `cannot be written (${writeFailure(e)})`, { file }, { cause: e });
  };
  for (const { file, data, mode = 0o644 } of outputs) {
    const dir = dirname(file);
    const tmp = join(dir, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      ensureFolder(dir);
      writeFileSync(tmp, data, { mode, flag: 'wx' });
      staged.push({ file, tmp });
    } catch (e) {
      removeQuietly(tmp);
      fail(file, e);
    }
  }
  const placed: string[] = [];
  for (const { file, tmp } of staged) {
    try {
      renameSync(tmp, file);
      placed.push(file);
    } catch (e) {
      for (const f of placed) removeQuietly(f);
      fail(file, e);
    }
  }
}

/**
 * Refuses a file outside every root (the action: the workspace and
 * RUNNER_TEMP), before anything is written: a path from a config the change
 * could edit must not replace a file elsewhere. Links are followed (the
 * nearest folder that exists is resolved), so a link out of a root is outside.
 */
export function assertInside(file: string, roots: readonly string[]): void {
  const real = (p: string): string => {
    try {
      return realpathSync(p);
    } catch {
      const up = dirname(p);
      return up === p ? p : join(real(up), basename(p));
    }
  };
  const target = real(resolve(file));
  const inside = roots.some((root) => {
    const rel = relative(real(resolve(root)), target);
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  });
  if (!inside) throw new AqrError('ERR_OUTPUT_WRITE', `is outside ${roots.join(' and ')}; the action writes only there`, { file });
}

class NoFolder extends Error {
  constructor(readonly dir: string) {
    super(dir);
  }
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // The error that made us clean up is the one to report.
  }
}

function ensureFolder(dir: string): void {
  let st;
  try {
    st = statSync(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (st) {
    if (!st.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    return;
  }
  // The working tree, and the runner's temporary folder (where the action puts the record).
  const roots = [process.cwd(), process.env['RUNNER_TEMP']].filter((r): r is string => r !== undefined && r !== '');
  const inside = roots.some((root) => {
    const rel = relative(resolve(root), resolve(dir));
    return !rel.startsWith('..') && !isAbsolute(rel);
  });
  if (!inside) throw new NoFolder(dir);
  mkdirSync(dir, { recursive: true });
}

function writeFailure(e: unknown): string {
  if (e instanceof NoFolder) return `the folder ${e.dir} does not exist; aqr creates folders only inside the working directory (or RUNNER_TEMP)`;
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'a part of the path is a file, not a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'the file system is read-only';
  if (code === 'ENOENT') return 'no such folder';
  if (code === 'EISDIR') return 'is a folder';
  return code ?? (e as Error).message;
}
