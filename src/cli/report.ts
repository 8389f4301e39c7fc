// aqr report RECORD [--signals FILE] [--stats FILE] [--baseline RECORD] [--key FILE] --html OUT
import { parseArgs } from 'node:util';
import { AqrError } from '../errors.js';
import { writeHtmlReport } from '../pipeline/report.js';
import type { Io } from './io.js';

export const REPORT_USAGE = 'usage: aqr report RECORD [--signals FILE] [--stats FILE] [--baseline RECORD] [--key FILE] --html OUT';

export async function reportCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { html: { type: 'string' }, signals: { type: 'string' }, stats: { type: 'string' }, baseline: { type: 'string' }, key: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.out(REPORT_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${REPORT_USAGE}`);
  if (values.html === undefined) throw new AqrError('ERR_USAGE', `--html OUT is required (the page to write); ${REPORT_USAGE}`);
  const record = positionals[0] as string;
  const r = await writeHtmlReport({ record, out: values.html, signals: values.signals, stats: values.stats, baseline: values.baseline, key: values.key });
  io.out(`${values.html}: ${r.verdict}, conformance ${r.level ?? 'below L1'}`);
  return 0;
}
