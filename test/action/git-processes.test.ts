// A pull request gated in one git process: dist/index.cjs reading the bar, the
// config and the caller workflow (with the composite action it reaches) at
// the base resolves the base once and reads every file through one
// `git cat-file --batch`. A `git` first on PATH notes each process started
// and runs the real one.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { edit, git, pullRequest, runGate, workspace } from './bar-run.js';
import { tempDir } from '../helpers.js';

let gh: FakeGitHub;
afterEach(async () => {
  await gh?.close();
});

const CALLER = '.github/workflows/gate.yml';
const COMPOSITE = '.github/actions/gate/action.yml';

/** PATH with a `git` first, which appends its arguments to `log` and runs the git of the PATH it was given. */
async function notingGit(): Promise<{ path: string; log: string }> {
  const dir = await tempDir();
  const log = join(dir, 'git.log');
  await writeFile(log, '');
  await writeFile(join(dir, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nPATH='${process.env['PATH']}' exec git "$@"\n`);
  await chmod(join(dir, 'git'), 0o755);
  return { path: `${dir}:${process.env['PATH']}`, log };
}

describe('the base read through one git process', () => {
  it('a pull request whose change lowers a floor: the base resolved once, every file read by one cat-file --batch, the verdict as before', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.7', 'floor: 0.8'));
    const layout = {
      [CALLER]:
        'on: pull_request\njobs:\n  run:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n      - uses: ./.github/actions/gate\n',
      [COMPOSITE]:
        'name: gate\nruns:\n  using: composite\n  steps:\n      - uses: acme/agent-release-gate@v1\n        with:\n          config: examples/evaluate.yaml\n',
    };
    for (const [f, text] of Object.entries(layout)) {
      await mkdir(dirname(join(ws, f)), { recursive: true });
      await writeFile(join(ws, f), text);
    }
    await git(ws, 'init', '-q');
    await git(ws, 'add', '-A');
    await git(ws, 'commit', '-qm', 'base');
    const base = await git(ws, 'rev-parse', 'HEAD');
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
    await git(ws, 'commit', '-qam', 'lower the floor');

    const shim = await notingGit();
    const r = await runGate(gh, ws, {}, pullRequest('octo-dev', base), 'pull_request', {
      PATH: shim.path,
      GITHUB_WORKFLOW_REF: `acme/agent/${CALLER}@refs/pull/7/merge`,
      GITHUB_JOB: 'run',
      GITHUB_ACTION_REPOSITORY: 'acme/agent-release-gate',
    });
    expect(r.verdict, r.stdout).toBe('reject');
    expect(r.comment).toContain('- floor of task.completion \\(held-out\\) 0.8 → 0.7');
    expect(r.bar).toMatchObject({ ref: base, changed: true });
    // The layout was compared at the base (the caller and the composite action it reaches): nothing held unread.
    expect(r.stdout).not.toMatch(/BAR_BASE_UNKNOWN/);
    // The base's files were read: the config, the profile (and the built-in it extends), the manifest, the authority, the decisions.
    expect(r.bar.files.map((f) => f.path)).toEqual([
      'examples/profile.yaml',
      'sg/coding-agent@0.1',
      'examples/tasks.yaml',
      'examples/authority.yaml',
      'examples/decisions.yaml',
    ]);
    // The first line is the test harness's own (GITHUB_SHA, as GitHub sets it); the action's follow.
    const lines = (await readFile(shim.log, 'utf8')).trim().split('\n');
    expect(lines[0]).toBe('rev-parse --verify --quiet HEAD');
    expect(lines.slice(1)).toEqual([`rev-parse --show-toplevel --verify --quiet ${base}^{commit}`, 'cat-file --batch']);
  });
});
