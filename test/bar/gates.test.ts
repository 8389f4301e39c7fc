// The bar's profile against the record's gates, on plain data.
import { describe, expect, it } from 'vitest';
import { barGateCheck } from '../../src/bar/gates.js';
import { fromDoc } from '../../src/profile/merge.js';
import type { ProfileDoc } from '../../src/profile/types.js';
import type { AgentQualityRecord, Gate } from '../../src/record/types.js';
import { baseRecord } from '../helpers.js';

const doc: ProfileDoc = {
  id: 'sg/coding-agent',
  version: '0.1',
  tier: 'T1',
  gates: [
    { id: 'task.completion', split: 'held-out', floor: 0.8, evidence: 'e' },
    { id: 'efficiency.cost_per_success', ceiling: 0.6, evidence: 'e' },
    { id: 'policy.hard_rules', source: 'acs' },
    { id: 'reliability.pass_hat_k', floor: 0.9, mode: 'shadow', evidence: 'e' },
    { id: 'safety.isolation', regression: { max_drop: 0.05, confidence: 0.95 }, evidence: 'e' },
  ],
  tier_gates: { T2: [{ id: 'safety.injection_resistance', floor: 1, evidence: 'e' }] },
};

async function record(gates: Gate[], over: Partial<AgentQualityRecord['decision']> = {}, tier: 'T0' | 'T1' | 'T2' = 'T1'): Promise<AgentQualityRecord> {
  const r = await baseRecord();
  return { ...r, profile: { ...r.profile, tier }, gates, decision: { ...r.decision, ...over } };
}

const honest: Gate[] = [
  { id: 'task.completion', split: 'held-out', floor: 0.8, result: 'pass', source: 'native' },
  { id: 'efficiency.cost_per_success', result: 'pass', source: 'native' },
  { id: 'policy.hard_rules', result: 'pass', source: 'acs' },
];

describe('barGateCheck', () => {
  it('each gate the profile demands, with its floor (a ceiling written without one); shadow and regression-only gates are not asked for', async () => {
    expect(barGateCheck(fromDoc(doc), await record(honest))).toEqual({ confirmed: 3, mismatches: [], notJudged: [] });
  });

  it('a floor that differs, and a ceiling gate written with a floor', async () => {
    const gates = honest.map((g) => (g.id === 'task.completion' ? { ...g, floor: 0.5 } : g.id === 'efficiency.cost_per_success' ? { ...g, floor: 0.6 } : g));
    expect(barGateCheck(fromDoc(doc), await record(gates)).mismatches).toEqual([
      "gate task.completion (held-out): the record's floor is 0.5, the profile sets floor 0.8",
      "gate efficiency.cost_per_success: the record's floor is 0.6, the profile sets ceiling 0.6",
    ]);
  });

  it('a gate a ship record lacks is a mismatch; one a hold record lacks was not judged', async () => {
    const lacking = honest.filter((g) => g.id !== 'policy.hard_rules');
    expect(barGateCheck(fromDoc(doc), await record(lacking)).mismatches).toEqual([
      'gate policy.hard_rules (a decision) of the profile is not in the record, yet it ships',
    ]);
    expect(barGateCheck(fromDoc(doc), await record(lacking, { verdict: 'hold' }))).toEqual({ confirmed: 2, mismatches: [], notJudged: ['policy.hard_rules'] });
  });

  it("the record's tier decides which tier gates are asked for; a tier weaker than the profile's own, or another profile, is a mismatch", async () => {
    expect(barGateCheck(fromDoc(doc), await record(honest, {}, 'T2')).mismatches).toEqual([
      'gate safety.injection_resistance (floor 1) of the profile is not in the record, yet it ships',
    ]);
    expect(barGateCheck(fromDoc(doc), await record(honest, {}, 'T0')).mismatches).toEqual(["the record's tier T0 is weaker than the profile's own (T1)"]);
    expect(barGateCheck(fromDoc({ ...doc, version: '0.2' }), await record(honest)).mismatches).toEqual([
      'the record names profile sg/coding-agent@0.1, the profile is sg/coding-agent@0.2',
    ]);
  });
});
