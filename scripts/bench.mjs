// npm run bench: speed and memory, each figure beside a floor measured in the
// same run, with the ratio, the goal and PASS or MISS (issue 13's table, made
// honest by issue 32: floors of the same work, inputs that reach the worst case):
//  1. aqr evaluate over 1,000,010 attempts in 20 shards, JSON task manifest of
//     200,002 tasks, writing and signing the record (Ed25519) as users run it /
//     the minimal fold (bench-floor.mjs --fold: the byte floor's work plus every
//     line's fields scanned by hand into typed arrays, no record: the practical
//     limit, goal ×1.2); the byte floor (--bytes: parse the manifest, read in
//     1 MiB chunks, sha256 every byte, find every newline) and the JSON.parse
//     floor (every line decoded on its own and parsed) as second columns;
//  2. the same with the manifest in YAML / the same floors (JSON manifest);
//     2b. a bootstrap bound on one ceiling / plain evaluate;
//  3. aqr signals over 1,000,000 agent signals (bench-gen.mjs: ~990,000 runs,
//     outcomes after other runs, chains, odd lines) / read + JSON.parse of
//     each line decoded on its own;
//  4. aqr signals over 1,000,000 confidence samples / read + JSON.parse;
//  5. aqr evaluate --evidence over 1,000,200 OpenTelemetry spans / read + JSON.parse;
//  6. the action as a runner starts it on the bundled example (token, job
//     summary, outputs, a push event, comments off) / `node -e 0` (goal ×3);
//     6b. the same on a pull_request event, the bar read at the base (goal
//     ×5); 6c. that, with the comment posted
//     to a loopback GitHub; 6d. aqr evaluate --config examples/evaluate.yaml;
//  7. aqr check examples/record.yaml / the public Python checker
//     (SuperagenticAI/supergauge conformance/check.py; give its path in
//     SUPERGAUGE_CHECKER, else the row says SKIP);
//  8. the tree digest of 1 GiB in 16 files / `openssl dgst -sha256`;
//  9. aqr evaluate over 5,000,010 attempts of 1,000,002 tasks (time, and
//     memory against 300 MiB, with the bytes per task) / the minimal fold.
// Floor and subject run in turn (F S F S ...), after one round not counted,
// and the ratio is the median of the rounds' ratios, so a machine whose speed
// drifts still compares like with like; the lowest and highest round ratios
// are printed beside it. Peak memory is the process's maximum resident set.
// Rows 1-5 also run the subject on 1/10 of the input (the same shard count)
// right after each 1× run: the growth column is the cost per item at 1× over
// that at 1/10×, ×1.0 for a linear cost (a start-up cost weighs more at 1/10,
// so a little under 1), and the memory ratio beside it.
// Inputs are generated once under .bench/ (git-ignored); `npm run bench`
// builds first. BENCH_RUNS=N sets the rounds per row (default 3; rows 3-4
// take at least 5, rows 6-7 at least 7); BENCH_SCALE=0.1 shrinks every input
// tenfold, for development on a busy machine (its ratios are not the goals'
// measure; every size is scaled, the tree of row 8 and the tallies' ledgers
// too, so BENCH_SCALE=0.01 BENCH_RUNS=1 is CI's bench smoke on each Node);
// BENCH_ROWS=3,6b runs only those rows. Each row prints the load average and
// the Node version it ran under; so does the summary, a row a line.
import { spawnSync } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync, createWriteStream, renameSync, statSync, readFileSync, readdirSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { agentSignalLines, attemptLines, confidenceLines, draws, taskList } from './bench-gen.mjs';

const DIR = '.bench';
const K = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (n) => Math.max(1, Math.round(n * SCALE));
const ONLY = process.env.BENCH_ROWS?.split(',');
const wanted = (...ids) => !ONLY || ids.some((id) => ONLY.includes(id));
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
const spanOf = (xs) => [Math.min(...xs), Math.max(...xs)];

/**
 * `n` counted rounds after one not counted: each round runs every floor, the
 * subject, then (given `small`) the subject at 1/10 of the input. Returns the
 * medians, peak memory, the median ratio to each floor with the rounds'
 * lowest and highest, and the growth (cost per item, 1× over 1/10×).
 */
