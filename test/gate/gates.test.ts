import { describe, expect, it } from 'vitest';
import { decisionGate, evaluateGate, type Decision } from '../../src/gate/gates.js';
import type { Measure } from '../../src/record/types.js';

const none = () => undefined;
const m = (id: string, value: number | boolean, extra: Partial<Measure> = {}): Measure => ({ id, value, ...extra });

describe('evaluateGate', () => {
  it('compares floors and ceilings against exactly one measure', () => {
    expect(evaluateGate({ id: 'task.completion', floor: 0.8 }, [m('task.completion', 0.8)], [], none)).toMatchObject({
      result: 'pass',
      reason: 'task.completion 0.8 ≥ floor 0.8',
    });
    expect(evaluateGate({ id: 'task.completion', floor: 0.8 }, [m('task.completion', 0.79)], [], none)).toMatchObject({ result: 'fail' });
    expect(evaluateGate({ id: 'efficiency.cost_per_success', ceiling: 0.5 }, [m('efficiency.cost_per_success', 0.51)], [], none)).toMatchObject({
      result: 'fail',
      reason: 'efficiency.cost_per_success 0.51 > ceiling 0.5',
    });
  });

  it('backs a gate only by the measure of its own split (and k): no held-out guess for a gate without a split', () => {
    const ms = [
      m('reliability.pass_hat_k', 0.2, { split: 'held-in', k: 3 }),
      m('reliability.pass_hat_k', 0.9, { split: 'held-out', k: 3 }),
      m('reliability.pass_hat_k', 0.1, { split: 'held-out', k: 5 }),
    ];
    expect(evaluateGate({ id: 'reliability.pass_hat_k', split: 'held-out', k: 3, floor: 0.5 }, ms, [], none)).toMatchObject({ result: 'pass', value: 0.9 });
    expect(evaluateGate({ id: 'reliability.pass_hat_k', k: 5, floor: 0.5 }, ms, [], none)).toMatchObject({
      result: 'missing',
      reason: expect.stringContaining('no unsplit measure backs it (reliability.pass_hat_k is measured for held-in, held-out)'),
    });
    expect(evaluateGate({ id: 'reliability.pass_hat_k', split: 'held-in', k: 5, floor: 0.5 }, ms, [], none)).toMatchObject({ result: 'missing' });
    expect(evaluateGate({ id: 'reliability.pass_hat_k', split: 'held-out', floor: 0.5 }, ms, [], none)).toMatchObject({
      result: 'missing',
      reason: expect.stringContaining('2 measures could back it; name its k'),
    });
    // A held-out measure beside the unsplit one (a measures file's) does not stand in for it.
    const hostile = [m('policy.hard_rules', 0.9), m('policy.hard_rules', 1, { split: 'held-out' })];
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs', floor: 0.95 }, hostile, [], none)).toMatchObject({ result: 'fail', value: 0.9 });
  });

  it('is missing, never passing, without evidence, and says why', () => {
    expect(evaluateGate({ id: 'task.completion', floor: 0.8 }, [], [], () => 'the ledger has no first attempts')).toMatchObject({
      result: 'missing',
      reason: 'task.completion: the ledger has no first attempts',
    });
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs' }, [], [], none)).toMatchObject({ result: 'missing', source: 'acs' });
  });

  it('takes an external decision, and with a threshold too needs both', () => {
    const d: Decision[] = [{ id: 'policy.hard_rules', result: 'pass', source: 'acs' }];
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs' }, [], d, none)).toMatchObject({ result: 'pass', source: 'acs' });
    // A failed threshold rejects whatever the decision says (and the reason names the contradiction).
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs', floor: 1 }, [m('policy.hard_rules', 0.9)], d, none)).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('acs decided pass for policy.hard_rules, but the evidence measures policy.hard_rules = 0.9'),
    });
    // A failing decision over a clean measurement: nobody knows which is wrong, so the gate holds.
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs', floor: 1 }, [m('policy.hard_rules', 1)], [{ ...d[0]!, result: 'fail' }], none)).toMatchObject(
      { result: 'missing', contradicted: true },
    );
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs', floor: 1 }, [], d, none)).toMatchObject({ result: 'missing' });
  });

  it('passes a boolean measure only when it is true', () => {
    expect(evaluateGate({ id: 'assurance.holdout_sealed' }, [m('assurance.holdout_sealed', true)], [], none)).toMatchObject({ result: 'pass' });
    expect(evaluateGate({ id: 'assurance.holdout_sealed' }, [m('assurance.holdout_sealed', false)], [], none)).toMatchObject({ result: 'fail' });
  });
});

