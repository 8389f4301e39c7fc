// Verify `decision.signature` against known public keys, selected by `kid`.
import type { AgentQualityRecord } from '../record/types.js';
import { quote } from '../text/log-line.js';
import type { KeyEntry } from './key.js';
import { signingPayload } from './payload.js';
import type { SignatureVerifier, VerifyOutcome } from './verifier.js';

const FORMAT = /^(ed25519|es256):([A-Za-z0-9_-]+)\.\.([A-Za-z0-9_-]+)$/;
// RFC 9864 names Ed25519 fully; older signers write EdDSA. Both mean the same here.
const JWS_ALGS: Record<string, readonly string[]> = { ed25519: ['EdDSA', 'Ed25519'], es256: ['ES256'] };

/** What a detached signature is read as in messages: its field, what it signs, and the `typ` its header must carry (if any). */
export interface Signed {
  field: string;
  what: string;
  typ?: string;
}

const RECORD: Signed = { field: 'decision.signature', what: 'the record' };

export function keyVerifier(keys: readonly KeyEntry[]): SignatureVerifier {
  return { verify: (record) => verifyRecord(record, keys) };
}

export async function verifyRecord(record: AgentQualityRecord, keys: readonly KeyEntry[]): Promise<VerifyOutcome> {
  // Read as hostile data: a record given here may not even have a decision.
  const sig = (record as { decision?: { signature?: unknown } | null }).decision?.signature;
  return verifyDetached(sig, () => signingPayload(record), keys, RECORD);
}

/** A `<alg>:<header>..<signature>` JWS with detached payload against the given keys, selected by `kid`. */
export async function verifyDetached(sig: unknown, payload: () => Uint8Array, keys: readonly KeyEntry[], s: Signed): Promise<VerifyOutcome> {
  const m = typeof sig === 'string' ? FORMAT.exec(sig) : null;
  if (!m) return fail('SIGNATURE_FORMAT', `${s.field} is not <alg>:<header>..<signature> (ed25519 or es256, a compact JWS with detached payload)`);
  const [, prefix, protectedB64, signatureB64] = m as unknown as [string, string, string, string];
  // jose is loaded when a record is signed or verified, not at every start.
  const { base64url, flattenedVerify } = await import('jose');
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder().decode(base64url.decode(protectedB64)));
  } catch {
    return fail('SIGNATURE_FORMAT', `${s.field} has a protected header that is not base64url JSON`);
  }
  // `null`, a list or a bare value decode as JSON too: a header is an object.
  if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded))
    return fail('SIGNATURE_FORMAT', `${s.field} has a protected header that is not a JSON object`);
  const header = decoded as { alg?: unknown; kid?: unknown; typ?: unknown };
  const allowed = JWS_ALGS[prefix] ?? [];
  if (typeof header.alg !== 'string' || !allowed.includes(header.alg))
    return fail(
      'SIGNATURE_ALG',
      `${s.field} says ${prefix} but its header alg is ${typeof header.alg === 'string' ? quote(header.alg) : String(JSON.stringify(header.alg)).slice(0, 100)}`,
    );
  if (typeof header.kid !== 'string' || header.kid === '') return fail('SIGNATURE_FORMAT', `${s.field} header has no kid`);
  // A signature made for one kind of statement is never read as another's.
  if (s.typ !== undefined && header.typ !== s.typ) return fail('SIGNATURE_FORMAT', `${s.field} header typ is not ${s.typ}`);
  const key = keys.find((k) => k.kid === header.kid);
  if (!key) {
    const have = keys.map((k) => k.kid).join(', ');
    return fail('SIGNATURE_KID_MISMATCH', `signed with key kid ${quote(header.kid)}, but the given key${keys.length === 1 ? ' is' : 's are'} ${have}`);
  }
  if (key.alg !== prefix) return fail('SIGNATURE_ALG', `signature is ${prefix} but key ${key.kid} is an ${key.alg} key`);
  try {
    await flattenedVerify({ protected: protectedB64, payload: base64url.encode(payload()), signature: signatureB64 }, key.key, { algorithms: [header.alg] });
  } catch {
    // The payload is detached: the signature alone cannot say whether the signed bytes or the signature changed,
    // unless its own bytes could never be a signature (then it was damaged). Elsewhere a caller may tell (a digest signed apart).
    const damaged = await notASignatureText(prefix, signatureB64);
    return fail(
      'SIGNATURE_INVALID',
      damaged
        ? `signature does not verify under key ${key.kid}: the signature is damaged (${damaged})`
        : `signature does not verify over ${s.what} under key ${key.kid} (${s.what} changed after signing, or the signature was damaged)`,
    );
  }
  return { ok: true, kid: key.kid, alg: header.alg };
}

function fail(code: Exclude<VerifyOutcome, { ok: true }>['code'], message: string): VerifyOutcome {
  return { ok: false, code, message };
}

/** notASignature over the signature's base64url text: text that is not base64url is damaged too. */
async function notASignatureText(prefix: string, b64: string): Promise<string | undefined> {
  let bytes: Uint8Array;
  try {
    bytes = (await import('jose')).base64url.decode(b64);
  } catch {
    return 'not base64url';
  }
  return notASignature(prefix, bytes);
}

const ED25519_L = 2n ** 252n + 27742317777372353535851937790883648493n;
const P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const bigEndian = (b: Uint8Array) => b.reduce((n, x) => (n << 8n) | BigInt(x), 0n);

/** Why these bytes are no signature under any key (RFC 8032 5.1.7, RFC 7518 3.4), or undefined when they might be one. */
export async function notASignature(prefix: string, sig: Uint8Array): Promise<string | undefined> {
  if (sig.length !== 64) return `${sig.length} bytes, not 64`;
  if (prefix === 'es256') {
    const r = bigEndian(sig.subarray(0, 32));
    const t = bigEndian(sig.subarray(32));
    return r === 0n || t === 0n || r >= P256_N || t >= P256_N ? 'r or s is outside 1..n-1' : undefined;
  }
  if (bigEndian(sig.subarray(32).slice().reverse()) >= ED25519_L) return 'S is not below the group order';
  const { ed25519 } = await import('@noble/curves/ed25519.js');
  try {
    ed25519.Point.fromBytes(sig.subarray(0, 32));
  } catch {
    return 'R is not a point of the curve';
  }
  return undefined;
}