function paired(n, floors, subject, small) {
  const f = floors.map(() => []);
  const s = [];
  const sm = [];
  for (let i = -1; i < n; i++) {
    const round = floors.map((floor) => floor());
    const x = subject();
    const y = small?.run();
    if (i < 0) continue; // the warm-up round: file cache, CPU frequency
    round.forEach((r, j) => f[j].push(r));
    s.push(x);
    if (y) sm.push(y);
  }
  const ratios = f.map((runs) => s.map((x, i) => x.ms / runs[i].ms));
  const out = {
    floor: median(f[0].map((x) => x.ms)),
    floorRss: Math.max(...f[0].map((x) => x.maxRssKiB ?? 0)),
    subject: median(s.map((x) => x.ms)),
    subjectRss: Math.max(...s.map((x) => x.maxRssKiB ?? 0)),
    ratio: median(ratios[0]),
    // The rounds' lowest and highest ratios: how far this machine's drift moved the row in this run.
    spread: spanOf(ratios[0]),
    others: ratios.slice(1).map((r, j) => ({ floor: median(f[j + 1].map((x) => x.ms)), ratio: median(r), spread: spanOf(r) })),
    last: s[s.length - 1],
  };
  if (small) {
    // Each 1× run beside the 1/10× run right after it: the cost of an item at 1× over the cost at 1/10×.
    const perItem = s.map((x, i) => x.ms / small.items.big / (sm[i].ms / small.items.small));
    out.growth = { ms: median(sm.map((x) => x.ms)), rss: Math.max(...sm.map((x) => x.maxRssKiB)), ratio: median(perItem), spread: spanOf(perItem) };
  }
  return out;
}

const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
const time = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const pad = (s, n) => String(s).padEnd(n);
const times = (x, [lo, hi]) => `×${x.toFixed(2)} (${lo.toFixed(2)}–${hi.toFixed(2)})`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** Prints a row and keeps it for the summary. `memGoalMiB` adds a memory goal; `others` name the second floors. */
function row({ id, title, floorName, subjectName, r, goal, memGoalMiB, others = [], note }) {
  const timeOk = r.ratio <= goal;
  const memOk = memGoalMiB === undefined || r.subjectRss / 1024 < memGoalMiB;
  const verdict = timeOk && memOk ? 'PASS' : 'MISS';
  const loadNow = load();
  console.log(`\n${id}. ${title}   [load ${loadNow}, Node ${process.version}]`);
  console.log(`   ${pad(floorName, 40)} ${pad(time(r.floor), 9)} ${r.floorRss ? `peak ${mib(r.floorRss)}` : ''}`);
  others.forEach((name, j) => console.log(`   ${pad(name, 40)} ${pad(time(r.others[j].floor), 9)}`));
  console.log(`   ${pad(subjectName, 40)} ${pad(time(r.subject), 9)} ${r.subjectRss ? `peak ${mib(r.subjectRss)}` : ''}`);
  const goalText = `≤ ×${goal}${memGoalMiB !== undefined ? `, < ${memGoalMiB} MiB` : ''}`;
  console.log(`   ${pad('ratio (median of rounds)', 40)} ${pad(times(r.ratio, r.spread), 20)} goal ${goalText}   ${verdict}`);
  others.forEach((name, j) => console.log(`   ${pad(`ratio to ${name}`, 40)} ${times(r.others[j].ratio, r.others[j].spread)}`));
  let growth = '';
  if (r.growth) {
    growth = `${times(r.growth.ratio, r.growth.spread)} per item, ×${(r.subjectRss / r.growth.rss).toFixed(2)} memory`;
    console.log(`   ${pad('at 1/10 of the input', 40)} ${pad(time(r.growth.ms), 9)} peak ${mib(r.growth.rss)}   growth 1× / (1/10)×: ${growth}`);
  }
  if (note) console.log(`   ${note}`);
  rows.push({
    id,
    title,
    figure: `${time(r.subject)}${r.subjectRss ? `, ${mib(r.subjectRss)}` : ''}`,
    floor: time(r.floor),
    ratio: times(r.ratio, r.spread),
    second: r.others.length ? times(r.others[0].ratio, r.others[0].spread) : '—',
    goal: goalText,
    growth,
    load: loadNow,
    verdict,
  });
}

