// Regenerates the bundled example: a task manifest, a trial ledger in three
// shards, and examples/record.yaml with real digests of those files, signed
// with a fresh Ed25519 key (only the public half is kept). It signs with jose
// directly, not with the project's code, so the example also checks that
// `aqr check --key` verifies a signature made by another implementation.
//   node scripts/make-example.mjs
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import canonicalize from 'canonicalize';
import { FlattenedSign, calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { Document, visit } from 'yaml';

const sha256 = (bytes) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
// Tree digest: sha256 of what `sha256sum` prints for the files sorted by path.
function treeDigest(dir) {
  const files = [];
  const walk = (d) => readdirSync(d, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(join(d, e.name)) : files.push(join(d, e.name))));
  walk(dir);
  const lines = files
    .map((f) => relative('.', f).split('\\').join('/'))
    .sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1))
    .map((f) => `${createHash('sha256').update(readFileSync(f)).digest('hex')}  ${f}\n`);
  return sha256(lines.join(''));
}

// A small deterministic generator, so the example is the same on every run.
let seed = 20261129;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

const tasks = [];
for (let i = 1; i <= 40; i++) tasks.push({ id: `t${String(i).padStart(3, '0')}`, split: i <= 28 ? 'held-in' : 'held-out' });
tasks.push({ id: 'c01', split: 'held-out', canary: true }, { id: 'c02', split: 'held-out', canary: true });
const manifest = `# Task set of the example coding agent: 28 held-in, 12 held-out, 2 canaries.\n${new Document({ tasks }).toString()}`;
writeFileSync('examples/tasks.yaml', manifest);

const K = 3;
const shards = [[], [], []];
const attempts = [];
tasks.forEach((t, i) => {
  const skill = t.canary ? 0 : 0.7 + 0.35 * rand();
  for (let a = 1; a <= K; a++) {
    const passed = !t.canary && rand() < skill;
    const line = { task_id: t.id, attempt: a, passed, split: t.split, cost_usd: Math.round((0.05 + 0.1 * rand()) * 1e4) / 1e4, tokens: 4000 + Math.floor(6000 * rand()), latency_s: Math.round((20 + 60 * rand()) * 10) / 10, violations: { policy: 0, tool_abuse: 0, isolation: 0 } };
    attempts.push(line);
    shards[i % 3].push(JSON.stringify(line));
  }
});
shards.forEach((s, i) => writeFileSync(`examples/ledger/trials-${i + 1}.jsonl`, `${s.join('\n')}\n`));

const round = (x) => Math.round(x * 1e4) / 1e4;
const real = tasks.filter((t) => !t.canary);
const heldOut = real.filter((t) => t.split === 'held-out');
const byTask = (id) => attempts.filter((a) => a.task_id === id);
const first = (id) => byTask(id).find((a) => a.attempt === 1);
const completion = (set) => round(set.filter((t) => first(t.id).passed).length / set.length);
const passHat = round(heldOut.filter((t) => byTask(t.id).every((a) => a.passed)).length / heldOut.length);
const passAt = round(heldOut.filter((t) => byTask(t.id).some((a) => a.passed)).length / heldOut.length);
const completed = real.filter((t) => first(t.id).passed).length;
const sum = (k) => attempts.reduce((s, a) => s + a[k], 0);

const record = {
  supergauge: '0.1',
  record_id: 'aqr_example_coding_agent_0001',
  emitted_at: '2026-11-29T12:00:00Z',
  profile: { id: 'sg/coding-agent', version: '0.1', tier: 'T1' },
  subject: {
    agent: 'example-coding-agent',
    harness_digest: treeDigest('examples/harness'),
    model: { provider: 'example', id: 'example-model-1' },
    authority: { grant_digest: sha256(readFileSync('examples/authority.yaml')), acs_policy_version: '2.1', sandbox: 'container', egress: 'deny-by-default', capabilities: ['repo.read', 'repo.write:branch', 'test.run'] },
  },
  task_set: { manifest_digest: sha256(readFileSync('examples/tasks.yaml')), held_in: 28, held_out: 12, sealed: true, canary_ids: ['c01', 'c02'] },
  measures: [
    { id: 'task.completion', value: completion(heldOut), split: 'held-out', n: heldOut.length },
    { id: 'task.completion', value: completion(real.filter((t) => t.split === 'held-in')), split: 'held-in', n: 28 },
    { id: 'reliability.pass_hat_k', value: passHat, split: 'held-out', k: K, n: heldOut.length },
    { id: 'reliability.pass_at_k', value: passAt, split: 'held-out', k: K, n: heldOut.length },
    { id: 'efficiency.cost_per_success', value: round(sum('cost_usd') / completed), unit: 'usd' },
    { id: 'efficiency.tokens_per_success', value: Math.round(sum('tokens') / completed) },
    { id: 'policy.hard_rules', value: 1 },
    { id: 'safety.tool_abuse', value: 1 },
    { id: 'safety.isolation', value: 1 },
  ],
  gates: [
    { id: 'policy.hard_rules', result: 'pass', source: 'acs' },
    { id: 'safety.tool_abuse', result: 'pass', source: 'acs' },
    { id: 'safety.isolation', floor: 1, result: 'pass', source: 'native' },
    { id: 'task.completion', floor: 0.7, split: 'held-out', result: completion(heldOut) >= 0.7 ? 'pass' : 'fail', source: 'native' },
    { id: 'reliability.pass_hat_k', floor: 0.5, result: passHat >= 0.5 ? 'pass' : 'fail', source: 'native' },
  ],
  assurance: { evidence: { ledger: 'examples/ledger/', format: 'aqr.trials/1', events: attempts.length, replayable: true }, evaluator_independent: true },
  decision: {
    verdict: 'ship',
    actor: 'release-manager@example.com',
    // The harness this one replaces: the digest of its prompt file as first published.
    rolls_back_to: sha256('You are the example coding agent.\n'),
    rationale: `Held-out completion ${completion(heldOut)} against a 0.7 floor; pass^${K} ${passHat} against 0.5; no policy, tool-abuse or isolation violations; both canaries failed as expected.`,
  },
};
if (record.gates.some((g) => g.result !== 'pass')) throw new Error(`example no longer passes its gates (${JSON.stringify(record.measures.slice(0, 3))}); change the seed`);

const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
const jwk = await exportJWK(publicKey);
jwk.kid = await calculateJwkThumbprint(jwk);
const payload = new TextEncoder().encode(canonicalize(record));
const jws = await new FlattenedSign(payload).setProtectedHeader({ alg: 'EdDSA', kid: jwk.kid }).sign(privateKey);
record.decision.signature = `ed25519:${jws.protected}..${jws.signature}`;
writeFileSync('examples/keys/example.public.jwk', `${JSON.stringify(jwk, null, 2)}\n`);

const doc = new Document(record);
visit(doc, { Scalar(_k, n) { if (n.value === record.emitted_at) n.type = 'QUOTE_DOUBLE'; } });
writeFileSync('examples/record.yaml', `# The bundled example: an Agent Quality Record for examples/, signed by\n# examples/keys/example.public.jwk. Made by scripts/make-example.mjs.\n${doc.toString({ lineWidth: 0 })}`);
console.log(`examples/record.yaml: ${attempts.length} attempts, held-out completion ${completion(heldOut)}, pass^${K} ${passHat}`);
