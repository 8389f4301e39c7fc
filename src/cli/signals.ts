// aqr signals <files>... [--json|--markdown] [--strict] [--rule FILE]
// aqr acceptance <run document> [--rule FILE] [--now T] [--min-tier T] [--json] [--strict]
import { parseArgs } from 'node:util';
import { AqrError } from '../errors.js';
import { readRule } from '../io/rule-file.js';
import { readSignals } from '../io/signals-file.js';
import { SignalAnalysis, type SignalsReport } from '../signals/analysis.js';
import { signalsMarkdown } from '../signals/markdown.js';
import { explainAcceptance } from '../signals/ocp/acceptance.js';
import { isSignalTier, SIGNAL_TIERS } from '../signals/ocp/types.js';
import type { Io } from './io.js';

export const SIGNALS_USAGE = 'usage: aqr signals <file|glob>... [--json|--markdown] [--strict] [--rule FILE]';
export const ACCEPTANCE_USAGE = 'usage: aqr acceptance <run document> [--rule FILE] [--now T] [--min-tier verified|reported|heuristic|asserted] [--json] [--strict]';

export async function signalsCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { json: { type: 'boolean' }, markdown: { type: 'boolean' }, strict: { type: 'boolean' }, rule: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.out(SIGNALS_USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new AqrError('ERR_USAGE', `no signal files; ${SIGNALS_USAGE}`);
  const analysis = new SignalAnalysis({ strict: values.strict === true, ...(values.rule ? { rule: await readRule(values.rule) } : {}) });
  await readSignals(positionals, analysis);
  const report = analysis.report();
  if (values.json) io.out(JSON.stringify(report));
  else if (values.markdown) io.out(signalsMarkdown(report));
  else printSummary(report, io);
  return 0;
}

function printSummary(r: SignalsReport, io: Io): void {
  io.out(`${r.counts.records} records in ${r.files} files: ${r.counts.ocpRuns} OCP runs, ${r.counts.ocpSignals} OCP signals, ${r.counts.agentSignals} agent signals, ${r.counts.confidenceSamples} confidence samples, ${r.counts.skipped} skipped`);
  for (const a of r.acceptance) io.out(`acceptance ${a.rule}${a.run ? ` (run ${a.run})` : ''}: ${a.result}, tier ${a.tier}${explainAcceptance(a)}`);
  const cal = r.agents.calibration;
  if (cal.n > 0) io.out(`calibration: ${cal.n} runs, mean ${cal.mean}`);
  for (const a of r.agents.agents) if (a.gamingTell) io.out(`gaming tell: ${a.agent} reports flat confidence with good calibration`);
  for (const s of r.confidence.summaries) io.out(`confidence ${s.agentName}::${s.skill}: ${s.sampleCount} samples, avg ${s.avgConfidence}, high-confidence failures ${s.highConfFailures}${s.calibrationInversion ? ', INVERTED' : ''}`);
  if (r.privacy.flagged > 0) io.out(`privacy: ${r.privacy.flagged} values flagged (${Object.entries(r.privacy.byKind).map(([k, v]) => `${k} ${v}`).join(', ')})`);
  for (const d of r.deviations.first) io.out(`  ${d.file}${d.line === undefined ? '' : `:${d.line}`}: ${d.code} ${d.message} (${d.action})`);
  if (r.deviations.total > r.deviations.first.length) io.out(`  … and ${r.deviations.total - r.deviations.first.length} more deviations`);
}

export async function acceptanceCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { rule: { type: 'string' }, now: { type: 'string' }, 'min-tier': { type: 'string' }, json: { type: 'boolean' }, strict: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.out(ACCEPTANCE_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one run document; ${ACCEPTANCE_USAGE}`);
  const now = values.now === undefined ? undefined : Date.parse(values.now);
  if (now !== undefined && Number.isNaN(now)) throw new AqrError('ERR_USAGE', `--now must be an RFC 3339 timestamp, got ${JSON.stringify(values.now)}`);
  const minTier = values['min-tier'];
  if (minTier !== undefined && !isSignalTier(minTier)) throw new AqrError('ERR_USAGE', `--min-tier must be one of ${SIGNAL_TIERS.join(', ')}`);
  const analysis = new SignalAnalysis({
    strict: values.strict === true,
    ...(values.rule ? { rule: await readRule(values.rule) } : {}),
    ...(now === undefined ? {} : { now }),
    ...(minTier !== undefined && isSignalTier(minTier) ? { minTier } : {}),
  });
  await readSignals(positionals, analysis);
  const report = analysis.report();
  const a = report.acceptance[0];
  for (const d of report.deviations.first) io.err(`aqr: warning: ${d.file}${d.line === undefined ? '' : `:${d.line}`}: ${d.message} (${d.code})`);
  if (!a) throw new AqrError('ERR_USAGE', 'no acceptance rule: the run document has none; give one with --rule FILE', { file: positionals[0] as string });
  const out = { result: a.result, tier: a.tier, reasons: a.reasons, details: a.details, scores: a.scores };
  if (values.json) io.out(JSON.stringify(out));
  else io.out(`${a.result} (tier ${a.tier})${explainAcceptance(a)}`);
  return a.result === 'accepted' ? 0 : 1;
}
