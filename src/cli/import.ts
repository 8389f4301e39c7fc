// aqr import FILE… [--out trials.jsonl]: an eval tool's results as aqr.trials/1, and
// aqr init --from FILE…: a starter from them (src/pipeline/import.ts, init.ts).
import { AqrError } from '../errors.js';
import { writeFilesAtomic } from '../io/write-atomic.js';
import { toTrialsHow } from '../pipeline/inputs.js';
import { importFiles, importReport, trialsText } from '../pipeline/import.js';
import { runInit } from '../pipeline/init.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

interface HowValues {
  'trials-format'?: string;
  'trials-subject'?: string;
  'task-id'?: string;
  'trials-scorer'?: string;
}

const howOf = (v: HowValues) => toTrialsHow(v['trials-format'], { subject: v['trials-subject'], taskIdField: v['task-id'], scorer: v['trials-scorer'] });

export async function importCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('import', argv, io);
  if (!parsed) return 0;
  const values = parsed.values as HowValues & { out?: string };
  if (parsed.positionals.length === 0) throw new AqrError('ERR_USAGE', `no results file given; usage: ${synopsis('import')}`);
  const reads = await importFiles(parsed.positionals, howOf(values));
  const text = trialsText(reads);
  if (values.out === undefined) io.out(text.trimEnd());
  else await writeFilesAtomic([{ file: values.out, data: text }]);
  for (const line of importReport({ imported: reads })) io.err(`aqr: ${line}`);
  if (values.out !== undefined) io.err(`aqr: wrote ${values.out}`);
  return 0;
}

export async function initCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('init', argv, io);
  if (!parsed) return 0;
  const values = parsed.values as HowValues & { from?: string[]; dir?: string };
  if (parsed.positionals.length > 0) throw new AqrError('ERR_USAGE', `aqr init takes its files with --from; usage: ${synopsis('init')}`);
  if (!values.from || values.from.length === 0) throw new AqrError('ERR_USAGE', `give the eval results with --from FILE; usage: ${synopsis('init')}`);
  const r = await runInit({ from: values.from, dir: values.dir ?? 'quality', how: howOf(values) });
  for (const line of r.report) io.err(`aqr: ${line}`);
  io.out(`wrote ${r.written.join(', ')} (${r.tasks.held_in} held-in and ${r.tasks.held_out} held-out tasks)`);
  io.out('next:');
  r.next.forEach((step, i) => io.out(`  ${i + 1}. ${step}`));
  return 0;
}
