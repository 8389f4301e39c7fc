// The signals analysis as Markdown (aqr signals --markdown, and later the job
// summary and comment). Only counts, identifiers and numbers appear; every
// string that came from a signal is escaped, and no free text is copied.
import { md } from '../report/escape.js';
import type { SignalsReport } from './analysis.js';

const n = (x: number | null | undefined) => (x === null || x === undefined ? '–' : String(x));

export function signalsMarkdown(r: SignalsReport): string {
  const out: string[] = [];
  out.push(`**Signals**: ${r.counts.records} records from ${r.files} file${r.files === 1 ? '' : 's'}: ${r.counts.ocpRuns} OCP runs, ${r.counts.ocpSignals} OCP signals, ${r.counts.agentSignals} agent signals, ${r.counts.confidenceSamples} confidence samples; ${r.counts.skipped} skipped, ${r.deviations.total} deviations reported.`);
  if (r.acceptance.length > 0) {
    out.push('', '| acceptance rule | run | result | tier | reasons |', '|---|---|---|---|---|');
    for (const a of r.acceptance) out.push(`| ${md(a.rule)} | ${md(a.run ?? '–')} | ${a.result} | ${a.tier ?? '–'} | ${a.reasons.map(md).join(', ') || '–'} |`);
  }
  const cal = r.agents.calibration;
  if (cal.n > 0 || r.agents.agents.length > 0) {
    out.push('', '| agent | runs | confidence mean ± sd | modal share | calibration mean | gaming tell |', '|---|---|---|---|---|---|');
    for (const a of r.agents.agents) out.push(`| ${md(a.agent)} | ${a.executions} | ${n(a.confidence.mean)} ± ${n(a.confidence.stddev)} | ${n(a.confidence.modeShare)} | ${n(a.calibration.mean)} | ${a.gamingTell ? '**flat confidence, good calibration**' : 'no'} |`);
    out.push('', `Calibration (5 − |confidence − quality|) over ${cal.n} joined runs: mean ${n(cal.mean)}; ${cal.unjoinedExecutions} executions and ${cal.unjoinedOutcomes} outcomes without a partner.`);
  }
  const c = r.agents.continuation;
  if (c.handoffs > 0 || c.chains.links > 0)
    out.push('', `Continuation: ${c.handoffs} handoffs, gap mean ${n(c.gap.mean)}, recovery mean ${n(c.recovery.mean)}, ${c.delta.overclaimed} overclaimed, ${c.zeroGapFailedRecovery} with zero gap but failed recovery; ${c.chains.links} resumed runs (${c.chains.unverifiedLinks} unverified), longest chain ${c.chains.longest}.`);
  const esc = Object.entries(r.agents.escalations.bySeverity);
  if (esc.length > 0) {
    out.push('', `Escalations: ${esc.map(([s, v]) => `${md(s)} ${v.blocking + v.nonBlocking} (${v.blocking} blocking)`).join(', ')}; ${r.agents.escalations.unresolvedBlockingCount} blocking unresolved.`);
    const open = r.agents.escalations.unresolvedBlocking;
    if (open.length > 0) out.push('', '| unresolved blocking escalation: run | severity |', '|---|---|', ...open.map((u) => `| ${md(u.run_id)} | ${md(u.severity)} |`));
  }
  const p = r.agents.partnership;
  if (p.total > 0) {
    out.push('', `Partnership: ${p.total} recommendations, ${p.outcomeValidated} outcome-validated (ranked validated first, then by priority).`);
    out.push('', '| validation | priority | type | target | about agent |', '|---|---|---|---|---|', ...p.recommendations.map((x) => `| ${x.validation_status} | ${md(x.priority ?? '–')} | ${md(x.type ?? '–')} | ${md(x.target ?? '–')} | ${md(x.agent)} |`));
  }
  if (r.confidence.summaries.length > 0) {
    out.push('', '| agent::skill | samples | avg | on success | on failure | high-confidence failures | inversion |', '|---|---|---|---|---|---|---|');
    for (const s of r.confidence.summaries)
      out.push(`| ${md(s.agentName)}::${md(s.skill)} | ${s.sampleCount} | ${n(s.avgConfidence)} | ${n(s.avgConfidenceOnSuccess)} | ${n(s.avgConfidenceOnFailure)} | ${s.highConfFailures} | ${s.calibrationInversion ? '**yes**' : 'no'} |`);
  }
  if (r.privacy.flagged > 0) out.push('', `**Privacy**: ${r.privacy.flagged} values look like ${Object.keys(r.privacy.byKind).join(', ')}; signals must not carry them (see the JSON report for file, line and field).`);
  if (r.softHolds.length > 0) out.push('', '**Advisory holds**:', ...r.softHolds.map((h) => `- ${h.code}: ${md(h.message)}`));
  return out.join('\n');
}
