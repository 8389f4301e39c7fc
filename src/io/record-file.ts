// A record file from disk: text, parsed, and recognisably a record.
import { AqrError } from '../errors.js';
import { parseDocument, type Parsed } from '../record/parse.js';
import { readTextFile } from './read-text.js';

export async function readRecordFile(file: string): Promise<Parsed> {
  const parsed = parseDocument(await readTextFile(file, 'record'), file);
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    const got = Array.isArray(v) ? 'a list' : v === null ? 'null' : `a ${typeof v}`;
    throw new AqrError('ERR_NOT_A_RECORD', `is not an Agent Quality Record: the top level is ${got}, expected a mapping`, { file, line: 1 });
  }
  if (!('supergauge' in v)) throw new AqrError('ERR_NOT_A_RECORD', "is not an Agent Quality Record: no 'supergauge' key at the top level", { file, line: 1 });
  return parsed;
}
