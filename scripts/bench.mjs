// npm run bench: speed and memory against floors measured in the same run.
//  1. aqr evaluate over a trial ledger of 1,000,000 attempts in 20 shard files,
//     beside the floor of reading and JSON.parse-ing the same lines.
//     1b. the same with a bootstrap bound on one ceiling, beside plain evaluate.
//  2. the action's cold start on the bundled example beside `node -e 0`, and
//     the bundle sizes.
//  3. aqr signals over 1,000,000 agent signals (and 100,000, for flat memory)
//     and 1,000,000 confidence samples, beside the read-and-parse floor.
//  4. aqr evaluate over 1,000,000 OpenTelemetry spans, beside the same floor.
//  5. the tree digest of 1 GiB of files, beside `openssl dgst -sha256` over the
//     same bytes.
// Inputs are generated once under .bench/ (git-ignored); npm run bench builds first.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync, createWriteStream } from 'node:fs';
import { join } from 'node:path';

const DIR = '.bench';
const SHARDS = 20;
const K = 5;
const TASKS = 200_000; // × 5 attempts = 1,000,000 (+ canaries)
const node = process.execPath;

function measure(args, opts = {}) {
  const r = spawnSync(node, ['--import', './scripts/bench-probe.mjs', ...args], { encoding: 'utf8', maxBuffer: 1 << 26, ...opts });
  const m = /BENCH (\{.*\})/.exec(r.stderr);
  if (!m) throw new Error(`no measurement from ${args.join(' ')}: ${r.stderr.slice(0, 2000)}`);
  return { ...JSON.parse(m[1]), status: r.status, stdout: r.stdout };
}

function best(n, f) {
  const runs = Array.from({ length: n }, f);
  return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
}

async function ledger() {
  const dir = join(DIR, 'ledger');
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const tasks = [];
  // A task set this large is best written as JSON: YAML parses ten times slower.
  for (let i = 0; i < TASKS; i++) tasks.push({ id: `t${i}`, split: i % 4 === 0 ? 'held-out' : 'held-in' });
  tasks.push({ id: 'canary-1', split: 'held-out', canary: true }, { id: 'canary-2', split: 'held-out', canary: true });
  writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ tasks }));
  const outs = Array.from({ length: SHARDS }, (_, s) => createWriteStream(join(dir, `trials-${String(s).padStart(2, '0')}.jsonl`)));
  let seed = 1;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const ids = [...Array.from({ length: TASKS }, (_, i) => `t${i}`), 'canary-1', 'canary-2'];
  for (let i = 0; i < ids.length; i++) {
    const canary = ids[i].startsWith('canary');
    let buf = '';
    for (let a = 1; a <= K; a++) {
      buf += `${JSON.stringify({ task_id: ids[i], attempt: a, passed: !canary && rand() < 0.8, cost_usd: Math.round(rand() * 1e4) / 1e4, tokens: Math.floor(rand() * 10000), latency_s: Math.round(rand() * 600) / 10, violations: { policy: 0, tool_abuse: 0, isolation: 0 } })}\n`;
    }
    const out = outs[i % SHARDS];
    if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
  }
  await Promise.all(outs.map((o) => new Promise((r) => o.end(r))));
  writeFileSync(join(DIR, 'profile.yaml'), 'id: bench/p\nversion: "1"\nextends: sg/coding-agent@0.1\nk: 5\ngates:\n  - {id: task.completion, split: held-out, floor: 0.5, evidence: bench}\n  - {id: reliability.pass_hat_k, split: held-out, k: 5, floor: 0.1, evidence: bench}\n');
  writeFileSync(join(DIR, 'authority.yaml'), 'sandbox: none\n');
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

