// Signal files of any kind, streamed: JSON Lines are folded a line at a time;
// a file whose first line is not a whole JSON value is one JSON document (a run
// document, an array, a pretty-printed signal) and is read whole, up to a cap.
// `.gz` files are gunzipped on the way.
import { AqrError } from '../errors.js';
import { parseDocument } from '../record/parse.js';
import type { SignalAnalysis } from '../signals/analysis.js';
import { expandFiles } from './files.js';
import { forEachLine } from './lines.js';

const MAX_DOCUMENT_CHARS = 256 * 1024 * 1024;

export async function readSignals(patterns: readonly string[], analysis: SignalAnalysis): Promise<void> {
  for (const file of await expandFiles(patterns, 'signals')) {
    let mode: 'unknown' | 'lines' | 'document' = 'unknown';
    const doc: string[] = [];
    let size = 0;
    await forEachLine(file, (line, n) => {
      if (mode === 'document') {
        size += line.length + 1;
        if (size > MAX_DOCUMENT_CHARS) throw new AqrError('ERR_INPUT_TOO_LARGE', 'a single JSON document over 256 MiB: write large signal sets as JSON Lines', { file });
        doc.push(line);
        return;
      }
      if (line.trim() === '') {
        if (mode === 'unknown') doc.push(line);
        return;
      }
      let v: unknown;
      try {
        v = JSON.parse(line);
      } catch {
        if (mode === 'unknown') {
          mode = 'document';
          doc.push(line);
          size = doc.join('\n').length;
          return;
        }
        analysis.unreadable({ file, line: n }, 'the line is not JSON (signal files are JSON Lines, or one JSON document)');
        return;
      }
      mode = 'lines';
      analysis.add(v, { file, line: n });
    });
    if ((mode as string) === 'document') {
      const parsed = parseDocument(doc.join('\n'), file, { bulk: true });
      analysis.add(parsed.value, { file, line: parsed.lineOf([]) ?? 1, lineOf: (p) => parsed.lineOf(p) });
    }
  }
}
