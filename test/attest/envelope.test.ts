// The envelope check verify.html runs (WebCrypto, src/attest/envelope.ts),
// against envelopes signed by the CLI's signer (node:crypto, OpenSSL: DER for
// ECDSA), with keys made here; and the supported verdict of a record held on
// an inconclusive bound.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { base64Bytes, verifyEnvelope } from '../../src/attest/envelope.js';
import { signEnvelope } from '../../src/attest/dsse.js';
import { IN_TOTO_PAYLOAD_TYPE, type Envelope } from '../../src/attest/pae.js';
import { statementFromPayload } from '../../src/attest/statement.js';
import type { StatsSidecar } from '../../src/gate/stats.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import type { ReplayResult } from '../../src/replay/replay.js';
import { supportedVerdict } from '../../src/replay/supported.js';
import { parsePrivateKey, parsePublicKeys, type KeyEntry } from '../../src/sign/key.js';
import { keyFiles, ROOT, tempDir } from '../helpers.js';

type Alg = 'EdDSA' | 'ES256';
const keys = {} as Record<Alg | 'other', { priv: Awaited<ReturnType<typeof parsePrivateKey>>; pub: KeyEntry[] }>;
const statement = new TextEncoder().encode(
  JSON.stringify({ _type: 'https://in-toto.io/Statement/v1', subject: [{ name: 'a', digest: { sha256: '0'.repeat(64) } }], predicateType: 'x', predicate: {} }),
);

beforeAll(async () => {
  const dir = await tempDir();
  for (const [name, alg] of [
    ['EdDSA', 'EdDSA'],
    ['ES256', 'ES256'],
    ['other', 'EdDSA'],
  ] as const) {
    const f = await keyFiles(dir, name, alg);
    keys[name] = {
      priv: await parsePrivateKey(await readFile(f.privateFile, 'utf8'), f.privateFile),
      pub: await parsePublicKeys(await readFile(f.publicFile, 'utf8'), f.publicFile),
    };
  }
});

const signed = (alg: Alg, payload = statement): Envelope => signEnvelope(payload, IN_TOTO_PAYLOAD_TYPE, keys[alg].priv);

describe('verifyEnvelope', () => {
  for (const alg of ['EdDSA', 'ES256'] as const)
    it(`verifies a ${alg} envelope from the CLI's signer, and not one with a payload byte changed`, async () => {
      const env = signed(alg);
      await expect(verifyEnvelope(env, keys[alg].priv.kid, keys[alg].pub)).resolves.toEqual({
        ok: true,
        kid: keys[alg].priv.kid,
        alg: alg === 'EdDSA' ? 'Ed25519' : 'ES256',
      });
      const bytes = base64Bytes(env.payload)!;
      bytes[10] = bytes[10]! ^ 1;
      const changed = { ...env, payload: Buffer.from(bytes).toString('base64') };
      await expect(verifyEnvelope(changed, keys[alg].priv.kid, keys[alg].pub)).resolves.toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
      // The payload type is signed too.
      await expect(verifyEnvelope({ ...env, payloadType: 'application/json' }, keys[alg].priv.kid, keys[alg].pub)).resolves.toMatchObject({
        ok: false,
        code: 'SIGNATURE_INVALID',
      });
    });

  it('refuses another key, an unnamed key among several, and signatures of the wrong form', async () => {
    const env = signed('EdDSA');
    await expect(verifyEnvelope(env, keys.EdDSA.priv.kid, keys.other.pub)).resolves.toMatchObject({
      ok: false,
      code: 'SIGNATURE_INVALID',
      message: expect.stringContaining(keys.EdDSA.priv.kid),
    });
    await expect(verifyEnvelope(env, keys.EdDSA.priv.kid, [...keys.other.pub, ...keys.ES256.pub])).resolves.toMatchObject({
      ok: false,
      code: 'SIGNATURE_KID_MISMATCH',
    });
    await expect(verifyEnvelope({ ...env, signatures: [...env.signatures, ...env.signatures] }, undefined, keys.EdDSA.pub)).resolves.toMatchObject({
      ok: false,
      code: 'SIGNATURE_FORMAT',
    });
    await expect(verifyEnvelope({ ...env, payload: 'not base64!' }, undefined, keys.EdDSA.pub)).resolves.toMatchObject({ ok: false, code: 'SIGNATURE_FORMAT' });
    // ECDSA in a bundle is DER; a raw r||s signature is not taken for one.
    const es = signed('ES256');
    const raw = (await import('@noble/curves/nist.js')).p256.Signature.fromBytes(base64Bytes(es.signatures[0]!.sig)!, 'der').toBytes('compact');
    await expect(
      verifyEnvelope({ ...es, signatures: [{ ...es.signatures[0]!, sig: Buffer.from(raw).toString('base64') }] }, undefined, keys.ES256.pub),
    ).resolves.toMatchObject({ ok: false, code: 'SIGNATURE_FORMAT' });
    // An Ed25519 signature checked under an ES256 key is not DER either.
    await expect(verifyEnvelope(env, undefined, keys.ES256.pub)).resolves.toMatchObject({ ok: false, code: 'SIGNATURE_FORMAT' });
  });

  it('reads the statement only from an in-toto payload that is a Statement v1', () => {
    expect(statementFromPayload(IN_TOTO_PAYLOAD_TYPE, statement)).toMatchObject({ statement: { predicateType: 'x' } });
    expect(statementFromPayload('application/json', statement)).toMatchObject({ problem: expect.stringContaining('payloadType') });
    expect(statementFromPayload(IN_TOTO_PAYLOAD_TYPE, new TextEncoder().encode('null'))).toMatchObject({
      problem: expect.stringContaining('not an in-toto Statement v1'),
    });
    expect(statementFromPayload(IN_TOTO_PAYLOAD_TYPE, Uint8Array.of(0xff, 0xfe))).toEqual({ problem: 'the envelope payload is not JSON' });
  });
});