function tree() {
  const dir = join(DIR, 'tree');
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const block = randomBytes(1 << 20);
  for (let f = 0; f < 16; f++) {
    const parts = [];
    for (let i = 0; i < 64; i++) parts.push(block);
    writeFileSync(join(dir, `part-${String(f).padStart(2, '0')}.bin`), Buffer.concat(parts));
  }
  writeFileSync(join(DIR, 'tree.done'), '');
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

async function signalFiles() {
  const dir = join(DIR, 'signals');
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const hex = (n) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
  const write = async (file, count, line) => {
    const out = createWriteStream(file);
    for (let i = 0; i < count; i += 1000) {
      let buf = '';
      for (let j = i; j < Math.min(count, i + 1000); j++) buf += `${line(j)}\n`;
      if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
    }
    await new Promise((r) => out.end(r));
  };
  // Execution and outcome pairs, ~300 bytes a line, as emitters write them.
  let run = '';
  const agent = (j) => {
    if (j % 2 === 0) run = `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
    const common = { schema_version: '0.1.1', run_id: run, timestamp: '2026-11-01T10:00:00Z', agent_name: `agent-${Math.floor(rand() * 20)}` };
    const c = 1 + Math.floor(rand() * 5);
    return JSON.stringify(j % 2 === 0
      ? { signal_type: 'execution', ...common, skill_used: 'triage', mode: 'autonomous', self_assessment: { confidence: c, accuracy: c, completeness: 3 }, patterns: { what_worked: 'standard path, pinned versions', what_was_hard: 'transitive conflict in a multi-module build' } }
      : { signal_type: 'outcome', ...common, quality_rating: 1 + Math.floor(rand() * 5), effort_to_merge: 'minimal', issues_found: ['edge case in coverage of the rollback path'] });
  };
  const sample = () => JSON.stringify({ systemActor: 'fleet', agentName: `agent-${Math.floor(rand() * 20)}`, skill: `skill-${Math.floor(rand() * 10)}`, confidence: Math.round(rand() * 1000) / 1000, success: rand() < 0.7, completedAt: 1764400000000, correlationId: hex(16) });
  await write(join(dir, 'agent-1m.jsonl'), 1_000_000, agent);
  await write(join(dir, 'agent-100k.jsonl'), 100_000, agent);
  await write(join(dir, 'confidence-1m.jsonl'), 1_000_000, sample);
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

async function traceFiles() {
  const dir = join(DIR, 'otel');
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  const { createHash } = await import('node:crypto');
  const TASKS_N = 13_334;
  const tasks = [];
  for (let i = 0; i < TASKS_N; i++) tasks.push({ id: `t${i}`, split: i % 4 === 0 ? 'held-out' : 'held-in' });
  tasks.push({ id: 'canary-1', split: 'held-out', canary: true }, { id: 'canary-2', split: 'held-out', canary: true });
  const manifest = JSON.stringify({ tasks });
  writeFileSync(join(dir, 'tasks.json'), manifest);
  const manifestDigest = `sha256:${createHash('sha256').update(manifest).digest('hex')}`;
  const harness = JSON.parse(spawnSync(node, ['dist/cli.js', 'digest', 'examples/harness', '--json'], { encoding: 'utf8' }).stdout).digest;
  let seed = 11;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  let id = 0;
  const hex = (n) => (id++).toString(16).padStart(n, '0');
  const s = (key, v) => ({ key, value: { stringValue: v } });
  const out = createWriteStream(join(dir, 'traces.jsonl'));
  let spans = 0;
  for (const t of tasks) {
    for (let a = 1; a <= 3; a++) {
      const trace = hex(32);
      const root = hex(16);
      const list = [{ traceId: trace, spanId: root, name: 'attempt', startTimeUnixNano: '1764400000000000000', endTimeUnixNano: '1764400030000000000', attributes: [s('sg.task.id', t.id), { key: 'sg.attempt.index', value: { intValue: String(a) } }, s('sg.split', t.split), s('sg.task_set.manifest_digest', manifestDigest), s('sg.subject.harness_digest', harness), { key: 'sg.task.passed', value: { boolValue: !t.canary && rand() < 0.8 } }], events: a > 1 ? [{ name: 'sg.attempt.reset' }] : [] }];
      for (let k = 0; k < 24; k++) list.push({ traceId: trace, spanId: hex(16), parentSpanId: root, startTimeUnixNano: String(1764400000000000000n + BigInt(k)), endTimeUnixNano: '1764400001000000000', attributes: [s('gen_ai.tool.name', k % 3 ? 'repo.read' : 'test.run'), s('sg.tool.outcome', rand() < 0.9 ? 'ok' : 'error')], events: rand() < 0.05 ? [{ name: 'sg.policy.decision', attributes: [s('sg.policy.result', 'deny')] }] : [] });
      spans += list.length;
      if (!out.write(`${JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: list }] }] })}\n`)) await new Promise((r) => out.once('drain', r));
    }
  }
  await new Promise((r) => out.end(r));
  writeFileSync(join(dir, 'spans'), String(spans));
  writeFileSync(join(dir, 'done'), '');
  return dir;
}

const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;

if (!existsSync('dist/cli.js')) throw new Error('run npm run build first');
console.log('generating inputs under .bench/ (once) ...');
const ledgerDir = await ledger();
const shards = Array.from({ length: SHARDS }, (_, s) => join(ledgerDir, `trials-${String(s).padStart(2, '0')}.jsonl`));

const floor = best(3, () => measure(['scripts/bench-floor.mjs', ...shards]));
const evalArgs = ['dist/cli.js', 'evaluate', '--profile', join(DIR, 'profile.yaml'), '--task-manifest', join(ledgerDir, 'tasks.json'), '--trials', join(ledgerDir, '*.jsonl'), '--harness', 'examples/harness', '--authority', join(DIR, 'authority.yaml'), '--agent', 'bench', '--actor', 'bench', '--sealed', '--json'];
const evaluate = best(3, () => measure(evalArgs));
const result = JSON.parse(evaluate.stdout);
console.log(`\n1. trial ledger: ${floor.stdout.trim()} lines in ${SHARDS} shards (verdict ${result.verdict})`);
console.log(`   floor (read + JSON.parse)  ${fmt(floor.ms)}  peak ${mib(floor.maxRssKiB)}`);
console.log(`   aqr evaluate               ${fmt(evaluate.ms)}  peak ${mib(evaluate.maxRssKiB)}`);
console.log(`   ratio                      time ×${(evaluate.ms / floor.ms).toFixed(2)}  memory ×${(evaluate.maxRssKiB / floor.maxRssKiB).toFixed(2)}`);

// 1b. the same with a bootstrap bound on one ceiling (1,000 resamples of 200,000 tasks) and a Wilson bound on one floor.
{
  const profile = join(DIR, 'profile-bootstrap.yaml');
  writeFileSync(profile, 'id: bench/b\nversion: "1"\nextends: profile.yaml\ngates:\n  - {id: task.completion, split: held-out, floor: 0.5, confidence: 0.95, evidence: bench}\n  - {id: efficiency.cost_per_success, ceiling: 1, confidence: 0.95, resamples: 1000, evidence: bench}\n');
  const args = evalArgs.map((a) => (a === join(DIR, 'profile.yaml') ? profile : a));
  const boot = best(3, () => measure(args));
  const bound = JSON.parse(boot.stdout).gates.find((g) => g.id === 'efficiency.cost_per_success');
  const ratio = boot.ms / evaluate.ms;
  console.log(`   with a bootstrap ceiling   ${fmt(boot.ms)}  peak ${mib(boot.maxRssKiB)}   ×${ratio.toFixed(2)} of plain evaluate (goal ≤ ×2: ${ratio <= 2 ? 'PASS' : 'MISS'}); ${bound.result}`);
}

// 2. the action's cold start on the bundled example, beside node doing nothing.
{
  const { statSync, mkdtempSync } = await import('node:fs');
  const tmp = mkdtempSync(join(DIR, 'action-'));
  writeFileSync(join(tmp, 'out'), '');
  const env = { PATH: process.env.PATH, INPUT_CONFIG: 'examples/evaluate.yaml', RUNNER_TEMP: tmp, GITHUB_OUTPUT: join(tmp, 'out'), GITHUB_REPOSITORY: 'acme/agent' };
  const time = (args, e) => {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(node, args, { env: e, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${args.join(' ')}: ${r.stdout}${r.stderr}`);
    return { ms: Number(process.hrtime.bigint() - t0) / 1e6 };
  };
  const nothing = best(5, () => time(['-e', '0'], env));
  const action = best(5, () => time(['dist/index.js'], env));
  const kib = (f) => (statSync(f).size / 1024).toFixed(0);
  console.log(`\n2. action cold start on the example`);
  console.log(`   node -e 0                  ${nothing.ms.toFixed(0)} ms`);
  console.log(`   node dist/index.js         ${action.ms.toFixed(0)} ms   ×${(action.ms / nothing.ms).toFixed(1)}`);
  console.log(`   bundle: dist/index.js ${kib('dist/index.js')} KiB, dist/cli.js ${kib('dist/cli.js')} KiB`);
}

