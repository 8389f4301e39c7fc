// aqr deploy-check: a record held to a deploy policy, exit 0 only when every
// check holds. Real keys, a real git repository for the bar's ref, the
// record's own key-signed bundle, a real keyless bundle (Sigstore's
// conformance suite) and the loopback GitHub for --repo/--commit.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BarStatement } from '../../src/bar/types.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { barStatement } from '../../src/sign/bar-statement.js';
import { parsePrivateKey } from '../../src/sign/key.js';
import { signRecord } from '../../src/sign/sign.js';
import { fakeGitHub, type FakeGitHub } from '../action/github-api.js';
import { requestProblems } from '../github/openapi-check.js';
import { aqrBin, FIXTURES, keyFiles, ROOT, tempDir } from '../helpers.js';

let ws: string;
let keys: { publicFile: string; privateFile: string; kid: string };
let other: { publicFile: string; privateFile: string; kid: string };
let artifact: string;
let harness: string;
let mainSha: string;
const COMMIT = 'c0ffee'.padEnd(40, '0');
const NOW = '2026-11-30T12:00:00Z';

const run = (argv: string[], env: NodeJS.ProcessEnv = process.env) => aqrBin(argv, { cwd: ws, env });
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: ws,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
  }).trim();
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');

interface Out {
  ok: boolean;
  failures: { code: string; message: string }[];
  passed: string[];
  verdict?: string;
  source: string;
}
async function check(record: string | undefined, policy: string, ...more: string[]): Promise<{ code: number; out: Out; err: string }> {
  const r = await run(['deploy-check', ...(record ? [record] : []), '--policy', policy, '--now', NOW, '--json', ...more]);
  let out: Out;
  try {
    out = JSON.parse(r.out) as Out;
  } catch {
    throw new Error(`not JSON (exit ${r.code}): ${r.out} ${r.err}`);
  }
  return { code: r.code, out, err: r.err };
}
const codes = (o: Out) => o.failures.map((f) => f.code);

async function policy(name: string, body: string): Promise<string> {
  await writeFile(join(ws, name), body);
  return name;
}

beforeAll(async () => {
  ws = await tempDir();
  keys = await keyFiles(ws, 'release');
  other = await keyFiles(ws, 'other');
  await cp(join(ROOT, 'examples'), join(ws, 'examples'), { recursive: true });
  await mkdir(join(ws, 'dist'));
  await writeFile(join(ws, 'dist/agent.tar.gz'), 'the agent, as released\n');
  artifact = `sha256:${sha256(await readFile(join(ws, 'dist/agent.tar.gz')))}`;
  git('init', '-q', '-b', 'main');
  git('add', 'examples');
  git('commit', '-q', '-m', 'the bar');
  mainSha = git('rev-parse', 'HEAD');
  const r = await run([
    'evaluate',
    '--config',
    'examples/evaluate.yaml',
    '--out',
    'signed.json',
    '--key',
    keys.privateFile,
    '--attest',
    'signed.sigstore.json',
    '--subject-path',
    'dist/agent.tar.gz',
  ]);
  expect(r.code, r.err + r.out).toBe(0);
  harness = (JSON.parse(await readFile(join(ws, 'signed.json'), 'utf8')) as { subject: { harness_digest: string } }).subject.harness_digest;
  await policy(
    'full.yaml',
    `deploy_policy: 1\nsigner:\n  key: release.public.jwk\nmax_age: 7d\nbar:\n  ref: main\n  files: [examples/profile.yaml, examples/tasks.yaml]\n`,
  );
  await policy('plain.yaml', `deploy_policy: 1\nsigner:\n  key: release.public.jwk\nmax_age: 7d\n`);
  await policy('other-key.yaml', `deploy_policy: 1\nsigner:\n  key: other.public.jwk\nmax_age: 7d\n`);
  // Records like the signed one but for the verdict, signed again (and their bar with them) with the same key.
  const key = await parsePrivateKey(await readFile(keys.privateFile, 'utf8'), 'release');
  for (const verdict of ['hold', 'reject']) {
    const rec = JSON.parse(await readFile(join(ws, 'signed.json'), 'utf8')) as { decision: Record<string, unknown> };
    rec.decision['verdict'] = verdict;
    const signed = await signRecord(rec as unknown as AgentQualityRecord, key);
    await writeFile(join(ws, `${verdict}.json`), JSON.stringify(signed, null, 2));
    const { bar } = JSON.parse(await readFile(join(ws, 'signed.bar.json'), 'utf8')) as BarStatement;
    await writeFile(join(ws, `${verdict}.bar.json`), JSON.stringify(await barStatement(signed, bar, key)));
  }
});

