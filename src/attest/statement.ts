// An in-toto Statement v1 (https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md)
// whose subjects are what is released and whose predicate is aqr's.
import type { AgentQualityRecord } from '../record/types.js';
import { IN_TOTO_PAYLOAD_TYPE } from './pae.js';
import { PREDICATE_TYPE, type AqrPredicate } from './predicate.js';

export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';

export interface Subject {
  name: string;
  digest: { sha256: string };
}

export interface Statement<P = AqrPredicate> {
  _type: typeof STATEMENT_TYPE;
  subject: Subject[];
  predicateType: string;
  predicate: P;
}

/** `NAME=sha256:HEX` (a subject given by digest); null when it is not that shape. */
export function parseSubjectDigest(text: string): Subject | null {
  const m = /^(.+)=sha256:([0-9a-f]{64})$/.exec(text);
  return m ? { name: m[1] as string, digest: { sha256: m[2] as string } } : null;
}

/** Without subjects of its own, a statement is about the agent the record names, by its harness digest. */
export function defaultSubject(record: AgentQualityRecord): Subject {
  return { name: record.subject.agent, digest: { sha256: record.subject.harness_digest.replace(/^sha256:/, '') } };
}

/** The subjects given, or without any, the agent the record names. */
export function subjectsOf(subjects: readonly Subject[], record: AgentQualityRecord): Subject[] {
  return subjects.length > 0 ? [...subjects] : [defaultSubject(record)];
}

export function buildStatement(predicate: AqrPredicate, subjects: readonly Subject[]): Statement {
  return {
    _type: STATEMENT_TYPE,
    subject: subjectsOf(subjects, predicate.record),
    predicateType: PREDICATE_TYPE,
    predicate,
  };
}

/** A statement as read from an envelope: any predicate type, the predicate not yet checked. */
export interface AnyStatement {
  _type: string;
  subject: Subject[];
  predicateType: string;
  predicate: unknown;
}

/** The in-toto Statement v1 a DSSE payload holds, or the one-line problem that keeps it from being one. */
export function statementFromPayload(payloadType: string, payload: Uint8Array): { statement: AnyStatement } | { problem: string } {
  if (payloadType !== IN_TOTO_PAYLOAD_TYPE) return { problem: `the envelope's payloadType is ${JSON.stringify(payloadType)}, not ${IN_TOTO_PAYLOAD_TYPE}` };
  let s: Partial<AnyStatement>;
  try {
    s = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload)) as Partial<AnyStatement>;
  } catch {
    return { problem: 'the envelope payload is not JSON' };
  }
  if (s === null || typeof s !== 'object' || s._type !== STATEMENT_TYPE || typeof s.predicateType !== 'string' || !Array.isArray(s.subject))
    return { problem: `the payload is not an in-toto Statement v1 (_type ${STATEMENT_TYPE}, subject, predicateType)` };
  return { statement: s as AnyStatement };
}
