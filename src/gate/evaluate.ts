// From evidence to an unsigned record and its verdict, on plain data. The CLI
// and the action both reach this through pipeline/evaluate.
import { createHash } from 'node:crypto';
import canonicalizeModule from 'canonicalize';
import { gatesAtTier, type Profile } from '../profile/types.js';
import type { AgentQualityRecord, Evidence, Judge, Measure, Subject, TaskSet, Tier, Verdict } from '../record/types.js';
import { decide, generatedRationale, type Reason } from './verdict.js';
import { measuresById } from '../record/group.js';
import { decisionGate, evaluateGate, toRecordGate, type Decision, type GateResult } from './gates.js';

const canonicalize = canonicalizeModule as unknown as (value: unknown) => string;

export interface EvaluateInput {
  profile: Profile;
  tier: Tier;
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
}

export interface EvaluateResult {
  verdict: Verdict;
  reasons: Reason[];
  gates: GateResult[];
  record: AgentQualityRecord;
}

export function evaluate(input: EvaluateInput): EvaluateResult {
  const why = (id: string, split?: string) => input.missing.find((m) => m.id === id && (split === undefined || m.split === undefined || m.split === split))?.reason;
  const profileGates = gatesAtTier(input.profile, input.tier);
  // Each gate sees only the measures with its id: one pass over the measures, not one per gate.
  const byId = measuresById(input.measures);
  const gates = profileGates.map((g) => evaluateGate(g, byId.get(g.id) ?? [], input.decisions, why));
  for (const d of input.decisions) if (!profileGates.some((g) => g.id === d.id)) gates.push(decisionGate(d));
  gates.push(...(input.signalGates ?? []));
  const { verdict, reasons } = decide({ profile: input.profile, tier: input.tier, gates, taskSet: input.taskSet, canaries: input.canaries, human: input.decision, signed: input.willSign, softHolds: input.softHolds ?? [], holds: input.holds ?? [] });

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
      ...(input.canaries.some((c) => c.attempts > 0)
        ? { integrity: { canaries: input.canaries.filter((c) => c.attempts > 0).map((c) => ({ id: c.id, expected: 'fail' as const, observed: c.fired ? ('pass' as const) : ('fail' as const) })) } }
        : {}),
    },
    decision: {
      verdict,
      actor: d.actor,
      ...(d.rolls_back_to ? { rolls_back_to: d.rolls_back_to } : {}),
      ...(d.question ? { question: d.question } : {}),
      ...(d.options && d.options.length > 0 ? { options: d.options } : {}),
      rationale: [d.rationale ?? generatedRationale(verdict, reasons, gates), ...(input.notes ?? [])].join(' '),
    },
  };
  // The id names the content: the same evidence and decision give the same id.
  record.record_id = `aqr_${createHash('sha256').update(canonicalize(record)).digest('hex').slice(0, 26)}`;
  return { verdict, reasons, gates, record };
}
