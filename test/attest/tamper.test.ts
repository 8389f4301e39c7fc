// A record that does not hold together is never signed or attested: a reject
// signed with key K and edited into a ship keeps K's signature, which no longer
// verifies, so `aqr sign` and `aqr attest` refuse it (ERR_SIGNATURE_UNVERIFIED);
// stripped of that signature and signed again, it is no longer the record the
// predicate beside it holds, so `aqr attest` refuses it (ERR_PREDICATE_MISMATCH).
// Re-signing on purpose (key rotation) verifies the old signature under the old
// key first. And the VSA says PASSED only when the release rule does: a ship
// capped at L1 by an x- gate is FAILED; the honest record still attests PASSED.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VerificationSummary } from '../../src/attest/vsa.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { aqr, keyFiles, tempDir } from '../helpers.js';

type Keys = Awaited<ReturnType<typeof keyFiles>>;
let dir: string;
let k: Keys;
let k2: Keys;
/** The bundled example judged under a floor it misses: a reject signed with K, its predicate beside it. */
let reject: string;
/** The bundled example as it ships, signed with K, its predicate beside it. */
let ship: string;

const readJson = async <T>(f: string): Promise<T> => JSON.parse(await readFile(f, 'utf8')) as T;
const absent = async (f: string): Promise<boolean> => (await readFile(f).catch(() => null)) === null;
/** The VSA inside a bundle `aqr attest --vsa` wrote. */
async function vsaOf(bundle: string): Promise<VerificationSummary> {
  const b = await readJson<{ dsseEnvelope: { payload: string } }>(bundle);
  return (JSON.parse(Buffer.from(b.dsseEnvelope.payload, 'base64').toString('utf8')) as { predicate: VerificationSummary }).predicate;
}

/** `source` (a record with its predicate beside it) copied to `name`, the record edited into a ship; its signature kept unless `strip`. */
async function forged(source: string, name: string, strip = false): Promise<string> {
  const file = join(dir, `${name}.json`);
  const r = await readJson<AgentQualityRecord>(source);
  r.decision.verdict = 'ship';
  r.decision.rationale = 'all gates passed';
  for (const g of r.gates) g.result = 'pass';
  const completion = r.measures.find((m) => m.id === 'task.completion' && m.split === 'held-out');
  if (completion) completion.value = 0.95;
  if (strip) delete r.decision.signature;
  await writeFile(file, `${JSON.stringify(r, null, 2)}\n`);
  await copyFile(source.replace(/\.json$/, '.predicate.json'), join(dir, `${name}.predicate.json`));
  return file;
}

beforeAll(async () => {
  dir = await tempDir();
  k = await keyFiles(dir, 'k');
  k2 = await keyFiles(dir, 'k2');
  const strict = join(dir, 'strict.yaml');
  await writeFile(strict, (await readFile('examples/profile.yaml', 'utf8')).replace('floor: 0.7', 'floor: 0.9'));
  reject = join(dir, 'reject.json');
  const r = await aqr(
    'evaluate',
    '--config',
    'examples/evaluate.yaml',
    '--profile',
    strict,
    '--key',
    k.privateFile,
    '--out',
    reject,
    '--predicate',
    join(dir, 'reject.predicate.json'),
  );
  expect(r.code, r.err).toBe(1);
  ship = join(dir, 'ship.json');
  const s = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--key', k.privateFile, '--out', ship, '--predicate', join(dir, 'ship.predicate.json'));
  expect(s.code, s.err).toBe(0);
});

