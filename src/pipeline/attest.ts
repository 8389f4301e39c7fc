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
import { buildStatement, parseSubjectDigest, subjectsOf, type Statement, type Subject } from '../attest/statement.js';
import { buildVsa, policyUri, vsaStatement, type ConformanceLevel, type VerificationSummary } from '../attest/vsa.js';
import { checkRecord } from '../check/check.js';
import { BUILT_IN } from '../io/profile-file.js';
import { keyVerifier } from '../sign/verify.js';
import { VERSION } from '../version.js';
import { existsSync } from 'node:fs';
import { basename, isAbsolute } from 'node:path';
import { posixRelative } from '../io/files.js';
import { besideRecord } from '../io/beside.js';
import { recordDigest } from '../sign/bar-statement.js';
import { ownSignatureHolds } from './sign.js';

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
export function predicateText(p: AqrPredicate | VerificationSummary): string {
  return `${JSON.stringify(p, null, 2)}\n`;
}

/** The bundle for a predicate: the statement over its subjects, in a DSSE envelope signed with `key`. */
export async function writeBundle(file: string, predicate: AqrPredicate, subjects: readonly Subject[], key: PrivateKey): Promise<Statement> {
  const statement = buildStatement(predicate, subjects);
  await writeSigned(file, statement, key);
  return statement;
}

/** A statement in a DSSE envelope signed with `key`, written as a Sigstore bundle. */
export async function writeSigned(file: string, statement: Statement<unknown>, key: PrivateKey): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(signStatement(statement, key), null, 2)}\n`);
}

/**
 * The SLSA VSA of a predicate (src/attest/vsa.ts) about these subjects (none:
 * the agent by its harness digest). A profile file is named in the repository
 * at the commit judged when the runner says which (GITHUB_SERVER_URL,
 * GITHUB_REPOSITORY, GITHUB_SHA), else by its path. `timeVerified` is when
 * this runs (the clock), not the record's decision time, which a config may pin.
 */
export function summaryOf(
  predicate: AqrPredicate,
  level: ConformanceLevel | null,
  subjects: readonly Subject[],
  recordPath: string,
  verifiedAt: Date = new Date(),
): VerificationSummary {
  const ref = predicate.profile.ref;
  const env = process.env;
  const repository = env['GITHUB_SERVER_URL'] && env['GITHUB_REPOSITORY'] ? `${env['GITHUB_SERVER_URL']}/${env['GITHUB_REPOSITORY']}` : undefined;
  // A file is tried before a built-in name, as the profile was loaded (src/io/profile-file.ts).
  const builtIn = BUILT_IN.test(ref) && !existsSync(ref);
  return buildVsa({
    predicate,
    level,
    subjects: subjectsOf(subjects, predicate.record),
    recordPath: namedRecord(recordPath),
    policyUri: policyUri(ref, { builtIn, version: VERSION, repository, commit: env['GITHUB_SHA'] }),
    version: VERSION,
    timeVerified: `${verifiedAt.toISOString().slice(0, 19)}Z`,
  });
}

/** The record as the summary names it: relative to the working directory, or by its file name outside it (the action's RUNNER_TEMP), never this machine's absolute path. */
function namedRecord(file: string): string {
  const rel = posixRelative(file);
  return rel.startsWith('../') || isAbsolute(rel) ? basename(file) : rel;
}

export interface AttestOptions {
  record: string;
  key: { file?: string | undefined; env?: string | undefined };
  /** The predicate `aqr evaluate` wrote; default: beside the record (`x.predicate.json`). */
  predicate?: string | undefined;
  subjects: string[];
  subjectDigests: string[];
  /** Default: beside the record (`x.sigstore.json`; with `vsa`, `x.vsa.sigstore.json`). */
  out?: string | undefined;
  /** Attest a SLSA VSA v1 of the record instead of aqr's own predicate. */
  vsa?: boolean | undefined;
}

/**
 * `aqr attest`: a bundle for a record already written. The predicate beside it
 * carries what the record has no place for; the record in it is replaced by
 * the file as it is now (signed later with `aqr sign`, say), which must be the
 * same evaluation (record_id) and the same record (its digest, signatures
 * aside: ERR_PREDICATE_MISMATCH); a signature it carries must verify under the
 * key (ERR_SIGNATURE_UNVERIFIED).
 */
export async function runAttest(o: AttestOptions): Promise<{ out: string; statement: Statement<unknown>; recordId: string; kid: string }> {
  const key = await readPrivateKey(o.key);
  const predicateFile = o.predicate ?? besideRecord(o.record, '.predicate.json');
  const parsed = await readRecordFile(o.record);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) throw new AqrError('ERR_NOT_A_RECORD', `is not schema-valid, so it is not attested: ${issue.message}`, { file: o.record });
  const record = parsed.value as AgentQualityRecord;
  // An edited record is never attested: its own signature must verify under this key, and it must be the record the predicate holds.
  await ownSignatureHolds(record, [key], o.record, 'attested');
  const predicate = await readPredicate(predicateFile);
  if (predicate.record.record_id !== record.record_id)
    throw new AqrError('ERR_INPUT_MISMATCH', `is the predicate of record ${predicate.record.record_id}, not of ${record.record_id} (${o.record})`, {
      file: predicateFile,
    });
  const [held, given] = [recordDigest(predicate.record), recordDigest(record)];
  if (held !== given)
    throw new AqrError(
      'ERR_PREDICATE_MISMATCH',
      `is not the record the predicate beside it holds (${predicateFile}): its digest is ${given}, the predicate's record ${held} (signatures aside), so it was changed after aqr evaluate wrote them; it is not attested`,
      { file: o.record },
    );
  const text = await readTextFile(o.record, 'record');
  const updated: AqrPredicate = { ...predicate, record, record_digest: `sha256:${sha256Hex(text)}` };
  const problems = predicateIssues(updated);
  if (problems.length > 0) throw new AqrError('ERR_INPUT_INVALID', `does not hold together: ${problems[0] ?? ''}`, { file: predicateFile });
  const subjects = await readSubjects(o.subjects, o.subjectDigests);
  const out = o.out ?? besideRecord(o.record, o.vsa ? '.vsa.sigstore.json' : '.sigstore.json');
  if (!o.vsa) return { out, statement: await writeBundle(out, updated, subjects, key), recordId: record.record_id, kid: key.kid };
  // The level a verifier holding the public key finds: L4 needs the record's signature to verify under this key.
  const { level } = await checkRecord(record, { verifier: keyVerifier([key]) });
  const statement = vsaStatement(summaryOf(updated, level, subjects, o.record), subjectsOf(subjects, record));
  await writeSigned(out, statement, key);
  return { out, statement, recordId: record.record_id, kid: key.kid };
}

/** A predicate file as `aqr evaluate` writes it; its shape is checked before use. */
export async function readPredicate(file: string): Promise<AqrPredicate> {
  const v = await readJsonFile(file, 'predicate', () => 'is not JSON (an aqr predicate, as aqr evaluate --predicate writes it)');
  const missing = predicateShapeIssue(v);
  if (missing) throw new AqrError('ERR_INPUT_INVALID', `is not an aqr predicate: ${missing}`, { file });
  return v as AqrPredicate;
}