function skipRow(id, title, why) {
  console.log(`\n${id}. ${title}\n   SKIP: ${why}`);
  rows.push({ id, title, figure: '—', floor: '—', ratio: '—', second: '—', goal: '—', growth: '', load: load(), verdict: `SKIP (${why})` });
}

// ---------------------------------------------------------------- inputs

/** Writes the lines `lines` yields (each without its newline) to `file`, whole or not at all. */
async function writeLines(file, lines) {
  const tmp = `${file}.tmp`;
  const out = createWriteStream(tmp);
  let buf = '';
  for (const line of lines) {
    buf += `${line}\n`;
    if (buf.length < 1 << 20) continue;
    if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
    buf = '';
  }
  out.write(buf);
  await new Promise((r) => out.end(r));
  renameSync(tmp, file);
}

/** A task manifest (JSON, and the same in YAML when `yaml`) and a trial ledger of `tasksN` (+2 canaries) × K attempts in `shards` files. */
async function ledger(tasksN, shards, { yaml = true } = {}) {
  const dir = join(DIR, `ledger-${tasksN}-${shards}`);
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const tasks = taskList(tasksN);
  writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ tasks }));
  // The same task set as examples/tasks.yaml writes it.
  if (yaml)
    writeFileSync(
      join(dir, 'tasks.yaml'),
      `# bench task set\ntasks:\n${tasks.map((t) => `  - id: ${t.id}\n    split: ${t.split}\n${t.canary ? '    canary: true\n' : ''}`).join('')}`,
    );
  const outs = Array.from({ length: shards }, (_, s) => createWriteStream(join(dir, `trials-${String(s).padStart(2, '0')}.jsonl`)));
  const r = draws(1);
  for (let i = 0; i < tasks.length; i++) {
    const out = outs[i % shards];
    if (!out.write(attemptLines(tasks[i], K, r))) await new Promise((done) => out.once('drain', done));
  }
  await Promise.all(outs.map((o) => new Promise((done) => o.end(done))));
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
  // The signing key of rows 1, 2 and 9: Ed25519, made once by aqr itself.
  if (!existsSync(join(DIR, 'bench.private.jwk'))) wall(node, ['dist/cli.js', 'keygen', '--out', join(DIR, 'bench')]);
}

/** The agent signal and confidence sample files of `count` lines each (bench-gen.mjs). */
async function signalFiles(count) {
  const dir = join(DIR, 'signals');
  mkdirSync(dir, { recursive: true });
  const files = { agent: join(dir, `agent-${count}.jsonl`), confidence: join(dir, `confidence-${count}.jsonl`) };
  if (!existsSync(files.agent)) await writeLines(files.agent, agentSignalLines(count));
  if (!existsSync(files.confidence)) await writeLines(files.confidence, confidenceLines(count));
  return files;
}

/** OTLP/JSON lines: `tasksN` tasks (and 2 canaries) × 3 attempts, 25 spans an attempt. */
async function traceFiles(tasksN) {
  const dir = join(DIR, `otel-${tasksN}`);
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const tasks = taskList(tasksN);
  const manifest = JSON.stringify({ tasks });
  writeFileSync(join(dir, 'tasks.json'), manifest);
  const manifestDigest = `sha256:${createHash('sha256').update(manifest).digest('hex')}`;
  const harness = JSON.parse(spawnSync(node, ['dist/cli.js', 'digest', 'examples/harness', '--json'], { encoding: 'utf8' }).stdout).digest;
  const r = draws(11);
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
            { key: 'sg.task.passed', value: { boolValue: !t.canary && r.chance(8, 10) } },
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
          attributes: [s('gen_ai.tool.name', k % 3 ? 'repo.read' : 'test.run'), s('sg.tool.outcome', r.chance(9, 10) ? 'ok' : 'error')],
          events: r.chance(1, 20) ? [{ name: 'sg.policy.decision', attributes: [s('sg.policy.result', 'deny')] }] : [],
        });
      spans += list.length;
      if (!out.write(`${JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: list }] }] })}\n`)) await new Promise((done) => out.once('drain', done));
    }
  }
  await new Promise((done) => out.end(done));
  writeFileSync(join(dir, 'spans'), String(spans));
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