describe('a tampered record', () => {
  it('is not signed again: its signature does not verify under the key (ERR_SIGNATURE_UNVERIFIED), and the file is left as it was', async () => {
    const file = await forged(reject, 'forged-sign');
    const before = await readFile(file, 'utf8');
    const r = await aqr('sign', file, '--signing-key', `file:${k.privateFile}`);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(
      /forged-sign\.json: decision\.signature: carries a signature that does not verify under the key given \(SIGNATURE_INVALID: .*\(ERR_SIGNATURE_UNVERIFIED\)$/,
    );
    expect(await readFile(file, 'utf8')).toBe(before);
    const v = await aqr('verify', file, '--key', k.publicFile);
    expect(v.code).toBe(1);
  });

  it('is not attested, as a VSA or as aqr’s predicate (ERR_SIGNATURE_UNVERIFIED), and no bundle is written', async () => {
    const file = await forged(reject, 'forged-attest');
    for (const flags of [['--vsa'], []]) {
      const out = join(dir, `forged-attest${flags.length}.sigstore.json`);
      const r = await aqr('attest', file, '--signing-key', `file:${k.privateFile}`, '--out', out, ...flags);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(
        /forged-attest\.json: decision\.signature: carries a signature that does not verify under the key given .*so it is not attested.*\(ERR_SIGNATURE_UNVERIFIED\)$/,
      );
      expect(await absent(out)).toBe(true);
    }
  });

  it('stripped of its signature and signed anew, is still not attested: it is not the record the predicate holds (ERR_PREDICATE_MISMATCH)', async () => {
    const file = await forged(reject, 'forged-stripped', true);
    expect((await aqr('sign', file, '--signing-key', `file:${k.privateFile}`)).code).toBe(0);
    const out = join(dir, 'forged-stripped.vsa.sigstore.json');
    const r = await aqr('attest', file, '--signing-key', `file:${k.privateFile}`, '--vsa');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /forged-stripped\.json: is not the record the predicate beside it holds \(.*forged-stripped\.predicate\.json\): its digest is sha256:[0-9a-f]{64}, the predicate's record sha256:[0-9a-f]{64} .*\(ERR_PREDICATE_MISMATCH\)$/,
    );
    expect(await absent(out)).toBe(true);
  });

  it('signed with another key is not attested with this one', async () => {
    const other = join(dir, 'other-key.json');
    await copyFile(ship, other);
    await copyFile(ship.replace(/\.json$/, '.predicate.json'), join(dir, 'other-key.predicate.json'));
    const r = await aqr('attest', other, '--signing-key', `file:${k2.privateFile}`);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/\(SIGNATURE_KID_MISMATCH: .*\(ERR_SIGNATURE_UNVERIFIED\)$/);
  });
});

describe('re-signing on purpose (key rotation)', () => {
  it('a signed record is not signed with a new key without --resign, which names the way', async () => {
    const file = join(dir, 'rotate.json');
    await copyFile(ship, file);
    const r = await aqr('sign', file, '--signing-key', `file:${k2.privateFile}`);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/SIGNATURE_KID_MISMATCH.*give --resign --old-key OLD\.public\.jwk \(ERR_SIGNATURE_UNVERIFIED\)$/);
  });

  it('--resign --old-key verifies the old signature under the old key, then signs with the new one', async () => {
    const file = join(dir, 'rotated.json');
    await copyFile(ship, file);
    const r = await aqr('sign', file, '--signing-key', `file:${k2.privateFile}`, '--resign', '--old-key', k.publicFile);
    expect(r.code, r.err).toBe(0);
    expect((await aqr('verify', file, '--key', k2.publicFile)).code).toBe(0);
    expect((await aqr('verify', file, '--key', k.publicFile)).code).toBe(1);
  });

  it('--resign refuses a signature the old key does not verify: a tampered record, or the wrong old key', async () => {
    const tampered = await forged(reject, 'forged-resign');
    const a = await aqr('sign', tampered, '--signing-key', `file:${k2.privateFile}`, '--resign', '--old-key', k.publicFile);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/does not verify under the old key .*k\.public\.jwk \(SIGNATURE_INVALID: .*\(ERR_SIGNATURE_UNVERIFIED\)$/);
    const file = join(dir, 'wrong-old.json');
    await copyFile(ship, file);
    const b = await aqr('sign', file, '--signing-key', `file:${k2.privateFile}`, '--resign', '--old-key', k2.publicFile);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/SIGNATURE_KID_MISMATCH.*\(ERR_SIGNATURE_UNVERIFIED\)$/);
  });

  it('--resign needs --old-key and a signed record; --old-key needs --resign (exit 2)', async () => {
    const file = join(dir, 'usage.json');
    await copyFile(ship, file);
    expect((await aqr('sign', file, '--signing-key', `file:${k2.privateFile}`, '--resign')).err).toMatch(/--resign needs --old-key FILE.*\(ERR_USAGE\)$/);
    expect((await aqr('sign', file, '--signing-key', `file:${k2.privateFile}`, '--old-key', k.publicFile)).err).toMatch(
      /--old-key goes with --resign \(ERR_USAGE\)$/,
    );
    const unsigned = await forged(ship, 'unsigned', true);
    const r = await aqr('sign', unsigned, '--signing-key', `file:${k2.privateFile}`, '--resign', '--old-key', k.publicFile);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/carries no signature: sign it without --resign \(ERR_USAGE\)$/);
  });

  it('signing a record again with the key that signed it is allowed (nothing changed)', async () => {
    const file = join(dir, 'again.json');
    await copyFile(ship, file);
    expect((await aqr('sign', file, '--signing-key', `file:${k.privateFile}`)).code).toBe(0);
    expect((await aqr('verify', file, '--key', k.publicFile)).code).toBe(0);
  });
});

