// `aqr tally`: one matrix job's shards folded and written as a partial tally
// (ledger/partial.ts); `aqr verify --tallies` folds them again to check one.
import { fileDigest, fileSha256Hex } from '../io/digest.js';
import { expandFiles } from '../io/files.js';
import { readPartial } from '../io/tally-file.js';
import type { Mismatch } from '../replay/replay.js';
import { readTrials } from '../io/ledger-file.js';
import { readTextFile } from '../io/read-text.js';
import { MAX_MANIFEST_BYTES } from '../io/limits.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import { partialDifference, partialOf, partialText, type PartialTally } from '../ledger/partial.js';
import { manifestFromText, type Manifest } from '../taskset/manifest.js';
import { VERSION } from '../version.js';

export interface TallyRun {
  partial: PartialTally;
  out: string;
  blank: number;
}

/** The task manifest and its digest, as a tally names it. */
export async function readManifestFile(file: string): Promise<{ manifest: Manifest; digest: string }> {
  const manifest = await manifestFromText(await readTextFile(file, 'task manifest', MAX_MANIFEST_BYTES), file);
  return { manifest, digest: await fileDigest(file) };
}

/** Folds the shards (files or globs) as `aqr evaluate --trials` does, and the partial tally of them. */
export async function tallyShards(shards: readonly string[], manifest: Manifest, manifestDigest: string): Promise<PartialTally> {
  const read = await readTrials(shards, manifest);
  return partialOf(read.tally, {
    shards: read.entries.map((e) => ({ name: e.file, sha256: e.sha256, lines: e.lines })),
    skipped: read.blank,
    manifestDigest,
    evidenceFormat: read.format,
    tool: `aqr ${VERSION}`,
  });
}

/** `aqr tally`: reads the task manifest, folds the shards and writes their partial tally whole to `out`. */
export async function runTally(o: { shards: readonly string[]; taskManifest: string; out: string }): Promise<TallyRun> {
  const { manifest, digest } = await readManifestFile(o.taskManifest);
  const partial = await tallyShards(o.shards, manifest, digest);
  await writeFileAtomic(o.out, partialText(partial));
  return { partial, out: o.out, blank: partial.lines.skipped };
}

/**
 * `aqr verify --tallies`: each partial tally folded again from its shards
 * (found among the ledger files by content, wherever they lie now), and where
 * it differs, named by tally and task. So trusting a merge never means
 * trusting the matrix jobs that wrote the tallies.
 */
export async function checkTallies(tallies: readonly string[], ledger: readonly string[], manifestFile: string): Promise<Mismatch[]> {
  const { manifest, digest } = await readManifestFile(manifestFile);
  const byContent = new Map<string, string>();
  for (const f of await expandFiles(ledger, 'trial ledger')) byContent.set(await fileSha256Hex(f), f);
  const out: Mismatch[] = [];
  const miss = (file: string, recorded: unknown, recomputed: unknown, why: string) =>
    out.push({ code: 'TALLY_MISMATCH', what: file, recorded, recomputed, message: `partial tally ${file}: ${why}` });
  for (const file of await expandFiles(tallies, 'partial tally')) {
    const given = await readPartial(file, manifest);
    if (given.manifest_digest !== digest) {
      miss(file, given.manifest_digest, digest, `counts another task manifest (${given.manifest_digest}) than ${manifestFile} (${digest})`);
      continue;
    }
    const absent = given.shards.find((s) => !byContent.has(s.sha256));
    if (absent) {
      miss(
        file,
        absent.sha256,
        null,
        `its shard ${absent.name} (sha256 ${absent.sha256.slice(0, 12)}…) is not among the --ledger files, so it cannot be checked`,
      );
      continue;
    }
    const again = await tallyShards(
      given.shards.map((s) => byContent.get(s.sha256) as string),
      manifest,
      digest,
    );
    // The shards may lie elsewhere now: compared by content, under the names the tally gives them.
    const names = new Map(given.shards.map((s) => [s.sha256, s.name]));
    const renamed = {
      ...again,
      shards: again.shards.map((s) => ({ ...s, name: names.get(s.sha256) ?? s.name })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    };
    const differs = partialDifference(given, renamed);
    if (differs) miss(file, null, null, `${differs}: the tally is not what its shards give`);
  }
  return out;
}
