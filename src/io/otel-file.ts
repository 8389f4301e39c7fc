// OTLP/JSON trace exports, streamed: one export object per line (as the
// Collector's file exporter writes them) or one per file.
import { AqrError } from '../errors.js';
import type { TraceFold } from '../otel/fold.js';
import { expandFiles } from './files.js';
import { readJsonValues } from './json-values.js';

const MAX_DOCUMENT_CHARS = 512 * 1024 * 1024;

export async function readTraces(patterns: readonly string[], fold: TraceFold): Promise<string[]> {
  const files = await expandFiles(patterns, 'evidence');
  for (const file of files) {
    await readJsonValues(file, MAX_DOCUMENT_CHARS, 'one trace export over 512 MiB: write one export per line', {
      value: (v, line) => fold.add(v, `${file}:${line}`),
      badLine: (line) => {
        throw new AqrError('ERR_INPUT_PARSE', 'is not JSON (trace exports are one OTLP/JSON object per line, or one per file)', { file, line });
      },
      document: (text) => {
        let v: unknown;
        try {
          v = JSON.parse(text);
        } catch {
          throw new AqrError('ERR_INPUT_PARSE', 'is neither OTLP/JSON lines nor one OTLP/JSON document', { file });
        }
        fold.add(v, file);
      },
    });
  }
  return files;
}
