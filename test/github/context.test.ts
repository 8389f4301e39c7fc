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
    expect(ctx).toMatchObject({ change: 'pull-request', baseSha: BASE, prNumber: 7, prAuthor: 'octo-dev', ref: 'refs/pull/7/merge' });
  });

  it('merge_group: the base is merge_group.base_sha; no pull request number', () => {
    const ctx = runContext(env('merge_group'), {
      merge_group: { head_sha: 'c'.repeat(40), head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-x', base_sha: BASE, base_ref: 'refs/heads/main' },
      repository,
    });
    expect(ctx).toMatchObject({ change: 'pull-request', baseSha: BASE });
    expect(ctx.prNumber).toBeUndefined();
  });

  it('issue_comment on a pull request names it (its base is asked of the API); on a plain issue it is no change', () => {
    const onPr = runContext(env('issue_comment', { GITHUB_REF: 'refs/heads/main' }), {
      issue: { number: 9, user: { login: 'octo-dev' }, pull_request: { url: 'https://api.github.com/repos/acme/agent/pulls/9' } },
      repository,
    });
    expect(onPr).toMatchObject({ change: 'pull-request', prNumber: 9, prAuthor: 'octo-dev' });
    expect(onPr.baseSha).toBeUndefined();
    const plain = runContext(env('issue_comment', { GITHUB_REF: 'refs/heads/main' }), { issue: { number: 3, user: { login: 'octo-dev' } }, repository });
    expect(plain.change).toBeUndefined();
    expect(plain.prNumber).toBeUndefined();
  });

  it('workflow_run names the pull request of the run it follows', () => {
    const ctx = runContext(env('workflow_run', { GITHUB_REF: 'refs/heads/main' }), {
      workflow_run: { pull_requests: [{ number: 4, base: { sha: BASE } }] },
      repository,
    });
    expect(ctx).toMatchObject({ change: 'pull-request', baseSha: BASE, prNumber: 4 });
  });

  it('a push to the default branch is no change; to another branch or a tag it is; without a default branch known, the API is asked later', () => {
    expect(runContext(env('push', { GITHUB_REF: 'refs/heads/main' }), { ref: 'refs/heads/main', repository }).change).toBeUndefined();
    expect(runContext(env('push', { GITHUB_REF: 'refs/heads/feature' }), { ref: 'refs/heads/feature', repository }).change).toBe('ref');
    expect(runContext(env('push', { GITHUB_REF: 'refs/tags/v1' }), { ref: 'refs/tags/v1', repository }).change).toBe('ref');
    expect(runContext(env('push'), { ref: 'refs/heads/main' })).toMatchObject({ change: 'ref', ref: 'refs/heads/main' });
    // A schedule names no repository, and runs on the default branch.
    expect(runContext(env('schedule', { GITHUB_REF: 'refs/heads/trunk' }), { schedule: '0 6 * * *' })).toMatchObject({ defaultBranch: 'trunk' });
    expect(runContext(env('schedule', { GITHUB_REF: 'refs/heads/trunk' }), { schedule: '0 6 * * *' }).change).toBeUndefined();
    // A base that is not a commit SHA is not taken.
    expect(runContext(env('pull_request'), { pull_request: { number: 7, base: { sha: 'main' } } }).baseSha).toBeUndefined();
  });
});
