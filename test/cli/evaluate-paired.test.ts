// A regression the paired test settles and the unpaired one cannot, end to
// end: a signed baseline record with its detail sidecar on disk, 40 held-out
// tasks, 10 failing in both runs and 6 newly failing. Both runs answer the
// same tasks, so McNemar's exact test sees 6 of 6 discordant pairs one way
// (p = 0.031) and rejects; without the baseline's per-task results the run
// falls back to Newcombe's interval over two proportions (0.75 → 0.6), which
// straddles the allowed drop and holds. Each says which test it used.
import { writeFileSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatsSidecar } from '../../src/gate/stats.js';
import { aqr, tempDir } from '../helpers.js';

const ROLLBACK = 'sha256:a6676e6afa6b9f7686bfe5777912938982f56dee01aa799df75559016b08b8ac';
let dir: string;
let key: { priv: string; pub: string };
const ids = Array.from({ length: 40 }, (_, i) => `t${String(i).padStart(2, '0')}`);

/** A ledger of two attempts a task; `outcome(i)` gives task i's attempts as `pp`, `pf`, `ff`. */
function ledger(name: string, outcome: (i: number) => string): string {
  const file = join(dir, name);
  const lines = ids.flatMap((id, i) =>
    [...outcome(i)].map((o, a) => JSON.stringify({ task_id: id, attempt: a + 1, passed: o === 'p', split: 'held-out', cost_usd: 0.01 })),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** `aqr evaluate` of a ledger, printing for people unless told `--json`. */
const evaluateArgs = (trials: string) => [
  'evaluate',
  '--profile',
  join(dir, 'profile.yaml'),
  '--task-manifest',
  join(dir, 'tasks.yaml'),
  '--trials',
  trials,
  '--sealed',
  '--agent',
  'paired-agent',
  '--harness',
  'scripts/fixtures/promptfoo',
  '--authority',
  'examples/authority.yaml',
  '--actor',
  'release-manager@example.com',
  '--evaluator-independent',
  '--rollback-to',
  ROLLBACK,
  '--now',
  '2026-12-02T00:00:00Z',
];
const evaluate = (trials: string, out: string, extra: string[] = []) =>
  aqr(...evaluateArgs(trials), '--signing-key', `file:${key.priv}`, '--out', out, '--json', ...extra);

beforeAll(async () => {
  dir = await tempDir();
  const r = await aqr('keygen', '--out', join(dir, 'k'));
  expect(r.code, r.err).toBe(0);
  key = { priv: join(dir, 'k.private.jwk'), pub: join(dir, 'k.public.jwk') };
  writeFileSync(
    join(dir, 'profile.yaml'),
    [
      'id: local/paired',
      'version: "0.1"',
      'tier: T0',
      'gates:',
      '  - {id: task.completion, split: held-out, regression: {max_drop: 0, confidence: 0.95}}',
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'tasks.yaml'), `tasks:\n${ids.map((id) => `  - {id: ${id}, split: held-out}`).join('\n')}\n`);
  // The release: t00–t29 pass, t30–t39 fail. The change: t24–t29 newly fail; t05 passes then fails (flaky).
  const base = await evaluate(
    ledger('base.jsonl', (i) => (i < 30 ? 'pp' : 'ff')),
    join(dir, 'base.json'),
  );
  expect(base.code, base.err).toBe(0);
  ledger('now.jsonl', (i) => (i === 5 ? 'pf' : i < 24 ? 'pp' : 'ff'));
});

describe('aqr evaluate against a baseline with its per-task results', () => {
  it('rejects on McNemar’s exact test, naming the test, the flipped tasks and the p-value', async () => {
    const r = await evaluate(join(dir, 'now.jsonl'), join(dir, 'now.json'), ['--baseline', join(dir, 'base.json'), '--baseline-key', key.pub]);
    const res = JSON.parse(r.out);
    expect(res.verdict, r.out).toBe('reject');
    const s = JSON.parse(await readFile(join(dir, 'now.stats.json'), 'utf8')) as StatsSidecar;
    const t = s.regressions[0];
    expect(t).toMatchObject({
      id: 'task.completion',
      split: 'held-out',
      test: 'mcnemar-exact',
      result: 'fail',
      paired: {
        n: 40,
        newly_failing: 6,
        newly_passing: 0,
        p_value: expect.closeTo(0.03125, 12),
        newly_failing_ids: ['t24', 't25', 't26', 't27', 't28', 't29'],
        newly_passing_ids: [],
      },
    });
    expect(t?.drop.lower).toBeGreaterThan(0);
    expect(t?.reason).toMatch(/McNemar's exact test, paired on 40 tasks both runs answered: 6 newly failing, 0 newly passing, p = 0\.03125/);
    // The record replays: verify recomputes the paired bounds from the sidecar's counts.
    const v = await aqr('verify', join(dir, 'now.json'), '--key', key.pub, '--ledger', join(dir, 'now.jsonl'), '--task-manifest', join(dir, 'tasks.yaml'));
    expect(v.out, v.out).not.toContain('STATS_MISMATCH');
    expect(v.code).toBe(0);
    expect(v.out).toContain('proof valid — verdict reject');
  });

  it('lists the flipped and flaky tasks, failing first, on the CLI, the comment and the report', async () => {
    const args = ['--baseline', join(dir, 'base.json'), '--baseline-key', key.pub];
    const shown = join(dir, 'shown.json');
    const text = (await aqr(...evaluateArgs(join(dir, 'now.jsonl')), ...args, '--signing-key', `file:${key.priv}`, '--out', shown)).out;
    const lines = text.split('\n');
    const at = (re: RegExp) => lines.findIndex((l) => re.test(l));
    expect(lines).toContain("regression of task.completion (held-out): fail, by McNemar's exact test (paired) on 40 tasks both runs answered, p = 0.0313");
    expect(lines).toContain('newly failing under task.completion (held-out) (6): t24, t25, t26, t27, t28, t29');
    expect(lines).toContain('flaky (mixed results across their attempts) (1): t05');
    expect(at(/^newly failing/)).toBeLessThan(at(/^flaky/));
    const comment = await aqr('comment', shown, '--key', key.pub);
    // Markdown-escaped as every untrusted name is; newly failing before flaky.
    expect(comment.out).toContain('- newly failing under task.completion \\(held-out\\) (6): t24, t25, t26, t27, t28, t29');
    expect(comment.out.indexOf('- newly failing')).toBeLessThan(comment.out.indexOf('- flaky'));
    expect(comment.out).toContain("by McNemar's exact test \\(paired\\) on 40 tasks both runs answered, p = 0.0313");
    const html = join(dir, 'shown.html');
    const report = await aqr('report', shown, '--key', key.pub, '--html', html);
    expect(report.code, report.err).toBe(0);
    const page = await readFile(html, 'utf8');
    expect(page).toContain('<h3>newly failing under task.completion (held-out) (6)</h3><p><code>t24</code>');
    expect(page).toContain('<h3>flaky (mixed results across their attempts) (1)</h3><p><code>t05</code></p>');
  });

  it('holds on Newcombe’s unpaired interval when the baseline’s detail sidecar is gone, and says why', async () => {
    await rename(join(dir, 'base.detail.json'), join(dir, 'base.detail.away'));
    try {
      const r = await evaluate(join(dir, 'now.jsonl'), join(dir, 'unpaired.json'), ['--baseline', join(dir, 'base.json'), '--baseline-key', key.pub]);
      const res = JSON.parse(r.out);
      expect(res.verdict, r.out).toBe('hold');
      expect(res.reasons.map((x: { code: string }) => x.code)).toEqual(['GATE_INCONCLUSIVE']);
      const s = JSON.parse(await readFile(join(dir, 'unpaired.stats.json'), 'utf8')) as StatsSidecar;
      expect(s.regressions[0]).toMatchObject({ test: 'newcombe', result: 'inconclusive' });
      expect(s.regressions[0]?.paired).toBeUndefined();
      expect(s.regressions[0]?.reason).toMatch(/Newcombe's interval, unpaired: the per-task results of aqr_\S+ are not at hand/);
    } finally {
      await rename(join(dir, 'base.detail.away'), join(dir, 'base.detail.json'));
    }
  });
});
