// Trial ledger shards (JSONL, optionally gzipped) from disk, folded into one
// tally; each file is hashed in the same pass, so the digest covers exactly
// the bytes that were measured and the ledger is read once.
import type { TrialTally } from '../ledger/tally.js';
import { foldTrials } from '../ledger/read.js';
import type { Manifest } from '../taskset/manifest.js';
import { expandFiles } from './files.js';
import { hashingLineReader } from './lines.js';

export interface LedgerRead {
  tally: TrialTally;
  files: string[];
  /** Blank lines passed over, counted so none goes unreported. */
  blank: number;
  /** The ledger digest (io/digest.ts contentSetDigest) of the bytes read. */
  digest: string;
}

export async function readTrials(patterns: readonly string[], manifest: Manifest): Promise<LedgerRead> {
  const files = await expandFiles(patterns, 'trial ledger');
  const reader = hashingLineReader();
  const { tally, blank } = await foldTrials(files, manifest, reader.lines);
  return { tally, files, blank, digest: reader.setDigest(files) };
}
