// Whose approval accepts a change of the bar, through dist/index.cjs: the
// bundled example's bar is served at the pull request's base by the loopback
// GitHub with a stricter floor (0.8; the agent reaches 0.75), so the base
// rejects what the pull request's own bar (0.7) would ship. Only a valid
// approval lets the change be judged by its own bar.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGitHub, prCommit, type FakeGitHub } from './github-api.js';
import { pullRequest, runAction } from './run-action.js';
import { ROOT, tempDir } from '../helpers.js';

const BASE = 'b0'.repeat(20);
/** The example's config without an actor, so the action names who decided. */
const CONFIG = 'test/fixtures/action/evaluate-no-actor.yaml';
const WORKFLOW = 'github-actions@acme/agent/.github/workflows/gate.yml';

let dir: string;
let gh: FakeGitHub;
beforeAll(async () => {
  dir = await tempDir();
});
beforeEach(async () => {
  gh = await fakeGitHub();
  const tree: Record<string, Uint8Array> = {};
  for (const e of await readdir(join(ROOT, 'examples'), { recursive: true, withFileTypes: true })) {
    if (e.isFile()) tree[relative(ROOT, join(e.parentPath, e.name))] = await readFile(join(e.parentPath, e.name));
  }
  tree['examples/profile.yaml'] = new TextEncoder().encode((await readFile(join(ROOT, 'examples/profile.yaml'), 'utf8')).replace('floor: 0.7', 'floor: 0.8'));
  tree[CONFIG] = await readFile(join(ROOT, CONFIG));
  gh.contents[BASE] = tree;
});
afterEach(async () => {
  await gh?.close();
});

/** A pull_request event of `author`'s pull request on the base commit; `sender` sent it. */
function onBase(author = 'octo-dev', sender?: string) {
  const e = pullRequest(author);
  return { ...e, pull_request: { ...e.pull_request, base: { ...e.pull_request.base, sha: BASE } }, ...(sender ? { sender: { login: sender } } : {}) };
}
const production = (login: string, environment = 'production') => ({ state: 'approved', user: { login }, environments: [{ name: environment }] });
const gate = (inputs: Record<string, string>, event: object = onBase(), extra: Record<string, string> = {}) =>
  runAction(gh, dir, { config: CONFIG, ...inputs }, event, { env: extra });
const comment = () => gh.comments.filter((c) => c.user.login === 'aqr-bot').at(-1)?.body ?? '';

