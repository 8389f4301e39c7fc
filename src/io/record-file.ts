// A record file from disk: text, parsed, and recognisably a record.
import { asRecordDocument } from '../record/document.js';
import type { Parsed } from '../record/parse.js';
import { readDocument } from '../record/read-document.js';
import { readTextFile } from './read-text.js';

export async function readRecordFile(file: string): Promise<Parsed> {
  return asRecordDocument(await readDocument(await readTextFile(file, 'record'), file), file);
}
