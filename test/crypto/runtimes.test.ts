// The crypto port's two runtimes held to each other: src/crypto/web.ts (what
// verify.html runs, WebCrypto and @noble) against src/crypto/node.ts (node:crypto)
// on the same keys and inputs. The core calls the port through
// src/crypto/index.ts; here that face is given the web runtime, as the page's
// build gives it, so src/sign/key.ts's rules run on it too.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { CryptoRuntime } from '../../src/crypto/port.js';
import { runtime as web } from '../../src/crypto/web.js';
import { parsePrivateKey, parsePublicKeys } from '../../src/sign/key.js';

vi.mock('../../src/crypto/node.js', () => import('../../src/crypto/web.js'));
const { runtime: node } = await vi.importActual<{ runtime: CryptoRuntime }>('../../src/crypto/node.js');

const pairs = {
  ed25519: generateKeyPairSync('ed25519'),
  p256: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }),
  p384: generateKeyPairSync('ec', { namedCurve: 'secp384r1' }),
  rsa1024: generateKeyPairSync('rsa', { modulusLength: 1024 }),
  rsa: generateKeyPairSync('rsa', { modulusLength: 2048 }),
  x25519: generateKeyPairSync('x25519'),
};
const pem = (k: KeyObject) => k.export({ format: 'pem', type: k.type === 'public' ? 'spki' : 'pkcs8' }) as string;
const jwk = (k: KeyObject) => k.export({ format: 'jwk' }) as object;
const forms = (name: keyof typeof pairs) => {
  const { publicKey, privateKey } = pairs[name];
  return [
    ['public PEM (SPKI)', { pem: pem(publicKey) }],
    ['private PEM (PKCS #8)', { pem: pem(privateKey) }],
    ['public JWK', { jwk: jwk(publicKey) }],
    ['private JWK', { jwk: jwk(privateKey) }],
  ] as const;
};
const settle = async <T>(p: () => Promise<T>) =>
  p().then(
    (value) => ({ value }),
    (e: Error) => ({ error: e instanceof Error }),
  );
const describeKey = async (r: CryptoRuntime, key: Parameters<CryptoRuntime['readKey']>[0], want: 'public' | 'private') => {
  const f = await r.readKey(key, want);
  const accepted = f.kind === 'ed25519' || f.curve === 'prime256v1';
  return {
    kind: f.kind,
    curve: f.curve,
    bits: f.bits,
    ...(accepted ? { publicJwk: f.publicJwk(), ...(want === 'private' ? { privateJwk: f.privateJwk() } : {}) } : {}),
  };
};

