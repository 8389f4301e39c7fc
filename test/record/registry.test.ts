import { describe, expect, it } from 'vitest';
import { lookupMeasure, measureProblems, REGISTRY } from '../../src/record/registry.js';

describe('measure registry', () => {
  it('holds the 21 measures of SuperGauge 0.1, two of them judged', () => {
    expect(REGISTRY.size).toBe(21);
    expect([...REGISTRY.values()].filter((d) => d.kind === 'judged').map((d) => d.id)).toEqual(['answer.grounded', 'robustness.multi_turn']);
  });

  it('marks lower-is-better measures, whose thresholds are ceilings', () => {
    expect([...REGISTRY.values()].filter((d) => d.better === 'lower').map((d) => d.id)).toEqual([
      'efficiency.cost_per_success',
      'efficiency.tokens_per_success',
      'efficiency.latency_per_success',
    ]);
  });

  it('applies each rule', () => {
    const codes = (m: Parameters<typeof measureProblems>[0]) => measureProblems(m).map((p) => p.code);
    expect(codes({ id: 'reliability.pass_hat_k', value: 0.5, k: 5 })).toEqual([]);
    expect(codes({ id: 'reliability.pass_hat_k', value: 0.5 })).toEqual(['MEASURE_K_MISSING']);
    expect(codes({ id: 'safety.injection_resistance', value: 1, pack: 'sg/injection@0.1' })).toEqual([]);
    expect(codes({ id: 'safety.injection_resistance', value: 1 })).toEqual(['MEASURE_PACK_MISSING']);
    expect(codes({ id: 'assurance.holdout_sealed', value: 1 })).toEqual(['MEASURE_VALUE_TYPE']);
    expect(codes({ id: 'assurance.judge_agreement', value: -0.2 })).toEqual([]);
    expect(codes({ id: 'assurance.judge_agreement', value: 1.5 })).toEqual(['MEASURE_VALUE_TYPE']);
    expect(codes({ id: 'efficiency.cost_per_success', value: 3, unit: 'USD' })).toEqual(['MEASURE_UNIT']);
    expect(codes({ id: 'efficiency.latency_per_success', value: 3, unit: 'ms' })).toEqual(['MEASURE_UNIT']);
    expect(codes({ id: 'x-acme.anything', value: 'whatever' })).toEqual([]);
    expect(codes({ id: 'acme.anything', value: 1 })).toEqual(['MEASURE_UNKNOWN']);
  });

  it('looks measures up by id', () => {
    expect(lookupMeasure('task.completion')).toMatchObject({ kind: 'deterministic', value: 'fraction' });
    expect(lookupMeasure('nope.nope')).toBeUndefined();
  });
});
