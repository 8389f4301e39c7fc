// The bench's rows for partial tallies (docs/partial-tallies.md), called by
// scripts/bench.mjs with its own helpers, each figure beside a floor measured
// in the same run:
//  T1. aqr tally of one shard of 1,000,010 attempts (200,002 tasks) / the byte
//      floor: read, sha256 and find the newlines of the same bytes;
//  T2. aqr evaluate --tallies over 64 partial tallies of 200,002 tasks / JSON.parse
//      of the 64 files and the manifest;
//  T3. aqr evaluate over 1,000,002 tasks × 5 attempts, its peak memory against
//      300 MiB / read + JSON.parse of the same lines and manifest.
// Run as a script with --byte-floor FILE..., it is T1's floor.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);

/** T1's floor: every byte read, hashed and searched for newlines, nothing else. */
function byteFloor(files) {
  let lines = 0;
  const buf = Buffer.allocUnsafe(1 << 20);
  for (const f of files) {
    const fd = openSync(f, 'r');
    const hash = createHash('sha256');
    for (let n; (n = readSync(fd, buf, 0, buf.length, null)) > 0;) {
      const b = buf.subarray(0, n);
      hash.update(b);
      for (let i = b.indexOf(10); i !== -1; i = b.indexOf(10, i + 1)) lines++;
    }
    closeSync(fd);
    hash.digest('hex');
  }
  process.stdout.write(`${lines}\n`);
}

if (process.argv[1] === SELF && process.argv[2] === '--byte-floor') byteFloor(process.argv.slice(3));

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
 * The rows, with the bench's helpers: `ledger(name, tasks, shards)` makes the
 * inputs, `measure`/`paired` time floor and subject in turn, `row` prints one,
 * `evalArgs(dir, manifest)` is row 1's `aqr evaluate` over `dir`.
 */
export async function tallyRows({ ledger, measure, paired, row, evalArgs, runs }) {
  // T1: one shard of a million attempts.
  const one = await ledger('ledger-1shard', 200_000, 1);
  const shard = trialFiles(one);
  const t1 = paired(
    runs,
    () => measure([SELF, '--byte-floor', ...shard]),
    () => measure(['dist/cli.js', 'tally', ...shard, '--task-manifest', join(one, 'tasks.json'), '--out', join(one, 'one.tally.json')]),
  );
  row({
    id: 'T1',
    title: 'aqr tally, one shard of 1,000,010 attempts, JSON task manifest of 200,002 tasks',
    floorName: 'floor (read + sha256 + newlines)',
    subjectName: 'aqr tally',
    r: t1,
    goal: 8,
  });

  // T2: the merge job, 64 partial tallies of the same task set.
  const sixtyFour = await ledger('ledger-64', 200_000, 64);
  const tallied = tallies(sixtyFour);
  const files = readdirSync(tallied)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(tallied, f));
  const merge = evalArgs(sixtyFour, 'tasks.json');
  merge.splice(merge.indexOf('--trials'), 2, '--tallies', join(tallied, '*.json'));
  const t2 = paired(
    runs,
    () => measure(['scripts/bench-floor.mjs', '--whole', join(sixtyFour, 'tasks.json'), ...files.flatMap((f) => ['--whole', f])]),
    () => measure(merge),
  );
  row({
    id: 'T2',
    title: `aqr evaluate --tallies, ${files.length} partial tallies of 200,002 tasks (verdict ${JSON.parse(t2.last.stdout).verdict})`,
    floorName: 'floor (JSON.parse of the tallies, manifest)',
    subjectName: 'aqr evaluate --tallies',
    r: t2,
    goal: 3,
  });

  // T3: memory by task, a million tasks.
  const million = await ledger('ledger-1m', 1_000_000, 1);
  const t3 = paired(
    runs,
    () => measure(['scripts/bench-floor.mjs', '--whole', join(million, 'tasks.json'), ...trialFiles(million)]),
    () => measure(evalArgs(million, 'tasks.json')),
  );
  row({
    id: 'T3',
    title: 'aqr evaluate, 1,000,002 tasks × 5 attempts in one shard, JSON task manifest (memory by task)',
    floorName: 'floor (read + JSON.parse)',
    subjectName: 'aqr evaluate',
    r: t3,
    goal: 1.5,
    memGoalMiB: 300,
    note: `${((t3.subjectRss * 1024) / 1_000_002).toFixed(0)} bytes of peak memory a task`,
  });
}
