// Confidence-bound gates end to end: the bundled example's confidence profile
// holds where the point-value profile ships, the sidecar's bounds replay bit
// for bit (and a doctored sidecar does not), the bootstrap does not depend on
// shard order (nor, in evaluate-seed.test.ts, on any rewrite of the same
// attempts), and regression gates read a baseline only when it verifies.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { StatsSidecar } from '../../src/gate/stats.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';

const EX = join(ROOT, 'examples');
let dir: string;
let keys: { publicFile: string; privateFile: string };
const common = () => ['evaluate', '--config', join(EX, 'evaluate.yaml'), '--json'];

beforeAll(async () => {
  dir = await tempDir();
  keys = await keyFiles(dir, 'release');
});

describe('the bundled confidence profile', () => {
  it('holds (GATE_INCONCLUSIVE) where the point-value profile ships, and reports its shadow gate', async () => {
    const point = await aqr(...common());
    expect(JSON.parse(point.out).verdict).toBe('ship');
    const out = join(dir, 'conf.yaml');
    const r = await aqr(...common(), '--profile', join(EX, 'profile-confidence.yaml'), '--out', out, '--key', keys.privateFile);
    expect(r.code).toBe(1);
    const res = JSON.parse(r.out);
    expect(res.verdict).toBe('hold');
    expect(res.reasons.map((x: { code: string }) => x.code)).toEqual(['GATE_INCONCLUSIVE']);
    expect(res.reasons[0].message).toMatch(/~\d+ more tasks/);
    expect(res.shadow).toEqual([expect.objectContaining({ id: 'reliability.pass_hat_k', result: 'fail' })]);
    const record = parse(await readFile(out, 'utf8'));
    // The record's gate follows the bound: fail, with the point value above the floor; the shadow gate is not there.
    expect(record.gates.find((g: { id: string }) => g.id === 'task.completion')).toMatchObject({ result: 'fail', floor: 0.7 });
    expect(record.measures.find((m: { id: string; split?: string }) => m.id === 'task.completion' && m.split === 'held-out').value).toBe(0.75);
    expect(record.gates.filter((g: { id: string }) => g.id === 'reliability.pass_hat_k')).toHaveLength(1);
    const stats = JSON.parse(await readFile(join(dir, 'conf.stats.json'), 'utf8')) as StatsSidecar;
    expect(stats.bounds.map((b) => [b.id, b.method, b.result])).toEqual([
      ['task.completion', 'wilson', 'inconclusive'],
      ['efficiency.cost_per_success', 'bootstrap', 'pass'],
    ]);
    expect(res.stats).toBe(join(dir, 'conf.stats.json'));
  });

  it('replays every bound from the ledger, and refuses a doctored sidecar', async () => {
    const record = join(dir, 'conf.yaml');
    const replay = ['--ledger', join(EX, 'ledger/*.jsonl'), '--task-manifest', join(EX, 'tasks.yaml')];
    const ok = await aqr('verify', record, '--key', keys.publicFile, ...replay);
    expect(ok.out).toContain('valid');
    expect(ok.code).toBe(0);
    const check = await aqr('check', record, '--key', keys.publicFile, ...replay, '--json');
    expect(JSON.parse(check.out).level).toBe('L4');

    const stats = JSON.parse(await readFile(join(dir, 'conf.stats.json'), 'utf8')) as StatsSidecar;
    const doctor = async (name: string, change: (s: StatsSidecar) => void) => {
      const s = structuredClone(stats);
      change(s);
      await writeFile(join(dir, name), JSON.stringify(s));
      return aqr('verify', record, '--key', keys.publicFile, ...replay, '--stats', join(dir, name));
    };
    const passed = await doctor('passed.json', (s) => Object.assign(s.bounds[0]!, { lower: 0.71, result: 'pass' }));
    expect(passed.code).toBe(1);
    expect(passed.out).toContain('STATS_MISMATCH');
    // The tallies the bound stands on are the ledger's, not only the bound itself.
    const tally = await doctor('tally.json', (s) => Object.assign(s.bounds[0]!, { x: (s.bounds[0]!.x ?? 0) + 1 }));
    expect(tally.code).toBe(1);
    expect(tally.out).toMatch(/STATS_MISMATCH .*the sidecar says value 0\.75 on n=12 \(x=10\), the ledger gives value 0\.75 on n=12 \(x=9\)/);
    const lowered = await doctor('lowered.json', (s) => Object.assign(s.bounds[0]!, { threshold: 0.5 }));
    expect(lowered.code).toBe(1);
    expect(lowered.out).toMatch(/not the record's/);
    const seedless = await doctor('resampled.json', (s) => Object.assign(s.bounds[1]!, { resamples: 500 }));
    expect(seedless.code).toBe(1);
    // The bootstrap's seed is the ledger's to give: another one is a mismatch, a malformed one no sidecar.
    const reseeded = await doctor('reseeded.json', (s) => Object.assign(s.bounds[1]!, { seed: `sha256:${'0123456789abcdef'.repeat(4)}` }));
    expect(reseeded.code).toBe(1);
    expect(reseeded.out).toMatch(
      /STATS_MISMATCH .*the sidecar's bootstrap seed sha256:0123456789abcdef\S* is not the sha256:[0-9a-f]{64} the ledger's per-task sums give/,
    );
    const malformed = await doctor('malformed-seed.json', (s) => Object.assign(s.bounds[1]!, { seed: 42 }));
    expect(malformed.code).toBe(2);
    expect(malformed.err).toMatch(/stats sidecar: bounds\[1\]\.seed is missing or out of range \(ERR_INPUT_INVALID\)/);
    // Without the sidecar the recorded fail above the floor cannot be explained.
    const none = await doctor('none.json', (s) => (s.bounds = []));
    expect(none.code).toBe(1);
    expect(none.out).toContain('GATE_MISMATCH');
  });

  it('carries the bounds into the attestation, whose replay follows them', async () => {
    const out = join(dir, 'attested.yaml');
    const bundle = join(dir, 'attested.sigstore.json');
    await aqr(...common(), '--profile', join(EX, 'profile-confidence.yaml'), '--out', out, '--key', keys.privateFile, '--attest', bundle);
    const predicate = JSON.parse(await readFile(join(dir, 'attested.predicate.json'), 'utf8'));
    expect(predicate.thresholds.gates.find((g: { id: string; mode?: string }) => g.id === 'task.completion')).toMatchObject({ floor: 0.7, confidence: 0.95 });
    expect(predicate.thresholds.gates.find((g: { id: string; mode?: string }) => g.mode === 'shadow')).toMatchObject({
      id: 'reliability.pass_hat_k',
      floor: 0.8,
    });
    expect(predicate.stats.bounds.map((b: { id: string }) => b.id)).toEqual(['task.completion', 'efficiency.cost_per_success']);
    const r = await aqr(
      'verify',
      bundle,
      '--key',
      keys.publicFile,
      '--ledger',
      join(EX, 'ledger/*.jsonl'),
      '--task-manifest',
      join(EX, 'tasks.yaml'),
      '--json',
    );
    expect(r.code, r.out + r.err).toBe(0);
  });

  it('draws the same bootstrap whatever the order and names of the shards', async () => {
    const shards = join(dir, 'shards');
    await mkdir(shards);
    for (const [from, to] of [
      ['trials-3.jsonl', 'a.jsonl'],
      ['trials-1.jsonl', 'm.jsonl'],
      ['trials-2.jsonl', 'z.jsonl'],
    ])
      await copyFile(join(EX, 'ledger', from!), join(shards, to!));
    const a = join(dir, 'order-a.yaml');
    const b = join(dir, 'order-b.yaml');
    await aqr(...common(), '--profile', join(EX, 'profile-confidence.yaml'), '--out', a);
    await aqr(
      ...common(),
      '--profile',
      join(EX, 'profile-confidence.yaml'),
      '--trials',
      join(shards, 'z.jsonl'),
      '--trials',
      join(shards, 'a.jsonl'),
      '--trials',
      join(shards, 'm.jsonl'),
      '--out',
      b,
    );
    const sa = JSON.parse(await readFile(join(dir, 'order-a.stats.json'), 'utf8')) as StatsSidecar;
    const sb = JSON.parse(await readFile(join(dir, 'order-b.stats.json'), 'utf8')) as StatsSidecar;
    expect(sb.bounds).toEqual(sa.bounds);
  });
});

describe('regression gates', () => {
  const profile = async (maxDrop: number) => {
    const file = join(dir, `regression-${maxDrop}.yaml`);
    await writeFile(
      file,
      `id: team/regression\nversion: "1"\nextends: ${join(EX, 'profile.yaml')}\ngates:\n  - {id: task.completion, split: held-in, regression: {max_drop: ${maxDrop}, confidence: 0.9}}\n`,
    );
    return file;
  };
  const baseline = ['--baseline', join(EX, 'record.yaml')];

  it('compare with a baseline that verifies, and say so in the sidecar', async () => {
    const out = join(dir, 'reg.yaml');
    const r = await aqr(...common(), '--profile', await profile(0.5), ...baseline, '--baseline-key', join(EX, 'keys/example.public.jwk'), '--out', out);
    expect(JSON.parse(r.out).verdict).toBe('ship');
    const s = JSON.parse(await readFile(join(dir, 'reg.stats.json'), 'utf8')) as StatsSidecar;
    expect(s.baseline).toEqual({ record_id: expect.stringMatching(/^aqr_/), verified: true });
    expect(s.regressions).toEqual([expect.objectContaining({ id: 'task.completion', split: 'held-in', result: 'pass' })]);
    const tight = await aqr(...common(), '--profile', await profile(0.05), ...baseline, '--baseline-key', join(EX, 'keys/example.public.jwk'));
    expect(JSON.parse(tight.out)).toMatchObject({ verdict: 'hold', reasons: [{ code: 'GATE_INCONCLUSIVE' }] });
  });

  it('refuse a baseline signed by another key, and hold (BASELINE_UNVERIFIED) rather than skip the regression check', async () => {
    const r = await aqr(...common(), '--profile', await profile(0.05), ...baseline, '--baseline-key', keys.publicFile);
    const res = JSON.parse(r.out);
    expect(res.verdict).toBe('hold');
    expect(res.reasons).toEqual([expect.objectContaining({ code: 'BASELINE_UNVERIFIED', message: expect.stringMatching(/baseline .* does not verify/) })]);
    expect(res.gates.some((g: { id: string; split?: string }) => g.id === 'task.completion' && g.split === 'held-in')).toBe(false);
  });
});

describe('the action', () => {
  it('holds on the confidence profile and shows the bounds in the summary', async () => {
    const temp = join(dir, 'runner');
    await mkdir(temp, { recursive: true });
    const output = join(temp, 'output');
    const summary = join(temp, 'summary.md');
    await writeFile(output, '');
    await writeFile(summary, '');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env['PATH'],
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REPOSITORY: 'acme/agent',
      RUNNER_TEMP: temp,
      INPUT_CONFIG: 'examples/evaluate.yaml',
      INPUT_PROFILE: 'examples/profile-confidence.yaml',
      'INPUT_FAIL-ON': 'reject',
    };
    const code = await new Promise<number>((done) =>
      execFile(process.execPath, [join(ROOT, 'dist/index.cjs')], { cwd: ROOT, env }, (e) => done(e ? Number(e.code ?? 1) : 0)),
    );
    expect(code).toBe(0);
    const outputs = await readFile(output, 'utf8');
    expect(outputs).toMatch(/verdict<<.*\nhold\n/);
    expect(outputs).toMatch(/stats-path<<.*\n.*agent-quality-record\.stats\.json\n/);
    const md = await readFile(summary, 'utf8');
    expect(md).toContain('**Confidence bounds**');
    expect(md).toMatch(/◐ inconclusive \(~\d+ more tasks\)/);
    expect(md).toContain('**Shadow gates**');
  });
});
