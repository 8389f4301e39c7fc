// Signal files of any kind, streamed: JSON Lines are folded a line at a time;
// a file that is one JSON document (a run document, an array, a pretty-printed
// signal) is read whole, up to a cap.
import { readDocument } from '../doc/read.js';
import type { SignalAnalysis } from '../signals/analysis.js';
import { expandFiles } from './files.js';
import { readJsonValuesFile } from './json-lines-file.js';

const MAX_DOCUMENT_CHARS = 256 * 1024 * 1024;

export async function readSignals(patterns: readonly string[], analysis: SignalAnalysis): Promise<void> {
  for (const file of await expandFiles(patterns, 'signals')) {
    const before = analysis.counts.records;
    let binary = false;
    let document: string | undefined;
    await readJsonValuesFile(file, MAX_DOCUMENT_CHARS, 'a single JSON document over 256 MiB: write large signal sets as JSON Lines', {
      value: (v, line) => analysis.add(v, { file, line }),
      badLine: (line) => analysis.unreadable({ file, line }, 'the line is not JSON (signal files are JSON Lines, or one JSON document)'),
      // The document is handed over once the file is read; it is parsed just after.
      document: (text) => void (document = text),
    });
    if (document !== undefined) {
      if (document.includes('\0')) binary = true;
      else {
        // readDocument loads the document parser (and YAML with it) only for a file that needs it: JSON Lines start faster.
        const parsed = await readDocument(document, file, { bulk: true });
        analysis.add(parsed.value, { file, line: parsed.lineOf([]) ?? 1, lineOf: (p) => parsed.lineOf(p) });
      }
    }
    // Nothing read from a file is said, never passed over in silence.
    if (analysis.counts.records === before)
      analysis.emptyFile(file, binary ? 'the file holds NUL bytes: it is binary, not signals' : 'the file holds no signal (it is empty or blank)');
  }
}
