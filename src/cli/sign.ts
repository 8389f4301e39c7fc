// aqr sign RECORD (--key FILE | --key-env VARIABLE) [--out FILE]
import { parseArgs } from 'node:util';
import { AqrError } from '../errors.js';
import { readPrivateKey } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { toJsonText, toYamlText } from '../record/write.js';
import { signRecord } from '../sign/sign.js';
import type { Io } from './io.js';

export const SIGN_USAGE = 'usage: aqr sign RECORD (--key FILE | --key-env VARIABLE) [--out FILE]';

export async function signCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { key: { type: 'string' }, 'key-env': { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.out(SIGN_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${SIGN_USAGE}`);
  const file = positionals[0] as string;
  const key = await readPrivateKey({ file: values.key, env: values['key-env'] });
  const parsed = await readRecordFile(file);
  // Sign only what is at least L1's shape: a signature must not bless a malformed record.
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    const line = parsed.lineOf(issue.path);
    throw new AqrError('ERR_NOT_A_RECORD', `is not schema-valid, so it is not signed: ${issue.message}`, { file, ...(line === undefined ? {} : { line }) });
  }
  const signed = await signRecord(parsed.value as AgentQualityRecord, key);
  const out = values.out ?? file;
  await writeFileAtomic(out, parsed.syntax === 'yaml' && !out.endsWith('.json') ? toYamlText(signed) : toJsonText(signed));
  io.out(`${out}: signed (${key.alg}, kid ${key.kid})`);
  return 0;
}