describe('the VSA says PASSED only when the release rule does', () => {
  it('the honest record attests PASSED at its level; the honest reject attests FAILED', async () => {
    const a = await aqr('attest', ship, '--signing-key', `file:${k.privateFile}`, '--vsa');
    expect(a.code, a.err).toBe(0);
    const v = await vsaOf(join(dir, 'ship.vsa.sigstore.json'));
    expect(v).toMatchObject({ verificationResult: 'PASSED', verifiedLevels: ['SUPERGAUGE_L4'] });
    const b = await aqr('attest', reject, '--signing-key', `file:${k.privateFile}`, '--vsa');
    expect(b.code, b.err).toBe(0);
    expect(await vsaOf(join(dir, 'reject.vsa.sigstore.json'))).toMatchObject({ verificationResult: 'FAILED', verifiedLevels: ['FAILED'] });
  });

  it('a ship an x- gate caps at L1 is FAILED, as release-permitted and verify --require-ship say (RELEASE_BELOW_L2)', async () => {
    const profile = join(dir, 'x-profile.yaml');
    await writeFile(
      profile,
      `${await readFile('examples/profile.yaml', 'utf8')}  - id: x-local.latency_ok\n    floor: 0.5\n    evidence: "A local measure no public checker knows."\n`,
    );
    const measures = join(dir, 'x-measures.yaml');
    await writeFile(measures, '- {id: x-local.latency_ok, value: 0.9}\n');
    const rec = join(dir, 'l1.json');
    const vsa = join(dir, 'l1.vsa.json');
    const e = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--profile', profile, '--measures', measures, '--key', k.privateFile, '--out', rec);
    expect(e.code, e.err).toBe(0);
    const ev = await aqr(
      'evaluate',
      '--config',
      'examples/evaluate.yaml',
      '--profile',
      profile,
      '--measures',
      measures,
      '--out',
      join(dir, 'l1-unsigned.json'),
      '--vsa',
      vsa,
      '--predicate',
      join(dir, 'l1-unsigned.predicate.json'),
      '--json',
    );
    expect(ev.code, ev.err).toBe(0);
    expect(JSON.parse(ev.out)).toMatchObject({ verdict: 'ship', level: 'L1' });
    expect(await readJson<VerificationSummary>(vsa)).toMatchObject({ verificationResult: 'FAILED', verifiedLevels: ['FAILED'] });
    const verify = await aqr('verify', rec, '--key', k.publicFile, '--require-ship');
    expect(verify.code).toBe(1);
    expect(verify.out).toContain('RELEASE_BELOW_L2');
    expect(verify.out).not.toContain('RELEASE_NOT_SHIP');
  });

  it('timeVerified is when the summary was made, not the config’s pinned decision time', async () => {
    const before = Date.now() - 1000;
    expect((await aqr('attest', ship, '--signing-key', `file:${k.privateFile}`, '--vsa', '--out', join(dir, 'time.json'))).code).toBe(0);
    const v = await vsaOf(join(dir, 'time.json'));
    const record = await readJson<AgentQualityRecord>(ship);
    expect(record.emitted_at).toBe('2026-11-29T12:00:00Z');
    expect(v.timeVerified).not.toBe(record.emitted_at);
    expect(Date.parse(v.timeVerified)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(v.timeVerified)).toBeLessThanOrEqual(Date.now());
  });
});
