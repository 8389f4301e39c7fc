// The whole config is pinned (issue 26): on every event that runs a pull
// request's code, dist/index.cjs reads the config file at the base, every key,
// and every file it names (globs expanded at the base); a key that differs is
// a change of the bar, and the base's value judges. Each case is a pull request
// whose own inputs would ship, judged by the base's: reject or hold.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { BASE, edit, git, pullRequest, runGate as runGateIn, serve, workspace, type Gate } from './bar-run.js';
import { keyFiles, tempDir } from '../helpers.js';

let gh: FakeGitHub;
let signing: { privateFile: string; publicFile: string };
beforeAll(async () => {
  signing = await keyFiles(await tempDir(), 'release');
});
afterEach(async () => {
  await gh?.close();
});

const CONFIG = 'examples/evaluate.yaml';
const config = (ws: string, change: (text: string) => string) => edit(ws, CONFIG, change);
const run = (
  ws: string,
  sha: string,
  inputs: Record<string, string> = {},
  event: object = pullRequest('octo-dev', sha),
  eventName = 'pull_request',
  env: NodeJS.ProcessEnv = {},
) => runGateIn(gh, ws, inputs, event, eventName, env);

/** A git repository whose one commit is the base (after `base` edits the example), and a checkout that `head` then edits. */
async function change(base: (ws: string) => Promise<unknown>, head: (ws: string) => Promise<unknown>): Promise<{ ws: string; sha: string }> {
  gh = await fakeGitHub();
  const ws = await workspace();
  await base(ws);
  await git(ws, 'init', '-q');
  await git(ws, 'add', '-A');
  await git(ws, 'commit', '-qm', 'base');
  const sha = await git(ws, 'rev-parse', 'HEAD');
  await head(ws);
  return { ws, sha };
}

