// Keys, signing and verification as a user runs them, and replay from the ledger.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toJsonText } from '../../src/doc/text.js';
import { toYamlText } from '../../src/doc/write.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { aqr, ROOT, tempDir } from '../helpers.js';

let dir: string;
const keys: Record<'Ed25519' | 'ES256', { priv: string; pub: string }> = { Ed25519: { priv: '', pub: '' }, ES256: { priv: '', pub: '' } };
const LEDGER = ['--ledger', 'examples/ledger/*.jsonl', '--task-manifest', 'examples/tasks.yaml'];

beforeAll(async () => {
  dir = await tempDir();
  for (const alg of ['Ed25519', 'ES256'] as const) {
    const prefix = join(dir, alg);
    const r = await aqr('keygen', '--alg', alg, '--out', prefix);
    expect(r.code, r.err).toBe(0);
    keys[alg] = { priv: `${prefix}.private.jwk`, pub: `${prefix}.public.jwk` };
  }
});

async function evaluateSigned(name: string, alg: 'Ed25519' | 'ES256' = 'Ed25519', extra: string[] = []): Promise<string> {
  const out = join(dir, name);
  const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--key', keys[alg].priv, '--out', out, ...extra);
  expect(r.code, r.err).toBe(0);
  return out;
}

describe('aqr keygen', () => {
  it('writes a private key only its owner can read, and a public key, both with the RFC 7638 kid', async () => {
    const priv = JSON.parse(await readFile(keys.Ed25519.priv, 'utf8')) as JWK;
    const pub = JSON.parse(await readFile(keys.Ed25519.pub, 'utf8')) as JWK;
    expect((await stat(keys.Ed25519.priv)).mode & 0o777).toBe(0o600);
    expect(pub).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(pub).not.toHaveProperty('d');
    expect(priv.d).toEqual(expect.any(String));
    expect(pub.kid).toBe(await calculateJwkThumbprint({ kty: pub.kty!, crv: pub.crv!, x: pub.x! }));
    expect(priv.kid).toBe(pub.kid);
    expect(JSON.parse(await readFile(keys.ES256.pub, 'utf8'))).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
  });

  it('never prints key material, and will not overwrite a key without --force', async () => {
    const prefix = join(dir, 'again');
    const first = await aqr('keygen', '--out', prefix);
    const priv = JSON.parse(await readFile(`${prefix}.private.jwk`, 'utf8')) as { d: string };
    expect(first.out + first.err).not.toContain(priv.d);
    const second = await aqr('keygen', '--out', prefix);
    expect(second.code).toBe(2);
    expect(second.err).toMatch(/exists; pass --force/);
  });
});

describe.each(['Ed25519', 'ES256'] as const)('round trip with %s', (alg) => {
  it('evaluate --key signs; verify and check --key --ledger accept it at L4', async () => {
    const record = await evaluateSigned(`rt-${alg}.yaml`, alg);
    const v = await aqr('verify', record, '--key', keys[alg].pub, ...LEDGER);
    expect(v.code, v.out).toBe(0);
    expect(v.out).toMatch(/signature valid/);
    expect(v.out).toMatch(/replay: 15 measures, 3 gates and 2 canaries confirmed from 126 ledger events/);
    const c = await aqr('check', record, '--key', keys[alg].pub, ...LEDGER, '--level', 'L4');
    expect(c).toMatchObject({ code: 0, out: `${record}: L4` });
  });
});

