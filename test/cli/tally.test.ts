// Scale out: one generated ledger split into 1, 7 and 64 shards, tallied in
// random groupings (aqr tally) and merged in random order (aqr evaluate
// --tallies), must give the record one job reading every shard gives: the same
// measures, gates, bounds (a Wilson floor and a bootstrap ceiling), verdict
// and ledger digest. A missing shard holds; a shard twice, a task's attempt
// twice, another manifest or format are refused; a tampered tally is caught
// by aqr verify --tallies, naming the tally and the task.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aqr, keyFiles, tempDir } from '../helpers.js';
import { parseLedgerRef } from '../../src/replay/ledger-ref.js';

const TASKS = 240;
let dir: string;
let lines: string[];
let key: { publicFile: string; privateFile: string };

/** A seeded generator: the same evidence on every run, shuffled and grouped differently per seed. */
const random = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

function shuffle<T>(xs: readonly T[], rand: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

beforeAll(async () => {
  dir = await tempDir();
  const rand = random(31);
  const tasks: { id: string; split: string; canary?: boolean }[] = [];
  for (let i = 0; i < TASKS; i++) tasks.push({ id: `task-${i}`, split: i % 4 === 0 ? 'held-out' : 'held-in' });
  tasks.push({ id: 'canary-a', split: 'held-out', canary: true }, { id: 'canary-b', split: 'held-out', canary: true });
  await writeFile(join(dir, 'tasks.json'), JSON.stringify({ tasks }));
  await writeFile(join(dir, 'other-tasks.json'), JSON.stringify({ tasks: [...tasks, { id: 'extra', split: 'held-in' }] }));
  lines = [];
  tasks.forEach((t, i) => {
    // One task runs 34 attempts: attempts past 32 travel in the tally too.
    const attempts = i === 7 ? 34 : 5;
    const skill = t.canary ? 0 : 0.5 + 0.5 * rand();
    for (let a = 1; a <= attempts; a++)
      lines.push(
        JSON.stringify({
          task_id: t.id,
          attempt: a,
          passed: !t.canary && rand() < skill,
          ...(i % 3 === 0 ? { split: t.split } : {}),
          cost_usd: Math.round((0.01 + 0.2 * rand()) * 1e4) / 1e4,
          tokens: 1000 + Math.floor(9000 * rand()),
          latency_s: Math.round((5 + 80 * rand()) * 10) / 10,
          violations: { policy: rand() < 0.02 ? 1 : 0, tool_abuse: 0, isolation: 0 },
        }),
      );
  });
  await writeFile(
    join(dir, 'profile.yaml'),
    [
      'id: tally/p',
      'version: "1"',
      'extends: sg/coding-agent@0.1',
      'k: 5',
      'gates:',
      '  - {id: task.completion, split: held-out, floor: 0.6, confidence: 0.95, evidence: tally}',
      '  - {id: reliability.pass_hat_k, split: held-out, k: 5, floor: 0.05, evidence: tally}',
      '  - {id: efficiency.cost_per_success, ceiling: 0.5, confidence: 0.9, resamples: 300, evidence: tally}',
      '',
    ].join('\n'),
  );
  await writeFile(join(dir, 'authority.yaml'), 'sandbox: none\n');
  await writeFile(join(dir, 'harness.md'), 'the harness\n');
  key = await keyFiles(dir, 'release');
});

/** Writes the ledger's lines, shuffled, into `n` shard files (a blank line in one); returns their paths. */
async function shards(n: number, seed: number): Promise<string[]> {
  const rand = random(seed);
  const files = Array.from({ length: n }, (_, i) => join(dir, `s${n}`, `trials-${String(i).padStart(2, '0')}.jsonl`));
  await (await import('node:fs/promises')).mkdir(join(dir, `s${n}`), { recursive: true });
  const parts: string[][] = files.map(() => []);
  for (const l of shuffle(lines, rand)) (parts[Math.floor(rand() * n)] as string[]).push(l);
  await Promise.all(files.map((f, i) => writeFile(f, `${(parts[i] as string[]).join('\n')}\n${i === 0 ? '\n' : ''}`)));
  return files;
}

const evaluateArgs = (out: string) => [
  'evaluate',
  '--profile',
  join(dir, 'profile.yaml'),
  '--task-manifest',
  join(dir, 'tasks.json'),
  '--harness',
  join(dir, 'harness.md'),
  '--authority',
  join(dir, 'authority.yaml'),
  '--agent',
  'a',
  '--actor',
  'r',
  '--sealed',
  '--now',
  '2026-12-01T00:00:00Z',
  '--key',
  key.privateFile,
  '--out',
  out,
  '--json',
];

/** Tallies the shards in random groups (each group's shards in random order); returns the tally files, shuffled. */
async function tallies(files: readonly string[], seed: number, at: string): Promise<string[]> {
  const rand = random(seed);
  const groups: string[][] = [];
  for (const f of shuffle(files, rand)) {
    if (groups.length === 0 || rand() < 0.4) groups.push([]);
    (groups[groups.length - 1] as string[]).push(f);
  }
  const out: string[] = [];
  for (const [i, g] of groups.entries()) {
    const file = join(dir, `${at}-${i}.tally.json`);
    const r = await aqr('tally', ...g, '--task-manifest', join(dir, 'tasks.json'), '--out', file);
    expect(r.code, r.err).toBe(0);
    out.push(file);
  }
  return shuffle(out, rand);
}

/** A repeatable flag given once for each value, as parseArgs reads it. */
const each = (flag: string, values: readonly string[]) => values.flatMap((v) => [flag, v]);

const json = async (f: string) => JSON.parse(await readFile(f, 'utf8')) as Record<string, unknown>;

/** What must not depend on how the evidence was read: measures, gates, verdict, the ledger digest and events, the bounds. */
async function judged(record: string) {
  const r = (await json(record)) as {
    measures: unknown;
    gates: unknown;
    decision: { verdict: string };
    assurance: { evidence: { ledger: string; format: string; events: number } };
  };
  const stats = await json(record.replace(/\.json$/, '.stats.json'));
  return {
    measures: r.measures,
    gates: r.gates,
    verdict: r.decision.verdict,
    digest: parseLedgerRef(r.assurance.evidence.ledger).digest,
    format: r.assurance.evidence.format,
    events: r.assurance.evidence.events,
    bounds: stats,
  };
}

describe('aqr evaluate --tallies gives the record of one job reading every shard', () => {
  for (const n of [1, 7, 64])
    it(`${n} shard${n === 1 ? '' : 's'}, tallied in random groupings and merged in random orders`, async () => {
      const files = await shards(n, 100 + n);
      const single = join(dir, `single-${n}.json`);
      const one = await aqr(...evaluateArgs(single), ...each('--trials', files));
      expect(one.code, one.err).toBeLessThan(2);
      const want = await judged(single);
      expect(want.bounds).toHaveProperty('bounds');
      for (const seed of [1, 2]) {
        const parts = await tallies(files, seed * 1000 + n, `t${n}-${seed}`);
        const merged = join(dir, `merged-${n}-${seed}.json`);
        const r = await aqr(...evaluateArgs(merged), ...each('--tallies', parts), '--expect-shards', String(n));
        expect(r.code, r.err).toBe(one.code);
        expect(await judged(merged)).toEqual(want);
      }
    }, 60_000);

  it('the measures do not depend on the sharding either', async () => {
    const a = await judged(join(dir, 'single-1.json'));
    const b = await judged(join(dir, 'single-64.json'));
    expect(b.measures).toEqual(a.measures);
    expect(b.verdict).toBe(a.verdict);
  });
});

describe('aqr tally', () => {
  it('writes the same bytes for the same shards in any order, and a row per task, never per attempt', async () => {
    const files = await shards(7, 107);
    const a = join(dir, 'order-a.json');
    const b = join(dir, 'order-b.json');
    expect((await aqr('tally', ...files, '--task-manifest', join(dir, 'tasks.json'), '--out', a)).code).toBe(0);
    const reversed = [...files].reverse();
    const r = await aqr('tally', reversed[0] as string, ...each('--trials', reversed.slice(1)), '--task-manifest', join(dir, 'tasks.json'), '--out', b);
    expect(r.code, r.err).toBe(0);
    expect(await readFile(b, 'utf8')).toBe(await readFile(a, 'utf8'));
    const text = await readFile(a, 'utf8');
    expect(text.split('\n').length).toBeLessThan(TASKS + 10);
    expect(r.out).toMatch(/7 shards, 1239 attempts at 242 tasks/);
  });

  it('conforms to its schema (src/ledger/tally.schema.json)', async () => {
    const { default: Ajv } = await import('ajv/dist/2020.js');
    const schema = JSON.parse(await readFile('src/ledger/tally.schema.json', 'utf8')) as object;
    const validate = new Ajv.default({ strict: true, strictTuples: false }).compile(schema);
    const tally = await json(join(dir, 'order-a.json'));
    expect(validate(tally), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...tally, tasks: [['t', 1, 1, -1, 0, 0]] })).toBe(false);
  });

  it('needs a shard, the task manifest and --out', async () => {
    expect((await aqr('tally', '--task-manifest', join(dir, 'tasks.json'), '--out', join(dir, 'x.json'))).err).toMatch(/no shard to tally.*ERR_USAGE/);
    expect((await aqr('tally', join(dir, 's7/trials-00.jsonl'), '--out', join(dir, 'x.json'))).err).toMatch(/--task-manifest is required/);
  });
});

