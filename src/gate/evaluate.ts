// From evidence to an unsigned record and its verdict, on plain data. The CLI
// and the action both reach this through pipeline/evaluate.
import canonicalizeModule from 'canonicalize';
import { sha256Hex } from '../crypto/index.js';
import { gatesAtTier, type Profile } from '../profile/types.js';
import { custodyOf, type CustodyFacts } from './integrity.js';
import type { AgentQualityRecord, Evidence, Integrity, Judge, Measure, Subject, SupplyChain, TaskSet, ReleaseTier, Verdict } from '../record/types.js';
import { LEDGER_FORMAT } from '../ledger/trial.js';
import { decide, generatedRationale, type Reason } from './verdict.js';
import type { InputWords } from './words.js';
import { measuresById } from '../record/group.js';
import { decisionGate, evaluateGate, toRecordGate, type Decision, type GateResult } from './gates.js';
import { STATS_FORMAT, withStats, type StatsSidecar } from './stats.js';
import type { Baseline, StatsContext } from './bounds.js';

const canonicalize = canonicalizeModule as unknown as (value: unknown) => string;

export interface EvaluateInput {
  profile: Profile;
  tier: ReleaseTier;
  /** RFC 3339 UTC, seconds precision. */
  now: string;
  subject: Subject;
  taskSet: TaskSet;
  measures: Measure[];
  missing: { id: string; split?: string; reason: string }[];
  decisions: Decision[];
  canaries: { id: string; fired: boolean; attempts: number }[];
  evidence: Evidence;
  evaluatorIndependent: boolean;
  judge?: Judge;
  decision: { actor: string; question?: string; options?: string[]; rationale?: string; rolls_back_to?: string };
  /** A signature will be added after this: T2 may ship. */
  willSign: boolean;
  /** Gates from signals (acceptance rule, blocking escalations). */
  signalGates?: GateResult[];
  /** Advisory holds the profile opted in to. */
  softHolds?: { code: string; message: string }[];
  /** Holds from the caller's context. */
  holds?: { code: string; message: string }[];
  /** Sentences appended to the rationale. */
  notes?: string[];
  /** Counts and per-task sums behind the measures, for gates with confidence bounds. */
  stats?: StatsContext;
  /** The last release's record, for regression gates. */
  baseline?: Baseline;
  /** How reasons name the inputs (CLI flags unless told). */
  words?: InputWords;
  /** The facts of metric custody (gate/integrity.ts), when the evidence says who graded it. */
  custody?: CustodyFacts;
  /** The independent recompute of an eval tool's assertions (import/promptfoo-recompute.ts): who, its digest, whether a judged pass was overridden. */
  recompute?: { party: string; digest: string; mechanicalOverride: boolean };
  /** The supply-chain block (RFC 0003), from the files the inputs name (src/pipeline/blocks.ts). */
  supplyChain?: SupplyChain;
}

export interface EvaluateResult {
  verdict: Verdict;
  reasons: Reason[];
  gates: GateResult[];
  /** Gates in mode shadow: judged and reported, never enforced, not in the record. */
  shadow: GateResult[];
  /** Bounds, regression tests and shadow results: the `<record>.stats.json` sidecar. */
  stats: StatsSidecar;
  record: AgentQualityRecord;
}

/** Where the measures came from, in words: `the trial ledger (aqr.trials/1)`. */
export function measurementSource(e: Pick<Evidence, 'format'>): string {
  const kind = e.format === LEDGER_FORMAT ? 'the trial ledger' : e.format.startsWith('opentelemetry') ? 'the trace export' : 'the given measures';
  return `${kind} (${e.format})`;
}

/** Each canary tried, with what it was expected to do and did. */
function canaryOutcomes(canaries: EvaluateInput['canaries']): Pick<Integrity, 'canaries'> {
  const tried = canaries.filter((c) => c.attempts > 0);
  if (tried.length === 0) return {};
  return { canaries: tried.map((c) => ({ id: c.id, expected: 'fail' as const, observed: c.fired ? ('pass' as const) : ('fail' as const) })) };
}

