// aqr attest RECORD (--key FILE | --key-env VARIABLE) [--predicate FILE] [--subject FILE|GLOB]... [--subject-digest NAME=sha256:HEX]... [--out FILE]
import { parseArgs } from 'node:util';
import { AqrError } from '../errors.js';
import { runAttest } from '../pipeline/attest.js';
import type { Io } from './io.js';

export const ATTEST_USAGE = 'usage: aqr attest RECORD (--key FILE | --key-env VARIABLE) [--predicate FILE] [--subject FILE|GLOB]... [--subject-digest NAME=sha256:HEX]... [--out FILE]';

export async function attestCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      key: { type: 'string' },
      'key-env': { type: 'string' },
      predicate: { type: 'string' },
      subject: { type: 'string', multiple: true },
      'subject-digest': { type: 'string', multiple: true },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(ATTEST_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${ATTEST_USAGE}`);
  if (values.key !== undefined && values['key-env'] !== undefined) throw new AqrError('ERR_USAGE', 'give --key or --key-env, not both');
  const r = await runAttest({
    record: positionals[0] as string,
    key: { file: values.key, env: values['key-env'] },
    predicate: values.predicate,
    subjects: values.subject ?? [],
    subjectDigests: values['subject-digest'] ?? [],
    out: values.out,
  });
  io.out(`${r.out}: in-toto statement of ${r.statement.predicate.record.record_id} for ${r.statement.subject.map((s) => s.name).join(', ')}, signed (kid ${r.kid})`);
  return 0;
}
