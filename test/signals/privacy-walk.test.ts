// privacyFindings (src/signals/privacy.ts) takes short cuts: key lists whose
// keys were all plain are remembered, values are read with Object.values, and
// numbers and short strings are not walked. Its findings, fields and order
// must be those of the plain walk it replaced (kept here as the reference),
// on nested values with repeated and private keys, arrays and holes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { privacyFindings, privacyKinds, safeLabel, type PrivacyFinding } from '../../src/signals/privacy.js';

/** The walk as it was: every key through safeLabel, every member walked, o[key] per key. */
function reference(v: unknown, path = ''): PrivacyFinding[] {
  const out: PrivacyFinding[] = [];
  const segments: (string | number)[] = [];
  const field = () => {
    let p = path;
    for (const s of segments) p = typeof s === 'number' ? `${p}[${s}]` : p ? `${p}.${s}` : s;
    return p;
  };
  const walk = (x: unknown) => {
    if (typeof x === 'string') {
      const kinds = privacyKinds(x);
      if (kinds.length > 0) {
        const p = field() || '(value)';
        for (const kind of kinds) out.push({ field: p, kind });
      }
    } else if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        if (!(i in x)) continue;
        segments.push(i);
        walk(x[i]);
        segments.pop();
      }
    } else if (x !== null && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      for (const key of Object.keys(o)) {
        const k = safeLabel(key);
        segments.push(k);
        if (k !== key) {
          const kinds = privacyKinds(key);
          if (kinds.length > 0) {
            const p = field();
            for (const kind of kinds) out.push({ field: p, kind });
          }
        }
        walk(o[key]);
        segments.pop();
      }
    }
  };
  walk(v);
  return out;
}

// Plain keys (that repeat, so lists are remembered), keys that are not plain, and keys that are private.
const KEYS = ['agentName', 'skill', 'confidence', 'run_id', 'self_assessment', 'note', 'x', '', 'two words!', 'a.b', '10', '0', 'jane@example.org', 'password: hunter22', 'https://github.com/acme/w', 'class Foo {'];
const TEXTS = ['ok', 'agent-7', 'short', 'sixsix', 'a@b.co', 'a;\nbcd', '2026-11-01T10:00:00Z', 'jane@example.org', 'token = abcdef123456', 'AKIAIOSFODNN7EXAMPLE', 'git@github.com:acme/w.git', 'x = 1;\ny = 2', 'é\u2028'];
const value = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TEXTS),
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.sparseArray(tie('v'), { maxLength: 4 }),
    fc.array(fc.tuple(fc.constantFrom(...KEYS), tie('v')), { maxLength: 5 }).map((entries) => Object.fromEntries(entries)),
  ),
})).v;

describe('the privacy walk', () => {
  it('finds what the plain walk finds, field for field and in order', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 6 }), fc.constantFrom('', 'run'), (values, path) => {
        // Several values in a row, as lines of a file: remembered key lists are reused across them.
        for (const v of values) {
          const want = reference(v, path);
          found += want.length;
          expect(privacyFindings(v, path)).toEqual(want);
        }
      }),
      { numRuns: 3000 },
    );
    expect(found).toBeGreaterThan(1000);
  });

  it('still names a private key after its list of plain keys was remembered', () => {
    const plain = { agentName: 'a', skill: 'b', confidence: 0.5 };
    expect(privacyFindings(plain)).toEqual([]);
    expect(privacyFindings(plain)).toEqual([]);
    expect(privacyFindings({ agentName: 'a', skill: 'b', 'jane@example.org': 0.5 })).toEqual([{ field: '(name withheld: email)', kind: 'email' }]);
    expect(privacyFindings({ agentName: { 'jane@example.org': 'ok', skill: 'jane@example.org' } })).toEqual([
      { field: 'agentName.(name withheld: email)', kind: 'email' },
      { field: 'agentName.skill', kind: 'email' },
    ]);
  });
});
