// `aqr verify`: the signature against the given keys, then, with a ledger, the
// replay. Shared by the CLI and the action.
import { readPublicKeys } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { schemaIssues } from '../record/validate.js';
import type { AgentQualityRecord } from '../record/types.js';
import { keyVerifier, verifyRecord } from '../sign/verify.js';
import type { VerifyOutcome } from '../sign/verifier.js';
import { importOptionsMismatches, importOptionsOf, replayRecord, type LedgerSource, type Replayed } from './replay.js';
import { proofChecklist, replayDigests, type Checklist } from '../check/checklist.js';
import { checkRecord, replayUnmet } from '../check/check.js';
import { releaseVerdict, type Release } from '../check/release.js';
import type { KeyEntry } from '../sign/key.js';
import { statsBeside } from './stats.js';
import { recordContradictions } from '../gate/contradiction.js';
import { barProof, checkBar, readBarStatement, type BarCheck } from './bar-check.js';
import { existsSync } from 'node:fs';
import { besideRecord } from '../io/beside.js';
import { AqrError, isAqrError } from '../errors.js';
import { recordDigest, signedRecordDigest, verifyBarStatement } from '../sign/bar-statement.js';
import type { AppliedGate } from '../attest/predicate.js';
import type { BarStatement } from '../bar/types.js';
import type { ImportOptions } from '../import/types.js';

export interface VerifyReport {
  file: string;
  valid: boolean;
  signature: VerifyOutcome;
  /** What keeps the record from being schema-valid; a signed but malformed record is not valid. */
  schema: string[];
  /** Gates a policy decision passed or failed that the record's own measures contradict (DECISION_CONTRADICTED). */
  contradictions: string[];
  replay?: Replayed;
  /** Every threshold the profile applied (ceilings too), from the signed bar beside the record when it verifies under the record's key. */
  thresholds?: SignedThresholds;
  /** With bar files given: their digests against the signed bar bound to the record (`<record>.bar.json`), and its profile against the record's gates. */
  bar?: BarCheck;
  /** What was checked, gate by gate, and the verdict apart from the proof. */
  checklist: Checklist;
  /** With `--require-ship`: may the record release (src/check/release.ts)? */
  release?: Release;
}

/**
 * Verifies a record file's signature with the given public key (file, JWKS URL
 * or key text), reports what keeps it from being schema-valid, with a ledger
 * replays it, and with bar files checks their digests against its bar.
 */
export async function verifyFile(
  file: string,
  keySource: string,
  ledger?: LedgerSource,
  barFiles?: readonly string[],
  options: { release?: boolean } = {},
): Promise<VerifyReport> {
  const keys = await readPublicKeys(keySource);
  const parsed = await readRecordFile(file);
  const record = parsed.value as AgentQualityRecord;
  const schema = schemaIssues(record).map((i) => {
    const line = parsed.lineOf(i.path);
    return `${line === undefined ? '' : `line ${line}: `}${i.message} (${i.code})`;
  });
  const sig = (record as { decision?: { signature?: unknown } }).decision?.signature;
  let signature: VerifyOutcome =
    typeof sig !== 'string' ? { ok: false, code: 'SIGNATURE_FORMAT', message: 'the record carries no decision.signature' } : await verifyRecord(record, keys);
  if (!signature.ok && signature.code === 'SIGNATURE_INVALID' && schema.length === 0) signature = await whatChanged(file, record, keys, signature);
  const contradictions = schema.length > 0 ? [] : recordContradictions(record.gates, record.measures, 'the record itself').map((c) => c.message);
  const report: Omit<VerifyReport, 'checklist'> = {
    file,
    valid: signature.ok && schema.length === 0 && contradictions.length === 0,
    signature,
    schema,
    contradictions,
  };
  const thresholds = signature.ok && schema.length === 0 ? await signedThresholds(file, record, keys, signature.kid) : undefined;
  if (thresholds) report.thresholds = thresholds;
  if (ledger) {
    if (schema.length > 0) throw new AqrError('ERR_NOT_A_RECORD', `is not a schema-valid record, so it cannot be replayed: ${schema[0] ?? ''}`, { file });
    // The options that chose an eval tool's rows are in the signed bar beside the record: replay reads the file with them unless told otherwise.
    const recorded = await recordedImportOptions(file, record, keys, signature.ok ? signature.kid : undefined);
    const source = ledger.importOptions === undefined && recorded ? { ...ledger, importOptions: recorded } : ledger;
    // The stats sidecar travels beside the record; its bounds are replayed when it is there; the signed bar's thresholds are held again.
    report.replay = await replayRecord(record, { ...source, stats: statsBeside(file, ledger.stats) }, thresholds?.gates);
    if (recorded) report.replay.mismatches.push(...importOptionsMismatches(recorded, report.replay.selection));
    report.replay.ok &&= report.replay.mismatches.length === 0;
    report.valid &&= report.replay.ok;
  }
  if (barFiles && barFiles.length > 0) {
    report.bar = await checkBar(file, { record, schemaValid: schema.length === 0, keys, recordKid: signature.ok ? signature.kid : undefined }, barFiles);
    report.valid &&= report.bar.ok;
  }
  const checklist = verifyChecklist(report, record, ledger);
  const release = options.release ? await recordRelease(record, keys, report, checklist) : undefined;
  return { ...report, checklist, ...(release ? { release } : {}) };
}

export interface SignedThresholds {
  /** The bar record they were read from (`<record>.bar.json`). */
  file: string;
  tier: string;
  gates: AppliedGate[];
}