describe('whose approval accepts a change of the bar', () => {
  it('an outsider’s approval for the named environment accepts it: the honest case ships', async () => {
    gh.approvals = [production('release-lead')];
    const r = await gate({ environment: 'production' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['verdict']).toBe('ship');
    expect(r.record!.decision).toMatchObject({ actor: 'release-lead', rationale: expect.stringContaining('Approved by release-lead for production.') });
    expect(comment()).toContain('The change was approved by release-lead, so it is judged by its own bar.');
    expect(comment()).toContain('Approved by release-lead.');
    // Who had a hand in the change was read: every page of the commits and of the timeline.
    expect(gh.calls).toContain('GET /repos/acme/agent/pulls/7/commits?per_page=100');
    expect(gh.calls).toContain('GET /repos/acme/agent/issues/7/timeline?per_page=100');
  });

  it('an approval for another environment does not accept it, nor one with no environment named', async () => {
    gh.approvals = [production('release-lead', 'staging')];
    const other = await gate({ environment: 'production' });
    expect(other.outputs['verdict'], other.stdout).toBe('reject');
    expect(other.stdout).toMatch(/hold BAR_CHANGED/);
    expect(other.stdout).toContain('::warning::the approval by "release-lead" for "staging" does not count for the environment "production"');
    expect(other.record!.decision['actor']).toBe(WORKFLOW);

    gh.approvals = [production('release-lead')];
    const unnamed = await gate({});
    expect(unnamed.outputs['verdict'], unnamed.stdout).toBe('reject');
    expect(unnamed.stdout).toMatch(/::warning::the run has approvals \("release-lead" for "production"\) but the environment input is not set, so none counts/);
    expect(unnamed.record!.decision['actor']).toBe(WORKFLOW);
  });

  it('someone who committed or pushed onto another person’s pull request cannot approve it', async () => {
    gh.prCommits = [prCommit(1, 'alice'), prCommit(2, 'bob'), prCommit(3, 'carol', 'web-flow')];
    gh.timeline = [{ event: 'committed' }, { event: 'head_ref_force_pushed', actor: { login: 'mallory' } }];
    for (const [who, did] of [
      ['bob', 'authored commit 0000000 of the pull request and committed commit 0000000 of the pull request'],
      // A browser edit is committed by web-flow: its author is who made it.
      ['carol', 'authored commit 0000000 of the pull request'],
      ['mallory', 'force-pushed to the pull request'],
    ] as const) {
      gh.approvals = [production(who)];
      const r = await gate({ environment: 'production' }, onBase('alice'));
      expect(r.outputs['verdict'], r.stdout).toBe('reject');
      expect(r.stdout).toContain(`hold APPROVAL_BY_CONTRIBUTOR: the release was approved by "${who}", who ${did}; another reviewer must approve`);
      expect(r.stdout).toMatch(/hold BAR_CHANGED/);
    }
    // An excluded approval neither masks nor is masked by a valid one, whichever came last.
    gh.approvals = [production('release-lead'), production('bob')];
    const both = await gate({ environment: 'production' }, onBase('alice'));
    expect(both.outputs['verdict'], both.stdout).toBe('ship');
    expect(both.record!.decision['actor']).toBe('release-lead');
    expect(both.stdout).toMatch(/::warning::the release was approved by "bob", who authored .*: that approval does not count/);
  });

  it('whoever started the run cannot approve it: the actor, the triggering actor, the event’s sender', async () => {
    gh.prCommits = [prCommit(1, 'alice')];
    for (const [who, did] of [
      ['octo-dev', 'started this run (GITHUB_ACTOR)'],
      ['rerunner', 'triggered this run (GITHUB_TRIGGERING_ACTOR)'],
      ['pusher', 'sent the event that started this run'],
    ] as const) {
      gh.approvals = [production(who)];
      const r = await gate({ environment: 'production' }, onBase('alice', 'pusher'), { GITHUB_TRIGGERING_ACTOR: 'rerunner' });
      expect(r.outputs['verdict'], r.stdout).toBe('reject');
      expect(r.stdout).toContain(`hold APPROVAL_BY_TRIGGER: the release was approved by "${who}", who ${did}; another reviewer must approve`);
    }
  });

  it('when the commits cannot be read, the approval does not count, and the hold says what the token needs', async () => {
    gh.peopleDenied = true;
    gh.approvals = [production('release-lead')];
    const r = await gate({ environment: 'production' });
    expect(r.outputs['verdict'], r.stdout).toBe('reject');
    expect(r.stdout).toMatch(
      /hold APPROVAL_UNCHECKED: the approval by "release-lead" for "production" does not count: who wrote and pushed the change could not be read in full \(the pull request's commits or timeline could not be read: HTTP 403: .*; the token needs pull-requests: read\)/,
    );
    expect(r.record!.decision['actor']).toBe(WORKFLOW);
  });

  it('a commit tied to no GitHub account hides who wrote it: no approval counts', async () => {
    gh.prCommits = [prCommit(1, 'octo-dev'), { sha: 'e'.repeat(40), author: null, committer: null }];
    gh.approvals = [production('release-lead')];
    const r = await gate({ environment: 'production' });
    expect(r.outputs['verdict'], r.stdout).toBe('reject');
    expect(r.stdout).toMatch(/hold APPROVAL_UNCHECKED: .*the author of commit eeeeeee has no GitHub account/);
  });

  it('without an approval the record’s actor is the workflow, never the pull request’s author, and the comment says no person approved', async () => {
    const r = await gate({ environment: 'production' });
    expect(r.outputs['verdict'], r.stdout).toBe('reject');
    expect(r.record!.decision['actor']).toBe(WORKFLOW);
    expect(r.record!.decision['rationale']).toContain(`No person approved this run, so the record names the workflow (${WORKFLOW}) as its actor.`);
    const shown = "**No person approved this run**; the record's actor is github-actions\\@acme/agent/.github/workflows/gate.yml.";
    expect(comment()).toContain(shown);
    expect(r.summary).toContain(shown);
    // A push needs no approval and still ships, decided by the workflow.
    const push = await gate({}, { ref: 'refs/heads/main', repository: { default_branch: 'main' } }, { GITHUB_EVENT_NAME: 'push' });
    expect(push.outputs['verdict'], push.stdout).toBe('ship');
    expect(push.record!.decision['actor']).toBe(WORKFLOW);
  });
});
