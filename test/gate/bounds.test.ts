// Gates judged on their confidence bounds, regression tests against a baseline,
// shadow gates, and the profile rules that keep them from loosening a bar.
import { describe, expect, it } from 'vitest';
import type { AqrError } from '../../src/errors.js';
import { boundGate, regressionGate } from '../../src/gate/bounds.js';
import { wilson } from '../../src/gate/interval.js';
import { extendProfile, fromDoc } from '../../src/profile/merge.js';
import { gatesAtTier, type ProfileDoc, type ProfileGate } from '../../src/profile/types.js';
import { validateProfile } from '../../src/profile/validate.js';
import { parseDocument } from '../../src/doc/parse.js';
import type { Measure } from '../../src/record/types.js';

const completion = (x: number, n: number): Measure => ({ id: 'task.completion', split: 'held-out', value: Math.round((x / n) * 1e6) / 1e6, n });
const ctx = (x: number, n: number) => ({ counts: [{ id: 'task.completion', split: 'held-out' as const, x, n }] });
const gate = (extra: Partial<ProfileGate> = {}): ProfileGate => ({ id: 'task.completion', split: 'held-out', floor: 0.7, confidence: 0.95, ...extra });

describe('a floor judged on a confidence bound', () => {
  it('passes when the lower bound reaches the floor, fails when the upper bound is below it, holds in between', () => {
    expect(boundGate(gate(), completion(900, 1000), ctx(900, 1000)).result).toBe('pass');
    expect(boundGate(gate(), completion(500, 1000), ctx(500, 1000)).result).toBe('fail');
    const mid = boundGate(gate(), completion(9, 12), ctx(9, 12));
    expect(mid).toMatchObject({ result: 'inconclusive', n: 12, x: 9, method: 'wilson' });
    expect(mid.lower).toBeLessThan(0.7);
    expect(mid.upper).toBeGreaterThan(0.7);
  });

  it('says how many more tasks would settle it, and that number does settle it', () => {
    const b = boundGate(gate(), completion(9, 12), ctx(9, 12));
    const more = b.more as number;
    expect(more).toBeGreaterThan(0);
    const at = (m: number) => wilson(0.75 * m, m, 0.95).lower;
    expect(at(12 + more)).toBeGreaterThanOrEqual(0.7);
    expect(at(12 + more - 1)).toBeLessThan(0.7);
    expect(b.reason).toContain(`~${more} more tasks`);
  });

  it('holds below min_n whatever the bound says', () => {
    expect(boundGate(gate({ min_n: 2000 }), completion(990, 1000), ctx(990, 1000)).result).toBe('inconclusive');
  });

  it('uses the exact bound when asked, which is wider than Wilson', () => {
    const w = boundGate(gate(), completion(30, 40), ctx(30, 40));
    const e = boundGate(gate({ method: 'exact' }), completion(30, 40), ctx(30, 40));
    expect(e.method).toBe('exact');
    expect(e.lower).toBeLessThan(w.lower);
  });

  it('bounds a given measure on its own n, and holds one that has no n', () => {
    const given: Measure = { id: 'task.completion', split: 'held-out', value: 0.95, n: 2000 };
    expect(boundGate(gate(), given, { counts: [] })).toMatchObject({ result: 'pass', x: 1900, n: 2000 });
    const bare: Measure = { id: 'task.completion', split: 'held-out', value: 0.95 };
    expect(boundGate(gate(), bare, { counts: [] })).toMatchObject({ result: 'inconclusive', more: null });
  });

  it('mirrors a ceiling with the upper bound', () => {
    const g: ProfileGate = { id: 'task.completion', split: 'held-out', ceiling: 0.5, confidence: 0.9 };
    expect(boundGate(g, completion(10, 100), ctx(10, 100)).result).toBe('pass');
    expect(boundGate(g, completion(90, 100), ctx(90, 100)).result).toBe('fail');
    expect(boundGate(g, completion(5, 10), ctx(5, 10)).result).toBe('inconclusive');
  });
});

