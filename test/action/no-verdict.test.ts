// A run that reaches no verdict (bad input, an internal error) still says so
// where people look: the built action (dist/index.cjs) on a pull_request run
// against the loopback GitHub replaces the sticky comment an earlier ship left,
// writes the job summary, names the file, line and field, and fails the step.
// The text is escaped; no secret and no stack trace appears. And the one
// signing-key input: key text, env:NAME, or a deprecated alias with a warning.
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { runAction as runIn } from './run-action.js';
import { keyFiles, ROOT, tempDir } from '../helpers.js';

let dir: string;
let signingKey: string;
let privateFile: string;
let gh: FakeGitHub;
beforeAll(async () => {
  dir = await tempDir();
  privateFile = (await keyFiles(dir, 'release')).privateFile;
  signingKey = await readFile(privateFile, 'utf8');
});
afterEach(async () => {
  await gh?.close();
});

const runAction = (inputs: Record<string, string>) => runIn(gh, dir, inputs);
const ours = () => gh.comments.filter((c) => c.user.login === 'aqr-bot');

/** A profile whose line 7 gives a floor that is not a number. */
async function badProfile(name: string): Promise<string> {
  const f = join(dir, name);
  await writeFile(
    f,
    `id: acme/gate\nversion: "1"\nextends: ${relative(dir, join(ROOT, 'examples/profile.yaml'))}\ngates:\n  - id: task.completion\n    split: held-out\n    floor: high\n`,
  );
  return relative(ROOT, f);
}

describe('the action with bad input', () => {
  it('replaces the earlier ship comment with "no verdict: input error", writes the summary, names file, line and field, and fails', async () => {
    gh = await fakeGitHub();
    const shipped = await runAction({ 'signing-key': signingKey });
    expect(shipped.code, shipped.stdout).toBe(0);
    expect(ours()).toHaveLength(1);
    const id = ours()[0]!.id;
    expect(ours()[0]!.body).toMatch(/Agent release gate: \*\*ship\*\*/);

    const profile = await badProfile('floor-high.yaml');
    const r = await runAction({ profile, 'signing-key': signingKey });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::aqr input error: .*floor-high\.yaml:7: gates\[0\]\.floor: must be number \(ERR_PROFILE_INVALID\)/);
    expect(r.outputs).toEqual({});
    // The same sticky comment, now saying there is no verdict: the earlier ship no longer stands.
    expect(ours()).toHaveLength(1);
    const body = ours()[0]!.body;
    expect(ours()[0]!.id).toBe(id);
    expect(body).toMatch(/^<!-- agent-release-gate:release_gate:gate -->\n<!-- aqr-content:[0-9a-f]{16} -->\n/);
    expect(body).toContain('### ⚠️ Agent release gate: **no verdict: input error**');
    expect(body).not.toMatch(/\*\*ship\*\*/);
    const row = `| ${profile.replace(/_/g, '\\_')} | 7 | gates\\[0\\].floor |`;
    expect(body).toContain(row);
    expect(body).toContain('> must be number (ERR\\_PROFILE\\_INVALID)');
    expect(body).toContain('[The run and its log](https://github.com/acme/agent/actions/runs/');
    // The job summary says the same.
    expect(r.summary).toContain('### ⚠️ Agent release gate: **no verdict: input error**');
    expect(r.summary).toContain(row);
    // No stack trace, no secret.
    const d = (JSON.parse(signingKey) as { d: string }).d;
    for (const text of [body, r.summary]) {
      expect(text).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
      expect(text).not.toContain(d);
    }
  });

  it('escapes what the input wrote: a hostile file name is text, never markup or a mention', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ profile: 'examples/<img src=x onerror=alert(1)> @octocat [x](https://evil.example).yaml' });
    expect(r.code).toBe(1);
    const body = ours()[0]!.body;
    expect(body).toContain('no verdict: input error');
    expect(body).not.toContain('<img');
    expect(body).not.toContain('](https://evil.example)');
    expect(body).not.toMatch(/(^|[^\\\u2060])@octocat/);
    expect(r.summary).not.toContain('<img');
  });

  it('a signing key that is none of key text, env: or file: is an input error that never shows its value', async () => {
    gh = await fakeGitHub();
    const secret = 'not-a-key-but-a-secret-value-0123456789';
    const r = await runAction({ 'signing-key': secret });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::aqr input error: signing-key is not a key \(JWK or PEM text\), env:NAME or file:PATH/);
    for (const text of [r.stdout.replace(/^::add-mask::.*$/gm, ''), r.summary, ours()[0]!.body]) expect(text).not.toContain(secret);
  });

  it('with comment: never, the summary is written and the comment left alone', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ profile: 'examples/no-such-profile.yaml', comment: 'never' });
    expect(r.code).toBe(1);
    expect(r.summary).toContain('no verdict: input error');
    expect(ours()).toEqual([]);
  });
});

describe('the signing-key input', () => {
  it('env:NAME signs from a variable the job sets, with no warning', async () => {
    gh = await fakeGitHub();
    const r = await runIn(gh, dir, { 'signing-key': 'env:AQR_KEY' }, undefined, { env: { AQR_KEY: signingKey } });
    expect(r.code, r.stdout).toBe(0);
    expect(r.record!.decision['signature']).toMatch(/^ed25519:/);
    expect(r.stdout).not.toMatch(/::warning::.*deprecated/);
  });

  it('the deprecated key input still signs, and warns', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ key: privateFile });
    expect(r.code, r.stdout).toBe(0);
    expect(r.record!.decision['signature']).toMatch(/^ed25519:/);
    expect(r.stdout).toContain(`::warning::key (--key) is deprecated: give signing-key file:${privateFile} (--signing-key file:PATH)`);
  });
});
