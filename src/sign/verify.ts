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
    return fail('SIGNATURE_INVALID', `signature does not match ${s.what} under key ${key.kid}: ${s.what} changed after signing`);
  }
  return { ok: true, kid: key.kid, alg: header.alg };
}

function fail(code: Exclude<VerifyOutcome, { ok: true }>['code'], message: string): VerifyOutcome {
  return { ok: false, code, message };
}
