// File sets named by paths, folders and globs, resolved the same way everywhere:
// each pattern must match something, folders count with every file below them,
// and the result is sorted by POSIX path (byte order, as LC_ALL=C sort).
import { lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import { relative, sep } from 'node:path';
import { AqrError } from '../errors.js';
import { simpleGlob, simplyDynamic } from './simple-glob.js';

// tinyglobby (with picomatch and fdir) is loaded only for globs simple-glob.ts does not match.
const tinyglobby = () => import('tinyglobby');

/** Whether a pattern is a glob (tinyglobby's isDynamicPattern), loading tinyglobby only for patterns not plainly one or the other. */
export async function isDynamicPattern(pattern: string): Promise<boolean> {
  return simplyDynamic(pattern) ?? (await tinyglobby()).isDynamicPattern(pattern);
}

export async function expandFiles(patterns: readonly string[], what: string, cwd = process.cwd()): Promise<string[]> {
  const found = new Set<string>();
  for (const p of patterns) {
    let matches: string[];
    if (await isDynamicPattern(p)) {
      matches = (await simpleGlob(p, cwd)) ?? (await (await tinyglobby()).glob(p, { cwd, onlyFiles: true, dot: true, expandDirectories: false }));
    } else {
      const st = statOrUndefined(statSync, p);
      if (!st) throw new AqrError('ERR_INPUT_READ', `no such file or folder (${what})`, { file: p });
      matches = st.isDirectory()
        ? await (await tinyglobby()).glob('**/*', { cwd: p, onlyFiles: true, dot: true }).then((fs) => fs.map((f) => `${p.replace(/\/+$/, '')}/${f}`))
        : [p];
    }
    if (matches.length === 0) throw new AqrError('ERR_INPUT_READ', `matches no file (${what})`, { file: p });
    for (const m of matches) found.add(posixRelative(m, cwd));
  }
  return [...found].sort(byteOrder);
}

function statOrUndefined(how: (path: string) => Stats, path: string): Stats | undefined {
  try {
    return how(path);
  } catch {
    return undefined;
  }
}

export function posixRelative(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path.startsWith('/') ? path : `${cwd}/${path}`);
  return sep === '/' ? rel : rel.split(sep).join('/');
}

export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** A path the tree digest passed over, and what it is. */
export interface Skipped {
  path: string;
  kind: string;
}

/**
 * The files of a tree digest, exactly as `find <paths> -type f` lists them:
 * regular files only, by lstat. Symbolic links (to files, folders, devices, or
 * nowhere) are never followed, and links, FIFOs, sockets and devices are
 * skipped and returned, so the caller can report them.
 */
export async function expandTree(patterns: readonly string[], what: string, cwd = process.cwd()): Promise<{ files: string[]; skipped: Skipped[] }> {
  const found = new Set<string>();
  const skipped = new Map<string, string>();
  for (const p of patterns) {
    const before = found.size + skipped.size;
    if (await isDynamicPattern(p)) {
      const matches = await (await tinyglobby()).glob(p, { cwd, onlyFiles: false, dot: true, expandDirectories: false, followSymbolicLinks: false });
      for (const m of matches) classify(`${cwd}/${m}`.replace(/\/+$/, ''), false);
    } else {
      const st = statOrUndefined(lstatSync, p);
      if (!st) throw new AqrError('ERR_INPUT_READ', `no such file or folder (${what})`, { file: p });
      classify(p.replace(/(.)\/+$/, '$1'), true);
    }
    if (found.size + skipped.size === before) throw new AqrError('ERR_INPUT_READ', `matches no file (${what})`, { file: p });
  }
  return { files: [...found].sort(byteOrder), skipped: [...skipped].map(([path, kind]) => ({ path, kind })).sort((a, b) => byteOrder(a.path, b.path)) };

  function unreadable(e: unknown, path: string): AqrError {
    return new AqrError(
      'ERR_INPUT_READ',
      `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      { file: posixRelative(path, cwd) },
      { cause: e },
    );
  }

  function classify(path: string, descend: boolean): void {
    let st;
    try {
      st = lstatSync(path);
    } catch (e) {
      throw unreadable(e, path);
    }
    if (st.isFile()) found.add(posixRelative(path, cwd));
    else if (st.isDirectory()) {
      if (descend) walk(path);
    } else skipped.set(posixRelative(path, cwd), st.isSymbolicLink() ? 'symbolic link' : st.isFIFO() ? 'named pipe' : st.isSocket() ? 'socket' : 'device');
  }

  function walk(dir: string): void {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      throw unreadable(e, dir);
    }
    for (const e of entries) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) found.add(posixRelative(path, cwd));
      else classify(path, false);
    }
  }
}
