// The one git process a run reads a commit through (src/io/git-batch.ts),
// against a real repository made here: bytes exactly as committed (binary,
// empty, sizes across the pipe's buffer), names with spaces, a missing name,
// a name git cannot take, content larger than asked skipped; and the git
// sources built on it (src/io/bar-source.ts) answering as before the batch:
// a missing file, a folder, a submodule, a file too large, outside the repository.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitBatch, GitBatchError } from '../../src/io/git-batch.js';
import { BarSourceError, gitSource, gitSourceAt } from '../../src/io/bar-source.js';
import { ROOT, tempDir } from '../helpers.js';

let ws: string;
let head: string;
const files: Record<string, Buffer> = {};

function git(...args: string[]): Promise<string> {
  return new Promise((ok, fail) =>
    execFile(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args],
      { cwd: ws, env: { ...process.env, GIT_CEILING_DIRECTORIES: join(ws, '..') } },
      (e, out, err) => (e ? fail(new Error(err)) : ok(out.trim())),
    ),
  );
}

const batches: GitBatch[] = [];
const open = () => {
  const b = new GitBatch(ws);
  batches.push(b);
  return b;
};

beforeAll(async () => {
  ws = await tempDir();
  const every = Buffer.alloc(512);
  for (let i = 0; i < every.length; i++) every[i] = i % 256;
  Object.assign(files, {
    'binary.bin': Buffer.concat([every, Buffer.from('\n0 blob 3\nmissing\n'), randomBytes(3000)]),
    'empty.txt': Buffer.alloc(0),
    'a name with spaces.yaml': Buffer.from('spaces: yes\n'),
    ' leading and trailing .txt ': Buffer.from('edges\n'),
    'dir/nested/deep.txt': Buffer.from('deep\n'),
    'newline-only.txt': Buffer.from('\n'),
  });
  for (const n of [65535, 65536, 65537, 131073, 1048577]) files[`size-${n}.bin`] = randomBytes(n);
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(join(ws, name, '..'), { recursive: true });
    await writeFile(join(ws, name), bytes);
  }
  await git('init', '-q');
  await git('add', '.');
  await git('commit', '-qm', 'base');
  head = await git('rev-parse', 'HEAD');
});

afterAll(async () => {
  for (const b of batches) await b.close();
});

describe('git cat-file --batch, one process', () => {
  it('reads every file byte for byte, one after another and all at once', async () => {
    const b = open();
    for (const [name, bytes] of Object.entries(files)) {
      const a = await b.get(`${head}:${name}`);
      expect(a, name).toMatchObject({ found: true, type: 'blob', size: bytes.length, oid: await git('rev-parse', `${head}:${name}`) });
      expect(a.found && Buffer.compare(a.bytes as Buffer, bytes), name).toBe(0);
    }
    // Asked together: each answer is its own name's, in order, across the pipe's buffer boundaries.
    const names = Object.keys(files);
    const all = await Promise.all([...names, ...names].map((n) => b.get(`${head}:${n}`)));
    all.forEach((a, i) => expect(a.found && Buffer.compare(a.bytes as Buffer, files[names[i % names.length] as string] as Buffer)).toBe(0));
  });

  it('answers a missing name as missing, and goes on', async () => {
    const b = open();
    expect(await b.get(`${head}:no such file.txt`)).toEqual({ found: false, why: 'missing' });
    expect(await b.get(`${head}:dir/nested/deep.txt/below`)).toEqual({ found: false, why: 'missing' });
    expect(await b.get('no-such-ref^{commit}')).toEqual({ found: false, why: 'missing' });
    const a = await b.get(`${head}:empty.txt`);
    expect(a).toMatchObject({ found: true, type: 'blob', size: 0 });
  });

  it('resolves any name git takes: a commit, a tree', async () => {
    const b = open();
    expect(await b.get('HEAD^{commit}')).toMatchObject({ found: true, type: 'commit', oid: head });
    const tree = await b.get(`${head}:dir`);
    expect(tree).toMatchObject({ found: true, type: 'tree', oid: await git('rev-parse', `${head}:dir`) });
  });

  it('skips content larger than asked, and the next answer is still whole', async () => {
    const b = open();
    const big = await b.get(`${head}:size-1048577.bin`, 1024);
    expect(big).toEqual({ found: true, type: 'blob', size: 1048577, oid: await git('rev-parse', `${head}:size-1048577.bin`), bytes: undefined });
    const next = await b.get(`${head}:size-65537.bin`, 65537);
    expect(next.found && Buffer.compare(next.bytes as Buffer, files['size-65537.bin'] as Buffer)).toBe(0);
  });

  it('a name git cannot take ends the process: that request fails with what git said, the next one starts it anew', async () => {
    const b = open();
    await expect(b.get(`${head}:../outside`)).rejects.toThrow(/outside repository/);
    expect(await b.get(`${head}:a name with spaces.yaml`)).toMatchObject({ found: true, size: 12 });
  });

  it('refuses a name with a line break without asking git, and anything after close', async () => {
    const b = open();
    await expect(b.get(`${head}:a\nb`)).rejects.toBeInstanceOf(GitBatchError);
    await expect(b.get(`${head}:a\r`)).rejects.toBeInstanceOf(GitBatchError);
    expect(await b.get(`${head}:newline-only.txt`)).toMatchObject({ found: true, size: 1 });
    await b.close();
    await expect(b.get(`${head}:newline-only.txt`)).rejects.toThrow(/closed/);
    await b.close();
  });

  it('an idle batch does not keep the process alive; close ends git', async () => {
    const b = open();
    await b.get(`${head}:empty.txt`);
    expect(process.getActiveResourcesInfo()).not.toContain('ProcessWrap');
    await b.close();
  });

  it('outside a repository, git answers nothing and each request says so', async () => {
    const b = new GitBatch(join(ws, '..'), { ...process.env, GIT_CEILING_DIRECTORIES: join(ws, '..', '..') });
    batches.push(b);
    await expect(b.get('HEAD')).rejects.toThrow(/not a git repository/);
  });
});

