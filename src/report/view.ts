// What a person reads about one gate run: the verdict and why, each gate with
// its numbers, measures against the last shipped record, the acceptance rule,
// advisory findings, the conformance level and the record's digest. Built from
// the pipeline's result; the comment and the job summary both render it.
import type { GateResult } from '../gate/gates.js';
import type { Reason } from '../gate/verdict.js';
import type { BarChange } from '../bar/types.js';
import type { AgentQualityRecord, Measure, Verdict } from '../record/types.js';
import type { SignalsReport } from '../signals/analysis.js';
import { usesStats, type StatsSidecar } from '../gate/stats.js';
import { importFormatOf } from '../import/formats.js';

export interface GateView {
  verdict: Verdict;
  reasons: Reason[];
  gates: GateResult[];
  measures: (Measure & { baseline?: number | boolean })[];
  baseline?: { record_id: string; emitted_at: string };
  acceptance: { rule: string; run?: string; result: string; tier: string | null; reasons: string[]; details: string[] }[];
  advisory: string[];
  level: string | null;
  profile: string;
  agent: string;
  recordDigest: string;
  /** The evidence format, when it is an eval tool's own file (`promptfoo.results/3`): the comment names it. */
  evidence?: string;
  artifact?: string;
  confidenceBuckets: { from: number; to: number; n: number; meanConfidence: number | null; successRate: number | null }[];
  /** Bounds, regression tests and shadow gates, when the profile uses them. */
  stats?: StatsSidecar;
  barChange?: BarChangeView;
  /** Who approved the run (`by`), or that no person did (null), beside the record's actor; absent where approvals are not read (the CLI). */
  approval?: { by: string | null; actor: string };
}

/** A change of the bar: what differs, which bar was enforced, and the other bar's verdict (a shadow, never enforced). */
export interface BarChangeView extends BarChange {
  shadow?: { bar: 'base' | 'proposed'; verdict?: Verdict; reasons?: Reason[]; error?: string };
}

/** The bar part of a run's result (pipeline/evaluate's barChange and barShadow), for the report. */
export function barChangeView(run: {
  barChange?: BarChange | undefined;
  barShadow?: { bar: 'base' | 'proposed'; verdict?: Verdict; reasons?: Reason[]; error?: string } | undefined;
}): BarChangeView | undefined {
  if (!run.barChange) return undefined;
  return { ...run.barChange, ...(run.barShadow ? { shadow: run.barShadow } : {}) };
}

export function gateView(input: {
  verdict: Verdict;
  reasons: Reason[];
  gates: GateResult[];
  record: AgentQualityRecord;
  level: string | null;
  recordDigest: string;
  signals?: SignalsReport | undefined;
  baseline?: AgentQualityRecord | undefined;
  artifact?: string | undefined;
  stats?: StatsSidecar | undefined;
  barChange?: BarChangeView | undefined;
  approvedBy?: string | null | undefined;
}): GateView {
  const { record, signals, baseline } = input;
  const key = (m: Measure) => `${m.id}|${m.split ?? ''}|${m.k ?? ''}`;
  const before = new Map((baseline?.measures ?? []).map((m) => [key(m), m.value]));
  const advisory: string[] = [];
  if (signals) {
    for (const h of signals.softHolds) advisory.push(`${h.code}: ${h.message}`);
    for (const a of signals.agents.agents)
      if (a.gamingTell && !signals.softHolds.some((h) => h.code === 'SOFT_FLAT_CONFIDENCE'))
        advisory.push(`agent ${a.agent} reports flat confidence with good calibration (a gaming tell)`);
    for (const s of signals.confidence.summaries)
      if (s.calibrationInversion && !signals.softHolds.some((h) => h.code === 'SOFT_CALIBRATION_INVERSION'))
        advisory.push(`${s.agentName}::${s.skill} is more confident when it fails than when it succeeds`);
    if (signals.privacy.flagged > 0)
      advisory.push(`${signals.privacy.flagged} signal values look like ${Object.keys(signals.privacy.byKind).join(', ')}: signals must not carry them`);
    if (signals.deviations.total > 0) advisory.push(`${signals.deviations.total} signal deviations from their contracts (see the signals analysis)`);
  }
  return {
    verdict: input.verdict,
    reasons: input.reasons,
    gates: input.gates,
    measures: record.measures.map((m) => {
      const b = before.get(key(m));
      return b === undefined ? m : { ...m, baseline: b };
    }),
    ...(baseline ? { baseline: { record_id: baseline.record_id, emitted_at: baseline.emitted_at } } : {}),
    acceptance: (signals?.acceptance ?? []).map((a) => ({
      rule: a.rule,
      ...(a.run ? { run: a.run } : {}),
      result: a.result,
      tier: a.tier,
      reasons: a.reasons,
      details: a.details,
    })),
    advisory,
    level: input.level,
    profile: `${record.profile.id}@${record.profile.version} (${record.profile.tier})`,
    agent: record.subject.agent,
    recordDigest: input.recordDigest,
    ...(importFormatOf(record.assurance.evidence.format) !== undefined ? { evidence: record.assurance.evidence.format } : {}),
    ...(input.artifact ? { artifact: input.artifact } : {}),
    confidenceBuckets: signals?.confidence.buckets ?? [],
    ...(input.stats && usesStats(input.stats) ? { stats: input.stats } : {}),
    ...(input.barChange ? { barChange: input.barChange } : {}),
    ...(input.approvedBy === undefined ? {} : { approval: { by: input.approvedBy, actor: record.decision.actor } }),
  };
}
