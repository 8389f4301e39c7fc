// `aqr import` and `aqr init --from` share this: an eval tool's own files read
// through their importer (as `--trials` reads them), written as aqr.trials/1,
// and what was mapped, skipped and judged, said one line each.
import { AqrError } from '../errors.js';
import { expandFiles } from '../io/files.js';
import { chooseImporter, readImported, type ImportedRead, type TrialsHow } from '../io/import-file.js';
import type { LedgerRead } from '../io/ledger-file.js';
import { judgedLines, trialOf } from '../import/fold.js';
import { recomputeLine } from '../import/promptfoo-recompute.js';

/** The files named, read through the one importer their content (or `--trials-format`) calls for. */
export async function importFiles(patterns: readonly string[], how: TrialsHow = {}): Promise<ImportedRead[]> {
  const files = await expandFiles(patterns, 'eval results');
  const importer = await chooseImporter(files, how);
  if (!importer)
    throw new AqrError(
      'ERR_INPUT_INVALID',
      'is not a file aqr imports (promptfoo results JSON, JUnit XML, an Inspect AI log, a DeepEval test run); an aqr.trials/1 ledger needs no import (give --trials-format to force a reader)',
      { file: files[0] ?? '' },
    );
  const reads = await readImported(files, importer, how.options);
  if (reads.every((r) => r.imported.attempts.length === 0))
    throw new AqrError('ERR_INPUT_EMPTY', `holds no attempt: nothing the ${importer.format} reader maps`, { file: files[0] ?? '' });
  return reads;
}

/** The attempts as aqr.trials/1 lines, in the file's order (no split: splits come from the task manifest). */
export function trialsText(reads: readonly ImportedRead[]): string {
  return reads
    .flatMap((r) => r.imported.attempts)
    .map((a) => `${JSON.stringify(trialOf(a))}\n`)
    .join('');
}

/** What an eval tool's files gave beside the attempts, one line each: the subject, rows skipped and why, judged checks, the importer's warnings. */
export function importReport(read: Pick<LedgerRead, 'imported'>): string[] {
  const out: string[] = [];
  for (const { file, imported } of read.imported ?? []) {
    const at = `${file} (${imported.format}${imported.subject ? `, subject ${imported.subject}` : ''})`;
    out.push(`${at}: ${imported.attempts.length} attempt${imported.attempts.length === 1 ? '' : 's'} mapped`);
    for (const s of imported.skipped)
      out.push(
        `${at}: ${s.count} rows skipped: ${s.reason}${s.examples.length > 0 ? ` (${s.examples.join(', ')}${s.examples.length >= 3 ? ', …' : ''})` : ''}`,
      );
    for (const j of judgedLines(imported.judged)) out.push(`${at}: ${j}`);
    if (imported.recompute) out.push(`${at}: ${recomputeLine(imported.recompute)}`);
    for (const w of imported.warnings) out.push(`${at}: ${w}`);
  }
  return out;
}
