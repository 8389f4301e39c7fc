// The predicate of an aqr attestation: the record exactly as written, and what
// the record's schema has no place for but an auditor needs to re-check every
// gate: the resolved profile and each threshold it applied (ceilings too), the
// evidence files by digest and line count, and the tool. Documented in
// docs/attestation.md; the type URI is versioned with the shape.
import type { StatsSidecar } from '../gate/stats.js';
import type { BarRecord, BarThreshold } from '../bar/types.js';
import { barGateCheck } from '../bar/gates.js';
import { gatesAtTier, type Profile, type ProfileGate, type TaskSetRules } from '../profile/types.js';
import type { AgentQualityRecord, ReleaseTier } from '../record/types.js';
import { canonicalText } from '../sign/payload.js';
import { sha256Hex } from '../crypto/index.js';
import { schemaIssues } from '../record/validate.js';
import { sidecarProblem } from '../replay/bounds.js';

export const PREDICATE_TYPE = 'https://github.com/agent-release-gate/agent-release-gate/blob/main/docs/attestation.md#agent-quality-record-v0.1';

/** The profile after `extends`, as the gate used it (no load-time warnings). */
export type ResolvedProfile = Omit<Profile, 'warnings'>;

/**
 * One threshold the evaluation applied, as the profile states it: `floor` and
 * `ceiling`, and a confidence bound or regression test when the gate has one
 * (src/gate/bounds.ts).
 */
export type AppliedGate = BarThreshold;

export interface EvidenceFile {
  path: string;
  sha256: string;
  /** Lines in the file as stored (a `.gz` file: lines of its text). */
  lines: number;
}

/** The bar a pull request was held to: the files' digests and the ref they were read at (src/bar/types.ts). */
export type Bar = BarRecord;

export interface AqrPredicate {
  /** The record, as written (its JSON form; YAML and JSON share one signature). */
  record: AgentQualityRecord;
  /** sha256 of the record file's bytes as written, so `sha256sum` matches the artifact. */
  record_digest: string;
  profile: {
    /** What --profile named: a built-in `id@version` or a file. */
    ref: string;
    /** sha256 of the RFC 8785 canonical JSON of `resolved`. */
    digest: string;
    resolved: ResolvedProfile;
  };
  thresholds: {
    tier: ReleaseTier;
    /** The k pass^k and pass@k were computed for (null: none). */
    k: number | null;
    split: { sealed: boolean; held_in: number | null; held_out: number | null; rules: TaskSetRules };
    gates: AppliedGate[];
  };
  evidence: {
    format: string;
    files: EvidenceFile[];
    task_manifest: { path: string; digest: string };
    signals: { path: string; digest: string } | null;
  };
  tool: { name: 'aqr'; version: string };
  bar?: Bar;
  /** Confidence bounds, regression tests and shadow gates (the `<record>.stats.json` sidecar), when the profile uses them. */
  stats?: StatsSidecar;
}

export function profileDigest(p: ResolvedProfile): string {
  return `sha256:${sha256Hex(canonicalText(p))}`;
}

export function resolvedProfile(p: Profile): ResolvedProfile {
  const { warnings: _w, ...rest } = p;
  return JSON.parse(JSON.stringify(rest)) as ResolvedProfile;
}

/** Every threshold a profile applies at a tier, in the shape the predicate carries. */
export function appliedGates(p: ResolvedProfile, tier: ReleaseTier): AppliedGate[] {
  return gatesAtTier({ ...p, warnings: [] }, tier).map((g: ProfileGate) => {
    const a: AppliedGate = { id: g.id, source: g.source ?? 'native' };
    if (g.split !== undefined) a.split = g.split;
    if (g.k !== undefined) a.k = g.k;
    if (g.floor !== undefined) a.floor = g.floor;
    if (g.ceiling !== undefined) a.ceiling = g.ceiling;
    for (const k of ['confidence', 'min_n', 'method', 'resamples', 'regression', 'mode'] as const)
      if (g[k] !== undefined) (a as unknown as Record<string, unknown>)[k] = g[k];
    return a;
  });
}

export interface PredicateInput {
  record: AgentQualityRecord;
  recordDigest: string;
  profileRef: string;
  profile: Profile | ResolvedProfile;
  tier: ReleaseTier;
  k: number | undefined;
  sealed: boolean;
  evidence: AqrPredicate['evidence'];
  version: string;
  bar?: Bar;
  stats?: StatsSidecar;
}

