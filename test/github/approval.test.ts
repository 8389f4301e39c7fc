// The run's approvals and the pull request's people, read from the loopback
// GitHub with its real pagination: a contributor on a later page of the
// commits or the timeline is excluded all the same.
import { afterEach, describe, expect, it } from 'vitest';
import { judgeRunApproval } from '../../src/github/approval.js';
import { createClient } from '../../src/github/client.js';
import { fakeGitHub, prCommit, type FakeGitHub } from '../action/github-api.js';

let gh: FakeGitHub;
afterEach(() => gh?.close());

const ctx = {
  owner: 'acme',
  repo: 'agent',
  workflow: 'w',
  eventName: 'pull_request',
  fromFork: false,
  prNumber: 7,
  runId: 5000,
  prAuthor: 'alice',
  actor: 'alice',
};
const approve = (login: string, environment = 'production') => ({ state: 'approved', user: { login }, environments: [{ name: environment }] });

describe('judgeRunApproval', () => {
  it('reads every page of the commits and the timeline', async () => {
    gh = await fakeGitHub();
    const octokit = createClient('ghs_x', () => {}, { baseUrl: gh.url, waitUnitMs: 1 });
    gh.prCommits = [...Array.from({ length: 150 }, (_, i) => prCommit(i + 1, 'alice')), prCommit(151, 'bob')];
    gh.timeline = [...Array.from({ length: 120 }, () => ({ event: 'labeled' })), { event: 'head_ref_force_pushed', actor: { login: 'mallory' } }];
    gh.approvals = [approve('bob')];
    expect(await judgeRunApproval(octokit, ctx, 'production', () => {})).toMatchObject({ valid: false, holds: [{ code: 'APPROVAL_BY_CONTRIBUTOR' }] });
    gh.approvals = [approve('mallory')];
    expect(await judgeRunApproval(octokit, ctx, 'production', () => {})).toMatchObject({
      valid: false,
      holds: [{ code: 'APPROVAL_BY_CONTRIBUTOR', message: expect.stringContaining('force-pushed') }],
    });
    expect(gh.calls.filter((c) => c.includes('/pulls/7/commits')).length).toBe(4);
    expect(gh.calls).toContain('GET /repos/acme/agent/issues/7/timeline?per_page=100&page=2');
  });

  it('reads no people when no approval is for the named environment, and none without a token or a run', async () => {
    gh = await fakeGitHub();
    const octokit = createClient('ghs_x', () => {}, { baseUrl: gh.url, waitUnitMs: 1 });
    gh.approvals = [approve('lead', 'staging')];
    expect(await judgeRunApproval(octokit, ctx, 'production', () => {})).toMatchObject({ valid: false, holds: [] });
    expect(await judgeRunApproval(octokit, ctx, undefined, () => {})).toMatchObject({ valid: false, holds: [] });
    expect(gh.calls.filter((c) => c.includes('/commits') || c.includes('/timeline'))).toEqual([]);
    expect(await judgeRunApproval(undefined, ctx, 'production', () => {})).toBeUndefined();
    const { runId: _, ...noRun } = ctx;
    expect(await judgeRunApproval(octokit, noRun, 'production', () => {})).toBeUndefined();
  });

  it('approvals it cannot read are a warning and no judgement; a 404 says nothing', async () => {
    gh = await fakeGitHub();
    const octokit = createClient('ghs_x', () => {}, { baseUrl: gh.url, waitUnitMs: 1 });
    const warned: string[] = [];
    gh.failNext = [{ status: 403, message: 'Resource not accessible by integration' }];
    expect(await judgeRunApproval(octokit, ctx, 'production', (m) => warned.push(m))).toBeUndefined();
    gh.failNext = [{ status: 404, message: 'Not Found' }];
    expect(await judgeRunApproval(octokit, ctx, 'production', (m) => warned.push(m))).toBeUndefined();
    expect(warned).toEqual(["the run's environment approvals could not be read (HTTP 403: Resource not accessible by integration)"]);
  });
});
