// The bootstrap's seed is the data's, not the ledger's bytes: the same attempts
// reordered, re-spaced, gzipped or re-sharded give the same bound bit for bit,
// and replay agrees. Issue 27's attack (shuffling one shard's lines until an
// inconclusive cost ceiling passes) no longer moves the bound at all.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { StatsSidecar } from '../../src/gate/stats.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';

const EX = join(ROOT, 'examples');
const SHARDS = ['trials-1.jsonl', 'trials-2.jsonl', 'trials-3.jsonl'];
let dir: string;
let keys: { publicFile: string; privateFile: string };
let lines: string[][];

/** The same sequence on every run: a linear congruential generator. */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A profile judging only the cost ceiling, on its bootstrap bound. */
async function costProfile(name: string, ceiling: number, resamples: number): Promise<string> {
  const file = join(dir, name);
  await writeFile(
    file,
    `id: team/cost\nversion: "1"\nextends: ${join(EX, 'profile.yaml')}\ngates:\n  - {id: efficiency.cost_per_success, ceiling: ${ceiling}, confidence: 0.95, resamples: ${resamples}}\n`,
  );
  return file;
}

/** Evaluates the example with these ledger files (written under `name/`), signed; returns the record and the stats sidecar's text. */
async function run(
  name: string,
  files: Record<string, string | Buffer>,
  profile: string,
): Promise<{ record: AgentQualityRecord; stats: string; out: string; ledger: string }> {
  const folder = join(dir, name);
  await mkdir(folder, { recursive: true });
  for (const [file, data] of Object.entries(files)) await writeFile(join(folder, file), data);
  const out = join(dir, `${name}.yaml`);
  const ledger = Object.keys(files).flatMap((f) => ['--trials', join(folder, f)]);
  const r = await aqr('evaluate', '--config', join(EX, 'evaluate.yaml'), '--profile', profile, ...ledger, '--out', out, '--key', keys.privateFile, '--json');
  expect(r.code, r.err).toBeLessThan(2);
  return {
    record: parse(await readFile(out, 'utf8')) as AgentQualityRecord,
    stats: await readFile(join(dir, `${name}.stats.json`), 'utf8'),
    out,
    ledger: folder,
  };
}

const joined = (ls: readonly string[]) => `${ls.join('\n')}\n`;
/** The example's shards as they are, but for shard `i` put through `change`. */
const shards = (change: (ls: string[], i: number) => string[] = (ls) => ls) =>
  Object.fromEntries(SHARDS.map((f, i) => [f, joined(change([...(lines[i] as string[])], i))]));

/** A line re-spaced and its keys in reverse order: the same trial. */
const respaced = (line: string) => {
  const v = JSON.parse(line) as Record<string, unknown>;
  const keys = Object.keys(v).reverse();
  return `{ ${keys.map((k) => `${JSON.stringify(k)} :  ${JSON.stringify(v[k])}`).join(' ,  ')} }   `;
};

beforeAll(async () => {
  dir = await tempDir();
  keys = await keyFiles(dir, 'release');
  lines = await Promise.all(SHARDS.map(async (f) => (await readFile(join(EX, 'ledger', f), 'utf8')).split('\n').filter((l) => l !== '')));
});

describe('the bootstrap seed', () => {
  it('is the same, and so is every bound and the verdict, for the same attempts reordered, re-spaced, gzipped and re-sharded', async () => {
    const profile = await costProfile('cost.yaml', 0.6, 1000);
    const original = await run('original', shards(), profile);
    const all = lines.flat();
    const variants: Record<string, Record<string, string | Buffer>> = {
      // Every line in another order, cut into five shards of uneven size.
      reordered: Object.fromEntries(
        [0, 10, 40, 41, 90].map((from, s, cuts) => [`part-${s}.jsonl`, joined(shuffled(all, 7).slice(from, cuts[s + 1] ?? all.length))]),
      ),
      // Spaces inside and after every line, keys reversed, blank lines between.
      respaced: Object.fromEntries(SHARDS.map((f, i) => [f, `\n${(lines[i] as string[]).map(respaced).join('\n\n')}\n\n`])),
      gzipped: Object.fromEntries(SHARDS.map((f, i) => [`${f}.gz`, gzipSync(joined(lines[i] as string[]))])),
      'one-shard': { 'all.jsonl': joined(all) },
    };
    for (const [name, files] of Object.entries(variants)) {
      const v = await run(name, files, profile);
      // The sidecar byte for byte: seed, bounds, result and reasons.
      expect(v.stats, name).toBe(original.stats);
      expect(v.record.decision.verdict, name).toBe(original.record.decision.verdict);
      expect(v.record.gates, name).toEqual(original.record.gates);
      expect(v.record.assurance.evidence.ledger, name).not.toBe(original.record.assurance.evidence.ledger);
      // Replay from the rewritten ledger derives the same seed and bounds.
      const replay = await aqr('verify', v.out, '--key', keys.publicFile, '--ledger', v.ledger, '--task-manifest', join(EX, 'tasks.yaml'));
      expect(replay.code, `${name}: ${replay.out}${replay.err}`).toBe(0);
    }
    const stats = JSON.parse(original.stats) as StatsSidecar;
    expect(stats.bounds).toEqual([
      expect.objectContaining({ id: 'efficiency.cost_per_success', method: 'bootstrap', seed: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) as unknown }),
    ]);
  });

  it('cannot be ground by shuffling a shard: an inconclusive ceiling stays inconclusive on every shuffle (was: a pass on the 12th)', async () => {
    // A ceiling just under the upper bound of 100 resamples: inconclusive, and a near miss.
    const bound = async (name: string, ceiling: number, resamples: number) =>
      (JSON.parse((await run(name, shards(), await costProfile(`${name}-profile.yaml`, ceiling, resamples))).stats) as StatsSidecar)
        .bounds[0] as StatsSidecar['bounds'][number];
    const b = await bound('probe', 0.6, 100);
    const ceiling = b.upper - (b.upper - b.value) / 100;
    const profile = await costProfile('tight.yaml', ceiling, 100);
    let first: string | undefined;
    for (let attempt = 1; attempt <= 16; attempt++) {
      const r = await run(
        `shuffle-${attempt}`,
        shards((ls, i) => (i === 0 ? shuffled(ls, attempt) : ls)),
        profile,
      );
      const s = JSON.parse(r.stats) as StatsSidecar;
      expect(s.bounds[0]?.result, `shuffle ${attempt}`).toBe('inconclusive');
      expect(r.record.decision.verdict).toBe('hold');
      first ??= r.stats;
      expect(r.stats, `shuffle ${attempt}`).toBe(first);
    }
    // The knob is real: another seed (here, other resample counts) does pass the same ceiling.
    const others = [];
    for (let resamples = 101; resamples <= 112; resamples++) others.push((await bound(`r${resamples}`, ceiling, resamples)).result);
    expect(others).toContain('pass');
  });
});
