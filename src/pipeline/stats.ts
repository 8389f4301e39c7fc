// The edges of confidence and regression gates: the baseline release read (and
// verified when a key is given), the evidence's counts handed to the core, and
// the `<record>.stats.json` sidecar written beside the record.
import { existsSync } from 'node:fs';
import { besideRecord } from '../io/beside.js';
import type { Baseline } from '../gate/bounds.js';
import { readPublicKeys } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { readTextFile, type ReadText } from '../io/read-text.js';
import { schemaIssues } from '../record/validate.js';
import type { AgentQualityRecord } from '../record/types.js';
import { verifyRecord } from '../sign/verify.js';
import type { KeyEntry } from '../sign/key.js';
import { fileDigest } from '../io/digest.js';
import { readSidecars } from '../io/sidecars.js';

/** What a baseline source yields: the baseline, or a hold saying why none is used (a baseline given but not verified is never passed over). */
export type BaselineRead = { baseline: Baseline; warning?: string } | { baseline?: undefined; warning?: string; hold?: { code: string; message: string } };

/**
 * Reads the baseline release's record for regression gates. With keys its
 * signature must verify, else it holds (BASELINE_UNVERIFIED): a regression
 * check is never skipped because its baseline was swapped. Without keys it
 * is used and marked unverified. `read`: the file as the bar's source holds it.
 */
export async function readBaseline(file: string, keys?: readonly KeyEntry[] | string, read: ReadText = readTextFile): Promise<BaselineRead> {
  const unverified = (why: string): BaselineRead => ({
    hold: { code: 'BASELINE_UNVERIFIED', message: `the baseline ${file} ${why}; the regression gates cannot be checked against it` },
  });
  const parsed = await readRecordFile(file, read);
  const record = parsed.value as AgentQualityRecord;
  const issues = schemaIssues(record);
  if (issues.length > 0) return unverified(`is not a schema-valid record (${issues[0]?.message ?? ''})`);
  const key = typeof keys === 'string' ? await readPublicKeys(keys, 'public key', read) : keys;
  const { tasks, note } = await baselineTasks(file);
  const withTasks = tasks ? { tasks } : {};
  if (!key || key.length === 0)
    return {
      baseline: { record_id: record.record_id, measures: record.measures, verified: false, ...withTasks },
      warning: [`the baseline ${file} is used unverified: no key was given to check its signature`, ...(note ? [note] : [])].join('; '),
    };
  const v = await verifyRecord(record, key);
  if (!v.ok) return unverified(`does not verify: ${v.message}`);
  return { baseline: { record_id: record.record_id, measures: record.measures, verified: true, ...withTasks }, ...(note ? { warning: note } : {}) };
}

/**
 * The baseline's per-task outcomes from its detail sidecar on disk, bound to
 * the record by the digest of its file: what a paired regression test needs.
 * Absent or not the record's, regressions fall back to the unpaired test (and say so).
 */
async function baselineTasks(file: string): Promise<{ tasks?: Baseline['tasks']; note?: string }> {
  if (!existsSync(file)) return {};
  let side: Awaited<ReturnType<typeof readSidecars>>;
  try {
    side = await readSidecars(file, await fileDigest(file));
  } catch (e) {
    // A sidecar that cannot be read is not used: the regression falls back to the unpaired test, and says so.
    return { note: `the baseline's sidecars beside ${file} were not used: ${(e as Error).message}` };
  }
  const tasks = side.detail?.tasks?.results;
  const note = side.notes.find((n) => n.includes('.detail.json'));
  return { ...(tasks ? { tasks } : {}), ...(note ? { note: `the baseline's ${note}` } : {}) };
}

export { statsContext } from '../gate/bounds.js';

/** The stats sidecar to replay: the one given, else `<record>.stats.json` when it exists. */
export function statsBeside(recordFile: string, given: string | undefined): string | undefined {
  if (given !== undefined) return given;
  const beside = besideRecord(recordFile, '.stats.json');
  return existsSync(beside) ? beside : undefined;
}
