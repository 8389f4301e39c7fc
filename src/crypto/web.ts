// The crypto port (./port.ts) for verify.html: sha256 on @noble/hashes (the
// core hashes synchronously; WebCrypto's digest is async only), keys imported
// and exported by WebCrypto itself, and signatures checked by WebCrypto (where
// a browser lacks Ed25519, src/web/ed25519.ts patches crypto.subtle; an ES256
// signature's DER is turned into WebCrypto's r||s by @noble/curves). The page
// signs nothing: `sign` refuses.
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64url, type JWK } from 'jose';
import type { CryptoRuntime, KeyFacts } from './port.js';

const bytes = (data: string | Uint8Array) => (typeof data === 'string' ? utf8ToBytes(data) : data);

function sha256Hex(data: string | Uint8Array | readonly (string | Uint8Array)[]): string {
  if (typeof data === 'string' || data instanceof Uint8Array) return bytesToHex(sha256(bytes(data)));
  const h = sha256.create();
  for (const part of data) h.update(bytes(part));
  return bytesToHex(h.digest());
}

interface Kind {
  alg: AlgorithmIdentifier | EcKeyImportParams | RsaHashedImportParams;
  /** Node's name for the kind, and an EC key's curve by OpenSSL's name. */
  kind: string;
  curve?: string;
  /** The usages WebCrypto accepts for [a public key, a private key]. */
  use: [KeyUsage[], KeyUsage[]];
}
const SIGNS: [KeyUsage[], KeyUsage[]] = [['verify'], ['sign']];
const AGREES: [KeyUsage[], KeyUsage[]] = [[], ['deriveBits']];
/** Every kind a PEM is tried as, the two the core accepts first. */
const KINDS: Kind[] = [
  { alg: { name: 'Ed25519' }, kind: 'ed25519', use: SIGNS },
  { alg: { name: 'ECDSA', namedCurve: 'P-256' }, kind: 'ec', curve: 'prime256v1', use: SIGNS },
  { alg: { name: 'ECDSA', namedCurve: 'P-384' }, kind: 'ec', curve: 'secp384r1', use: SIGNS },
  { alg: { name: 'ECDSA', namedCurve: 'P-521' }, kind: 'ec', curve: 'secp521r1', use: SIGNS },
  { alg: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, kind: 'rsa', use: SIGNS },
  { alg: { name: 'X25519' }, kind: 'x25519', use: AGREES },
  { alg: { name: 'Ed448' }, kind: 'ed448', use: SIGNS },
  { alg: { name: 'X448' }, kind: 'x448', use: AGREES },
];
const [ED25519, P256] = KINDS as [Kind, Kind];
const CURVES: Record<string, string> = { 'P-256': 'prime256v1', 'P-384': 'secp384r1', 'P-521': 'secp521r1' };
const PUBLIC_MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e'];

const pick = (jwk: object, names: readonly string[]): JWK => Object.fromEntries(Object.entries(jwk).filter(([k, v]) => names.includes(k) && v !== undefined));

async function readKey(key: { pem: string } | { jwk: object }, want: 'public' | 'private'): Promise<KeyFacts> {
  return 'pem' in key ? fromPem(key.pem, want) : fromJwk(key.jwk as JsonWebKey, want);
}

/**
 * The facts of a key WebCrypto imported (extractable), its JWK exported; or,
 * for a public JWK, that JWK (the Ed25519 fallback's keys export nothing).
 */
async function facts(ck: CryptoKey, k: Kind, publicJwk?: JWK): Promise<KeyFacts> {
  const jwk = publicJwk ?? (await crypto.subtle.exportKey('jwk', ck));
  const bits = (ck.algorithm as Partial<RsaHashedKeyAlgorithm>).modulusLength;
  return {
    kind: k.kind,
    ...(k.curve === undefined ? {} : { curve: k.curve }),
    ...(bits === undefined ? {} : { bits }),
    publicJwk: () => pick(jwk, PUBLIC_MEMBERS),
    privateJwk: () => pick(jwk, [...PUBLIC_MEMBERS, 'd']),
  };
}

/** A kind the core refuses, told by its JWK members alone: it is never imported. */
function refused(kind: string, extra: { curve?: string; bits?: number }): KeyFacts {
  const none = (): JWK => {
    throw new Error(`a ${kind} key is not read here`);
  };
  return { kind, ...extra, publicJwk: none, privateJwk: none };
}

