// Finding 5 (issue 17): the tree digest lists files as `find -type f` does:
// regular files by lstat; symbolic links (to /dev/zero, to /etc, dangling) and
// FIFOs are skipped, reported, never followed, and the digest equals the
// README's pipeline on the same tree.
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aqr, tempDir } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
  const h = join(dir, 'harness');
  await mkdir(join(h, 'nested/deeper'), { recursive: true });
  await writeFile(join(h, 'run.sh'), '#!/bin/sh\necho run\n');
  await writeFile(join(h, 'nested/a.txt'), 'a\n');
  await writeFile(join(h, 'nested/B.txt'), 'B\n');
  await writeFile(join(h, 'nested/deeper/.hidden'), 'h\n');
  await writeFile(join(h, 'nested/deeper/name with space'), 's\n');
  await symlink('/dev/zero', join(h, 'zero'));
  await symlink('/etc', join(h, 'etc'));
  await symlink('/proc/self/environ', join(h, 'nested/environ'));
  await symlink(join(dir, 'nowhere'), join(h, 'dangling'));
  await symlink('run.sh', join(h, 'run-link.sh'));
  execFileSync('mkfifo', [join(h, 'nested/pipe')]);
});

const pipeline = (cwd: string, path: string) =>
  `sha256:${execFileSync('bash', ['-c', `find ${path} -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum`], { cwd, encoding: 'utf8' }).split(' ')[0]}`;

describe('tree digest and symlinks', () => {
  it('equals the find -type f pipeline, reports what it skipped, and never follows a link', async () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const r = await aqr('digest', 'harness', '--json');
      expect(r.code, r.err).toBe(0);
      const out = JSON.parse(r.out) as { digest: string; files: string[]; skipped: { path: string; kind: string }[] };
      expect(out.digest).toBe(pipeline(dir, 'harness'));
      expect(out.files).toEqual([
        'harness/nested/B.txt',
        'harness/nested/a.txt',
        'harness/nested/deeper/.hidden',
        'harness/nested/deeper/name with space',
        'harness/run.sh',
      ]);
      expect(out.skipped).toEqual([
        { path: 'harness/dangling', kind: 'symbolic link' },
        { path: 'harness/etc', kind: 'symbolic link' },
        { path: 'harness/nested/environ', kind: 'symbolic link' },
        { path: 'harness/nested/pipe', kind: 'named pipe' },
        { path: 'harness/run-link.sh', kind: 'symbolic link' },
        { path: 'harness/zero', kind: 'symbolic link' },
      ]);
      expect(r.err).toMatch(/"harness\/zero": a symbolic link, not digested \(not followed\)/);
      // Globs too: the same set, the same digest.
      const g = await aqr('digest', 'harness/**', '--json');
      expect(g.code, g.err).toBe(0);
      expect((JSON.parse(g.out) as { digest: string }).digest).toBe(out.digest);
      // A link given as the path itself is not followed either (find -P).
      const l = await aqr('digest', 'harness/run.sh', 'harness/etc');
      expect(l.code, l.err).toBe(0);
      expect(l.out).toMatch(/^sha256:[0-9a-f]{64} {2}\(1 file; 1 link or special file skipped\)$/);
      expect(l.out.slice(0, 71)).toBe(pipeline(dir, 'harness/run.sh harness/etc'));
    } finally {
      process.chdir(cwd);
    }
  }, 10_000);

  it('with --strict a link in the tree is an error naming it', async () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const r = await aqr('digest', 'harness', '--strict');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^aqr: harness\/dangling: is a symbolic link; the digest digest covers regular files only \(6 such paths;.*\(ERR_INPUT_INVALID\)$/);
    } finally {
      process.chdir(cwd);
    }
  });

  it('evaluate warns about the skipped paths of the harness', async () => {
    const out = join(dir, 'r.yaml');
    const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--harness', join(dir, 'harness'), '--out', out);
    expect([0, 1], r.err).toContain(r.code);
    expect(r.err).toMatch(/6 paths in the harness are symbolic links or special files and were not digested/);
  }, 20_000);
});