describe('what the merge refuses, and what holds', () => {
  let parts: string[];
  beforeAll(async () => {
    const files = await shards(7, 107);
    parts = [];
    for (const [i, f] of files.entries()) {
      const out = join(dir, `each-${i}.tally.json`);
      expect((await aqr('tally', f, '--task-manifest', join(dir, 'tasks.json'), '--out', out)).code).toBe(0);
      parts.push(out);
    }
  });

  it('a missing shard holds with SHARD_MISSING, naming the count found', async () => {
    const r = await aqr(...evaluateArgs(join(dir, 'missing.json')), ...each('--tallies', parts.slice(1)), '--expect-shards', '7');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.out) as { verdict: string; reasons: { code: string; message: string }[] };
    expect(out.verdict).not.toBe('ship');
    expect(out.reasons.find((x) => x.code === 'SHARD_MISSING')?.message).toMatch(/covers 6 of the 7 shard files/);
  });

  it('more shards than expected is an input error, nothing written', async () => {
    const out = join(dir, 'more.json');
    const r = await aqr(...evaluateArgs(out), ...each('--tallies', parts), '--expect-shards', '6');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/covers 7 shard files but --expect-shards is 6/);
    await expect(readFile(out)).rejects.toThrow();
  });

  it('the same shard in two tallies is refused', async () => {
    const copy = join(dir, 'copy.tally.json');
    await copyFile(parts[2] as string, copy);
    const r = await aqr(...evaluateArgs(join(dir, 'dup.json')), ...each('--tallies', [...parts, copy]));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /shards: shard .*trials-02\.jsonl \(sha256 [0-9a-f]{12}…\) is tallied here and in .*(copy|each-2)\.tally\.json: a shard counts once \(ERR_INPUT_DUPLICATE\)/,
    );
  });

  it('the same task and attempt in two tallies is refused, naming both', async () => {
    const extra = join(dir, 'extra.jsonl');
    await writeFile(extra, `${(await readFile(join(dir, 's7/trials-03.jsonl'), 'utf8')).split('\n')[0] as string}\n`);
    const t = join(dir, 'extra.tally.json');
    expect((await aqr('tally', extra, '--task-manifest', join(dir, 'tasks.json'), '--out', t)).code).toBe(0);
    const r = await aqr(...evaluateArgs(join(dir, 'dup2.json')), ...each('--tallies', [...parts, t]));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/task task-\d+ attempt \d+ appears twice: first in .*each-3\.tally\.json \(ERR_INPUT_DUPLICATE\)/);
  });

  it('a tally of another task manifest is refused', async () => {
    const other = join(dir, 'other.tally.json');
    expect((await aqr('tally', join(dir, 's7/trials-00.jsonl'), '--task-manifest', join(dir, 'other-tasks.json'), '--out', other)).code).toBe(0);
    const r = await aqr(...evaluateArgs(join(dir, 'other.json')), ...each('--tallies', [...parts.slice(1), other]));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/other\.tally\.json: manifest_digest: is a tally of another task manifest .* \(ERR_INPUT_MISMATCH\)/);
  });

  it('tallies of two evidence formats are refused', async () => {
    const t = await json(parts[0] as string);
    const other = join(dir, 'format.tally.json');
    await writeFile(other, JSON.stringify({ ...t, evidence_format: 'promptfoo.results/3' }));
    const r = await aqr(...evaluateArgs(join(dir, 'format.json')), ...each('--tallies', [...parts.slice(1), other]));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /format\.tally\.json: evidence_format: tallies promptfoo\.results\/3 evidence but .* tallies aqr\.trials\/1: one record's evidence is of one format \(ERR_INPUT_MISMATCH\)/,
    );
  });

  it('aqr verify --tallies confirms honest tallies, and names the tally and task of a tampered one', async () => {
    const record = join(dir, 'verified.json');
    const ledger = join(dir, 's7/*.jsonl');
    expect((await aqr(...evaluateArgs(record), ...each('--tallies', parts))).code).toBeLessThan(2);
    const verify = (...t: string[]) =>
      aqr('verify', record, '--key', key.publicFile, '--ledger', ledger, '--task-manifest', join(dir, 'tasks.json'), ...each('--tallies', t), '--json');
    const honest = await verify(...parts);
    expect(honest.code, honest.out + honest.err).toBe(0);
    // One task's first attempt in the tally flipped, passed ⇄ failed: the merge cannot tell, the shards can.
    const text = await readFile(parts[4] as string, 'utf8');
    const row = /^\["(task-\d+)",(\d+),(\d+),/m.exec(text);
    if (!row) throw new Error('no task row');
    const tampered = text.replace(row[0], `["${row[1]}",${row[2]},${Number(row[3]) ^ (Number(row[2]) & -Number(row[2]))},`);
    const bad = join(dir, 'tampered.tally.json');
    await writeFile(bad, tampered);
    const r = await verify(...parts.filter((_, i) => i !== 4), bad);
    expect(r.code, r.err).toBe(1);
    const mismatches = (JSON.parse(r.out) as { replay: { mismatches: { code: string; message: string }[] } }).replay.mismatches;
    expect(mismatches.find((m) => m.code === 'TALLY_MISMATCH')?.message).toMatch(new RegExp(`tampered\\.tally\\.json: task ${row[1]}: the tally says`));
    expect((await aqr('verify', record, '--key', key.publicFile, '--tallies', bad)).err).toMatch(/--tallies needs --ledger/);
  });
});
