// `aqr comment` (the fork pattern's privileged job) renders the comment the
// action posts, from the record and the sidecars beside it, under the same
// hidden marker: posted, it updates the action's sticky comment on the
// loopback GitHub rather than adding a second verdict beside it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/github/client.js';
import { upsertComment } from '../../src/github/comment.js';
import { fakeGitHub, type FakeGitHub } from '../action/github-api.js';
import { runAction } from '../action/run-action.js';
import { aqr, keyFiles, tempDir } from '../helpers.js';

let dir: string;
let keys: { publicFile: string; privateFile: string };
let gh: FakeGitHub;
beforeAll(async () => {
  dir = await tempDir();
  keys = await keyFiles(dir, 'release');
});
afterEach(async () => {
  await gh?.close();
});

const firstLine = (s: string) => s.split('\n', 1)[0];

describe('aqr comment', () => {
  it("updates the action's sticky comment: the same marker, the same gates, tasks and links", async () => {
    gh = await fakeGitHub();
    const run = await runAction(gh, dir, { 'signing-key': await readFile(keys.privateFile, 'utf8') });
    expect(run.code, run.stdout).toBe(0);
    const ours = () => gh.comments.filter((c) => c.user.login === 'aqr-bot');
    expect(ours()).toHaveLength(1);
    const posted = ours()[0]!;
    // The bundled example's comment links the run and names the failing tasks of every split.
    expect(posted.body).toMatch(/\[run\]\(https:\/\/github\.com\/acme\/agent\/actions\/runs\/\d+\)/);
    expect(posted.body).toMatch(/<details><summary>Tasks: 13 tasks failed at least one attempt<\/summary>/);
    expect(posted.body).toMatch(/^- t029 \(held-out\): failed /m);

    const out = join(dir, 'body.md');
    const r = await aqr('comment', run.outputs['record-path']!, '--key', keys.publicFile, '--workflow', 'release gate', '--job', 'gate', '--out', out);
    expect(r.code, r.err).toBe(0);
    const body = (await readFile(out, 'utf8')).trimEnd();
    expect(firstLine(body)).toBe(firstLine(posted.body));
    // The same numbers as the action's, from the detail sidecar: ceilings, margins, the failing tasks.
    const rows = (s: string) => s.split('\n').filter((l) => /^\| (task|efficiency|reliability|safety|policy)\./.test(l));
    expect(rows(body)).toEqual(rows(posted.body));
    expect(body).toContain('| efficiency.cost\\_per\\_success | 0.117 usd | ≤ 0.6 usd |');
    expect(body).toMatch(/^- t029 \(held-out\): failed /m);
    expect(body).not.toMatch(/Not verified/);

    const octokit = createClient('ghs_test_token_value_0123456789', () => {}, { baseUrl: gh.url, waitUnitMs: 1 });
    const marker = firstLine(body)!;
    const done = await upsertComment(
      octokit,
      { owner: 'acme', repo: 'agent', workflow: 'release gate', eventName: 'workflow_run', fromFork: true, prNumber: 7 },
      {
        marker,
        body,
        hash: '',
        onlyOnChange: false,
      },
    );
    expect(done).toEqual({ outcome: 'updated', id: posted.id });
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toBe(body);
  });

  it('with another job, renders another marker: it would not take over that comment', async () => {
    const record = join(dir, 'other.yaml');
    gh = await fakeGitHub();
    const run = await runAction(gh, dir, { 'signing-key': await readFile(keys.privateFile, 'utf8') });
    const r = await aqr('comment', run.outputs['record-path']!, '--workflow', 'release gate', '--job', 'other', '--out', record);
    expect(r.code, r.err).toBe(0);
    expect(firstLine(await readFile(record, 'utf8'))).toBe('<!-- agent-release-gate:release_gate:other -->');
  });
});
