// File sets named by paths, folders and globs, resolved the same way everywhere:
// each pattern must match something, folders count with every file below them,
// and the result is sorted by POSIX path (byte order, as LC_ALL=C sort).
import { stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { AqrError } from '../errors.js';

export async function expandFiles(patterns: readonly string[], what: string, cwd = process.cwd()): Promise<string[]> {
  const found = new Set<string>();
  for (const p of patterns) {
    let matches: string[];
    if (isDynamicPattern(p)) {
      matches = await glob(p, { cwd, onlyFiles: true, dot: true, expandDirectories: false });
    } else {
      const st = await stat(p).catch(() => undefined);
      if (!st) throw new AqrError('ERR_INPUT_READ', `no such file or folder (${what})`, { file: p });
      matches = st.isDirectory() ? await glob('**/*', { cwd: p, onlyFiles: true, dot: true }).then((fs) => fs.map((f) => `${p.replace(/\/+$/, '')}/${f}`)) : [p];
    }
    if (matches.length === 0) throw new AqrError('ERR_INPUT_READ', `matches no file (${what})`, { file: p });
    for (const m of matches) found.add(posixRelative(m, cwd));
  }
  return [...found].sort(byteOrder);
}

export function posixRelative(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path.startsWith('/') ? path : `${cwd}/${path}`);
  return sep === '/' ? rel : rel.split(sep).join('/');
}

export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
