// Finding 2 (issue 17): the privacy detectors run in linear time on hostile
// signal strings, and still find what each one is for.
import { describe, expect, it } from 'vitest';
import { MAX_SCAN_CHARS, privacyKinds, type PrivacyKind } from '../../src/signals/privacy.js';

const GHP = `ghp_${'A1b2C3d4E5'.repeat(4).slice(0, 36)}`;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

/** One true positive (or more) per detector and pattern. */
export const PRIVACY_SAMPLES: [string, PrivacyKind][] = [
  ['write to jane.doe+ci@example.co.uk today', 'email'],
  ['a@b.example.org', 'email'],
  ['-----BEGIN RSA PRIVATE KEY-----\nMIIE', 'secret'],
  ['-----BEGIN PRIVATE KEY-----', 'secret'],
  ['key AKIAIOSFODNN7EXAMPLE used', 'secret'],
  [`token is ${GHP}`, 'secret'],
  [`gho_${'x'.repeat(36)}`, 'secret'],
  [`github_pat_${'A'.repeat(22)}_${'b'.repeat(59)}`, 'secret'],
  ['xoxb-1234567890-abcdefghij', 'secret'],
  [`sk-${'a'.repeat(48)}`, 'secret'],
  [`bearer ${JWT}`, 'secret'],
  [`x-${JWT}`, 'secret'],
  ['password: hunter22', 'secret'],
  ['API_KEY=abcdef123', 'secret'],
  ['see https://github.com/acme/widgets for details', 'repository_url'],
  ['https://www.gitlab.com/acme/widgets', 'repository_url'],
  ['git@github.com:acme/widgets.git', 'repository_url'],
  ['clone https://git.example.net/team/repo.git now', 'repository_url'],
  ['```\nrm -rf /\n```', 'code'],
  ['x = 1;\ny = 2', 'code'],
  ['def handler(event):', 'code'],
  ['  const x = {', 'code'],
  ['if (a) {\n  b()\n}', 'code'],
];

/** Near misses: each one character or one rule short of a detector. */
const NEAR_MISSES: string[] = [
  'user@localhost',
  '@example.com',
  'jane@example.c',
  'AKIAIOSFODNN7EXAMP',
  `ghp_${'x'.repeat(35)}`,
  `xghp_${'x'.repeat(36)}`,
  'xoxb-123456789',
  `sk-${'a'.repeat(19)}`,
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIi.dozjgNryP4',
  'password: short',
  'https://example.com/acme/widgets',
  'https://github.com/acme',
  'the definition of done',
  'if (a) { b() }',
  'costs 3; fine',
];

describe('privacy detectors keep their true positives', () => {
  it.each(PRIVACY_SAMPLES)('%j is flagged as %s', (text, kind) => {
    expect(privacyKinds(text)).toContain(kind);
  });

  it.each(NEAR_MISSES)('%j is not flagged', (text) => {
    expect(privacyKinds(text)).toEqual([]);
  });
});

// Each of these took seconds to minutes with the old patterns (16 KB ones
// included): overlapping starts, nested unbounded quantifiers.
const N = 16 * 1024;
const HOSTILE: [string, string][] = [
  ['local part without a domain', `${'a'.repeat(N)}@`],
  ['domain labels without a TLD', `a@${'a.1'.repeat(N / 3)}`],
  ['many @', `${'a@a-'.repeat(N / 4)}`],
  ['repeated xoxb-', 'xoxb-'.repeat(N / 5)],
  ['repeated -eyJ', '-eyJ'.repeat(N / 4)],
  ['JWT-looking dots', `${'eyJ'.repeat(N / 6)}.${'eyJ'.repeat(N / 6)}`],
  ['repeated http://', 'http://'.repeat(N / 7)],
  ['.git without boundary', `https://${'a.gitx'.repeat(N / 5)}`],
  ['braces and newlines', '{\n'.repeat(N / 2)],
  ['brace then newlines', `{${'\n '.repeat(N / 2)}`],
  ['declaration with spaces', `def x${' ('.repeat(N / 2)} a`],
  ['semicolons and spaces', `;${' '.repeat(N)}x`],
  ['password spaces', `password${' '.repeat(N)}`],
  ['begin headers', '-----BEGIN '.repeat(N / 11)],
  ['spaces and tabs', ' \t'.repeat(N / 2) + '@'],
];

describe('privacy detectors are linear', () => {
  it.each(HOSTILE)('a 16 KB hostile string (%s) is analysed in well under a second', (_name, text) => {
    const t0 = performance.now();
    privacyKinds(text);
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it('scales linearly: 1 MiB of each hostile shape in under a few seconds in all', () => {
    const t0 = performance.now();
    for (const [, text] of HOSTILE) privacyKinds(text.repeat(64).slice(0, MAX_SCAN_CHARS));
    expect(performance.now() - t0).toBeLessThan(3000);
  });

  it('a string over the scan cap is flagged oversize, and a secret inside the cap is still found', () => {
    const long = `${GHP} ${'x'.repeat(MAX_SCAN_CHARS)}`;
    expect(privacyKinds(long)).toEqual(['secret', 'oversize']);
    expect(privacyKinds('x'.repeat(MAX_SCAN_CHARS))).toEqual([]);
  });
});
