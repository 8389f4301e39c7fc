// The page's stand-in for the node:crypto calls the core makes: sha256
// (createHash, over @noble/hashes) and the two src/sign/key.ts makes
// (createPublicKey, createPrivateKey): keys as JWK or PEM turned into a
// KeyObject-like value that tells the key's type, curve and size and exports
// its public JWK. The build (scripts/build.mjs) maps `node:crypto` here for the
// browser bundle only, so key.ts's rules (which keys are refused and why) are
// the same code in the CLI and the page. Pure parsing: no WebCrypto needed.
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64url } from 'jose';

type Jwk = Record<string, unknown>;

export interface JsonWebKey {
  [k: string]: unknown;
}

interface Sha256 {
  update(data: string | Uint8Array): Sha256;
  digest(): Uint8Array;
  digest(encoding: 'hex' | 'base64'): string;
}

/** createHash('sha256'), the one digest the core asks node:crypto for: bytes, or text in hex or base64. */
export function createHash(algorithm: string): Sha256 {
  if (algorithm !== 'sha256') throw new Error(`the page has no ${algorithm}`);
  const h = sha256.create();
  const hash = {
    update(data: string | Uint8Array) {
      h.update(typeof data === 'string' ? utf8ToBytes(data) : data);
      return hash;
    },
    digest(encoding?: 'hex' | 'base64') {
      const d = h.digest();
      return encoding === undefined ? d : encoding === 'hex' ? bytesToHex(d) : btoa(String.fromCharCode(...d));
    },
  } as Sha256;
  return hash;
}

export class KeyObject {
  constructor(
    readonly type: 'public' | 'private',
    readonly asymmetricKeyType: string,
    readonly asymmetricKeyDetails: { namedCurve?: string; modulusLength?: number },
    private readonly jwk: Jwk,
  ) {}

  export(_options: { format: 'jwk' }): Jwk {
    return { ...this.jwk };
  }
}

type Input = string | KeyObject | { key: JsonWebKey; format: 'jwk' };

export function createPublicKey(input: Input): KeyObject {
  const k = toKey(input);
  if (k.type === 'public') return k;
  const { d: _d, ...pub } = k.export({ format: 'jwk' });
  return new KeyObject('public', k.asymmetricKeyType, k.asymmetricKeyDetails, pub);
}

export function createPrivateKey(input: Input): KeyObject {
  const k = toKey(input);
  if (k.type !== 'private') throw new Error('a private key is needed');
  return k;
}

function toKey(input: Input): KeyObject {
  if (input instanceof KeyObject) return input;
  if (typeof input === 'string') return fromPem(input);
  return fromJwk(input.key as Jwk);
}

const CURVES: Record<string, string> = { 'P-256': 'prime256v1', 'P-384': 'secp384r1', 'P-521': 'secp521r1', secp256k1: 'secp256k1' };

function bytes(v: unknown, name: string): Uint8Array {
  if (typeof v !== 'string') throw new Error(`Invalid JWK: ${name} is missing`);
  try {
    return base64url.decode(v);
  } catch {
    throw new Error(`Invalid JWK: ${name} is not base64url`);
  }
}

function fromJwk(jwk: Jwk): KeyObject {
  const priv = jwk['d'] !== undefined;
  const type = priv ? 'private' : 'public';
  switch (jwk['kty']) {
    case 'OKP': {
      const crv = String(jwk['crv']);
      if (crv !== 'Ed25519') return new KeyObject(type, crv.toLowerCase(), {}, jwk);
      const x = bytes(jwk['x'], 'x');
      if (x.length !== 32) throw new Error('Invalid JWK: Ed25519 x must be 32 bytes');
      ed25519.Point.fromBytes(x);
      if (priv && bytes(jwk['d'], 'd').length !== 32) throw new Error('Invalid JWK: Ed25519 d must be 32 bytes');
      return new KeyObject(type, 'ed25519', {}, pick(jwk, ['kty', 'crv', 'x', ...(priv ? ['d'] : [])]));
    }
    case 'EC': {
      const crv = String(jwk['crv']);
      const named = CURVES[crv] ?? crv;
      if (crv !== 'P-256') return new KeyObject(type, 'ec', { namedCurve: named }, jwk);
      const x = bytes(jwk['x'], 'x');
      const y = bytes(jwk['y'], 'y');
      if (x.length !== 32 || y.length !== 32) throw new Error('Invalid JWK: P-256 x and y must be 32 bytes');
      p256.Point.fromBytes(Uint8Array.of(4, ...x, ...y)).assertValidity();
      return new KeyObject(type, 'ec', { namedCurve: named }, pick(jwk, ['kty', 'crv', 'x', 'y', ...(priv ? ['d'] : [])]));
    }
    case 'RSA':
      return new KeyObject(type, 'rsa', { modulusLength: bitLength(bytes(jwk['n'], 'n')) }, jwk);
    default:
      throw new Error(`Invalid JWK: unsupported kty ${JSON.stringify(jwk['kty'])}`);
  }
}

function pick(o: Jwk, keys: string[]): Jwk {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
}

function bitLength(n: Uint8Array): number {
  let i = 0;
  while (i < n.length && n[i] === 0) i++;
  if (i === n.length) return 0;
  return (n.length - i - 1) * 8 + (32 - Math.clz32(n[i] as number));
}

// --- PEM and just enough DER to read SPKI and PKCS #8 ---

