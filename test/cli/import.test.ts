// An eval tool's results as evidence, end to end through the CLI: `--trials` on a
// promptfoo results file, replay from that original file, `aqr import`, and
// `aqr init --from` followed by `aqr evaluate --config` on the starter.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aqr, describeInterop, FIXTURES, ROOT, SHARED, tempDir } from '../helpers.js';

const PF = relative(ROOT, join(FIXTURES, 'import/promptfoo'));
const ONE = `${PF}/one-agent.json`;
const TWO = `${PF}/two-agents.json`;
const ROLLBACK = 'sha256:a6676e6afa6b9f7686bfe5777912938982f56dee01aa799df75559016b08b8ac';

let dir: string;
let key: { priv: string; pub: string };
let profile: string;
let manifest: string;

beforeAll(async () => {
  dir = await tempDir();
  const r = await aqr('keygen', '--out', join(dir, 'k'));
  expect(r.code, r.err).toBe(0);
  key = { priv: join(dir, 'k.private.jwk'), pub: join(dir, 'k.public.jwk') };
  profile = join(dir, 'profile.yaml');
  writeFileSync(
    profile,
    [
      'id: local/promptfoo-gate',
      'version: "0.1"',
      'tier: T1',
      'k: 2',
      'gates:',
      '  - {id: task.completion, split: held-out, floor: 0.9}',
      '  - {id: reliability.pass_hat_k, split: held-out, k: 2, floor: 0.9}',
      '  - {id: efficiency.cost_per_success, ceiling: 0.01}',
      '',
    ].join('\n'),
  );
  manifest = `${PF}/one-agent.tasks.yaml`;
});

const evaluateArgs = (trials: string, out: string, extra: string[] = []) => [
  'evaluate',
  '--profile',
  profile,
  '--task-manifest',
  manifest,
  '--trials',
  trials,
  '--sealed',
  '--agent',
  'support-agent',
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
  '--key',
  key.priv,
  '--out',
  out,
  '--json',
  ...extra,
];

