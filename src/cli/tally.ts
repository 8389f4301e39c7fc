// aqr tally SHARD... [--trials GLOB...] --task-manifest FILE --out FILE [--json]
// One matrix job's shards as a partial tally (docs/partial-tallies.md).
import { AqrError } from '../errors.js';
import { runTally } from '../pipeline/tally.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const TALLY_USAGE = `usage: ${synopsis('tally')}`;

export async function tallyCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('tally', argv, io);
  if (!parsed) return 0;
  const values = parsed.values as { trials?: string[]; 'task-manifest'?: string; out?: string; json?: boolean };
  const shards = [...parsed.positionals, ...(values.trials ?? [])];
  if (shards.length === 0) throw new AqrError('ERR_USAGE', `no shard to tally; ${TALLY_USAGE}`);
  if (values['task-manifest'] === undefined)
    throw new AqrError('ERR_USAGE', `--task-manifest is required: a tally names the task set it counts; ${TALLY_USAGE}`);
  if (values.out === undefined) throw new AqrError('ERR_USAGE', `--out is required: where to write the partial tally; ${TALLY_USAGE}`);
  const { partial, out, blank } = await runTally({ shards, taskManifest: values['task-manifest'], out: values.out });
  if (blank > 0) io.err(`aqr: warning: ${blank} blank lines in the trial ledger were passed over`);
  const events = partial.lines.read - partial.lines.skipped;
  if (values.json) io.out(JSON.stringify({ out, shards: partial.shards, tasks: partial.tasks.length, events }));
  else io.out(`${out}: ${partial.shards.length} shard${partial.shards.length === 1 ? '' : 's'}, ${events} attempts at ${partial.tasks.length} tasks`);
  return 0;
}
