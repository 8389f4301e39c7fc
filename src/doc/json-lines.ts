// JSON values from a file that is either JSON Lines (each line handed over as it
// is read) or one JSON document (a file whose first line is not a whole value,
// read whole up to a cap). Where the lines come from is the caller's (a file
// on disk through io/lines.ts, gunzipped when .gz; a File in the page).
import { AqrError } from '../errors.js';
import type { LineReader } from '../line-reader.js';

export interface JsonValueHandlers {
  /** One line's value, in JSON Lines mode. */
  value(v: unknown, line: number): void;
  /** A line that is not JSON, after earlier lines were. */
  badLine(line: number): void;
  /** The whole text, in document mode. */
  document(text: string): void;
}

export async function readJsonValues(lines: LineReader, file: string, maxDocumentChars: number, tooLarge: string, on: JsonValueHandlers): Promise<void> {
  let mode: 'unknown' | 'lines' | 'document' = 'unknown';
  const doc: string[] = [];
  let size = 0;
  await lines(file, (line, n) => {
    if (mode === 'document') {
      size += line.length + 1;
      if (size > maxDocumentChars) throw new AqrError('ERR_INPUT_TOO_LARGE', tooLarge, { file });
      doc.push(line);
      return;
    }
    // A line that starts with a printable ASCII character is not blank: trim() only for the others.
    const c = line.charCodeAt(0);
    if (!(c > 0x20 && c < 0x7f) && line.trim() === '') {
      if (mode === 'unknown') doc.push(line);
      return;
    }
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      if (mode === 'lines') return on.badLine(n);
      mode = 'document';
      doc.push(line);
      size = doc.join('\n').length;
      return;
    }
    mode = 'lines';
    on.value(v, n);
  });
  if ((mode as string) === 'document') on.document(doc.join('\n'));
}
