// Trial ledger shards (JSONL, optionally gzipped) from disk, folded into one
// tally; each file is hashed in the same pass, so the digest covers exactly
// the bytes that were measured and the ledger is read once.
import { createHash } from 'node:crypto';
import type { TrialTally } from '../ledger/tally.js';
import { foldTrials, type LineReader } from '../ledger/read.js';
import type { Manifest } from '../taskset/manifest.js';
import { contentSetDigestOf } from './digest.js';
import { expandFiles } from './files.js';
import { forEachLine, MAX_LINE_CHARS } from './lines.js';

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
  const hexes = new Map<string, string>();
  const hashing: LineReader = async (file, each) => {
    const hash = createHash('sha256');
    const n = await forEachLine(file, each, MAX_LINE_CHARS, (chunk) => hash.update(chunk));
    hexes.set(file, hash.digest('hex'));
    return n;
  };
  const { tally, blank } = await foldTrials(files, manifest, hashing);
  return { tally, files, blank, digest: contentSetDigestOf(files.map((f) => hexes.get(f) as string)) };
}
