// `aqr verify`: the signature against the given keys, then, with a ledger, the
// replay. Shared by the CLI and the action.
import { readPublicKeys } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { schemaIssues } from '../record/validate.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { ReplayResult } from '../replay/replay.js';
import { verifyRecord } from '../sign/verify.js';
import type { VerifyOutcome } from '../sign/verifier.js';
import { AqrError } from '../errors.js';
import { replayRecord, type LedgerSource } from './replay.js';
import { statsBeside } from './stats.js';
import { recordContradictions } from '../gate/contradiction.js';
import { checkBar, type BarCheck } from './bar-check.js';

export interface VerifyReport {
  file: string;
  valid: boolean;
  signature: VerifyOutcome;
  /** What keeps the record from being schema-valid; a signed but malformed record is not valid. */
  schema: string[];
  /** Gates a policy decision passed or failed that the record's own measures contradict (DECISION_CONTRADICTED). */
  contradictions: string[];
  replay?: ReplayResult;
  /** With bar files given: their digests against the signed bar bound to the record (`<record>.bar.json`), and its profile against the record's gates. */
  bar?: BarCheck;
}

/**
 * Verifies a record file's signature with the given public key (file, JWKS URL
 * or key text), reports what keeps it from being schema-valid, with a ledger
 * replays it, and with bar files checks their digests against its bar.
 */
export async function verifyFile(file: string, keySource: string, ledger?: LedgerSource, barFiles?: readonly string[]): Promise<VerifyReport> {
  const keys = await readPublicKeys(keySource);
  const parsed = await readRecordFile(file);
  const record = parsed.value as AgentQualityRecord;
  const schema = schemaIssues(record).map((i) => {
    const line = parsed.lineOf(i.path);
    return `${line === undefined ? '' : `line ${line}: `}${i.message} (${i.code})`;
  });
  const sig = (record as { decision?: { signature?: unknown } }).decision?.signature;
  const signature: VerifyOutcome =
    typeof sig !== 'string' ? { ok: false, code: 'SIGNATURE_FORMAT', message: 'the record carries no decision.signature' } : await verifyRecord(record, keys);
  const contradictions = schema.length > 0 ? [] : recordContradictions(record.gates, record.measures, 'the record itself').map((c) => c.message);
  const report: VerifyReport = { file, valid: signature.ok && schema.length === 0 && contradictions.length === 0, signature, schema, contradictions };
  if (ledger) {
    if (schema.length > 0) throw new AqrError('ERR_NOT_A_RECORD', `is not a schema-valid record, so it cannot be replayed: ${schema[0] ?? ''}`, { file });
    // The stats sidecar travels beside the record; its bounds are replayed when it is there.
    report.replay = await replayRecord(record, { ...ledger, stats: statsBeside(file, ledger.stats) });
    report.valid &&= report.replay.ok;
  }
  if (barFiles && barFiles.length > 0) {
    report.bar = await checkBar(file, { record, schemaValid: schema.length === 0, keys, recordKid: signature.ok ? signature.kid : undefined }, barFiles);
    report.valid &&= report.bar.ok;
  }
  return report;
}
