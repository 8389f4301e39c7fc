// Attestations on disk: the subjects (files hashed, or named digests), the
// evidence files by digest and line count, the predicate beside the record,
// and the Sigstore bundle signed with the record's key. The statement and the
// predicate are built in src/attest/ (pure); this reads and writes.
import { AqrError } from '../errors.js';
import { fileSha256Hex } from '../io/digest.js';
import { expandFiles } from '../io/files.js';
import { readPrivateKey, type PrivateKey } from '../io/key-file.js';
import { forEachLine } from '../io/lines.js';
import { readJsonFile } from '../io/json-file.js';
import { readTextFile } from '../io/read-text.js';
import { readRecordFile } from '../io/record-file.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { signStatement } from '../attest/bundle.js';
import { predicateIssues, predicateShapeIssue, type AqrPredicate, type EvidenceFile } from '../attest/predicate.js';
import { sha256Hex } from '../crypto/index.js';
import { buildStatement, parseSubjectDigest, type Statement, type Subject } from '../attest/statement.js';
import { besideRecord } from '../io/beside.js';

/** The statement's subjects: each file (relative to the working directory) by its sha256, then each `NAME=sha256:HEX`. */
export async function readSubjects(paths: readonly string[], digests: readonly string[]): Promise<Subject[]> {
  const out: Subject[] = [];
  if (paths.length > 0) for (const f of await expandFiles(paths, 'subject')) out.push({ name: f, digest: { sha256: await fileSha256Hex(f) } });
  for (const d of digests) {
    const s = parseSubjectDigest(d);
    if (!s) throw new AqrError('ERR_USAGE', `--subject-digest takes NAME=sha256:HEX (64 lowercase hex digits), got ${JSON.stringify(d.slice(0, 120))}`);
    out.push(s);
  }
  return out;
}

/** Each evidence file's sha256 and line count, in the order given. */
export async function evidenceFiles(files: readonly string[]): Promise<EvidenceFile[]> {
  const out: EvidenceFile[] = [];
  for (const path of files) out.push({ path, sha256: await fileSha256Hex(path), lines: await forEachLine(path, () => undefined) });
  return out;
}

/** The predicate file as written: two-space JSON, a final newline (what actions/attest reads as predicate-path). */
export function predicateText(p: AqrPredicate): string {
  return `${JSON.stringify(p, null, 2)}\n`;
}

/** The bundle for a predicate: the statement over its subjects, in a DSSE envelope signed with `key`. */
export async function writeBundle(file: string, predicate: AqrPredicate, subjects: readonly Subject[], key: PrivateKey): Promise<Statement> {
  const statement = buildStatement(predicate, subjects);
  await writeFileAtomic(file, `${JSON.stringify(signStatement(statement, key), null, 2)}\n`);
  return statement;
}

export interface AttestOptions {
  record: string;
  key: { file?: string | undefined; env?: string | undefined };
  /** The predicate `aqr evaluate` wrote; default: beside the record (`x.predicate.json`). */
  predicate?: string | undefined;
  subjects: string[];
  subjectDigests: string[];
  /** Default: beside the record (`x.sigstore.json`). */
  out?: string | undefined;
}

/**
 * `aqr attest`: a bundle for a record already written. The predicate beside it
 * carries what the record has no place for; the record in it is replaced by
 * the file as it is now (signed later with `aqr sign`, say), which must be the
 * same evaluation (record_id).
 */
export async function runAttest(o: AttestOptions): Promise<{ out: string; statement: Statement; kid: string }> {
  const key = await readPrivateKey(o.key);
  const predicateFile = o.predicate ?? besideRecord(o.record, '.predicate.json');
  const parsed = await readRecordFile(o.record);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) throw new AqrError('ERR_NOT_A_RECORD', `is not schema-valid, so it is not attested: ${issue.message}`, { file: o.record });
  const record = parsed.value as AgentQualityRecord;
  const predicate = await readPredicate(predicateFile);
  if (predicate.record.record_id !== record.record_id)
    throw new AqrError('ERR_INPUT_MISMATCH', `is the predicate of record ${predicate.record.record_id}, not of ${record.record_id} (${o.record})`, {
      file: predicateFile,
    });
  const text = await readTextFile(o.record, 'record');
  const updated: AqrPredicate = { ...predicate, record, record_digest: `sha256:${sha256Hex(text)}` };
  const problems = predicateIssues(updated);
  if (problems.length > 0) throw new AqrError('ERR_INPUT_INVALID', `does not hold together: ${problems[0] ?? ''}`, { file: predicateFile });
  const subjects = await readSubjects(o.subjects, o.subjectDigests);
  const out = o.out ?? besideRecord(o.record, '.sigstore.json');
  const statement = await writeBundle(out, updated, subjects, key);
  return { out, statement, kid: key.kid };
}

/** A predicate file as `aqr evaluate` writes it; its shape is checked before use. */
export async function readPredicate(file: string): Promise<AqrPredicate> {
  const v = await readJsonFile(file, 'predicate', () => 'is not JSON (an aqr predicate, as aqr evaluate --predicate writes it)');
  const missing = predicateShapeIssue(v);
  if (missing) throw new AqrError('ERR_INPUT_INVALID', `is not an aqr predicate: ${missing}`, { file });
  return v as AqrPredicate;
}