/** Judged by the base's bar, held by BAR_CHANGED, the pull request's own inputs shown shipping beside it. */
function judgedByBase(r: Gate, verdict: 'reject' | 'hold', line: string): void {
  expect(r.verdict, r.stdout).toBe(verdict);
  expect(r.outputs['release-permitted']).toBe('false');
  expect(r.stdout).toMatch(/hold BAR_CHANGED/);
  expect(r.comment).toContain(line);
  expect(r.comment).toMatch(/\| shadow: this pull request's own \| ✔ ship \|/);
  expect(r.bar.changed).toBe(true);
}

const sig = (name: string, value: string, at: string, tier = 'verified') => ({
  id: `${name}-${at}`,
  kind: name === 'revert' ? 'event' : 'verdict',
  name,
  value,
  observed_at: at,
  tier,
});
const rule = (requires: string[]) => JSON.stringify({ name: 'release-rule', definition: 'the named signals pass', requires, score: null });

describe('every key of the config is read at the base', () => {
  it('an honest pull request (no bar change) still ships, its record naming the base commit', async () => {
    const { ws, sha } = await change(
      async () => undefined,
      async () => undefined,
    );
    const r = await run(ws, sha);
    expect(r.verdict, r.stdout).toBe('ship');
    expect(r.bar).toMatchObject({ ref: sha, changed: false });
    expect(r.comment).not.toContain('changes the bar');
  });

  it('deleting tier: T2 is judged at T2', async () => {
    // The base's T2 comes with its human decision; the run is signed (an unsigned T2 record is never written).
    const t2 = 'tier: T2\nquestion: Release the agent?\noption:\n  - ship\n  - hold\nrationale: The gates below decide.\n';
    const { ws, sha } = await change(
      (ws) => config(ws, (t) => `${t}${t2}`),
      (ws) => config(ws, (t) => t.replace('tier: T2\n', '')),
    );
    const r = await run(ws, sha, { 'signing-key': await readFile(signing.privateFile, 'utf8') });
    judgedByBase(r, 'hold', '- config examples/evaluate.yaml: tier T2 → none');
    expect(r.record.profile.tier).toBe('T2');
    expect(r.record.decision.signature).toBeDefined();
  });

  it('adding sealed: true does not seal a run the base called unsealed', async () => {
    const { ws, sha } = await change(
      (ws) => config(ws, (t) => t.replace('sealed: true\n', '')),
      (ws) => config(ws, (t) => `${t}sealed: true\n`),
    );
    const r = await run(ws, sha);
    judgedByBase(r, 'hold', '- config examples/evaluate.yaml: sealed none → true');
    expect(r.record.task_set.sealed).toBe(false);
    expect(r.stdout).toMatch(/hold UNSEALED/);
  });

  it('adding evaluator-independent: true is not believed', async () => {
    const { ws, sha } = await change(
      (ws) => config(ws, (t) => t.replace('evaluator-independent: true\n', '')),
      (ws) => config(ws, (t) => `${t}evaluator-independent: true\n`),
    );
    const r = await run(ws, sha);
    judgedByBase(r, 'hold', '- config examples/evaluate.yaml: evaluator-independent none → true');
    expect(r.record.assurance.evaluator_independent).toBe(false);
  });

  it('an acceptance rule pointed at a laxer file, or made laxer in place, is judged by the base’s rule', async () => {
    const signals = [sig('tests', 'fail', '2026-11-28T11:00:00Z'), sig('review', 'accept', '2026-11-28T11:30:00Z')].map((s) => JSON.stringify(s)).join('\n');
    const { ws, sha } = await change(
      async (ws) => {
        await writeFile(join(ws, 'examples/signals.jsonl'), signals);
        await writeFile(join(ws, 'examples/rule.json'), rule(['tests', 'review']));
        await writeFile(join(ws, 'examples/lax.json'), rule(['review']));
        await config(ws, (t) => `${t}signals: signals.jsonl\nacceptance-rule: rule.json\n`);
      },
      (ws) => config(ws, (t) => t.replace('acceptance-rule: rule.json', 'acceptance-rule: lax.json')),
    );
    const moved = await run(ws, sha);
    judgedByBase(moved, 'reject', '- config examples/evaluate.yaml: acceptance-rule examples/rule.json → examples/lax.json');
    expect(moved.stdout).toMatch(/reject GATE_FAILED: gate failed: acceptance rule release-rule/);

    await config(ws, (t) => t.replace('acceptance-rule: lax.json', 'acceptance-rule: rule.json'));
    await writeFile(join(ws, 'examples/rule.json'), rule(['review']));
    const inPlace = await run(ws, sha);
    judgedByBase(inPlace, 'reject', '- acceptance-rule file examples/rule.json changed');
    expect(inPlace.bar.files).toContainEqual(expect.objectContaining({ role: 'acceptance-rule', path: 'examples/rule.json' }));
  });

  it('a measures path changed to a kinder file is judged by the base’s file', async () => {
    const { ws, sha } = await change(
      async (ws) => {
        await edit(ws, 'examples/profile.yaml', (t) => `${t}  - id: x-acme.review_score\n    floor: 0.9\n    evidence: "review"\n`);
        await writeFile(join(ws, 'examples/review-low.json'), JSON.stringify({ measures: [{ id: 'x-acme.review_score', value: 0.5 }] }));
        await writeFile(join(ws, 'examples/review-high.json'), JSON.stringify({ measures: [{ id: 'x-acme.review_score', value: 0.95 }] }));
        await config(ws, (t) => `${t}measures: review-low.json\n`);
      },
      (ws) => config(ws, (t) => t.replace('review-low.json', 'review-high.json')),
    );
    const r = await run(ws, sha);
    judgedByBase(r, 'reject', '- config examples/evaluate.yaml: measures examples/review-low.json → examples/review-high.json');
    expect(r.record.gates.find((g) => g.id === 'x-acme.review_score')).toMatchObject({ floor: 0.9, result: 'fail' });
  });

  it('a baseline-key swapped for one the baseline verifies under: the base’s key, and a baseline that does not verify holds', async () => {
    const { ws, sha } = await change(
      async (ws) => {
        await keyFiles(join(ws, 'examples/keys'), 'other');
        // Paths in a config are relative to its folder (examples/).
        await config(ws, (t) => `${t}baseline: record.yaml\nbaseline-key: keys/other.public.jwk\n`);
      },
      (ws) => config(ws, (t) => t.replace('keys/other.public.jwk', 'keys/example.public.jwk')),
    );
    const r = await run(ws, sha);
    judgedByBase(r, 'hold', '- config examples/evaluate.yaml: baseline-key examples/keys/other.public.jwk → examples/keys/example.public.jwk');
    expect(r.stdout).toMatch(/hold BASELINE_UNVERIFIED: the baseline examples\/record\.yaml does not verify/);
  });

  it('a rollback-to record edited by the pull request: the signed rolls_back_to is the base’s', async () => {
    const digest = /harness_digest: (sha256:[0-9a-f]{64})/.exec(await readFile('examples/record.yaml', 'utf8'))![1]!;
    const { ws, sha } = await change(
      async (ws) => {
        await writeFile(join(ws, 'examples/previous.yaml'), await readFile('examples/record.yaml', 'utf8'));
        await config(ws, (t) => t.replace(/rollback-to: \S+/, 'rollback-to: previous.yaml'));
      },
      (ws) => edit(ws, 'examples/previous.yaml', (t) => t.replace(digest, `sha256:${'e'.repeat(64)}`)),
    );
    const r = await run(ws, sha, { 'signing-key': await readFile(signing.privateFile, 'utf8') });
    judgedByBase(r, 'hold', '- rollback-to file examples/previous.yaml changed');
    expect(r.record.decision.signature).toBeDefined();
    expect(r.record.decision.rolls_back_to).toBe(digest);
  });

  it('a later now is not the decision time: the base’s is, and the revert it knows rejects', async () => {
    const doc = {
      ocp: '0.3',
      producer: { name: 'ci' },
      privacy: {},
      nodes: [],
      run: {
        id: 'release-42',
        ended_at: '2026-11-28T12:00:00Z',
        acceptance_rule: JSON.parse(rule(['tests', 'review'])),
        signals: [
          sig('tests', 'pass', '2026-11-28T11:00:00Z'),
          sig('review', 'accept', '2026-11-28T11:30:00Z'),
          sig('revert', 'commit/9f2', '2026-11-29T09:00:00Z'),
        ],
      },
    };
    const { ws, sha } = await change(
      async (ws) => {
        await writeFile(join(ws, 'examples/run.json'), JSON.stringify(doc));
        await config(ws, (t) => `${t}signals: run.json\n`);
      },
      (ws) => config(ws, (t) => t.replace('now: "2026-11-29T12:00:00Z"', 'now: "2026-11-29T08:00:00Z"')),
    );
    const r = await run(ws, sha);
    judgedByBase(r, 'reject', '- config examples/evaluate.yaml: now 2026-11-29T12:00:00Z → 2026-11-29T08:00:00Z');
    expect(r.record.emitted_at).toBe('2026-11-29T12:00:00Z');
  });

  it('out, predicate and attest pointed outside the workspace: the base’s are used; an input outside is ERR_OUTPUT_WRITE', async () => {
    const evil = await tempDir();
    const { ws, sha } = await change(
      async () => undefined,
      (ws) => config(ws, (t) => `${t}out: ${evil}/record.json\npredicate: ${evil}/predicate.json\nattest: ${evil}/bundle.json\n`),
    );
    const r = await run(ws, sha);
    expect(r.verdict, r.stdout).toBe('ship');
    expect(r.outputs['record-path']).toMatch(/runner-temp-\d+\/agent-quality-record\.json$/);
    for (const f of ['record.json', 'predicate.json', 'bundle.json']) expect(existsSync(join(evil, f))).toBe(false);

    const outside = await run(ws, sha, { out: join(evil, 'input.json') });
    expect(outside.verdict).toBeUndefined();
    expect(outside.stdout).toMatch(/::error::aqr input error: .*input\.json: is outside .*; the action writes only there \(ERR_OUTPUT_WRITE\)/);
    expect(existsSync(join(evil, 'input.json'))).toBe(false);
  });
});

describe('globs, merge queues, comments, branches, the workflow file', () => {
  /** The base asks 0.8 of held-out completion (the agent reaches 0.75); the pull request lowers it to 0.7. Served by the contents API at BASE. */
  async function floorLowered(): Promise<string> {
    gh = await fakeGitHub();
    const ws = await workspace();
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.7', 'floor: 0.8'));
    await serve(gh, ws, BASE);
    await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
    return ws;
  }

  it('a decisions file matched by a glob and deleted by the pull request still counts: the glob is expanded in the base’s tree', async () => {
    gh = await fakeGitHub();
    const ws = await workspace();
    await mkdir(join(ws, 'examples/decisions'));
    await writeFile(
      join(ws, 'examples/decisions/policy.yaml'),
      'decisions:\n  - {id: policy.hard_rules, result: pass, source: acs}\n  - {id: safety.tool_abuse, result: pass, source: acs}\n',
    );
    const dlp = join(ws, 'examples/decisions/dlp.yaml');
    await writeFile(dlp, 'decisions:\n  - {id: safety.isolation, result: fail, source: assert}\n');
    await config(ws, (t) => t.replace('decisions: decisions.yaml', 'decisions: "decisions/*.yaml"'));
    await serve(gh, ws, BASE);
    await rm(dlp);
    const deleted = (r: Gate) => {
      // The base's failing decision counts (against the ledger's clean measure, a contradiction): never ship.
      expect(['hold', 'reject'], r.stdout).toContain(r.verdict);
      expect(r.stdout).toMatch(/(DECISION_CONTRADICTED|GATE_FAILED): [^\n]*safety\.isolation/);
      expect(r.stdout).toMatch(/hold BAR_CHANGED/);
      expect(r.comment).toContain('- decisions file examples/decisions/dlp.yaml is no longer part of the bar');
      expect(r.comment).toMatch(/\| shadow: this pull request's own \| ✔ ship \|/);
      expect(r.bar.files).toContainEqual(expect.objectContaining({ role: 'decisions', path: 'examples/decisions/dlp.yaml' }));
    };
    deleted(await run(ws, BASE));
    expect(gh.calls).toContain(`GET /repos/acme/agent/git/trees/${BASE}?recursive=1`);
    // The same through the git history of the checkout (git ls-tree).
    await writeFile(dlp, 'decisions:\n  - {id: safety.isolation, result: fail, source: assert}\n');
    await git(ws, 'init', '-q');
    await git(ws, 'add', 'examples');
    await git(ws, 'commit', '-qm', 'base');
    await rm(dlp);
    deleted(await run(ws, await git(ws, 'rev-parse', 'HEAD')));
  });

  it('merge_group: the queue’s base_sha is the base (GitHub’s payload), the lowered floor rejects there too', async () => {
    const ws = await floorLowered();
    const head = 'c'.repeat(40);
    const event = {
      merge_group: {
        head_sha: head,
        head_ref: `refs/heads/gh-readonly-queue/main/pr-7-${head}`,
        base_sha: BASE,
        base_ref: 'refs/heads/main',
        head_commit: {
          id: head,
          tree_id: 'd'.repeat(40),
          message: 'Merge pull request #7',
          timestamp: '2026-11-29T12:00:00Z',
          author: { name: 'octo-dev', email: 'o@example.com' },
          committer: { name: 'GitHub', email: 'noreply@github.com' },
        },
      },
      repository: { full_name: 'acme/agent', default_branch: 'main' },
    };
    const r = await run(ws, BASE, {}, event, 'merge_group');
    expect(r.verdict, r.stdout).toBe('reject');
    expect(r.stdout).toMatch(/hold BAR_CHANGED/);
    expect(r.record.gates.find((g) => g.id === 'task.completion')).toMatchObject({ floor: 0.8, result: 'fail' });
    expect(gh.calls).toContain(`GET /repos/acme/agent/contents/examples%2Fprofile.yaml?ref=${BASE}`);
  });

  it('issue_comment on a pull request: its base is asked of the API (GET /repos/{owner}/{repo}/pulls/{number})', async () => {
    const ws = await floorLowered();
    gh.pulls[7] = { number: 7, user: { login: 'octo-dev' }, base: { sha: BASE, ref: 'main' }, head: { sha: 'c'.repeat(40), ref: 'lower-floor' } };
    const event = {
      action: 'created',
      issue: {
        number: 7,
        title: 'Lower the floor',
        user: { login: 'octo-dev' },
        state: 'open',
        pull_request: {
          url: 'https://api.github.com/repos/acme/agent/pulls/7',
          html_url: 'https://github.com/acme/agent/pull/7',
          diff_url: 'https://github.com/acme/agent/pull/7.diff',
          patch_url: 'https://github.com/acme/agent/pull/7.patch',
          merged_at: null,
        },
      },
      comment: { id: 1, body: '/gate', user: { login: 'octo-dev' } },
      repository: { full_name: 'acme/agent', default_branch: 'main' },
    };
    const r = await run(ws, BASE, {}, event, 'issue_comment');
    expect(r.verdict, r.stdout).toBe('reject');
    expect(gh.calls).toContain('GET /repos/acme/agent/pulls/7');
    expect(r.record.gates.find((g) => g.id === 'task.completion')?.floor).toBe(0.8);
  });

  it('an event whose base cannot be determined holds (BAR_BASE_UNKNOWN), never judged by the checkout in silence', async () => {
    const ws = await floorLowered();
    const { pull_request: pr, ...rest } = pullRequest('octo-dev');
    const r = await run(ws, BASE, {}, { ...rest, pull_request: { ...pr, base: { repo: pr.base.repo } } });
    expect(r.verdict, r.stdout).toBe('hold');
    expect(r.stdout).toMatch(/hold BAR_BASE_UNKNOWN: the base of pull request #7 could not be read through GitHub's API \(HTTP 404/);
    expect(r.outputs['release-permitted']).toBe('false');
  });

  it('a push to a branch other than the default is judged by the default branch’s head', async () => {
    const { ws, sha } = await change(
      (ws) => edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.7', 'floor: 0.8')),
      async (ws) => {
        await git(ws, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
        await git(ws, 'checkout', '-qb', 'lower-floor');
        await edit(ws, 'examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
        await git(ws, 'commit', '-qam', 'lower the floor');
      },
    );
    const r = await run(ws, sha, {}, { ref: 'refs/heads/lower-floor', repository: { default_branch: 'main' } }, 'push');
    expect(r.verdict, r.stdout).toBe('reject');
    expect(r.stdout).toContain(`the bar is read at ${sha} from the git history of the checkout`);
    // The default branch itself is judged by its own files.
    await git(ws, 'checkout', '-q', 'main');
    const main = await run(ws, sha, {}, { ref: 'refs/heads/main', repository: { default_branch: 'main' } }, 'push');
    expect(main.bar).toMatchObject({ ref: null, changed: false });
  });

  it('a changed workflow file is a change of the bar, naming the step’s changed with: inputs', async () => {
    const workflow = (failOn: string) =>
      `on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: acme/agent-release-gate@v1\n        with:\n          config: examples/evaluate.yaml\n          fail-on: ${failOn}\n`;
    const file = (ws: string) => join(ws, '.github/workflows/gate.yml');
    const { ws, sha } = await change(
      async (ws) => {
        await mkdir(join(ws, '.github/workflows'), { recursive: true });
        await writeFile(file(ws), workflow('hold,reject'));
      },
      (ws) => writeFile(file(ws), workflow('reject')),
    );
    const env = {
      GITHUB_WORKFLOW_REF: 'acme/agent/.github/workflows/gate.yml@refs/pull/7/merge',
      GITHUB_JOB: 'gate',
      GITHUB_ACTION_REPOSITORY: 'acme/agent-release-gate',
    };
    // GitHub runs the step with the pull request's inputs: fail-on reject.
    const r = await run(ws, sha, { 'fail-on': 'reject' }, pullRequest('octo-dev', sha), 'pull_request', env);
    expect(r.verdict, r.stdout).toBe('hold');
    expect(r.outputs['release-permitted']).toBe('false');
    expect(r.comment).toContain('- input fail-on of step acme/agent-release-gate\\@v1 in .github/workflows/gate.yml: hold,reject → reject');
  });
});