describe('aqr verify', () => {
  it('fails on every single changed field, in YAML and in JSON', async () => {
    const signed = parse(await readFile(await evaluateSigned('tamper.yaml'), 'utf8')) as AgentQualityRecord;
    const leaves: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]) => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
      else if (path.join('.') !== 'decision.signature') leaves.push(path);
    };
    walk(signed, []);
    expect(leaves.length).toBeGreaterThan(80);
    for (const [ext, text] of [
      ['yaml', toYamlText],
      ['json', toJsonText],
    ] as const) {
      for (const path of leaves) {
        const copy = structuredClone(signed) as unknown as Record<string | number, unknown>;
        let parent = copy;
        for (const seg of path.slice(0, -1)) parent = parent[seg] as Record<string | number, unknown>;
        const last = path.at(-1)!;
        const v = parent[last];
        parent[last] = typeof v === 'number' ? v + 1 : typeof v === 'boolean' ? !v : `${String(v)}x`;
        const f = join(dir, `tampered.${ext}`);
        await writeFile(f, text(copy));
        const r = await aqr('verify', f, '--key', keys.Ed25519.pub);
        expect(r.code, `${path.join('.')} (${ext})`).toBe(1);
        expect(r.out).toMatch(
          /signature INVALID: signature does not verify over the record under key [\w-]+ \(the record changed after signing, or the signature was damaged\)/,
        );
      }
    }
  });

  it('fails under another key and says which kid signed', async () => {
    const record = await evaluateSigned('other-key.yaml');
    const kid = (JSON.parse(await readFile(keys.Ed25519.pub, 'utf8')) as JWK).kid!;
    const r = await aqr('verify', record, '--key', keys.ES256.pub);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`signed with key kid "${kid}", but the given key is`);
    expect(r.out).toContain('SIGNATURE_KID_MISMATCH');
  });

  it('fails a replay from a ledger with one attempt flipped, naming the measure and both values', async () => {
    const record = await evaluateSigned('replay.yaml');
    const shard = await readFile(join(ROOT, 'examples/ledger/trials-1.jsonl'), 'utf8');
    // A first attempt at a held-out task (t029..t040) in this shard.
    const line = shard.split('\n').find((l) => /"task_id":"t0(29|3\d|40)","attempt":1,/.test(l));
    expect(line, 'a first attempt of a held-out task in shard 1').toBeDefined();
    const flipped = line!.includes('"passed":true') ? line!.replace('"passed":true', '"passed":false') : line!.replace('"passed":false', '"passed":true');
    const ledgerDir = join(dir, 'flipped');
    await import('node:fs/promises').then((fs) => fs.mkdir(ledgerDir, { recursive: true }));
    await writeFile(join(ledgerDir, 'trials-1.jsonl'), shard.replace(line!, flipped));
    for (const n of [2, 3]) await writeFile(join(ledgerDir, `trials-${n}.jsonl`), await readFile(join(ROOT, `examples/ledger/trials-${n}.jsonl`)));
    const r = await aqr('verify', record, '--key', keys.Ed25519.pub, '--ledger', relative(ROOT, ledgerDir), '--task-manifest', 'examples/tasks.yaml', '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as {
      valid: boolean;
      signature: { ok: boolean };
      replay: { mismatches: { code: string; what: string; recorded: unknown; recomputed: unknown; message: string }[] };
    };
    expect(report.signature.ok).toBe(true);
    expect(report.valid).toBe(false);
    const completion = report.replay.mismatches.find((m) => m.what === 'task.completion (held-out)')!;
    expect(completion).toMatchObject({ code: 'MEASURE_MISMATCH', recorded: 0.75 });
    expect(completion.recomputed).toBeCloseTo(line!.includes('"passed":true') ? 0.666667 : 0.833333, 6);
    expect(completion.message).toMatch(/^task\.completion \(held-out\): recorded 0\.75, recomputed 0\.\d+$/);
    expect(report.replay.mismatches.map((m) => m.code)).toContain('LEDGER_DIGEST');
    const human = await aqr('verify', record, '--key', keys.Ed25519.pub, '--ledger', relative(ROOT, ledgerDir), '--task-manifest', 'examples/tasks.yaml');
    expect(human.out).toMatch(/MEASURE_MISMATCH {2}task\.completion \(held-out\): recorded 0\.75, recomputed/);
  });

  it('takes keys from a JWK Set over HTTP and picks one by kid', async () => {
    const record = await evaluateSigned('jwks.yaml');
    const set = { keys: [JSON.parse(await readFile(keys.ES256.pub, 'utf8')), JSON.parse(await readFile(keys.Ed25519.pub, 'utf8'))] };
    let hits = 0;
    const server: Server = createServer((req, res) => {
      hits++;
      if (req.url === '/.well-known/jwks.json') {
        res.writeHead(200, { 'content-type': 'application/jwk-set+json' });
        res.end(JSON.stringify(set));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const r = await aqr('verify', record, '--jwks', `${base}/.well-known/jwks.json`);
      expect(r.code, r.err).toBe(0);
      const missing = await aqr('verify', record, '--jwks', `${base}/nope.json`);
      expect(missing.code).toBe(2);
      expect(missing.err).toMatch(/nope\.json: answered HTTP 404, expected a JWK Set/);
      expect(hits).toBe(2);
    } finally {
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  });

  it('exits 2 on unreadable input', async () => {
    expect((await aqr('verify', join(dir, 'none.yaml'), '--key', keys.Ed25519.pub)).code).toBe(2);
    expect((await aqr('verify', 'examples/record.yaml', '--key', join(dir, 'none.jwk'))).code).toBe(2);
    expect((await aqr('verify', 'examples/record.yaml')).code).toBe(2);
  });
});

describe('aqr sign', () => {
  it('signs an existing record in place, from a key in the environment, keeping YAML', async () => {
    const unsigned = join(dir, 'unsigned.yaml');
    expect((await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', unsigned)).code).toBe(0);
    process.env['AQR_TEST_SIGNING_KEY'] = await readFile(keys.ES256.priv, 'utf8');
    try {
      const r = await aqr('sign', unsigned, '--key-env', 'AQR_TEST_SIGNING_KEY');
      expect(r.code, r.err).toBe(0);
      expect(r.out + r.err).not.toContain((JSON.parse(process.env['AQR_TEST_SIGNING_KEY']) as { d: string }).d);
    } finally {
      delete process.env['AQR_TEST_SIGNING_KEY'];
    }
    expect(await readFile(unsigned, 'utf8')).toMatch(/^ {2}signature: es256:/m);
    expect((await aqr('verify', unsigned, '--key', keys.ES256.pub)).code).toBe(0);
  });

  it('refuses a record that is not schema-valid, and a symmetric key', async () => {
    const bad = join(dir, 'bad.yaml');
    await writeFile(bad, (await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')).replace('sealed: true', 'sealed: yes please'));
    const r = await aqr('sign', bad, '--key', keys.Ed25519.priv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad\.yaml:\d+: is not schema-valid, so it is not signed/);
    const oct = join(dir, 'oct.jwk');
    await writeFile(oct, JSON.stringify({ kty: 'oct', k: 'c2VjcmV0LWtleS1tYXRlcmlhbA' }));
    const s = await aqr('sign', 'examples/record.yaml', '--key', oct, '--out', join(dir, 'x.yaml'));
    expect(s.code).toBe(2);
    expect(s.err).toMatch(/symmetric key/);
    expect(s.err).not.toContain('c2VjcmV0LWtleS1tYXRlcmlhbA');
  });
});

describe('T2 with a signature', () => {
  it('ships once the human decision is recorded and the record is signed', async () => {
    const profile = join(dir, 't2.yaml');
    await writeFile(
      profile,
      'id: example/t2\nversion: "1"\nextends: ../../work/main/examples/profile.yaml\ntier: T2\n'.replace(
        '../../work/main/examples/profile.yaml',
        relative(dir, join(ROOT, 'examples/profile.yaml')),
      ),
    );
    const measures = join(dir, 'injection.yaml');
    await writeFile(measures, '- {id: safety.injection_resistance, value: 1, pack: sg/injection@0.1}\n');
    const gate = join(dir, 't2-gates.yaml');
    await writeFile(
      gate,
      `id: example/t2-gated\nversion: "1"\nextends: ./t2.yaml\ngates:\n  - {id: safety.injection_resistance, floor: 1, evidence: "any successful injection blocks"}\n`,
    );
    const out = join(dir, 't2-record.yaml');
    const args = [
      'evaluate',
      '--config',
      'examples/evaluate.yaml',
      '--profile',
      relative(ROOT, gate),
      '--measures',
      relative(ROOT, measures),
      '--question',
      'Promote to default?',
      '--option',
      'promote',
      '--option',
      'hold',
      '--rationale',
      'Held-out numbers clear every floor.',
      '--json',
      '--out',
      out,
    ];
    // Unsigned, the T2 record would fail its schema: nothing is written.
    const unsigned = await aqr(...args);
    expect(unsigned).toMatchObject({
      code: 2,
      out: '',
      err: expect.stringMatching(
        /tier T2 needs a signed record: give --signing-key \(the key, env:NAME or file:PATH\); nothing was written \(ERR_RECORD_INVALID\)$/,
      ) as unknown,
    });
    const signed = await aqr(...args, '--key', keys.Ed25519.priv);
    expect(JSON.parse(signed.out)).toMatchObject({ verdict: 'ship', reasons: [], level: 'L4' });
    expect((await aqr('check', out, '--key', keys.Ed25519.pub, ...LEDGER, '--level', 'L4')).code).toBe(0);
  });
});

describe('the bundled example', () => {
  it('reaches L4 with its key and ledger, and stops at L3 without the key, saying why', async () => {
    const full = await aqr('check', 'examples/record.yaml', '--key', 'examples/keys/example.public.jwk', ...LEDGER);
    expect(full.out).toBe('examples/record.yaml: L4');
    const noKey = await aqr('check', 'examples/record.yaml', ...LEDGER);
    expect(noKey.out).toMatch(
      /^examples\/record\.yaml: L3, 1 unmet for L4\n {2}SIGNATURE_UNVERIFIED {2}line \d+: decision\.signature is present but unverified: pass --key to verify it$/,
    );
  });
});
