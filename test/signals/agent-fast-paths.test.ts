// The hand-written checks in the agent signal reader (src/signals/agent/
// normalize.ts) answer as what they replace: the UUID regular expression, Date.parse.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAgentSignal, parseTimestamp } from '../../src/signals/agent/normalize.js';
import { isUuid } from '../../src/signals/uuid.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('isUuid', () => {
  it('agrees with the UUID pattern on ids and near misses', () => {
    const base = '3f2a9c1d-1b2c-4d3e-8f90-123456789abc';
    const chars = ['0', '9', 'a', 'f', 'A', 'F', 'g', 'G', '-', '/', ':', '@', '`', '\u0010', '\u0019', '\u0130', '\uff21', ' ', ''];
    let seen = 0;
    for (let i = 0; i <= base.length; i++)
      for (const c of chars) {
        for (const s of [base.slice(0, i) + c + base.slice(i + 1), base.slice(0, i) + c + base.slice(i)]) {
          expect(isUuid(s), JSON.stringify(s)).toBe(UUID.test(s));
          if (UUID.test(s)) seen++;
        }
      }
    expect(seen).toBeGreaterThan(100);
    for (const s of [base, base.toUpperCase(), '', base.slice(1), `${base}0`, base.replace(/-/g, '0')]) expect(isUuid(s), s).toBe(UUID.test(s));
  });

  it('agrees with the UUID pattern on a run of ids, repeats and near misses (the last UUID is kept)', () => {
    const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
    const uuid = fc.tuple(...[8, 4, 4, 4, 12].map((n) => fc.string({ unit: hex, minLength: n, maxLength: n }))).map((p) => p.join('-'));
    // A near miss of a UUID: one character changed, dropped or added.
    const nearMiss = fc
      .tuple(uuid, fc.nat(36), fc.constantFrom('', 'g', '-', 'G', '\u0130', '\u00e1', '\u00c6', ' ', '0'), fc.nat(1))
      .map(([u, i, c, keep]) => u.slice(0, i) + c + u.slice(i + keep));
    fc.assert(
      fc.property(fc.array(fc.oneof(uuid, nearMiss, fc.string({ maxLength: 40 })), { minLength: 1, maxLength: 8 }), (ids) => {
        // Each id twice in a row, the second a fresh copy (as JSON.parse gives the outcome's run id), then its neighbours.
        for (const id of ids)
          for (const s of [id, JSON.parse(JSON.stringify(id)) as string, id.toUpperCase(), id.slice(1)])
            expect(isUuid(s), JSON.stringify(s)).toBe(UUID.test(s));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('parseTimestamp', () => {
  // Strings near the short way's form: each field's edges, other lengths and separators, fractions, offsets.
  const field = (n: number) =>
    fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 10 ** n - 1 }).map((v) => String(v).padStart(n, '0')), weight: 12 },
      { arbitrary: fc.constantFrom('', '0', '00', '000', '0000', '00000', '-1', '+1', ' 1', '1a', '١٢', '９'), weight: 1 },
    );
  const sep = (c: string) =>
    fc.oneof({ arbitrary: fc.constant(c), weight: 20 }, { arbitrary: fc.constantFrom(' ', 't', 'z', '/', '.', '', `${c}${c}`), weight: 1 });
  const stamp = fc
    .tuple(
      fc.oneof(field(4), fc.constantFrom('0099', '0999', '1000', '1970', '2026', '9999', '+002026', '-000001')),
      sep('-'),
      fc.oneof(
        field(2),
        fc.integer({ min: 1, max: 12 }).map((v) => String(v).padStart(2, '0')),
      ),
      sep('-'),
      fc.oneof(
        field(2),
        fc.integer({ min: 1, max: 31 }).map((v) => String(v).padStart(2, '0')),
      ),
      sep('T'),
      field(2),
      sep(':'),
      field(2),
      sep(':'),
      field(2),
      fc.constantFrom('', '.000', '.5', '.123', '.1234', '.99', '.999', '.abc'),
      fc.oneof({ arbitrary: fc.constant('Z'), weight: 10 }, { arbitrary: fc.constantFrom('z', '', '+00:00', '+02:00', 'Z ', ' Z'), weight: 1 }),
    )
    .map((parts) => parts.join(''));
  it('answers as Date.parse on timestamps and near misses', () => {
    let short = 0;
    fc.assert(
      fc.property(stamp, (s) => {
        if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/.test(s)) short++;
        expect(Object.is(parseTimestamp(s), Date.parse(s)), s).toBe(true);
      }),
      { numRuns: 20_000 },
    );
    expect(short).toBeGreaterThan(2000);
  });
  it('answers as Date.parse on every day of a leap and a common year', () => {
    for (const y of [1900, 2000, 2024, 2026])
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) {
          const s = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T23:59:59.999Z`;
          expect(Object.is(parseTimestamp(s), Date.parse(s)), s).toBe(true);
          expect(Object.is(parseTimestamp(s.slice(0, 19) + 'Z'), Date.parse(s.slice(0, 19) + 'Z')), s).toBe(true);
        }
  });
});

describe('the key lists remembered inside the contract', () => {
  it('still reports the keys outside it, after the same signal without them was read', () => {
    const base = {
      signal_type: 'execution',
      schema_version: '0.1.1',
      run_id: '3f2a9c1d-1b2c-4d3e-8f90-123456789abc',
      timestamp: '2026-11-01T10:00:00Z',
      agent_name: 'a',
      skill_used: 's',
      self_assessment: { confidence: 3, accuracy: 3, completeness: 3 },
    };
    const codes = (v: Record<string, unknown>) => {
      const out: string[] = [];
      normalizeAgentSignal(v, (d) => void out.push(`${d.code} ${d.message}`));
      return out;
    };
    expect(codes(base)).toEqual([]);
    expect(codes({ ...base })).toEqual([]);
    expect(codes({ ...base, review_context: 'x' })).toEqual(['AS_EXTRA_KEYS execution signal: keys outside the contract: review_context']);
    expect(codes({ ...base, self_assessment: { confidence: 3, accuracy: 3, completeness: 3, mood: 1 } })).toEqual([
      'AS_EXTRA_KEYS execution signal: self_assessment keys outside the contract: mood',
    ]);
    // The same keys under another type's contract are judged by that contract.
    expect(codes({ ...base, signal_type: 'outcome', quality_rating: 3 })).toEqual([
      'AS_EXTRA_KEYS outcome signal: keys outside the contract: skill_used, self_assessment',
    ]);
    expect(codes({ ...base })).toEqual([]);
  });

  it('names the first self-assessment rating that is wrong, in the order of the contract', () => {
    const base = {
      signal_type: 'execution',
      schema_version: '0.1.1',
      run_id: '3f2a9c1d-1b2c-4d3e-8f90-123456789abc',
      timestamp: '2026-11-01T10:00:00Z',
      agent_name: 'a',
    };
    const names = ['confidence', 'accuracy', 'completeness'];
    for (let bad = 0; bad < 8; bad++) {
      // Bit i set: rating i is wrong (0, 6, 2.5, a string or absent in turn).
      const wrong = [0, 6, 2.5, '3', undefined];
      const sa = Object.fromEntries(names.map((k, i) => [k, bad & (1 << i) ? wrong[(bad + i) % wrong.length] : 3]));
      const out: string[] = [];
      const s = normalizeAgentSignal({ ...base, self_assessment: sa }, (d) => void out.push(`${d.code} ${d.path?.join('.')}`));
      const first = names.find((_, i) => bad & (1 << i));
      if (first === undefined) expect(s?.confidence).toBe(3);
      else expect([s, out]).toEqual([undefined, [`AS_BAD_RATING self_assessment.${first}`]]);
    }
  });
});