const sigDir = await signalFiles();
console.log('\n3. signals');
for (const [label, file] of [['agent signals, 1,000,000', 'agent-1m.jsonl'], ['agent signals, 100,000', 'agent-100k.jsonl'], ['confidence samples, 1,000,000', 'confidence-1m.jsonl']]) {
  const path = join(sigDir, file);
  const f = best(2, () => measure(['scripts/bench-floor.mjs', path]));
  const a = best(2, () => measure(['dist/cli.js', 'signals', path, '--json']));
  const sizeMiB = (await import('node:fs')).statSync(path).size / 1048576;
  console.log(`   ${label} (${sizeMiB.toFixed(0)} MiB)`);
  console.log(`     floor (read + JSON.parse)  ${fmt(f.ms)}  peak ${mib(f.maxRssKiB)}`);
  console.log(`     aqr signals                ${fmt(a.ms)}  peak ${mib(a.maxRssKiB)}   time ×${(a.ms / f.ms).toFixed(2)}  memory ×${(a.maxRssKiB / f.maxRssKiB).toFixed(2)}`);
  if (file === 'agent-1m.jsonl') globalThis.big = a.maxRssKiB;
  if (file === 'agent-100k.jsonl') console.log(`     peak memory at 1,000,000 / at 100,000 signals: ×${(globalThis.big / a.maxRssKiB).toFixed(2)}`);
}

