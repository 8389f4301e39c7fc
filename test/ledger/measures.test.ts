import { describe, expect, it } from 'vitest';
import { ledgerMeasures } from '../../src/ledger/measures.js';
import { TrialTally } from '../../src/ledger/tally.js';
import type { Trial } from '../../src/ledger/trial.js';
import { trialProblem } from '../../src/ledger/trial.js';
import type { Manifest } from '../../src/taskset/manifest.js';
import { AqrError } from '../../src/errors.js';

function manifest(spec: Record<string, 'held-in' | 'held-out' | 'canary'>): Manifest {
  const tasks: Manifest['tasks'] = new Map();
  let held_in = 0;
  let held_out = 0;
  const canary_ids: string[] = [];
  for (const [id, s] of Object.entries(spec)) {
    tasks.set(id, { id, split: s === 'held-in' ? 'held-in' : 'held-out', canary: s === 'canary', index: tasks.size });
    if (s === 'canary') canary_ids.push(id);
    else if (s === 'held-in') held_in++;
    else held_out++;
  }
  return { tasks, held_in, held_out, canary_ids };
}

function tally(m: Manifest, rows: Partial<Trial>[]): TrialTally {
  const t = new TrialTally(m);
  const f = t.addFile('ledger.jsonl');
  rows.forEach((r, i) => t.add({ passed: false, attempt: 1, task_id: '?', ...r } as Trial, f, i + 1));
  return t;
}

const pass = (task_id: string, attempt: number, extra: Partial<Trial> = {}) => ({ task_id, attempt, passed: true, ...extra });
const fail = (task_id: string, attempt: number, extra: Partial<Trial> = {}) => ({ task_id, attempt, passed: false, ...extra });

