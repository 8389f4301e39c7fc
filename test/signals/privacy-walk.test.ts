// privacyFindings (src/signals/privacy.ts) takes short cuts: key lists whose
// keys were all plain are remembered, values are read by for-in (own keys
// only), numbers and short strings are not walked, and a string equal to the
// last clean one under the same key name (or in an array under it) is not
// scanned. Its findings, fields and order must be those of the plain walk it
// replaced (kept here as the reference), on nested values with repeated and
// private keys, arrays and holes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_TEXT_FIELDS, privacyFindings, privacyKinds, safeLabel, type PrivacyFinding } from '../../src/signals/privacy.js';

/** The walk as it was: every key through safeLabel, every member walked, o[key] per key; a string of a free-text field (or an item of an array there) with the token rule too. */
function reference(v: unknown, path = ''): PrivacyFinding[] {
  const out: PrivacyFinding[] = [];
  const segments: (string | number)[] = [];
  const field = () => {
    let p = path;
    for (const s of segments) p = typeof s === 'number' ? `${p}[${s}]` : p ? `${p}.${s}` : s;
    return p;
  };
  const walk = (x: unknown, key?: string | number) => {
    if (typeof x === 'string') {
      const kinds = privacyKinds(x, typeof key === 'string' && FREE_TEXT_FIELDS.has(key));
      if (kinds.length > 0) {
        const p = field() || '(value)';
        for (const kind of kinds) out.push({ field: p, kind });
      }
    } else if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        if (!(i in x)) continue;
        segments.push(i);
        walk(x[i], Array.isArray(x[i]) ? undefined : key);
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
        walk(o[key], key);
        segments.pop();
      }
    }
  };
  walk(v);
  return out;
}

// Plain keys (that repeat, so lists are remembered), keys that are not plain, and keys that are private.
const KEYS = [
  'agentName',
  'skill',
  'agent_name',
  'issues_found',
  'confidence',
  'run_id',
  'self_assessment',
  'note',
  'x',
  '',
  'two words!',
  'a.b',
  '10',
  '0',
  'jane@example.org',
  'password: hunter22',
  'https://github.com/acme/w',
  'class Foo {',
];
// Tokens the free-text fields' rule flags (a bare 40-hex, a random key, one beside code) and digests it does not.
const HEX40 = '9fceb02d0ae598e95dc970b74767f19372d61af8';
const TEXTS = [
  'ok',
  'agent-7',
  'short',
  'sixsix',
  'a@b.co',
  'a;\nbcd',
  '2026-11-01T10:00:00Z',
  'jane@example.org',
  'token = abcdef123456',
  'AKIAIOSFODNN7EXAMPLE',
  'git@github.com:acme/w.git',
  'x = 1;\ny = 2',
  'é\u2028',
  HEX40,
  `agent ${HEX40}`,
  'Zq8vN2kL5xR9mT3bW7cY1dF6gH4jP0sA',
  `x = 1;\n${HEX40}`,
  `sha256:${HEX40}${HEX40.slice(0, 24)}`,
  '3f2a9c1d-1b2c-4d3e-8f90-123456789abc',
  'CodeReviewAgentVersion2Production',
];
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
        // Each also as JSON.parse gives it: equal strings that are other objects.
        for (const v of values.flatMap((x) => [x, JSON.parse(JSON.stringify(x) ?? 'null') as unknown])) {
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

  it('finds private text under a key whose last value, in any list or array, was clean', () => {
    const clean = 'standard path, pinned versions';
    const lines = [
      { signal_type: 'execution', run_id: '3f2a9c1d-1b2c-4d3e-8f90-123456789abc', notes: [clean] },
      { signal_type: 'outcome', run_id: '3f2a9c1d-1b2c-4d3e-8f90-123456789abc', notes: [clean, 'jane@example.org'] },
      { signal_type: 'outcome', run_id: 'token = abcdef123456', notes: [clean] },
      { run_id: 'jane@example.org', signal_type: 'execution', notes: 'x = 1;\ny = 2' },
      { signal_type: 'execution', run_id: 'jane@example.org', notes: [clean] },
    ];
    expect(lines.flatMap((l) => privacyFindings(l))).toEqual([
      { field: 'notes[1]', kind: 'email' },
      { field: 'run_id', kind: 'secret' },
      { field: 'run_id', kind: 'email' },
      { field: 'notes', kind: 'code' },
      { field: 'run_id', kind: 'email' },
    ]);
  });

  it('walks own keys only, as Object.keys gives them, whatever the prototype holds', () => {
    const proto = { inherited: 'jane@example.org', 7: 'token = abcdef123456' };
    const o = Object.assign(Object.create(proto) as Record<string, unknown>, { b: 'x = 1;\ny = 2', 10: 'jane@example.org', a: 'clean text here' });
    for (let i = 0; i < 3; i++) expect(privacyFindings(o)).toEqual(reference(o));
    expect(privacyFindings(o).map((f) => f.field)).toEqual(['10', 'b']);
  });
});

describe('the token rule of free-text fields', () => {
  const HEX = '9fceb02d0ae598e95dc970b74767f19372d61af8';
  it('flags a bare 40-hex or high-entropy token in a name or free text, never a digest, a UUID or a commit elsewhere', () => {
    const line = {
      signal_type: 'execution',
      agent_name: HEX,
      skill_used: 'Zq8vN2kL5xR9mT3bW7cY1dF6gH4jP0sA',
      issues_found: ['fine', `leaked ${HEX} here`],
      commit: HEX,
      digest: `sha256:${HEX}${HEX.slice(0, 24)}`,
      run_id: '3f2a9c1d-1b2c-4d3e-8f90-123456789abc',
    };
    expect(privacyFindings(line)).toEqual([
      { field: 'agent_name', kind: 'secret' },
      { field: 'skill_used', kind: 'secret' },
      { field: 'issues_found[1]', kind: 'secret' },
    ]);
    // Names, versions and a digest in a name are no token.
    for (const s of [
      'CodeReviewAgentVersion2Production',
      'claude-3-5-sonnet-20241022-coding-agent',
      `sha256:${HEX}${HEX.slice(0, 24)}`,
      '3F2A9C1D-1B2C-4D3E-8F90-123456789ABC',
      'release_candidate_2026_11_29_build_0042',
    ])
      expect(privacyFindings({ agent_name: s }), s).toEqual([]);
  });
});
