// Regenerates the bundled example: a task manifest and a trial ledger in three
// shards, then examples/record.yaml as `aqr evaluate` writes it (run
// `npm run build` first), signed with a fresh Ed25519 key of which only the
// public half is kept. It signs with jose directly, not with the project's
// code, so the example also shows `aqr check --key` verifying a signature made
// by another implementation.
//   node scripts/make-example.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import canonicalize from 'canonicalize';
import { FlattenedSign, calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { Document, parseDocument } from 'yaml';

// A small deterministic generator, so the example is the same on every run.
let seed = 20261129;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

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
    const line = {
      task_id: t.id,
      attempt: a,
      passed,
      split: t.split,
      cost_usd: Math.round((0.05 + 0.1 * rand()) * 1e4) / 1e4,
      tokens: 4000 + Math.floor(6000 * rand()),
      latency_s: Math.round((20 + 60 * rand()) * 10) / 10,
      violations: { policy: 0, tool_abuse: 0, isolation: 0 },
    };
    attempts.push(line);
    shards[i % 3].push(JSON.stringify(line));
  }
});
shards.forEach((s, i) => writeFileSync(`examples/ledger/trials-${i + 1}.jsonl`, `${s.join('\n')}\n`));

// The record: what `aqr evaluate` makes of this evidence (run from the built CLI).
const run = spawnSync(process.execPath, ['dist/cli.js', 'evaluate', '--config', 'examples/evaluate.yaml', '--out', 'examples/record.yaml', '--json'], {
  encoding: 'utf8',
});
const result = JSON.parse(run.stdout || '{}');
if (result.verdict !== 'ship') throw new Error(`the example no longer ships: ${run.stdout}${run.stderr}`);
const doc = parseDocument(readFileSync('examples/record.yaml', 'utf8'));
const record = doc.toJS();

const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
const jwk = await exportJWK(publicKey);
jwk.kid = await calculateJwkThumbprint(jwk);
const payload = new TextEncoder().encode(canonicalize(record));
const jws = await new FlattenedSign(payload).setProtectedHeader({ alg: 'EdDSA', kid: jwk.kid }).sign(privateKey);
doc.setIn(['decision', 'signature'], `ed25519:${jws.protected}..${jws.signature}`);
writeFileSync('examples/keys/example.public.jwk', `${JSON.stringify(jwk, null, 2)}\n`);

writeFileSync(
  'examples/record.yaml',
  `# The bundled example: what aqr evaluate --config examples/evaluate.yaml writes,\n# signed by examples/keys/example.public.jwk. Made by scripts/make-example.mjs.\n${doc.toString({ lineWidth: 0 })}`,
);
console.log(`examples/record.yaml: ${attempts.length} attempts, ${result.gates.map((g) => g.reason).join('; ')}`);
