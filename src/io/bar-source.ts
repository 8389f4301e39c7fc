// Where the bar's files are read: the checkout (as written in the change under
// review), or a commit, through git objects here or through GitHub's contents
// API (src/github/contents.ts). Each yields bytes to the same parsers, so the
// CLI (--bar-ref) and the action judge by one pipeline.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { AqrError } from '../errors.js';
import { MAX_TEXT_BYTES, readFileBytes } from './read-text.js';

export interface BarSource {
  /** The commit the files are read at; null: the checkout. */
  readonly ref: string | null;
  /** How people name it in messages: "the checkout", "commit 1a2b3c4". */
  readonly label: string;
  /** A file's bytes (path as given, relative to the working directory); undefined when it does not exist there. */
  read(path: string, what: string, maxBytes?: number): Promise<Uint8Array | undefined>;
  /** The files at the ref below `folder` (relative to the working directory, as read takes them), for globs expanded there; undefined outside the repository, and the checkout has none: globs match on disk. */
  list?(folder: string): Promise<string[] | undefined>;
}

/** The source could not be asked at all (no such ref, no permission): an input error, never "the bar changed". */
export class BarSourceError extends AqrError {}

export function checkoutSource(): BarSource {
  return {
    ref: null,
    label: 'the checkout',
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => (existsSync(path) ? readFileBytes(path, what, maxBytes) : undefined),
  };
}

/** A path relative to the repository root (as a tree lists it) relative to the working directory, or undefined when it lies outside the working directory. */
export function fromRoot(path: string, root: string, cwd = process.cwd()): string | undefined {
  return insideRoot(resolve(root, path), cwd);
}

/** `path` relative to `root` in POSIX form, or undefined when it lies outside. */
export function insideRoot(path: string, root: string): string | undefined {
  const rel = relative(root, resolve(path));
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return sep === '/' ? rel : rel.split(sep).join('/');
}

async function git(args: string[], cwd: string, maxBuffer = 1024 * 1024): Promise<{ ok: boolean; out: Buffer; err: string }> {
  // child_process is loaded when git runs, not at every start.
  const { execFile } = await import('node:child_process');
  return new Promise((done) =>
    execFile('git', args, { cwd, encoding: 'buffer', maxBuffer, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (e, out, err) =>
      done({ ok: !e, out, err: err.toString('utf8') }),
    ),
  );
}

/** The commit a ref names in the git repository around `cwd`, or undefined when git cannot resolve it there. */
export async function gitCommit(ref: string, cwd = process.cwd()): Promise<string | undefined> {
  if (ref.startsWith('-')) return undefined;
  const r = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
  return r.ok ? r.out.toString('utf8').trim() : undefined;
}

/** Whether commit `a` is in the history of `b` (both in the repository around `cwd`); false when git cannot say. */
export async function gitIsAncestor(a: string, b: string, cwd = process.cwd()): Promise<boolean> {
  if (a.startsWith('-') || b.startsWith('-')) return false;
  return (await git(['merge-base', '--is-ancestor', a, b], cwd)).ok;
}

/** The files as they are at `ref`, read with `git cat-file` from the repository around `cwd`. */
export async function gitSource(ref: string, cwd = process.cwd()): Promise<BarSource> {
  const sha = await gitCommit(ref, cwd);
  if (!sha)
    throw new BarSourceError(
      'ERR_USAGE',
      `--bar-ref ${JSON.stringify(ref)} names no commit in the git repository here (with actions/checkout, fetch the base: fetch-depth: 0)`,
    );
  const top = await git(['rev-parse', '--show-toplevel'], cwd);
  const root = top.out.toString('utf8').trim();
  const outside = checkoutSource();
  return {
    ref: sha,
    label: `commit ${sha.slice(0, 12)}`,
    list: async (folder) => {
      const rel = insideRoot(resolve(cwd, folder), root) ?? (resolve(cwd, folder) === root ? '' : undefined);
      if (rel === undefined) return undefined;
      const r = await git(['ls-tree', '-r', '-z', '--name-only', sha, '--', ...(rel === '' ? [] : [rel])], root, 64 * 1024 * 1024);
      if (!r.ok)
        throw new BarSourceError('ERR_INPUT_READ', `cannot be listed at commit ${sha.slice(0, 12)} (${r.err.trim().split('\n')[0] ?? 'git failed'})`, {
          file: folder,
        });
      return r.out
        .toString('utf8')
        .split('\0')
        .filter(Boolean)
        .flatMap((f) => fromRoot(f, root, cwd) ?? []);
    },
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => {
      const rel = insideRoot(resolve(cwd, path), root);
      // A path outside the repository is in no commit: the workflow (or the base's config) named a file of the runner, read from disk on either side.
      if (rel === undefined) return outside.read(path, what, maxBytes);
      const size = await git(['cat-file', '-s', `${sha}:${rel}`], root);
      if (!size.ok) {
        if (/does not exist|exists on disk, but not in|not a valid object name|Not a valid object name/i.test(size.err)) return undefined;
        throw new BarSourceError('ERR_INPUT_READ', `cannot be read at commit ${sha.slice(0, 12)} (${size.err.trim().split('\n')[0] ?? 'git failed'})`, {
          file: path,
        });
      }
      const type = await git(['cat-file', '-t', `${sha}:${rel}`], root);
      if (type.out.toString('utf8').trim() !== 'blob')
        throw new BarSourceError('ERR_INPUT_READ', `is a folder at commit ${sha.slice(0, 12)}, expected a ${what}`, { file: path });
      const n = Number(size.out.toString('utf8').trim());
      if (n > maxBytes)
        throw new BarSourceError('ERR_INPUT_TOO_LARGE', `is ${n} bytes at commit ${sha.slice(0, 12)}; a ${what} is at most ${maxBytes}`, { file: path });
      const blob = await git(['cat-file', 'blob', `${sha}:${rel}`], root, maxBytes + 1024);
      if (!blob.ok)
        throw new BarSourceError('ERR_INPUT_READ', `cannot be read at commit ${sha.slice(0, 12)} (${blob.err.trim().split('\n')[0] ?? 'git failed'})`, {
          file: path,
        });
      return blob.out;
    },
  };
}