describe('ledger measures', () => {
  const m = manifest({ a: 'held-out', b: 'held-out', c: 'held-out', d: 'held-out', x: 'held-in', z: 'canary' });

  it('computes completion from first attempts, pass^k and pass@k over k attempts, per split and over every non-canary task', () => {
    const t = tally(m, [
      pass('a', 1),
      pass('a', 2),
      pass('a', 3),
      pass('b', 1),
      fail('b', 2),
      pass('b', 3),
      fail('c', 1),
      fail('c', 2),
      pass('c', 3),
      fail('d', 1),
      fail('d', 2),
      fail('d', 3),
      pass('x', 1),
      pass('x', 2),
      pass('x', 3),
      fail('z', 1),
      fail('z', 2),
      fail('z', 3),
    ]);
    const r = ledgerMeasures(t, 3);
    expect(r.measures).toEqual([
      { id: 'task.completion', value: 0.5, split: 'held-out', n: 4 },
      { id: 'reliability.pass_hat_k', value: 0.25, split: 'held-out', k: 3, n: 4 },
      { id: 'reliability.pass_at_k', value: 0.75, split: 'held-out', k: 3, n: 4 },
      { id: 'task.completion', value: 1, split: 'held-in', n: 1 },
      { id: 'reliability.pass_hat_k', value: 1, split: 'held-in', k: 3, n: 1 },
      { id: 'reliability.pass_at_k', value: 1, split: 'held-in', k: 3, n: 1 },
      // No split: the five non-canary tasks, for a gate that names none.
      { id: 'task.completion', value: 0.6, n: 5 },
      { id: 'reliability.pass_hat_k', value: 0.4, k: 3, n: 5 },
      { id: 'reliability.pass_at_k', value: 0.8, k: 3, n: 5 },
    ]);
    expect(r.counts?.filter((c) => c.split === undefined)).toEqual([
      { id: 'task.completion', x: 3, n: 5 },
      { id: 'reliability.pass_hat_k', k: 3, x: 2, n: 5 },
      { id: 'reliability.pass_at_k', k: 3, x: 4, n: 5 },
    ]);
    expect(r.canaries).toEqual([{ id: 'z', fired: false, attempts: 3 }]);
  });

  it('makes pass^k missing, not zero, when a task has fewer than k attempts', () => {
    const t = tally(m, [pass('a', 1), pass('a', 2), pass('b', 1), pass('b', 2), pass('c', 1), pass('c', 2), pass('d', 1)]);
    const r = ledgerMeasures(t, 2);
    expect(r.measures.map((x) => [x.id, x.split])).toEqual([
      ['task.completion', 'held-out'],
      ['task.completion', undefined],
    ]);
    expect(r.missing).toContainEqual({
      id: 'reliability.pass_hat_k',
      split: 'held-out',
      reason: 'task d has 1 of attempts 1..2; pass^k and pass@k need all 2',
    });
  });

  it('counts a task with no first attempt as not completed, and says so', () => {
    const r = ledgerMeasures(tally(m, [pass('a', 1), pass('b', 1), pass('c', 1)]), undefined);
    expect(r.measures[0]).toEqual({ id: 'task.completion', value: 0.75, split: 'held-out', n: 4 });
    expect(r.warnings).toEqual(['1 of 4 held-out tasks have no first attempt in the ledger and count as not completed']);
  });

  it('divides totals over all non-canary attempts by passing attempts, and omits them at zero', () => {
    const r = ledgerMeasures(
      tally(m, [pass('a', 1, { cost_usd: 0.3, tokens: 100 }), fail('b', 1, { cost_usd: 0.1, tokens: 50 }), fail('z', 1, { cost_usd: 9, tokens: 9 })]),
      undefined,
    );
    expect(r.measures).toContainEqual({ id: 'efficiency.cost_per_success', value: 0.4, unit: 'usd' });
    expect(r.measures).toContainEqual({ id: 'efficiency.tokens_per_success', value: 150 });
    const none = ledgerMeasures(tally(m, [fail('a', 1, { cost_usd: 0.3 })]), undefined);
    expect(none.measures.find((x) => x.id === 'efficiency.cost_per_success')).toBeUndefined();
    expect(none.missing).toContainEqual({ id: 'efficiency.cost_per_success', reason: 'no attempt passed: per-success figures are undefined' });
  });

  it('rates violations over every attempt, canaries included, only when every attempt reports them', () => {
    const v = (p: number) => ({ violations: { policy: p } });
    const r = ledgerMeasures(tally(m, [pass('a', 1, v(0)), pass('b', 1, v(2)), fail('z', 1, v(0)), pass('c', 1, v(0))]), undefined);
    expect(r.measures).toContainEqual({ id: 'policy.hard_rules', value: 0.75, n: 4 });
    const partial = ledgerMeasures(tally(m, [pass('a', 1, v(0)), pass('b', 1)]), undefined);
    expect(partial.measures.find((x) => x.id === 'policy.hard_rules')).toBeUndefined();
    expect(partial.missing).toContainEqual({ id: 'policy.hard_rules', reason: '1 of 2 attempts carry no violations.policy' });
  });

  it('keeps attempts past 32 exactly', () => {
    const rows = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? pass('a', i + 1) : fail('a', i + 1)));
    const t = tally(m, rows);
    expect([t.attempts('a'), t.passes('a'), t.attempts('a', 35), t.passes('a', 35), t.passes('a', 32)]).toEqual([40, 20, 35, 18, 16]);
    expect(() => t.add({ task_id: 'a', attempt: 37, passed: true }, 0, 99)).toThrow(/attempt 37 appears twice/);
  });

  it('marks a canary that passed as fired', () => {
    expect(ledgerMeasures(tally(m, [fail('z', 1), pass('z', 2)]), undefined).canaries).toEqual([{ id: 'z', fired: true, attempts: 2 }]);
  });

  it('refuses the same attempt twice, a split that disagrees with the manifest, and unknown tasks', () => {
    const err = (rows: Partial<Trial>[]) => {
      try {
        tally(m, rows);
      } catch (e) {
        return (e as AqrError).code;
      }
      return undefined;
    };
    expect(err([pass('a', 1), fail('a', 1)])).toBe('ERR_INPUT_DUPLICATE');
    expect(err([pass('a', 1, { split: 'held-in' })])).toBe('ERR_INPUT_MISMATCH');
    expect(err([pass('nope', 1)])).toBe('ERR_INPUT_MISMATCH');
  });
});

describe('trial lines', () => {
  it('name the field that is wrong', () => {
    expect(trialProblem({ task_id: 'a', attempt: 1, passed: true })).toBeUndefined();
    expect(trialProblem({ task_id: 'a', attempt: 1, passed: 'yes' })).toMatchObject({ field: 'passed' });
    expect(trialProblem({ task_id: 'a', attempt: 1.5, passed: true })).toMatchObject({ field: 'attempt' });
    expect(trialProblem({ task_id: 'a', attempt: 1, passed: true, pased: true })).toMatchObject({ field: 'pased' });
    expect(trialProblem({ task_id: 'a', attempt: 1, passed: true, violations: { policy: -1 } })).toMatchObject({ field: 'violations.policy' });
    expect(trialProblem({ task_id: 'a', attempt: 1, passed: true, cost_usd: -0.1 })).toMatchObject({ field: 'cost_usd' });
    expect(trialProblem([1])).toMatchObject({ field: '(line)' });
  });
});
