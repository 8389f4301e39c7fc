// npm run bench: speed and memory, each figure beside a floor measured in the
// same run, with the ratio, the goal and PASS or MISS (issue 13's table):
//  1. aqr evaluate over 1,000,010 attempts in 20 shards, JSON task manifest of
//     200,002 tasks / reading and JSON.parse-ing the same lines and manifest;
//  2. the same with the manifest in YAML / the same floor (JSON manifest);
//     2b. a bootstrap bound on one ceiling / plain evaluate;
//  3. aqr signals over 1,000,000 agent signals / read + JSON.parse;
//  4. aqr signals over 1,000,000 confidence samples / read + JSON.parse;
//  5. aqr evaluate --evidence over 1,000,200 OpenTelemetry spans / read + JSON.parse;
//  6. the action's cold start on the bundled example / `node -e 0`;
//  7. aqr check examples/record.yaml / the public Python checker
//     (SuperagenticAI/supergauge conformance/check.py; give its path in
//     SUPERGAUGE_CHECKER, else the row says SKIP);
//  8. the tree digest of 1 GiB in 16 files / `openssl dgst -sha256`.
// Floor and subject run in turn (F S F S ...) and the ratio is the median of
// the pairs' ratios, so a machine whose speed drifts still compares like with
// like; the lowest and highest pair ratios are printed beside it, for how far
// the machine's drift moved the row. Peak memory is the process's maximum
// resident set. Rows 1-5 are also
// run on 1/10 of the input: the growth factor (1× over 1/10×) is 10 for a
// linear cost, and memory that does not grow with the input stays near ×1.
// Inputs are generated once under .bench/ (git-ignored); `npm run bench`
// builds first. BENCH_RUNS=N sets the pairs per row (default 3).
import { spawnSync } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync, createWriteStream, renameSync, statSync, readFileSync, readdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';

const DIR = '.bench';
const K = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const node = process.execPath;
// Every measured process, floors included, runs in the same clean environment:
// the machine's own settings must not weigh on one side only. (NODE_EXTRA_CA_CERTS,
// for one, makes every node start load a certificate bundle: 31 → 100 ms for
// `node -e 0` on the machine this was written on, and nothing for Python.)
const CLEAN = Object.fromEntries(Object.entries({ PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'C.UTF-8' }).filter(([, v]) => v !== undefined));
const rows = [];

// ---------------------------------------------------------------- measuring

function measure(args, opts = {}) {
  const r = spawnSync(node, ['--import', './scripts/bench-probe.mjs', ...args], { encoding: 'utf8', maxBuffer: 1 << 26, env: CLEAN, ...opts });
  const m = /BENCH (\{.*\})/.exec(r.stderr);
  if (!m || r.status === 2) throw new Error(`no measurement from ${args.join(' ')}: ${r.stderr.slice(0, 2000)}`);
  return { ...JSON.parse(m[1]), status: r.status, stdout: r.stdout };
}

/** Wall time of a whole process (for commands that are not node scripts, or cold starts). */
function wall(cmd, args, env = CLEAN) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', env, maxBuffer: 1 << 26 });
  if (r.status === 2 || r.error) throw new Error(`${cmd} ${args.join(' ')}: ${r.error ?? ''}${r.stdout}${r.stderr}`);
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, status: r.status, stdout: r.stdout };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Floor and subject in turn, `n` pairs: medians, peak memory, the median pairwise ratio and the pairs' lowest and highest. */
function paired(n, floor, subject) {
  const f = [];
  const s = [];
  for (let i = 0; i < n; i++) {
    f.push(floor());
    s.push(subject());
  }
  return {
    floor: median(f.map((x) => x.ms)),
    floorRss: Math.max(...f.map((x) => x.maxRssKiB ?? 0)),
    subject: median(s.map((x) => x.ms)),
    subjectRss: Math.max(...s.map((x) => x.maxRssKiB ?? 0)),
    ratio: median(s.map((x, i) => x.ms / f[i].ms)),
    // The pairs' lowest and highest ratios: how far this machine's drift moved the row in this run.
    spread: [Math.min(...s.map((x, i) => x.ms / f[i].ms)), Math.max(...s.map((x, i) => x.ms / f[i].ms))],
    last: s[s.length - 1],
  };
}