describe('aqr deploy-check on a record file', () => {
  it('a verified ship for the artifact deployed, fresh, judged by the bar at main: exit 0, every check named', async () => {
    const r = await check('signed.json', 'full.yaml', '--subject', 'dist/agent.tar.gz');
    expect(r.out.failures).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out.passed).toEqual([
      `signed by the policy's key ${keys.kid}`,
      `bundle verified (key ${keys.kid})`,
      'release permitted: verdict ship at L4',
      `names the artifact ${artifact} (dist/agent.tar.gz)`,
      'fresh: emitted 24 h ago, within 7d',
      `judged by the bar at main: examples/profile.yaml, examples/tasks.yaml (signed by key ${keys.kid})`,
    ]);
    const text = await run(['deploy-check', 'signed.json', '--policy', 'full.yaml', '--now', NOW, '--subject-digest', artifact]);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^signed\.json: record aqr_\w+, verdict ship at L4\n {2}ok {4}signed by/);
    expect(text.out).toMatch(/\ndeploy: permitted\n$/);
  });

  it('with the evidence at hand, the replay holds too; a changed ledger is refused', async () => {
    const ledger = ['--ledger', 'examples/ledger/*.jsonl', '--task-manifest', 'examples/tasks.yaml'];
    const r = await check('signed.json', 'full.yaml', '--subject', 'dist/agent.tar.gz', ...ledger);
    expect(r.out.failures).toEqual([]);
    expect(r.out.passed).toContain('replay of the evidence matches');
    await cp(join(ws, 'examples/ledger'), join(ws, 'edited-ledger'), { recursive: true });
    const first = join(ws, 'edited-ledger/trials-1.jsonl');
    const lines = (await readFile(first, 'utf8')).split('\n').filter(Boolean);
    await writeFile(first, `${lines.slice(1).join('\n')}\n`);
    const edited = await check(
      'signed.json',
      'full.yaml',
      '--subject',
      'dist/agent.tar.gz',
      '--ledger',
      'edited-ledger/*.jsonl',
      '--task-manifest',
      'examples/tasks.yaml',
    );
    expect(edited.code).toBe(1);
    expect(codes(edited.out)).toContain('DEPLOY_REPLAY');
  });

  it('a hold and a reject are refused by the release rule, with its reason', async () => {
    for (const verdict of ['hold', 'reject']) {
      const r = await check(`${verdict}.json`, 'full.yaml', '--subject-digest', harness);
      expect(r.code, verdict).toBe(1);
      expect(r.out.failures, verdict).toEqual([{ code: 'RELEASE_NOT_SHIP', message: `release requires decision.verdict: ship, not "${verdict}"` }]);
      expect(r.out.failures[0]!.message).toBe(`release requires decision.verdict: ship, not "${verdict}"`);
    }
    const text = await run(['deploy-check', 'hold.json', '--policy', 'full.yaml', '--now', NOW, '--subject-digest', harness]);
    expect(text.out).toMatch(/\n {2}FAIL {2}RELEASE_NOT_SHIP {2}release requires decision\.verdict: ship, not "hold"\ndeploy: refused \(1 check failed\)\n$/);
  });

  it('a record for another artifact is refused, naming what it is about', async () => {
    const r = await check('signed.json', 'full.yaml', '--subject-digest', `sha256:${'ab'.repeat(32)}`);
    expect(r.code).toBe(1);
    expect(r.out.failures).toEqual([
      {
        code: 'DEPLOY_ARTIFACT',
        message: `the record is about dist/agent.tar.gz ${artifact.slice(0, 19)}…, not the artifact being deployed (sha256:abababababab…)`,
      },
    ]);
    const none = await check('signed.json', 'full.yaml');
    expect(codes(none.out)).toEqual(['DEPLOY_ARTIFACT']);
    expect(none.out.failures[0]!.message).toMatch(/no artifact digest was given/);
  });

  it('a stale record is refused with its age and the max_age', async () => {
    const r = await run(['deploy-check', 'signed.json', '--policy', 'full.yaml', '--now', '2026-12-09T12:00:00Z', '--subject', 'dist/agent.tar.gz', '--json']);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as Out).failures).toEqual([
      { code: 'DEPLOY_STALE', message: "the record was emitted at 2026-11-29T12:00:00Z, 10 days ago, older than the policy's max_age 7d" },
    ]);
  });

  it('a record signed by another key than the policy’s is refused as an unexpected signer', async () => {
    const r = await check('signed.json', 'other-key.yaml', '--subject', 'dist/agent.tar.gz');
    expect(r.code).toBe(1);
    expect(r.out.failures).toEqual([
      { code: 'DEPLOY_SIGNER', message: `the record is signed with key "${keys.kid}", not the policy's key (${other.kid})` },
      {
        code: 'DEPLOY_SIGNER',
        message: `the bundle is not signed by the expected key: the bundle is signed with key "${keys.kid}", not the policy's key (${other.kid})`,
      },
    ]);
  });

  it('a tampered record is refused: its signature no longer holds, and its bundle attests another record', async () => {
    const text = await readFile(join(ws, 'signed.json'), 'utf8');
    await writeFile(join(ws, 'tampered.json'), text.replace('"actor": "release-manager@example.com"', '"actor": "someone-else@example.com"'));
    const alone = await check('tampered.json', 'plain.yaml', '--subject-digest', harness);
    expect(alone.code).toBe(1);
    expect(alone.out.failures).toEqual([
      {
        code: 'DEPLOY_PROOF',
        message: expect.stringMatching(
          /^the record's signature does not hold: signature does not verify over the record under key .* \(the record changed after signing, or the signature was damaged\) \(SIGNATURE_INVALID\)$/,
        ),
      },
    ]);
    const withBundle = await check('tampered.json', 'plain.yaml', '--bundle', 'signed.sigstore.json', '--subject', 'dist/agent.tar.gz');
    expect(withBundle.code).toBe(1);
    expect(withBundle.out.failures).toEqual([
      { code: 'DEPLOY_PROOF', message: 'the bundle attests another record than tampered.json (or tampered.json changed after it was attested)' },
    ]);
  });

  it('a bar changed at the policy’s ref is refused, naming the file', async () => {
    git('checkout', '-q', '-b', 'next');
    await writeFile(join(ws, 'examples/tasks.yaml'), `${await readFile(join(ws, 'examples/tasks.yaml'), 'utf8')}# a task set moved on\n`);
    git('commit', '-q', '-am', 'tasks changed');
    git('checkout', '-q', 'main');
    const next = await policy('next.yaml', (await readFile(join(ws, 'full.yaml'), 'utf8')).replace('ref: main', 'ref: next'));
    const r = await check('signed.json', next, '--subject', 'dist/agent.tar.gz');
    expect(r.code).toBe(1);
    expect(r.out.failures).toEqual([
      {
        code: 'DEPLOY_BAR',
        message: expect.stringMatching(/^examples\/tasks\.yaml at next \(sha256:\w{12}\) is not the file the record was judged by \(sha256:\w{12}\)$/),
      },
    ]);
  });
});

