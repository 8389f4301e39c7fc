// The bar is pinned: dist/index.cjs on a pull request reads the profile, task
// manifest, authority and decisions at the base commit (GitHub's contents API
// on the loopback stand-in, or the git history of the checkout), judges by
// them, and shows what the pull request changes and what its own bar would say.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { BASE, edit, git, pullRequest, runGate as runGateIn, serve as serveAt, workspace } from './bar-run.js';

let gh: FakeGitHub;
afterEach(async () => {
  await gh?.close();
});
const runGate = (ws: string, inputs: Record<string, string> = {}, event: object = pullRequest(), eventName = 'pull_request') =>
  runGateIn(gh, ws, inputs, event, eventName);
const serve = (ws: string, sha: string) => serveAt(gh, ws, sha);

const raiseFloor = (t: string) => t.replace('floor: 0.7', 'floor: 0.8');

/** The base asks 0.8 of held-out completion (the agent reaches 0.75); the pull request lowers it to 0.7. */
async function floorLoweredAtHead(): Promise<string> {
  const ws = await workspace();
  await edit(ws, 'examples/profile.yaml', raiseFloor);
  await serve(ws, BASE);
  await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
  return ws;
}
const contentsCalls = () => gh.calls.filter((c) => c.includes('/contents/'));