describe('supportedVerdict with the stats sidecar', () => {
  it('supports hold for a gate failed on an inconclusive bound the ledger confirmed, reject once the bound is in doubt', async () => {
    const record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as AgentQualityRecord;
    const gate = record.gates.find((g) => g.id === 'task.completion')!;
    gate.result = 'fail';
    record.decision.verdict = 'hold';
    const bound = {
      id: gate.id,
      split: gate.split,
      kind: 'floor',
      threshold: 0.7,
      value: 0.75,
      confidence: 0.95,
      method: 'wilson',
      n: 12,
      x: 9,
      lower: 0.51,
      upper: 0.9,
      result: 'inconclusive',
      reason: '',
    } as StatsSidecar['bounds'][number];
    const stats: StatsSidecar = { format: 'aqr.stats/1', bounds: [bound], regressions: [], shadow: [], notices: [] };
    const clean: ReplayResult = { ok: true, mismatches: [], confirmed: { measures: 0, gates: 0, canaries: 0, events: 0 } };
    expect(supportedVerdict(record, clean)).toMatchObject({ verdict: 'reject' });
    expect(supportedVerdict(record, clean, stats)).toEqual({
      verdict: 'hold',
      reasons: ['gate task.completion (held-out) is inconclusive on its confidence bound or regression test'],
    });
    const doubted: ReplayResult = {
      ...clean,
      ok: false,
      mismatches: [{ code: 'STATS_MISMATCH', what: 'bound of task.completion (held-out)', recorded: null, recomputed: null, message: '' }],
    };
    expect(supportedVerdict(record, doubted, stats)).toMatchObject({ verdict: 'reject' });
    expect(supportedVerdict(record, clean, { ...stats, bounds: [{ ...bound, result: 'fail' }] })).toMatchObject({ verdict: 'reject' });
    // A gate a policy engine decided fail stays failed, whatever its bound; so does a recorded reject.
    record.decision.verdict = 'reject';
    expect(supportedVerdict(record, clean, stats)).toMatchObject({ verdict: 'reject' });
    record.decision.verdict = 'hold';
    gate.source = 'acs';
    expect(supportedVerdict(record, clean, stats)).toMatchObject({ verdict: 'reject' });
  });
});
