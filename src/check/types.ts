import type { PathSegment } from '../doc/path.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { SignatureVerifier } from '../sign/verifier.js';

export type Level = 'L1' | 'L2' | 'L3' | 'L4';
export const LEVELS: readonly Level[] = ['L1', 'L2', 'L3', 'L4'];

/** One requirement a record misses, at the level that demands it. */
export interface Unmet {
  level: Level;
  /** Stable, documented in docs/conformance.md. */
  code: string;
  message: string;
  /** Where in the record, when the rule points at one field. */
  path?: PathSegment[];
}

export interface CheckResult {
  /** Highest level reached; null below L1. */
  level: Level | null;
  /** What the record misses for the next level (empty at L4). */
  unmet: Unmet[];
}

/** What `checkRecord` may use beyond the record: a signature verifier, a replay of its evidence. */
export interface CheckOptions {
  verifier?: SignatureVerifier;
  /** Replays the record from its ledger; L4 then also needs the replay to hold. */
  replay?: (record: AgentQualityRecord) => Promise<Unmet[]>;
}