/** 16 files of `mib` MiB each (64: 1 GiB), random bytes. */
function tree(mib) {
  const dir = join(DIR, `tree-${mib}`);
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const block = randomBytes(1 << 20);
  for (let f = 0; f < 16; f++) writeFileSync(join(dir, `part-${String(f).padStart(2, '0')}.bin`), Buffer.concat(Array.from({ length: mib }, () => block)));
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

/**
 * A loopback stand-in for GitHub's REST API, enough for a pull request's run:
 * the run's approvals (none), who the token is, the pull request's comments
 * (none yet) and a new comment. In a worker: its event loop answers while
 * this thread waits in spawnSync.
 */
async function loopbackGitHub() {
  const worker = new Worker(
    `const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
let id = 1000;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const json = (status, body) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
    const p = new URL(req.url, 'http://x').pathname;
    if (req.method === 'GET' && /\\/actions\\/runs\\/\\d+\\/approvals$/.test(p)) return json(200, []);
    if (req.method === 'GET' && p === '/user') return json(200, { login: 'aqr-bot' });
    if (req.method === 'GET' && /\\/issues\\/\\d+\\/comments$/.test(p)) return json(200, []);
    if (req.method === 'POST' && /\\/issues\\/\\d+\\/comments$/.test(p)) return json(201, { id: ++id, user: { login: 'aqr-bot' } });
    parentPort.postMessage({ unexpected: req.method + ' ' + p });
    json(404, { message: 'Not Found' });
  });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));`,
    { eval: true },
  );
  const unexpected = [];
  const port = await new Promise((done) =>
    worker.on('message', (m) => {
      if (m.port) done(m.port);
      else unexpected.push(m.unexpected);
    }),
  );
  return { url: `http://127.0.0.1:${port}`, unexpected, close: () => worker.terminate() };
}

// ---------------------------------------------------------------- rows

if (!existsSync('dist/cli.js')) throw new Error('run npm run build first');
console.log(`generating inputs under ${DIR}/ (once) ...`);
mkdirSync(DIR, { recursive: true });
commonFiles();
const TASKS = scaled(200_000);
const big = await ledger(TASKS, 20);
const small = await ledger(scaled(20_000), 20);
const SIGNALS = scaled(1_000_000);
const sigBig = await signalFiles(SIGNALS);
const sigSmall = await signalFiles(scaled(100_000));
const otelBig = await traceFiles(scaled(13_334));
const otelSmall = await traceFiles(scaled(1_334));
const HUGE_TASKS = scaled(1_000_000);
const huge = await ledger(HUGE_TASKS, 20, { yaml: false });
console.log(
  `timing: Node ${process.version}, ${cpus().length} cores, load average ${load()} (1, 5, 15 min) at the start; ${RUNS} counted rounds a row (BENCH_RUNS) after one not counted; inputs at ×${SCALE} (BENCH_SCALE); every process, floors included, with only PATH, HOME and LANG set`,
);

const attempts = (tasksN) => (tasksN + 2) * K;
const count = (n) => n.toLocaleString('en');
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
  '--signing-key',
  `file:${join(DIR, 'bench.private.jwk')}`,
  '--out',
  join(dir, 'record.json'),
  '--json',
];
const byteFloor = (dir) => () => measure(['scripts/bench-floor.mjs', '--bytes', '--whole', join(dir, 'tasks.json'), ...shards(dir)]);
const foldFloor = (dir) => () => measure(['scripts/bench-floor.mjs', '--fold', '--whole', join(dir, 'tasks.json'), ...shards(dir)]);
const jsonFloor = (dir) => () => measure(['scripts/bench-floor.mjs', '--whole', join(dir, 'tasks.json'), ...shards(dir)]);

