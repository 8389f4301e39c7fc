// JSON values from a file on disk: JSON Lines or one document (src/doc/json-lines.ts).
import { readJsonValues, type JsonValueHandlers } from '../doc/json-lines.js';
import { forEachLine } from './lines.js';

export type { JsonValueHandlers };

export function readJsonValuesFile(file: string, maxDocumentChars: number, tooLarge: string, on: JsonValueHandlers): Promise<void> {
  return readJsonValues((f, each) => forEachLine(f, each), file, maxDocumentChars, tooLarge, on);
}
