// Every request the action makes, checked against GitHub's OpenAPI
// description (the operations it calls, excerpted in
// test/fixtures/github-openapi.json by scripts/openapi-excerpt.mjs): the
// operation exists, path and query parameters are the operation's own and of
// its types, the body has the required fields and no others, and the API
// version is named. The response fields the action reads exist in the spec.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeRunApproval } from '../../src/github/approval.js';
import { createClient } from '../../src/github/client.js';
import { upsertComment } from '../../src/github/comment.js';
import { findBaseline } from '../../src/github/history.js';
import { fakeGitHub, pushRun, type FakeGitHub, type Request } from '../action/github-api.js';
import { operationOf, requestProblems, spec } from './openapi-check.js';
import { ROOT } from '../helpers.js';

let gh: FakeGitHub;
afterEach(() => gh?.close());

describe('requests against GitHub’s OpenAPI description', () => {
  it('comment, history, approval and pull-request people calls are all operations of the REST API, in their shapes', async () => {
    gh = await fakeGitHub();
    const octokit = createClient('ghs_x', () => {}, { baseUrl: gh.url, waitUnitMs: 1 });
    const ctx = { owner: 'acme', repo: 'agent', workflow: 'w', workflowFile: 'gate.yml', eventName: 'pull_request', fromFork: false, prNumber: 7, runId: 5000 };
    const c = { marker: '<!-- m -->', body: '<!-- m -->\nbody', hash: 'h', onlyOnChange: false };
    await upsertComment(octokit, ctx, c);
    await upsertComment(octokit, ctx, { ...c, body: '<!-- m -->\nnew' });
    gh.runs = [pushRun(900)];
    gh.artifacts = { 900: [{ id: 77, name: 'agent-quality-record' }] };
    gh.zips = { 77: zipSync({ 'record.yaml': new Uint8Array(await readFile(join(ROOT, 'examples/record.yaml'))) }) };
    expect(await findBaseline(octokit, ctx, { artifactName: 'agent-quality-record', warn: () => {}, info: () => {} })).toMatchObject({ runId: 900 });
    gh.approvals = [{ state: 'approved', user: { login: 'lead' }, environments: [{ name: 'production' }] }];
    gh.timeline = [{ event: 'head_ref_force_pushed', actor: { login: 'octo-dev' } }];
    expect(await judgeRunApproval(octokit, ctx, 'production', () => {})).toMatchObject({ valid: true, actor: 'lead' });
    const rest = gh.requests.filter((r) => r.path !== '/graphql' && !r.path.startsWith('/blob/'));
    expect(new Set(rest.map((r) => operationOf(r)?.op.operationId))).toEqual(
      new Set([
        'users/get-authenticated',
        'repos/get',
        'issues/list-comments',
        'issues/create-comment',
        'issues/update-comment',
        'actions/list-workflow-runs',
        'actions/list-workflow-run-artifacts',
        'actions/download-artifact',
        'actions/get-reviews-for-run',
        'pulls/list-commits',
        'issues/list-events-for-timeline',
      ]),
    );
    expect(rest.flatMap(requestProblems)).toEqual([]);
  });

  it('finds a request that is not in its operation’s shape', () => {
    const r = (over: Partial<Request>): Request => ({
      method: 'GET',
      path: '/repos/a/b/issues/7/comments',
      query: {},
      headers: { 'x-github-api-version': spec.apiVersion },
      body: {},
      ...over,
    });
    expect(requestProblems(r({}))).toEqual([]);
    expect(requestProblems(r({ path: '/repos/a/b/issues/seven/comments' }))).toEqual([
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments issue_number is "seven", not integer',
    ]);
    expect(requestProblems(r({ query: { per_page: '100', sort: 'x' } }))).toEqual([
      "GET /repos/{owner}/{repo}/issues/{issue_number}/comments: query parameter sort is not the operation's",
    ]);
    expect(requestProblems(r({ method: 'POST', body: { text: 'x' } }))).toEqual([
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments: body field body is missing',
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments: body field text is not the operation's",
    ]);
    expect(requestProblems(r({ method: 'DELETE' }))).toEqual(["DELETE /repos/a/b/issues/7/comments: no such operation in GitHub's REST API"]);
    expect(requestProblems(r({ headers: {} }))).toEqual(['GET /repos/{owner}/{repo}/issues/{issue_number}/comments: X-GitHub-Api-Version is undefined']);
  });

  it('the response fields the action reads are the API’s', () => {
    const op = (id: string) => spec.operations.find((o) => o.operationId === id)!;
    const comment = op('issues/list-comments').success!.schema.items!;
    expect(Object.keys(comment.properties!)).toEqual(expect.arrayContaining(['id', 'body', 'user', 'performed_via_github_app']));
    expect(Object.keys(comment.properties!['user']!.properties!)).toEqual(expect.arrayContaining(['login', 'type']));
    expect(op('issues/create-comment').success!.schema.properties!['id']!.type).toBe('integer');
    expect(Object.keys(op('actions/get-reviews-for-run').success!.schema.items!.properties!)).toEqual(
      expect.arrayContaining(['state', 'comment', 'user', 'environments']),
    );
    const commit = op('pulls/list-commits').success!.schema.items!;
    expect(Object.keys(commit.properties!)).toEqual(expect.arrayContaining(['sha', 'author', 'committer']));
    for (const side of ['author', 'committer'])
      expect(
        commit.properties![side]!.anyOf!.some((s) => s.properties?.['login']?.type === 'string'),
        side,
      ).toBe(true);
    const timeline = op('issues/list-events-for-timeline').success!.schema.items!.anyOf!;
    expect(timeline.some((e) => e.properties?.['event']?.type === 'string' && e.properties['actor']?.properties?.['login']?.type === 'string')).toBe(true);
    expect(Object.keys(op('actions/list-workflow-runs').success!.schema.properties!)).toEqual(expect.arrayContaining(['workflow_runs']));
    expect(Object.keys(op('actions/list-workflow-run-artifacts').success!.schema.properties!['artifacts']!.items!.properties!)).toEqual(
      expect.arrayContaining(['id', 'name', 'expired']),
    );
    expect(op('repos/get').success!.schema.properties!['default_branch']!.type).toBe('string');
  });
});
