// Trial ledger shards (JSONL, optionally gzipped) from disk, folded into one
// tally; each file is hashed in the same pass, so the digest covers exactly
// the bytes that were measured and the ledger is read once.
import { AqrError } from '../errors.js';
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
  /** Each file's sha256 (hex) and line count, as read. */
  entries: { file: string; sha256: string; lines: number }[];
}

export async function readTrials(patterns: readonly string[], manifest: Manifest): Promise<LedgerRead> {
  const files = await expandFiles(patterns, 'trial ledger');
  const reader = hashingLineReader();
  const { tally, blank } = await foldTrials(files, manifest, reader.lines);
  if (tally.events === 0) throw noAttempts(files, 'trial ledger');
  return { tally, files, blank, digest: reader.setDigest(files), entries: reader.entries(files) };
}

/**
 * Evidence with no attempt in it (a crashed evaluation step, a glob that
 * caught the wrong files) measured nothing: an input error naming the file,
 * never a record of a hold.
 */
export function noAttempts(files: readonly string[], what: string): AqrError {
  const others = files.length === 2 ? ', nor does the other file' : files.length > 2 ? `, nor do the ${files.length - 1} other files` : '';
  return new AqrError('ERR_INPUT_EMPTY', `holds no attempt${others}: the ${what} measured nothing (did the evaluation step fail?)`, { file: files[0] ?? what });
}
