// The hand-written checks in the agent signal reader (src/signals/agent/
// normalize.ts) answer as the regular expression they replace.
import { describe, expect, it } from 'vitest';
import { isUuid } from '../../src/signals/agent/normalize.js';

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
});
