// Trace exports into the trace fold, wherever the files are read (the CLI from
// disk, the page from dropped files); the measures are in ./measures.ts.
import { AqrError } from '../errors.js';
import { readJsonValues } from '../doc/json-lines.js';
import type { LineReader } from '../line-reader.js';
import type { TraceFold } from './fold.js';

const MAX_DOCUMENT_CHARS = 512 * 1024 * 1024;

/** One OTLP/JSON file, one export per line (as the Collector's file exporter writes) or one per file, into the fold. */
export async function foldTraceFile(file: string, fold: TraceFold, lines: LineReader): Promise<void> {
  await readJsonValues(lines, file, MAX_DOCUMENT_CHARS, 'one trace export over 512 MiB: write one export per line', {
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