describe('a git source reads through the batch, answering as before', () => {
  const at = (p: string) => join(ws, p);

  it('reads files at the commit; a missing one is undefined; a folder, a submodule and a file too large are input errors', async () => {
    const s = await gitSource(head, ws);
    try {
      expect(s.ref).toBe(head);
      expect(Buffer.compare(Buffer.from((await s.read(at('size-131073.bin'), 'file', 1 << 20)) as Uint8Array), files['size-131073.bin'] as Buffer)).toBe(0);
      expect(Buffer.from((await s.read(at('a name with spaces.yaml'), 'file')) as Uint8Array).toString()).toBe('spaces: yes\n');
      expect(await s.read(at('empty.txt'), 'file')).toHaveLength(0);
      expect(await s.read(at('not here.yaml'), 'file')).toBeUndefined();
      expect(await s.read(at('dir/nested/deep.txt/below'), 'file')).toBeUndefined();
      await expect(s.read(at('dir'), 'profile')).rejects.toThrow(new RegExp(`is a folder at commit ${head.slice(0, 12)}, expected a profile`));
      const large = s.read(at('size-65537.bin'), 'profile', 65536);
      await expect(large).rejects.toMatchObject({ code: 'ERR_INPUT_TOO_LARGE' });
      await expect(large).rejects.toThrow(/is 65537 bytes at commit [0-9a-f]{12}; a profile is at most 65536/);
    } finally {
      await s.close?.();
    }
  });

  it('a submodule at the commit cannot be read (an input error), not "no such file"', async () => {
    const sub = await tempDir();
    const run = (...args: string[]) =>
      new Promise<string>((ok, fail) =>
        execFile('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: sub }, (e, out, err) =>
          e ? fail(new Error(err)) : ok(out.trim()),
        ),
      );
    await run('init', '-q');
    await writeFile(join(sub, 'a.txt'), 'a\n');
    await run('add', 'a.txt');
    await run('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor/lib`);
    await run('commit', '-qm', 'with a submodule');
    const s = await gitSource('HEAD', sub);
    try {
      const r = s.read(join(sub, 'vendor/lib'), 'profile');
      await expect(r).rejects.toBeInstanceOf(BarSourceError);
      await expect(r).rejects.toThrow(/cannot be read at commit [0-9a-f]{12} \(a submodule there \(commit 1{40}\), not a file\)/);
      expect(Buffer.from((await s.read(join(sub, 'a.txt'), 'file')) as Uint8Array).toString()).toBe('a\n');
    } finally {
      await s.close?.();
    }
  });

  it('a path outside the repository is read from disk; a ref that names no commit is none', async () => {
    const s = await gitSource(head, ws);
    try {
      expect(Buffer.from((await s.read(join(ROOT, 'package.json'), 'file')) as Uint8Array).toString()).toMatch(/"name"/);
    } finally {
      await s.close?.();
    }
    expect(await gitSourceAt('no-such-branch', ws)).toBeUndefined();
    await expect(gitSource('no-such-branch', ws)).rejects.toThrow(/--bar-ref "no-such-branch" names no commit/);
  });
});
