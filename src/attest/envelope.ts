// A DSSE envelope checked with a public key through the crypto port (Node and
// the browser alike): the signature over the pre-authentication encoding of the
// payload type and payload. `aqr verify BUNDLE` checks bundles with sigstore-js
// (src/pipeline/verify-bundle.ts); verify.html, which cannot run sigstore-js
// (it calls node:crypto synchronously), checks the envelope of a key-signed
// bundle here. Ed25519 signatures are raw (64 bytes); ECDSA P-256 signatures
// in a bundle are ASN.1 DER, checked to be so here, so the message says which.
import { p256 } from '@noble/curves/nist.js';
import { verify } from '../crypto/index.js';
import type { KeyEntry } from '../sign/key.js';
import type { VerifyOutcome } from '../sign/verifier.js';
import { quote } from '../text/log-line.js';
import { preAuthEncoding, type Envelope } from './pae.js';

/** Standard base64 (what protobuf JSON writes for bytes), strictly: undefined when it is not. */
export function base64Bytes(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) return undefined;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const fail = (code: Exclude<VerifyOutcome, { ok: true }>['code'], message: string): VerifyOutcome => ({ ok: false, code, message });

/**
 * Checks the one signature of a bundle's DSSE envelope against the given keys:
 * the key the bundle's hint names, or with one key given, that key (as
 * sigstore-js is called by `aqr verify`). Never throws.
 */
export async function verifyEnvelope(env: Partial<Envelope> | null | undefined, hint: string | undefined, keys: readonly KeyEntry[]): Promise<VerifyOutcome> {
  if (!env || typeof env !== 'object') return fail('SIGNATURE_FORMAT', 'the bundle holds no dsseEnvelope');
  const payload = base64Bytes(env.payload);
  if (!payload || typeof env.payloadType !== 'string') return fail('SIGNATURE_FORMAT', 'the envelope has no base64 payload and payloadType');
  const sigs = env.signatures;
  // A Sigstore bundle's envelope carries exactly one signature.
  if (!Array.isArray(sigs) || sigs.length !== 1)
    return fail('SIGNATURE_FORMAT', `the envelope has ${Array.isArray(sigs) ? sigs.length : 'no list of'} signatures, a Sigstore bundle exactly one`);
  const sig = base64Bytes((sigs[0] as { sig?: unknown } | null)?.sig);
  if (!sig) return fail('SIGNATURE_FORMAT', 'the envelope signature is not base64');
  const named = hint ?? (sigs[0] as { keyid?: unknown }).keyid;
  const key = keys.find((k) => k.kid === named) ?? (keys.length === 1 ? keys[0] : undefined);
  if (!key)
    return fail('SIGNATURE_KID_MISMATCH', `the bundle names key ${quote(String(named ?? ''))}, but the given keys are ${keys.map((k) => k.kid).join(', ')}`);
  if (key.key instanceof Uint8Array) return fail('SIGNATURE_ALG', `key ${key.kid} is not an asymmetric public key`);
  if (key.alg === 'es256') {
    try {
      p256.Signature.fromBytes(sig, 'der');
    } catch {
      return fail('SIGNATURE_FORMAT', `the envelope signature is not an ASN.1 DER ECDSA signature, as an ES256 key (${key.kid}) needs`);
    }
  } else if (sig.length !== 64) return fail('SIGNATURE_FORMAT', `the envelope signature is ${sig.length} bytes, an Ed25519 signature 64`);
  const ok = await verify(key.alg, key.key, sig, preAuthEncoding(env.payloadType, payload));
  const other = named !== undefined && named !== key.kid ? ` (the bundle names key ${quote(String(named))})` : '';
  if (!ok)
    return fail(
      'SIGNATURE_INVALID',
      `the DSSE signature does not verify under key ${key.kid}${other}: the statement changed after signing, or another key signed it`,
    );
  return { ok: true, kid: key.kid, alg: key.jwsAlg === 'EdDSA' ? 'Ed25519' : 'ES256' };
}