const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
const time = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const pad = (s, n) => String(s).padEnd(n);

/** Prints a row and keeps it for the summary. `memGoalMiB` adds a memory goal; `small` is the 1/10 run. */
function row({ id, title, floorName, subjectName, r, goal, memGoalMiB, small, note }) {
  const timeOk = r.ratio <= goal;
  const memOk = memGoalMiB === undefined || r.subjectRss / 1024 < memGoalMiB;
  const verdict = timeOk && memOk ? 'PASS' : 'MISS';
  console.log(`\n${id}. ${title}`);
  console.log(`   ${pad(floorName, 34)} ${pad(time(r.floor), 9)} ${r.floorRss ? `peak ${mib(r.floorRss)}` : ''}`);
  console.log(`   ${pad(subjectName, 34)} ${pad(time(r.subject), 9)} ${r.subjectRss ? `peak ${mib(r.subjectRss)}` : ''}`);
  const goalText = `goal ≤ ×${goal}${memGoalMiB !== undefined ? `, < ${memGoalMiB} MiB` : ''}`;
  const spread = r.spread ? ` (pairs ×${r.spread[0].toFixed(2)}–${r.spread[1].toFixed(2)})` : '';
  console.log(`   ${pad('ratio (median of pairs)', 34)} ${pad(`×${r.ratio.toFixed(2)}`, 9)} ${goalText}   ${verdict}${spread}`);
  let growth = '';
  if (small) {
    const gt = r.subject / small.ms;
    const gm = r.subjectRss / small.maxRssKiB;
    growth = `×${gt.toFixed(1)} time, ×${gm.toFixed(2)} memory`;
    console.log(`   ${pad('at 1/10 of the input', 34)} ${pad(time(small.ms), 9)} peak ${mib(small.maxRssKiB)}   growth 1× / (1/10)×: ${growth}`);
  }
  if (note) console.log(`   ${note}`);
  rows.push({
    id,
    title,
    figure: `${time(r.subject)}${r.subjectRss ? `, ${mib(r.subjectRss)}` : ''}`,
    floor: time(r.floor),
    ratio: `×${r.ratio.toFixed(2)}${r.spread ? ` (${r.spread[0].toFixed(2)}–${r.spread[1].toFixed(2)})` : ''}`,
    goal: goalText.replace('goal ', ''),
    growth,
    verdict,
  });
}

function skipRow(id, title, why) {
  console.log(`\n${id}. ${title}\n   SKIP: ${why}`);
  rows.push({ id, title, figure: '—', floor: '—', ratio: '—', goal: '—', growth: '', verdict: `SKIP (${why})` });
}

// ---------------------------------------------------------------- inputs

const lcg = (seed) => () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

async function writeLines(file, count, line) {
  const tmp = `${file}.tmp`;
  const out = createWriteStream(tmp);
  for (let i = 0; i < count; i += 1000) {
    let buf = '';
    for (let j = i; j < Math.min(count, i + 1000); j++) buf += `${line(j)}\n`;
    if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
  renameSync(tmp, file);
}

/** A task manifest (JSON and the same in YAML) and a trial ledger of `tasks` × 5 attempts in `shards` files. */
async function ledger(name, tasksN, shards) {
  const dir = join(DIR, name);
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const tasks = [];
  for (let i = 0; i < tasksN; i++) tasks.push({ id: `t${i}`, split: i % 4 === 0 ? 'held-out' : 'held-in' });
  tasks.push({ id: 'canary-1', split: 'held-out', canary: true }, { id: 'canary-2', split: 'held-out', canary: true });
  writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ tasks }));
  // The same task set as examples/tasks.yaml writes it.
  writeFileSync(
    join(dir, 'tasks.yaml'),
    `# bench task set\ntasks:\n${tasks.map((t) => `  - id: ${t.id}\n    split: ${t.split}\n${t.canary ? '    canary: true\n' : ''}`).join('')}`,
  );
  const outs = Array.from({ length: shards }, (_, s) => createWriteStream(join(dir, `trials-${String(s).padStart(2, '0')}.jsonl`)));
  const rand = lcg(1);
  for (let i = 0; i < tasks.length; i++) {
    const t = tasks[i];
    let buf = '';
    for (let a = 1; a <= K; a++) {
      buf += `${JSON.stringify({ task_id: t.id, attempt: a, passed: !t.canary && rand() < 0.8, cost_usd: Math.round(rand() * 1e4) / 1e4, tokens: Math.floor(rand() * 10000), latency_s: Math.round(rand() * 600) / 10, violations: { policy: 0, tool_abuse: 0, isolation: 0 } })}\n`;
    }
    const out = outs[i % shards];
    if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
  }
  await Promise.all(outs.map((o) => new Promise((r) => o.end(r))));
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

