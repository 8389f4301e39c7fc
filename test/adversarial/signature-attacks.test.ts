// Signature attacks that held in the hostile review, kept so they stay closed:
// alg confusion, none, keys and key URLs in the header, kid swaps, b64:false
// and crit games, truncated and padded signatures, keys of other curves, and
// headers that are not objects (issue 17, finding 10). Each forged record goes
// through `aqr verify`; none may verify, and none may end in an internal error.
import { createHmac, createPrivateKey, generateKeyPairSync, sign as cryptoSign, type JsonWebKey } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { base64url, exportJWK, FlattenedSign, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { signingPayload } from '../../src/sign/payload.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';

const EXAMPLE_KEY = join(ROOT, 'examples/keys/example.public.jwk');
const EXAMPLE_KID = 'AWYvmyTCAGezXzFcv2EB2Chn2lU6FEi_If6A4VTrnE8';

let dir: string;
let record: AgentQualityRecord;
let attacker: Awaited<ReturnType<typeof generateKeyPair>>;
let n = 0;
beforeAll(async () => {
  dir = await tempDir();
  record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as AgentQualityRecord;
  attacker = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
});

const b64 = (v: unknown) => base64url.encode(typeof v === 'string' ? v : JSON.stringify(v));
const withSignature = (signature: string): AgentQualityRecord => ({ ...record, decision: { ...record.decision, signature } });
const genuineSig = () => (record.decision.signature as string).split('..')[1] as string;

/** `aqr verify` of a record with this signature, under `key` (default: the example's key). */
async function verify(r: AgentQualityRecord, key = EXAMPLE_KEY): Promise<{ code: number; out: string; err: string }> {
  const file = join(dir, `forged-${++n}.json`);
  await writeFile(file, JSON.stringify(r));
  const res = await aqr('verify', file, '--key', key);
  expect(res.err).not.toMatch(/internal error/);
  return res;
}

async function attackerSigns(header: Record<string, unknown>, payload: Uint8Array = signingPayload(record)): Promise<string> {
  const jws = await new FlattenedSign(payload).setProtectedHeader(header as { alg: string }).sign(attacker.privateKey);
  return `${jws.protected}..${jws.signature}`;
}

describe('forged signatures never verify', () => {
  it('the genuine record verifies (the baseline of every attack below)', async () => {
    const r = await verify(record);
    expect(r.code, r.out).toBe(0);
  });

  it('alg confusion: HS256 keyed with the public key, and RS256/ES256 headers under an ed25519 prefix', async () => {
    const header = b64({ alg: 'HS256', kid: EXAMPLE_KID });
    const x = (JSON.parse(await readFile(EXAMPLE_KEY, 'utf8')) as { x: string }).x;
    for (const secret of [x, Buffer.from(x, 'base64url'), await readFile(EXAMPLE_KEY)]) {
      const mac = createHmac('sha256', secret)
        .update(`${header}.${base64url.encode(signingPayload(record))}`)
        .digest('base64url');
      for (const prefix of ['ed25519', 'es256', 'hs256']) {
        const r = await verify(withSignature(`${prefix}:${header}..${mac}`));
        expect(r.code).toBe(1);
        expect(r.out).toMatch(/SIGNATURE_(ALG|FORMAT)/);
      }
    }
    for (const alg of ['RS256', 'ES256', 'PS256', 'EdDSA ', 'eddsa']) {
      const r = await verify(withSignature(`ed25519:${b64({ alg, kid: EXAMPLE_KID })}..${genuineSig()}`));
      expect(r.code, alg).toBe(1);
    }
  });

  it('alg none, with and without a signature part', async () => {
    for (const sig of [
      `ed25519:${b64({ alg: 'none', kid: EXAMPLE_KID })}..`,
      `ed25519:${b64({ alg: 'none', kid: EXAMPLE_KID })}..${genuineSig()}`,
      `none:${b64({ alg: 'none' })}..`,
      `${b64({ alg: 'none' })}..`,
    ]) {
      const r = await verify(withSignature(sig));
      expect(r.code, sig).toBe(1);
      expect(r.out).toMatch(/SIGNATURE_(ALG|FORMAT)/);
    }
  });

  it('an embedded jwk or a jku/x5u naming a key server: never used, never fetched', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.end('{}');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
    try {
      const jwk = await exportJWK(attacker.publicKey);
      for (const extra of [{ jwk }, { jku: url }, { x5u: url }, { jwk, jku: url }]) {
        const r = await verify(withSignature(`ed25519:${await attackerSigns({ alg: 'EdDSA', kid: EXAMPLE_KID, ...extra })}`));
        expect(r.code).toBe(1);
        expect(r.out).toMatch(/SIGNATURE_INVALID/);
      }
    } finally {
      await new Promise<void>((ok) => server.close(() => ok()));
    }
    expect(hits).toBe(0);
  });

  it('kid swaps: another key’s kid over the attacker’s signature, and the attacker’s kid', async () => {
    const other = await keyFiles(dir, 'other');
    const set = join(dir, 'set.jwks');
    await writeFile(set, JSON.stringify({ keys: [JSON.parse(await readFile(EXAMPLE_KEY, 'utf8')), JSON.parse(await readFile(other.publicFile, 'utf8'))] }));
    for (const kid of [EXAMPLE_KID, other.kid]) {
      const r = await verify(withSignature(`ed25519:${await attackerSigns({ alg: 'EdDSA', kid })}`), set);
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/SIGNATURE_INVALID/);
    }
    const genuineUnderOtherKid = `ed25519:${b64({ alg: 'EdDSA', kid: other.kid })}..${genuineSig()}`;
    expect((await verify(withSignature(genuineUnderOtherKid), set)).code).toBe(1);
    const r = await verify(withSignature(`ed25519:${await attackerSigns({ alg: 'EdDSA', kid: 'attacker' })}`));
    expect(r.out).toMatch(/SIGNATURE_KID_MISMATCH/);
  });

  it('b64:false and crit games, signed by a trusted key: refused, never read another way', async () => {
    const trusted = await keyFiles(dir, 'trusted');
    const priv = createPrivateKey({ key: JSON.parse(await readFile(trusted.privateFile, 'utf8')) as JsonWebKey, format: 'jwk' });
    const raw = signingPayload(record);
    /** A compact detached JWS made by hand, as jose would refuse to make some of these. */
    const handSigned = (header: Record<string, unknown>, input: Uint8Array | string) => {
      const h = b64(header);
      const data = Buffer.concat([Buffer.from(`${h}.`), Buffer.from(input)]);
      return `ed25519:${h}..${cryptoSign(null, data, priv).toString('base64url')}`;
    };
    const plain = handSigned({ alg: 'EdDSA', kid: trusted.kid }, base64url.encode(raw));
    expect((await verify(withSignature(plain), trusted.publicFile)).code).toBe(0);
    for (const [header, input] of [
      [{ alg: 'EdDSA', kid: trusted.kid, b64: false, crit: ['b64'] }, raw],
      [{ alg: 'EdDSA', kid: trusted.kid, b64: false }, raw],
      [{ alg: 'EdDSA', kid: trusted.kid, crit: ['x-policy'], 'x-policy': 'lenient' }, base64url.encode(raw)],
      [{ alg: 'EdDSA', kid: trusted.kid, crit: [] }, base64url.encode(raw)],
      [{ alg: 'EdDSA', kid: trusted.kid, crit: 'b64' }, base64url.encode(raw)],
    ] as const) {
      const r = await verify(withSignature(handSigned(header, input)), trusted.publicFile);
      expect(r.code, JSON.stringify(header)).toBe(1);
    }
    // The genuine signature under a header that adds crit/b64 no longer matches its header.
    const r = await verify(withSignature(`ed25519:${b64({ alg: 'EdDSA', kid: EXAMPLE_KID, b64: false, crit: ['b64'] })}..${genuineSig()}`));
    expect(r.code).toBe(1);
  });

  it('truncated, extended, padded and re-encoded signatures', async () => {
    const sig = record.decision.signature as string;
    const [head] = sig.split('..') as [string, string];
    for (const forged of [
      sig.slice(0, -1),
      sig.slice(0, -4),
      `${sig}A`,
      `${sig}=`,
      `${sig}==`,
      `${head}..${genuineSig().slice(0, 43)}`,
      sig.replace('..', '.'),
      sig.replace('..', `.${b64(signingPayload(record))}.`),
      ` ${sig}`,
      `${sig}\n`,
      sig.toUpperCase(),
    ]) {
      const r = await verify(withSignature(forged));
      expect(r.code, forged).toBe(1);
    }
  });

  it('protected headers that are not objects: null, a list, a string, a number, not JSON (a clean SIGNATURE_FORMAT, never a TypeError)', async () => {
    for (const header of ['null', '[]', '"EdDSA"', '1', 'true', '{', '']) {
      const r = await verify(withSignature(`ed25519:${base64url.encode(header) || 'AA'}..${genuineSig()}`));
      expect(r.code, header).toBe(1);
      expect(r.out, header).toMatch(/SIGNATURE_FORMAT/);
    }
    const noDecision = { ...record } as Partial<AgentQualityRecord>;
    delete noDecision.decision;
    const r = await verify(noDecision as AgentQualityRecord);
    expect(r.code).toBe(1);
  });

  it('keys of other curves and kinds are refused as keys; a P-256 key for an ed25519 signature is an alg mismatch', async () => {
    for (const [type, opts] of [
      ['ec', { namedCurve: 'P-384' }],
      ['ec', { namedCurve: 'secp256k1' }],
      ['ed448', {}],
      ['x25519', {}],
      ['rsa', { modulusLength: 2048 }],
    ] as const) {
      const { publicKey } = generateKeyPairSync(type as 'ec', opts as { namedCurve: string });
      const file = join(dir, `k-${++n}.jwk`);
      await writeFile(file, JSON.stringify({ ...publicKey.export({ format: 'jwk' }), kid: EXAMPLE_KID }));
      const r = await aqr('verify', join(ROOT, 'examples/record.yaml'), '--key', file);
      expect(r.code, `${type} ${JSON.stringify(opts)}`).toBe(2);
      expect(r.err).toMatch(/ERR_KEY_(UNSUPPORTED|INVALID)/);
    }
    const p256 = await keyFiles(dir, 'p256', 'ES256');
    const jwk = JSON.parse(await readFile(p256.publicFile, 'utf8')) as Record<string, unknown>;
    const swapped = join(dir, 'p256-as-example.jwk');
    await writeFile(swapped, JSON.stringify({ ...jwk, kid: EXAMPLE_KID }));
    const r = await verify(record, swapped);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/SIGNATURE_ALG/);
    const oct = join(dir, 'oct.jwk');
    await writeFile(oct, JSON.stringify({ kty: 'oct', k: base64url.encode('secret'), kid: EXAMPLE_KID }));
    expect((await aqr('verify', join(ROOT, 'examples/record.yaml'), '--key', oct)).err).toMatch(/ERR_KEY_UNSUPPORTED/);
  });
});

describe('a JWKS URL is read with a cap (finding 10)', () => {
  it('an endless response without content-length is refused at 1 MiB, at once', async () => {
    let sent = 0;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const push = () => {
        while (res.writable && sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end();
      };
      res.write('{"keys": [');
      push();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
    try {
      const r = await aqr('verify', join(ROOT, 'examples/record.yaml'), '--jwks', url);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/is over 1 MiB; a key set is at most that \(ERR_INPUT_TOO_LARGE\)/);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    }
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });
});
