// An in-toto Statement v1 (https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md)
// whose subjects are what is released and whose predicate is aqr's.
import type { AgentQualityRecord } from '../record/types.js';
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

export function buildStatement(predicate: AqrPredicate, subjects: readonly Subject[]): Statement {
  return {
    _type: STATEMENT_TYPE,
    subject: subjects.length > 0 ? [...subjects] : [defaultSubject(predicate.record)],
    predicateType: PREDICATE_TYPE,
    predicate,
  };
}
