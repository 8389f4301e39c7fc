// `aqr evaluate` takes the record's optional blocks from files, never from
// declarations (SuperGauge RFCs 0002-0004): a model file, an A2A Agent Card, a
// CycloneDX SBOM made by npm's own generator, a Sigstore provenance bundle
// verified before its digest is recorded, an MCP config, a judge's pack, and
// the judge's confidence samples. The record passes the public schema and
// `aqr check` at the level it claims, and `aqr verify` replays it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { newAjv } from '../../src/doc/validators.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { aqr, FIXTURES, HAS_REFERENCE, INTEROP_SKIP_REASON, keyFiles, ROOT, SHARED, tempDir } from '../helpers.js';

const BLOCKS = join(FIXTURES, 'blocks');
const SIGSTORE = join(FIXTURES, 'sigstore');
const BEACON =
  'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
const sha256 = (b: Buffer | string) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

let dir: string;
let base: Record<string, unknown>;
let model: string;
let key: { publicFile: string; privateFile: string };
beforeAll(async () => {
  dir = await tempDir();
  // The example's task set, each task naming the Agent Card skill it exercises (t001-t020, t021-t030; the rest none).
  const tasks = (await readFile(join(ROOT, 'examples/tasks.yaml'), 'utf8')).replace(/^( {2}- id: t0(\d\d)\n)/gm, (line: string, _: string, n: string) =>
    Number(n) <= 20 ? `${line}    skill: fix-failing-test\n` : Number(n) <= 30 ? `${line}    skill: write-tests\n` : line,
  );
  await writeFile(join(dir, 'tasks.yaml'), tasks);
  model = join(dir, 'model.safetensors');
  await writeFile(model, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 251)));
  // The judge's confidence samples (agentName = the judge's id), and one of the agent's, which is not the judge's.
  const samples = [
    [0.95, true],
    [0.95, true],
    [0.95, false],
    [0.95, true],
    [0.35, false],
    [0.35, true],
    [0.65, true],
  ].map(([confidence, success]) => ({ agentName: 'example/review-judge', skill: 'review', confidence, success }));
  samples.push({ agentName: 'example-coding-agent', skill: 'fix-failing-test', confidence: 0.1, success: true });
  await writeFile(join(dir, 'confidence.jsonl'), samples.map((s) => JSON.stringify(s)).join('\n') + '\n');
  key = await keyFiles(dir, 'signer');
  const ex = (p: string) => join(ROOT, 'examples', p);
  base = {
    profile: ex('profile.yaml'),
    'task-manifest': join(dir, 'tasks.yaml'),
    trials: [ex('ledger/*.jsonl')],
    sealed: true,
    agent: 'example-coding-agent',
    'model-provider': 'example',
    'model-id': 'example-model-1',
    harness: [ex('harness')],
    authority: ex('authority.yaml'),
    decisions: [ex('decisions.yaml')],
    actor: 'release-manager@example.com',
    'rollback-to': 'sha256:a6676e6afa6b9f7686bfe5777912938982f56dee01aa799df75559016b08b8ac',
    'evaluator-independent': true,
    now: '2026-11-29T12:00:00Z',
  };
});

async function evaluate(name: string, change: Record<string, unknown>) {
  const cfg = join(dir, `${name}.config.yaml`);
  const out = join(dir, `${name}.record.yaml`);
  await writeFile(cfg, stringify({ ...base, ...change }));
  const r = await aqr('evaluate', '--config', cfg, '--out', out, '--json');
  return { ...r, out, record: r.code === 2 ? undefined : (parse(await readFile(out, 'utf8')) as AgentQualityRecord) };
}

const EVERY_BLOCK = () => ({
  'model-file': model,
  'agent-card': join(BLOCKS, 'agent-card.json'),
  aibom: join(BLOCKS, 'aqr.cdx.json'),
  provenance: join(SIGSTORE, 'conformance-intoto-dsse-v3.sigstore.json'),
  'provenance-trusted-root': join(SIGSTORE, 'trusted-root-public-good.json'),
  'provenance-identity': BEACON,
  'mcp-config': join(BLOCKS, 'mcp.json'),
  'judge-id': 'example/review-judge',
  'judge-model': 'example-judge-2026-10',
  'judge-pack': join(BLOCKS, 'judge-pack.yaml'),
  signals: [join(dir, 'confidence.jsonl')],
  'signing-key': `file:${key.privateFile}`,
});

