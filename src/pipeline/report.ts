// `aqr report --html` and the action's `<record>.html`: the files read, the
// conformance level checked, the page rendered (report/html.ts) and written
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
import type { AgentQualityRecord } from '../record/types.js';
import { keyVerifier, verifyRecord } from '../sign/verify.js';
import { VERSION } from '../version.js';

export interface HtmlReportFiles {
  record: string;
  out: string;
  /** The signals analysis (`<record>.signals.json`). */
  signals?: string | undefined;
  /** A stats sidecar with intervals per measure. */
  stats?: string | undefined;
  /** The last shipped record, for the baseline column: a file, or the record itself (the action has it in hand). */
  baseline?: string | undefined;
  baselineRecord?: AgentQualityRecord | undefined;
  /** A public key (file, JWKS URL or key text): the signature is checked and the level may reach L4. */
  key?: string | undefined;
  /**
   * The record in `record` as the caller wrote it (the action) and the file's
   * digest: the file is not read back. With `check` (made with no key) and no
   * `key`, it is not checked again either. test/action/main.test.ts holds the
   * page to the one made from the file.
   */
  written?: { record: AgentQualityRecord; digest: string; check?: CheckResult } | undefined;
}

/** Reads the record and its companions, renders the page and writes it to `out`. */
export async function writeHtmlReport(f: HtmlReportFiles): Promise<{ verdict: string; level: string | null }> {
  const written = f.written;
  const parsed = written ? undefined : await readRecordFile(f.record);
  const keys = f.key === undefined ? undefined : await readPublicKeys(f.key);
  const check =
    written?.check !== undefined && keys === undefined
      ? written.check
      : await checkRecord(written ? written.record : parsed?.value, keys ? { verifier: keyVerifier(keys) } : {});
  if (check.level === null) {
    const first = check.unmet[0];
    const line = first?.path ? parsed?.lineOf(first.path) : undefined;
    throw new AqrError('ERR_NOT_A_RECORD', `is not a valid record, so it is not reported: ${first?.message ?? 'below L1'}`, {
      file: f.record,
      ...(line === undefined ? {} : { line }),
    });
  }
  const record = written ? written.record : (parsed?.value as AgentQualityRecord);
  const verified = keys && record.decision.signature !== undefined ? await verifyRecord(record, keys) : undefined;
  const signed = record.decision.signature !== undefined && check.unmet.some((u) => u.code === 'SIGNATURE_UNVERIFIED');
  const badSignature = check.unmet.find((u) => /^SIGNATURE_(INVALID|KID_MISMATCH|ALG|FORMAT)$/.test(u.code));
  const html = renderHtmlReport({
    record,
    file: f.record.split('/').pop() ?? f.record,
    recordDigest: written ? written.digest : await fileDigest(f.record),
    level: check.level,
    ...(signed
      ? { levelNote: 'L4 once the signature is verified: aqr report --key, or aqr verify' }
      : badSignature
        ? { levelNote: `${badSignature.code}: ${badSignature.message}` }
        : {}),
    ...(f.signals !== undefined ? { signals: await readJson(f.signals, 'signals analysis') } : {}),
    ...(f.stats !== undefined ? { stats: await readJson(f.stats, 'stats file') } : {}),
    ...(f.baseline !== undefined
      ? { baseline: (await readRecordFile(f.baseline)).value as AgentQualityRecord }
      : f.baselineRecord
        ? { baseline: f.baselineRecord }
        : {}),
    ...(verified?.ok ? { verifiedBy: verified.kid } : {}),
    version: VERSION,
  });
  await writeFileAtomic(f.out, html);
  return { verdict: record.decision.verdict, level: check.level };
}

function readJson(file: string, what: string): Promise<unknown> {
  return readJsonFile(file, what, (e) => `is not JSON (a ${what} is the JSON aqr writes): ${e.message}`, 64 * 1024 * 1024);
}