describe('a keyless policy (a real Sigstore bundle, offline)', () => {
  const BEACON =
    'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
  beforeAll(async () => {
    await cp(join(FIXTURES, 'sigstore/trusted-root-public-good.json'), join(ws, 'root.json'));
    await cp(join(FIXTURES, 'sigstore/conformance-intoto-dsse-v3.sigstore.json'), join(ws, 'beacon.sigstore.json'));
  });
  it('the exact identity verifies the bundle; another is refused as an unexpected signer', async () => {
    await policy('keyless.yaml', `deploy_policy: 1\nsigner:\n  certificate_identity: ${BEACON}\n  trusted_root: root.json\nartifact: optional\n`);
    const ok = await check('beacon.sigstore.json', 'keyless.yaml');
    // Verified, but it attests SLSA provenance, not a record: nothing may deploy on it.
    expect(ok.out.failures).toEqual([
      { code: 'DEPLOY_NO_RECORD', message: 'no Agent Quality Record was found (beacon.sigstore.json: the bundle attests something else)' },
    ]);
    expect(ok.out.passed).toEqual([`bundle verified (${BEACON} (issuer https://token.actions.githubusercontent.com))`]);
    expect(codes(ok.out)).toEqual(['DEPLOY_NO_RECORD']);
    await policy(
      'keyless-other.yaml',
      `deploy_policy: 1\nsigner:\n  certificate_identity: ${BEACON.replace('@refs/heads/main', '@refs/heads/dev')}\n  trusted_root: root.json\nartifact: optional\n`,
    );
    const wrong = await check('beacon.sigstore.json', 'keyless-other.yaml');
    expect(wrong.code).toBe(1);
    expect(codes(wrong.out)).toEqual(['DEPLOY_SIGNER', 'DEPLOY_NO_RECORD']);
    expect(wrong.out.failures[0]!.message).toMatch(
      /^the bundle is not signed by the expected identity: the certificate's identity is ".*@refs\/heads\/main", not exactly ".*@refs\/heads\/dev"$/,
    );
  });
});