// 1. and 2.: evaluate over the trial ledger, the manifest in JSON then in YAML; the record written and signed.
for (const [id, manifest, label] of [
  ['1', 'tasks.json', 'JSON'],
  ['2', 'tasks.yaml', 'YAML'],
]) {
  if (!wanted(id)) continue;
  const r = paired(RUNS, [foldFloor(big), byteFloor(big), jsonFloor(big)], () => measure(evalArgs(big, manifest)), {
    run: () => measure(evalArgs(small, manifest)),
    items: { big: attempts(TASKS), small: attempts(scaled(20_000)) },
  });
  const out = JSON.parse(r.last.stdout);
  row({
    id,
    title: `aqr evaluate, ${count(attempts(TASKS))} attempts in ${shards(big).length} shards, ${label} task manifest of ${count(TASKS + 2)} tasks, signed (verdict ${out.verdict})`,
    floorName: 'minimal fold (bytes, fields, typed arrays)',
    subjectName: 'aqr evaluate --signing-key',
    others: ['byte floor (read, sha256, newlines)', 'JSON.parse floor (per line)'],
    r,
    goal: 1.2,
    memGoalMiB: 300,
  });
}

// 2b. a bootstrap bound on one ceiling (1,000 resamples of 200,000 tasks) and a Wilson bound on one floor, beside plain evaluate.
if (wanted('2b')) {
  const r = paired(RUNS, [() => measure(evalArgs(big, 'tasks.json'))], () => measure(evalArgs(big, 'tasks.json', join(DIR, 'profile-bootstrap.yaml'))));
  const bound = JSON.parse(r.last.stdout).gates.find((g) => g.id === 'efficiency.cost_per_success');
  row({
    id: '2b',
    title: `aqr evaluate with a bootstrap ceiling (1,000 resamples × ${count(TASKS)} tasks) and a Wilson floor`,
    floorName: 'plain aqr evaluate (as row 1)',
    subjectName: 'with the bounds',
    r,
    goal: 2,
    note: `bound: ${bound.result}`,
  });
}

// 3. and 4.: signals, at least 5 rounds: a verdict near its goal must not flip with the machine's load.
for (const [id, label, kind] of [
  ['3', 'agent signals', 'agent'],
  ['4', 'confidence samples', 'confidence'],
]) {
  if (!wanted(id)) continue;
  const path = sigBig[kind];
  const r = paired(Math.max(RUNS, 5), [() => measure(['scripts/bench-floor.mjs', path])], () => measure(['dist/cli.js', 'signals', path, '--json']), {
    run: () => measure(['dist/cli.js', 'signals', sigSmall[kind], '--json']),
    items: { big: SIGNALS, small: scaled(100_000) },
  });
  const size = statSync(path).size / 1048576;
  row({
    id,
    title: `aqr signals, ${count(SIGNALS)} ${label} (${size.toFixed(0)} MiB)`,
    floorName: 'floor (read + JSON.parse per line)',
    subjectName: 'aqr signals',
    r,
    goal: 1.5,
    note: `peak memory: aqr signals ${mib(r.subjectRss)}, the floor ${mib(r.floorRss)}`,
  });
}

// 5. OpenTelemetry evidence.
if (wanted('5')) {
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
  const spans = Number(readFileSync(join(otelBig, 'spans'), 'utf8'));
  const r = paired(RUNS, [() => measure(['scripts/bench-floor.mjs', '--whole', join(otelBig, 'tasks.json'), path])], () => measure(otelArgs(otelBig)), {
    run: () => measure(otelArgs(otelSmall)),
    items: { big: spans, small: Number(readFileSync(join(otelSmall, 'spans'), 'utf8')) },
  });
  row({
    id: '5',
    title: `aqr evaluate --evidence, ${count(spans)} spans (${(statSync(path).size / 1048576).toFixed(0)} MiB)`,
    floorName: 'floor (read + JSON.parse per line)',
    subjectName: 'aqr evaluate --evidence',
    r,
    goal: 1.5,
  });
}