const otelDir = await traceFiles();
{
  const path = join(otelDir, 'traces.jsonl');
  const spans = (await import('node:fs')).readFileSync(join(otelDir, 'spans'), 'utf8');
  const f = best(2, () => measure(['scripts/bench-floor.mjs', path]));
  const e = best(2, () => measure(['dist/cli.js', 'evaluate', '--profile', 'sg/coding-agent@0.1', '--task-manifest', join(otelDir, 'tasks.json'), '--evidence', path, '--harness', 'examples/harness', '--authority', join(DIR, 'authority.yaml'), '--agent', 'bench', '--actor', 'bench', '--sealed', '--json']));
  const sizeMiB = (await import('node:fs')).statSync(path).size / 1048576;
  console.log(`\n4. OpenTelemetry evidence: ${spans} spans (${sizeMiB.toFixed(0)} MiB)`);
  console.log(`   floor (read + JSON.parse)  ${fmt(f.ms)}  peak ${mib(f.maxRssKiB)}`);
  console.log(`   aqr evaluate --evidence    ${fmt(e.ms)}  peak ${mib(e.maxRssKiB)}   time ×${(e.ms / f.ms).toFixed(2)}  memory ×${(e.maxRssKiB / f.maxRssKiB).toFixed(2)}`);
}

const treeDir = tree();
const files = Array.from({ length: 16 }, (_, f) => join(treeDir, `part-${String(f).padStart(2, '0')}.bin`));
const digest = best(3, () => measure(['dist/cli.js', 'digest', ...files]));
const openssl = best(3, () => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('openssl', ['dgst', '-sha256', ...files], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6 };
});
const gib = 16 * 64 / 1024;
console.log(`\n5. tree digest of ${gib} GiB in 16 files`);
console.log(`   openssl dgst -sha256       ${fmt(openssl.ms)}  ${(1024 * gib / (openssl.ms / 1000)).toFixed(0)} MiB/s`);
console.log(`   aqr digest                 ${fmt(digest.ms)}  ${(1024 * gib / (digest.ms / 1000)).toFixed(0)} MiB/s  peak ${mib(digest.maxRssKiB)}`);
console.log(`   ratio                      time ×${(digest.ms / openssl.ms).toFixed(2)}`);
