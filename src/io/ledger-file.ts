// Trial ledger shards (JSONL, optionally gzipped) from disk, folded into one tally.
import type { TrialTally } from '../ledger/tally.js';
import { foldTrials } from '../ledger/read.js';
import type { Manifest } from '../taskset/manifest.js';
import { expandFiles } from './files.js';
import { forEachLine } from './lines.js';

export interface LedgerRead {
  tally: TrialTally;
  files: string[];
  /** Blank lines passed over, counted so none goes unreported. */
  blank: number;
}

export async function readTrials(patterns: readonly string[], manifest: Manifest): Promise<LedgerRead> {
  const files = await expandFiles(patterns, 'trial ledger');
  const { tally, blank } = await foldTrials(files, manifest, forEachLine);
  return { tally, files, blank };
}