function commonFiles() {
  writeFileSync(
    join(DIR, 'profile.yaml'),
    'id: bench/p\nversion: "1"\nextends: sg/coding-agent@0.1\nk: 5\ngates:\n  - {id: task.completion, split: held-out, floor: 0.5, evidence: bench}\n  - {id: reliability.pass_hat_k, split: held-out, k: 5, floor: 0.1, evidence: bench}\n',
  );
  writeFileSync(
    join(DIR, 'profile-bootstrap.yaml'),
    'id: bench/b\nversion: "1"\nextends: profile.yaml\ngates:\n  - {id: task.completion, split: held-out, floor: 0.5, confidence: 0.95, evidence: bench}\n  - {id: efficiency.cost_per_success, ceiling: 1, confidence: 0.95, resamples: 1000, evidence: bench}\n',
  );
  writeFileSync(join(DIR, 'authority.yaml'), 'sandbox: none\n');
}

async function signalFiles() {
  const dir = join(DIR, 'signals');
  mkdirSync(dir, { recursive: true });
  const rand = lcg(7);
  const hex = (n) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
  // Execution and outcome pairs, ~300 bytes a line, as emitters write them.
  let run = '';
  const agent = (j) => {
    if (j % 2 === 0) run = `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
    const common = { schema_version: '0.1.1', run_id: run, timestamp: '2026-11-01T10:00:00Z', agent_name: `agent-${Math.floor(rand() * 20)}` };
    const c = 1 + Math.floor(rand() * 5);
    return JSON.stringify(
      j % 2 === 0
        ? {
            signal_type: 'execution',
            ...common,
            skill_used: 'triage',
            mode: 'autonomous',
            self_assessment: { confidence: c, accuracy: c, completeness: 3 },
            patterns: { what_worked: 'standard path, pinned versions', what_was_hard: 'transitive conflict in a multi-module build' },
          }
        : {
            signal_type: 'outcome',
            ...common,
            quality_rating: 1 + Math.floor(rand() * 5),
            effort_to_merge: 'minimal',
            issues_found: ['edge case in coverage of the rollback path'],
          },
    );
  };
  const sample = () =>
    JSON.stringify({
      systemActor: 'fleet',
      agentName: `agent-${Math.floor(rand() * 20)}`,
      skill: `skill-${Math.floor(rand() * 10)}`,
      confidence: Math.round(rand() * 1000) / 1000,
      success: rand() < 0.7,
      completedAt: 1764400000000,
      correlationId: hex(16),
    });
  for (const [file, count, line] of [
    ['agent-1m.jsonl', 1_000_000, agent],
    ['agent-100k.jsonl', 100_000, agent],
    ['confidence-1m.jsonl', 1_000_000, sample],
    ['confidence-100k.jsonl', 100_000, sample],
  ])
    if (!existsSync(join(dir, file))) await writeLines(join(dir, file), count, line);
  return dir;
}

/** OTLP/JSON lines: `tasksN` tasks (and 2 canaries) × 3 attempts, 25 spans an attempt. */
async function traceFiles(name, tasksN) {
  const dir = join(DIR, name);
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const tasks = [];
  for (let i = 0; i < tasksN; i++) tasks.push({ id: `t${i}`, split: i % 4 === 0 ? 'held-out' : 'held-in' });
  tasks.push({ id: 'canary-1', split: 'held-out', canary: true }, { id: 'canary-2', split: 'held-out', canary: true });
  const manifest = JSON.stringify({ tasks });
  writeFileSync(join(dir, 'tasks.json'), manifest);
  const manifestDigest = `sha256:${createHash('sha256').update(manifest).digest('hex')}`;
  const harness = JSON.parse(spawnSync(node, ['dist/cli.js', 'digest', 'examples/harness', '--json'], { encoding: 'utf8' }).stdout).digest;
  const rand = lcg(11);
  let id = 0;
  const hex = (n) => (id++).toString(16).padStart(n, '0');
  const s = (key, v) => ({ key, value: { stringValue: v } });
  const out = createWriteStream(join(dir, 'traces.jsonl'));
  let spans = 0;
  for (const t of tasks) {
    for (let a = 1; a <= 3; a++) {
      const trace = hex(32);
      const root = hex(16);
      const list = [
        {
          traceId: trace,
          spanId: root,
          name: 'attempt',
          startTimeUnixNano: '1764400000000000000',
          endTimeUnixNano: '1764400030000000000',
          attributes: [
            s('sg.task.id', t.id),
            { key: 'sg.attempt.index', value: { intValue: String(a) } },
            s('sg.split', t.split),
            s('sg.task_set.manifest_digest', manifestDigest),
            s('sg.subject.harness_digest', harness),
            { key: 'sg.task.passed', value: { boolValue: !t.canary && rand() < 0.8 } },
          ],
          events: a > 1 ? [{ name: 'sg.attempt.reset' }] : [],
        },
      ];
      for (let k = 0; k < 24; k++)
        list.push({
          traceId: trace,
          spanId: hex(16),
          parentSpanId: root,
          startTimeUnixNano: String(1764400000000000000n + BigInt(k)),
          endTimeUnixNano: '1764400001000000000',
          attributes: [s('gen_ai.tool.name', k % 3 ? 'repo.read' : 'test.run'), s('sg.tool.outcome', rand() < 0.9 ? 'ok' : 'error')],
          events: rand() < 0.05 ? [{ name: 'sg.policy.decision', attributes: [s('sg.policy.result', 'deny')] }] : [],
        });
      spans += list.length;
      if (!out.write(`${JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: list }] }] })}\n`)) await new Promise((r) => out.once('drain', r));
    }
  }
  await new Promise((r) => out.end(r));
  writeFileSync(join(dir, 'spans'), String(spans));
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

function tree() {
  const dir = join(DIR, 'tree');
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const block = randomBytes(1 << 20);
  for (let f = 0; f < 16; f++) writeFileSync(join(dir, `part-${String(f).padStart(2, '0')}.bin`), Buffer.concat(Array.from({ length: 64 }, () => block)));
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

// ---------------------------------------------------------------- rows

if (!existsSync('dist/cli.js')) throw new Error('run npm run build first');
console.log(`generating inputs under ${DIR}/ (once) ...`);
mkdirSync(DIR, { recursive: true });
commonFiles();
const big = await ledger('ledger', 200_000, 20);
const small = await ledger('ledger-20k', 20_000, 2);
const sigDir = await signalFiles();
const otelBig = await traceFiles('otel', 13_334);
const otelSmall = await traceFiles('otel-1k', 1_334);
console.log(
  `timing: ${RUNS} floor/subject pairs a row (BENCH_RUNS), on ${(await import('node:os')).cpus().length} cores, every process with only PATH, HOME and LANG set`,
);

const shards = (dir) =>
  readdirSync(dir)
    .filter((f) => /^trials-\d+\.jsonl$/.test(f))
    .sort()
    .map((f) => join(dir, f));
const evalArgs = (dir, manifest, profile = join(DIR, 'profile.yaml')) => [
  'dist/cli.js',
  'evaluate',
  '--profile',
  profile,
  '--task-manifest',
  join(dir, manifest),
  '--trials',
  join(dir, '*.jsonl'),
  '--harness',
  'examples/harness',
  '--authority',
  join(DIR, 'authority.yaml'),
  '--agent',
  'bench',
  '--actor',
  'bench',
  '--sealed',
  '--now',
  '2026-11-30T00:00:00Z',
  '--json',
];
const ledgerFloor = (dir) => ['scripts/bench-floor.mjs', '--whole', join(dir, 'tasks.json'), ...shards(dir)];
const median1 = (args) => {
  const runs = Array.from({ length: RUNS }, () => measure(args));
  return { ms: median(runs.map((x) => x.ms)), maxRssKiB: Math.max(...runs.map((x) => x.maxRssKiB)), last: runs[runs.length - 1] };
};

// 1. and 2.: evaluate over the trial ledger, the manifest in JSON then in YAML.
for (const [id, manifest, label] of [
  ['1', 'tasks.json', 'JSON'],
  ['2', 'tasks.yaml', 'YAML'],
]) {
  const r = paired(
    RUNS,
    () => measure(ledgerFloor(big)),
    () => measure(evalArgs(big, manifest)),
  );
  const lines = shards(big).length;
  const verdict = JSON.parse(r.last.stdout).verdict;
  row({
    id,
    title: `aqr evaluate, 1,000,010 attempts in ${lines} shards, ${label} task manifest of 200,002 tasks (verdict ${verdict})`,
    floorName: 'floor (read + JSON.parse, JSON manifest)',
    subjectName: 'aqr evaluate',
    r,
    goal: 1.5,
    memGoalMiB: 300,
    small: median1(evalArgs(small, manifest)),
  });
}

// 2b. a bootstrap bound on one ceiling (1,000 resamples of 200,000 tasks) and a Wilson bound on one floor, beside plain evaluate.
// Paired like every other row (plain, bounds, plain, bounds ...): a ratio of two medians taken minutes apart moved with the machine.
{
  const r = paired(
    RUNS,
    () => measure(evalArgs(big, 'tasks.json')),
    () => measure(evalArgs(big, 'tasks.json', join(DIR, 'profile-bootstrap.yaml'))),
  );
  const bound = JSON.parse(r.last.stdout).gates.find((g) => g.id === 'efficiency.cost_per_success');
  row({
    id: '2b',
    title: 'aqr evaluate with a bootstrap ceiling (1,000 resamples × 200,000 tasks) and a Wilson floor',
    floorName: 'plain aqr evaluate (as row 1)',
    subjectName: 'with the bounds',
    r,
    goal: 2,
    note: `bound: ${bound.result}`,
  });
}

// 3. and 4.: signals.
for (const [id, label, file, smallFile] of [
  ['3', '1,000,000 agent signals', 'agent-1m.jsonl', 'agent-100k.jsonl'],
  ['4', '1,000,000 confidence samples', 'confidence-1m.jsonl', 'confidence-100k.jsonl'],
]) {
  const path = join(sigDir, file);
  const r = paired(
    RUNS,
    () => measure(['scripts/bench-floor.mjs', path]),
    () => measure(['dist/cli.js', 'signals', path, '--json']),
  );
  const size = statSync(path).size / 1048576;
  row({
    id,
    title: `aqr signals, ${label} (${size.toFixed(0)} MiB)`,
    floorName: 'floor (read + JSON.parse)',
    subjectName: 'aqr signals',
    r,
    goal: 1.5,
    small: median1(['dist/cli.js', 'signals', join(sigDir, smallFile), '--json']),
  });
}

// 5. OpenTelemetry evidence.
{
  const otelArgs = (dir) => [
    'dist/cli.js',
    'evaluate',
    '--profile',
    'sg/coding-agent@0.1',
    '--task-manifest',
    join(dir, 'tasks.json'),
    '--evidence',
    join(dir, 'traces.jsonl'),
    '--harness',
    'examples/harness',
    '--authority',
    join(DIR, 'authority.yaml'),
    '--agent',
    'bench',
    '--actor',
    'bench',
    '--sealed',
    '--now',
    '2026-11-30T00:00:00Z',
    '--json',
  ];
  const path = join(otelBig, 'traces.jsonl');
  const r = paired(
    RUNS,
    () => measure(['scripts/bench-floor.mjs', '--whole', join(otelBig, 'tasks.json'), path]),
    () => measure(otelArgs(otelBig)),
  );
  const spans = readFileSync(join(otelBig, 'spans'), 'utf8');
  row({
    id: '5',
    title: `aqr evaluate --evidence, ${Number(spans).toLocaleString('en')} spans (${(statSync(path).size / 1048576).toFixed(0)} MiB)`,
    floorName: 'floor (read + JSON.parse)',
    subjectName: 'aqr evaluate --evidence',
    r,
    goal: 1.5,
    small: median1(otelArgs(otelSmall)),
  });
}

// 6. the action's cold start on the bundled example, beside node doing nothing.
{
  const tmp = mkdtempSync(join(DIR, 'action-'));
  writeFileSync(join(tmp, 'out'), '');
  const env = { ...CLEAN, INPUT_CONFIG: 'examples/evaluate.yaml', RUNNER_TEMP: tmp, GITHUB_OUTPUT: join(tmp, 'out'), GITHUB_REPOSITORY: 'acme/agent' };
  for (let i = 0; i < 2; i++) wall(node, ['dist/index.cjs'], env); // warm the file cache
  const r = paired(
    Math.max(RUNS, 7),
    () => wall(node, ['-e', '0'], env),
    () => wall(node, ['dist/index.cjs'], env),
  );
  const kib = (f) => (statSync(f).size / 1024).toFixed(0);
  row({
    id: '6',
    title: 'action cold start on the bundled example (node dist/index.cjs)',
    floorName: 'node -e 0',
    subjectName: 'node dist/index.cjs',
    r,
    goal: 3,
    note: `bundles: dist/index.cjs ${kib('dist/index.cjs')} KiB, dist/cli.js ${kib('dist/cli.js')} KiB`,
  });
}

// 7. aqr check beside the public Python checker on the same record.
{
  const checker = process.env.SUPERGAUGE_CHECKER;
  const title = 'aqr check examples/record.yaml / the public Python checker (conformance/check.py)';
  if (!checker || !existsSync(checker)) skipRow('7', title, 'set SUPERGAUGE_CHECKER to conformance/check.py of SuperagenticAI/supergauge');
  else {
    for (let i = 0; i < 2; i++) wall(node, ['dist/cli.js', 'check', 'examples/record.yaml']);
    const r = paired(
      Math.max(RUNS, 7),
      () => wall('python3', [checker, 'examples/record.yaml']),
      () => wall(node, ['dist/cli.js', 'check', 'examples/record.yaml']),
    );
    const nothing = median(Array.from({ length: 5 }, () => wall(node, ['-e', '0']).ms));
    row({
      id: '7',
      title,
      floorName: 'python3 conformance/check.py',
      subjectName: 'node dist/cli.js check',
      r,
      goal: 0.5,
      note: `node -e 0 takes ${time(nothing)} here`,
    });
  }
}

// 8. the tree digest of 1 GiB in 16 files, beside openssl over the same bytes.
{
  const dir = tree();
  const files = Array.from({ length: 16 }, (_, f) => join(dir, `part-${String(f).padStart(2, '0')}.bin`));
  const r = paired(
    RUNS,
    () => wall('openssl', ['dgst', '-sha256', ...files]),
    () => measure(['dist/cli.js', 'digest', ...files]),
  );
  row({
    id: '8',
    title: 'aqr digest, 1 GiB in 16 files',
    floorName: 'openssl dgst -sha256',
    subjectName: 'aqr digest',
    r,
    goal: 1.5,
    note: `${(1024 / (r.subject / 1000)).toFixed(0)} MiB/s against openssl's ${(1024 / (r.floor / 1000)).toFixed(0)} MiB/s`,
  });
}

// T1-T3: partial tallies and memory by task (scripts/bench-tally.mjs).
const { tallyRows } = await import('./bench-tally.mjs');
await tallyRows({ ledger, measure, paired, row, evalArgs, runs: RUNS });

console.log('\nsummary\n');
console.log('| row | work | figure | floor | ratio | goal | growth 1× / (1/10)× | |');
console.log('|---|---|---|---|---|---|---|---|');
for (const x of rows) console.log(`| ${x.id} | ${x.title} | ${x.figure} | ${x.floor} | ${x.ratio} | ${x.goal} | ${x.growth || '—'} | ${x.verdict} |`);
