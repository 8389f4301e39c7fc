// Signals in the gate: the acceptance rule and blocking escalations decide;
// everything else is advisory and at most turns ship into hold.
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { aqr, FIXTURES, ROOT, tempDir } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

const rule = { name: 'tests+review', definition: 'tests pass and the reviewer approves', requires: ['tests', 'review'], score: null };
const sig = (name: string, kind: string, value: string | number | null, at: string, tier = 'verified') => ({
  id: `${name}-${at}`,
  kind,
  name,
  value,
  observed_at: at,
  tier,
});
const runDoc = (signals: object[]) => ({
  ocp: '0.3',
  producer: { name: 'ci' },
  privacy: {},
  nodes: [],
  run: { id: 'release-42', ended_at: '2026-11-28T12:00:00Z', acceptance_rule: rule, signals },
});
const passing = () => [sig('tests', 'verdict', 'pass', '2026-11-28T11:00:00Z'), sig('review', 'verdict', 'accept', '2026-11-28T11:30:00Z', 'reported')];

async function write(name: string, content: object | string): Promise<string> {
  const f = join(dir, name);
  await writeFile(f, typeof content === 'string' ? content : JSON.stringify(content));
  return relative(ROOT, f);
}

async function evaluate(name: string, args: string[]) {
  const out = join(dir, `${name}.yaml`);
  const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', out, '--json', ...args);
  return {
    ...r,
    out,
    result: r.out
      ? (JSON.parse(r.out) as {
          verdict: string;
          reasons: { code: string; message: string }[];
          gates: { id: string; result: string; reason: string }[];
          signals: string | null;
          level: string;
        })
      : undefined,
  };
}

async function profileWith(name: string, signals: string): Promise<string> {
  return write(
    `${name}.profile.yaml`,
    `id: example/signals\nversion: "1"\nextends: ${relative(dir, join(ROOT, 'examples/profile.yaml'))}\nsignals:\n${signals}`,
  );
}

