// Trial ledger shards (JSONL, optionally gzipped) from disk, folded into one
// tally; each file is hashed in the same pass, so the digest covers exactly
// the bytes that were measured and the ledger is read once.
import { AqrError } from '../errors.js';
import type { TrialTally } from '../ledger/tally.js';
import { foldTrials } from '../ledger/read.js';
import { LEDGER_FORMAT } from '../ledger/trial.js';
import { foldImported } from '../import/fold.js';
import type { Imported } from '../import/types.js';
import type { Manifest } from '../taskset/manifest.js';
import { contentSetDigestOf } from './digest.js';
import { expandFiles } from './files.js';
import { chooseImporter, readImported, type TrialsHow } from './import-file.js';
import { hashingLineReader } from './lines.js';

export interface LedgerRead {
  tally: TrialTally;
  files: string[];
  /** Blank lines passed over, counted so none goes unreported. */
  blank: number;
  /** The ledger digest (io/digest.ts contentSetDigest) of the bytes read. */
  digest: string;
  /** The record's evidence format: aqr.trials/1, or the eval tool's (`promptfoo.results/3`). */
  format: string;
  /** An eval tool's files: what each importer mapped, skipped, judged and warned of. */
  imported?: { file: string; imported: Imported }[];
  /** Each file's sha256 (hex) and line count, as read (an eval tool's file: its attempts mapped as its lines). */
  entries: { file: string; sha256: string; lines: number }[];
}

/** The trial ledger: native aqr.trials/1 shards, or an eval tool's own files read through its importer (`how`). */
export async function readTrials(patterns: readonly string[], manifest: Manifest, how: TrialsHow = {}): Promise<LedgerRead> {
  const files = await expandFiles(patterns, 'trial ledger');
  const importer = await chooseImporter(files, how);
  if (importer) {
    const reads = await readImported(files, importer, how.options);
    const tally = foldImported(reads, manifest);
    if (tally.events === 0) throw noAttempts(files, `${importer.format} results`);
    const formats = [...new Set(reads.map((r) => r.imported.format))];
    if (formats.length > 1)
      throw new AqrError('ERR_INPUT_MISMATCH', `is ${formats[1]} but another file is ${formats[0]}: one format version per ledger`, {
        file: reads.find((r) => r.imported.format === formats[1])?.file ?? files[0] ?? '',
      });
    return {
      tally,
      files,
      blank: 0,
      digest: contentSetDigestOf(reads.map((r) => r.hex)),
      format: formats[0] as string,
      imported: reads.map(({ file, imported }) => ({ file, imported })),
      entries: reads.map((r) => ({ file: r.file, sha256: r.hex, lines: r.imported.attempts.length })),
    };
  }
  const reader = hashingLineReader();
  const { tally, blank } = await foldTrials(files, manifest, reader.lines);
  if (tally.events === 0) throw noAttempts(files, 'trial ledger');
  return { tally, files, blank, digest: reader.setDigest(files), format: LEDGER_FORMAT, entries: reader.entries(files) };
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
