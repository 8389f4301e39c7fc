// Sign a record: a JWS (RFC 7515) with detached payload (Appendix F) over the
// record's canonical JSON, written as `<alg>:<header>..<signature>`.
import type { CryptoKey } from 'jose';
import type { AgentQualityRecord } from '../record/types.js';
import type { KeyEntry } from './key.js';
import { signingPayload } from './payload.js';

export async function signRecord(record: AgentQualityRecord, key: KeyEntry & { privateKey: CryptoKey | Uint8Array }): Promise<AgentQualityRecord> {
  // jose is loaded when a record is signed or verified, not at every start.
  const { FlattenedSign } = await import('jose');
  const jws = await new FlattenedSign(signingPayload(record)).setProtectedHeader({ alg: key.jwsAlg, kid: key.kid }).sign(key.privateKey);
  return { ...record, decision: { ...record.decision, signature: `${key.alg}:${jws.protected ?? ''}..${jws.signature}` } };
}
