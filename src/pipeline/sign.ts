// aqr sign: a record on disk, signed with a private key, written back; the bar
// beside it, when bound to it, signed with the same key.
import { AqrError } from '../errors.js';
import { readPrivateKey } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { writeFilesAtomic } from '../io/write-atomic.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { toRecordText } from '../doc/text.js';
import { signRecord } from '../sign/sign.js';
import { barStatement, barStatementText, recordDigest } from '../sign/bar-statement.js';
import type { BarRecord } from '../bar/types.js';
import { besideRecord } from '../io/beside.js';
import { existsSync } from 'node:fs';
import { readBarStatement } from './bar-check.js';

export interface SignedFile {
  out: string;
  alg: string;
  kid: string;
  /** `<out>.bar.json`: the bar beside the record, bound to it, signed with the same key. */
  barOut?: string;
}

/**
 * Signs the record in `file` with the key from `key` and writes it to `out`
 * (default: `file`), YAML if it was YAML and `out` does not end in .json.
 * A record that is not schema-valid is refused: a signature must not bless a
 * malformed record.
 */
export async function signFile(file: string, key: Parameters<typeof readPrivateKey>[0], out = file): Promise<SignedFile> {
  const signingKey = await readPrivateKey(key);
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    const line = parsed.lineOf(issue.path);
    throw new AqrError('ERR_NOT_A_RECORD', `is not schema-valid, so it is not signed: ${issue.message}`, { file, ...(line === undefined ? {} : { line }) });
  }
  const signed = await signRecord(parsed.value as AgentQualityRecord, signingKey);
  const bar = await boundBar(file, signed);
  const barOut = bar ? besideRecord(out, '.bar.json') : undefined;
  await writeFilesAtomic([
    { file: out, data: await toRecordText(signed, parsed.syntax === 'yaml' && !out.endsWith('.json')) },
    ...(bar && barOut ? [{ file: barOut, data: barStatementText(await barStatement(signed, bar, signingKey)) }] : []),
  ]);
  return { out, alg: signingKey.alg, kid: signingKey.kid, ...(barOut ? { barOut } : {}) };
}

/** The bar beside the record when it is bound to this record (a run without a key wrote it unsigned); any other is left alone. */
async function boundBar(file: string, record: AgentQualityRecord): Promise<BarRecord | undefined> {
  const sidecar = besideRecord(file, '.bar.json');
  if (!existsSync(sidecar)) return undefined;
  const s = await readBarStatement(sidecar);
  return s.record_digest === recordDigest(record) ? s.bar : undefined;
}
