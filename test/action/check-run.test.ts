// The check-run input: the built action posts a check run named after the
// gate on the commit it judged (the pull request's head), completed with the
// verdict (success only on ship), the comment as its summary and an annotation
// on the profile's line for each failing gate; against the loopback GitHub,
// each request held to GitHub's OpenAPI description. Failing to post warns and
// changes nothing: a hold stays a hold.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { pullRequest, runAction } from './run-action.js';
import { ROOT, tempDir } from '../helpers.js';
import { requestProblems } from '../github/openapi-check.js';

const HEAD_SHA = 'feed'.padEnd(40, '0');
let dir: string;
let gh: FakeGitHub;
beforeAll(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await gh?.close();
});

const onPr = () => {
  const e = pullRequest();
  return { ...e, pull_request: { ...e.pull_request, head: { ...e.pull_request.head, sha: HEAD_SHA } } };
};

describe('the check run', () => {
  it('a ship: success on the pull request’s head, titled and summarised, with a link to the run', async () => {
    gh = await fakeGitHub();
    const r = await runAction(gh, dir, { 'check-run': 'agent-release-gate' }, onPr());
    expect(r.outputs['verdict']).toBe('ship');
    expect(gh.checkRuns).toHaveLength(1);
    const c = gh.checkRuns[0]!;
    expect(c).toMatchObject({ name: 'agent-release-gate', head_sha: HEAD_SHA, status: 'completed', conclusion: 'success' });
    expect(c.output!.title).toMatch(/^ship: \d+ gates passed$/);
    expect(c.output!.summary).toContain('task.completion');
    expect(c.output!.summary.length).toBeLessThanOrEqual(65_535);
    expect((gh.requests.find((q) => q.path === '/repos/acme/agent/check-runs')!.body as { details_url: string }).details_url).toMatch(
      /^https:\/\/github\.com\/acme\/agent\/actions\/runs\/\d+$/,
    );
    expect(r.stdout).toMatch(/check run "agent-release-gate" posted: success \(\d+\)/);
    // Every request the run made, the check run's among them, as GitHub's OpenAPI description has the operation.
    expect(gh.requests.some((q) => q.method === 'POST' && q.path.endsWith('/check-runs'))).toBe(true);
    expect(gh.requests.flatMap(requestProblems)).toEqual([]);
  });

  it('a hold: failure, so a ruleset requiring the check blocks the merge; the step fails as fail-on says', async () => {
    gh = await fakeGitHub();
    const r = await runAction(gh, dir, { 'check-run': 'agent-release-gate', sealed: 'false' }, onPr());
    expect(r).toMatchObject({ code: 1, outputs: { verdict: 'hold' } });
    expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'failure', output: { title: expect.stringMatching(/^hold \(\w+\)$/) } });
  });

  it('a failing gate is annotated on the line of the profile that sets it', async () => {
    gh = await fakeGitHub();
    const ws = await tempDir();
    await cp(join(ROOT, 'examples'), join(ws, 'examples'), { recursive: true });
    const profile = join(ws, 'examples/profile.yaml');
    await writeFile(profile, (await readFile(profile, 'utf8')).replace('floor: 0.7', 'floor: 0.95'));
    const r = await runAction(
      gh,
      dir,
      { 'check-run': 'quality gate' },
      {},
      {
        eventName: 'push',
        cwd: ws,
        env: { GITHUB_SHA: HEAD_SHA, GITHUB_WORKSPACE: ws, GITHUB_REF: 'refs/heads/main' },
      },
    );
    expect(r.outputs['verdict']).not.toBe('ship');
    const c = gh.checkRuns[0]!;
    expect(c).toMatchObject({ name: 'quality gate', head_sha: HEAD_SHA, conclusion: 'failure' });
    expect(c.output!.annotations).toEqual([
      {
        path: 'examples/profile.yaml',
        start_line: 9,
        end_line: 9,
        annotation_level: 'failure',
        title: expect.stringMatching(/^gate task\.completion \(held-out\): fail/),
        message: expect.stringMatching(/0\.95.* \(record sha256:\w{12}, verdict reject\)$/),
      },
    ]);
    expect(gh.requests.flatMap(requestProblems)).toEqual([]);
  });

  it('without checks: write it warns with the permission to add, and the verdict and exit stand', async () => {
    gh = await fakeGitHub();
    gh.checksDenied = true;
    const held = await runAction(gh, dir, { 'check-run': 'agent-release-gate', sealed: 'false' }, onPr());
    expect(held).toMatchObject({ code: 1, outputs: { verdict: 'hold' } });
    expect(held.stdout).toMatch(
      /::warning::the check run "agent-release-gate" was not posted \(.*403.*\): a check run needs `permissions: checks: write` in the workflow/,
    );
    const shipped = await runAction(gh, dir, { 'check-run': 'agent-release-gate' }, onPr());
    expect(shipped).toMatchObject({ code: 0, outputs: { verdict: 'ship' } });
    expect(gh.checkRuns).toEqual([]);
  });

  it('is not posted without the input', async () => {
    gh = await fakeGitHub();
    await runAction(gh, dir, {}, onPr());
    expect(gh.checkRuns).toEqual([]);
    expect(gh.calls.some((c) => c.includes('check-runs'))).toBe(false);
  });
});
