// The page reads keys through src/sign/key.ts with src/web/node-crypto.ts in
// place of node:crypto (scripts/build-verify-html.mjs swaps it in). Here the
// same swap runs under Node, and every answer is held against real node:crypto.
import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { parsePublicKeys } from '../../src/sign/key.js';

vi.mock('node:crypto', () => import('../../src/web/node-crypto.js'));
const real = await vi.importActual<typeof NodeCrypto>('node:crypto');

const pairs = {
  ed25519: real.generateKeyPairSync('ed25519'),
  p256: real.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }),
  p384: real.generateKeyPairSync('ec', { namedCurve: 'secp384r1' }),
  rsa: real.generateKeyPairSync('rsa', { modulusLength: 2048 }),
  x25519: real.generateKeyPairSync('x25519'),
};
const pem = (k: NodeCrypto.KeyObject) => k.export({ format: 'pem', type: k.type === 'public' ? 'spki' : 'pkcs8' }) as string;
const jwk = (k: NodeCrypto.KeyObject) => JSON.stringify(k.export({ format: 'jwk' }));

describe('keys in the page (src/web/node-crypto.ts under src/sign/key.ts)', () => {
  it('runs key.ts on the page module, not on node:crypto', async () => {
    const seen = await import('node:crypto');
    expect(seen.createPublicKey).toBe((await import('../../src/web/node-crypto.js')).createPublicKey);
    expect(seen.createPublicKey).not.toBe(real.createPublicKey);
  });

  for (const name of ['ed25519', 'p256'] as const) {
    const { publicKey, privateKey } = pairs[name];
    const want = publicKey.export({ format: 'jwk' });
    for (const [form, text] of [
      ['public JWK', jwk(publicKey)],
      ['public PEM (SPKI)', pem(publicKey)],
      ['private JWK', jwk(privateKey)],
      ['private PEM (PKCS #8)', pem(privateKey)],
      ['JWK Set', JSON.stringify({ keys: [JSON.parse(jwk(publicKey))] })],
    ] as const)
      it(`reads a ${name} ${form} to the same public key as node:crypto`, async () => {
        const [k] = await parsePublicKeys(text, 'k');
        expect(k!.alg).toBe(name === 'p256' ? 'es256' : 'ed25519');
        expect(k!.publicJwk).toMatchObject(want);
        expect(k!.publicJwk).not.toHaveProperty('d');
      });
  }

  it('refuses what key.ts refuses, with the same codes', async () => {
    await expect(parsePublicKeys(pem(pairs.p384.publicKey), 'k')).rejects.toMatchObject({ code: 'ERR_KEY_UNSUPPORTED', message: expect.stringContaining('secp384r1') });
    await expect(parsePublicKeys(jwk(pairs.p384.publicKey), 'k')).rejects.toMatchObject({ code: 'ERR_KEY_UNSUPPORTED', message: expect.stringContaining('secp384r1') });
    await expect(parsePublicKeys(pem(pairs.rsa.publicKey), 'k')).rejects.toMatchObject({ code: 'ERR_KEY_UNSUPPORTED', message: expect.stringContaining('RSA') });
    await expect(parsePublicKeys(jwk(pairs.rsa.publicKey), 'k')).rejects.toMatchObject({ code: 'ERR_KEY_UNSUPPORTED' });
    await expect(parsePublicKeys(pem(pairs.x25519.publicKey), 'k')).rejects.toMatchObject({ code: 'ERR_KEY_UNSUPPORTED', message: expect.stringContaining('x25519') });
    await expect(parsePublicKeys('{"kty":"oct","k":"c2VjcmV0"}', 'k')).rejects.toMatchObject({ code: 'ERR_KEY_UNSUPPORTED' });
    // A point off the curve is no key.
    const bad = { ...JSON.parse(jwk(pairs.p256.publicKey)), y: JSON.parse(jwk(pairs.p256.publicKey)).x };
    await expect(parsePublicKeys(JSON.stringify(bad), 'k')).rejects.toMatchObject({ code: 'ERR_KEY_INVALID' });
    await expect(parsePublicKeys('-----BEGIN PUBLIC KEY-----\nnot base64!\n-----END PUBLIC KEY-----', 'k')).rejects.toMatchObject({ code: 'ERR_KEY_INVALID' });
  });
});
