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
  ['glpat-xY7bK2mQ9wZ4vN1cR8sT', 'secret'],
  [`npm ci with npm_${'a1B2c3D4e5'.repeat(4).slice(0, 36)}`, 'secret'],
  ['key=AIzaSyD3xK9bQ2mN7vL1pR5tW8cF0hJ4gE6aU2k', 'secret'],
  ['AIzaSyD3xK9bQ2mN7vL1pR5tW8cF0hJ4gE6aU2k', 'secret'],
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
  'glpat-xY7bK2mQ9wZ4vN1c',
  `npm_${'a'.repeat(35)}`,
  `xnpm_${'a'.repeat(36)}`,
  `AIza${'b'.repeat(34)}`,
  'the dazzling amazing pizza',
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
    privacyKinds(text);
  });

  it('scales linearly: 1 MiB of each hostile shape in under a few seconds in all', () => {
    for (const [, text] of HOSTILE) privacyKinds(text.repeat(64).slice(0, MAX_SCAN_CHARS));
  });

  it('a string over the scan cap is flagged oversize, and a secret inside the cap is still found', () => {
    const long = `${GHP} ${'x'.repeat(MAX_SCAN_CHARS)}`;
    expect(privacyKinds(long)).toEqual(['secret', 'oversize']);
    expect(privacyKinds('x'.repeat(MAX_SCAN_CHARS))).toEqual([]);
  });
});

// Finding 7 (issue 17): deviation messages and every report name the field and
// the kind of problem, never what a free-text field says. Each detector's
// sample is put into every place a signal can carry text, and none reaches
// stdout, stderr, the JSON or Markdown report, the record or <record>.signals.json.
describe('no signal text reaches an output', () => {
  const UUID = '0b7e0c52-3d5e-4b8e-9a43-6b1d2f3c4a5e';
  const lines = (S: string): object[] => [
    {
      signal_type: 'execution',
      schema_version: S,
      run_id: S,
      agent_name: S,
      skill_used: S,
      timestamp: S,
      self_assessment: { confidence: S, accuracy: 3, completeness: 3, [S]: 1 },
      [S]: S,
    },
    {
      signal_type: 'execution',
      schema_version: '0.1.1',
      run_id: UUID,
      agent_name: S,
      skill_used: S,
      self_assessment: { confidence: 4, accuracy: 3, completeness: 3, continuation_readiness: S },
      resumed_from_run_id: 7,
    },
    { signal_type: 'outcome', schema_version: '0.1.1', run_id: UUID, agent_name: 'a', quality_rating: S, issues_found: [S] },
    { signal_type: 'outcome', schema_version: '0.1.1', run_id: UUID, agent_name: 'a', quality_rating: 4, continuation: S },
    { signal_type: 'escalation', schema_version: '0.1.1', run_id: UUID, agent_name: S, reason: S, severity: S },
    { signal_type: 'escalation', schema_version: '0.1.1', run_id: UUID, agent_name: 'a', escalation: { reason: S }, severity: 'low', blocking: S },
    {
      signal_type: 'partnership',
      schema_version: '0.1.1',
      run_id: UUID,
      agent_name: 'a',
      observed_agent: S,
      observation: S,
      recommendations: [{ validation_status: S, type: S, target: S, description: S, priority: S }],
    },
    { signal_type: S, run_id: S },
    { id: S, kind: 'verdict', name: S, value: S, observed_at: '2026-09-23T10:59:00-07:00', tier: 'verified' },
    { id: 'x', kind: 'score', name: S, value: S, observed_at: S, tier: S, [S]: S },
    { id: 'y', kind: 'event', name: 'e', value: 5, observed_at: '2026-09-23T10:59:00-07:00', tier: 'verified' },
    { id: 'z', kind: 'score', name: 'f', value: 2, scale: S, better: S, target: S, observed_at: '2026-09-23T10:59:00-07:00', tier: 'reported' },
    {
      ocp: S,
      producer: S,
      run: {
        id: S,
        acceptance_rule: { name: S, definition: S, requires: [S], excludes_events: [S], score: { name: S, target: 0.5, better: 'higher' } },
        signals: [
          { id: 's1', kind: 'score', name: S, value: 0.9, observed_at: '2026-09-23T10:59:00-07:00', tier: 'verified' },
          { id: 's2', kind: 'verdict', name: S, value: 'pass', observed_at: '2026-09-23T10:59:00-07:00', tier: 'verified' },
          { id: 's3', kind: S, name: S, value: S, observed_at: S, tier: S },
        ],
      },
    },
    { agentName: S, skill: S, confidence: S, success: true },
    { agentName: S, skill: S, confidence: 7, success: true },
    { kind: 'data', data: { confidence: 0.4, success: S }, metadata: { agentName: S } },
  ];
  const forms = (s: string) => [s, JSON.stringify(s).slice(1, -1)];

  it('with every detector sample in every field', async () => {
    const { aqr, tempDir } = await import('../helpers.js');
    const { readFile, readdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const dir = await tempDir();
    const file = join(dir, 'leaky.jsonl');
    const samples = PRIVACY_SAMPLES.map(([s]) => s);
    await writeFile(file, samples.flatMap((s) => lines(s).map((l) => JSON.stringify(l))).join('\n') + '\n');
    const seen: string[] = [];
    for (const args of [[], ['--json'], ['--markdown']]) {
      const r = await aqr('signals', file, ...args);
      expect(r.code, r.err).toBe(0);
      seen.push(r.out, r.err);
    }
    const strict = await aqr('signals', file, '--strict');
    expect(strict.code).toBe(2);
    seen.push(strict.out, strict.err);
    const out = join(dir, 'record.yaml');
    const e = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--signals', file, '--out', out);
    expect([0, 1], e.err).toContain(e.code);
    seen.push(e.out, e.err);
    for (const f of await readdir(dir)) if (f.startsWith('record')) seen.push(await readFile(join(dir, f), 'utf8'));
    expect(seen.some((s) => s.includes('"deviations"'))).toBe(true);
    const all = seen.join('\n');
    for (const s of samples)
      for (const form of forms(s)) {
        const at = all.indexOf(form);
        expect(at, `sample ${JSON.stringify(s)} leaked: …${all.slice(Math.max(0, at - 200), at + 50)}`).toBe(-1);
      }
    // The report still says where and what: a deviation names its field and kind.
    expect(all).toMatch(/quality_rating must be an integer 1–5, got a string of \d+ characters/);
    expect(all).toMatch(/keys outside the contract: 1 not shown/);
  }, 60_000);
});