export function buildPredicate(i: PredicateInput): AqrPredicate {
  const resolved = resolvedProfile({ warnings: [], ...i.profile });
  const p: AqrPredicate = {
    record: i.record,
    record_digest: i.recordDigest,
    profile: { ref: i.profileRef, digest: profileDigest(resolved), resolved },
    thresholds: {
      tier: i.tier,
      k: i.k ?? null,
      split: { sealed: i.sealed, held_in: i.record.task_set.held_in ?? null, held_out: i.record.task_set.held_out ?? null, rules: resolved.task_set },
      gates: appliedGates(resolved, i.tier),
    },
    evidence: i.evidence,
    tool: { name: 'aqr', version: i.version },
  };
  if (i.bar) p.bar = i.bar;
  if (i.stats) p.stats = i.stats;
  return p;
}

/** What in a predicate does not hold together: its profile digest, its thresholds against the profile and the record. */
export function predicateIssues(p: AqrPredicate): string[] {
  const out: string[] = [];
  const digest = profileDigest(p.profile.resolved);
  if (digest !== p.profile.digest) out.push(`profile.digest is ${p.profile.digest} but the resolved profile hashes to ${digest}`);
  const again = canonicalText(appliedGates(p.profile.resolved, p.thresholds.tier));
  if (again !== canonicalText(p.thresholds.gates)) out.push(`thresholds.gates are not the gates the resolved profile applies at tier ${p.thresholds.tier}`);
  if (p.record.profile.tier !== p.thresholds.tier) out.push(`thresholds.tier ${p.thresholds.tier} is not the record's tier ${p.record.profile.tier}`);
  if (p.record.task_set.manifest_digest !== p.evidence.task_manifest.digest)
    out.push("evidence.task_manifest.digest is not the record's task_set.manifest_digest");
  // Replay computes a bound for each of these: a level outside (0.5, 1) or an unbounded resample count is refused, not run.
  const level = (x: unknown) => x === undefined || (typeof x === 'number' && x > 0.5 && x < 1);
  for (const g of p.thresholds.gates) {
    const r = g.resamples;
    if (!level(g.confidence) || !level(g.regression?.confidence) || (r !== undefined && !(Number.isInteger(r) && r >= 100 && r <= 100_000)))
      out.push(`thresholds: gate ${String(g.id)} has a confidence, regression confidence or resamples outside what a profile allows`);
  }
  // The record against the profile it was judged by: the rule aqr verify --bar applies to the bar's profile.
  out.push(...barGateCheck({ ...p.profile.resolved, warnings: [] }, p.record).mismatches);
  return out;
}

/** The first field an aqr predicate must have and this value lacks; undefined when it has them all. */
export function predicateShapeIssue(v: unknown): string | undefined {
  const o = v as Partial<Record<string, Record<string, unknown>>> | null;
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return 'the top level is not an object';
  if (typeof o['record'] !== 'object' || o['record'] === null || schemaIssues(o['record']).length > 0)
    return 'record is not a schema-valid Agent Quality Record';
  if (typeof o['record_digest'] !== 'string') return 'record_digest is missing';
  if (typeof o['profile']?.['resolved'] !== 'object' || typeof o['profile']['digest'] !== 'string') return 'profile.resolved or profile.digest is missing';
  const resolved = o['profile']['resolved'] as Record<string, unknown>;
  const objects = (a: unknown) => Array.isArray(a) && a.every((x) => typeof x === 'object' && x !== null && !Array.isArray(x));
  const tierGates = resolved['tier_gates'];
  if (!objects(resolved['gates']) || typeof tierGates !== 'object' || tierGates === null || !Object.values(tierGates).every(objects))
    return 'profile.resolved.gates or profile.resolved.tier_gates is not a list of gates';
  if (!objects(o['thresholds']?.['gates']) || typeof o['thresholds']?.['tier'] !== 'string') return 'thresholds.gates or thresholds.tier is missing';
  if (!Array.isArray(o['evidence']?.['files']) || typeof o['evidence']['task_manifest'] !== 'object')
    return 'evidence.files or evidence.task_manifest is missing';
  if (typeof o['tool']?.['name'] !== 'string') return 'tool is missing';
  return undefined;
}

/**
 * A statement's predicate read as aqr's: the predicate when it has aqr's shape,
 * and what keeps it from holding together (its digests, thresholds and stats),
 * each one line. A predicate with problems is not replayed.
 */
export function readPredicateValue(v: unknown): { predicate?: AqrPredicate; problems: string[] } {
  const shape = predicateShapeIssue(v);
  if (shape) return { problems: [`the predicate is not an aqr predicate: ${shape}`] };
  const predicate = v as AqrPredicate;
  const problems = predicateIssues(predicate);
  const stats = predicate.stats ? sidecarProblem(predicate.stats) : undefined;
  if (stats) problems.push(`the predicate's stats: ${stats}`);
  return { predicate, problems };
}
