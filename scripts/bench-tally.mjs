// The bench's rows for partial tallies (docs/partial-tallies.md), called by
// scripts/bench.mjs with its own helpers, each figure beside a floor measured
// in the same run:
//  T1. aqr tally of one shard of 1,000,010 attempts (200,002 tasks) / the byte
//      floor (bench-floor.mjs --bytes): read, sha256 and find the newlines of the
//      same bytes, the manifest parsed;
//  T2. aqr evaluate --tallies over 64 partial tallies of 200,002 tasks / JSON.parse
//      of the 64 files and the manifest.
// Memory by task (1,000,002 tasks × 5 attempts against 300 MiB) is row 9.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const trialFiles = (dir) =>
  readdirSync(dir)
    .filter((f) => /^trials-\d+\.jsonl$/.test(f))
    .sort()
    .map((f) => join(dir, f));

/** `aqr tally` of each shard of `dir` into `dir/tallies/`, once. */
function tallies(dir) {
  const out = join(dir, 'tallies');
  if (existsSync(join(out, 'done'))) return out;
  mkdirSync(out, { recursive: true });
  for (const [i, f] of trialFiles(dir).entries()) {
    const r = spawnSync(process.execPath, ['dist/cli.js', 'tally', f, '--task-manifest', join(dir, 'tasks.json'), '--out', join(out, `tally-${i}.json`)], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`aqr tally ${f}: ${r.stderr}`);
  }
  writeFileSync(join(out, 'done'), '');
  return out;
}

/**
 * The rows, with the bench's helpers: `ledger(tasks, shards, opts)` makes the
 * inputs, `measure`/`paired` time floors and subject in turn, `row` prints one,
 * `byteFloor(dir)` is rows 1-2's floor, `evalArgs(dir, manifest)` row 1's
 * `aqr evaluate` over `dir`.
 */
export async function tallyRows({ ledger, measure, paired, row, evalArgs, byteFloor, runs, scaled = (n) => n }) {
  const tasks = scaled(200_000);
  const count = (n) => n.toLocaleString('en');
  // T1: one shard of a million attempts.
  const one = await ledger(tasks, 1, { yaml: false });
  const shard = trialFiles(one);
  const t1 = paired(runs, [byteFloor(one)], () =>
    measure(['dist/cli.js', 'tally', ...shard, '--task-manifest', join(one, 'tasks.json'), '--out', join(one, 'one.tally.json')]),
  );
  row({
    id: 'T1',
    title: `aqr tally, one shard of ${count((tasks + 2) * 5)} attempts, JSON task manifest of ${count(tasks + 2)} tasks`,
    floorName: 'byte floor (read, sha256, newlines)',
    subjectName: 'aqr tally',
    r: t1,
    goal: 8,
  });

  // T2: the merge job, 64 partial tallies of the same task set.
  const sixtyFour = await ledger(tasks, 64, { yaml: false });
  const tallied = tallies(sixtyFour);
  const files = readdirSync(tallied)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(tallied, f));
  const merge = evalArgs(sixtyFour, 'tasks.json');
  merge.splice(merge.indexOf('--trials'), 2, '--tallies', join(tallied, '*.json'));
  const t2 = paired(runs, [() => measure(['scripts/bench-floor.mjs', '--whole', join(sixtyFour, 'tasks.json'), ...files.flatMap((f) => ['--whole', f])])], () =>
    measure(merge),
  );
  row({
    id: 'T2',
    title: `aqr evaluate --tallies, ${files.length} partial tallies of ${count(tasks + 2)} tasks (verdict ${JSON.parse(t2.last.stdout).verdict})`,
    floorName: 'JSON.parse of the tallies and manifest',
    subjectName: 'aqr evaluate --tallies',
    r: t2,
    goal: 3,
  });
}
