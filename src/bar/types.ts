// The bar a change is judged by: the profile (and every profile it extends),
// the task manifest, the authority policy and the decisions, as plain data.
import type { Decision } from '../gate/gates.js';
import type { Profile, ProfileGate } from '../profile/types.js';
import type { Authority, GateSource, ReleaseTier } from '../record/types.js';
import type { Manifest } from '../taskset/manifest.js';

/** Files a verdict rests on beside the bar proper, named by the config (PINNED_AS `file`): part of the bar where the base commit holds them. */
export const BAR_INPUT_ROLES = ['acceptance-rule', 'rollback-to', 'baseline', 'baseline-key'] as const;
export type BarInputRole = (typeof BAR_INPUT_ROLES)[number];

/** Whether a file of a bar is one beside the bar proper (a BarInputRole). */
export function isInputRole(role: BarRole): role is BarInputRole {
  return (BAR_INPUT_ROLES as readonly string[]).includes(role);
}

export type BarRole = 'profile' | 'task-manifest' | 'authority' | 'decisions' | 'eval-definition' | BarInputRole;

/** One file of the bar: its role, its path (relative to the repository), the sha256 (hex) of its bytes. */
export interface BarFileDigest {
  role: BarRole;
  path: string;
  sha256: string;
}

/**
 * The bar a record was judged by, for the record's sidecar and the attestation:
 * the ref its files were read at (null: the checkout itself), each file's
 * digest, and whether the change under review altered any of them.
 */
export interface BarRecord {
  ref: string | null;
  files: BarFileDigest[];
  changed: boolean;
  /**
   * Every threshold the profile applied at the record's tier, floors and
   * ceilings alike: the record's schema keeps a gate's floor only (its gates
   * are closed), so a ceiling is signed here, beside it. Written by runs since
   * this field; an older bar has none.
   */
  thresholds?: { tier: ReleaseTier; gates: BarThreshold[] };
  /** An eval tool's file as evidence: the options that chose its rows, by their config keys (replay reads the file with them). */
  import_options?: ImportOptionsRecord;
}

/** `trials-subject`, `task-id`, `trials-scorer` as the run resolved them (the subject's full name, the scorer chosen). */
export interface ImportOptionsRecord {
  'trials-subject'?: string;
  'task-id'?: string;
  'trials-scorer'?: string;
}

/** One threshold as the profile states it (the attestation's `thresholds.gates` carry the same shape). */
export type BarThreshold = Pick<
  ProfileGate,
  'id' | 'split' | 'k' | 'floor' | 'ceiling' | 'confidence' | 'min_n' | 'method' | 'resamples' | 'regression' | 'mode'
> & { source: GateSource };

/**
 * `<record>.bar.json`: the bar bound to one record and signed with the record's
 * key. `record_digest` is the sha256 of what the record's signature covers
 * (RFC 8785 of the record without decision.signature, alike for its YAML and
 * JSON forms); `signature` is a detached JWS over the RFC 8785 canonical JSON
 * of `{record_digest, bar}`, the bar whole, whatever fields it carries.
 * Absent when the run had no key: the bar is then unsigned.
 */
export interface BarStatement {
  record_digest: string;
  bar: BarRecord;
  signature?: string;
}

/** A bar read and parsed: what the gate needs, and the files it came from. */
export interface Bar {
  profile: Profile;
  manifest: Manifest;
  manifestDigest: string;
  authority: Authority;
  decisions: Decision[];
  files: BarFileDigest[];
  /** The bytes of each BarInputRole file read (by path): the judged run reads them as this bar's source has them. */
  texts?: ReadonlyMap<string, Uint8Array>;
}

/** What the change under review does to the bar, for the report. */
export interface BarChange {
  /** The source the base bar came from ("commit 1a2b3c4d5e6f"). */
  base: string;
  /** Each difference in plain text (ids come from inputs: escape before rendering). */
  lines: string[];
  /** Which bar was enforced: the base's, or (accepted) the change's own. */
  enforced: 'base' | 'proposed';
  /** How the change was accepted, when it was. */
  accepted?: string;
}
