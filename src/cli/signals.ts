// aqr signals <files>... [--json|--markdown] [--strict] [--rule FILE]
// aqr acceptance <run document> [--rule FILE] [--now T] [--min-tier T] [--json] [--strict]
import { AqrError } from '../errors.js';
import { readRule } from '../io/rule-file.js';
import { readSignals } from '../io/signals-file.js';
import { SignalAnalysis } from '../signals/analysis.js';
import { signalsMarkdown } from '../report/signals-markdown.js';
import { explainAcceptance } from '../signals/ocp/acceptance.js';
import { isSignalTier, SIGNAL_TIERS } from '../signals/ocp/types.js';
import { signalsText } from '../signals/text.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const SIGNALS_USAGE = `usage: ${synopsis('signals')}`;
const ACCEPTANCE_USAGE = `usage: ${synopsis('acceptance')}`;

export async function signalsCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('signals', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as { json?: boolean; markdown?: boolean; strict?: boolean; rule?: string };
  if (positionals.length === 0) throw new AqrError('ERR_USAGE', `no signal files; ${SIGNALS_USAGE}`);
  const analysis = new SignalAnalysis({ strict: values.strict === true, ...(values.rule ? { rule: await readRule(values.rule) } : {}) });
  await readSignals(positionals, analysis);
  const report = analysis.report();
  if (values.json) io.out(JSON.stringify(report));
  else if (values.markdown) io.out(signalsMarkdown(report));
  else for (const line of signalsText(report)) io.out(line);
  return 0;
}

export async function acceptanceCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('acceptance', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as { rule?: string; now?: string; 'min-tier'?: string; json?: boolean; strict?: boolean };
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
