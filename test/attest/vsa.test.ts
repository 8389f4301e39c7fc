// The verdict as a SLSA Verification Summary v1: held to a JSON schema written
// from the spec's field list (test/fixtures/slsa/, not the project's own
// checker), PASSED only on ship, pointing at the record by the digest of its
// bytes and at the profile by its digest; signed in a bundle by `aqr attest
// --vsa` and verified by `aqr verify` (sigstore-js), tampering refused.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import * as formatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AqrPredicate } from '../../src/attest/predicate.js';
import { buildVsa, policyUri, resourceUriOf, VSA_PREDICATE_TYPE, vsaIssues, type ConformanceLevel, type VerificationSummary } from '../../src/attest/vsa.js';
import { releaseVerdict } from '../../src/check/release.js';
import type { AgentQualityRecord, Verdict } from '../../src/record/types.js';
import { signStatement } from '../../src/attest/bundle.js';
import { STATEMENT_TYPE } from '../../src/attest/statement.js';
import { parsePrivateKey } from '../../src/sign/key.js';
import { aqr, ROOT, tempDir } from '../helpers.js';

type FormatsPlugin = (ajv: Ajv) => Ajv;
// ajv-formats is CommonJS: its default export arrives as module.exports.
const addFormats = ((formatsModule as unknown as { default: FormatsPlugin & { default?: FormatsPlugin } }).default.default ??
  (formatsModule as unknown as { default: FormatsPlugin }).default) as FormatsPlugin;
