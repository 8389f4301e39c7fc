// What a signature covers: the RFC 8785 canonical JSON of the record without
// decision.signature. The YAML and JSON forms of one record share it.
import canonicalizeModule from 'canonicalize';
import type { AgentQualityRecord } from '../record/types.js';

// canonicalize 2 (the last that runs on Node 20) is CommonJS: the function is module.exports.
const canonicalize = canonicalizeModule as unknown as (value: unknown) => string | undefined;

export function signingPayload(record: AgentQualityRecord): Uint8Array {
  const { signature: _signature, ...decision } = record.decision;
  const text = canonicalize({ ...record, decision });
  if (text === undefined) throw new TypeError('record cannot be canonicalized');
  return new TextEncoder().encode(text);
}

/** RFC 8785 canonical JSON of any value (the attestation's profile digest uses it too). */
export function canonicalText(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value cannot be canonicalized');
  return text;
}
