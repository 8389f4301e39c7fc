// The crypto port (./port.ts) on node:crypto: OpenSSL hashes and keys, the
// CLI's and the action's runtime.
import { createHash, createPrivateKey, createPublicKey, KeyObject, sign, verify, type JsonWebKey } from 'node:crypto';
import type { JWK } from 'jose';
import type { CryptoRuntime, KeyFacts } from './port.js';

function sha256Hex(data: string | Uint8Array | readonly (string | Uint8Array)[]): string {
  const h = createHash('sha256');
  if (typeof data === 'string' || data instanceof Uint8Array) h.update(data);
  else for (const part of data) h.update(part);
  return h.digest('hex');
}

async function readKey(key: { pem: string } | { jwk: object }, want: 'public' | 'private'): Promise<KeyFacts> {
  const input = 'pem' in key ? key.pem : { key: key.jwk as JsonWebKey, format: 'jwk' as const };
  const ko = want === 'private' ? createPrivateKey(input) : createPublicKey(input);
  const pub = ko.type === 'public' ? ko : createPublicKey(ko);
  const details = pub.asymmetricKeyDetails ?? {};
  return {
    kind: pub.asymmetricKeyType ?? 'unknown',
    ...(details.namedCurve === undefined ? {} : { curve: details.namedCurve }),
    ...(details.modulusLength === undefined ? {} : { bits: details.modulusLength }),
    publicJwk: () => pub.export({ format: 'jwk' }) as JWK,
    privateJwk: () => ko.export({ format: 'jwk' }) as JWK,
  };
}

export const runtime: CryptoRuntime = {
  sha256Hex,
  sha256Base64: (text) => createHash('sha256').update(text, 'utf8').digest('base64'),
  readKey,
  sign: (alg, privateKey, data) => new Uint8Array(sign(alg === 'es256' ? 'sha256' : null, data, KeyObject.from(privateKey))),
  verify: async (alg, publicKey, signature, data) => {
    try {
      return verify(alg === 'es256' ? 'sha256' : null, data, KeyObject.from(publicKey), signature);
    } catch {
      return false;
    }
  },
};