// 6. the action as a runner starts it, beside node doing nothing in the same environment.
if (wanted('6', '6b', '6c', '6d')) {
  const gh = await loopbackGitHub();
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const tmp = mkdtempSync(join(DIR, 'action-'));
  /** What a runner sets for a step, for `event` (its name and payload). Nothing listens on port 9: a call made by mistake fails at once. */
  const runnerEnv = (name, event, inputs, api = 'http://127.0.0.1:9') => {
    const files = { out: join(tmp, `${name}.out`), summary: join(tmp, `${name}.md`), event: join(tmp, `${name}.json`) };
    writeFileSync(files.out, '');
    writeFileSync(files.summary, '');
    writeFileSync(files.event, JSON.stringify(event.payload));
    return {
      ...CLEAN,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: resolve(files.event),
      GITHUB_OUTPUT: resolve(files.out),
      GITHUB_STEP_SUMMARY: resolve(files.summary),
      GITHUB_API_URL: api,
      GITHUB_REPOSITORY: 'acme/agent',
      GITHUB_RUN_ID: '5001',
      GITHUB_WORKFLOW: 'release gate',
      GITHUB_JOB: 'gate',
      GITHUB_WORKFLOW_REF: `acme/agent/.github/workflows/gate.yml@${event.ref}`,
      GITHUB_REF: event.ref,
      // As GitHub sets it: the commit the run checked out (the workspace's HEAD), which on the default branch's ref is its head.
      GITHUB_SHA: head,
      GITHUB_ACTOR: 'octo-dev',
      RUNNER_TEMP: resolve(tmp),
      'INPUT_GITHUB-TOKEN': 'ghs_bench_token_0123456789',
      INPUT_CONFIG: 'examples/evaluate.yaml',
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    };
  };
  const push = {
    name: 'push',
    ref: 'refs/heads/main',
    payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' }, sender: { login: 'octo-dev' } },
  };
  const pullRequest = {
    name: 'pull_request',
    ref: 'refs/pull/7/merge',
    payload: {
      pull_request: {
        number: 7,
        user: { login: 'octo-dev' },
        head: { repo: { full_name: 'acme/agent' } },
        base: { sha: head, repo: { full_name: 'acme/agent' } },
      },
      repository: { default_branch: 'main' },
      sender: { login: 'octo-dev' },
    },
  };
  const kib = (f) => (statSync(f).size / 1024).toFixed(0);
  const cases = [
    ['6', 'the action on a push, comments off (node dist/index.cjs)', runnerEnv('push', push, { comment: 'never' }), ['dist/index.cjs']],
    // A pull request's run asks for the run's approvals (its bar is pinned to the base): the loopback answers.
    ['6b', 'the action on a pull_request, comments off', runnerEnv('pr', pullRequest, { comment: 'never' }, gh.url), ['dist/index.cjs']],
    ['6c', 'the action on a pull_request, the comment posted to a loopback GitHub', runnerEnv('comment', pullRequest, {}, gh.url), ['dist/index.cjs']],
    [
      '6d',
      'aqr evaluate --config examples/evaluate.yaml',
      CLEAN,
      ['dist/cli.js', 'evaluate', '--config', 'examples/evaluate.yaml', '--out', join(tmp, 'cli-record.json')],
    ],
  ];
  for (const [id, title, env, args] of cases) {
    if (!wanted(id)) continue;
    const check = wall(node, args, env);
    if (check.status !== 0 || !/verdict/.test(check.stdout)) throw new Error(`row ${id}: exit ${check.status}\n${check.stdout}`);
    const r = paired(Math.max(RUNS, 7), [() => wall(node, ['-e', '0'], env)], () => wall(node, args, env));
    row({
      id,
      title,
      floorName: 'node -e 0 (the same environment)',
      subjectName: `node ${args[0]}`,
      r,
      // A pull request's run reads its bar at the base as well: ×5; a push, ×3.
      goal: id === '6b' || id === '6c' ? 5 : 3,
      note:
        id === '6c'
          ? `comment posted: ${/pull-request comment created/.test(check.stdout) ? 'yes' : 'NO'}`
          : id === '6b'
            ? `the bar read at the base from git (one rev-parse, one git cat-file --batch): ${/the bar is read at [0-9a-f]+ from the git history/.test(check.stdout) ? 'yes' : 'NO'}`
            : id === '6'
              ? `bundles: dist/index.cjs ${kib('dist/index.cjs')} KiB (the REST client, dist/action/github-client.cjs ${kib('dist/action/github-client.cjs')} KiB, loads at the first call)`
              : undefined,
    });
  }
  // The worker's messages are read once this thread waits no more.
  await new Promise((done) => setTimeout(done, 100));
  if (gh.unexpected.length) console.log(`   the loopback GitHub was asked what it does not answer: ${[...new Set(gh.unexpected)].join(', ')}`);
  await gh.close();
}

