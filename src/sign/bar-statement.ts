// The bar inside the proof. The record's schema is closed (no field of its own
// would pass the public checker), so the bar travels beside the record as a
// statement of its own, bound to the record's digest and signed with the
// record's key: `<record>.bar.json` (BarStatement, src/bar/types.ts).
import type { CryptoKey } from 'jose';
import type { BarRecord, BarStatement } from '../bar/types.js';
import { sha256Hex } from '../crypto/index.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { KeyEntry } from './key.js';
import { canonicalText, signingPayload } from './payload.js';
import { signDetached } from './sign.js';
import { verifyDetached, type Signed } from './verify.js';

/** The JWS `typ` of a bar statement: its signature is never read as a record's. */
export const BAR_STATEMENT_TYP = 'aqr-bar+json';

const SIGNED: Signed = { field: 'signature', what: 'the bar and its record_digest', typ: BAR_STATEMENT_TYP };

export type BarTrust = { ok: true; kid: string } | { ok: false; code: 'BAR_UNSIGNED' | 'BAR_OTHER_RECORD' | 'BAR_SIGNATURE_INVALID'; message: string };

/** sha256 of what the record's signature covers, so a re-signed or re-serialised copy of one record keeps it. */
export function recordDigest(record: AgentQualityRecord): string {
  return `sha256:${sha256Hex(signingPayload(record))}`;
}

/** What the statement's signature covers: the RFC 8785 canonical JSON of `{record_digest, bar}`, the bar whole. */
function statementPayload(s: BarStatement): Uint8Array {
  return new TextEncoder().encode(canonicalText({ record_digest: s.record_digest, bar: s.bar }));
}

/** The bar bound to `record`, signed with `key` (the record's) when there is one. */
export async function barStatement(record: AgentQualityRecord, bar: BarRecord, key?: KeyEntry & { privateKey: CryptoKey | Uint8Array }): Promise<BarStatement> {
  const s: BarStatement = { record_digest: recordDigest(record), bar };
  if (key) s.signature = await signDetached(statementPayload(s), key, BAR_STATEMENT_TYP);
  return s;
}

/** The statement as `<record>.bar.json` holds it. */
export function barStatementText(s: BarStatement): string {
  return `${JSON.stringify(s, null, 2)}\n`;
}

/**
 * Whether `s` is the bar of `record`, signed by one of `keys`; with
 * `recordKid` (the key the record's own signature verified under), by that key.
 */
export async function verifyBarStatement(s: BarStatement, record: AgentQualityRecord, keys: readonly KeyEntry[], recordKid?: string): Promise<BarTrust> {
  if (s.signature === undefined)
    return { ok: false, code: 'BAR_UNSIGNED', message: 'the bar carries no signature (the run had no key): nothing binds it to the record' };
  const digest = recordDigest(record);
  if (s.record_digest !== digest)
    return { ok: false, code: 'BAR_OTHER_RECORD', message: `the bar is bound to record ${s.record_digest}, not to this one (${digest})` };
  const v = await verifyDetached(s.signature, () => statementPayload(s), keys, SIGNED);
  if (!v.ok) return { ok: false, code: 'BAR_SIGNATURE_INVALID', message: `${v.message} (${v.code})` };
  if (recordKid !== undefined && v.kid !== recordKid)
    return { ok: false, code: 'BAR_SIGNATURE_INVALID', message: `the bar is signed with key ${v.kid}, the record with ${recordKid}` };
  return { ok: true, kid: v.kid };
}

/**
 * The record digest this statement's signature vouches for, whatever record it
 * is now beside: a record whose own signature fails is told apart by it (its
 * digest differs: the record changed after signing; the same: its signature was
 * damaged). Undefined when the statement's signature does not hold under `keys`.
 */
export async function signedRecordDigest(s: BarStatement, keys: readonly KeyEntry[]): Promise<{ digest: string; kid: string } | undefined> {
  if (s.signature === undefined) return undefined;
  const v = await verifyDetached(s.signature, () => statementPayload(s), keys, SIGNED);
  return v.ok ? { digest: s.record_digest, kid: v.kid } : undefined;
}
