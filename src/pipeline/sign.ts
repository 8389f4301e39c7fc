// aqr sign: a record on disk, signed with a private key, written back.
import { AqrError } from '../errors.js';
import { readPrivateKey } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { toRecordText } from '../record/json-text.js';
import { signRecord } from '../sign/sign.js';

export interface SignedFile {
  out: string;
  alg: string;
  kid: string;
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
  await writeFileAtomic(out, await toRecordText(signed, parsed.syntax === 'yaml' && !out.endsWith('.json')));
  return { out, alg: signingKey.alg, kid: signingKey.kid };
}
