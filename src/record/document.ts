// A parsed document that is recognisably a record: a mapping with a
// `supergauge` key. Shared by the CLI's reader and the page.
import { AqrError } from '../errors.js';
import type { Parsed } from '../doc/parsed.js';

export function asRecordDocument(parsed: Parsed, file: string): Parsed {
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    const got = Array.isArray(v) ? 'a list' : v === null ? 'null' : `a ${typeof v}`;
    throw new AqrError('ERR_NOT_A_RECORD', `is not an Agent Quality Record: the top level is ${got}, expected a mapping`, { file, line: 1 });
  }
  if (!('supergauge' in v)) throw new AqrError('ERR_NOT_A_RECORD', "is not an Agent Quality Record: no 'supergauge' key at the top level", { file, line: 1 });
  return parsed;
}
