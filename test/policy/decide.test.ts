// The deploy-time decision on plain data (src/policy/decide.ts): the bundled
// example record, signed by examples/keys/example.public.jwk, against policies
// built in place, at fixed times.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { decideDeploy, type DeployFacts } from '../../src/policy/decide.js';
import type { DeployPolicy } from '../../src/policy/types.js';
import { parsePublicKeys } from '../../src/sign/key.js';
import { identityPolicy } from '../../src/attest/identity.js';
import { ROOT } from '../helpers.js';

let record: Record<string, unknown> & { subject: { harness_digest: string } };
let policy: DeployPolicy;
const EMITTED = '2026-11-29T12:00:00Z';
beforeAll(async () => {
  record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as typeof record;
  const keys = await parsePublicKeys(await readFile(join(ROOT, 'examples/keys/example.public.jwk'), 'utf8'), 'example');
  policy = {
    file: 'p.yaml',
    signer: { kind: 'key', source: 'k', keys },
    maxAgeSeconds: 3600,
    maxAge: '1h',
    artifact: 'required',
    minLevel: 'L2',
    bar: null,
    record: { artifactName: 'agent-quality-record', workflow: null },
  };
});
const decide = (more: Partial<DeployFacts> = {}) =>
  decideDeploy({ policy, record, recordName: 'r.yaml', subjectDigest: record.subject.harness_digest, now: new Date('2026-11-29T12:30:00Z'), ...more });

describe('decideDeploy', () => {
  it('every check holds: ok, and each is named', async () => {
    const r = await decide();
    expect(r).toMatchObject({ ok: true, failures: [], verdict: 'ship', level: 'L4', artifact: record.subject.harness_digest });
    expect(r.passed).toHaveLength(4);
  });

  it('min_level above the record’s level refuses', async () => {
    const unsigned = { ...record, decision: { ...(record['decision'] as object), signature: undefined } };
    delete (unsigned.decision as { signature?: unknown }).signature;
    const r = await decide({ record: unsigned, policy: { ...policy, minLevel: 'L4' } });
    expect(r.failures.map((f) => f.code)).toEqual(['DEPLOY_SIGNER', 'DEPLOY_LEVEL']);
    expect(r.failures[0]!.message).toMatch(/^the record is unsigned; the policy wants a signature by key /);
    expect(r.failures[1]!.message).toBe('the record is at L3; the policy wants L4 or higher');
  });

  it('a record dated after now (beyond five minutes of skew) is refused; within it, fresh', async () => {
    expect((await decide({ now: new Date('2026-11-29T11:50:00Z') })).failures).toEqual([
      { code: 'DEPLOY_STALE', message: `the record says it was emitted at ${EMITTED}, after now (2026-11-29T11:50:00.000Z)` },
    ]);
    expect((await decide({ now: new Date('2026-11-29T11:58:00Z') })).ok).toBe(true);
    expect((await decide({ now: new Date('2026-11-29T13:00:01Z') })).failures.map((f) => f.code)).toEqual(['DEPLOY_STALE']);
  });

  it('artifact: optional takes a deployment that names no artifact; required refuses it', async () => {
    expect((await decide({ subjectDigest: undefined, policy: { ...policy, artifact: 'optional' } })).ok).toBe(true);
    expect((await decide({ subjectDigest: undefined })).failures.map((f) => f.code)).toEqual(['DEPLOY_ARTIFACT']);
  });

  it('keyless without a bundle, and no record at all, are refusals', async () => {
    const keyless: DeployPolicy = { ...policy, signer: { kind: 'keyless', identity: identityPolicy({ identity: 'x' }), trustedRoot: 'r', describe: 'x' } };
    expect((await decide({ policy: keyless })).failures[0]).toEqual({
      code: 'DEPLOY_SIGNER',
      message: "a keyless policy (x) needs the record's Sigstore bundle, and none was given or found",
    });
    expect(await decide({ record: undefined })).toEqual({
      ok: false,
      failures: [{ code: 'DEPLOY_NO_RECORD', message: 'no Agent Quality Record was found (r.yaml)' }],
      passed: [],
    });
  });

  it('a value that is not a record is refused with its first schema issue', async () => {
    const r = await decide({ record: { supergauge: '0.1' } });
    expect(r.failures).toEqual([{ code: 'DEPLOY_NOT_A_RECORD', message: expect.stringMatching(/^r\.yaml is not a schema-valid Agent Quality Record: /) }]);
  });
});