describe('aqr deploy-check --repo --commit against the loopback GitHub', () => {
  let gh: FakeGitHub;
  afterEach(() => gh?.close());
  const env = () => ({ ...process.env, GITHUB_API_URL: gh.url, GITHUB_TOKEN: 'ghs_test' });

  async function serve(): Promise<void> {
    gh = await fakeGitHub();
    const file = async (f: string) => new Uint8Array(await readFile(join(ws, f)));
    gh.runs = [
      {
        id: 7,
        event: 'push',
        head_branch: 'main',
        conclusion: 'success',
        head_repository: { full_name: 'acme/agent' },
        head_sha: COMMIT,
        path: '.github/workflows/gate.yml',
        html_url: 'https://github.com/acme/agent/actions/runs/7',
      },
    ];
    gh.artifacts = { 7: [{ id: 70, name: 'agent-quality-record' }] };
    gh.zips = {
      70: zipSync({
        'agent-quality-record.json': await file('signed.json'),
        'agent-quality-record.bar.json': await file('signed.bar.json'),
        'agent-quality-record.sigstore.json': await file('signed.sigstore.json'),
      }),
    };
    gh.branches = { main: mainSha };
    gh.contents = { [mainSha]: { 'examples/profile.yaml': await file('examples/profile.yaml'), 'examples/tasks.yaml': await file('examples/tasks.yaml') } };
  }

  it('finds the run’s record for the commit and permits the deployment of its artifact', async () => {
    await serve();
    const r = await run(
      ['deploy-check', '--repo', 'acme/agent', '--commit', COMMIT, '--policy', 'full.yaml', '--now', NOW, '--subject-digest', artifact, '--json'],
      env(),
    );
    const out = JSON.parse(r.out) as Out;
    expect(out.failures).toEqual([]);
    expect(r.code).toBe(0);
    expect(out.source).toBe('artifact "agent-quality-record" of run 7 (https://github.com/acme/agent/actions/runs/7)');
    expect(gh.calls).toContain(`GET /repos/acme/agent/actions/runs?head_sha=${COMMIT}&per_page=20`);
    // Each request to the API (the zip's storage host aside) as GitHub's OpenAPI description has its operation.
    expect(gh.requests.filter((q) => !q.path.startsWith('/blob/')).flatMap(requestProblems)).toEqual([]);
  });

  it('keyless: the bundle the attestations API holds for the artifact is verified against the policy’s identity', async () => {
    await serve();
    const bundle = JSON.parse(await readFile(join(FIXTURES, 'sigstore/conformance-intoto-dsse-v3.sigstore.json'), 'utf8')) as unknown;
    const digest = `sha256:${sha256(await readFile(join(FIXTURES, 'sigstore/a.txt')))}`;
    gh.attestations = { [digest]: [{ bundle, repository_id: 1 }] };
    const identity =
      'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
    await cp(join(FIXTURES, 'sigstore/trusted-root-public-good.json'), join(ws, 'root.json'));
    await policy('keyless-remote.yaml', `deploy_policy: 1\nsigner:\n  certificate_identity: ${identity}\n  trusted_root: root.json\n`);
    const r = await run(
      [
        'deploy-check',
        '--repo',
        'acme/agent',
        '--commit',
        'beef'.padEnd(40, '0'),
        '--policy',
        'keyless-remote.yaml',
        '--now',
        NOW,
        '--subject-digest',
        digest,
        '--json',
      ],
      env(),
    );
    const out = JSON.parse(r.out) as Out;
    expect(r.code).toBe(1);
    expect(out.source).toBe('the attestations API');
    expect(out.passed).toEqual([`bundle verified (${identity} (issuer https://token.actions.githubusercontent.com))`]);
    // It attests SLSA provenance for a.txt, not a record: no deployment rests on it.
    expect(codes(out)).toEqual(['DEPLOY_NO_RECORD']);
    expect(gh.calls).toContain(
      `GET /repos/acme/agent/attestations/${encodeURIComponent(digest)}?predicate_type=${encodeURIComponent('https://github.com/agent-release-gate/agent-release-gate/blob/main/docs/attestation.md#agent-quality-record-v0.1')}&per_page=30`,
    );
  });

  it('a held run (its job failed) is found and refused for its verdict; a run of another workflow than the policy’s is not looked at', async () => {
    await serve();
    const file = async (f: string) => new Uint8Array(await readFile(join(ws, f)));
    gh.runs[0]!.conclusion = 'failure';
    gh.zips[70] = zipSync({ 'agent-quality-record.json': await file('hold.json'), 'agent-quality-record.bar.json': await file('hold.bar.json') });
    const held = await run(
      ['deploy-check', '--repo', 'acme/agent', '--commit', COMMIT, '--policy', 'full.yaml', '--now', NOW, '--subject-digest', harness, '--json'],
      env(),
    );
    expect(held.code).toBe(1);
    expect(codes(JSON.parse(held.out) as Out)).toEqual(['RELEASE_NOT_SHIP']);
    await policy('other-workflow.yaml', `${await readFile(join(ws, 'plain.yaml'), 'utf8')}record:\n  workflow: release.yml\n`);
    const other = await run(
      ['deploy-check', '--repo', 'acme/agent', '--commit', COMMIT, '--policy', 'other-workflow.yaml', '--now', NOW, '--subject-digest', harness, '--json'],
      env(),
    );
    expect(codes(JSON.parse(other.out) as Out)).toEqual(['DEPLOY_NO_RECORD']);
  });

  it('a commit with no record is refused, saying what is missing', async () => {
    await serve();
    const other = 'beef'.padEnd(40, '0');
    const r = await run(
      ['deploy-check', '--repo', 'acme/agent', '--commit', other, '--policy', 'full.yaml', '--now', NOW, '--subject-digest', artifact],
      env(),
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `FAIL  DEPLOY_NO_RECORD  no Agent Quality Record was found for commit ${other.slice(0, 12)} of acme/agent: no run of it uploaded the artifact "agent-quality-record"`,
    );
    expect(r.out).toMatch(/deploy: refused \(1 check failed\)\n$/);
  });
});

describe('bad input', () => {
  it('a policy that breaks the schema is one line naming file, line and field, exit 2', async () => {
    await policy('bad.yaml', 'deploy_policy: 1\nsigner:\n  key: release.public.jwk\nmax_age: a week\n');
    const r = await run(['deploy-check', 'signed.json', '--policy', 'bad.yaml']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^aqr: bad\.yaml:4: max_age: must match pattern .* \(ERR_INPUT_INVALID\)\n$/);
    await policy('both.yaml', 'deploy_policy: 1\nsigner:\n  key: release.public.jwk\n  certificate_identity: x\n');
    const both = await run(['deploy-check', 'signed.json', '--policy', 'both.yaml']);
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/^aqr: both\.yaml:4: signer\.certificate_identity: a signer is a key .* not both \(ERR_INPUT_INVALID\)\n$/);
    const unknown = await run([
      'deploy-check',
      'signed.json',
      '--policy',
      await policy('typo.yaml', 'deploy_policy: 1\nsigner: {key: release.public.jwk}\nmax_ages: 7d\n'),
    ]);
    expect(unknown.err).toMatch(/^aqr: typo\.yaml:3: max_ages: is not a known field \(ERR_INPUT_INVALID\)\n$/);
  });
});
