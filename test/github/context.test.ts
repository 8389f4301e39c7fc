// Which change a run judges, from the runner's environment and the event
// payload as GitHub documents them: the base the event names, and whether
// the run is on the default branch at all.
import { describe, expect, it } from 'vitest';
import { runContext } from '../../src/github/context.js';

const BASE = 'b0'.repeat(20);
const env = (name: string, more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ GITHUB_REPOSITORY: 'acme/agent', GITHUB_EVENT_NAME: name, ...more });
const repository = { full_name: 'acme/agent', default_branch: 'main' };

describe('runContext', () => {
  it('pull_request: the base is pull_request.base.sha', () => {
    const ctx = runContext(env('pull_request', { GITHUB_REF: 'refs/pull/7/merge' }), {
      pull_request: {
        number: 7,
        user: { login: 'octo-dev' },
        base: { sha: BASE, repo: { full_name: 'acme/agent' } },
        head: { repo: { full_name: 'acme/agent' } },
      },
      repository,
    });
    expect(ctx).toMatchObject({ changeByEvent: 'the pull_request event', baseSha: BASE, prNumber: 7, prAuthor: 'octo-dev', ref: 'refs/pull/7/merge' });
  });

  it('merge_group: the base is merge_group.base_sha; no pull request number', () => {
    const ctx = runContext(env('merge_group'), {
      merge_group: { head_sha: 'c'.repeat(40), head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-x', base_sha: BASE, base_ref: 'refs/heads/main' },
      repository,
    });
    expect(ctx).toMatchObject({ changeByEvent: 'the merge_group event', baseSha: BASE });
    expect(ctx.prNumber).toBeUndefined();
  });

  it('issue_comment on a pull request names it (its base is asked of the API); on a plain issue it is no change', () => {
    const onPr = runContext(env('issue_comment', { GITHUB_REF: 'refs/heads/main' }), {
      issue: { number: 9, user: { login: 'octo-dev' }, pull_request: { url: 'https://api.github.com/repos/acme/agent/pulls/9' } },
      repository,
    });
    expect(onPr).toMatchObject({ changeByEvent: 'a comment on a pull request', prNumber: 9, prAuthor: 'octo-dev' });
    expect(onPr.baseSha).toBeUndefined();
    const plain = runContext(env('issue_comment', { GITHUB_REF: 'refs/heads/main' }), { issue: { number: 3, user: { login: 'octo-dev' } }, repository });
    expect(plain.changeByEvent).toBeUndefined();
    expect(plain.prNumber).toBeUndefined();
  });

  it('workflow_run names the pull request of the run it follows', () => {
    const ctx = runContext(env('workflow_run', { GITHUB_REF: 'refs/heads/main' }), {
      workflow_run: { pull_requests: [{ number: 4, base: { sha: BASE } }] },
      repository,
    });
    expect(ctx).toMatchObject({ changeByEvent: 'the workflow_run event, which names a pull request', baseSha: BASE, prNumber: 4 });
  });

  it('workflow_run after a fork’s pull request is a change though it lists no pull request; after a push of the repository it is not by the event', () => {
    const run = (workflow_run: object) =>
      runContext(env('workflow_run', { GITHUB_REF: 'refs/heads/main', GITHUB_SHA: 'a'.repeat(40) }), { workflow_run, repository });
    const fork = run({ event: 'pull_request', pull_requests: [], head_sha: 'c'.repeat(40), head_repository: { full_name: 'someone/agent' } });
    expect(fork).toMatchObject({ changeByEvent: 'a workflow_run after a run of someone/agent', ref: 'refs/heads/main', sha: 'a'.repeat(40) });
    expect(fork.prNumber).toBeUndefined();
    expect(fork.fromFork).toBe(false);
    // The head repository alone says so, whatever the event it followed.
    expect(run({ event: 'push', pull_requests: [], head_repository: { full_name: 'Someone/Agent' } }).changeByEvent).toBe(
      'a workflow_run after a run of Someone/Agent',
    );
    expect(run({ event: 'pull_request_target', pull_requests: [], head_repository: { full_name: 'acme/agent' } }).changeByEvent).toBe(
      'a workflow_run after a pull_request_target run',
    );
    // A push of the repository: the checkout decides (action/change.ts).
    expect(run({ event: 'push', pull_requests: [], head_repository: { full_name: 'ACME/agent' } }).changeByEvent).toBeUndefined();
  });

  it('a push, a schedule, a dispatch: the event says nothing, the checkout decides; the ref, the commit and the default branch are kept for it', () => {
    for (const name of ['push', 'workflow_dispatch', 'repository_dispatch']) {
      const ctx = runContext(env(name, { GITHUB_REF: 'refs/heads/feature', GITHUB_SHA: 'a'.repeat(40) }), { ref: 'refs/heads/feature', repository });
      expect(ctx.changeByEvent).toBeUndefined();
      expect(ctx).toMatchObject({
        ref: 'refs/heads/feature',
        sha: 'a'.repeat(40),
        defaultBranch: 'main',
      });
    }
    expect(runContext(env('push'), { ref: 'refs/heads/main' })).toMatchObject({ ref: 'refs/heads/main' });
    expect(runContext(env('push'), { ref: 'refs/heads/main' }).defaultBranch).toBeUndefined();
    // A schedule names no repository, and runs on the default branch.
    expect(runContext(env('schedule', { GITHUB_REF: 'refs/heads/trunk' }), { schedule: '0 6 * * *' })).toMatchObject({ defaultBranch: 'trunk' });
    expect(runContext(env('schedule', { GITHUB_REF: 'refs/heads/trunk' }), { schedule: '0 6 * * *' }).changeByEvent).toBeUndefined();
    // A base that is not a commit SHA is not taken.
    expect(runContext(env('pull_request'), { pull_request: { number: 7, base: { sha: 'main' } } }).baseSha).toBeUndefined();
  });
});
