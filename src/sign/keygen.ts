// A new signing key pair as JWKs, each with kid = its RFC 7638 thumbprint.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export type KeygenAlg = 'Ed25519' | 'ES256';

export async function generateSigningKey(alg: KeygenAlg = 'Ed25519'): Promise<{ privateJwk: JWK; publicJwk: JWK; kid: string }> {
  const { publicKey, privateKey } = await generateKeyPair(alg === 'Ed25519' ? 'EdDSA' : 'ES256', {
    crv: alg === 'Ed25519' ? 'Ed25519' : 'P-256',
    extractable: true,
  });
  const pub = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(pub, 'sha256');
  const jwsAlg = alg === 'Ed25519' ? 'EdDSA' : 'ES256';
  return { privateJwk: { ...(await exportJWK(privateKey)), kid, alg: jwsAlg, use: 'sig' }, publicJwk: { ...pub, kid, alg: jwsAlg, use: 'sig' }, kid };
}
