// The signals analysis as plain text (aqr signals), section for section what
// the JSON report holds: counts, acceptance, agents and calibration,
// continuation, escalations, partnership recommendations, confidence,
// privacy, advisory holds and deviations. Only counts, identifiers and numbers
// appear; a string from a signal with control characters is quoted, so it
// cannot drive the terminal.
import type { SignalsReport } from './analysis.js';
import { num as n, percent, plural } from '../text/number.js';

// eslint-disable-next-line no-control-regex
const plain = (s: string) => (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s) ? JSON.stringify(s) : s);

/** Every section of the report, one finding a line. */
export function signalsText(r: SignalsReport): string[] {
  const out: string[] = [];
  out.push(
    `${plural(r.counts.records, 'record')} in ${plural(r.files, 'file')}: ${plural(r.counts.ocpRuns, 'OCP run')}, ${plural(r.counts.ocpSignals, 'OCP signal')}, ${plural(r.counts.agentSignals, 'agent signal')}, ${plural(r.counts.confidenceSamples, 'confidence sample')}, ${r.counts.skipped} skipped`,
  );
  for (const a of r.acceptance)
    out.push(
      `acceptance ${plain(a.rule)}${a.run ? ` (run ${plain(a.run)})` : ''}: ${a.result}${a.tier ? `, tier ${a.tier}` : ''}${a.reasons.length ? `: ${a.reasons.map(plain).join(', ')}` : ''}${a.details.length ? ` (details: ${a.details.map(plain).join(', ')})` : ''}${a.contradiction ? `; ${plain(a.contradiction)}` : ''}`,
    );
  const g = r.agents;
  const kinds = Object.entries(g.counts).filter(([, c]) => c > 0);
  if (kinds.length > 0) out.push(`agent signals: ${kinds.map(([k, c]) => `${k} ${c}`).join(', ')}`);
  for (const a of g.agents)
    out.push(
      `agent ${plain(a.agent)}: ${plural(a.executions, 'run')}, confidence ${n(a.confidence.mean)} ± ${n(a.confidence.stddev)} (its most common value on ${percent(a.confidence.modeShare)} of runs), calibration ${n(a.calibration.mean)}${a.gamingTell ? '; FLAT CONFIDENCE: nearly the same confidence on every run, yet good calibration — the confidence may be tuned to the score, not to the task' : ''}`,
    );
  const cal = g.calibration;
  if (cal.n > 0 || cal.unjoinedExecutions > 0 || cal.unjoinedOutcomes > 0)
    out.push(
      `calibration (5 − |confidence − quality|): ${cal.n} joined runs, mean ${n(cal.mean)}; ${cal.unjoinedExecutions} executions and ${cal.unjoinedOutcomes} outcomes without a partner`,
    );
  const c = g.continuation;
  if (c.handoffs > 0 || c.chains.links > 0)
    out.push(
      `continuation: ${c.handoffs} handoffs, gap mean ${n(c.gap.mean)}, recovery mean ${n(c.recovery.mean)}, ${c.delta.overclaimed} overclaimed, ${c.delta.underclaimed} underclaimed, ${c.zeroGapFailedRecovery} with zero gap but failed recovery; ${c.chains.links} resumed runs (${c.chains.unverifiedLinks} unverified), longest chain ${c.chains.longest}`,
    );
  const esc = Object.entries(g.escalations.bySeverity);
  if (esc.length > 0) {
    out.push(
      `escalations: ${esc.map(([s, v]) => `${plain(s)} ${v.blocking + v.nonBlocking} (${v.blocking} blocking)`).join(', ')}; ${g.escalations.unresolvedBlockingCount} blocking unresolved`,
    );
    for (const u of g.escalations.unresolvedBlocking) out.push(`  unresolved blocking escalation: run ${plain(u.run_id)}, severity ${plain(u.severity)}`);
  }
  const p = g.partnership;
  if (p.total > 0) {
    out.push(`partnership: ${p.total} recommendations, ${p.outcomeValidated} outcome-validated`);
    for (const x of p.recommendations)
      out.push(
        `  ${x.validation_status === 'outcome_validated' ? 'validated  ' : 'self-report'} ${plain(x.priority ?? '–')} ${plain(x.type ?? '–')} → ${plain(x.target ?? '–')} (about ${plain(x.agent)})`,
      );
  }
  for (const s of r.confidence.summaries)
    out.push(
      `confidence ${plain(s.agentName)}::${plain(s.skill)}: ${s.sampleCount} samples, avg ${n(s.avgConfidence)} (on success ${n(s.avgConfidenceOnSuccess)}, on failure ${n(s.avgConfidenceOnFailure)}), high-confidence failures ${s.highConfFailures}${s.calibrationInversion ? ', INVERTED' : ''}`,
    );
  // The reliability diagram as a small table, a bucket a line: read down, not along one long line.
  const filled = r.confidence.buckets.filter((b) => b.n > 0);
  if (filled.length > 0) {
    out.push('reliability (per confidence bucket: samples, mean confidence, success rate):');
    for (const b of filled)
      out.push(
        `  ${`[${n(b.from)}, ${n(b.to)})`.padEnd(11)}${plural(b.n, 'sample').padStart(12)}  confidence ${n(b.meanConfidence).padEnd(6)} success ${n(b.successRate)}`,
      );
  }
  if (r.privacy.flagged > 0) {
    out.push(
      `privacy: ${r.privacy.flagged} values flagged (${Object.entries(r.privacy.byKind)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
    );
    for (const f of r.privacy.findings) out.push(`  ${f.file}${f.line === undefined ? '' : `:${f.line}`}: ${f.field} looks like ${f.kind}`);
  }
  for (const h of r.softHolds) out.push(`advisory hold ${h.code}: ${plain(h.message)}`);
  if (r.deviations.total > 0)
    out.push(
      `deviations: ${r.deviations.total} (${Object.entries(r.deviations.byCode)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
    );
  for (const d of r.deviations.first)
    out.push(`  ${d.file}${d.line === undefined ? '' : `:${d.line}`}: ${d.code}${d.field ? ` ${d.field}` : ''} ${d.message} (${d.action})`);
  if (r.deviations.total > r.deviations.first.length) out.push(`  … and ${r.deviations.total - r.deviations.first.length} more deviations`);
  return out;
}
