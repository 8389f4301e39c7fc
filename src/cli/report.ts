// aqr report RECORD [--signals FILE] [--stats FILE] [--baseline RECORD] [--key FILE] --html OUT
import { AqrError } from '../errors.js';
import { writeHtmlReport } from '../pipeline/report.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const REPORT_USAGE = `usage: ${synopsis('report')}`;

export async function reportCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('report', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as { html?: string; signals?: string; stats?: string; baseline?: string; key?: string };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${REPORT_USAGE}`);
  if (values.html === undefined) throw new AqrError('ERR_USAGE', `--html OUT is required (the page to write); ${REPORT_USAGE}`);
  const record = positionals[0] as string;
  const r = await writeHtmlReport({
    record,
    out: values.html,
    signals: values.signals,
    stats: values.stats,
    baseline: values.baseline,
    key: values.key,
    onNote: (n) => io.err(`aqr: ${n}`),
  });
  io.out(`${values.html}: ${r.verdict}, conformance ${r.level ?? 'below L1'}`);
  return 0;
}
