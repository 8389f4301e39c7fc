// The action end to end (see run-action.ts), against the loopback GitHub.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fakeGitHub, pushRun, type FakeGitHub } from './github-api.js';
import { nextRunId, pullRequest, runAction as runIn } from './run-action.js';
import { aqr, aqrBin, keyFiles, ROOT, tempDir } from '../helpers.js';

let dir: string;
let signingKey: string;
let publicKeyFile: string;
let privateKeyFile: string;
let gh: FakeGitHub;
beforeAll(async () => {
  dir = await tempDir();
  const keys = await keyFiles(dir, 'release');
  signingKey = await readFile(keys.privateFile, 'utf8');
  publicKeyFile = keys.publicFile;
  privateKeyFile = keys.privateFile;
});
afterEach(async () => {
  await gh?.close();
});

const runAction = (inputs: Record<string, string>, event?: object, eventName?: string) => runIn(gh, dir, inputs, event, eventName ? { eventName } : {});

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
    expect(r.outputs).toMatchObject({ verdict: 'ship', level: 'L4', 'release-permitted': 'true', 'failed-gates': '', 'signals-path': '' });
    const bytes = await readFile(r.outputs['record-path']!);
    expect(r.outputs['record-digest']).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
    expect(r.outputs['record-path']).toMatch(/runner-temp-\d+\/agent-quality-record\.json$/);
    expect(r.record!.decision).toMatchObject({ verdict: 'ship', actor: 'release-manager@example.com', signature: expect.stringMatching(/^ed25519:/) });
    expect(r.summary).toMatch(/Agent release gate: \*\*ship\*\*/);
    expect(r.summary).toMatch(/```mermaid\n---\nconfig:\n[\s\S]*?\n---\nxychart-beta horizontal\n/);
    expect(r.summary).toContain(r.outputs['record-digest']);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toMatch(/^<!-- agent-release-gate:release_gate:gate -->/);
    expect(ours()[0]!.body).toContain('| ✔ pass | task.completion \\(held-out\\) | 0.75 | ≥ 0.7 | +0.05 |');
    // The key is a secret: registered for masking (the runner consumes ::add-mask::), then in no log line, output, summary or comment.
    const d = (JSON.parse(signingKey) as { d: string }).d;
    expect(r.stdout).toContain(`::add-mask::${signingKey.trim()}`);
    const log = r.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [log, JSON.stringify(r.outputs), r.summary, ours()[0]!.body, JSON.stringify(r.record)]) expect(text).not.toContain(d);
  });

  it('updates its comment in place, leaves another bot’s look-alike alone, and with on-change skips a repeat', async () => {
    gh = await fakeGitHub();
    gh.comments.push({ id: 1, body: '<!-- agent-release-gate:release_gate:gate -->\nfrom someone else', user: { login: 'other-bot' } });
    await runAction({});
    const first = ours()[0]!;
    const r = await runAction({ 'evaluator-independent': 'false' });
    expect(r.code).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.id).toBe(first.id);
    expect(gh.calls.filter((c) => c.startsWith('PATCH')).length).toBe(1);
    expect(gh.comments[0]!.body).toBe('<!-- agent-release-gate:release_gate:gate -->\nfrom someone else');
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

  it('with a GitHub App’s installation token (/user refused): knows itself from GraphQL viewer, posts once, then updates', async () => {
    gh = await fakeGitHub();
    gh.app = 'acme-gate';
    gh.comments.push({
      id: 1,
      body: '<!-- agent-release-gate:release_gate:gate -->\nlook-alike',
      user: { login: 'other-app[bot]', type: 'Bot' },
      performed_via_github_app: { id: 1, slug: 'other-app' },
    });
    const first = await runAction({});
    expect(first.stdout).toMatch(/pull-request comment created/);
    const second = await runAction({ 'evaluator-independent': 'false' });
    expect(second.stdout).toMatch(/pull-request comment updated/);
    const app = gh.comments.filter((c) => c.user.login === 'acme-gate[bot]');
    expect(app).toHaveLength(1);
    expect(app[0]!.performed_via_github_app?.slug).toBe('acme-gate');
    expect(gh.comments).toHaveLength(2);
    expect(gh.calls.filter((c) => c.startsWith('POST /repos'))).toHaveLength(1);
    expect(gh.calls.filter((c) => c === 'POST /graphql')).toHaveLength(2);
  });

  it('keys the comment by workflow and job: a profile’s version bump updates the same comment; comment-key separates two gates', async () => {
    gh = await fakeGitHub();
    const v1 = await profileWith('bump-1', 'gates: []\n');
    await runAction({ profile: v1 });
    const first = ours()[0]!;
    const v2 = relative(ROOT, join(dir, 'bump-2.yaml'));
    await writeFile(
      join(ROOT, v2),
      (await readFile(join(ROOT, v1), 'utf8'))
        .replace('version: "1"', 'version: "2"')
        .replace('gates: []', 'gates:\n  - {id: task.completion, split: held-out, floor: 0.9, evidence: "x"}'),
    );
    const bumped = await runAction({ profile: v2 });
    expect(bumped.outputs['verdict']).toBe('reject');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.id).toBe(first.id);
    expect(ours()[0]!.body).toMatch(/✘ Agent release gate: \*\*reject\*\*/);
    expect(ours()[0]!.body).toContain('acme/gate\\@2');
    await runAction({ 'comment-key': 'canary' });
    expect(ours()).toHaveLength(2);
    expect(ours()[1]!.body).toMatch(/^<!-- agent-release-gate:release_gate:gate:canary -->/);
  });

  it('takes over its own comment written under the earlier key (workflow and profile version), and no other', async () => {
    gh = await fakeGitHub();
    gh.comments.push({ id: 1, body: '<!-- agent-release-gate:release_gate:example/coding-agent@1.0 -->\nship', user: { login: 'other-bot' } });
    gh.comments.push({ id: 2, body: '<!-- agent-release-gate:release_gate:example/coding-agent@1.0 -->\nship', user: { login: 'aqr-bot' } });
    const r = await runAction({});
    expect(r.stdout).toMatch(/pull-request comment updated \(2\)/);
    expect(gh.comments).toHaveLength(2);
    expect(gh.comments[1]!.body).toMatch(/^<!-- agent-release-gate:release_gate:gate -->/);
    expect(gh.comments[0]!.body).toMatch(/\nship$/);
  });

  it('retries a 502, and names the REST API version on every call', async () => {
    gh = await fakeGitHub();
    gh.failNext = [502];
    const r = await runAction({});
    expect(r.code, r.stdout).toBe(0);
    // The first call failed and was made again.
    expect(gh.calls[1]).toBe(gh.calls[0]);
    expect(ours()).toHaveLength(1);
    for (const q of gh.requests) expect(q.headers['x-github-api-version'], `${q.method} ${q.path}`).toBe('2022-11-28');
  });

  it('reads environment approvals only at T2 or in an environment: a T1 run without one asks nothing', async () => {
    gh = await fakeGitHub();
    // A push to the default branch: no pinned bar whose change an approval could accept.
    const r = await runAction({}, { ref: 'refs/heads/main', repository: { default_branch: 'main' } }, 'push');
    expect(r.code).toBe(0);
    expect(gh.calls.filter((c) => c.includes('/approvals'))).toEqual([]);
    await runAction({ tier: 'T2', 'fail-on': 'reject' });
    expect(gh.calls.filter((c) => c.includes('/approvals'))).toHaveLength(1);
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
    expect(await readFile(r.outputs['record-path']!.replace(/\.json$/, '.html'), 'utf8')).toMatch(/^<!doctype html>[\s\S]*<span class="v">✔ ship<\/span>/);
  });

  it('without a token warns with the permission it needs, and the verdict stands', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ 'github-token': '' });
    expect(r).toMatchObject({ code: 0, outputs: { verdict: 'ship' } });
    expect(r.stdout).toMatch(/::warning::no github-token: the pull-request comment was not written; the comment needs `permissions: pull-requests: write`/);
    expect(gh.calls).toEqual([]);
  });

  it("writes the page with the run's own check, so its level is the comment's; unsigned, the same page as from the record's file", async () => {
    gh = await fakeGitHub();
    const strict = await profileWith('strict-page', 'gates:\n  - {id: task.completion, split: held-out, floor: 0.9, evidence: "x"}\n');
    for (const inputs of [
      { 'github-token': '' },
      { profile: strict, 'github-token': '' },
      { 'signing-key': signingKey, 'github-token': '' },
      { key: privateKeyFile, 'github-token': '' },
    ]) {
      const r = await runAction(inputs);
      const record = r.outputs['record-path']!;
      const page = await readFile(record.replace(/\.json$/, '.html'), 'utf8');
      const said = JSON.stringify(Object.keys(inputs));
      // The level output is the comment's; the page says the same.
      expect(page, said).toMatch(new RegExp(`<b>conformance</b>${r.outputs['level']}: `));
      const again = join(dir, `again-${Object.keys(inputs).join('-')}.html`);
      if ('signing-key' in inputs || 'key' in inputs) {
        // Signed: the run verified its own signature (L4); the file alone, with no key, stops at L3.
        expect(r.outputs['level']).toBe('L4');
        // The archived page says what the record claims and how to verify it, never that it verified itself.
        expect(page).not.toMatch(/verified \(by the run|run that signed it/);
        expect(page).toContain('This page proves nothing by itself: verify the record with aqr verify or verify.html and the public key');
        expect((await aqrBin(['report', record, '--html', again])).out.trim()).toMatch(/conformance L3$/);
        expect((await aqrBin(['report', record, '--key', publicKeyFile, '--html', again])).out.trim()).toMatch(/conformance L4$/);
        continue;
      }
      // The built CLI's page (`aqr report --html`) reads the file and checks it.
      expect((await aqrBin(['report', record, '--html', again])).code).toBe(0);
      expect(page, said).toBe(await readFile(again, 'utf8'));
    }
  });

  it('writes a page that reads the sidecars beside the record: a gate held on its bound is inconclusive, as in the comment', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ profile: relative(ROOT, join(ROOT, 'examples/profile-confidence.yaml')), 'github-token': '' });
    expect(r.outputs['verdict']).toBe('hold');
    const page = await readFile(r.outputs['record-path']!.replace(/\.json$/, '.html'), 'utf8');
    expect(page).toMatch(
      /<tr data-gate="task\.completion \(held-out\)"><td class="st inconclusive" data-state="inconclusive">◐ inconclusive \(~\d+ more tasks\)<\/td>/,
    );
    expect(page).toContain('≤ 0.6');
    expect(page).not.toMatch(/data-state="fail"/);
  });

  it('rejects and fails the step, naming the failed gate', async () => {
    gh = await fakeGitHub();
    const profile = await profileWith('strict', 'gates:\n  - {id: task.completion, split: held-out, floor: 0.9, evidence: "x"}\n');
    const r = await runAction({ profile });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ verdict: 'reject', 'release-permitted': 'false', 'failed-gates': 'task.completion' });
    expect(r.stdout).toMatch(/::error::verdict reject: gate task\.completion \(held-out\) is 0\.75, below its floor 0\.9 \(GATE_FAILED\)/);
    expect(ours()[0]!.body).toMatch(/✘ Agent release gate: \*\*reject\*\*/);
    const many = await profileWith(
      'many',
      `gates:\n${Array.from({ length: 200 }, (_, i) => `  - {id: x-local.gate_${i}, floor: 0.5, evidence: "x"}`).join('\n')}\n`,
    );
    const long = await runAction({ profile: many });
    const line = long.stdout.split('\n').find((l) => l.startsWith('::error::'))!;
    expect(line.length).toBeLessThan(700);
    expect(line).toMatch(/; and \d+ more \(see the job summary\)$/);
  });

  it('puts the acceptance rule in the comment and the signals analysis in the summary', async () => {
    gh = await fakeGitHub();
    const run = join(dir, 'run.json');
    await writeFile(
      run,
      JSON.stringify({
        ocp: '0.3',
        producer: { name: 'ci' },
        privacy: {},
        nodes: [],
        run: {
          id: 'r-1',
          ended_at: '2026-11-28T12:00:00Z',
          acceptance_rule: { name: 'tests', definition: 'tests pass', requires: ['tests'] },
          signals: [{ id: 's1', kind: 'verdict', name: 'tests', value: 'pass', observed_at: '2026-11-28T11:00:00Z', tier: 'verified' }],
        },
      }),
    );
    const r = await runAction({ signals: relative(ROOT, run) });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['signals-path']).toMatch(/agent-quality-record\.signals\.json$/);
    expect(ours()[0]!.body).toContain('**Acceptance rule**\n\n- tests (run r-1): accepted, tier verified');
    expect(r.summary).toMatch(/<details><summary>Signals analysis<\/summary>\n\n\*\*Signals\*\*: 1 record from/);
  });

  it('holds when the policy engine passes what the ledger measures as violated, naming both in the log and the comment', async () => {
    gh = await fakeGitHub();
    let n = 0;
    const shard = join(dir, 'trials-3-violations.jsonl');
    await writeFile(
      shard,
      (await readFile(join(ROOT, 'examples/ledger/trials-3.jsonl'), 'utf8')).replace(/"policy":0/g, (m) => (n++ < 3 ? '"policy":1' : m)),
    );
    const r = await runAction({ trials: `examples/ledger/trials-1.jsonl\nexamples/ledger/trials-2.jsonl\n${relative(ROOT, shard)}` });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ verdict: 'hold', 'release-permitted': 'false' });
    expect(r.stdout).toMatch(
      /hold DECISION_CONTRADICTED: policy\.hard_rules: acs decided pass for policy\.hard_rules, but the trial ledger \(aqr\.trials\/1\) measures policy\.hard_rules = 0\.97/,
    );
    expect(ours()[0]!.body).toMatch(/- \*\*Held\*\*: gate policy\.hard\\_rules: acs decided pass.* \(`DECISION_CONTRADICTED`\)$/m);
    expect(r.record!.decision['rationale']).toContain('acs decided pass for policy.hard_rules, but the trial ledger');
  });

  it('holds, and fail-on decides whether a hold fails the step', async () => {
    gh = await fakeGitHub();
    const held = await runAction({ sealed: 'false' });
    expect(held).toMatchObject({ code: 1, outputs: { verdict: 'hold' } });
    const allowed = await runAction({ sealed: 'false', 'fail-on': 'reject' });
    expect(allowed).toMatchObject({ code: 0, outputs: { verdict: 'hold' } });
  });

  it('says how to supply what is missing in the words of a workflow: inputs, not flags', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ sealed: 'false', 'github-token': '' });
    expect(r.outputs['verdict']).toBe('hold');
    const reasons = (r.record as unknown as { decision: { rationale: string } }).decision.rationale;
    expect(reasons).toContain('give the `sealed` input only when no optimizer');
    expect(reasons).not.toMatch(/--(sealed|question|option|key)\b/);
    // At T2 without the decision and a key the record would fail its schema: the step fails, saying what to give, and writes none.
    const t2 = await runAction({ tier: 'T2', 'github-token': '' });
    expect(t2).toMatchObject({ code: 1, outputs: {} });
    const error = /::error::aqr input error: (.*)/.exec(t2.stdout)?.[1] ?? '';
    expect(error).toContain('missing: the question (the `question` input), two or more options (the `option` input, once per option)');
    expect(error).toContain('tier T2 needs a signed record: give the `signing-key` input');
    expect(error).toMatch(/nothing was written \(ERR_RECORD_INVALID\)$/);
    expect(error).not.toMatch(/--(question|option|key)\b/);
  });

  it('fails on bad input with an input error, distinct from a verdict', async () => {
    gh = await fakeGitHub();
    const r = await runAction({ profile: 'examples/no-such-profile.yaml' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /::error::aqr input error: examples\/no-such-profile\.yaml: no such profile file \(tried examples\/no-such-profile\.yaml\) \(ERR_PROFILE_NOT_FOUND\)/,
    );
    expect(r.outputs).toEqual({});
  });

  it('fails the step on an empty ledger, naming the file, with no record, page or outputs, and a comment that there is no verdict (was: a signed hold record that fails its schema)', async () => {
    gh = await fakeGitHub();
    const empty = join(dir, 'crashed-eval.jsonl');
    await writeFile(empty, '');
    // Inside RUNNER_TEMP: the action writes nowhere else (but its workspace).
    const temp = join(dir, `runner-temp-${nextRunId() - 5000}`);
    const out = join(temp, 'crashed-eval-record.yaml');
    const r = await runAction({ trials: empty, out, 'signing-key': signingKey });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::aqr input error: .*crashed-eval\.jsonl: holds no attempt: the trial ledger measured nothing .*\(ERR_INPUT_EMPTY\)/);
    expect(r.outputs).toEqual({});
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('**no verdict: input error**');
    const left = existsSync(temp) ? await readdir(temp) : [];
    expect(left.filter((f) => f.startsWith('crashed-eval-record'))).toEqual([]);
  });

  it('reports an error raised in a bundle it loads on demand (the YAML parser) as an input error with its line, not an internal one', async () => {
    gh = await fakeGitHub();
    const bad = join(dir, 'broken-profile.yaml');
    await writeFile(bad, 'id: sg/coding-agent\nversion: "0.1"\ngates: [unclosed\n');
    const r = await runAction({ profile: bad });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::aqr input error: .*broken-profile\.yaml:\d+: .*\(ERR_INPUT_PARSE\)/);
    expect(r.stdout).not.toContain('internal error');
  });

  it('rollback-to auto: the harness of the last shipped record, from an artifact zip, verified, and the baseline of the comment', async () => {
    gh = await fakeGitHub();
    const shipped = await readFile(join(ROOT, 'examples/record.yaml'));
    const previous = parse(shipped.toString()) as { subject: { harness_digest: string } };
    gh.runs = [pushRun(nextRunId()), pushRun(901), pushRun(900)];
    gh.artifacts = { 901: [{ id: 78, name: 'agent-quality-record', expired: true }], 900: [{ id: 77, name: 'agent-quality-record' }] };
    gh.zips = { 77: zipSync({ 'agent-quality-record.signals.json': new TextEncoder().encode('{}'), 'record.yaml': new Uint8Array(shipped) }) };
    // The storage host may send no Content-Type: the zip is read as bytes all the same.
    gh.zipType = null;
    const r = await runAction({ 'rollback-to': 'auto', 'public-key': 'examples/keys/example.public.jwk' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.record!.decision['rolls_back_to']).toBe(previous.subject.harness_digest);
    expect(r.stdout).toMatch(/rollback target: "sha256:[0-9a-f]{64}" from run 900 \("record\.yaml"\)/);
    expect(ours()[0]!.body).toMatch(/against the last shipped record \(aqr\\_[0-9a-f]+, 2026-11-29T12:00:00Z\)/);
    expect(ours()[0]!.body).toContain('| task.completion | held-out | 0.75 | 0.75 | +0 |');
  });

  it('rollback-to auto with a key the earlier record does not verify under: no target, said in the rationale', async () => {
    gh = await fakeGitHub();
    gh.runs = [pushRun(900)];
    gh.artifacts = { 900: [{ id: 77, name: 'agent-quality-record' }] };
    gh.zips = { 77: zipSync({ 'record.yaml': new Uint8Array(await readFile(join(ROOT, 'examples/record.yaml'))) }) };
    const r = await runAction({ 'rollback-to': 'auto', 'public-key': publicKeyFile });
    expect(r.stdout).toMatch(/::warning::rollback-to auto: "record\.yaml" of run 900 ships but its signature does not verify \(SIGNATURE_KID_MISMATCH: /);
    expect(r.record!.decision['rolls_back_to']).toBeUndefined();
    expect(r.record!.decision['rationale']).toMatch(
      /No earlier shipped record verified under public-key, so this release has no rollback target\. No person approved this run;/,
    );
  });

  it('takes the actor from the environment approval, and refuses an approval by the pull request’s author', async () => {
    gh = await fakeGitHub();
    gh.approvals = [{ state: 'approved', user: { login: 'release-lead' }, comment: 'Numbers hold; ship it.', environments: [{ name: 'production' }] }];
    const ok = await runAction({ environment: 'production' });
    expect(ok.record!.decision).toMatchObject({
      actor: 'release-lead',
      rationale: expect.stringMatching(/Approved by release-lead for production: Numbers hold; ship it\.$/),
    });
    gh.approvals = [{ state: 'approved', user: { login: 'octo-dev' }, environments: [{ name: 'production' }] }];
    const self = await runAction({ environment: 'production' }, pullRequest('octo-dev'));
    expect(self.code).toBe(1);
    expect(self.outputs['verdict']).toBe('hold');
    expect(self.stdout).toMatch(/APPROVAL_BY_AUTHOR: the release was approved by "octo-dev", who wrote the pull request/);
  });

  it('writes the predicate for actions/attest, and with attest a bundle aqr verifies', async () => {
    gh = await fakeGitHub();
    // Inside RUNNER_TEMP: the action writes nowhere else but the workspace.
    const bundle = join(dir, `runner-temp-${nextRunId() - 5000}`, 'action.sigstore.json');
    const r = await runAction({ 'signing-key': signingKey, attest: bundle, 'subject-path': 'examples/tasks.yaml' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['predicate-path']).toMatch(/runner-temp-\d+\/agent-quality-record\.predicate\.json$/);
    expect(r.outputs['predicate-type']).toMatch(/^https:\/\/.*agent-quality-record-v0\.1$/);
    expect(r.outputs['attestation-path']).toBe(bundle);
    const predicate = JSON.parse(await readFile(r.outputs['predicate-path']!, 'utf8')) as { record: { record_id: string } };
    expect(predicate.record.record_id).toBe(r.record!['record_id']);
    // Its SLSA VSA beside it, for a second actions/attest step: the released file, PASSED on this ship.
    expect(r.outputs['vsa-type']).toBe('https://slsa.dev/verification_summary/v1');
    expect(r.outputs['vsa-path']).toMatch(/runner-temp-\d+\/agent-quality-record\.vsa\.json$/);
    const vsa = JSON.parse(await readFile(r.outputs['vsa-path']!, 'utf8')) as {
      verificationResult: string;
      resourceUri: string;
      inputAttestations: { name: string }[];
    };
    expect(vsa.verificationResult).toBe('PASSED');
    expect(vsa.resourceUri).toMatch(/^pkg:generic\/examples%2Ftasks\.yaml\?checksum=sha256:[0-9a-f]{64}$/);
    expect(vsa.inputAttestations[0]?.name).toBe('agent-quality-record.json');
    const v = await aqr(
      'verify',
      bundle,
      '--key',
      publicKeyFile,
      '--subject',
      'examples/tasks.yaml',
      '--ledger',
      'examples/ledger/*.jsonl',
      '--task-manifest',
      'examples/tasks.yaml',
    );
    expect(v.code, v.out).toBe(0);
  });
});

describe('action.yml', () => {
  it('has one input per aqr evaluate flag, under the same name, and runs dist/index.cjs on node24', async () => {
    const action = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as {
      description: string;
      inputs: Record<string, { description: string; default?: string }>;
      outputs: Record<string, unknown>;
      runs: { using: string; main: string };
    };
    // The Marketplace's limit for an action's description.
    expect(action.description.length).toBeLessThan(125);
    expect(action.inputs['github-token']?.description).toMatch(
      /comment needs pull-requests: write; rollback-to auto needs actions: read; environment approvals .* need actions: read/,
    );
    const { EVALUATE_FLAGS } = await import('../../src/flags.js');
    for (const [name, f] of Object.entries(EVALUATE_FLAGS)) expect(action.inputs[name]?.description, name).toContain(f.help);
    expect(action.inputs['github-token']?.default).toBe('${{ github.token }}');
    expect(action.inputs['fail-on']?.default).toBe('hold,reject');
    expect(action.inputs['comment']?.default).toBe('always');
    expect(Object.keys(action.outputs)).toEqual([
      'verdict',
      'record-path',
      'record-digest',
      'level',
      'release-permitted',
      'failed-gates',
      'signals-path',
      'predicate-path',
      'predicate-type',
      'vsa-path',
      'vsa-type',
      'attestation-path',
      'stats-path',
    ]);
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.cjs' });
  });
});
