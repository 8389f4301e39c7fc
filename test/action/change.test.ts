// The one rule for "is this run judging a change?" (src/action/change.ts),
// over the runner's context as runContext reads it and probes that stand in
// for git and GitHub's API: a history of commits, a default branch, a pull
// request's base. Every event that can check out another commit is here.
import { afterEach, describe, expect, it } from 'vitest';
import { judgeChange, type ChangeProbes } from '../../src/action/change.js';
import { runContext } from '../../src/github/context.js';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { edit, git, runGate, workspace } from './bar-run.js';

const MAIN = 'a'.repeat(40);
const OLD = '1'.repeat(40);
const FORK = 'f'.repeat(40);
const BASE = 'b'.repeat(40);
const repository = { full_name: 'acme/agent', default_branch: 'main' };

/** The world the rule asks: main's history is OLD then MAIN; `head` is the checkout; every question is counted. */
function world(head: string | undefined, more: { originMain?: string | undefined; pulls?: Record<number, string> } = {}) {
  const asked: string[] = [];
  const history = [OLD, MAIN];
  const probes: ChangeProbes = {
    head: async () => head,
    isAncestor: async (a, b) => {
      asked.push(`ancestor ${a.slice(0, 1)} ${b.slice(0, 1)}`);
      return history.includes(a) && history.indexOf(a) <= history.indexOf(b);
    },
    defaultBranch: async () => (asked.push('default branch'), 'main'),
    defaultHead: async (branch) => (
      asked.push(`head of ${branch}`),
      'originMain' in more ? (more.originMain ?? { unknown: 'the head of main could not be read' }) : MAIN
    ),
    pullBase: async (n) => (asked.push(`pull ${n}`), more.pulls?.[n] ?? { unknown: `the base of pull request #${n} could not be read` }),
  };
  return { probes, asked };
}

