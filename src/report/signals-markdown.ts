// The signals analysis as Markdown (aqr signals --markdown, and the job
// summary). Only counts, identifiers and numbers appear; every string that
// came from a signal is escaped, and no free text is copied. Built as blocks
// (page.ts) so the job summary can cut its long tables between rows.
import { md, num } from './escape.js';
import { percent, plural } from '../text/number.js';
import { renderBlock, type Block } from './page.js';
import type { SignalsReport } from '../signals/analysis.js';

const n = num;
const more = (what: string) => (k: number) =>
  `_…${k.toLocaleString('en-US')} more ${what} not shown here; all are in the signals analysis beside the record (\`.signals.json\`)._`;

export function signalsBlocks(r: SignalsReport): Block[] {
  const out: Block[] = [];
  out.push({
    kind: 'text',
    text: `**Signals**: ${plural(r.counts.records, 'record')} from ${plural(r.files, 'file')}: ${plural(r.counts.ocpRuns, 'OCP run')}, ${plural(r.counts.ocpSignals, 'OCP signal')}, ${plural(r.counts.agentSignals, 'agent signal')}, ${plural(r.counts.confidenceSamples, 'confidence sample')}; ${r.counts.skipped} skipped, ${plural(r.deviations.total, 'deviation')} reported.`,
  });
  if (r.acceptance.length > 0)
    out.push({
      kind: 'table',
      header: ['| acceptance rule | run | result | tier | reasons |', '|---|---|---|---|---|'],
      rows: r.acceptance.map(
        (a) => `| ${md(a.rule)} | ${md(a.run ?? '–')} | ${a.result} | ${a.tier ?? '–'} | ${a.reasons.map((x) => md(x)).join(', ') || '–'} |`,
      ),
      more: more('runs'),
    });
  const cal = r.agents.calibration;
  if (cal.n > 0 || r.agents.agents.length > 0) {
    out.push({
      kind: 'table',
      header: [
        '| agent | runs | confidence mean ± sd | runs on its most common value | calibration mean | flat confidence, good calibration |',
        '|---|---|---|---|---|---|',
      ],
      rows: r.agents.agents.map(
        (a) =>
          `| ${md(a.agent)} | ${a.executions} | ${n(a.confidence.mean)} ± ${n(a.confidence.stddev)} | ${percent(a.confidence.modeShare)} | ${n(a.calibration.mean)} | ${a.gamingTell ? '**yes**: confidence may be tuned to the score' : 'no'} |`,
      ),
      more: more('agents'),
    });
    out.push({
      kind: 'text',
      text: `Calibration (5 − |confidence − quality|) over ${cal.n} joined runs: mean ${n(cal.mean)}; ${cal.unjoinedExecutions} executions and ${cal.unjoinedOutcomes} outcomes without a partner.`,
    });
  }
  const c = r.agents.continuation;
  if (c.handoffs > 0 || c.chains.links > 0)
    out.push({
      kind: 'text',
      text: `Continuation: ${c.handoffs} handoffs, gap mean ${n(c.gap.mean)}, recovery mean ${n(c.recovery.mean)}, ${c.delta.overclaimed} overclaimed, ${c.zeroGapFailedRecovery} with zero gap but failed recovery; ${c.chains.links} resumed runs (${c.chains.unverifiedLinks} unverified), longest chain ${c.chains.longest}.`,
    });
  const esc = Object.entries(r.agents.escalations.bySeverity);
  if (esc.length > 0) {
    out.push({
      kind: 'text',
      text: `Escalations: ${esc.map(([s, v]) => `${md(s)} ${v.blocking + v.nonBlocking} (${v.blocking} blocking)`).join(', ')}; ${r.agents.escalations.unresolvedBlockingCount} blocking unresolved.`,
    });
    const open = r.agents.escalations.unresolvedBlocking;
    if (open.length > 0)
      out.push({
        kind: 'table',
        header: ['| unresolved blocking escalation: run | severity |', '|---|---|'],
        rows: open.map((u) => `| ${md(u.run_id)} | ${md(u.severity)} |`),
        more: more('open escalations'),
      });
  }
  const p = r.agents.partnership;
  if (p.total > 0) {
    out.push({
      kind: 'text',
      text: `Partnership: ${p.total} recommendations, ${p.outcomeValidated} outcome-validated (ranked validated first, then by priority).`,
    });
    out.push({
      kind: 'table',
      header: ['| validation | priority | type | target | about agent |', '|---|---|---|---|---|'],
      rows: p.recommendations.map(
        (x) => `| ${x.validation_status} | ${md(x.priority ?? '–')} | ${md(x.type ?? '–')} | ${md(x.target ?? '–')} | ${md(x.agent)} |`,
      ),
      more: more('recommendations'),
    });
  }
  if (r.confidence.summaries.length > 0)
    out.push({
      kind: 'table',
      header: ['| agent::skill | samples | avg | on success | on failure | high-confidence failures | inversion |', '|---|---|---|---|---|---|---|'],
      rows: r.confidence.summaries.map(
        (s) =>
          `| ${md(s.agentName)}::${md(s.skill)} | ${s.sampleCount} | ${n(s.avgConfidence)} | ${n(s.avgConfidenceOnSuccess)} | ${n(s.avgConfidenceOnFailure)} | ${s.highConfFailures} | ${s.calibrationInversion ? '**yes**' : 'no'} |`,
      ),
      more: more('agent::skill rows'),
    });
  if (r.privacy.flagged > 0)
    out.push({
      kind: 'text',
      text: `**Privacy**: ${r.privacy.flagged} values look like ${Object.keys(r.privacy.byKind).join(', ')}; signals must not carry them (see the JSON report for file, line and field).`,
    });
  if (r.softHolds.length > 0)
    out.push(
      { kind: 'text', text: '**Advisory holds**:' },
      { kind: 'list', items: r.softHolds.map((h) => `- ${h.code}: ${md(h.message)}`), more: more('advisory holds') },
    );
  return out;
}

export function signalsMarkdown(r: SignalsReport): string {
  return signalsBlocks(r).map(renderBlock).join('\n\n');
}
