// aqr evaluate [--config FILE] --profile P --task-manifest F --trials GLOB ... [--json]
import { AqrError, isAqrError, oneLine } from '../errors.js';
import { gitSource } from '../io/bar-source.js';
import { baseInputs, configAt } from '../pipeline/config-pin.js';
import { readConfig } from '../io/config-file.js';
import { runEvaluate, type EvaluateRun } from '../pipeline/evaluate.js';
import { EVALUATE_FLAGS, type EvaluateFlag, type FlagValues } from '../flags.js';
import { toEvaluateOptions } from '../pipeline/inputs.js';
import { pairedText } from '../report/paired-render.js';
import { failingTitle, gateText, gateView } from '../report/view.js';
import { reasonText } from '../report/wording.js';
import type { Io } from './io.js';

/** Failing tasks the CLI names on its line (the sidecar lists up to 500). */
const CLI_FAILING = 20;
import { parseCommand } from './spec.js';

export async function evaluateCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('evaluate', argv, io);
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw new AqrError('ERR_USAGE', `unexpected argument ${JSON.stringify(positionals[0])}; every input is a --flag`);
  const configFile = typeof values['config'] === 'string' ? values['config'] : undefined;
  const config = configFile ? await readConfig(configFile) : {};
  const flags: FlagValues = {};
  for (const k of Object.keys(EVALUATE_FLAGS) as EvaluateFlag[]) if (values[k] !== undefined) flags[k] = values[k] as string | boolean | string[];
  // --subject is --subject-path by its short name (the action input is subject-path).
  if (values['subject'] !== undefined) {
    const given = flags['subject-path'] ?? config['subject-path'];
    flags['subject-path'] = [...(Array.isArray(given) ? given : typeof given === 'string' ? [given] : []), ...(values['subject'] as string[])];
  }
  const merged: FlagValues = { ...config, ...flags };
  const options = toEvaluateOptions(merged);
  // With --bar-ref the config is read at that ref too, every key of it (pipeline/config-pin.ts); flags given here win on both sides.
  if (configFile && options.barRef !== undefined) {
    options.barSource = await gitSource(options.barRef);
    const atBase = await configAt(options.barSource, configFile);
    options.base = baseInputs(isAqrError(atBase) ? atBase : { ...atBase, ...flags }, merged, configFile, options.barSource.label);
  }
  const run = await runEvaluate(options);
  await options.barSource?.close?.();
  for (const w of run.warnings) io.err(`aqr: warning: ${w}`);
  if (values['json']) io.out(JSON.stringify(resultObject(run)));
  else printHuman(run, io);
  return run.verdict === 'ship' ? 0 : 1;
}

export function resultObject(run: EvaluateRun): object {
  return {
    verdict: run.verdict,
    reasons: run.reasons.map(({ verdict, code, message }) => ({ verdict, code, message })),
    gates: run.gates.map((g) => ({
      id: g.id,
      ...(g.split ? { split: g.split } : {}),
      result: g.result,
      ...(g.value !== undefined ? { value: g.value } : {}),
      ...(g.floor !== undefined ? { floor: g.floor } : {}),
      ...(g.ceiling !== undefined ? { ceiling: g.ceiling } : {}),
      source: g.source,
      reason: g.reason,
    })),
    record: run.out ?? null,
    signals: run.signalsOut ?? null,
    predicate: run.predicateOut ?? null,
    attestation: run.attestOut ?? null,
    vsa: run.vsaOut ?? null,
    stats: run.statsOut ?? null,
    shadow: run.shadow.map((g) => ({ id: g.id, ...(g.split ? { split: g.split } : {}), result: g.result, reason: g.reason })),
    record_id: run.record.record_id,
    level: run.check.level,
    unmet: run.check.unmet.map(({ level, code, message }) => ({ level, code, message })),
    warnings: run.warnings,
    bar: run.bar,
    bar_change: run.barChange ? { ...run.barChange, ...(run.barShadow ? { shadow: shadowObject(run.barShadow) } : {}) } : null,
  };
}

function shadowObject(s: NonNullable<EvaluateRun['barShadow']>): object {
  return 'error' in s ? s : { bar: s.bar, verdict: s.verdict, reasons: s.reasons.map(({ verdict, code, message }) => ({ verdict, code, message })) };
}

function printHuman(run: EvaluateRun, io: Io): void {
  const b = run.barChange;
  if (b) {
    io.out(`this change alters the bar: judged by ${b.enforced === 'base' ? `the bar at ${b.base}` : `its own bar${b.accepted ? ` (${b.accepted})` : ''}`}`);
    for (const l of b.lines) io.out(`  ${oneLine(l)}`);
    const s = run.barShadow;
    if (s)
      io.out(
        `shadow verdict of ${s.bar === 'base' ? `the bar at ${b.base}` : 'the changed bar'} (never enforced): ${'error' in s ? `cannot judge: ${s.error}` : `${s.verdict}${s.reasons.length ? ` (${[...new Set(s.reasons.map((r) => r.code))].join(', ')})` : ''}`}`,
      );
  }
  // The same view as the comment's (report/view.ts): the same states, numbers and sentences.
  const view = gateView({
    verdict: run.verdict,
    reasons: run.reasons,
    gates: run.gates,
    shadow: run.shadow,
    record: run.record,
    level: run.check.level,
    unmet: run.check.unmet,
    recordDigest: run.recordDigest ?? '',
    stats: run.stats,
    surface: 'cli',
    tasks: run.tasks,
  });
  io.out(`verdict: ${run.verdict}`);
  for (const r of view.reasonLines) io.out(`  ${oneLine(reasonText(r))}`);
  const enforced = view.rows.filter((l) => l.state !== 'shadow');
  const shadow = view.rows.filter((l) => l.state === 'shadow');
  io.out('gates:');
  for (const l of enforced) io.out(`  ${gateText(l)}`);
  if (shadow.length > 0) io.out('shadow gates (reported, never enforced):');
  for (const l of shadow) io.out(`  ${gateText(l)}`);
  const drill = view.drill;
  if (drill && drill.failing.length > 0) {
    const named = drill.failing.slice(0, CLI_FAILING).map((t) => oneLine(`${t.id}${t.split ? ` (${t.split})` : ''}`));
    const more = drill.failingTotal - named.length;
    io.out(`${failingTitle(drill).toLowerCase()}: ${named.join(', ')}${more > 0 ? `, and ${more} more (every one in the record's .detail.json)` : ''}`);
  }
  for (const l of pairedText(view.paired)) io.out(l);
  for (const n of run.stats.notices) io.out(`note: ${n}`);
  const where = run.out ? `${run.out} (${run.record.record_id})` : `not written (give --out)`;
  if (run.attestOut) io.out(`attestation: ${run.attestOut} (predicate ${run.predicateOut ?? ''})`);
  else if (run.predicateOut) io.out(`predicate: ${run.predicateOut}`);
  if (run.vsaOut) io.out(`verification summary (SLSA VSA v1): ${run.vsaOut}`);
  io.out(
    `record: ${where}, conformance ${view.levelWhy}${run.check.unmet.length > 0 ? ` (for ${run.check.unmet[0]?.level}: ${run.check.unmet.map((u) => u.code).join(', ')})` : ''}`,
  );
}
