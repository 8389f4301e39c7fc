// aqr attest RECORD --signing-key KEY|env:NAME|file:PATH [--predicate FILE] [--subject FILE|GLOB]... [--subject-digest NAME=sha256:HEX]... [--out FILE]
import { AqrError } from '../errors.js';
import { runAttest } from '../pipeline/attest.js';
import { signingKeyOf } from '../pipeline/inputs.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const ATTEST_USAGE = `usage: ${synopsis('attest')}`;

export async function attestCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('attest', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as {
    'signing-key'?: string;
    key?: string;
    'key-env'?: string;
    predicate?: string;
    subject?: string[];
    'subject-digest'?: string[];
    out?: string;
    vsa?: boolean;
  };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${ATTEST_USAGE}`);
  const key = signingKeyOf({ signingKey: values['signing-key'], key: values.key, keyEnv: values['key-env'] });
  for (const w of key.warnings) io.err(`aqr: warning: ${w}`);
  const r = await runAttest({
    record: positionals[0] as string,
    key: key.key ?? {},
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