const schema = JSON.parse(await readFile(join(ROOT, 'test/fixtures/slsa/verification_summary.v1.schema.json'), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);
/** The schema's complaints, as `path message`: empty when the value is a VSA v1 predicate. */
const schemaErrors = (v: unknown): string[] => (validate(v) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`));

const CONFIG = join(ROOT, 'examples/evaluate.yaml');
let dir: string;
let keyPrefix: string;
const sha256 = async (f: string): Promise<string> =>
  createHash('sha256')
    .update(await readFile(f))
    .digest('hex');
const json = async <T>(f: string): Promise<T> => JSON.parse(await readFile(f, 'utf8')) as T;

/** The bundled example gated with --vsa (and the extra flags), signed: the paths it wrote. */
async function gated(name: string, ...flags: string[]): Promise<{ code: number; record: string; vsa: string; predicate: string }> {
  const record = join(dir, `${name}.yaml`);
  const vsa = join(dir, `${name}.vsa.json`);
  const predicate = join(dir, `${name}.predicate.json`);
  const r = await aqr(
    'evaluate',
    '--config',
    CONFIG,
    '--out',
    record,
    '--signing-key',
    `file:${keyPrefix}.private.jwk`,
    '--predicate',
    predicate,
    '--vsa',
    vsa,
    ...flags,
  );
  expect(r.err).toBe('');
  expect(r.out).toContain(`verification summary (SLSA VSA v1): ${vsa}`);
  return { code: r.code, record, vsa, predicate };
}

beforeAll(async () => {
  dir = await tempDir();
  keyPrefix = join(dir, 'release');
  expect((await aqr('keygen', '--out', keyPrefix)).code).toBe(0);
});

describe('aqr evaluate --vsa', () => {
  it('a ship is PASSED at the record’s conformance level, valid against the spec’s field list', async () => {
    const g = await gated('ship');
    expect(g.code).toBe(0);
    const v = await json<VerificationSummary>(g.vsa);
    const p = await json<AqrPredicate>(g.predicate);
    expect(schemaErrors(v)).toEqual([]);
    expect(vsaIssues(v)).toEqual([]);
    expect(v.verifier.id).toBe('https://github.com/agent-release-gate/agent-release-gate');
    expect(v.verificationResult).toBe('PASSED');
    expect(v.verifiedLevels).toEqual(['SUPERGAUGE_L4']);
    // When the gate ran, not the decision time the example's config pins (its `now`).
    expect(p.record.emitted_at).toBe('2026-11-29T12:00:00Z');
    expect(v.timeVerified).not.toBe(p.record.emitted_at);
    expect(v.timeVerified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(v.slsaVersion).toBe('1.0');
    // The released artifact: without subjects, the agent by its harness digest.
    expect(v.resourceUri).toBe(`pkg:generic/example-coding-agent?checksum=${p.record.subject.harness_digest}`);
    // The policy: the profile file the run loaded, by the digest the aqr predicate gives its resolved form.
    expect(v.policy).toEqual({ uri: 'file:examples/profile.yaml', digest: { sha256: p.profile.digest.replace('sha256:', '') } });
    // The input: the record file, by the sha256 of its bytes as written (what sha256sum prints).
    expect(v.inputAttestations).toHaveLength(1);
    expect(v.inputAttestations[0]?.digest.sha256).toBe(await sha256(g.record));
    expect(v.inputAttestations[0]?.name).toBe('ship.yaml');
  });

  it('a hold is FAILED, with FAILED as its level, and still a valid summary', async () => {
    const g = await gated('hold', '--no-sealed');
    expect(g.code).toBe(1);
    const v = await json<VerificationSummary>(g.vsa);
    expect(schemaErrors(v)).toEqual([]);
    expect(v).toMatchObject({ verificationResult: 'FAILED', verifiedLevels: ['FAILED'] });
  });

  it('names the released file, and a built-in profile where the release publishes it', async () => {
    const record = join(dir, 'builtin.yaml');
    const vsa = join(dir, 'builtin.vsa.json');
    const r = await aqr(
      'evaluate',
      '--config',
      CONFIG,
      '--profile',
      'aqr/assistant-agent@0.1',
      '--out',
      record,
      '--vsa',
      vsa,
      '--subject-digest',
      'support-bot.tar.gz=sha256:' + 'ab'.repeat(32),
    );
    expect(r.err).toBe('');
    const v = await json<VerificationSummary>(vsa);
    expect(schemaErrors(v)).toEqual([]);
    expect(v.policy.uri, v.policy.uri).toMatch(
      /^https:\/\/github\.com\/agent-release-gate\/agent-release-gate\/blob\/(v\d+\.\d+\.\d+|main)\/profiles\/aqr\/assistant-agent@0\.1\.yaml$/,
    );
    expect(v.resourceUri).toBe(`pkg:generic/support-bot.tar.gz?checksum=sha256:${'ab'.repeat(32)}`);
  });

  it('needs --out: a summary without its record is refused, nothing written', async () => {
    const vsa = join(dir, 'alone.vsa.json');
    const r = await aqr('evaluate', '--config', CONFIG, '--vsa', vsa);
    expect(r.code).toBe(2);
    expect(r.err).toContain('give --out');
    expect(await readFile(vsa).catch(() => 'absent')).toBe('absent');
  });
});

describe('verificationResult is the release rule: PASSED exactly when release-permitted is true', () => {
  // The same record judged ship, hold and reject, at each level the checker can find: the action's
  // release-permitted (releaseVerdict, src/action/main.ts) and the VSA are asked the same question.
  const LEVELS: (ConformanceLevel | null)[] = [null, 'L1', 'L2', 'L3', 'L4'];
  const VERDICTS: Verdict[] = ['ship', 'hold', 'reject'];
  let predicate: AqrPredicate;
  beforeAll(async () => {
    predicate = await json<AqrPredicate>((await gated('matrix')).predicate);
  });
  for (const verdict of VERDICTS)
    for (const level of LEVELS)
      it(`${verdict} at ${level ?? 'below L1'}`, () => {
        const record: AgentQualityRecord = structuredClone(predicate.record);
        record.decision.verdict = verdict;
        const v = buildVsa({
          predicate: { ...predicate, record },
          level,
          subjects: [{ name: 'a', digest: { sha256: '00'.repeat(32) } }],
          recordPath: 'r.json',
          policyUri: 'file:p.yaml',
          version: 'dev',
          timeVerified: '2026-12-01T00:00:00Z',
        });
        const permitted = releaseVerdict(record, level).permitted;
        expect(v.verificationResult === 'PASSED').toBe(permitted);
        // What the release rule says for this record (a named actor, every gate passing): a ship at L2 or higher.
        expect(permitted).toBe(verdict === 'ship' && (level === 'L2' || level === 'L3' || level === 'L4'));
        expect(v.verifiedLevels).toEqual(permitted ? [`SUPERGAUGE_${level ?? ''}`] : ['FAILED']);
        expect(vsaIssues(v)).toEqual([]);
        expect(schemaErrors(v)).toEqual([]);
      });
});

describe('the field list, held by the schema and by vsaIssues alike', () => {
  const good: VerificationSummary = {
    verifier: { id: 'https://example.com/gate', version: {} },
    timeVerified: '2026-12-01T00:00:00Z',
    resourceUri: 'pkg:generic/a?checksum=sha256:00',
    policy: { uri: 'https://example.com/p.yaml', digest: { sha256: '00' } },
    inputAttestations: [{ uri: 'file:r.yaml', digest: { sha256: '00' } }],
    verificationResult: 'PASSED',
    verifiedLevels: ['SUPERGAUGE_L3'],
    slsaVersion: '1.0',
  };
  const broken: [string, (v: Record<string, unknown>) => void][] = [
    ['no verifier', (v) => delete v['verifier']],
    ['no timeVerified', (v) => delete v['timeVerified']],
    ['a timeVerified that is no time', (v) => (v['timeVerified'] = 'yesterday')],
    ['no resourceUri', (v) => delete v['resourceUri']],
    ['a policy without a uri', (v) => (v['policy'] = { digest: { sha256: '00' } })],
    ['an input attestation without a digest', (v) => (v['inputAttestations'] = [{ uri: 'file:r.yaml' }])],
    ['a result other than PASSED or FAILED', (v) => (v['verificationResult'] = 'ship')],
    ['no verifiedLevels', (v) => delete v['verifiedLevels']],
  ];
  it('accepts a summary with every required field', () => {
    expect(schemaErrors(good)).toEqual([]);
    expect(vsaIssues(good)).toEqual([]);
  });
  for (const [what, change] of broken)
    it(`refuses ${what}`, () => {
      const v = structuredClone(good) as unknown as Record<string, unknown>;
      change(v);
      expect(schemaErrors(v)).not.toEqual([]);
      expect(vsaIssues(v)).not.toEqual([]);
    });
  it('SUPERGAUGE_ levels are custom values the spec allows; SLSA_ ones it reserves', () => {
    expect(schemaErrors({ ...good, verifiedLevels: ['SLSA_SUPERGAUGE_L3'] })).not.toEqual([]);
  });
  it('a profile file is named in the repository at the commit judged, when the run knows them', () => {
    const o = { builtIn: false, version: '0.1.0' };
    expect(policyUri('team/profile v2.yaml', { ...o, repository: 'https://github.com/o/r', commit: 'abc123' })).toBe(
      'https://github.com/o/r/blob/abc123/team/profile%20v2.yaml',
    );
    expect(policyUri('team/profile.yaml', o)).toBe('file:team/profile.yaml');
  });
  it('a subject named by a URI is its own resource URI; a file is a package URL pinned by digest', () => {
    expect(resourceUriOf({ name: 'pkg:oci/agent@sha256:00', digest: { sha256: '00' } })).toBe('pkg:oci/agent@sha256:00');
    expect(resourceUriOf({ name: 'dist/agent v1.tgz', digest: { sha256: '0f' } })).toBe('pkg:generic/dist%2Fagent%20v1.tgz?checksum=sha256:0f');
  });
});

describe('aqr attest --vsa, then aqr verify', () => {
  let bundle: string;
  let record: string;
  beforeAll(async () => {
    const g = await gated('attested');
    record = g.record;
    const a = await aqr(
      'attest',
      record,
      '--signing-key',
      `file:${keyPrefix}.private.jwk`,
      '--predicate',
      g.predicate,
      '--vsa',
      '--subject',
      'examples/tasks.yaml',
    );
    expect(a.err).toBe('');
    bundle = join(dir, 'attested.vsa.sigstore.json');
    expect(a.out).toContain(`${bundle}: SLSA verification summary (${VSA_PREDICATE_TYPE})`);
  });

  it('the bundle holds a VSA v1 statement about the subject, valid against the field list', async () => {
    const b = await json<{ dsseEnvelope: { payload: string } }>(bundle);
    const s = JSON.parse(Buffer.from(b.dsseEnvelope.payload, 'base64').toString('utf8')) as {
      predicateType: string;
      subject: { name: string; digest: { sha256: string } }[];
      predicate: VerificationSummary;
    };
    expect(s.predicateType).toBe(VSA_PREDICATE_TYPE);
    expect(s.subject).toEqual([{ name: 'examples/tasks.yaml', digest: { sha256: await sha256(join(ROOT, 'examples/tasks.yaml')) } }]);
    expect(schemaErrors(s.predicate)).toEqual([]);
    expect(s.predicate.verificationResult).toBe('PASSED');
    expect(s.predicate.inputAttestations[0]?.digest.sha256).toBe(await sha256(record));
  });

  it('verifies under the key with the VSA predicate type, and says what it summarises', async () => {
    const r = await aqr('verify', bundle, '--key', `${keyPrefix}.public.jwk`, '--predicate-type', VSA_PREDICATE_TYPE, '--subject', 'examples/tasks.yaml');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^summary: PASSED \(SUPERGAUGE_L4\) for pkg:generic\/examples%2Ftasks\.yaml\?checksum=sha256:[0-9a-f]{64} against file:examples\/profile\.yaml$/m,
    );
  });

  it('fails under aqr’s own predicate type, another key, or a payload changed after signing', async () => {
    expect((await aqr('verify', bundle, '--key', `${keyPrefix}.public.jwk`)).code).toBe(1);
    const other = join(dir, 'other');
    await aqr('keygen', '--out', other);
    expect((await aqr('verify', bundle, '--key', `${other}.public.jwk`, '--predicate-type', VSA_PREDICATE_TYPE)).code).toBe(1);
    const b = await json<{ dsseEnvelope: { payload: string } }>(bundle);
    const s = JSON.parse(Buffer.from(b.dsseEnvelope.payload, 'base64').toString('utf8')) as { predicate: VerificationSummary };
    s.predicate.verificationResult = 'PASSED';
    s.predicate.verifiedLevels = ['SUPERGAUGE_L4', 'SLSA_BUILD_LEVEL_3'];
    b.dsseEnvelope.payload = Buffer.from(JSON.stringify(s)).toString('base64');
    const forged = join(dir, 'forged.vsa.sigstore.json');
    await writeFile(forged, JSON.stringify(b));
    const r = await aqr('verify', forged, '--key', `${keyPrefix}.public.jwk`, '--predicate-type', VSA_PREDICATE_TYPE);
    expect(r.code).toBe(1);
    expect(r.out).not.toContain('summary: PASSED');
  });

  it('a signed statement of the VSA type whose predicate misses fields is refused, naming them', async () => {
    const key = await parsePrivateKey(await readFile(`${keyPrefix}.private.jwk`, 'utf8'), 'test key');
    const statement = {
      _type: STATEMENT_TYPE as typeof STATEMENT_TYPE,
      subject: [{ name: 'a', digest: { sha256: '00'.repeat(32) } }],
      predicateType: VSA_PREDICATE_TYPE,
      predicate: { verificationResult: 'PASSED', verifiedLevels: ['SUPERGAUGE_L4'] },
    };
    const file = join(dir, 'thin.vsa.sigstore.json');
    await writeFile(file, JSON.stringify(signStatement(statement, key)));
    const v = await aqr('verify', file, '--key', `${keyPrefix}.public.jwk`, '--predicate-type', VSA_PREDICATE_TYPE);
    expect(v.code).toBe(1);
    expect(v.out).toContain('problem: not a SLSA VSA v1: verifier.id is not a URI');
    expect(v.out).toContain('problem: not a SLSA VSA v1: policy.uri is not a URI');
    expect(v.out).not.toContain('summary:');
  });
});
