// Where the bar's files are read: the checkout (as written in the change under
// review), or a commit, through git objects here or through GitHub's contents
// API (src/github/contents.ts). Each yields bytes to the same parsers, so the
// CLI (--bar-ref) and the action judge by one pipeline.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { AqrError } from '../errors.js';
import { GitBatch, GitBatchError, batchable, type BatchAnswer } from './git-batch.js';
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
  /** Ends what the source holds open (git's batch process); reading after it fails. */
  close?(): Promise<void>;
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

/** The commit `ref` names and the repository's root, asked of one git process; undefined when git cannot resolve it there. */
async function commitAndRoot(ref: string, cwd: string): Promise<{ sha: string; root: string } | undefined> {
  if (ref.startsWith('-')) return undefined;
  const r = await git(['rev-parse', '--show-toplevel', '--verify', '--quiet', `${ref}^{commit}`], cwd);
  const out = r.out.toString('utf8').replace(/\n$/, '');
  const cut = out.lastIndexOf('\n');
  return r.ok && cut > 0 ? { root: out.slice(0, cut), sha: out.slice(cut + 1) } : undefined;
}

/** The files as they are at `ref`, read from the repository around `cwd`; an input error when git cannot resolve the ref there. */
export async function gitSource(ref: string, cwd = process.cwd()): Promise<BarSource> {
  const source = await gitSourceAt(ref, cwd);
  if (!source)
    throw new BarSourceError(
      'ERR_USAGE',
      `--bar-ref ${JSON.stringify(ref)} names no commit in the git repository here (with actions/checkout, fetch the base: fetch-depth: 0)`,
    );
  return source;
}

/**
 * The files as they are at `ref`, or undefined when the repository around
 * `cwd` holds no such commit. The commit and the root are asked once; every
 * file is then read through one `git cat-file --batch` (io/git-batch.ts),
 * started at the first read and ended by close().
 */
export async function gitSourceAt(ref: string, cwd = process.cwd()): Promise<BarSource | undefined> {
  const at = await commitAndRoot(ref, cwd);
  if (!at) return undefined;
  const { sha, root } = at;
  const outside = checkoutSource();
  const batch = new GitBatch(root);
  const label = `commit ${sha.slice(0, 12)}`;
  return {
    ref: sha,
    label,
    list: async (folder) => {
      const rel = insideRoot(resolve(cwd, folder), root) ?? (resolve(cwd, folder) === root ? '' : undefined);
      if (rel === undefined) return undefined;
      const r = await git(['ls-tree', '-r', '-z', '--name-only', sha, '--', ...(rel === '' ? [] : [rel])], root, 64 * 1024 * 1024);
      if (!r.ok)
        throw new BarSourceError('ERR_INPUT_READ', `cannot be listed at ${label} (${r.err.trim().split('\n')[0] ?? 'git failed'})`, {
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
      const a = batchable(rel) ? await objectAt(batch, sha, rel, maxBytes) : await objectByProcesses(`${sha}:${rel}`, root, maxBytes);
      if ('error' in a) throw new BarSourceError('ERR_INPUT_READ', `cannot be read at ${label} (${a.error})`, { file: path });
      if (!a.found) return undefined;
      if (a.type !== 'blob') throw new BarSourceError('ERR_INPUT_READ', `is a folder at ${label}, expected a ${what}`, { file: path });
      if (a.size > maxBytes || !a.bytes)
        throw new BarSourceError('ERR_INPUT_TOO_LARGE', `is ${a.size} bytes at ${label}; a ${what} is at most ${maxBytes}`, { file: path });
      return a.bytes;
    },
    close: () => batch.close(),
  };
}

type ObjectAt = BatchAnswer | { error: string };

/**
 * The object at `rel` in commit `sha`, through the batch. git answers
 * "missing" both for a path the tree does not hold and for an entry whose
 * object the repository lacks (a submodule's commit): the parent tree tells
 * them apart, so only the first is "no such file".
 */
async function objectAt(batch: GitBatch, sha: string, rel: string, maxBytes: number): Promise<ObjectAt> {
  try {
    const a = await batch.get(`${sha}:${rel}`, maxBytes);
    if (a.found || a.why === 'missing') {
      if (a.found) return a;
      const cut = rel.lastIndexOf('/');
      const parent = await batch.get(cut < 0 ? `${sha}^{tree}` : `${sha}:${rel.slice(0, cut)}`);
      const entry = parent.found && parent.type === 'tree' && parent.bytes ? treeEntry(parent.bytes, rel.slice(cut + 1), sha.length / 2) : undefined;
      if (!entry) return a;
      return { error: entry.mode === '160000' ? `a submodule there (commit ${entry.oid}), not a file` : `git holds no object ${entry.oid} for it` };
    }
    return { error: `git finds the name ${a.why}` };
  } catch (e) {
    if (e instanceof GitBatchError) return { error: e.message };
    throw e;
  }
}

/** An entry of a tree object (`<mode> <name>\0<oid bytes>` each), by name. */
export function treeEntry(tree: Buffer, name: string, oidBytes: number): { mode: string; oid: string } | undefined {
  const want = Buffer.from(name, 'utf8');
  for (let i = 0; i < tree.length;) {
    const sp = tree.indexOf(0x20, i);
    const nul = tree.indexOf(0, sp + 1);
    if (sp < 0 || nul < 0) return undefined;
    const end = nul + 1 + oidBytes;
    if (nul - sp - 1 === want.length && tree.compare(want, 0, want.length, sp + 1, nul) === 0)
      return { mode: tree.toString('latin1', i, sp), oid: tree.toString('hex', nul + 1, end) };
    i = end;
  }
  return undefined;
}

/** A name the batch cannot be asked (a line break in the path): three git processes, as before the batch. */
async function objectByProcesses(name: string, root: string, maxBytes: number): Promise<ObjectAt> {
  const firstLine = (err: string) => err.trim().split('\n')[0] || 'git failed';
  const size = await git(['cat-file', '-s', name], root);
  if (!size.ok)
    return /does not exist|exists on disk, but not in|not a valid object name/i.test(size.err)
      ? { found: false, why: 'missing' }
      : { error: firstLine(size.err) };
  const type = (await git(['cat-file', '-t', name], root)).out.toString('utf8').trim();
  const n = Number(size.out.toString('utf8').trim());
  if (type !== 'blob' || n > maxBytes) return { found: true, oid: '', type, size: n, bytes: undefined };
  const blob = await git(['cat-file', 'blob', name], root, maxBytes + 1024);
  return blob.ok ? { found: true, oid: '', type, size: n, bytes: blob.out } : { error: firstLine(blob.err) };
}