describe('the bar comes from the base commit (GitHub contents API)', () => {
  it('a pull request lowering a floor is judged by the base floor: reject where its own bar would ship; the comment shows the diff and both verdicts', async () => {
    gh = await fakeGitHub();
    const ws = await floorLoweredAtHead();
    const baseProfile = gh.contents[BASE]!['examples/profile.yaml']!;

    const r = await runGate(ws);
    expect(r.code, r.stdout).toBe(1);
    expect(r.verdict).toBe('reject');
    expect(r.record.gates.find((g) => g.id === 'task.completion')).toMatchObject({ floor: 0.8, result: 'fail' });
    expect(r.stdout).toMatch(/BAR_CHANGED: this change alters the bar it is judged by \(1 difference from commit b0b0b0b0b0b0\)/);
    expect(contentsCalls()).toContain(`GET /repos/acme/agent/contents/examples%2Fprofile.yaml?ref=${BASE}`);
    // The comment opens with the change, then the plain diff, then both verdicts: enforced and shadow.
    const body = r.comment!;
    expect(body.indexOf('This pull request changes the bar')).toBeGreaterThan(0);
    expect(body.indexOf('This pull request changes the bar')).toBeLessThan(body.indexOf('| result | gate | value |'));
    expect(body).toContain('- floor of task.completion \\(held-out\\) 0.8 → 0.7');
    expect(body).toMatch(/\| \*\*enforced\*\*: the base's \(commit b0b0b0b0b0b0\) \| ✘ \*\*reject\*\* \| `GATE_FAILED`, `BAR_CHANGED` \|/);
    expect(body).toMatch(/\| shadow: this pull request's own \| ✔ ship \| –; never enforced \|/);
    expect(r.summary).toContain('This pull request changes the bar');
    // The record names the bar it was judged by: the base's files and their digests.
    expect(r.bar).toMatchObject({ ref: BASE, changed: true });
    const { createHash } = await import('node:crypto');
    expect(r.bar.files.find((f) => f.path === 'examples/profile.yaml')?.sha256).toBe(createHash('sha256').update(baseProfile).digest('hex'));
    expect(r.bar.files.map((f) => f.role)).toEqual(['profile', 'profile', 'task-manifest', 'authority', 'decisions']);
  });

  it('a pull request removing a canary is held and its record unsealed', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    await serve(ws, BASE);
    await edit(ws, 'examples/tasks.yaml', (t) => t.replace(/ {2}- id: c02\n {4}split: held-out\n {4}canary: true\n/, ''));
    for (const shard of ['trials-1', 'trials-2', 'trials-3'])
      await edit(ws, `examples/ledger/${shard}.jsonl`, (t) =>
        t
          .split('\n')
          .filter((l) => !l.includes('"c02"'))
          .join('\n'),
      );

    const r = await runGate(ws);
    expect(r.verdict, r.stdout).toBe('hold');
    expect(r.record.task_set.sealed).toBe(false);
    expect(r.record.task_set.canary_ids).toEqual(['c01', 'c02']);
    expect(r.stdout).toMatch(/hold BAR_CHANGED/);
    expect(r.stdout).toMatch(/hold UNSEALED/);
    expect(r.stdout).toMatch(/hold CANARY_NOT_RUN: canary "c02" has no attempt/);
    expect(r.comment).toContain('- canary c02 removed');
  });

  it('an approved bar change is accepted: judged by its own bar, the base verdict beside it', async () => {
    gh = await fakeGitHub();
    const ws = await floorLoweredAtHead();
    gh.approvals = [{ state: 'approved', user: { login: 'release-lead' }, environments: [{ name: 'production' }] }];

    const r = await runGate(ws, { environment: 'production' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.verdict).toBe('ship');
    expect(r.record.decision.actor).toBe('release-lead');
    expect(r.record.decision.rationale).toMatch(/This change alters the bar \(1 differences from commit b0b0b0b0b0b0\), approved by release-lead\./);
    expect(r.bar).toMatchObject({ ref: null, changed: true });
    expect(r.comment).toContain('The change was approved by release-lead, so it is judged by its own bar.');
    expect(r.comment).toMatch(/\| shadow: the base's \(commit b0b0b0b0b0b0\) \| ✘ reject \| `GATE_FAILED`; never enforced \|/);
  });

  it('an approval by the pull request’s own author does not accept the change', async () => {
    gh = await fakeGitHub();
    const ws = await floorLoweredAtHead();
    gh.approvals = [{ state: 'approved', user: { login: 'octo-dev' }, environments: [{ name: 'production' }] }];
    const r = await runGate(ws, { environment: 'production' });
    expect(r.verdict).toBe('reject');
    expect(r.stdout).toMatch(/hold APPROVAL_BY_AUTHOR/);
    expect(r.stdout).toMatch(/hold BAR_CHANGED/);
  });

  it('allow-bar-change: true is the explicit opt-out, and only the workflow can set it', async () => {
    gh = await fakeGitHub();
    const ws = await floorLoweredAtHead();
    const r = await runGate(ws, { 'allow-bar-change': 'true' });
    expect(r.verdict, r.stdout).toBe('ship');
    expect(r.comment).toContain('The change was allowed by allow-bar-change \\(the explicit opt-out\\), so it is judged by its own bar.');
    // The config file is the pull request's own: it cannot opt out for itself.
    await edit(ws, 'examples/evaluate.yaml', (t) => `${t}allow-bar-change: true\n`);
    const sneaky = await runGate(ws);
    expect(sneaky.code).toBe(1);
    expect(sneaky.verdict).toBeUndefined();
    expect(sneaky.stdout).toMatch(
      /::error::aqr input error: allow-bar-change is set in the config file examples\/evaluate\.yaml, which the pull request can edit/,
    );
  });

  it('a config pointing the profile at another file, lax at the base too, is a change of the bar', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    await edit(ws, 'examples/profile.yaml', raiseFloor);
    await writeFile(join(ws, 'examples/lax.yaml'), (await readFile(join(ws, 'examples/profile.yaml'), 'utf8')).replace('floor: 0.8', 'floor: 0.6'));
    await serve(ws, BASE);
    await edit(ws, 'examples/evaluate.yaml', (t) => t.replace('profile: profile.yaml', 'profile: lax.yaml'));
    const r = await runGate(ws);
    expect(r.verdict, r.stdout).toBe('reject');
    expect(r.record.gates.find((g) => g.id === 'task.completion')?.floor).toBe(0.8);
    expect(r.comment).toContain('- profile file examples/lax.yaml is now part of the bar');
    expect(r.comment).toContain('- floor of task.completion \\(held-out\\) 0.8 → 0.6');
  });

  it('an unchanged bar ships as before, and the record names the base commit', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    await serve(ws, BASE);
    const r = await runGate(ws);
    expect(r.verdict, r.stdout).toBe('ship');
    expect(r.comment).not.toContain('changes the bar');
    expect(r.bar).toMatchObject({ ref: BASE, changed: false });
  });

  it('a bar file over 1 MB at the base is read raw; a change that alters only its bytes still holds', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    await edit(ws, 'examples/tasks.yaml', (t) => `${t}${'# padding to pass GitHub’s 1 MB limit for base64 content\n'.repeat(20_000)}`);
    await serve(ws, BASE);
    await edit(ws, 'examples/tasks.yaml', (t) => t.replace(/# padding[^\n]*\n/g, ''));
    const r = await runGate(ws);
    expect(r.verdict, r.stdout).toBe('hold');
    expect(r.comment).toContain('- task-manifest file examples/tasks.yaml changed \\(no threshold, split, canary or decision differs\\)');
    expect(r.record.task_set.sealed).toBe(true);
  });

  it('without a token and without the base in the checkout, the step fails saying what it needs', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    const r = await runGate(ws, { 'github-token': '' });
    expect(r.verdict).toBeUndefined();
    expect(r.stdout).toMatch(
      /::error::aqr input error: the bar must be read at b0b0b0b0b0b0, which the checkout does not hold, and there is no github-token .*contents: read.*fetch-depth: 0/,
    );
  });

  it('a token without contents: read fails the step naming the permission, never "the bar changed"', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    gh.contentsDenied = true;
    const r = await runGate(ws);
    expect(r.verdict).toBeUndefined();
    expect(r.stdout).toMatch(
      /::error::aqr input error: examples\/evaluate\.yaml: cannot be read at commit b0b0b0b0b0b0 through GitHub's contents API \(HTTP 403: Resource not accessible by integration\); the workflow needs `permissions: contents: read`/,
    );
  });

  it('push events read the bar from the checkout, as before', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.7', 'floor: 0.5'));
    const r = await runGate(ws, {}, { ref: 'refs/heads/main', repository: { default_branch: 'main' } }, 'push');
    expect(r.verdict, r.stdout).toBe('ship');
    expect(r.record.gates.find((g) => g.id === 'task.completion')?.floor).toBe(0.5);
    expect(contentsCalls()).toEqual([]);
    expect(r.bar).toMatchObject({ ref: null, changed: false });
  });
});

