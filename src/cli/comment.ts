// aqr comment RECORD [--key FILE | --jwks FILE_OR_URL] [--workflow NAME] [--job NAME] [--comment-key KEY] [--baseline RECORD] [--out FILE]
// The pull-request comment rendered from a record, for a privileged job that
// must not post what an untrusted run wrote. Its marker is the action's
// (stickyKey: workflow, job, comment key), so it updates the action's sticky
// comment; the detail and stats sidecars beside the record give the numbers
// the action showed (io/sidecars.ts), never the verdict.
import { AqrError } from '../errors.js';
import { fileDigest } from '../io/digest.js';
import { readRecordFile } from '../io/record-file.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import { checkFiles } from '../pipeline/check.js';
import { verifyFile } from '../pipeline/verify.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { readSidecars } from '../io/sidecars.js';
import type { DetailSidecar } from '../report/detail.js';
import { renderComment, stickyKey } from '../report/markdown.js';
import { recordView } from '../report/record-view.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const COMMENT_USAGE = `usage: ${synopsis('comment')}`;

/** Renders the sticky comment from a schema-valid record; with a key, only from one whose signature holds (exit 1 otherwise, nothing written). */
export async function commentCommand(argv: string[], io: Io): Promise<number> {
  const args = parseCommand('comment', argv, io);
  if (!args) return 0;
  const { positionals } = args;
  const values = args.values as { key?: string; jwks?: string; workflow?: string; job?: string; 'comment-key'?: string; baseline?: string; out?: string };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${COMMENT_USAGE}`);
  if (values.key !== undefined && values.jwks !== undefined) throw new AqrError('ERR_USAGE', `give --key or --jwks, not both; ${COMMENT_USAGE}`);
  const file = positionals[0] as string;
  const keySource = values.key ?? values.jwks;
  if (keySource !== undefined) {
    const report = await verifyFile(file, keySource);
    if (!report.valid) {
      io.err(
        `aqr: ${file}: not rendered: ${report.signature.ok ? `not schema-valid: ${report.schema[0] ?? ''}` : `signature ${report.signature.message} (${report.signature.code})`}`,
      );
      return 1;
    }
  }
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    io.err(`aqr: ${file}: not rendered: not schema-valid: ${issue.message} (${issue.code})`);
    return 1;
  }
  const record = parsed.value as AgentQualityRecord;
  const checked = (await checkFiles([file], keySource === undefined ? {} : { keyFile: keySource }))[0];
  const level = checked && 'level' in checked ? checked.level : null;
  const unmet = checked && 'unmet' in checked ? checked.unmet : undefined;
  const recordDigest = await fileDigest(file);
  const sidecars = await readSidecars(file, recordDigest);
  for (const n of sidecars.notes) io.err(`aqr: ${n}`);
  let baseline: AgentQualityRecord | undefined;
  let baselineDetail: DetailSidecar | undefined;
  if (values.baseline !== undefined) {
    baseline = (await readRecordFile(values.baseline)).value as AgentQualityRecord;
    baselineDetail = (await readSidecars(values.baseline, await fileDigest(values.baseline))).detail;
  }
  const view = recordView(record, {
    level,
    unmet,
    recordDigest,
    baseline,
    baselineDetail,
    detail: sidecars.detail,
    stats: sidecars.stats,
    verified: keySource !== undefined,
  });
  const { body } = renderComment(view, stickyKey(values.workflow ?? 'workflow', values.job, values['comment-key']));
  if (values.out !== undefined) await writeFileAtomic(values.out, `${body}\n`);
  else io.out(body);
  return 0;
}