describe('the web runtime answers as the node runtime', () => {
  it('hashes text, bytes and parts alike, in hex and base64', () => {
    for (const data of ['', 'abc', 'ünïcødé ✓ 🔑', new Uint8Array([0, 255, 1, 254]), ['a', new Uint8Array([98]), 'ç'], new Uint8Array(100_000).fill(7)])
      expect(web.sha256Hex(data)).toBe(node.sha256Hex(data));
    for (const text of ['', 'body { color: red }', 'ünïcødé']) expect(web.sha256Base64(text)).toBe(node.sha256Base64(text));
    expect(node.sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  for (const name of Object.keys(pairs) as (keyof typeof pairs)[])
    for (const [form, key] of forms(name))
      for (const want of ['public', 'private'] as const)
        it(`reads a ${name} ${form} as ${want} to the same facts, or refuses it too`, async () => {
          const [a, b] = await Promise.all([settle(() => describeKey(web, key, want)), settle(() => describeKey(node, key, want))]);
          expect(a).toEqual(b);
          if (want === 'private' && form.startsWith('public')) expect(b).toEqual({ error: true });
          else expect(b).toHaveProperty('value');
        });

  it('refuses what is no key alike', async () => {
    const p = jwk(pairs.p256.publicKey) as { x: string };
    for (const key of [
      { jwk: { ...p, y: p.x } },
      { jwk: { kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA' } },
      { jwk: { kty: 'OKP', crv: 'Ed25519', x: 'AAAA' } },
      { jwk: { kty: 'nope' } },
      { pem: '-----BEGIN PUBLIC KEY-----\nnot base64!\n-----END PUBLIC KEY-----' },
      { pem: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' },
    ])
      for (const want of ['public', 'private'] as const) {
        await expect(web.readKey(key, want), JSON.stringify(key)).rejects.toThrow();
        await expect(node.readKey(key, want), JSON.stringify(key)).rejects.toThrow();
      }
  });

  for (const name of ['ed25519', 'p256'] as const)
    it(`verifies a ${name} signature the node runtime made, and not one over other bytes or another signature`, async () => {
      const text = pem(pairs[name].privateKey);
      const [pub] = await parsePublicKeys(text, 'k');
      const priv = await parsePrivateKey(text, 'k');
      const alg = name === 'p256' ? 'es256' : 'ed25519';
      const data = new TextEncoder().encode('the statement');
      const sig = node.sign(alg, priv.privateKey as CryptoKey, data);
      for (const r of [web, node]) {
        await expect(r.verify(alg, pub!.key as CryptoKey, sig, data)).resolves.toBe(true);
        await expect(r.verify(alg, pub!.key as CryptoKey, sig, new TextEncoder().encode('the statemenT'))).resolves.toBe(false);
        await expect(r.verify(alg, pub!.key as CryptoKey, sig.subarray(1), data)).resolves.toBe(false);
      }
      expect(() => web.sign(alg, priv.privateKey as CryptoKey, data)).toThrow(/signs nothing/);
    });
});

describe('src/sign/key.ts on the web runtime (the page build swaps it in)', () => {
  it('runs on the web runtime', async () => {
    expect((await import('../../src/crypto/index.js')).readKey).toBe(web.readKey);
  });

  for (const name of ['ed25519', 'p256'] as const) {
    const { publicKey, privateKey } = pairs[name];
    const want = publicKey.export({ format: 'jwk' });
    for (const [form, text] of [
      ['public JWK', JSON.stringify(jwk(publicKey))],
      ['public PEM (SPKI)', pem(publicKey)],
      ['private JWK', JSON.stringify(jwk(privateKey))],
      ['private PEM (PKCS #8)', pem(privateKey)],
      ['JWK Set', JSON.stringify({ keys: [jwk(publicKey)] })],
    ] as const)
      it(`reads a ${name} ${form} to the same public key as node:crypto`, async () => {
        const [k] = await parsePublicKeys(text, 'k');
        expect(k!.alg).toBe(name === 'p256' ? 'es256' : 'ed25519');
        expect(k!.publicJwk).toMatchObject(want);
        expect(k!.publicJwk).not.toHaveProperty('d');
      });
  }

  it('refuses what key.ts refuses, with the same codes', async () => {
    const text = (k: KeyObject) => JSON.stringify(jwk(k));
    await expect(parsePublicKeys(pem(pairs.p384.publicKey), 'k')).rejects.toMatchObject({
      code: 'ERR_KEY_UNSUPPORTED',
      message: expect.stringContaining('secp384r1'),
    });
    await expect(parsePublicKeys(text(pairs.p384.publicKey), 'k')).rejects.toMatchObject({
      code: 'ERR_KEY_UNSUPPORTED',
      message: expect.stringContaining('secp384r1'),
    });
    await expect(parsePublicKeys(pem(pairs.rsa.publicKey), 'k')).rejects.toMatchObject({
      code: 'ERR_KEY_UNSUPPORTED',
      message: expect.stringContaining('RSA'),
    });
    await expect(parsePublicKeys(pem(pairs.rsa1024.publicKey), 'k')).rejects.toMatchObject({
      code: 'ERR_KEY_UNSUPPORTED',
      message: expect.stringContaining('RSA key of 1024 bits is weak'),
    });
    await expect(parsePublicKeys(text(pairs.rsa.publicKey), 'k')).rejects.toMatchObject({ code: 'ERR_KEY_UNSUPPORTED' });
    await expect(parsePublicKeys(pem(pairs.x25519.publicKey), 'k')).rejects.toMatchObject({
      code: 'ERR_KEY_UNSUPPORTED',
      message: expect.stringContaining('x25519'),
    });
    await expect(parsePublicKeys('{"kty":"oct","k":"c2VjcmV0"}', 'k')).rejects.toMatchObject({ code: 'ERR_KEY_UNSUPPORTED' });
    // A point off the curve is no key.
    const p = jwk(pairs.p256.publicKey) as { x: string };
    await expect(parsePublicKeys(JSON.stringify({ ...p, y: p.x }), 'k')).rejects.toMatchObject({ code: 'ERR_KEY_INVALID' });
    await expect(parsePublicKeys('-----BEGIN PUBLIC KEY-----\nnot base64!\n-----END PUBLIC KEY-----', 'k')).rejects.toMatchObject({ code: 'ERR_KEY_INVALID' });
    await expect(parsePrivateKey(pem(pairs.ed25519.publicKey), 'k')).rejects.toMatchObject({
      code: 'ERR_KEY_INVALID',
      message: expect.stringContaining('this is a public key'),
    });
  });
});
