// A gate without writing a profile (`--floor` / `--ceiling`, and the config
// keys of the same names), and a gate with no split standing on the measure of
// the whole task set, on the bundled example's ledger (issue 40).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aqr, ROOT, tempDir } from '../helpers.js';

const EX = join(ROOT, 'examples');
const CONFIG = 'examples/evaluate.yaml';
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
});

interface Rec {
  gates: { id: string; split?: string; k?: number; floor?: number; result: string }[];
  measures: { id: string; split?: string; k?: number; value: number; n?: number }[];
}
const record = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Rec;

describe('--floor and --ceiling: a gate on day one, no profile to write', () => {
  it('adds a gate over the whole task set that the run is judged by and the record carries', async () => {
    const out = join(dir, 'floor.json');
    const r = await aqr('evaluate', '--config', CONFIG, '--floor', 'task.completion=0.9', '--out', out);
    expect(r.code, r.err).toBe(1);
    expect(r.out).toMatch(/^verdict: reject$/m);
    expect(r.out).toMatch(/gate task\.completion is 0\.8, below its floor 0\.9/);
    expect(record(out).gates).toContainEqual(expect.objectContaining({ id: 'task.completion', floor: 0.9, result: 'fail' }));
    expect(record(out).gates.some((g) => g.id === 'task.completion' && g.split === undefined)).toBe(true);
  });

  it('takes a split and a ceiling, repeated, and as config keys of the same names', async () => {
    const config = join(dir, 'evaluate.yaml');
    writeFileSync(
      config,
      `${readFileSync(join(EX, 'evaluate.yaml'), 'utf8').replace(/^(profile|task-manifest|trials|harness|authority|decisions): (.*)$/gm, (_, k: string, v: string) => `${k}: ${join(EX, v)}`)}floor:\n  - task.completion:held-in=0.8\n  - reliability.pass_hat_k=0.6\nceiling:\n  - efficiency.cost_per_success=0.2\n`,
    );
    const out = join(dir, 'config.json');
    const r = await aqr('evaluate', '--config', config, '--out', out);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toMatch(/^verdict: ship$/m);
    const gates = record(out).gates;
    expect(gates).toContainEqual(expect.objectContaining({ id: 'task.completion', split: 'held-in', floor: 0.8, result: 'pass' }));
    expect(gates).toContainEqual(expect.objectContaining({ id: 'reliability.pass_hat_k', floor: 0.6, result: 'pass' }));
    // The tighter ceiling of the two (the profile's 0.6, the flag's 0.2) is the one judged.
    expect(r.out).toMatch(/efficiency\.cost_per_success\s+0\.117 usd ≤ 0\.2 usd/);
    const tighter = await aqr('evaluate', '--config', config, '--ceiling', 'efficiency.cost_per_success=0.1');
    expect(tighter.out).toMatch(/^verdict: reject$/m);
  });

  it.each([
    ['--floor', 'task.completion', /not MEASURE\[:SPLIT\]=VALUE/],
    ['--floor', 'task.speed=0.5', /task\.speed is not a registered measure/],
    ['--floor', 'task.completion:all=0.5', /the split must be held-out or held-in, got "all"/],
    ['--floor', 'task.completion=high', /"high" is not a number/],
    ['--floor', 'task.completion=1.5', /task\.completion is a fraction: the value must be in \[0, 1\]/],
    ['--ceiling', 'efficiency.cost_per_success=', /not MEASURE\[:SPLIT\]=VALUE|is not a number/],
    [
      '--floor',
      'task.completion:held-out=0.5',
      /gate task\.completion@held-out lowers its floor from 0\.7 to 0\.5 of profile example\/coding-agent@1\.0; a gate given here only adds or tightens/,
    ],
  ])('%s %s is one line, exit 2, nothing written', async (flag, value, why) => {
    const out = join(dir, 'bad.json');
    const r = await aqr('evaluate', '--config', CONFIG, flag, value, '--out', out);
    expect(r.code, r.out).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(why);
    expect(r.err).toMatch(/\(ERR_USAGE\)$/);
  });
});

describe('a gate that names no split stands on the measure of the whole task set', () => {
  it('the ledger gives each measure over every non-canary task beside the per-split ones', async () => {
    const out = join(dir, 'whole.json');
    const r = await aqr('evaluate', '--config', CONFIG, '--out', out);
    expect(r.code, r.err).toBe(0);
    const m = record(out).measures.filter((x) => x.split === undefined && /^(task|reliability)\./.test(x.id));
    expect(m).toEqual([
      { id: 'task.completion', value: 0.8, n: 40 },
      { id: 'reliability.pass_hat_k', value: 0.675, k: 3, n: 40 },
      { id: 'reliability.pass_at_k', value: 1, k: 3, n: 40 },
    ]);
  });

  it("a profile gating reliability.pass_hat_k with no split, as SuperGauge's example record does, ships on the bundled example's ledger", async () => {
    const profile = join(dir, 'unsplit.yaml');
    writeFileSync(
      profile,
      [
        'id: team/unsplit',
        'version: "1"',
        'tier: T1',
        'k: 3',
        'gates:',
        '  - {id: reliability.pass_hat_k, floor: 0.6, evidence: "as the spec example"}',
        '  - {id: task.completion, floor: 0.75, evidence: "every task counts"}',
        '',
      ].join('\n'),
    );
    const out = join(dir, 'unsplit.json');
    const r = await aqr('evaluate', '--config', CONFIG, '--profile', profile, '--out', out);
    expect(r.out).toMatch(/^verdict: ship$/m);
    expect(r.code, r.out).toBe(0);
    expect(record(out).gates).toContainEqual(expect.objectContaining({ id: 'reliability.pass_hat_k', floor: 0.6, result: 'pass' }));
    const check = await aqr('check', out, '--ledger', 'examples/ledger/*.jsonl', '--task-manifest', 'examples/tasks.yaml');
    expect(check.out).not.toMatch(/GATE_NO_MEASURE|MEASURE_NOT/);
  });
});
