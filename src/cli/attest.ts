// aqr attest RECORD (--key FILE | --key-env VARIABLE) [--predicate FILE] [--subject FILE|GLOB]... [--subject-digest NAME=sha256:HEX]... [--out FILE]
import { AqrError } from '../errors.js';
import { runAttest } from '../pipeline/attest.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const ATTEST_USAGE = `usage: ${synopsis('attest')}`;

export async function attestCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('attest', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as {
    key?: string;
    'key-env'?: string;
    predicate?: string;
    subject?: string[];
    'subject-digest'?: string[];
    out?: string;
    vsa?: boolean;
  };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${ATTEST_USAGE}`);
  if (values.key !== undefined && values['key-env'] !== undefined) throw new AqrError('ERR_USAGE', 'give --key or --key-env, not both');
  const r = await runAttest({
    record: positionals[0] as string,
    key: { file: values.key, env: values['key-env'] },
    predicate: values.predicate,
    subjects: values.subject ?? [],
    subjectDigests: values['subject-digest'] ?? [],
    out: values.out,
    vsa: values.vsa,
  });
  const what = values.vsa ? `SLSA verification summary (${r.statement.predicateType})` : 'in-toto statement';
  io.out(`${r.out}: ${what} of ${r.recordId} for ${r.statement.subject.map((s) => s.name).join(', ')}, signed (kid ${r.kid})`);
  return 0;
}
