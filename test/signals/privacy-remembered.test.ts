// The privacy check remembers short strings it found clean and takes a UUID
// as clean (src/signals/privacy.ts kindsOf, src/signals/uuid.ts): in any run
// of strings, repeats, fresh copies (as JSON.parse gives them) and near misses
// included, the kinds found must be those the detectors find with no short cut.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { privacyFindings, privacyKinds, scanAll } from '../../src/signals/privacy.js';
import { isUuid } from '../../src/signals/uuid.js';

// Short strings, clean and not, of the lengths the remembered set keeps (6 to 10) and around them.
const SHORT = [
  'agent-7',
  'skill-2',
  'triage',
  'a@b.co',
  'x=1;y2',
  'tok:=ab',
  'sk-abcd',
  'ghp_abc',
  'AKIAxyz',
  'class {',
  'f(x) {',
  'eyJabc',
  'ab`cdef',
  'abcdefghij',
  'abcdefghijk',
  'key: ab',
  'ok',
  'akia12',
];
const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
const uuid = fc.tuple(...[8, 4, 4, 4, 12].map((n) => fc.string({ unit: hex, minLength: n, maxLength: n }))).map((p) => p.join('-'));
// A UUID with private text or other characters put in at the same length: it must be scanned.
const nearUuid = fc
  .tuple(uuid, fc.nat(30), fc.constantFrom('a@b.co', 'sk-', 'key=', '{', '(', 'xoxb-', 'AKIA', 'g', '\u0130', ' '))
  .map(([u, i, c]) => (u.slice(0, i) + c + u.slice(i + c.length)).slice(0, 36));
const text = fc.oneof(fc.constantFrom(...SHORT), fc.string({ minLength: 6, maxLength: 11 }), uuid, nearUuid, fc.string({ maxLength: 40 }));

describe('remembered verdicts', () => {
  it('find what the detectors find, on runs of short strings, UUIDs and near misses', () => {
    let flagged = 0;
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 12 }), (xs) => {
        for (const x of xs)
          for (const s of [x, JSON.parse(JSON.stringify(x)) as string, x]) {
            const want = scanAll(s);
            flagged += want.length;
            expect(privacyKinds(s), JSON.stringify(s)).toEqual(want);
            expect(
              privacyFindings({ v: s }).map((f) => f.kind),
              JSON.stringify(s),
            ).toEqual(want);
          }
      }),
      { numRuns: 3000 },
    );
    expect(flagged).toBeGreaterThan(1000);
  });

  it('takes as clean only UUIDs, which hold none of the quick pass marks', () => {
    fc.assert(
      fc.property(uuid, (u) => {
        expect(isUuid(u)).toBe(true);
        expect(scanAll(u)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
    // 36 characters that are not a UUID are scanned: a finding still comes out.
    const notUuid = 'jane@example.org-aaaa-bbbb-cccc-dddd';
    expect(notUuid.length).toBe(36);
    expect(privacyKinds(notUuid)).toEqual(['email']);
  });
});