describe('a regression against the baseline release', () => {
  const baseline = (x: number, n: number) => ({ record_id: 'aqr_base', verified: true, measures: [completion(x, n)] });
  const g: ProfileGate = { id: 'task.completion', split: 'held-out', regression: { max_drop: 0.05, confidence: 0.95 } };

  it('fails a drop shown beyond max_drop, passes when such a drop is excluded, holds otherwise', () => {
    const fail = regressionGate(g, completion(700, 1000), ctx(700, 1000), baseline(900, 1000));
    expect(fail).toMatchObject({ result: 'fail' });
    const pass = regressionGate(g, completion(4000, 5000), ctx(4000, 5000), baseline(4000, 5000));
    expect(pass).toMatchObject({ result: 'pass' });
    const hold = regressionGate(g, completion(8, 12), ctx(8, 12), baseline(9, 12));
    expect(hold).toMatchObject({ result: 'inconclusive' });
  });

  it('is skipped, with the reason, when the baseline lacks the measure', () => {
    expect(regressionGate(g, completion(8, 12), ctx(8, 12), { record_id: 'aqr_base', verified: true, measures: [] })).toMatchObject({
      skipped: expect.stringContaining('aqr_base'),
    });
  });
});

describe('profiles with bounds, regressions and shadow gates', () => {
  const base = fromDoc({
    id: 'team/base',
    version: '1',
    gates: [
      { id: 'task.completion', split: 'held-out', floor: 0.7, confidence: 0.95, min_n: 30, method: 'exact', regression: { max_drop: 0.05, confidence: 0.9 } },
    ],
  });
  const child = (g: Partial<ProfileGate>) =>
    ({ id: 'team/child', version: '1', gates: [{ id: 'task.completion', split: 'held-out', floor: 0.7, ...g }] }) as ProfileDoc;
  const weakens = (g: Partial<ProfileGate>) => {
    try {
      extendProfile(base, child(g), 'child.yaml');
    } catch (e) {
      return (e as AqrError).code;
    }
    return 'accepted';
  };

  it('may only tighten: no lower confidence or min_n, no trading exact for Wilson, no larger drop', () => {
    expect(weakens({ confidence: 0.9 })).toBe('ERR_PROFILE_WEAKENS');
    expect(weakens({ min_n: 10 })).toBe('ERR_PROFILE_WEAKENS');
    expect(weakens({ method: 'wilson' })).toBe('ERR_PROFILE_WEAKENS');
    expect(weakens({ regression: { max_drop: 0.1, confidence: 0.9 } })).toBe('ERR_PROFILE_WEAKENS');
    expect(weakens({ regression: { max_drop: 0.05, confidence: 0.8 } })).toBe('ERR_PROFILE_WEAKENS');
    expect(weakens({ confidence: 0.99, min_n: 50 })).toBe('accepted');
  });

  it('keeps a shadow gate beside the enforced gate on the same measure, and never lets it meet a tier demand', () => {
    const p = extendProfile(base, child({ floor: 0.8, mode: 'shadow' }), 'child.yaml');
    expect(p.gates.map((g) => [g.floor, g.mode ?? 'enforce'])).toEqual([
      [0.7, 'enforce'],
      [0.8, 'shadow'],
    ]);
    const shadowOnly = fromDoc({
      id: 't/s',
      version: '1',
      tier: 'T2',
      gates: [{ id: 'reliability.pass_hat_k', split: 'held-out', floor: 0.5, mode: 'shadow' }],
      tier_gates: { T2: [{ id: 'reliability.pass_hat_k' }] },
    });
    expect(
      gatesAtTier(shadowOnly, 'T2')
        .filter((g) => g.mode !== 'shadow')
        .map((g) => g.id),
    ).toEqual(['reliability.pass_hat_k']);
  });

  it('refuses bounds where they cannot be computed', () => {
    const load = (yaml: string) => {
      try {
        validateProfile(parseDocument(yaml, 'p.yaml'), 'p.yaml');
        return 'ok';
      } catch (e) {
        return (e as AqrError).message;
      }
    };
    expect(load('id: a/b\nversion: "1"\ngates:\n  - {id: task.completion, confidence: 0.95}\n')).toMatch(/give a floor or a ceiling/);
    expect(load('id: a/b\nversion: "1"\ngates:\n  - {id: efficiency.cost_per_success, ceiling: 1, confidence: 0.95, method: exact}\n')).toMatch(/bootstrap/);
    expect(load('id: a/b\nversion: "1"\ngates:\n  - {id: efficiency.cost_per_success, ceiling: 1, regression: {max_drop: 0.1, confidence: 0.9}}\n')).toMatch(
      /not one/,
    );
    expect(load('id: a/b\nversion: "1"\ngates:\n  - {id: task.completion, floor: 0.7, min_n: 3}\n')).toMatch(/set confidence too/);
    expect(load('id: a/b\nversion: "1"\ngates:\n  - {id: task.completion, floor: 0.7, confidence: 1.5}\n')).not.toBe('ok');
    expect(load('id: a/b\nversion: "1"\ngates:\n  - {id: task.completion, floor: 0.7, confidence: 0.95, min_n: 20}\n')).toBe('ok');
  });
});