describe('aqr evaluate: every block computed from its file', () => {
  let r: Awaited<ReturnType<typeof evaluate>>;
  beforeAll(async () => {
    r = await evaluate('every', EVERY_BLOCK());
  });

  it('digests each file as given, and records what each one says', async () => {
    expect(r.code, r.err).toBe(0);
    const rec = r.record!;
    expect(rec.subject.model).toEqual({ provider: 'example', id: 'example-model-1', digest: sha256(await readFile(model)) });
    expect(rec.subject.agent_card).toEqual({
      well_known_url: 'https://agents.example.com/.well-known/agent-card.json',
      card_digest: sha256(await readFile(join(BLOCKS, 'agent-card.json'))),
      version: '1.4.2',
      skill_ids: ['fix-failing-test', 'write-tests'],
    });
    expect(rec.measures).toContainEqual({ id: 'interop.agent_card_fresh', value: true });
    const docs =
      'sha256:' +
      createHash('sha256')
        .update(JSON.stringify({ url: 'https://mcp.example.com/docs/mcp', auth: 'bearer' }))
        .digest('hex');
    expect(rec.supply_chain).toEqual({
      aibom_format: 'cyclonedx-1.5',
      aibom_digest: sha256(await readFile(join(BLOCKS, 'aqr.cdx.json'))),
      slsa_provenance_digest: sha256(await readFile(join(SIGSTORE, 'conformance-intoto-dsse-v3.sigstore.json'))),
      provenance_format: 'slsa/v1',
      mcp_servers: [
        { name: 'github', digest: 'sha256:4c2d8a2ad1c5b0e6e9f4c3c1a0e1c4c8f8a8d2b7c1f5e3a9d6b2c8e1f4a7d3b9' },
        { name: 'filesystem', version: '2025.8.21' },
        { name: 'fetch' },
        { name: 'docs', endpoint_digest: docs },
      ],
    });
    // ECE by hand: bins [0.9,1] 3.8 − 3, [0.3,0.4) 0.7 − 1, [0.6,0.7) 0.65 − 1 → (0.8 + 0.3 + 0.35) / 7; the agent's own sample is not the judge's.
    expect(rec.assurance.judge).toEqual({
      id: 'example/review-judge',
      model: 'example-judge-2026-10',
      pack_digest: sha256(await readFile(join(BLOCKS, 'judge-pack.yaml'))),
      calibration_ece: 0.2071,
    });
    // What is not pinned, and what no task exercises, is said where a reader looks.
    expect(rec.decision.rationale).toContain(
      'MCP servers not pinned by version or digest: "fetch" (package "mcp-server-fetch" is not at an exact version); "docs" (a remote server',
    );
    expect(rec.decision.rationale).toContain('The Agent Card publishes skills no task exercises ("review-change")');
    expect(rec.decision.rationale).toContain('10 tasks name no Agent Card skill ("t031", "t032", "t033", "t034", "t035", … (10))');
    expect(rec.decision.rationale).not.toContain('provenance');
  });

  it('passes aqr check at L4 with its key, and aqr verify replays it', async () => {
    const check = await aqr('check', r.out, '--key', key.publicFile, '--json');
    expect(JSON.parse(check.out)).toMatchObject({ level: 'L4', unmet: [] });
    const verify = await aqr('verify', r.out, '--key', key.publicFile);
    expect(verify.code, verify.out + verify.err).toBe(0);
  });

  it.skipIf(!HAS_REFERENCE)(`interop: passes the public schema${HAS_REFERENCE ? '' : ` (${INTEROP_SKIP_REASON})`}`, async () => {
    const ajv = newAjv();
    ajv.opts.strict = false;
    const valid = ajv.compile(JSON.parse(await readFile(join(SHARED, 'reference/supergauge/agent-quality-record.schema.json'), 'utf8')) as object);
    expect(valid(r.record), JSON.stringify(valid.errors)).toBe(true);
  });

  const checker = process.env['SUPERGAUGE_CHECKER'];
  it.skipIf(checker === undefined || !existsSync(checker))(
    `interop: the public checker gives it L4 (${checker ?? 'skipped: set SUPERGAUGE_CHECKER to conformance/check.py of SuperagenticAI/supergauge'})`,
    async () => {
      const out = await new Promise<string>((done, fail) => execFile('python3', [checker!, r.out], (err, stdout) => (err ? fail(err) : done(stdout))));
      expect(out).toMatch(/highest level met: L4/);
    },
  );
});

