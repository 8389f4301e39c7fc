// A record file from disk: text, parsed, and recognisably a record.
import { asRecordDocument } from '../record/document.js';
import { parseDocument, type Parsed } from '../record/parse.js';
import { readTextFile } from './read-text.js';

export async function readRecordFile(file: string): Promise<Parsed> {
  return asRecordDocument(parseDocument(await readTextFile(file, 'record'), file), file);
}
