// A record file from disk: text, parsed, and recognisably a record.
import { asRecordDocument } from '../record/document.js';
import type { Parsed } from '../doc/parsed.js';
import { readDocument } from '../doc/read.js';
import { readTextFile, type ReadText } from './read-text.js';

export async function readRecordFile(file: string, read: ReadText = readTextFile): Promise<Parsed> {
  return asRecordDocument(await readDocument(await read(file, 'record'), file), file);
}
