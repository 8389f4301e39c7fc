// Keys as text (JWK, JWKS or PEM) to keys jose can use. Only asymmetric keys of
// the two algorithms this format signs with are accepted: a verifier must never
// need a secret, and a weak key proves nothing.
import type { CryptoKey, JWK } from 'jose';
import { readKey, type KeyFacts } from '../crypto/index.js';
import { AqrError } from '../errors.js';

export type SignatureAlg = 'ed25519' | 'es256';

export interface KeyEntry {
  kid: string;
  alg: SignatureAlg;
  /** The JWS `alg` header value written when signing with this key. */
  jwsAlg: 'EdDSA' | 'ES256';
  key: CryptoKey | Uint8Array;
  publicJwk: JWK;
}

/** Public keys from a JWK, a JWK Set or a PEM (a private key yields its public half). */
export async function parsePublicKeys(text: string, source: string): Promise<KeyEntry[]> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const json = parseJson(trimmed, source);
    const list = Array.isArray((json as { keys?: unknown }).keys) ? (json as { keys: unknown[] }).keys : [json];
    if (list.length === 0) throw new AqrError('ERR_KEY_INVALID', 'key set holds no keys', { file: source });
    return Promise.all(list.map(async (k) => entryFrom(accepted(await jwkKey(k, source, 'public'), source), (k as { kid?: string }).kid, source)));
  }
  return [await entryFrom(accepted(await pemKey(trimmed, source, 'public'), source), undefined, source)];
}

/** A private key from a JWK or PEM; refuses public, symmetric and weak keys. */
export async function parsePrivateKey(text: string, source: string): Promise<KeyEntry & { privateKey: CryptoKey | Uint8Array }> {
  const trimmed = text.trim();
  let key: KeyFacts;
  let kid: string | undefined;
  if (trimmed.startsWith('{')) {
    const json = parseJson(trimmed, source) as { kid?: string; d?: string; kty?: string };
    if (json.kty === 'oct')
      throw new AqrError('ERR_KEY_UNSUPPORTED', 'symmetric key (kty oct): a verifier must not need a secret; use Ed25519 or ES256', { file: source });
    if (json.d === undefined) throw new AqrError('ERR_KEY_INVALID', 'JWK has no private part (d): signing needs the private key', { file: source });
    key = await jwkKey(json, source, 'private');
    kid = json.kid;
  } else {
    key = await pemKey(trimmed, source, 'private');
  }
  const entry = await entryFrom(accepted(key, source), kid, source);
  const jwk = { ...key.privateJwk(), kid: entry.kid };
  // jose is loaded when a key is read, not at every start.
  const { importJWK } = await import('jose');
  return { ...entry, privateKey: await importJWK(jwk, entry.jwsAlg) };
}

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AqrError('ERR_KEY_INVALID', 'key is neither valid JSON (JWK) nor PEM', { file: source });
  }
}

async function jwkKey(jwk: unknown, source: string, want: 'public' | 'private'): Promise<KeyFacts> {
  if (jwk === null || typeof jwk !== 'object') throw new AqrError('ERR_KEY_INVALID', 'a JWK must be a JSON object', { file: source });
  const kty = (jwk as { kty?: unknown }).kty;
  if (kty === 'oct')
    throw new AqrError('ERR_KEY_UNSUPPORTED', 'symmetric key (kty oct): a verifier must not need a secret; use Ed25519 or ES256', { file: source });
  try {
    return await readKey({ jwk }, want);
  } catch (e) {
    throw new AqrError('ERR_KEY_INVALID', `not a usable JWK: ${(e as Error).message}`, { file: source });
  }
}

async function pemKey(pem: string, source: string, want: 'public' | 'private'): Promise<KeyFacts> {
  if (!pem.startsWith('-----BEGIN ')) throw new AqrError('ERR_KEY_INVALID', 'key is neither a JWK (JSON) nor PEM', { file: source });
  try {
    return await readKey({ pem }, want);
  } catch (e) {
    const hint = want === 'private' && /PUBLIC KEY/.test(pem) ? 'this is a public key; signing needs the private key' : (e as Error).message;
    throw new AqrError('ERR_KEY_INVALID', `not a usable PEM key: ${hint}`, { file: source });
  }
}

/** The key, when it is of a kind this format signs with. */
function accepted(key: KeyFacts, source: string): KeyFacts {
  const type = key.kind;
  if (type === 'rsa' || type === 'rsa-pss') {
    const bits = key.bits ?? 0;
    if (bits < 2048) throw new AqrError('ERR_KEY_UNSUPPORTED', `RSA key of ${bits} bits is weak; use Ed25519 or ES256`, { file: source });
    throw new AqrError('ERR_KEY_UNSUPPORTED', 'RSA keys are not used by this signature format; use Ed25519 or ES256', { file: source });
  }
  if (type === 'ec' && key.curve !== 'prime256v1')
    throw new AqrError('ERR_KEY_UNSUPPORTED', `EC curve ${key.curve ?? '?'} is not supported; use P-256 (ES256) or Ed25519`, { file: source });
  if (type !== 'ed25519' && type !== 'ec') throw new AqrError('ERR_KEY_UNSUPPORTED', `${type} keys are not supported; use Ed25519 or ES256`, { file: source });
  return key;
}

async function entryFrom(key: KeyFacts, kid: string | undefined, source: string): Promise<KeyEntry> {
  const jwk = key.publicJwk();
  const alg: SignatureAlg = jwk.kty === 'OKP' ? 'ed25519' : 'es256';
  const jwsAlg = alg === 'ed25519' ? 'EdDSA' : 'ES256';
  const { calculateJwkThumbprint, importJWK } = await import('jose');
  const id = kid ?? (await calculateJwkThumbprint(jwk, 'sha256'));
  try {
    return { kid: id, alg, jwsAlg, key: await importJWK(jwk, jwsAlg), publicJwk: { ...jwk, kid: id } };
  } catch (e) {
    throw new AqrError('ERR_KEY_INVALID', `key cannot be used for ${jwsAlg}: ${(e as Error).message}`, { file: source });
  }
}
