// JSON values from a file on disk: JSON Lines or one document (src/json-values.ts).
import { readJsonValues as readValues, type JsonValueHandlers } from '../json-values.js';
import { forEachLine } from './lines.js';

export type { JsonValueHandlers };

export function readJsonValues(file: string, maxDocumentChars: number, tooLarge: string, on: JsonValueHandlers): Promise<void> {
  return readValues((f, each) => forEachLine(f, each), file, maxDocumentChars, tooLarge, on);
}
