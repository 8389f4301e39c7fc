// aqr evaluate [--config FILE] --profile P --task-manifest F --trials GLOB ... [--json]
import { AqrError } from '../errors.js';
import { readConfig } from '../io/config-file.js';
import { runEvaluate, type EvaluateRun } from '../pipeline/evaluate.js';
import { EVALUATE_FLAGS, toEvaluateOptions, type EvaluateFlag, type FlagValues } from '../pipeline/inputs.js';
import type { Io } from './io.js';
import { parseCommand } from './spec.js';

export async function evaluateCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('evaluate', argv, io);
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw new AqrError('ERR_USAGE', `unexpected argument ${JSON.stringify(positionals[0])}; every input is a --flag`);
  const config = typeof values['config'] === 'string' ? await readConfig(values['config']) : {};
  const merged: FlagValues = { ...config };
  for (const k of Object.keys(EVALUATE_FLAGS) as EvaluateFlag[]) if (values[k] !== undefined) merged[k] = values[k] as string | boolean | string[];
  const run = await runEvaluate(toEvaluateOptions(merged));
  for (const w of run.warnings) io.err(`aqr: warning: ${w}`);
  if (values['json']) io.out(JSON.stringify(resultObject(run)));
  else printHuman(run, io);
  return run.verdict === 'ship' ? 0 : 1;
}

export function resultObject(run: EvaluateRun): object {
  return {
    verdict: run.verdict,
    reasons: run.reasons.map(({ verdict, code, message }) => ({ verdict, code, message })),
    gates: run.gates.map((g) => ({ id: g.id, ...(g.split ? { split: g.split } : {}), result: g.result, ...(g.value !== undefined ? { value: g.value } : {}), ...(g.floor !== undefined ? { floor: g.floor } : {}), ...(g.ceiling !== undefined ? { ceiling: g.ceiling } : {}), source: g.source, reason: g.reason })),
    record: run.out ?? null,
    signals: run.signalsOut ?? null,
    record_id: run.record.record_id,
    level: run.check.level,
    unmet: run.check.unmet.map(({ level, code, message }) => ({ level, code, message })),
    warnings: run.warnings,
  };
}

function printHuman(run: EvaluateRun, io: Io): void {
  io.out(`verdict: ${run.verdict}`);
  for (const r of run.reasons) io.out(`  ${r.verdict.padEnd(6)} ${r.code}  ${r.message}`);
  io.out('gates:');
  for (const g of run.gates) io.out(`  ${g.result.padEnd(7)} ${g.reason}`);
  const where = run.out ? `${run.out} (${run.record.record_id})` : `not written (give --out)`;
  io.out(`record: ${where}, conformance ${run.check.level ?? 'below L1'}${run.check.unmet.length > 0 ? `; for ${run.check.unmet[0]?.level}: ${run.check.unmet.map((u) => u.code).join(', ')}` : ''}`);
}