const ctx = (name: string, event: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  runContext({ GITHUB_REPOSITORY: 'acme/agent', GITHUB_EVENT_NAME: name, GITHUB_REF: 'refs/heads/main', GITHUB_SHA: MAIN, ...env }, event);

describe('judgeChange: one rule for every event', () => {
  it('a fork’s workflow_run (no pull request listed, another head repository, the checkout at the fork’s head) is a change based on the default branch’s head', async () => {
    const event = { workflow_run: { event: 'pull_request', pull_requests: [], head_sha: FORK, head_repository: { full_name: 'someone/agent' } }, repository };
    const { probes, asked } = world(FORK);
    expect(await judgeChange(ctx('workflow_run', event), probes)).toEqual({ change: true, why: 'a workflow_run after a run of someone/agent', base: MAIN });
    // GITHUB_SHA on the default branch's ref is its head: nothing asked.
    expect(asked).toEqual([]);
    // Without git (an artifact downloaded, no checkout) the event still says so.
    expect(await judgeChange(ctx('workflow_run', event), world(undefined).probes)).toMatchObject({ change: true, base: MAIN });
  });

  it('a workflow_run listing the pull request takes its base; one after a same-repository pull_request run that lists none, the default branch’s head', async () => {
    const listed = { workflow_run: { event: 'pull_request', pull_requests: [{ number: 4, base: { sha: BASE } }], head_repository: repository }, repository };
    expect(await judgeChange(ctx('workflow_run', listed), world(FORK).probes)).toMatchObject({ change: true, base: BASE });
    const unlisted = { workflow_run: { event: 'pull_request', pull_requests: [], head_repository: repository }, repository };
    expect(await judgeChange(ctx('workflow_run', unlisted), world(FORK).probes)).toEqual({
      change: true,
      why: 'a workflow_run after a pull_request run',
      base: MAIN,
    });
  });

  it('workflow_run after a push, workflow_dispatch, repository_dispatch and schedule: a checkout of another commit is a change, whatever the event', async () => {
    const events: [string, Record<string, unknown>][] = [
      ['workflow_run', { workflow_run: { event: 'push', pull_requests: [], head_repository: repository }, repository }],
      ['workflow_dispatch', { ref: 'refs/heads/main', repository }],
      ['repository_dispatch', { action: 'gate', client_payload: { sha: FORK }, repository }],
      ['schedule', { schedule: '0 6 * * *' }],
    ];
    for (const [name, event] of events) {
      expect(await judgeChange(ctx(name, event), world(FORK).probes), name).toEqual({
        change: true,
        why: `the checkout ${FORK.slice(0, 12)} is not in the default branch's history`,
        base: MAIN,
      });
      // The commit GitHub started the run on, or one before it: the default branch's own run.
      expect(await judgeChange(ctx(name, event), world(MAIN).probes), name).toEqual({ change: false });
      expect(await judgeChange(ctx(name, event), world(OLD).probes), name).toEqual({ change: false });
    }
  });

  it('a push: the default branch’s own commit is no change and asks nothing; another branch is judged by the default branch’s head unless it is in its history', async () => {
    const push = (ref: string, sha: string) => ctx('push', { ref, repository }, { GITHUB_REF: ref, GITHUB_SHA: sha });
    const own = world(MAIN);
    expect(await judgeChange(push('refs/heads/main', MAIN), own.probes)).toEqual({ change: false });
    expect(own.asked).toEqual([]);
    const feature = world(FORK);
    expect(await judgeChange(push('refs/heads/feature', FORK), feature.probes)).toMatchObject({ change: true, base: MAIN });
    expect(feature.asked).toContain('head of main');
    expect(await judgeChange(push('refs/tags/v1', OLD), world(OLD).probes)).toEqual({ change: false });
    // A push to main whose checkout is another commit (actions/checkout with ref:) is a change too.
    expect(await judgeChange(push('refs/heads/main', MAIN), world(FORK).probes)).toMatchObject({ change: true, base: MAIN });
  });

  it('no git checkout: the ref decides (the default branch is no change, another is)', async () => {
    expect(await judgeChange(ctx('push', { ref: 'refs/heads/main', repository }), world(undefined).probes)).toEqual({ change: false });
    expect(await judgeChange(ctx('push', { ref: 'refs/heads/feature', repository }, { GITHUB_REF: 'refs/heads/feature' }), world(undefined).probes)).toEqual({
      change: true,
      why: 'the run is on refs/heads/feature, not the default branch',
      base: MAIN,
    });
    expect(await judgeChange(ctx('push', { repository }, { GITHUB_REF: '' }), world(undefined).probes)).toEqual({ change: false });
  });

  it('a pull request’s events take the base they name; a comment asks for it; none read holds (unknown), never another branch in its place', async () => {
    const pr = { pull_request: { number: 7, base: { sha: BASE } }, repository };
    expect(await judgeChange(ctx('pull_request', pr, { GITHUB_REF: 'refs/pull/7/merge' }), world(FORK).probes)).toEqual({
      change: true,
      why: 'the pull_request event',
      base: BASE,
    });
    expect(await judgeChange(ctx('merge_group', { merge_group: { base_sha: BASE }, repository }), world(FORK).probes)).toMatchObject({ base: BASE });
    const comment = { issue: { number: 9, pull_request: {} }, repository };
    expect(await judgeChange(ctx('issue_comment', comment), world(MAIN, { pulls: { 9: BASE } }).probes)).toMatchObject({ change: true, base: BASE });
    const unread = world(MAIN);
    expect(await judgeChange(ctx('issue_comment', comment), unread.probes)).toEqual({
      change: true,
      why: 'a comment on a pull request',
      unknown: 'the base of pull request #9 could not be read',
    });
    expect(unread.asked).toEqual(['pull 9']);
    expect(await judgeChange(ctx('pull_request', { pull_request: {}, repository }), world(FORK).probes)).toEqual({
      change: true,
      why: 'the pull_request event',
      unknown: 'the pull_request event names no base commit',
    });
  });

  it('a change whose default branch head cannot be read holds (unknown)', async () => {
    const dispatch = ctx('workflow_dispatch', { ref: 'refs/heads/feature', repository }, { GITHUB_REF: 'refs/heads/feature', GITHUB_SHA: FORK });
    expect(await judgeChange(dispatch, world(FORK, { originMain: undefined }).probes)).toEqual({
      change: true,
      why: `the checkout ${FORK.slice(0, 12)} is not in the default branch's history`,
      unknown: 'the head of main could not be read',
    });
    // The default branch asked of the API when the payload names none.
    const { probes, asked } = world(FORK);
    await judgeChange(ctx('push', { ref: 'refs/heads/feature' }, { GITHUB_REF: 'refs/heads/feature' }), probes);
    expect(asked[0]).toBe('default branch');
  });
});

describe('through dist/: a run that checks out another commit is judged by the base’s bar, whatever the event', () => {
  let gh: FakeGitHub;
  afterEach(async () => {
    await gh?.close();
  });

  /** main asks 0.8 of held-out completion (the agent reaches 0.75); the fork's head, checked out, lowers it to 0.7. */
  async function forkCheckedOut(): Promise<{ ws: string; main: string; fork: string }> {
    gh = await fakeGitHub();
    const ws = await workspace();
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.7', 'floor: 0.8'));
    await git(ws, 'init', '-q');
    await git(ws, 'add', '-A');
    await git(ws, 'commit', '-qm', 'main');
    const main = await git(ws, 'rev-parse', 'HEAD');
    await git(ws, 'checkout', '-q', '--detach');
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
    await git(ws, 'commit', '-qam', 'lower the floor');
    return { ws, main, fork: await git(ws, 'rev-parse', 'HEAD') };
  }
  // As GitHub starts a workflow_run, dispatch or schedule run: on the default branch, at its head.
  const onMain = (main: string) => ({ GITHUB_REF: 'refs/heads/main', GITHUB_SHA: main });

  it('a fork’s workflow_run (no pull request listed, another head repository) lowering a floor rejects by the base’s bar', async () => {
    const { ws, main, fork } = await forkCheckedOut();
    const event = {
      action: 'completed',
      workflow_run: {
        id: 77,
        event: 'pull_request',
        status: 'completed',
        conclusion: 'success',
        head_branch: 'lower-floor',
        head_sha: fork,
        pull_requests: [],
        head_repository: { full_name: 'someone/agent' },
        repository: { full_name: 'acme/agent' },
      },
      repository: { full_name: 'acme/agent', default_branch: 'main' },
    };
    const r = await runGate(gh, ws, {}, event, 'workflow_run', onMain(main));
    expect(r.verdict, r.stdout).toBe('reject');
    expect(r.outputs['release-permitted']).toBe('false');
    expect(r.stdout).toContain(`this run judges a change (a workflow_run after a run of someone/agent): its base is ${main}`);
    expect(r.stdout).toMatch(/hold BAR_CHANGED/);
    expect(r.record.gates.find((g) => g.id === 'task.completion')).toMatchObject({ floor: 0.8, result: 'fail' });
    expect(r.bar).toMatchObject({ ref: main, changed: true });
  });

  it('workflow_dispatch and schedule that check out the fork’s commit reject the same way; at the default branch’s head they ship by its own bar', async () => {
    const { ws, main } = await forkCheckedOut();
    for (const [name, event] of [
      ['workflow_dispatch', { ref: 'refs/heads/main', inputs: {}, repository: { full_name: 'acme/agent', default_branch: 'main' } }],
      ['schedule', { schedule: '0 6 * * *' }],
    ] as const) {
      const r = await runGate(gh, ws, {}, event, name, onMain(main));
      expect(r.verdict, `${name}: ${r.stdout}`).toBe('reject');
      expect(r.record.gates.find((g) => g.id === 'task.completion')?.floor).toBe(0.8);
    }
    await git(ws, 'checkout', '-q', '-f', main);
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
    const own = await runGate(gh, ws, {}, { schedule: '0 6 * * *' }, 'schedule', onMain(main));
    // The default branch's own run reads its checkout (an uncommitted edit here stands for its own files): no base.
    expect(own.bar).toMatchObject({ ref: null, changed: false });
    expect(own.verdict, own.stdout).toBe('ship');
  });
});