describe('--trials: promptfoo results as the ledger, replayed from the original file', () => {
  it('signs a ship at L4 from results.json, as from the equivalent aqr.trials/1 ledger', async () => {
    const out = join(dir, 'from-promptfoo.json');
    const r = await aqr(...evaluateArgs(ONE, out));
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ verdict: 'ship', level: 'L4' });
    const record = JSON.parse(readFileSync(out, 'utf8')) as { assurance: { evidence: { format: string; events: number } } };
    expect(record.assurance.evidence).toMatchObject({ format: 'promptfoo.results/3', events: 10, replayable: true });
    expect(r.err).toContain(`${ONE} (promptfoo.results/3, subject agent-a / support-v1): 10 attempts mapped`);

    const replay = ['--ledger', ONE, '--task-manifest', manifest];
    const v = await aqr('verify', out, '--key', key.pub, ...replay);
    expect(v.code, v.out).toBe(0);
    expect(v.out).toMatch(/replay: \d+ measures, 2 gates and 1 canaries confirmed from 10 ledger events/);
    expect(await aqr('check', out, '--key', key.pub, ...replay, '--level', 'L4')).toMatchObject({ code: 0, out: `${out}: L4` });

    const comment = await aqr('comment', out, '--key', key.pub);
    expect(comment.out).toContain("evidence promptfoo.results/3 (the eval tool's own file)");

    const ledger = join(dir, 'trials.jsonl');
    expect((await aqr('import', ONE, '--out', ledger)).code).toBe(0);
    const native = join(dir, 'from-ledger.json');
    const n = await aqr(...evaluateArgs(ledger, native));
    expect(JSON.parse(n.out)).toMatchObject({ verdict: 'ship', level: 'L4' });
    const measuresOf = (f: string) => (JSON.parse(readFileSync(f, 'utf8')) as { measures: unknown[] }).measures;
    expect(measuresOf(out)).toEqual(measuresOf(native));
  });

  it('catches one changed value in the original file', async () => {
    const out = join(dir, 'tamper.json');
    expect((await aqr(...evaluateArgs(ONE, out))).code).toBe(0);
    const changed = join(dir, 'one-agent-changed.json');
    writeFileSync(changed, readFileSync(ONE, 'utf8').replace('"cost": 0.000202', '"cost": 0.000902'));
    const v = await aqr('verify', out, '--key', key.pub, '--ledger', changed, '--task-manifest', manifest, '--json');
    expect(v.code).toBe(1);
    const codes = (JSON.parse(v.out) as { replay: { mismatches: { code: string }[] } }).replay.mismatches.map((m) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['LEDGER_DIGEST', 'MEASURE_MISMATCH']));
  });

  it('holds on a gate the format cannot measure, saying so, and reports skipped rows and judged checks', async () => {
    const gated = join(dir, 'policy-profile.yaml');
    writeFileSync(gated, `${readFileSync(profile, 'utf8')}  - {id: policy.hard_rules, floor: 1}\n`);
    const tasks = join(dir, 'two-tasks.yaml');
    writeFileSync(
      tasks,
      'tasks:\n  - {id: refund, split: held-out}\n  - {id: hours, split: held-out}\n  - {id: outage, split: held-in}\n  - {id: cancel, split: held-in}\n  - {id: shipping countries, split: held-in}\n  - {id: tone, split: held-in}\n',
    );
    const r = await aqr(...evaluateArgs(TWO, join(dir, 'two.json'), ['--profile', gated, '--task-manifest', tasks, '--trials-subject', 'agent-a']));
    expect(r.code, r.err).toBe(1);
    const result = JSON.parse(r.out) as { verdict: string; reasons: { code: string; message: string }[] };
    expect(result.verdict).toBe('hold');
    expect(result.reasons.find((x) => x.message.includes('policy.hard_rules'))?.code).toBe('GATE_NO_EVIDENCE');
    expect(result.reasons.map((x) => x.message).join('\n')).toMatch(
      /policy\.hard_rules.*not measured: promptfoo\.results\/3 evidence carries no policy or safety violation counts/,
    );
    expect(r.err).toContain('3 rows skipped: only model-graded assertions (llm-rubric), so no deterministic verdict (tone)');
    expect(r.err).not.toMatch(/tone, …/);
    expect(r.err).toContain('llm-rubric: 3 of 6 passed (judged: reported, never gating)');
  });

  it('refuses shards of different formats, and a file of several subjects without --trials-subject', async () => {
    const native = join(dir, 'shard.jsonl');
    writeFileSync(native, '{"task_id":"refund","attempt":3,"passed":true}\n');
    const mixed = await aqr(...evaluateArgs(ONE, join(dir, 'mixed.json'), ['--trials', native]));
    expect(mixed.code).toBe(2);
    expect(mixed.err).toMatch(
      /one-agent\.json: is promptfoo output but .*shard\.jsonl is an aqr\.trials\/1 ledger: shards of different formats never mix .*\(ERR_INPUT_MISMATCH\)/,
    );
    const several = await aqr(...evaluateArgs(TWO, join(dir, 'several.json')));
    expect(several.code).toBe(2);
    expect(several.err).toMatch(/holds 2 subjects/);
    expect(existsSync(join(dir, 'several.json'))).toBe(false);
  });

  it('reads a file as forced by --trials-format, and refuses a format this build has no reader for', async () => {
    const forced = await aqr(...evaluateArgs(ONE, join(dir, 'forced.json'), ['--trials-format', 'aqr']));
    expect(forced.code).toBe(2);
    expect(forced.err).toMatch(/ERR_INPUT_(PARSE|INVALID)/);
    const bad = await aqr(...evaluateArgs(ONE, join(dir, 'bad.json'), ['--trials-format', 'csv']));
    expect(bad.err).toMatch(/--trials-format must be one of aqr, promptfoo, junit, inspect, deepeval, got "csv"/);
  });
});

describe('aqr import', () => {
  it('writes aqr.trials/1 and says what it mapped, skipped and why', async () => {
    const out = join(dir, 'imported.jsonl');
    const r = await aqr('import', TWO, '--trials-subject', 'agent-b', '--out', out);
    expect(r.code, r.err).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(15);
    expect(lines[0]).toEqual({ task_id: 'refund', attempt: 1, passed: true, cost_usd: 0.000252, tokens: 66, latency_s: 0.25 });
    expect(r.err).toContain('subject agent-b / support-v1): 15 attempts mapped');
    expect(r.err).toContain('3 rows skipped: only model-graded assertions (llm-rubric)');
  });

  it('refuses a native ledger: it needs no import', async () => {
    const r = await aqr('import', 'examples/ledger/trials-1.jsonl');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is not a file aqr imports/);
  });
});

