// The action's REST client (src/github/lazy-client.ts): the same calls as
// createClient's, with octokit loaded at the first call and not before.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { upsertComment } from '../../src/github/comment.js';
import { lazyClient } from '../../src/github/lazy-client.js';
import { fakeGitHub, type FakeGitHub } from '../action/github-api.js';
import { pullRequest, runAction } from '../action/run-action.js';
import { tempDir } from '../helpers.js';

let gh: FakeGitHub;
afterEach(() => gh?.close());

const ctx = { owner: 'acme', repo: 'agent', workflow: 'w', eventName: 'pull_request', fromFork: false, prNumber: 7 };

/** A preload that prints a line when the built action requires its REST client bundle, or @actions/github's. */
async function loadWatch(dir: string): Promise<string> {
  const hook = join(dir, 'watch.cjs');
  await writeFile(
    hook,
    `const M = require('node:module'); const load = M._load;
M._load = function (request) { const m = /(github-client|actions-github)\\.cjs$/.exec(request); if (m) process.stdout.write('LOADED ' + m[1] + '\\n'); return load.apply(this, arguments); };`,
  );
  return hook;
}

describe('lazyClient', () => {
  it('makes request and paginate calls as the client does', async () => {
    gh = await fakeGitHub();
    const before = process.env['GITHUB_API_URL'];
    process.env['GITHUB_API_URL'] = gh.url;
    try {
      const octokit = lazyClient('ghs_x', () => {});
      await expect(octokit.request('GET /user')).resolves.toMatchObject({ data: { login: 'aqr-bot' } });
      const r = await upsertComment(octokit, ctx, { marker: '<!-- m -->', body: '<!-- m -->\nbody', hash: 'h', onlyOnChange: false });
      expect(r.outcome).toBe('created');
      expect(gh.comments).toHaveLength(1);
    } finally {
      if (before === undefined) delete process.env['GITHUB_API_URL'];
      else process.env['GITHUB_API_URL'] = before;
    }
  });

  it('is not loaded by the built action on a push with a token and no call to make; a pull request comment loads it', async () => {
    gh = await fakeGitHub();
    const dir = await tempDir();
    const watch = { NODE_OPTIONS: `--require ${await loadWatch(dir)}` };
    const push = await runAction(
      gh,
      dir,
      { comment: 'never' },
      { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
      { eventName: 'push', env: { ...watch, GITHUB_REF: 'refs/heads/main' } },
    );
    expect(push.outputs['verdict']).toBeDefined();
    expect(gh.calls).toEqual([]);
    expect(push.stdout).not.toMatch(/LOADED github-client/);
    const pr = await runAction(gh, dir, {}, pullRequest(), { env: watch });
    expect(pr.stdout).toMatch(/LOADED github-client/);
    // @actions/github (its proxy-aware fetch, undici) only where a proxy applies: none here.
    expect(pr.stdout).not.toMatch(/LOADED actions-github/);
    expect(gh.comments).toHaveLength(1);
  });
});
