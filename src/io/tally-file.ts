// Partial tallies (aqr.tally/1, ledger/partial.ts) on disk: written whole by
// `aqr tally`, read and merged by `aqr evaluate --tallies`. A tally is a row
// a task, so it is read whole, within the task manifest's cap.
import { AqrError } from '../errors.js';
import { asPartial, mergePartials, type Merged, type PartialTally } from '../ledger/partial.js';
import type { Manifest } from '../taskset/manifest.js';
import { contentSetDigestOf } from './digest.js';
import { expandFiles } from './files.js';
import { readJsonFile } from './json-file.js';
import { MAX_MANIFEST_BYTES } from './limits.js';

export interface TalliesRead extends Merged {
  /** The tally files, sorted. */
  files: string[];
  /** The ledger digest of the shards the tallies cover, from their entries: the one a job reading every shard computes. */
  digest: string;
}

export async function readPartial(file: string, manifest: Manifest): Promise<PartialTally> {
  const v = await readJsonFile(file, 'partial tally', () => 'is not JSON (a partial tally is the JSON aqr tally writes)', MAX_MANIFEST_BYTES);
  return asPartial(v, file, manifest);
}

export async function readTallies(patterns: readonly string[], manifest: Manifest, manifestDigest: string): Promise<TalliesRead> {
  const files = await expandFiles(patterns, 'partial tally');
  const parts = [];
  for (const file of files) parts.push({ file, partial: await readPartial(file, manifest) });
  const merged = mergePartials(parts, manifest, manifestDigest);
  if (merged.tally.events === 0)
    throw new AqrError('ERR_INPUT_EMPTY', 'holds no attempt: the partial tallies measured nothing (did the evaluation step fail?)', {
      file: files[0] ?? 'tallies',
    });
  return { ...merged, files, digest: contentSetDigestOf(merged.shards.map((s) => s.sha256)) };
}