describe('aqr init --from', () => {
  it('writes a starter that aqr evaluate --config judges at once: a reject naming the failing task, then a hold naming what is missing', async () => {
    const work = await tempDir();
    cpSync(join(ROOT, ONE), join(work, 'results.json'));
    const cwd = process.cwd();
    process.chdir(work);
    try {
      const init = await aqr('init', '--from', 'results.json');
      expect(init.code, init.err).toBe(0);
      expect(init.out).toMatch(
        /^wrote quality\/tasks\.yaml, quality\/profile\.yaml, quality\/authority\.yaml, quality\/evaluate\.yaml, \.github\/workflows\/agent-gate\.yml/,
      );
      expect(init.out.split('\n').filter((l) => /^ {2}\d\. /.test(l)).length).toBeGreaterThanOrEqual(3);
      const tasks = readFileSync('quality/tasks.yaml', 'utf8');
      // metadata.split where promptfoo has it
      expect(tasks).toContain('  - id: "refund"\n    split: held-out');
      expect(tasks).toContain('  - id: "cancel"\n    split: held-in');
      expect(tasks).toMatch(/canary: true/);
      expect(readFileSync('quality/profile.yaml', 'utf8')).not.toMatch(/id: (policy|safety)\./);
      expect(readFileSync('.github/workflows/agent-gate.yml', 'utf8')).toContain('config: quality/evaluate.yaml');

      // The canary the file does not mark fails, as promptfoo reports: every task counts, so the starter rejects.
      const first = await aqr('evaluate', '--config', 'quality/evaluate.yaml');
      expect(first.code, first.err).toBe(1);
      expect(first.out).toMatch(/^verdict: reject$/m);
      expect(first.out).toMatch(/^tasks that failed \(1 of 5\): canary-1 \(held-out\)$/m);
      // Marked as the canary it is (the manifest's comment shows how), what is missing is the seal alone.
      writeFileSync(
        'quality/tasks.yaml',
        readFileSync('quality/tasks.yaml', 'utf8').replace(/(- id: "canary-1"\n {4}split: held-out)/, '$1\n    canary: true'),
      );
      const r = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--json');
      expect(r.code, r.err).toBe(1);
      const result = JSON.parse(r.out) as { verdict: string; reasons: { code: string }[] };
      expect(result).toMatchObject({ verdict: 'hold' });
      expect(result.reasons.map((x) => x.code)).toEqual(['UNSEALED']);

      const again = await aqr('init', '--from', 'results.json');
      expect(again.code).toBe(2);
      expect(again.err).toMatch(/quality\/tasks\.yaml exists: aqr init never overwrites/);
    } finally {
      process.chdir(cwd);
    }
  });
});

describeInterop('promptfoo reference run as --trials', () => {
  it('gives the measures of its deterministic checks, and replays', async () => {
    const file = join(SHARED, 'reference/eval-tools/promptfoo/promptfoo-results.json');
    const tasks = join(dir, 'ref-tasks.yaml');
    writeFileSync(tasks, 'tasks:\n  - {id: ex-001, split: held-out}\n  - {id: ex-002, split: held-out}\n  - {id: ex-003, split: held-in}\n');
    const out = join(dir, 'ref.json');
    const r = await aqr(...evaluateArgs(file, out, ['--task-manifest', tasks]));
    const record = JSON.parse(readFileSync(out, 'utf8')) as { measures: { id: string; split?: string; value: number }[] };
    expect(r.err).toContain('llm-rubric: 0 of 2 passed');
    expect(record.measures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'task.completion', split: 'held-out', value: 1 }),
        expect.objectContaining({ id: 'task.completion', split: 'held-in', value: 0 }),
      ]),
    );
    const v = await aqr('verify', out, '--key', key.pub, '--ledger', file, '--task-manifest', tasks);
    expect(v.code, v.out).toBe(0);
  });
});
