// Every file that can hold the action's step is compared at the base
// (src/action/layout.ts): dist/index.cjs run in a git repository whose
// caller workflow reaches a local reusable workflow or a local composite
// action, against the loopback GitHub. GitHub runs those files as the pull
// request wrote them, so the run's inputs below are the pull request's.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareLayout, LAYOUT_DEPTH } from '../../src/action/layout.js';
import { BarSourceError, type BarSource } from '../../src/io/bar-source.js';
import { runContext } from '../../src/github/context.js';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { edit, git, pullRequest, runGate, workspace } from './bar-run.js';
import { tempDir } from '../helpers.js';

let gh: FakeGitHub;
afterEach(async () => {
  await gh?.close();
});

const CALLER = '.github/workflows/gate.yml';
const REUSABLE = '.github/workflows/reusable-gate.yml';
const COMPOSITE = '.github/actions/gate/action.yml';
const STEP = (more = '') => `      - uses: acme/agent-release-gate@v1\n        with:\n          config: examples/evaluate.yaml\n${more}`;
const files = {
  reusable: {
    [CALLER]: `on: pull_request\njobs:\n  gate:\n    uses: ./.github/workflows/reusable-gate.yml\n    with:\n      tier: T1\n`,
    [REUSABLE]: (more?: string) =>
      `on:\n  workflow_call:\n    inputs:\n      tier: {type: string}\njobs:\n  run:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n${STEP(more)}`,
  },
  composite: {
    [CALLER]: `on: pull_request\njobs:\n  run:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n      - uses: ./.github/actions/gate\n`,
    [COMPOSITE]: (more?: string) => `name: gate\nruns:\n  using: composite\n  steps:\n${STEP(more)}`,
  },
};
// As GitHub names them inside a called workflow: the caller's file, the called job's id, this action's repository.
const ENV = { GITHUB_WORKFLOW_REF: `acme/agent/${CALLER}@refs/pull/7/merge`, GITHUB_JOB: 'run', GITHUB_ACTION_REPOSITORY: 'acme/agent-release-gate' };
const LAX = '          profile: examples/profile-staging.yaml\n';

/** A repository whose base commit holds the layout (and a laxer profile beside the example's), and a checkout where `head` then edits `file`. */
async function layout(which: 'reusable' | 'composite', headMore?: string): Promise<{ ws: string; sha: string }> {
  gh = await fakeGitHub();
  const ws = await workspace();
  await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.7', 'floor: 0.8'));
  await writeFile(join(ws, 'examples/profile-staging.yaml'), (await readFile(join(ws, 'examples/profile.yaml'), 'utf8')).replace('floor: 0.8', 'floor: 0.5'));
  const set = files[which];
  const write = async (more?: string) => {
    for (const [f, text] of Object.entries(set)) {
      await mkdir(dirname(join(ws, f)), { recursive: true });
      await writeFile(join(ws, f), typeof text === 'string' ? text : text(more));
    }
  };
  await write();
  await git(ws, 'init', '-q');
  await git(ws, 'add', '-A');
  await git(ws, 'commit', '-qm', 'base');
  const sha = await git(ws, 'rev-parse', 'HEAD');
  if (headMore !== undefined) await write(headMore);
  return { ws, sha };
}

describe('the reusable workflow and the composite action that hold the step are compared at the base', () => {
  it('a profile input added in a reusable workflow holds with BAR_CHANGED naming the file', async () => {
    const { ws, sha } = await layout('reusable', LAX);
    const r = await runGate(gh, ws, { profile: 'examples/profile-staging.yaml' }, pullRequest('octo-dev', sha), 'pull_request', ENV);
    expect(r.verdict, r.stdout).toBe('hold');
    expect(r.outputs['release-permitted']).toBe('false');
    expect(r.stdout).toMatch(/hold BAR_CHANGED/);
    expect(r.comment).toContain(`- the workflow file ${REUSABLE} changed:`);
    expect(r.comment).toContain(`- input profile of step acme/agent-release-gate\\@v1 in ${REUSABLE}: none → examples/profile-staging.yaml`);
    expect(r.bar.changed).toBe(true);
  });

  it('a profile input added in a local composite action holds with BAR_CHANGED naming its action.yml', async () => {
    const { ws, sha } = await layout('composite', LAX);
    const r = await runGate(gh, ws, { profile: 'examples/profile-staging.yaml' }, pullRequest('octo-dev', sha), 'pull_request', ENV);
    expect(r.verdict, r.stdout).toBe('hold');
    expect(r.stdout).toMatch(/hold BAR_CHANGED/);
    expect(r.comment).toContain(`- input profile of step acme/agent-release-gate\\@v1 in ${COMPOSITE}: none → examples/profile-staging.yaml`);
  });

  it('allow-bar-change added by the change in a reusable workflow: the comment names the file it was added in', async () => {
    const { ws, sha } = await layout('reusable', `${LAX}          allow-bar-change: "true"\n`);
    const r = await runGate(
      gh,
      ws,
      { profile: 'examples/profile-staging.yaml', 'allow-bar-change': 'true' },
      pullRequest('octo-dev', sha),
      'pull_request',
      ENV,
    );
    expect(r.stdout).not.toMatch(/hold BAR_CHANGED/);
    expect(r.comment).toContain(`The change was allowed by allow-bar-change \\(the explicit opt-out\\), which this change itself added in ${REUSABLE}, so`);
    expect(r.comment).toContain(`- input allow-bar-change of step acme/agent-release-gate\\@v1 in ${REUSABLE}: none → true`);
    expect(r.record.decision.rationale).toContain(`which this change itself added in ${REUSABLE}`);
  });

  it('the unchanged reusable layout still ships, judged by the base’s bar', async () => {
    const { ws, sha } = await layout('reusable');
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
    await git(ws, 'commit', '-qam', 'base floor 0.7');
    const base = await git(ws, 'rev-parse', 'HEAD');
    expect(base).not.toBe(sha);
    const r = await runGate(gh, ws, {}, pullRequest('octo-dev', base), 'pull_request', ENV);
    expect(r.verdict, r.stdout).toBe('ship');
    expect(r.bar).toMatchObject({ ref: base, changed: false });
    expect(r.comment).not.toContain('changes the bar');
  });
});