const OID = {
  ed25519: '2b6570',
  x25519: '2b656e',
  ed448: '2b6571',
  ecPublicKey: '2a8648ce3d0201',
  prime256v1: '2a8648ce3d030107',
  secp384r1: '2b81040022',
  secp521r1: '2b81040023',
  rsa: '2a864886f70d010101',
  rsaPss: '2a864886f70d01010a',
};

interface Der {
  tag: number;
  body: Uint8Array;
  end: number;
}

function der(buf: Uint8Array, at = 0): Der {
  const tag = buf[at];
  let len = buf[at + 1];
  if (tag === undefined || len === undefined) throw new Error('truncated DER');
  let p = at + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new Error('bad DER length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + (buf[p + i] as number);
    p += n;
  }
  if (p + len > buf.length) throw new Error('truncated DER');
  return { tag, body: buf.subarray(p, p + len), end: p + len };
}

function children(seq: Uint8Array): Der[] {
  const out: Der[] = [];
  for (let at = 0; at < seq.length; ) {
    const d = der(seq, at);
    out.push(d);
    at = d.end;
  }
  return out;
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const b64u = (b: Uint8Array) => base64url.encode(b);

function fromPem(pem: string): KeyObject {
  const m = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(pem);
  if (!m) throw new Error('unsupported PEM (no BEGIN/END block)');
  const label = m[1] as string;
  let body: Uint8Array;
  try {
    body = Uint8Array.from(atob((m[2] as string).replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  } catch {
    throw new Error('PEM body is not base64');
  }
  if (label === 'PUBLIC KEY') return fromSpki(body);
  if (label === 'PRIVATE KEY') return fromPkcs8(body);
  throw new Error(`PEM ${label} is not read in the page; use a PUBLIC KEY (SPKI) PEM or a JWK`);
}

function algorithm(seq: Der): { oid: string; param?: string } {
  const [oid, param] = children(seq.body);
  if (!oid || oid.tag !== 0x06) throw new Error('bad AlgorithmIdentifier');
  return { oid: hex(oid.body), ...(param && param.tag === 0x06 ? { param: hex(param.body) } : {}) };
}

function fromSpki(buf: Uint8Array): KeyObject {
  const [alg, bits] = children(der(buf).body);
  if (!alg || !bits || bits.tag !== 0x03) throw new Error('not an SPKI public key');
  const { oid, param } = algorithm(alg);
  const key = bits.body.subarray(1);
  return publicFrom(oid, param, key);
}

function publicFrom(oid: string, param: string | undefined, key: Uint8Array): KeyObject {
  if (oid === OID.ed25519) return fromJwk({ kty: 'OKP', crv: 'Ed25519', x: b64u(key) });
  if (oid === OID.x25519 || oid === OID.ed448) return new KeyObject('public', oid === OID.x25519 ? 'x25519' : 'ed448', {}, {});
  if (oid === OID.ecPublicKey) {
    const named = Object.entries(OID).find(([, v]) => v === param)?.[0] ?? 'unknown';
    if (param !== OID.prime256v1) return new KeyObject('public', 'ec', { namedCurve: named }, {});
    const pt = p256.Point.fromBytes(key).toBytes(false);
    return fromJwk({ kty: 'EC', crv: 'P-256', x: b64u(pt.subarray(1, 33)), y: b64u(pt.subarray(33)) });
  }
  if (oid === OID.rsa || oid === OID.rsaPss) {
    const [n] = children(der(key).body);
    return new KeyObject('public', oid === OID.rsa ? 'rsa' : 'rsa-pss', { modulusLength: bitLength(n?.body ?? new Uint8Array()) }, {});
  }
  throw new Error(`unsupported key algorithm (OID ${oid})`);
}

function fromPkcs8(buf: Uint8Array): KeyObject {
  const [, alg, priv] = children(der(buf).body);
  if (!alg || !priv || priv.tag !== 0x04) throw new Error('not a PKCS #8 private key');
  const { oid, param } = algorithm(alg);
  if (oid === OID.ed25519) {
    const seed = der(priv.body).body;
    const x = ed25519.getPublicKey(seed);
    return new KeyObject('private', 'ed25519', {}, { kty: 'OKP', crv: 'Ed25519', x: b64u(x), d: b64u(seed) });
  }
  if (oid === OID.ecPublicKey && param === OID.prime256v1) {
    const [, d] = children(der(priv.body).body);
    if (!d) throw new Error('bad EC private key');
    const pt = p256.getPublicKey(d.body, false);
    return new KeyObject('private', 'ec', { namedCurve: 'prime256v1' }, { kty: 'EC', crv: 'P-256', x: b64u(pt.subarray(1, 33)), y: b64u(pt.subarray(33)), d: b64u(d.body) });
  }
  if (oid === OID.rsa || oid === OID.rsaPss) {
    const [, n] = children(der(priv.body).body);
    return new KeyObject('private', oid === OID.rsa ? 'rsa' : 'rsa-pss', { modulusLength: bitLength(n?.body ?? new Uint8Array()) }, {});
  }
  const named = Object.entries(OID).find(([, v]) => v === (param ?? oid))?.[0] ?? 'unknown';
  return new KeyObject('private', oid === OID.ecPublicKey ? 'ec' : named, oid === OID.ecPublicKey ? { namedCurve: named } : {}, {});
}