describe('the bar comes from the base commit (git history of the checkout)', () => {
  it('two commits: the base floor judges, the comment shows the diff, and no API call is made for it', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    await edit(ws, 'examples/profile.yaml', raiseFloor);
    await git(ws, 'init', '-q');
    await git(ws, 'add', 'examples');
    await git(ws, 'commit', '-qm', 'base: held-out completion floor 0.8');
    const base = await git(ws, 'rev-parse', 'HEAD');
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
    await edit(ws, 'examples/decisions.yaml', (t) =>
      t.replace('{id: policy.hard_rules, result: pass, source: acs}', '{id: policy.hard_rules, result: pass, source: assert}'),
    );
    await git(ws, 'commit', '-qam', 'lower the floor');

    const r = await runGate(ws, {}, pullRequest('octo-dev', base));
    expect(r.verdict, r.stdout).toBe('reject');
    expect(r.stdout).toContain(`the bar is read at ${base} from the git history of the checkout`);
    expect(contentsCalls()).toEqual([]);
    expect(r.comment).toContain('- floor of task.completion \\(held-out\\) 0.8 → 0.7');
    expect(r.comment).toContain('- decision for policy.hard\\_rules changed \\(pass from acs → pass from assert\\)');
    expect(r.comment).toMatch(/\| shadow: this pull request's own \| ✔ ship \|/);
    expect(r.bar).toMatchObject({ ref: base, changed: true });

    // A push of the same commit is judged by its own files, as before.
    const push = await runGate(ws, {}, { ref: 'refs/heads/main' }, 'push');
    expect(push.verdict, push.stdout).toBe('ship');
  });
});
