// The record formats (`assurance.evidence.format`, `name/N`) of the imported
// eval files, as data: replay reads them to know a record's evidence is an
// eval tool's original file, read through its importer (src/import/index.ts).
import type { ImportFormat } from './types.js';

/** The `name` part of each importer's record format (`promptfoo.results/3` → promptfoo.results). */
export const RECORD_FORMAT_NAMES: Readonly<Record<ImportFormat, string>> = {
  promptfoo: 'promptfoo.results',
  junit: 'junit',
  inspect: 'inspect.log',
  deepeval: 'deepeval.test-run',
};

/** The importer's format a record format names, or undefined when it is not an imported one. */
export function importFormatOf(recordFormat: string): ImportFormat | undefined {
  const name = recordFormat.slice(0, Math.max(0, recordFormat.indexOf('/')));
  return (Object.keys(RECORD_FORMAT_NAMES) as ImportFormat[]).find((f) => RECORD_FORMAT_NAMES[f] === name);
}
