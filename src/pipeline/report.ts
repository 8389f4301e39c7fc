// `aqr report --html` and the action's `<record>.html`: the files read (the
// detail and stats sidecars beside the record too, io/sidecars.ts), the
// conformance level checked, the one view of the run built (report/record-view.ts,
// as `aqr comment` builds it), the page rendered (report/html.ts) and written
// atomically.
import { checkRecord } from '../check/check.js';
import type { CheckResult } from '../check/types.js';
import { AqrError } from '../errors.js';
import { fileDigest } from '../io/digest.js';
import { readPublicKeys } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { readJsonFile } from '../io/json-file.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import { renderHtmlReport } from '../report/html.js';
import { recordView } from '../report/record-view.js';
import { readSidecars } from '../io/sidecars.js';
import type { AgentQualityRecord } from '../record/types.js';
import { keyVerifier, verifyRecord } from '../sign/verify.js';
import { VERSION } from '../version.js';

export interface HtmlReportFiles {
  record: string;
  out: string;
  /** The signals analysis (`<record>.signals.json`). */
  signals?: string | undefined;
  /** A stats file with intervals per measure; without it, the stats sidecar beside the record (`<record>.stats.json`) when there is one. */
  stats?: string | undefined;
  /** The last shipped record, for the baseline column: a file, or the record itself (the action has it in hand). */
  baseline?: string | undefined;
  baselineRecord?: AgentQualityRecord | undefined;
  /** A public key (file, JWKS URL or key text): the signature is checked and the level may reach L4. */
  key?: string | undefined;
  /**
   * The record in `record` as the caller wrote it (the action) and the file's
   * digest: the file is not read back. With `check` (the run's, which the
   * comment shows) it is not checked again either: the page's level is the
   * comment's; `verifiedBy` says who verified the signature for that check.
   * test/action/main.test.ts holds the page to the one made from the file.
   */
  written?: { record: AgentQualityRecord; digest: string; check?: CheckResult; verifiedBy?: string } | undefined;
  /** Lines about sidecars found beside the record but not used (another record's, not JSON of the format). */
  onNote?: (line: string) => void;
}

/** Reads the record and its companions, renders the page and writes it to `out`. */
export async function writeHtmlReport(f: HtmlReportFiles): Promise<{ verdict: string; level: string | null }> {
  const written = f.written;
  const parsed = written ? undefined : await readRecordFile(f.record);
  const keys = f.key === undefined ? undefined : await readPublicKeys(f.key);
  const check = written?.check ?? (await checkRecord(written ? written.record : parsed?.value, keys ? { verifier: keyVerifier(keys) } : {}));
  if (check.level === null) {
    const first = check.unmet[0];
    const line = first?.path ? parsed?.lineOf(first.path) : undefined;
    throw new AqrError('ERR_NOT_A_RECORD', `is not a valid record, so it is not reported: ${first?.message ?? 'below L1'}`, {
      file: f.record,
      ...(line === undefined ? {} : { line }),
    });
  }
  const record = written ? written.record : (parsed?.value as AgentQualityRecord);
  const recordDigest = written ? written.digest : await fileDigest(f.record);
  const verified = !written?.check && keys && record.decision.signature !== undefined ? await verifyRecord(record, keys) : undefined;
  const verifiedBy = written?.verifiedBy ?? (verified?.ok ? `key ${verified.kid}` : undefined);
  const signed = record.decision.signature !== undefined && check.unmet.some((u) => u.code === 'SIGNATURE_UNVERIFIED');
  const badSignature = check.unmet.find((u) => /^SIGNATURE_(INVALID|KID_MISMATCH|ALG|FORMAT)$/.test(u.code));
  const sidecars = await readSidecars(f.record, recordDigest);
  for (const n of sidecars.notes) f.onNote?.(n);
  const statsFile = f.stats !== undefined ? await readJson(f.stats, 'stats file') : undefined;
  const baseline =
    f.baseline !== undefined ? ((await readRecordFile(f.baseline)).value as AgentQualityRecord) : f.baselineRecord ? f.baselineRecord : undefined;
  const baselineDetail = f.baseline !== undefined ? (await readSidecars(f.baseline, await fileDigest(f.baseline))).detail : undefined;
  const view = recordView(record, {
    level: check.level,
    unmet: check.unmet,
    recordDigest,
    baseline,
    baselineDetail,
    detail: sidecars.detail,
    stats: sidecars.stats,
    verified: verifiedBy !== undefined,
  });
  const html = renderHtmlReport({
    record,
    view,
    file: f.record.split('/').pop() ?? f.record,
    ...(signed
      ? { levelNote: 'L4 once the signature is verified: aqr report --key, or aqr verify' }
      : badSignature
        ? { levelNote: `${badSignature.code}: ${badSignature.message}` }
        : {}),
    ...(f.signals !== undefined ? { signals: await readJson(f.signals, 'signals analysis') } : {}),
    // The intervals: the stats file given, else the sidecar beside the record.
    ...(statsFile !== undefined ? { stats: statsFile } : sidecars.stats ? { stats: sidecars.stats } : {}),
    ...(verifiedBy ? { verifiedBy } : {}),
    version: VERSION,
  });
  await writeFileAtomic(f.out, html);
  return { verdict: record.decision.verdict, level: check.level };
}

function readJson(file: string, what: string): Promise<unknown> {
  return readJsonFile(file, what, (e) => `is not JSON (a ${what} is the JSON aqr writes): ${e.message}`, 64 * 1024 * 1024);
}