async function fromJwk(jwk: JsonWebKey, want: 'public' | 'private'): Promise<KeyFacts> {
  if (want === 'private' && jwk.d === undefined) throw new Error('a private key is needed');
  const crv = String(jwk.crv);
  let k: Kind;
  if (jwk.kty === 'OKP') {
    if (crv !== 'Ed25519') return refused(crv.toLowerCase(), {});
    k = ED25519;
  } else if (jwk.kty === 'EC') {
    if (crv !== 'P-256') return refused('ec', { curve: CURVES[crv] ?? crv });
    k = P256;
  } else if (jwk.kty === 'RSA') {
    return refused('rsa', { bits: bitLength(jwk.n) });
  } else throw new Error(`Invalid JWK: unsupported kty ${JSON.stringify(jwk.kty)}`);
  // Imported as the half asked for: a private JWK read as public is its public members.
  const half = want === 'private' ? undefined : pick(jwk, PUBLIC_MEMBERS);
  return facts(await crypto.subtle.importKey('jwk', half ?? jwk, k.alg, true, k.use[want === 'private' ? 1 : 0]), k, half);
}

function bitLength(n: unknown): number {
  if (typeof n !== 'string') throw new Error('Invalid JWK: n is missing');
  const b = base64url.decode(n);
  let i = 0;
  while (i < b.length && b[i] === 0) i++;
  return i === b.length ? 0 : (b.length - i - 1) * 8 + (32 - Math.clz32(b[i] as number));
}

// An Ed25519 key has one DER form of each half, a fixed prefix and the key's
// 32 bytes: read so where the browser's WebCrypto has no Ed25519.
const ED25519_SPKI = '302a300506032b6570032100';
const ED25519_PKCS8 = '302e020100300506032b657004220420';

async function fromPem(pem: string, want: 'public' | 'private'): Promise<KeyFacts> {
  const m = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(pem);
  if (!m) throw new Error('unsupported PEM (no BEGIN/END block)');
  const label = m[1] as string;
  const format = label === 'PUBLIC KEY' ? 'spki' : label === 'PRIVATE KEY' ? 'pkcs8' : undefined;
  if (!format) throw new Error(`PEM ${label} is not read in the page; use a PUBLIC KEY (SPKI) PEM or a JWK`);
  if (want === 'private' && format === 'spki') throw new Error('a private key is needed');
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = Uint8Array.from(atob((m[2] as string).replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  } catch {
    throw new Error('PEM body is not base64');
  }
  // WebCrypto tells a key's kind only by importing it as that kind.
  for (const k of KINDS) {
    const ck = await crypto.subtle.importKey(format, der, k.alg, true, k.use[format === 'pkcs8' ? 1 : 0]).catch(() => undefined);
    if (ck) return facts(ck, k);
  }
  const hex = bytesToHex(der);
  const x =
    format === 'spki' && der.length === 44 && hex.startsWith(ED25519_SPKI)
      ? der.subarray(12)
      : format === 'pkcs8' && der.length === 48 && want === 'public' && hex.startsWith(ED25519_PKCS8)
        ? ed25519.getPublicKey(der.subarray(16))
        : undefined;
  if (x) return fromJwk({ kty: 'OKP', crv: 'Ed25519', x: base64url.encode(x) }, 'public');
  throw new Error(`not a ${format === 'spki' ? 'public' : 'private'} key of a kind this browser reads`);
}

export const runtime: CryptoRuntime = {
  sha256Hex,
  sha256Base64: (text) => btoa(Array.from(sha256(utf8ToBytes(text)), (c) => String.fromCharCode(c)).join('')),
  readKey,
  sign: () => {
    throw new Error('verify.html signs nothing');
  },
  verify: async (alg, publicKey, signature, data) => {
    try {
      const raw = alg === 'es256' ? p256.Signature.fromBytes(signature, 'der').toBytes('compact') : signature;
      return await crypto.subtle.verify(
        alg === 'es256' ? { name: 'ECDSA', hash: 'SHA-256' } : { name: 'Ed25519' },
        publicKey,
        raw as Uint8Array<ArrayBuffer>,
        data as Uint8Array<ArrayBuffer>,
      );
    } catch {
      return false;
    }
  },
};
