// The privacy check's quick pass (src/signals/privacy.ts) only ever lets a
// string skip the detectors when none of them could fire: the kinds found
// with it are exactly those the detectors find on their own, on the known
// positives and near misses and on strings built from the detectors' parts.
import { describe, expect, it } from 'vitest';
import { mayHoldPrivateText, privacyFindings, privacyKinds, scanAll } from '../../src/signals/privacy.js';

const PARTS = [
  'AKIA',
  'akia',
  'Ak',
  'IOSFODNN7EXAMPLE',
  'gh',
  'GH',
  'p',
  'O',
  'u',
  's',
  'R',
  '_',
  'github',
  'GitHub',
  'pat',
  'xox',
  'XOX',
  'b',
  'A',
  '-',
  '-----',
  'BEGIN ',
  'PRIVATE KEY',
  'sk',
  'SK',
  'eyJ',
  'EYJ',
  'hbGciOiJIUzI1NiJ9',
  '.',
  'password',
  'Passwd',
  'secret',
  'TOKEN',
  'api',
  'API_KEY',
  'api-key',
  ':',
  '=',
  ' ',
  '  ',
  '@',
  'example',
  'com',
  'org',
  'http',
  'https',
  '://',
  'github.com/',
  'acme/',
  'git@',
  '.git',
  '\n',
  '`',
  '```',
  ';',
  '{',
  '}',
  '(',
  'def ',
  'const ',
  'import ',
  'x',
  '1',
  '0123456789',
  'abcdefghij',
  'é',
  '\u212a',
  '\u017f',
  '\u0130',
  'ǅ',
  '\u2028',
  // Around a secret's ':' or '=': other spaces, keywords alone, times and URL pieces.
  '\t',
  '\u00a0',
  '\u3000',
  '\ufeff',
  'key',
  'Token',
  'SECRET',
  'passw',
  '//',
  'T10:00:00Z',
  ':/',
  'http:',
  // GitLab, npm and Google tokens' prefixes and bodies.
  'glpat',
  'GLPAT',
  'gl',
  'npm',
  'NPM',
  'AIza',
  'aiz',
  'AI',
  'z',
  'Z',
  'SyD3xK9bQ2mN7vL1pR5tW8cF0hJ4gE6aU2',
  'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8',
];

// One or more of each detector's positives, to be mutated.
const SEEDS = [
  'jane.doe+ci@example.co.uk',
  '-----BEGIN RSA PRIVATE KEY-----',
  'AKIAIOSFODNN7EXAMPLE',
  `ghp_${'A1b2C3d4E5'.repeat(4).slice(0, 36)}`,
  `github_pat_${'A'.repeat(50)}`,
  'xoxb-1234567890-abcdefghij',
  `sk-${'a'.repeat(24)}`,
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N',
  'password: hunter22',
  'API_KEY=abcdef123',
  'token = abcdef123456',
  'Secret:s3cr3tvalue',
  'passwd\u3000:\u00a0hunter22',
  'api-key\t=\tabcdef',
  'glpat-xY7bK2mQ9wZ4vN1cR8sT',
  `npm_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'.slice(0, 36)}`,
  'AIzaSyD3xK9bQ2mN7vL1pR5tW8cF0hJ4gE6aU2k',
  'https://github.com/acme/widgets',
  'git@github.com:acme/widgets.git',
  'https://git.example.net/team/repo.git',
  '```\nrm -rf /\n```',
  'x = 1;\ny = 2',
  'def handler(event):',
  '  const x = {',
  'if (a) {\n  b()\n}',
];

function* strings(count: number): Generator<string> {
  let seed = 42;
  const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  for (let i = 0; i < count; i++) {
    // Half are a positive with its case flipped here and there and parts put in; half are parts alone.
    let s =
      i % 2 === 0
        ? [...(SEEDS[rand(SEEDS.length)] as string)].map((c) => (rand(8) === 0 ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c)).join('')
        : '';
    for (let k = rand(i % 2 === 0 ? 3 : 12) + (i % 2); k > 0; k--) {
      const at = rand(s.length + 1);
      s = s.slice(0, at) + (PARTS[rand(PARTS.length)] as string) + s.slice(at);
    }
    yield s;
  }
}

describe('the quick pass before the privacy detectors', () => {
  it('never hides what the detectors find', () => {
    // Every positive as it is (the generator below does not pick each one).
    for (const s of SEEDS) {
      expect(scanAll(s).length, JSON.stringify(s)).toBeGreaterThan(0);
      expect(mayHoldPrivateText(s), JSON.stringify(s)).toBe(true);
    }
    const flagged: Record<string, number> = {};
    for (const s of strings(40_000)) {
      const all = scanAll(s);
      for (const kind of all) flagged[kind] = (flagged[kind] ?? 0) + 1;
      if (all.length > 0) {
        expect(mayHoldPrivateText(s), JSON.stringify(s)).toBe(true);
      }
      expect(privacyKinds(s), JSON.stringify(s)).toEqual([...all]);
    }
    // The built strings do hit the detectors (the test is not vacuous).
    for (const kind of ['email', 'secret', 'repository_url', 'code']) expect(flagged[kind], kind).toBeGreaterThan(100);
  });

  it('lets plain ids, times and prose through without the detectors', () => {
    for (const s of [
      '3f2a9c1d-1b2c-4d3e-8f90-123456789abc',
      'agent-7',
      'standard path, pinned versions',
      'effort_to_merge',
      'edge case in coverage of the rollback path',
      '2026-11-01T10:00:00Z',
      'ratio=0.5',
      'note: keys are sorted',
    ])
      expect(mayHoldPrivateText(s), s).toBe(false);
  });

  it('names the field of a finding as before, for keys and values at any depth', () => {
    const v = { a: [{ 'x@y.example.com': 1 }, 'ok', { b: 'password: hunter22' }], 'not plain key!': 'jane@example.org', '': ['git@github.com:a/b.git'] };
    expect(privacyFindings(v)).toEqual([
      { field: 'a[0].(name withheld: email)', kind: 'email' },
      { field: 'a[2].b', kind: 'secret' },
      { field: '(name withheld: not a plain identifier)', kind: 'email' },
      { field: '(name withheld: not a plain identifier)[0]', kind: 'email' },
      { field: '(name withheld: not a plain identifier)[0]', kind: 'repository_url' },
    ]);
    expect(privacyFindings('jane@example.org')).toEqual([{ field: '(value)', kind: 'email' }]);
    expect(privacyFindings(['jane@example.org'], 'run')).toEqual([{ field: 'run[0]', kind: 'email' }]);
  });
});
