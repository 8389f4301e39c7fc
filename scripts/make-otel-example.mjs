// Regenerates examples/otel/: a task manifest with trajectory rules, an
// OpenTelemetry trace export (OTLP/JSON, one export per line) of every attempt
// with tool calls, policy decisions (allow, ask), resets between attempts and two canaries,
// and the equivalent trial ledger, so the two give the same record.
//   node scripts/make-otel-example.mjs
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document } from 'yaml';

const sha = (b) => createHash('sha256').update(b).digest('hex');
function treeDigest(dir) {
  const files = [];
  const walk = (d) => readdirSync(d, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(join(d, e.name)) : files.push(join(d, e.name))));
  walk(dir);
  files.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return `sha256:${sha(files.map((f) => `${sha(readFileSync(f))}  ${f}\n`).join(''))}`;
}

let seed = 424242;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
// Ids from a counter through sha256: deterministic, and they never collide.
let idCounter = 0;
const hex = (n) => sha(`id-${idCounter++}`).slice(0, n);
const TOOLS = ['repo.read', 'repo.search', 'repo.write', 'test.run', 'shell.exec'];

const tasks = [];
for (let i = 1; i <= 40; i++) {
  const t = { id: `t${String(i).padStart(3, '0')}`, split: i <= 28 ? 'held-in' : 'held-out' };
  if (i % 3 === 0) Object.assign(t, { required_steps: ['repo.read', 'test.run'], forbidden_steps: ['shell.exec'], max_steps: 34 });
  tasks.push(t);
}
tasks.push({ id: 'c01', split: 'held-out', canary: true }, { id: 'c02', split: 'held-out', canary: true });
const manifestText = `# The OpenTelemetry example's task set: tasks t003, t006, … declare trajectory rules.\n${new Document({ tasks }).toString()}`;
writeFileSync('examples/otel/tasks.yaml', manifestText);
const manifestDigest = `sha256:${sha(manifestText)}`;
const harnessDigest = treeDigest('examples/harness');

const K = 3;
const str = (key, v) => ({ key, value: { stringValue: v } });
const int = (key, v) => ({ key, value: { intValue: String(v) } });
const dbl = (key, v) => ({ key, value: { doubleValue: v } });
const bool = (key, v) => ({ key, value: { boolValue: v } });
let clock = 1764400000000000000n;
const lines = [];
const trials = [];
for (const t of tasks) {
  const skill = t.canary ? 0 : 0.7 + 0.3 * rand();
  for (let a = 1; a <= K; a++) {
    const traceId = hex(32);
    const rootId = hex(16);
    const passed = !t.canary && rand() < skill;
    const start = clock;
    const spans = [];
    const steps = [];
    const nSteps = 14 + Math.floor(rand() * 24);
    let at = start + 1_000_000n;
    for (let s = 0; s < nSteps; s++) {
      const name = s === 0 ? 'repo.read' : s === nSteps - 1 ? 'test.run' : TOOLS[Math.floor(rand() * (rand() < 0.1 ? 5 : 4))];
      const outcome = rand() < 0.08 ? 'error' : rand() < 0.04 ? 'denied' : 'ok';
      const events = [];
      if (rand() < 0.05) events.push({ name: 'sg.tool.redundant_retry', timeUnixNano: String(at + 10n) });
      if (outcome === 'denied' || (name === 'shell.exec' && rand() < 0.5)) {
        // The engine asks a person before a risky call (a deny would be a hard-rule
        // violation, and the example's policy engine passes policy.hard_rules: the
        // traces must agree with it, or the gate holds with DECISION_CONTRADICTED).
        events.push({
          name: 'sg.policy.decision',
          timeUnixNano: String(at + 5n),
          attributes: [str('sg.policy.result', 'ask'), str('sg.policy.checkpoint', 'pre_tool'), str('sg.policy.rule_id', 'no-network')],
        });
      } else if (rand() < 0.2)
        events.push({
          name: 'sg.policy.decision',
          timeUnixNano: String(at + 5n),
          attributes: [str('sg.policy.result', 'allow'), str('sg.policy.checkpoint', 'pre_tool')],
        });
      const dur = BigInt(Math.floor(200_000_000 + rand() * 2_000_000_000));
      spans.push({
        traceId,
        spanId: hex(16),
        parentSpanId: rootId,
        name: `execute_tool ${name}`,
        kind: 3,
        startTimeUnixNano: String(at),
        endTimeUnixNano: String(at + dur),
        attributes: [
          str(rand() < 0.5 ? 'gen_ai.tool.name' : 'sg.tool.name', name),
          str('sg.tool.call_id', hex(8)),
          str('sg.tool.outcome', outcome),
          bool('sg.tool.schema_ok', rand() > 0.05),
        ],
        events,
      });
      steps.push(name);
      at += dur + 1_000_000n;
    }
    const latency = Math.round((20 + 60 * rand()) * 10) / 10;
    const end = start + BigInt(Math.round(latency * 1e9));
    const cost = Math.round((0.05 + 0.1 * rand()) * 1e4) / 1e4;
    const tokensIn = 2000 + Math.floor(3000 * rand());
    const tokensOut = 1000 + Math.floor(2000 * rand());
    const rootAttrs = [
      str('sg.task.id', t.id),
      str('sg.run.id', `run-${hex(8)}`),
      int('sg.attempt.index', a),
      str('sg.split', t.split),
      str('sg.task_set.manifest_digest', manifestDigest),
      str('sg.subject.harness_digest', harnessDigest),
      bool('sg.task.passed', passed),
      dbl('sg.cost.usd', cost),
      int('gen_ai.usage.input_tokens', tokensIn),
      int('gen_ai.usage.output_tokens', tokensOut),
    ];
    if (t.canary) rootAttrs.push(str('sg.task_set.canary_id', t.id));
    const rootEvents = a > 1 ? [{ name: 'sg.attempt.reset', timeUnixNano: String(start) }] : [];
    spans.unshift({
      traceId,
      spanId: rootId,
      name: `attempt ${t.id}#${a}`,
      kind: 1,
      startTimeUnixNano: String(start),
      endTimeUnixNano: String(end),
      attributes: rootAttrs,
      events: rootEvents,
    });
    // Children first on odd attempts: a reader must not depend on span order.
    if (a % 2) spans.reverse();
    lines.push(
      JSON.stringify({
        resourceSpans: [{ resource: { attributes: [str('service.name', 'example-coding-agent')] }, scopeSpans: [{ scope: { name: 'agent-harness' }, spans }] }],
      }),
    );
    trials.push({
      task_id: t.id,
      attempt: a,
      passed,
      split: t.split,
      cost_usd: cost,
      tokens: tokensIn + tokensOut,
      latency_s: latency,
      violations: { policy: 0, isolation: 0 },
    });
    clock = end + 60_000_000_000n;
  }
}
writeFileSync('examples/otel/traces.jsonl', `${lines.join('\n')}\n`);
trials.sort((x, y) => (x.task_id < y.task_id ? -1 : x.task_id > y.task_id ? 1 : x.attempt - y.attempt));
writeFileSync('examples/otel/trials.jsonl', `${trials.map((t) => JSON.stringify(t)).join('\n')}\n`);
const spanCount = lines.reduce((n, l) => n + JSON.parse(l).resourceSpans[0].scopeSpans[0].spans.length, 0);
console.log(`examples/otel: ${trials.length} attempts, ${spanCount} spans`);
