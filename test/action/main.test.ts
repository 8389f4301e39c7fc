// The committed dist/index.js run as GitHub runs it: a child process with
// INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH and
// GITHUB_API_URL pointing at a loopback stand-in for the REST API.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { keyFiles, ROOT, tempDir } from '../helpers.js';

let dir: string;
let signingKey: string;
let publicKeyFile: string;
let gh: FakeGitHub;
beforeAll(async () => {
  dir = await tempDir();
  const keys = await keyFiles(dir, 'release');
  signingKey = await readFile(keys.privateFile, 'utf8');
  publicKeyFile = keys.publicFile;
});
afterEach(async () => {
  await gh?.close();
});

interface ActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  record?: (Record<string, unknown> & { decision: Record<string, unknown>; gates: { id: string; result: string }[] }) | undefined;
}

let runs = 0;
async function runAction(inputs: Record<string, string>, event: object = pullRequest()): Promise<ActionRun> {
  const n = ++runs;
  const files = { output: join(dir, `output-${n}`), summary: join(dir, `summary-${n}.md`), event: join(dir, `event-${n}.json`), temp: join(dir, `runner-temp-${n}`) };
  await writeFile(files.output, '');
  await writeFile(files.summary, '');
  await writeFile(files.event, JSON.stringify(event));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_API_URL: gh.url,
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_RUN_ID: String(5000 + n),
    GITHUB_WORKFLOW: 'release gate',
    GITHUB_WORKFLOW_REF: 'acme/agent/.github/workflows/gate.yml@refs/pull/7/merge',
    GITHUB_ACTOR: 'octo-dev',
    RUNNER_TEMP: files.temp,
    'INPUT_GITHUB-TOKEN': 'ghs_test_token_value_0123456789',
    INPUT_CONFIG: 'examples/evaluate.yaml',
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((done) =>
    execFile(process.execPath, [join(ROOT, 'dist/index.js')], { cwd: ROOT, env }, (err, out) => done({ code: err ? Number(err.code) : 0, stdout: out })),
  );
  const outputs: Record<string, string> = {};
  for (const m of (await readFile(files.output, 'utf8')).matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!;
  const result: ActionRun = { code, stdout, outputs, summary: await readFile(files.summary, 'utf8') };
  if (outputs['record-path']) result.record = JSON.parse(await readFile(outputs['record-path'], 'utf8')) as ActionRun['record'];
  return result;
}

function pullRequest(author = 'octo-dev', fork = false) {
  return { pull_request: { number: 7, user: { login: author }, head: { repo: { full_name: fork ? 'someone/agent' : 'acme/agent' } }, base: { repo: { full_name: 'acme/agent' } } }, repository: { default_branch: 'main' } };
}

async function profileWith(name: string, extra: string): Promise<string> {
  const f = join(dir, `${name}.yaml`);
  await writeFile(f, `id: acme/gate\nversion: "1"\nextends: ${relative(dir, join(ROOT, 'examples/profile.yaml'))}\n${extra}`);
  return relative(ROOT, f);
}

const ours = () => gh.comments.filter((c) => c.user.login === 'aqr-bot');

describe('the action', () => {
  it('ships: signs the record, writes the summary, comments, sets every output', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ 'signing-key': signingKey });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ verdict: 'ship', level: 'L4', 'failed-gates': '', 'signals-path': '' });
    const bytes = await readFile(r.outputs['record-path']!);
    expect(r.outputs['record-digest']).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
    expect(r.outputs['record-path']).toMatch(/runner-temp-\d+\/agent-quality-record\.json$/);
    expect(r.record!.decision).toMatchObject({ verdict: 'ship', actor: 'release-manager@example.com', signature: expect.stringMatching(/^ed25519:/) });
    expect(r.summary).toMatch(/Agent release gate: \*\*ship\*\*/);
    expect(r.summary).toMatch(/```mermaid\nxychart-beta/);
    expect(r.summary).toContain(r.outputs['record-digest']);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toMatch(/^<!-- agent-release-gate:release_gate:example\/coding-agent@1\.0 -->/);
    expect(ours()[0]!.body).toMatch(/\| task\.completion \(held-out\) \| 0\.75 \| ≥ 0\.7 \| native \| pass ✅ \|/);
    // The key is a secret: registered for masking (the runner consumes ::add-mask::), then in no log line, output, summary or comment.
    const d = (JSON.parse(signingKey) as { d: string }).d;
    expect(r.stdout).toContain(`::add-mask::${signingKey.trim()}`);
    const log = r.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n');
    for (const text of [log, JSON.stringify(r.outputs), r.summary, ours()[0]!.body, JSON.stringify(r.record)]) expect(text).not.toContain(d);
  });

  it('updates its comment in place, leaves another bot’s look-alike alone, and with on-change skips a repeat', async () => {
    gh = await fakeGitHub();
    gh.comments.push({ id: 1, body: '<!-- agent-release-gate:release_gate:example/coding-agent@1.0 -->\nfrom someone else', user: { login: 'other-bot' } });
    await runAction({});
    const first = ours()[0]!;
    const r = await runAction({ 'evaluator-independent': 'false' });
    expect(r.code).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.id).toBe(first.id);
    expect(gh.calls.filter((c) => c.startsWith('PATCH')).length).toBe(1);
    expect(gh.comments[0]!.body).toBe('<!-- agent-release-gate:release_gate:example/coding-agent@1.0 -->\nfrom someone else');
    const before = gh.calls.filter((c) => c.startsWith('PATCH')).length;
    const again = await runAction({ 'evaluator-independent': 'false', comment: 'on-change' });
    expect(again.stdout).toMatch(/pull-request comment unchanged/);
    expect(gh.calls.filter((c) => c.startsWith('PATCH')).length).toBe(before);
  });

  it('finds its comment among more than 100, on a later page', async () => {
    gh = await fakeGitHub();
    for (let i = 0; i < 150; i++) gh.comments.push({ id: i + 1, body: `comment ${i}`, user: { login: i % 2 ? 'human' : 'other-bot' } });
    await runAction({});
    const mine = ours()[0]!;
    // Move ours to the middle of page 2.
    gh.comments.splice(gh.comments.indexOf(mine), 1);
    gh.comments.splice(120, 0, mine);
    await runAction({});
    expect(ours()).toHaveLength(1);
    expect(gh.calls.some((c) => /comments\?per_page=100&page=2/.test(c))).toBe(true);
  });

  it('falls back to the workflow token’s bot identity when /user is refused', async () => {
    gh = await fakeGitHub();
    gh.self = undefined;
    await runAction({});
    await runAction({});
    expect(gh.comments.filter((c) => c.user.login === 'github-actions[bot]')).toHaveLength(1);
  });

  it('on a fork (403) warns with the permission and the two-workflow pattern, and the verdict stands', async () => {
    gh = await fakeGitHub();
    gh.readOnly = true;
    const r = await runAction({}, pullRequest('contributor', true));
    expect(r.code).toBe(0);
    expect(r.outputs['verdict']).toBe('ship');
    expect(r.stdout).toMatch(/::warning::the pull-request comment was not written \(HTTP 403.*pull-requests: write.*workflow_run/);
    // The body waits beside the record for a workflow_run job to post.
    expect(await readFile(r.outputs['record-path']!.replace(/\.json$/, '.comment.md'), 'utf8')).toMatch(/^<!-- agent-release-gate:/);
    // And the record as a page, for the upload step to archive with it.
    expect(await readFile(r.outputs['record-path']!.replace(/\.json$/, '.html'), 'utf8')).toMatch(/^<!doctype html>[\s\S]*<span class="v">ship<\/span>/);
  });

  it('without a token warns with the permission it needs, and the verdict stands', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ 'github-token': '' });
    expect(r).toMatchObject({ code: 0, outputs: { verdict: 'ship' } });
    expect(r.stdout).toMatch(/::warning::no github-token: the pull-request comment was not written; the comment needs `permissions: pull-requests: write`/);
    expect(gh.calls).toEqual([]);
  });

  it('rejects and fails the step, naming the failed gate', async () => {
    gh = await fakeGitHub();
    const profile = await profileWith('strict', 'gates:\n  - {id: task.completion, split: held-out, floor: 0.9, evidence: "x"}\n');
    const r = await runAction({ profile });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ verdict: 'reject', 'failed-gates': 'task.completion' });
    expect(r.stdout).toMatch(/::error::verdict reject: gate failed: task\.completion \(held-out\) 0\.75 < floor 0\.9/);
    expect(ours()[0]!.body).toMatch(/⛔ Agent release gate: \*\*reject\*\*/);
  });

  it('puts the acceptance rule in the comment and the signals analysis in the summary', async () => {
    gh = await fakeGitHub();
    const run = join(dir, 'run.json');
    await writeFile(run, JSON.stringify({ ocp: '0.3', producer: { name: 'ci' }, privacy: {}, nodes: [], run: { id: 'r-1', ended_at: '2026-11-28T12:00:00Z', acceptance_rule: { name: 'tests', definition: 'tests pass', requires: ['tests'] }, signals: [{ id: 's1', kind: 'verdict', name: 'tests', value: 'pass', observed_at: '2026-11-28T11:00:00Z', tier: 'verified' }] } }));
    const r = await runAction({ signals: relative(ROOT, run) });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['signals-path']).toMatch(/agent-quality-record\.signals\.json$/);
    expect(ours()[0]!.body).toContain('**Acceptance rule** tests (run r-1): accepted, tier verified');
    expect(r.summary).toMatch(/<details><summary>Signals analysis<\/summary>\n\n\*\*Signals\*\*: 1 records/);
  });

  it('holds, and fail-on decides whether a hold fails the step', async () => {
    gh = await fakeGitHub();
    const held = await runAction({ sealed: 'false' });
    expect(held).toMatchObject({ code: 1, outputs: { verdict: 'hold' } });
    const allowed = await runAction({ sealed: 'false', 'fail-on': 'reject' });
    expect(allowed).toMatchObject({ code: 0, outputs: { verdict: 'hold' } });
  });

  it('fails on bad input with an input error, distinct from a verdict', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ profile: 'examples/no-such-profile.yaml' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::aqr input error: examples\/no-such-profile\.yaml: no such profile file \(ERR_PROFILE_NOT_FOUND\)/);
    expect(r.outputs).toEqual({});
  });

  it('rollback-to auto: the harness of the last shipped record, from an artifact zip, verified, and the baseline of the comment', async () => {
    gh = await fakeGitHub();
    const shipped = await readFile(join(ROOT, 'examples/record.yaml'));
    const previous = parse(shipped.toString()) as { subject: { harness_digest: string } };
    gh.runs = [{ id: 5001 + runs }, { id: 901 }, { id: 900 }];
    gh.artifacts = { 901: [{ id: 78, name: 'agent-quality-record', expired: true }], 900: [{ id: 77, name: 'agent-quality-record' }] };
    gh.zips = { 77: zipSync({ 'agent-quality-record.signals.json': new TextEncoder().encode('{}'), 'record.yaml': new Uint8Array(shipped) }) };
    const r = await runAction({ 'rollback-to': 'auto', 'public-key': 'examples/keys/example.public.jwk' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.record!.decision['rolls_back_to']).toBe(previous.subject.harness_digest);
    expect(r.stdout).toMatch(/rollback target: sha256:[0-9a-f]{64} from run 900 \(record\.yaml\)/);
    expect(ours()[0]!.body).toMatch(/against the last shipped record \(aqr\\_[0-9a-f]+, 2026-11-29T12:00:00Z\)/);
    expect(ours()[0]!.body).toContain('| task.completion | held-out | 0.75 | 0.75 | +0 |');
  });

  it('rollback-to auto with a key the earlier record does not verify under: no target, said in the rationale', async () => {
    gh = await fakeGitHub();
    gh.runs = [{ id: 900 }];
    gh.artifacts = { 900: [{ id: 77, name: 'agent-quality-record' }] };
    gh.zips = { 77: zipSync({ 'record.yaml': new Uint8Array(await readFile(join(ROOT, 'examples/record.yaml'))) }) };
    const r = await runAction({ 'rollback-to': 'auto', 'public-key': publicKeyFile });
    expect(r.stdout).toMatch(/::warning::rollback-to auto: record\.yaml of run 900 ships but its signature does not verify \(SIGNATURE_KID_MISMATCH\)/);
    expect(r.record!.decision['rolls_back_to']).toBeUndefined();
    expect(r.record!.decision['rationale']).toMatch(/No earlier shipped record was found, so this release has no rollback target\.$/);
  });

  it('takes the actor from the environment approval, and refuses an approval by the pull request’s author', async () => {
    gh = await fakeGitHub();
    gh.approvals = [{ state: 'approved', user: { login: 'release-lead' }, comment: 'Numbers hold; ship it.', environments: [{ name: 'production' }] }];
    const ok = await runAction({});
    expect(ok.record!.decision).toMatchObject({ actor: 'release-lead', rationale: expect.stringMatching(/Approved by release-lead for production: Numbers hold; ship it\.$/) });
    gh.approvals = [{ state: 'approved', user: { login: 'octo-dev' }, environments: [{ name: 'production' }] }];
    const self = await runAction({}, pullRequest('octo-dev'));
    expect(self.code).toBe(1);
    expect(self.outputs['verdict']).toBe('hold');
    expect(self.stdout).toMatch(/APPROVAL_BY_AUTHOR: the release was approved by octo-dev, who wrote the pull request/);
  });
});

describe('action.yml', () => {
  it('has one input per aqr evaluate flag, under the same name, and runs dist/index.js on node24', async () => {
    const action = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { description: string; default?: string }>; outputs: Record<string, unknown>; runs: { using: string; main: string } };
    const { EVALUATE_FLAGS } = await import('../../src/pipeline/inputs.js');
    for (const [name, f] of Object.entries(EVALUATE_FLAGS)) expect(action.inputs[name]?.description, name).toContain(f.help);
    expect(action.inputs['github-token']?.default).toBe('${{ github.token }}');
    expect(action.inputs['fail-on']?.default).toBe('hold,reject');
    expect(action.inputs['comment']?.default).toBe('always');
    expect(Object.keys(action.outputs)).toEqual(['verdict', 'record-path', 'record-digest', 'level', 'failed-gates', 'signals-path']);
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});