// 7. aqr check beside the public Python checker on the same record.
if (wanted('7')) {
  const checker = process.env.SUPERGAUGE_CHECKER;
  const title = 'aqr check examples/record.yaml / the public Python checker (conformance/check.py)';
  if (!checker || !existsSync(checker)) skipRow('7', title, 'set SUPERGAUGE_CHECKER to conformance/check.py of SuperagenticAI/supergauge');
  else {
    const r = paired(Math.max(RUNS, 7), [() => wall('python3', [checker, 'examples/record.yaml'])], () =>
      wall(node, ['dist/cli.js', 'check', 'examples/record.yaml']),
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
if (wanted('8')) {
  const mibEach = scaled(64);
  const dir = tree(mibEach);
  const files = Array.from({ length: 16 }, (_, f) => join(dir, `part-${String(f).padStart(2, '0')}.bin`));
  const r = paired(RUNS, [() => wall('openssl', ['dgst', '-sha256', ...files])], () => measure(['dist/cli.js', 'digest', ...files]));
  row({
    id: '8',
    title: `aqr digest, ${mibEach * 16} MiB in 16 files`,
    floorName: 'openssl dgst -sha256',
    subjectName: 'aqr digest',
    r,
    goal: 1.5,
    note: `${((mibEach * 16) / (r.subject / 1000)).toFixed(0)} MiB/s against openssl's ${((mibEach * 16) / (r.floor / 1000)).toFixed(0)} MiB/s`,
  });
}

// 9. 5,000,000 attempts over 1,000,000 tasks: the tally's state per task is what weighs.
if (wanted('9')) {
  const r = paired(RUNS, [foldFloor(huge), byteFloor(huge)], () => measure(evalArgs(huge, 'tasks.json')));
  const tasks = HUGE_TASKS + 2;
  row({
    id: '9',
    title: `aqr evaluate, ${count(attempts(HUGE_TASKS))} attempts of ${count(HUGE_TASKS + 2)} tasks in ${shards(huge).length} shards, signed (verdict ${JSON.parse(r.last.stdout).verdict})`,
    floorName: 'minimal fold (bytes, fields, typed arrays)',
    subjectName: 'aqr evaluate --signing-key',
    others: ['byte floor (read, sha256, newlines)'],
    r,
    goal: 1.2,
    memGoalMiB: 300,
    note: `memory per task: ${((r.subjectRss * 1024) / tasks).toFixed(0)} B (peak resident set / ${count(tasks)} tasks; the minimal fold ${((r.floorRss * 1024) / tasks).toFixed(0)} B)`,
  });
}

// T1-T2: partial tallies (scripts/bench-tally.mjs).
if (wanted('T')) {
  const { tallyRows } = await import('./bench-tally.mjs');
  await tallyRows({ ledger, measure, paired, row, evalArgs, byteFloor, runs: RUNS, scaled });
}

console.log(`\nsummary: Node ${process.version}, ${cpus().length} cores, load average ${load()} (1, 5, 15 min) at the end, inputs at ×${SCALE}\n`);
console.log('| row | work | figure | floor | ratio (range) | second floor | goal | growth 1× / (1/10)× | load (1, 5, 15 min) | |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const x of rows)
  console.log(`| ${x.id} | ${x.title} | ${x.figure} | ${x.floor} | ${x.ratio} | ${x.second} | ${x.goal} | ${x.growth || '—'} | ${x.load} | ${x.verdict} |`);
