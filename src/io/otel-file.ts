// OTLP/JSON trace exports, streamed: one export object per line (as the
// Collector's file exporter writes them) or one per file; `.gz` read as is.
import { AqrError } from '../errors.js';
import type { TraceFold } from '../otel/fold.js';
import { expandFiles } from './files.js';
import { forEachLine } from './lines.js';

const MAX_DOCUMENT_CHARS = 512 * 1024 * 1024;

export async function readTraces(patterns: readonly string[], fold: TraceFold): Promise<string[]> {
  const files = await expandFiles(patterns, 'evidence');
  for (const file of files) {
    let whole: string[] | undefined;
    let lines = false;
    let size = 0;
    await forEachLine(file, (line, n) => {
      if (whole) {
        size += line.length + 1;
        if (size > MAX_DOCUMENT_CHARS) throw new AqrError('ERR_INPUT_TOO_LARGE', 'one trace export over 512 MiB: write one export per line', { file });
        whole.push(line);
        return;
      }
      if (line.trim() === '') return;
      let v: unknown;
      try {
        v = JSON.parse(line);
      } catch {
        if (lines) throw new AqrError('ERR_INPUT_PARSE', 'is not JSON (trace exports are one OTLP/JSON object per line, or one per file)', { file, line: n });
        whole = [line];
        size = line.length;
        return;
      }
      lines = true;
      fold.add(v, `${file}:${n}`);
    });
    if (whole) {
      let v: unknown;
      try {
        v = JSON.parse(whole.join('\n'));
      } catch {
        throw new AqrError('ERR_INPUT_PARSE', 'is neither OTLP/JSON lines nor one OTLP/JSON document', { file });
      }
      fold.add(v, file);
    }
  }
  return files;
}
