import { afterEach, describe, expect, it } from 'vitest';
import { createClient, describeFailure, proxyFetch } from '../../src/github/client.js';
import { upsertComment } from '../../src/github/comment.js';
import { fakeGitHub, type FakeGitHub } from '../action/github-api.js';

let gh: FakeGitHub;
afterEach(() => gh?.close());

const ctx = { owner: 'acme', repo: 'agent', workflow: 'w', eventName: 'pull_request', fromFork: false, prNumber: 7 };
const comment = { marker: '<!-- agent-release-gate:w:j -->', body: '<!-- agent-release-gate:w:j -->\nbody', hash: 'h', onlyOnChange: false };

describe('the REST client', () => {
  it('waits out a secondary rate limit (Retry-After) and a 429, then goes on', async () => {
    gh = await fakeGitHub();
    gh.failNext = [
      { status: 403, message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', headers: { 'retry-after': '1' } },
      429,
    ];
    const log: string[] = [];
    const octokit = createClient('ghs_x', (m) => log.push(m), { baseUrl: gh.url, waitUnitMs: 1 });
    await expect(upsertComment(octokit, ctx, comment)).resolves.toMatchObject({ outcome: 'created' });
    expect(gh.calls.slice(0, 3)).toEqual(['GET /user', 'GET /user', 'GET /user']);
    expect(log.join('\n')).toMatch(/secondary rate limit on GET \/user: retrying in 1 s/);
  });

  it('gives up after its retries with the last failure, said in one line', async () => {
    gh = await fakeGitHub();
    gh.self = 'aqr-bot';
    const octokit = createClient('ghs_x', () => {}, { baseUrl: gh.url, waitUnitMs: 1 });
    await octokit.request('GET /user');
    gh.failNext = Array.from({ length: 4 }, () => 502);
    const failure = await octokit
      .request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: 'acme', repo: 'agent', issue_number: 7 })
      .catch((e: unknown) => e);
    expect(describeFailure(failure)).toMatch(/^HTTP 502: Server Error/);
    expect(gh.calls.filter((c) => c.includes('/comments'))).toHaveLength(4);
  });

  it('does not retry what a retry cannot fix (404, 422)', async () => {
    gh = await fakeGitHub();
    const octokit = createClient('ghs_x', () => {}, { baseUrl: gh.url, waitUnitMs: 1 });
    gh.failNext = [422];
    await expect(octokit.request('GET /user')).rejects.toMatchObject({ status: 422 });
    expect(gh.calls).toEqual(['GET /user']);
  });

  it('goes through a proxy where the environment names one for the API root, as @actions/github reads it (no_proxy, loopback bypassed)', () => {
    const keep = { ...process.env };
    try {
      for (const k of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']) delete process.env[k];
      process.env['GITHUB_API_URL'] = 'https://api.github.com';
      expect(proxyFetch()).toBeUndefined();
      process.env['https_proxy'] = 'http://proxy.internal:3128';
      expect(typeof proxyFetch()).toBe('function');
      process.env['no_proxy'] = 'api.github.com';
      expect(proxyFetch()).toBeUndefined();
      delete process.env['no_proxy'];
      process.env['GITHUB_API_URL'] = 'https://127.0.0.1:8443';
      expect(proxyFetch()).toBeUndefined();
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in keep)) delete process.env[k];
      Object.assign(process.env, keep);
    }
  });
});
