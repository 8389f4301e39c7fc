// Sign a record: a JWS (RFC 7515) with detached payload (Appendix F) over the
// record's canonical JSON, written as `<alg>:<header>..<signature>`.
import type { CryptoKey } from 'jose';
import type { AgentQualityRecord } from '../record/types.js';
import type { KeyEntry } from './key.js';
import { signingPayload } from './payload.js';

export async function signRecord(record: AgentQualityRecord, key: KeyEntry & { privateKey: CryptoKey | Uint8Array }): Promise<AgentQualityRecord> {
  return { ...record, decision: { ...record.decision, signature: await signDetached(signingPayload(record), key) } };
}

/** A JWS with detached payload over `payload`, as `<alg>:<header>..<signature>`; `typ` goes in the protected header when given. */
export async function signDetached(payload: Uint8Array, key: KeyEntry & { privateKey: CryptoKey | Uint8Array }, typ?: string): Promise<string> {
  // jose is loaded when a record is signed or verified, not at every start.
  const { FlattenedSign } = await import('jose');
  const jws = await new FlattenedSign(payload)
    .setProtectedHeader({ alg: key.jwsAlg, kid: key.kid, ...(typ === undefined ? {} : { typ }) })
    .sign(key.privateKey);
  return `${key.alg}:${jws.protected ?? ''}..${jws.signature}`;
}
