// The verdict as a SLSA Verification Summary Attestation v1
// (https://slsa.dev/spec/v1.0/verification_summary), the predicate that
// `gh attestation verify` and policy engines (Kyverno, OPA, Sigstore
// policy-controller) already read: this gate checked the released artifact
// against a policy (the profile) and it PASSED or FAILED. It stands beside
// aqr's own predicate, which carries what an auditor needs to re-check every
// gate; the VSA points at the record it summarises by digest.
import { releaseVerdict } from '../check/release.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { AqrPredicate } from './predicate.js';
import { STATEMENT_TYPE, type Statement, type Subject } from './statement.js';

export const VSA_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1';
/** The verifier: this gate (the project's URI); its version rides beside the id. */
export const VSA_VERIFIER_ID = 'https://github.com/agent-release-gate/agent-release-gate';
/** Where a built-in profile is published, at a release of this package. */
const BUILT_IN_PROFILE_BASE = 'https://github.com/agent-release-gate/agent-release-gate/blob';

export interface ResourceDescriptor {
  name?: string;
  uri: string;
  digest: { sha256: string };
}

export interface VerificationSummary {
  verifier: { id: string; version: Record<string, string> };
  timeVerified: string;
  resourceUri: string;
  policy: ResourceDescriptor;
  inputAttestations: ResourceDescriptor[];
  verificationResult: 'PASSED' | 'FAILED';
  /** `SUPERGAUGE_L1`…`SUPERGAUGE_L4` (a custom track: SLSA reserves the `SLSA_` prefix), or `FAILED`. */
  verifiedLevels: string[];
  slsaVersion: '1.0';
}

/** A SuperGauge conformance level, as src/check/ computes it. */
export type ConformanceLevel = 'L1' | 'L2' | 'L3' | 'L4';

export interface VsaInput {
  predicate: AqrPredicate;
  /** The conformance level the record reaches (null: below L1). */
  level: ConformanceLevel | null;
  /** The statement's subjects: the first is the resource the summary names. */
  subjects: readonly Subject[];
  /** The record file (its path), the VSA's input attestation. */
  recordPath: string;
  /** The profile's URI (policyUri). */
  policyUri: string;
  version: string;
  /** When the verification ran (RFC 3339): the clock, never the record's pinned decision time. */
  timeVerified: string;
}

/**
 * PASSED exactly when the release rule permits the record (src/check/release.ts,
 * the function behind the action's `release-permitted` and `aqr verify
 * --require-ship`): a ship at L2 or higher with a named actor and every gate
 * passing. A hold, a reject, or a ship below L2 is FAILED: a policy engine that
 * reads only this field is never told more than the release rule says.
 */
export function verificationResult(record: AgentQualityRecord, level: ConformanceLevel | null): 'PASSED' | 'FAILED' {
  return releaseVerdict(record, level).permitted ? 'PASSED' : 'FAILED';
}

/** A subject as a resource URI: its name when it is a URI already, else a generic package URL pinned by its digest. */
export function resourceUriOf(s: Subject): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(s.name) && !/^[a-z]:[\\/]/i.test(s.name)) return s.name;
  return `pkg:generic/${encodeURIComponent(s.name)}?checksum=sha256:${s.digest.sha256}`;
}

/**
 * The policy's URI: a built-in profile where this package's release publishes
 * it; a file in the repository at the commit judged, when the run knows it
 * (`repository`: the server and owner/name, `commit`), else by its path.
 */
export function policyUri(ref: string, o: { builtIn: boolean; version: string; repository?: string | undefined; commit?: string | undefined }): string {
  // A build from a checkout (version `dev`) has no release tag: its profiles are main's.
  if (o.builtIn) return `${BUILT_IN_PROFILE_BASE}/${/^\d+\.\d+\.\d+/.test(o.version) ? `v${o.version}` : 'main'}/profiles/${ref}.yaml`;
  return o.repository && o.commit ? `${o.repository}/blob/${o.commit}/${uriPath(ref)}` : fileUri(ref);
}

const uriPath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');
/** A path relative to the working directory (the repository root in the action), as a `file:` URI. */
const fileUri = (path: string): string => `file:${uriPath(path)}`;

const hex = (digest: string): string => digest.replace(/^sha256:/, '');

export function buildVsa(i: VsaInput): VerificationSummary {
  const [first] = i.subjects;
  if (!first) throw new Error('buildVsa: a summary names at least one subject');
  const result = verificationResult(i.predicate.record, i.level);
  return {
    verifier: { id: VSA_VERIFIER_ID, version: { 'agent-release-gate': i.version } },
    timeVerified: i.timeVerified,
    resourceUri: resourceUriOf(first),
    policy: { uri: i.policyUri, digest: { sha256: hex(i.predicate.profile.digest) } },
    inputAttestations: [{ name: i.recordPath, uri: fileUri(i.recordPath), digest: { sha256: hex(i.predicate.record_digest) } }],
    verificationResult: result,
    verifiedLevels: result === 'PASSED' && i.level ? [`SUPERGAUGE_${i.level}`] : ['FAILED'],
    slsaVersion: '1.0',
  };
}

/** The in-toto statement of a summary about the subjects it names. */
export function vsaStatement(vsa: VerificationSummary, subjects: readonly Subject[]): Statement<VerificationSummary> {
  return { _type: STATEMENT_TYPE, subject: [...subjects], predicateType: VSA_PREDICATE_TYPE, predicate: vsa };
}

/**
 * What keeps a value from being a VSA v1 as the spec's field list has it
 * (required fields and their types; unknown fields are allowed, as in-toto's
 * parsing rules say); empty when it is one.
 */
export function vsaIssues(v: unknown): string[] {
  const out: string[] = [];
  const o = isObject(v) ? v : {};
  if (!isObject(v)) return ['the predicate is not an object'];
  if (!isObject(o['verifier']) || !isUri(o['verifier']['id'])) out.push('verifier.id is not a URI');
  if (typeof o['timeVerified'] !== 'string' || Number.isNaN(Date.parse(o['timeVerified']))) out.push('timeVerified is not a timestamp');
  if (!isUri(o['resourceUri'])) out.push('resourceUri is not a URI');
  if (!isObject(o['policy']) || !isUri(o['policy']['uri'])) out.push('policy.uri is not a URI');
  const inputs = o['inputAttestations'];
  if (inputs !== undefined && (!Array.isArray(inputs) || !inputs.every((d) => isObject(d) && isObject(d['digest']))))
    out.push('inputAttestations is not a list of resource descriptors, each with a digest');
  if (o['verificationResult'] !== 'PASSED' && o['verificationResult'] !== 'FAILED') out.push('verificationResult is neither PASSED nor FAILED');
  const levels = o['verifiedLevels'];
  if (!Array.isArray(levels) || !levels.every((l) => typeof l === 'string')) out.push('verifiedLevels is not a list of strings');
  else if (o['verificationResult'] === 'FAILED' && levels.some((l) => l !== 'FAILED')) out.push('verifiedLevels names a level of a FAILED verification');
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isUri(v: unknown): boolean {
  return typeof v === 'string' && /^[a-z][a-z0-9+.-]*:\S+$/i.test(v);
}
