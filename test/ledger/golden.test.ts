// Records are byte-identical whatever path reads the evidence: a ledger of
// 3,010 attempts in three shards, with canaries, costs, violations, a Wilson
// floor and a bootstrap ceiling, is generated here by a seeded generator and
// evaluated; the record and its stats sidecar must equal the committed ones
// byte for byte. The task manifest is read once as JSON and once as YAML (the
// YAML fast path and the full parser must agree), so the records differ only
// in the manifest's path and digest. Changing the readers for speed must not
// change a byte of what they write.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqr, FIXTURES, ROOT } from '../helpers.js';

const GOLDEN = join(FIXTURES, 'golden');
const TASKS = 600;
let dir: string;

/** The evidence, the same on every run: a linear congruential generator from a fixed seed. */
async function writeInputs(at: string): Promise<void> {
  let seed = 20261130;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const tasks: { id: string; split: string; canary?: boolean }[] = [];
  for (let i = 0; i < TASKS; i++) tasks.push({ id: `task-${String(i).padStart(4, '0')}`, split: i % 4 === 0 ? 'held-out' : 'held-in' });
  tasks.push({ id: 'canary-a', split: 'held-out', canary: true }, { id: 'canary-b', split: 'held-out', canary: true });
  await writeFile(join(at, 'tasks.json'), JSON.stringify({ tasks }));
  // The same task set as a person writes it: comments, quoting, blank lines.
  let yaml = '# the golden task set\ntasks:\n';
  tasks.forEach((t, i) => {
    if (i % 97 === 0) yaml += '\n  # a comment between tasks\n';
    const id = i % 5 === 0 ? `"${t.id}"` : i % 7 === 0 ? `'${t.id}'` : t.id;
    yaml += `  - id: ${id}${i % 11 === 0 ? '   # trailing comment' : ''}\n    split: ${t.split}\n${t.canary ? '    canary: true\n' : ''}`;
  });
  await writeFile(join(at, 'tasks.yaml'), yaml);
  const shards: string[][] = [[], [], []];
  tasks.forEach((t, i) => {
    const skill = t.canary ? 0 : 0.55 + 0.45 * rand();
    for (let a = 1; a <= 5; a++) {
      const line: Record<string, unknown> = { task_id: t.id, attempt: a, passed: !t.canary && rand() < skill };
      if (i % 3 === 0) line['split'] = t.split;
      line['cost_usd'] = Math.round((0.01 + 0.2 * rand()) * 1e4) / 1e4;
      line['tokens'] = 1000 + Math.floor(9000 * rand());
      line['latency_s'] = Math.round((5 + 80 * rand()) * 10) / 10;
      line['violations'] = { policy: rand() < 0.01 ? 1 : 0, tool_abuse: 0, isolation: 0 };
      (shards[(i * 5 + a) % 3] as string[]).push(JSON.stringify(line));
    }
  });
  await Promise.all(shards.map((s, i) => writeFile(join(at, `trials-${i}.jsonl`), `${s.join('\n')}\n${i === 1 ? '\n' : ''}`)));
  await writeFile(
    join(at, 'profile.yaml'),
    [
      'id: golden/p',
      'version: "1"',
      'extends: sg/coding-agent@0.1',
      'k: 5',
      'gates:',
      '  - {id: task.completion, split: held-out, floor: 0.6, confidence: 0.95, evidence: golden}',
      '  - {id: reliability.pass_hat_k, split: held-out, k: 5, floor: 0.1, evidence: golden}',
      '  - {id: efficiency.cost_per_success, ceiling: 0.5, confidence: 0.9, resamples: 500, evidence: golden}',
      '',
    ].join('\n'),
  );
  await writeFile(join(at, 'authority.yaml'), 'sandbox: none\n');
}

const evaluate = (manifest: string, out: string) =>
  aqr(
    'evaluate',
    '--profile',
    join(dir, 'profile.yaml'),
    '--task-manifest',
    join(dir, manifest),
    '--trials',
    join(dir, 'trials-*.jsonl'),
    '--harness',
    join(ROOT, 'examples/harness'),
    '--authority',
    join(dir, 'authority.yaml'),
    '--agent',
    'golden',
    '--actor',
    'golden',
    '--sealed',
    '--now',
    '2026-11-30T00:00:00Z',
    '--out',
    join(dir, out),
    '--json',
  );

const written = (file: string) => readFile(join(dir, file), 'utf8');

// The record names its ledger by a path relative to the working folder, and
// its id hashes the record: the inputs live at a fixed place in the checkout
// (git-ignored), made afresh by each run.
beforeAll(async () => {
  dir = join(GOLDEN, 'work');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir);
  await writeInputs(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('records written from a ledger are byte-identical to the committed ones', () => {
  it('with a JSON task manifest: the record and its stats sidecar', async () => {
    const r = await evaluate('tasks.json', 'record.yaml');
    expect(r.err).toBe('aqr: warning: 1 blank lines in the trial ledger were passed over');
    // Regenerate after an intended change of format: AQR_WRITE_GOLDEN=1 npx vitest run test/ledger/golden.test.ts
    if (process.env['AQR_WRITE_GOLDEN'] === '1') {
      await writeFile(join(GOLDEN, 'ledger-record.yaml'), await written('record.yaml'));
      await writeFile(join(GOLDEN, 'ledger-record.stats.json'), await readFile(join(dir, 'record.stats.json')));
    }
    expect(await written('record.yaml')).toBe(await readFile(join(GOLDEN, 'ledger-record.yaml'), 'utf8'));
    expect(await readFile(join(dir, 'record.stats.json'), 'utf8')).toBe(await readFile(join(GOLDEN, 'ledger-record.stats.json'), 'utf8'));
  });

  it('with the same task set in YAML: the same bytes but for the manifest digest and the record id that hashes it', async () => {
    const r = await evaluate('tasks.yaml', 'record-y.yaml');
    expect(r.err).toBe('aqr: warning: 1 blank lines in the trial ledger were passed over');
    const digest = async (f: string) =>
      createHash('sha256')
        .update(await readFile(join(dir, f)))
        .digest('hex');
    const noId = (s: string) => s.replace(/^record_id: aqr_[0-9a-f]{26}$/m, 'record_id: -');
    const fromJson = noId(await readFile(join(GOLDEN, 'ledger-record.yaml'), 'utf8')).replaceAll(await digest('tasks.json'), await digest('tasks.yaml'));
    expect(noId(await written('record-y.yaml'))).toBe(fromJson);
    expect(await readFile(join(dir, 'record-y.stats.json'), 'utf8')).toBe(await readFile(join(GOLDEN, 'ledger-record.stats.json'), 'utf8'));
  });
});