describe('compareLayout', () => {
  /** A base whose files are `tree` (a path that throws: unreadable), the checkout the workspace's files. */
  function source(ws: string, tree: Record<string, string | Error>): BarSource {
    return {
      ref: 'b'.repeat(40),
      label: 'commit bbbbbbbbbbbb',
      read: async (path) => {
        const rel = join(process.cwd(), path).slice(ws.length + 1);
        const f = tree[rel];
        if (f instanceof Error) throw new BarSourceError('ERR_INPUT_READ', f.message, { file: path });
        return f === undefined ? undefined : new TextEncoder().encode(f);
      },
    };
  }
  const ctx = runContext({ GITHUB_REPOSITORY: 'acme/agent', GITHUB_EVENT_NAME: 'pull_request' }, {});

  async function checkout(tree: Record<string, string>): Promise<string> {
    const ws = await tempDir();
    for (const [f, text] of Object.entries(tree)) {
      await mkdir(dirname(join(ws, f)), { recursive: true });
      await writeFile(join(ws, f), text);
    }
    return ws;
  }

  it('a local file the caller reaches that cannot be read at the base holds (BAR_BASE_UNKNOWN), naming it', async () => {
    const head = { [CALLER]: files.composite[CALLER], [COMPOSITE]: files.composite[COMPOSITE]() };
    const ws = await checkout(head);
    const saved = process.env['GITHUB_WORKSPACE'];
    process.env['GITHUB_WORKSPACE'] = ws;
    try {
      const r = await compareLayout(source(ws, { [CALLER]: head[CALLER], [COMPOSITE]: new Error('HTTP 403') }), ctx, ENV);
      expect(r.lines).toEqual([]);
      expect(r.holds).toEqual([
        {
          code: 'BAR_BASE_UNKNOWN',
          message: expect.stringMatching(
            /^the local action \.github\/actions\/gate\/action\.yml cannot be read at commit bbbbbbbbbbbb \(.*HTTP 403.*\), so what this change does to it cannot be compared$/,
          ),
        },
      ]);
      // Absent at the base (not unreadable): new, a change of the bar.
      const added = await compareLayout(source(ws, { [CALLER]: head[CALLER] }), ctx, ENV);
      expect(added.lines).toEqual([`the local action ${COMPOSITE} is new since commit bbbbbbbbbbbb`]);
      expect(added.holds).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env['GITHUB_WORKSPACE'];
      else process.env['GITHUB_WORKSPACE'] = saved;
    }
  });

  it('a file reached that does not parse holds: what it reaches cannot be followed', async () => {
    const head = { [CALLER]: 'on: pull_request\njobs: [unclosed\n' };
    const ws = await checkout(head);
    const saved = process.env['GITHUB_WORKSPACE'];
    process.env['GITHUB_WORKSPACE'] = ws;
    try {
      const r = await compareLayout(source(ws, head), ctx, ENV);
      expect(r.lines).toEqual([]);
      expect(r.holds).toEqual([
        {
          code: 'BAR_BASE_UNKNOWN',
          message: expect.stringMatching(
            /^the workflow file \.github\/workflows\/gate\.yml does not parse \(.+\), so the local files it reaches cannot be followed and compared$/,
          ),
        },
      ]);
    } finally {
      if (saved === undefined) delete process.env['GITHUB_WORKSPACE'];
      else process.env['GITHUB_WORKSPACE'] = saved;
    }
  });

  it('reusable workflows are followed to a bound; beyond it the run holds', async () => {
    const chain: Record<string, string> = {};
    const name = (i: number) => (i === 0 ? CALLER : `.github/workflows/level-${i}.yml`);
    for (let i = 0; i <= LAYOUT_DEPTH + 1; i++) chain[name(i)] = `on: workflow_call\njobs:\n  run:\n    uses: ./${name(i + 1)}\n`;
    const ws = await checkout(chain);
    const saved = process.env['GITHUB_WORKSPACE'];
    process.env['GITHUB_WORKSPACE'] = ws;
    try {
      const r = await compareLayout(source(ws, chain), ctx, { ...ENV, GITHUB_JOB: 'other' });
      expect(r.lines).toEqual([]);
      expect(r.holds).toHaveLength(1);
      expect(r.holds[0]?.message).toContain(
        `reaches more local files than are followed (32 files, ${LAYOUT_DEPTH} deep), ${name(LAYOUT_DEPTH + 1)} among them`,
      );
    } finally {
      if (saved === undefined) delete process.env['GITHUB_WORKSPACE'];
      else process.env['GITHUB_WORKSPACE'] = saved;
    }
  });
});
