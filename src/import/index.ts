// The importers, and which one reads a file: forced by `--trials-format`, or
// found by content (each importer's sniff). A file no importer claims is the
// native aqr.trials/1 ledger. Adding a format is one line in IMPORTERS.
import { AqrError } from '../errors.js';
import { importFormatOf } from './formats.js';
import { deepevalImporter } from './deepeval.js';
import { inspectImporter } from './inspect.js';
import { junitImporter } from './junit.js';
import { promptfooImporter } from './promptfoo.js';
import type { ImportFormat, Importer, ImportInput } from './types.js';

// Inspect's sniff is the strictest of the JSON ones, so it is asked before DeepEval's.
export const IMPORTERS: readonly Importer[] = [promptfooImporter, inspectImporter, deepevalImporter, junitImporter];

/** What `--trials-format` takes: the native ledger, or an importer's format. */
export type TrialsFormat = 'aqr' | ImportFormat;
export const TRIALS_FORMATS: readonly TrialsFormat[] = ['aqr', 'promptfoo', 'junit', 'inspect', 'deepeval'];

export function asTrialsFormat(v: string): TrialsFormat {
  if ((TRIALS_FORMATS as readonly string[]).includes(v)) return v as TrialsFormat;
  throw new AqrError('ERR_USAGE', `--trials-format must be one of ${TRIALS_FORMATS.join(', ')}, got ${JSON.stringify(v)}`);
}

/** The importer for a format, or an error when this build has none for it. */
export function importerFor(format: ImportFormat): Importer {
  const found = IMPORTERS.find((i) => i.format === format);
  if (!found)
    throw new AqrError(
      'ERR_USAGE',
      `--trials-format ${format}: this build of aqr has no ${format} reader (it reads ${IMPORTERS.map((i) => i.format).join(', ')})`,
    );
  return found;
}

/** The importer whose format the file's content is, or undefined for the native ledger. */
export function detectImporter(input: ImportInput): Importer | undefined {
  return IMPORTERS.find((i) => i.sniff(input));
}

/** The importer whose record format (`Imported.format`, `name/N`) this is: replay reads the original file through it. */
export function importerOfRecordFormat(format: string): Importer | undefined {
  const f = importFormatOf(format);
  return f === undefined ? undefined : IMPORTERS.find((i) => i.format === f);
}
