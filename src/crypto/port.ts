// The crypto port: the few operations the core asks of a runtime's crypto, and
// nothing else (after jose's runtime interfaces). One implementation per
// runtime: ./node.ts on node:crypto (OpenSSL: the default, and the fast one for
// bulk hashing), ./web.ts for verify.html on WebCrypto and @noble; the page's
// build swaps the first for the second (scripts/build-verify-html.mjs). The
// core imports ./index.ts and never a runtime's module.
import type { CryptoKey, JWK } from 'jose';

/** The two signature algorithms the record format signs with (src/sign/key.ts refuses every other key). */
export type SignAlg = 'ed25519' | 'es256';

/** A key read from its text: what the core judges it by, and its JWK halves. */
export interface KeyFacts {
  /** Node's names for the key's kind: 'ed25519', 'ec', 'rsa', 'rsa-pss', 'x25519', … */
  kind: string;
  /** An EC key's curve, by OpenSSL's name ('prime256v1' for P-256). */
  curve?: string;
  /** An RSA key's modulus length in bits. */
  bits?: number;
  /** The public half as a JWK (kty, crv, x, y): asked for only of a kind the core accepts. */
  publicJwk(): JWK;
  /** The private key as a JWK (with d): asked for only of a private key of an accepted kind. */
  privateJwk(): JWK;
}

export interface CryptoRuntime {
  /** sha256 (hex) of text (as UTF-8) or bytes, or of parts one after the other (streamed into the hash, never joined). */
  sha256Hex(data: string | Uint8Array | readonly (string | Uint8Array)[]): string;
  /** sha256 (standard base64) of text as UTF-8: a Content-Security-Policy source. */
  sha256Base64(text: string): string;
  /**
   * A key from a PEM (SPKI or PKCS #8) or a JWK, as the given half: a private
   * key read as public yields its public half; a public key read as private
   * throws. Throws an Error whose message says why the key is unusable.
   */
  readKey(key: { pem: string } | { jwk: object }, want: 'public' | 'private'): Promise<KeyFacts>;
  /**
   * A signature over `data`: Ed25519's 64 bytes; ES256's in ASN.1 DER, as DSSE
   * envelopes and Sigstore bundles carry it (records are signed by jose, not
   * here). Synchronous: an envelope is signed in line.
   */
  sign(alg: SignAlg, privateKey: CryptoKey, data: Uint8Array): Uint8Array;
  /** Whether `signature` (in the form `sign` writes) is over `data` under `publicKey`; false, never a throw, for any signature that is not. */
  verify(alg: SignAlg, publicKey: CryptoKey, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}