/** `assurance.integrity` when anything is known of it. */
function integrityBlock(i: Integrity): { integrity?: Integrity } {
  return Object.keys(i).length > 0 ? { integrity: i } : {};
}

export function evaluate(input: EvaluateInput): EvaluateResult {
  const why = (id: string, split?: string) =>
    input.missing.find((m) => m.id === id && (split === undefined || m.split === undefined || m.split === split))?.reason;
  const all = gatesAtTier(input.profile, input.tier);
  const profileGates = all.filter((g) => g.mode !== 'shadow');
  const measuredBy = measurementSource(input.evidence);
  // Each gate sees only the measures with its id: one pass over the measures, not one per gate.
  const byId = measuresById(input.measures);
  const sidecar: StatsSidecar = { format: STATS_FORMAT, bounds: [], regressions: [], shadow: [], notices: [] };
  const judged = (g: (typeof all)[number]) => withStats(g, evaluateGate(g, byId.get(g.id) ?? [], input.decisions, why, measuredBy), input, sidecar);
  const gates = profileGates.map(judged).filter((g) => g !== undefined);
  const shadow = all
    .filter((g) => g.mode === 'shadow')
    .map(judged)
    .filter((g) => g !== undefined);
  sidecar.shadow = shadow.map((g) => ({ id: g.id, ...(g.split ? { split: g.split } : {}), result: g.result, reason: g.reason }));
  if (input.baseline) sidecar.baseline = { record_id: input.baseline.record_id, verified: input.baseline.verified };
  for (const d of input.decisions) if (!profileGates.some((g) => g.id === d.id)) gates.push(decisionGate(d, input.measures, measuredBy));
  gates.push(...(input.signalGates ?? []));
  const { verdict, reasons } = decide({
    profile: input.profile,
    tier: input.tier,
    gates,
    taskSet: input.taskSet,
    canaries: input.canaries,
    human: input.decision,
    signed: input.willSign,
    softHolds: input.softHolds ?? [],
    holds: input.holds ?? [],
    ...(input.words ? { words: input.words } : {}),
  });

  const d = input.decision;
  const record: AgentQualityRecord = {
    supergauge: '0.1',
    record_id: '',
    emitted_at: input.now,
    profile: { id: input.profile.id, version: input.profile.version, tier: input.tier },
    subject: input.subject,
    task_set: input.taskSet,
    measures: input.measures,
    gates: gates.map(toRecordGate).filter((g) => g !== undefined),
    assurance: {
      ...(input.judge ? { judge: input.judge } : {}),
      evidence: input.evidence,
      evaluator_independent: input.evaluatorIndependent,
      ...integrityBlock({
        ...(input.custody
          ? custodyOf(
              input.custody,
              gates.map((g) => g.id),
            )
          : {}),
        ...canaryOutcomes(input.canaries),
        ...recomputeIntegrity(input.recompute),
      }),
    },
    decision: {
      verdict,
      actor: d.actor,
      ...(d.rolls_back_to ? { rolls_back_to: d.rolls_back_to } : {}),
      ...(d.question ? { question: d.question } : {}),
      ...(d.options && d.options.length > 0 ? { options: d.options } : {}),
      rationale: [d.rationale ?? generatedRationale(verdict, reasons, gates), ...(input.notes ?? []), ...sidecar.notices].join(' '),
    },
    ...(input.supplyChain ? { supply_chain: input.supplyChain } : {}),
  };
  // The id names the content: the same evidence and decision give the same id.
  record.record_id = `aqr_${sha256Hex(canonicalize(record)).slice(0, 26)}`;
  return { verdict, reasons, gates, shadow, stats: sidecar, record };
}

/** The independent recompute: its digest and party, and whether a judged pass was discarded because a deterministic check failed. */
function recomputeIntegrity(r: EvaluateInput['recompute']): Pick<Integrity, 'recompute_digest' | 'recompute_party' | 'mechanical_override'> {
  return r ? { recompute_digest: r.digest, recompute_party: r.party, mechanical_override: r.mechanicalOverride } : {};
}