describe('aqr evaluate: what is not given or not verified is left out', () => {
  it('a provenance bundle with nothing to verify it: no digest, named in the rationale', async () => {
    const r = await evaluate('unverified', { provenance: join(SIGSTORE, 'conformance-intoto-dsse-v3.sigstore.json') });
    expect(r.code, r.err).toBe(0);
    expect(r.record!.supply_chain).toBeUndefined();
    expect(r.record!.decision.rationale).toContain('The provenance bundle "conformance-intoto-dsse-v3.sigstore.json" (sha256:');
    expect(r.record!.decision.rationale).toContain('was not verified (signed keyless: no --provenance-trusted-root): it is not recorded.');
  });

  it('a provenance bundle signed by another identity does not verify: no digest', async () => {
    const r = await evaluate('other-signer', {
      provenance: join(SIGSTORE, 'conformance-intoto-dsse-v3.sigstore.json'),
      'provenance-trusted-root': join(SIGSTORE, 'trusted-root-public-good.json'),
      'provenance-identity': 'https://github.com/someone/else/.github/workflows/release.yml@refs/heads/main',
    });
    expect(r.code, r.err).toBe(0);
    expect(r.record!.supply_chain).toBeUndefined();
    expect(r.record!.decision.rationale).toMatch(/does not verify \(CERTIFICATE_IDENTITY_MISMATCH\): it is not recorded\./);
  });

  it('a published model digest is recorded and named as the publisher’s', async () => {
    const d = sha256('published weights');
    const r = await evaluate('declared-model', { 'model-digest': d });
    expect(r.record!.subject.model?.digest).toBe(d);
    expect(r.record!.decision.rationale).toContain(`subject.model.digest is the digest the model's publisher declares (${d}), not one computed here`);
  });

  it('a task exercising a skill the card does not publish: interop.agent_card_fresh is false', async () => {
    await writeFile(join(dir, 'tasks-deploy.yaml'), (await readFile(join(dir, 'tasks.yaml'), 'utf8')).replace('skill: write-tests', 'skill: deploy'));
    const r = await evaluate('stale-card', { 'agent-card': join(BLOCKS, 'agent-card.json'), 'task-manifest': join(dir, 'tasks-deploy.yaml') });
    expect(r.record!.subject.agent_card?.skill_ids).toEqual(['fix-failing-test', 'deploy', 'write-tests']);
    expect(r.record!.measures).toContainEqual({ id: 'interop.agent_card_fresh', value: false });
    expect(r.record!.decision.rationale).toContain('The task set exercises skills the Agent Card does not publish ("deploy")');
  });

  it('nothing given: no block at all, and no placeholder', async () => {
    const r = await evaluate('none', {});
    expect(r.record!.supply_chain).toBeUndefined();
    expect(r.record!.subject.agent_card).toBeUndefined();
    expect(r.record!.subject.model?.digest).toBeUndefined();
    expect(r.record!.measures.map((m) => m.id)).not.toContain('interop.agent_card_fresh');
  });

  it.each([
    ['model-digest', { 'model-digest': 'sha256:' + '0'.repeat(64) }, /--model-digest sha256:0{64} .*give the publisher's real digest/],
    ['judge-pack without a judge', { 'judge-pack': join(BLOCKS, 'judge-pack.yaml') }, /--judge-pack needs --judge-id and --judge-model/],
    ['an SBOM that is neither', { aibom: join(BLOCKS, 'agent-card.json') }, /agent-card\.json: is neither a CycloneDX JSON BOM/],
    ['an MCP config without servers', { 'mcp-config': join(BLOCKS, 'agent-card.json') }, /agent-card\.json: is not an MCP config/],
  ])('bad input is one line and exit 2: %s', async (_, change, message) => {
    const r = await evaluate('bad', change);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });
});
