// Globs in the shape most are written in, `folder/sub/*.jsonl`, matched
// without loading tinyglobby (with picomatch and fdir, some 100 kB to load at
// start-up): a literal folder of plain names and a last segment of plain
// characters and `*` (not `**`). Any other glob, a folder that cannot be read, or one that
// holds anything but regular files and folders, or a name starting with a dot,
// and simpleGlob declines (undefined): tinyglobby then matches as before.
// test/io/simple-glob.test.ts holds it to tinyglobby.
import { readdirSync } from 'node:fs';

const FOLDER = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const LAST = /^[A-Za-z0-9_*-][A-Za-z0-9._*-]*$/;

/** The pattern in the simple shape: folder segments and the last one; undefined for any other. */
function shape(pattern: string): { folder: string; last: string } | undefined {
  const segments = pattern.split('/');
  const last = segments.pop() as string;
  // `**` (any depth) is tinyglobby's to match.
  if (!LAST.test(last) || last.includes('**') || !segments.every((s) => FOLDER.test(s))) return undefined;
  return { folder: segments.join('/'), last };
}

/** Whether a pattern is surely a plain path (no glob syntax at all), surely a glob, or undefined: ask tinyglobby. */
export function simplyDynamic(pattern: string): boolean | undefined {
  const s = shape(pattern);
  return s ? s.last.includes('*') : undefined;
}

/**
 * The files `glob(pattern, { cwd, onlyFiles: true, dot: true, expandDirectories: false })`
 * (tinyglobby) finds, as paths relative to cwd, for a pattern in the simple
 * shape with a `*`; undefined when it is not sure.
 */
export async function simpleGlob(pattern: string, cwd: string): Promise<string[] | undefined> {
  const s = shape(pattern);
  if (!s || !s.last.includes('*')) return undefined;
  let entries;
  try {
    entries = readdirSync(s.folder === '' ? cwd : `${cwd}/${s.folder}`, { withFileTypes: true });
  } catch {
    return undefined;
  }
  const re = new RegExp(`^${s.last.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
  const out: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.') || !(e.isFile() || e.isDirectory())) return undefined;
    if (e.isFile() && re.test(e.name)) out.push(s.folder === '' ? e.name : `${s.folder}/${e.name}`);
  }
  return out;
}