describe('decisions never outvote measurements', () => {
  const pass: Decision[] = [{ id: 'policy.hard_rules', result: 'pass', source: 'acs' }];
  const fail: Decision[] = [{ id: 'policy.hard_rules', result: 'fail', source: 'assert' }];
  const none = () => undefined;
  const m = (id: string, value: number | boolean): Measure => ({ id, value });

  it.each([
    [
      'a passing decision over violations in half the attempts',
      pass,
      m('policy.hard_rules', 0.5),
      'missing',
      'acs decided pass for policy.hard_rules, but the trial ledger measures policy.hard_rules = 0.5, violations in 50% of attempts',
    ],
    [
      'a failing decision over a clean measurement',
      fail,
      m('policy.hard_rules', 1),
      'missing',
      'assert decided fail for policy.hard_rules, but the trial ledger measures policy.hard_rules = 1, no violation',
    ],
    ['a passing decision over a clean measurement', pass, m('policy.hard_rules', 1), 'pass', undefined],
    ['a failing decision over violations', fail, m('policy.hard_rules', 0.9), 'fail', undefined],
  ] as const)('%s', (_name, decisions, measure, result, says) => {
    for (const gate of [
      evaluateGate({ id: 'policy.hard_rules', source: decisions[0]!.source }, [measure], decisions, none, 'the trial ledger'),
      decisionGate(decisions[0]!, [measure], 'the trial ledger'),
    ]) {
      expect(gate.result).toBe(result);
      if (says) expect(gate).toMatchObject({ contradicted: true, reason: expect.stringContaining(says) });
      else expect(gate.contradicted).toBeUndefined();
    }
  });

  it('a boolean measure is judged, and contradicts a decision; a number with no notion of clean is judged only by a threshold', () => {
    // A boolean gate passes only when true: the false measurement fails it, and the reason names the contradiction.
    expect(
      evaluateGate(
        { id: 'assurance.holdout_sealed', source: 'assert' },
        [m('assurance.holdout_sealed', false)],
        [{ id: 'assurance.holdout_sealed', result: 'pass', source: 'assert' }],
        none,
      ),
    ).toMatchObject({
      result: 'fail',
      source: 'native',
      reason: expect.stringContaining('assert decided pass for assurance.holdout_sealed, but the evidence measures assurance.holdout_sealed = false'),
    });
    expect(
      evaluateGate(
        { id: 'assurance.holdout_sealed', source: 'assert' },
        [m('assurance.holdout_sealed', true)],
        [{ id: 'assurance.holdout_sealed', result: 'fail', source: 'assert' }],
        none,
      ),
    ).toMatchObject({ result: 'missing', contradicted: true });
    const completion = { id: 'task.completion', result: 'pass', source: 'assert' } as const;
    expect(evaluateGate({ id: 'task.completion', source: 'assert' }, [m('task.completion', 0.5)], [completion], none)).toMatchObject({
      result: 'missing',
      noThreshold: true,
      reason: expect.stringContaining('a decision cannot be held against this number'),
    });
    expect(decisionGate(completion, [m('task.completion', 0.5)])).toMatchObject({ result: 'missing', noThreshold: true });
  });
});

describe('a decision never passes a measured gate', () => {
  const assertPass: Decision[] = [{ id: 'task.completion', result: 'pass', source: 'assert' }];
  const completion = (value: number): Measure => ({ id: 'task.completion', value, split: 'held-out' });

  it('a native gate with no threshold holds at any value, whatever a decision says', () => {
    const g = { id: 'task.completion', split: 'held-out', source: 'native' } as const;
    for (const r of [evaluateGate(g, [completion(0)], assertPass, none), evaluateGate(g, [completion(0)], [], none)])
      expect(r).toMatchObject({
        result: 'missing',
        noThreshold: true,
        source: 'native',
        reason: expect.stringMatching(/^task\.completion \(held-out\) is measured \(0\) but the profile sets no floor or ceiling/),
      });
    expect(evaluateGate(g, [completion(0)], assertPass, none).reason).toContain(
      'assert decided pass, which does not count: the profile measures this gate (source native)',
    );
    expect(evaluateGate(g, [], assertPass, none)).toMatchObject({ result: 'missing' });
  });

  it('a native gate with a floor is judged on its number; a failing decision still fails it', () => {
    const g = { id: 'task.completion', split: 'held-out', source: 'native', floor: 0.7 } as const;
    expect(evaluateGate(g, [completion(0.5)], assertPass, none)).toMatchObject({ result: 'fail', source: 'native' });
    expect(evaluateGate(g, [completion(0.8)], assertPass, none)).toMatchObject({ result: 'pass', source: 'native' });
    expect(evaluateGate(g, [completion(0.8)], [{ ...assertPass[0]!, result: 'fail' }], none)).toMatchObject({
      result: 'fail',
      source: 'assert',
      decided: 'fail',
    });
  });

  it('names what decided: a floor judged with no decision is native, whatever the profile calls the gate', () => {
    const hardRules = (value: number): Measure => ({ id: 'policy.hard_rules', value });
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs', floor: 0.9 }, [hardRules(0.97)], [], none)).toMatchObject({
      result: 'pass',
      source: 'native',
    });
    expect(
      evaluateGate({ id: 'policy.hard_rules', source: 'acs', floor: 0.9 }, [hardRules(1)], [{ id: 'policy.hard_rules', result: 'pass', source: 'acs' }], none),
    ).toMatchObject({ result: 'pass', source: 'acs', decided: 'pass' });
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs' }, [hardRules(1)], [], none)).toMatchObject({ result: 'missing', source: 'acs' });
    expect(evaluateGate({ id: 'policy.hard_rules', source: 'acs' }, [hardRules(1)], [], none).noThreshold).toBeUndefined();
  });
});