describe('aqr evaluate --signals', () => {
  it('an accepted run passes the acceptance gate, and the analysis lands beside the record', async () => {
    const r = await evaluate('accepted', ['--signals', await write('run.json', runDoc(passing()))]);
    expect(r.code, r.err).toBe(0);
    expect(r.result).toMatchObject({ verdict: 'ship', level: 'L3' });
    const record = parse(await readFile(r.out, 'utf8')) as { gates: { id: string; result: string; source: string }[] };
    expect(record.gates).toContainEqual({ id: 'signals.acceptance_rule', result: 'pass', source: 'custom' });
    expect(r.result!.signals).toBe(r.out.replace(/\.yaml$/, '.signals.json'));
    const analysis = JSON.parse(await readFile(r.result!.signals!, 'utf8')) as { acceptance: { result: string; tier: string }[] };
    expect(analysis.acceptance).toEqual([expect.objectContaining({ result: 'accepted', tier: 'reported', run: 'release-42' })]);
  });

  it('a revert inside the window rejects', async () => {
    const r = await evaluate('revert', [
      '--signals',
      await write('revert.json', runDoc([...passing(), sig('revert', 'event', 'commit/9f2', '2026-11-29T09:00:00Z')])),
    ]);
    expect(r.code).toBe(1);
    expect(r.result!.verdict).toBe('reject');
    expect(r.result!.reasons).toEqual([
      { verdict: 'reject', code: 'GATE_FAILED', message: 'gate failed: acceptance rule tests+review (run release-42) rejected: late:revert' },
    ]);
  });

  it('a revert after the decision time (--now) is not yet known', async () => {
    const r = await evaluate('revert-later', [
      '--signals',
      await write('revert-later.json', runDoc([...passing(), sig('revert', 'event', 'commit/9f2', '2026-12-01T09:00:00Z')])),
    ]);
    expect(r.result!.verdict).toBe('ship');
  });

  it('an unknown result holds: an error verdict', async () => {
    const r = await evaluate('unknown', [
      '--signals',
      await write('error.json', runDoc([...passing(), sig('tests', 'verdict', 'error', '2026-11-28T11:45:00Z')])),
    ]);
    expect(r.result).toMatchObject({ verdict: 'hold', reasons: [{ code: 'GATE_NO_EVIDENCE', message: expect.stringMatching(/is unknown: missing:tests/) }] });
  });

  it('a bare signal list takes --acceptance-rule; the profile’s minimum tier makes a reported review count as missing', async () => {
    const list = await write(
      'bare.jsonl',
      passing()
        .map((s) => JSON.stringify(s))
        .join('\n'),
    );
    const ruleFile = await write('rule.json', rule);
    expect((await evaluate('bare', ['--signals', list, '--acceptance-rule', ruleFile])).result!.verdict).toBe('ship');
    const strictTier = await profileWith('tier', '  min_tier: verified\n');
    const r = await evaluate('bare-tier', ['--signals', list, '--acceptance-rule', ruleFile, '--profile', strictTier]);
    expect(r.result).toMatchObject({ verdict: 'hold', reasons: [{ code: 'GATE_NO_EVIDENCE', message: expect.stringMatching(/missing:review/) }] });
  });

  it('an unresolved blocking escalation of a gated severity fails its gate', async () => {
    const esc = (severity: string) =>
      JSON.stringify({
        signal_type: 'escalation',
        schema_version: '0.1.0',
        run_id: '11111111-2222-4333-8444-555555555555',
        timestamp: '2026-11-28T10:00:00Z',
        agent_name: 'agent',
        reason: 'Cannot reach prod DB at 10.0.0.7 with token hunter2',
        severity,
        blocking: true,
      });
    const profile = await profileWith('escalation', '  blocking_escalation: [high, critical]\n');
    const r = await evaluate('escalation', ['--profile', profile, '--signals', await write('esc.jsonl', esc('critical'))]);
    expect(r.result).toMatchObject({
      verdict: 'reject',
      reasons: [{ code: 'GATE_FAILED', message: 'gate failed: 1 unresolved blocking escalation(s) of severity high/critical' }],
    });
    const low = await evaluate('escalation-low', ['--profile', profile, '--signals', await write('esc-low.jsonl', esc('low'))]);
    expect(low.result!.verdict).toBe('ship');
    const none = await evaluate('escalation-none', ['--profile', profile]);
    expect(none.result).toMatchObject({ verdict: 'hold', reasons: [{ code: 'GATE_NO_EVIDENCE' }] });
    // The escalation's text is in neither the record nor the analysis.
    for (const f of [r.out, r.out.replace(/\.yaml$/, '.signals.json')]) expect(await readFile(f, 'utf8')).not.toMatch(/hunter2|prod DB/);
  });

  it('a soft hold the profile opts in to turns ship into hold, and never a reject into anything else', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 12; i++) {
      const run = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      lines.push(
        JSON.stringify({
          signal_type: 'execution',
          schema_version: '0.1.0',
          run_id: run,
          timestamp: '2026-11-28T10:00:00Z',
          agent_name: 'example-coding-agent',
          self_assessment: { confidence: 4, accuracy: 4, completeness: 4 },
        }),
      );
      lines.push(
        JSON.stringify({
          signal_type: 'outcome',
          schema_version: '0.1.0',
          run_id: run,
          timestamp: '2026-11-28T11:00:00Z',
          agent_name: 'evaluator',
          quality_rating: 4,
        }),
      );
    }
    const flat = await write('flat.jsonl', lines.join('\n'));
    const advisory = await evaluate('advisory-only', ['--signals', flat]);
    expect(advisory.result!.verdict).toBe('ship');
    const profile = await profileWith('soft', '  soft_holds: {flat_confidence: true}\n');
    const held = await evaluate('soft', ['--profile', profile, '--signals', flat]);
    expect(held.result).toMatchObject({
      verdict: 'hold',
      reasons: [
        { verdict: 'hold', code: 'SOFT_FLAT_CONFIDENCE', message: expect.stringMatching(/^advisory: agent example-coding-agent reports flat confidence/) },
      ],
    });
    const rejected = await evaluate('soft-reject', [
      '--profile',
      profile,
      '--signals',
      flat,
      '--signals',
      await write('rev.json', runDoc([...passing(), sig('incident', 'event', 'inc/7', '2026-11-29T09:00:00Z')])),
    ]);
    expect(rejected.result!.verdict).toBe('reject');
    expect(rejected.result!.reasons.map((x) => x.code)).toEqual(['GATE_FAILED', 'SOFT_FLAT_CONFIDENCE']);
  });

  it('--strict turns a deviation into an input error, and nothing is written', async () => {
    const r = await evaluate('strict', ['--strict', '--signals', join(relative(ROOT, FIXTURES), 'signals/outcome.json')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/outcome\.json:1: .*AS_MISSING_TIMESTAMP; --strict/);
    expect(existsSync(r.out)).toBe(false);
  });

  it('a profile that drops a gated escalation severity does not load', async () => {
    const base = await profileWith('esc-base', '  blocking_escalation: [high, critical]\n');
    const lax = await write('lax.yaml', `id: x/lax\nversion: "1"\nextends: ./${base.split('/').pop()}\nsignals:\n  blocking_escalation: [critical]\n`);
    const r = await evaluate('lax', ['--profile', lax]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/signals\.blocking_escalation drops high/);
  });
});