/**
 * The thresholds of the bar beside the record, when it is bound to this record
 * and signed with the record's key (anything less vouches for nothing, and is
 * then not used: `--bar` says why); undefined for a bar written before
 * thresholds were signed, or one whose thresholds are not gates.
 */
async function signedThresholds(file: string, record: AgentQualityRecord, keys: readonly KeyEntry[], kid: string): Promise<SignedThresholds | undefined> {
  const barFile = besideRecord(file, '.bar.json');
  if (!existsSync(barFile)) return undefined;
  let statement;
  try {
    statement = await readBarStatement(barFile);
  } catch (e) {
    if (isAqrError(e)) return undefined;
    throw e;
  }
  const t = statement.bar.thresholds as unknown;
  if (!isThresholds(t)) return undefined;
  const trust = await verifyBarStatement(statement, record, keys, kid);
  return trust.ok ? { file: barFile, tier: t.tier, gates: t.gates } : undefined;
}

function isThresholds(t: unknown): t is { tier: string; gates: AppliedGate[] } {
  if (typeof t !== 'object' || t === null) return false;
  const o = t as Record<string, unknown>;
  const num = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isFinite(v));
  return (
    typeof o['tier'] === 'string' &&
    Array.isArray(o['gates']) &&
    o['gates'].every((g: unknown) => {
      const x = g as Record<string, unknown> | null;
      return x !== null && typeof x === 'object' && typeof x['id'] === 'string' && typeof x['source'] === 'string' && num(x['floor']) && num(x['ceiling']);
    })
  );
}

/** The checklist of a record's verification; `record` as read, schema-valid or not. */
function verifyChecklist(report: Omit<VerifyReport, 'checklist'>, record: AgentQualityRecord, ledger: LedgerSource | undefined): Checklist {
  const r = report.replay;
  return proofChecklist({
    record: report.schema.length === 0 ? record : undefined,
    verdict: String((record as { decision?: { verdict?: unknown } } | null)?.decision?.verdict ?? 'unknown'),
    schema: report.schema,
    signature: report.signature,
    digests: r ? replayDigests(r, r.files) : [],
    replay: r,
    replayWhy: ledger ? undefined : 'no evidence given (--ledger and --task-manifest)',
    stats: r?.files.stats,
    ceilings: r?.ceilings !== undefined,
    bar: report.bar ? barProof(report.bar) : undefined,
    barWhy: 'not checked (give --bar FILE...)',
    contradictions: report.contradictions,
  });
}

/** `--require-ship`: the level the checker gives with this key and replay, then the release verdict on it. */
async function recordRelease(
  record: AgentQualityRecord,
  keys: readonly KeyEntry[],
  report: Omit<VerifyReport, 'checklist'>,
  checklist: Checklist,
): Promise<Release> {
  const r = report.replay;
  const checked = await checkRecord(record, { verifier: keyVerifier(keys), ...(r ? { replay: async () => replayUnmet(r) } : {}) });
  const release = releaseVerdict(record, checked.level, { signature: report.signature, ...(r ? { replay: r.mismatches } : {}) });
  // A proof that fails (a digest, the bar) blocks the release whatever the record says.
  if (checklist.proof === 'invalid' && release.blockers.length === 0)
    release.blockers.push({
      code: 'RELEASE_PROOF',
      message: `release requires a valid proof: ${checklist.items
        .filter((i) => i.state === 'fail')
        .map((i) => i.check)
        .join(', ')} failed`,
    });
  return { permitted: release.blockers.length === 0, blockers: release.blockers };
}

/**
 * The import options the signed bar beside the record names (`<record>.bar.json`,
 * `import_options`), when it is bound to this record and its signature, if any,
 * holds; undefined otherwise (no bar, another record's, a bad signature).
 */
async function recordedImportOptions(
  file: string,
  record: AgentQualityRecord,
  keys: readonly KeyEntry[],
  recordKid: string | undefined,
): Promise<ImportOptions | undefined> {
  const beside = besideRecord(file, '.bar.json');
  if (!existsSync(beside)) return undefined;
  let statement: BarStatement;
  try {
    statement = await readBarStatement(beside);
  } catch (e) {
    if (isAqrError(e)) return undefined;
    throw e;
  }
  if (statement.record_digest !== recordDigest(record)) return undefined;
  if (statement.signature !== undefined && !(await verifyBarStatement(statement, record, keys, recordKid)).ok) return undefined;
  return importOptionsOf(statement.bar);
}

/**
 * A record signature that does not verify, told apart where the bytes allow:
 * the bar beside the record (`<record>.bar.json`) was signed with it over the
 * record's digest, so when that statement holds under the same key, a digest
 * other than the record's says the record changed after signing, the same
 * digest says the signature itself was damaged. Otherwise the outcome as is.
 */
async function whatChanged(file: string, record: AgentQualityRecord, keys: readonly KeyEntry[], outcome: VerifyOutcome): Promise<VerifyOutcome> {
  if (outcome.ok) return outcome;
  const barFile = besideRecord(file, '.bar.json');
  if (!existsSync(barFile)) return outcome;
  let signed;
  try {
    signed = await signedRecordDigest(await readBarStatement(barFile), keys);
  } catch (e) {
    if (isAqrError(e)) return outcome;
    throw e;
  }
  if (!signed) return outcome;
  const now = recordDigest(record);
  return {
    ok: false,
    code: 'SIGNATURE_INVALID',
    message:
      signed.digest === now
        ? `signature does not verify under key ${signed.kid}, over the very record its signed bar (${barFile}) binds: the signature was damaged`
        : `the record changed after signing: its bar (${barFile}), signed under key ${signed.kid}, binds record ${signed.digest}; the record's canonical bytes now hash to ${now}`,
  };
}
