// What `aqr verify` says it checked: the checklist (signature and its kid, the
// digests and their files, replay run or not and why, bounds, bar), each gate
// re-derived or taken as recorded, the proof apart from the verdict, and
// `--require-ship` for "valid and releasable".
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { aqr, keyFiles, tempDir } from '../helpers.js';

const LEDGER = ['--ledger', 'examples/ledger/*.jsonl', '--task-manifest', 'examples/tasks.yaml'];
const EXAMPLE = ['examples/record.yaml', '--key', 'examples/keys/example.public.jwk'];
const KID = 'AWYvmyTCAGezXzFcv2EB2Chn2lU6FEi_If6A4VTrnE8';
const lines = (out: string) => out.split('\n');

let dir: string;
let key: { publicFile: string; privateFile: string; kid: string };
/** The bundled example with another verdict, signed with a key made here. */
type Rec = { decision: Record<string, unknown>; gates: Record<string, unknown>[]; measures: Record<string, unknown>[] };
async function signedAs(name: string, edit: (r: Rec) => void): Promise<string> {
  const r = parse(await readFile('examples/record.yaml', 'utf8')) as Rec;
  edit(r);
  delete r.decision['signature'];
  const file = join(dir, name);
  await writeFile(file, stringify(r));
  const s = await aqr('sign', file, '--key', key.privateFile);
  expect(s.code, s.err).toBe(0);
  return file;
}

let reject: string;
let hold: string;
beforeAll(async () => {
  dir = await tempDir();
  key = await keyFiles(dir, 'release');
  // A native gate below its floor: task.completion (held-out) at 0.5 against 0.7.
  reject = await signedAs('reject.yaml', (r) => {
    r.decision['verdict'] = 'reject';
    r.measures.find((m) => m['id'] === 'task.completion' && m['split'] === 'held-out')!['value'] = 0.5;
    r.gates.find((g) => g['id'] === 'task.completion')!['result'] = 'fail';
  });
  hold = await signedAs('hold.yaml', (r) => void (r.decision['verdict'] = 'hold'));
});

describe('aqr verify: the checklist', () => {
  it('with the evidence: every check named, digests with their files, each gate re-derived or as recorded', async () => {
    const r = await aqr('verify', ...EXAMPLE, ...LEDGER);
    expect(r.code, r.out + r.err).toBe(0);
    const out = lines(r.out);
    expect(out).toContain(`  ok    signature: EdDSA signature by key kid ${KID}`);
    expect(out).toContain('  ok    schema: schema-valid');
    expect(out).toContain("  ok    decisions: no decision contradicts the record's own measures");
    expect(out).toContain(
      '  ok    digests: recomputed and matching: task manifest examples/tasks.yaml; evidence (3 files) examples/ledger/trials-1.jsonl, examples/ledger/trials-2.jsonl, examples/ledger/trials-3.jsonl',
    );
    expect(out).toContain('  ok    replay: 15 measures, 3 gates and 2 canaries confirmed from 126 ledger events');
    expect(out).toContain('  --    bounds: not recomputed: no stats sidecar (<record>.stats.json) given');
    expect(out).toContain('  --    bar: not checked (give --bar FILE...)');
    expect(out).toContain('  ok    task.completion (held-out) pass, re-derived from the evidence: agrees');
    expect(out).toContain('  --    policy.hard_rules pass, taken as recorded: decided by policy (source acs), not by a floor');
    expect(out).toContain(
      '  --    efficiency.cost_per_success pass, taken as recorded: the record keeps no threshold for it (a ceiling: the attestation carries it)',
    );
    expect(out.at(-1)).toBe('proof valid (3 of 6 gates taken as recorded) — verdict ship');
  });

  it('with the stats sidecar beside the record: the bounds recomputed, and the gate they hold re-derived', async () => {
    const out = join(dir, 'conf.yaml');
    // The confidence profile holds on a bound (GATE_INCONCLUSIVE): exit 1, the record and its sidecar written.
    const made = await aqr(
      'evaluate',
      '--config',
      'examples/evaluate.yaml',
      '--profile',
      'examples/profile-confidence.yaml',
      '--key',
      key.privateFile,
      '--out',
      out,
    );
    expect(made.code, made.err).toBe(1);
    const r = await aqr('verify', out, '--key', key.publicFile, ...LEDGER);
    expect(r.code, r.out).toBe(0);
    expect(lines(r.out)).toContain(`  ok    bounds: recomputed from the ledger bit for bit (from ${join(dir, 'conf.stats.json')})`);
    // Recorded fail on its inconclusive Wilson bound, which the ledger gives again.
    expect(lines(r.out)).toContain('  ok    task.completion (held-out) fail, re-derived from the evidence: agrees');
    expect(lines(r.out).at(-1)).toBe('proof valid (2 of 6 gates taken as recorded) — verdict hold');
  });

  it('record and key only: replay not run, and the proof says it is the signature only', async () => {
    const r = await aqr('verify', ...EXAMPLE);
    expect(r.code).toBe(0);
    const out = lines(r.out);
    expect(out).toContain('  --    replay: not run: no evidence given (--ledger and --task-manifest)');
    expect(out).toContain('  --    digests: not recomputed: no evidence given (--ledger and --task-manifest)');
    expect(out).toContain('  --    task.completion (held-out) pass, taken as recorded: replay not run');
    expect(out.filter((l) => l.includes('re-derived'))).toEqual([]);
    expect(out.at(-1)).toBe('proof valid (the signature only: replay not run) — verdict ship');
  });

  it('a changed ledger: the digest that differs, the gate re-derived and differing, the proof INVALID', async () => {
    const shard = await readFile('examples/ledger/trials-1.jsonl', 'utf8');
    const flipped = join(dir, 'flipped');
    await import('node:fs/promises').then((fs) => fs.mkdir(flipped, { recursive: true }));
    // Every held-out first attempt in shard 1 fails: task.completion (held-out) falls below its floor.
    await writeFile(join(flipped, 'trials-1.jsonl'), shard.replace(/("task_id":"t0(29|3\d|40)","attempt":1,"passed":)true/g, '$1false'));
    for (const n of [2, 3]) await writeFile(join(flipped, `trials-${n}.jsonl`), await readFile(`examples/ledger/trials-${n}.jsonl`));
    const r = await aqr('verify', ...EXAMPLE, '--ledger', join(flipped, '*.jsonl'), '--task-manifest', 'examples/tasks.yaml');
    expect(r.code).toBe(1);
    const out = lines(r.out);
    expect(out.find((l) => l.startsWith('  FAIL  digests: differ: evidence (3 files)'))).toBeDefined();
    expect(out.find((l) => l.startsWith('  ok    digests'))).toBeUndefined();
    expect(out.find((l) => l.startsWith('  FAIL  replay: '))).toMatch(/LEDGER_DIGEST.*MEASURE_MISMATCH/);
    // Both numbers, never "ok … agrees" beside a value replay gives otherwise.
    expect(out.find((l) => l.startsWith('  FAIL  task.completion (held-out) '))).toMatch(
      /^ {2}FAIL {2}task\.completion \(held-out\) differs: recorded 0\.75, re-derived 0\.\d{1,3} \(MEASURE_MISMATCH, GATE_MISMATCH\); result recorded pass$/,
    );
    expect(out.at(-1)).toBe('proof INVALID — verdict ship');
  });

  it('a reject record with a valid signature: the proof is valid, the verdict reject, exit 0', async () => {
    const r = await aqr('verify', reject, '--key', key.publicFile);
    expect(r.code, r.out).toBe(0);
    expect(lines(r.out).at(-1)).toBe('proof valid (the signature only: replay not run) — verdict reject');
    const json = JSON.parse((await aqr('verify', reject, '--key', key.publicFile, '--json')).out) as {
      valid: boolean;
      checklist: { proof: string; verdict: string; replayed: boolean; items: { check: string; state: string }[] };
    };
    expect(json.valid).toBe(true);
    expect(json.checklist).toMatchObject({ proof: 'valid', verdict: 'reject', replayed: false });
    expect(json.checklist.items.map((i) => [i.check, i.state])).toEqual([
      ['signature', 'pass'],
      ['schema', 'pass'],
      ['decisions', 'pass'],
      ['digests', 'not checked'],
      ['replay', 'not checked'],
      ['bounds', 'not checked'],
      ['bar', 'not checked'],
    ]);
  });
});

describe('aqr verify --require-ship', () => {
  it('exits 0 on a valid proof of a record that may release, saying so', async () => {
    const r = await aqr('verify', ...EXAMPLE, ...LEDGER, '--require-ship');
    expect(r.code, r.out).toBe(0);
    expect(lines(r.out).slice(-2)).toEqual(['release: permitted', 'proof valid (3 of 6 gates taken as recorded) — verdict ship']);
  });

  it.each([
    ['reject', () => reject, ['RELEASE_NOT_SHIP', 'RELEASE_GATES']],
    ['hold', () => hold, ['RELEASE_NOT_SHIP']],
  ])('exits 1 on a valid proof of a %s record, naming each blocker', async (verdict, file, blockers) => {
    const r = await aqr('verify', file(), '--key', key.publicFile, '--require-ship');
    expect(r.code).toBe(1);
    expect(
      lines(r.out)
        .filter((l) => l.startsWith('release blocked: '))
        .map((l) => l.split(/\s+/)[2]),
    ).toEqual(blockers);
    expect(lines(r.out).at(-1)).toBe(`proof valid (the signature only: replay not run) — verdict ${verdict}`);
    const json = JSON.parse((await aqr('verify', file(), '--key', key.publicFile, '--require-ship', '--json')).out) as {
      valid: boolean;
      release: { permitted: boolean; blockers: { code: string }[] };
    };
    expect(json.valid).toBe(true);
    expect(json.release.permitted).toBe(false);
  });

  it('exits 1 on a ship record whose signature does not hold under the key given', async () => {
    const r = await aqr('verify', 'examples/record.yaml', '--key', key.publicFile, '--require-ship');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/release blocked: RELEASE_SIGNATURE/);
    expect(lines(r.out).at(-1)).toBe('proof INVALID — verdict ship');
  });

  it('without --require-ship a hold exits 0 (the proof holds); --require-ship on a bundle is a usage error', async () => {
    expect((await aqr('verify', hold, '--key', key.publicFile)).code).toBe(0);
    const b = await aqr(
      'verify',
      'test/fixtures/sigstore/conformance-intoto-dsse-v3.sigstore.json',
      '--trusted-root',
      'test/fixtures/sigstore/trusted-root-public-good.json',
      '--certificate-identity',
      'x',
      '--require-ship',
    );
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--require-ship is for a record/);
  });
});

describe('aqr verify: what failed, by name', () => {
  const ledgerArgs = LEDGER;
  it('MEASURE_MISMATCH: the gate it backs "differs" with both numbers, never "ok … agrees"', async () => {
    // Signed as it is, but its measure says 0.95 where the ledger gives 0.75.
    const inflated = await signedAs('inflated.yaml', (r) => {
      r.measures.find((m) => m['id'] === 'task.completion' && m['split'] === 'held-out')!['value'] = 0.95;
    });
    const r = await aqr('verify', inflated, '--key', key.publicFile, ...ledgerArgs);
    expect(r.code).toBe(1);
    const out = lines(r.out);
    expect(out).toContain('  MEASURE_MISMATCH  task.completion (held-out): recorded 0.95, recomputed 0.75');
    expect(out).toContain('  FAIL  task.completion (held-out) differs: recorded 0.95, re-derived 0.75 (MEASURE_MISMATCH); result recorded pass');
    expect(out.filter((l) => l.includes('task.completion (held-out)') && /agrees/.test(l))).toEqual([]);
    expect(out.at(-1)).toBe('proof INVALID — verdict ship');
  });

  it('another key: the signature is refused as signed by another key, the proof INVALID', async () => {
    const r = await aqr('verify', 'examples/record.yaml', '--key', key.publicFile);
    expect(r.code).toBe(1);
    expect(lines(r.out)[0]).toBe(
      `examples/record.yaml: signature INVALID: signed with key kid "${KID}", but the given key is ${key.kid} (SIGNATURE_KID_MISMATCH)`,
    );
    expect(r.out).not.toMatch(/changed after signing/);
    expect(lines(r.out).at(-1)).toBe('proof INVALID — verdict ship');
  });

  it('a record changed after signing, told apart from a damaged signature by the bar signed with it', async () => {
    const made = join(dir, 'signed.yaml');
    const e = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--key', key.privateFile, '--out', made);
    expect(e.code, e.err).toBe(0);
    const text = await readFile(made, 'utf8');
    const bar = await readFile(join(dir, 'signed.bar.json'), 'utf8');
    const copy = async (name: string, edit: (t: string) => string) => {
      await writeFile(join(dir, `${name}.yaml`), edit(text));
      await writeFile(join(dir, `${name}.bar.json`), bar);
      return aqr('verify', join(dir, `${name}.yaml`), '--key', key.publicFile);
    };
    // One byte of the record changed: its bar, signed with it, names the digest it had.
    const changed = await copy('changed', (t) => t.replace('agent: example-coding-agent', 'agent: example-coding-agenu'));
    expect(changed.code).toBe(1);
    expect(lines(changed.out)[0]).toMatch(
      /: signature INVALID: the record changed after signing: its bar \(.*changed\.bar\.json\), signed under key [\w-]+, binds record sha256:[0-9a-f]{64}; the record's canonical bytes now hash to sha256:[0-9a-f]{64} \(SIGNATURE_INVALID\)$/,
    );
    // The record as signed, its signature's last characters changed: the bar binds this very record.
    const damaged = await copy('damaged', (t) => t.replace(/(signature: ed25519:\S+)\S{4}$/m, (_, head: string) => `${head}AAAA`));
    expect(damaged.code).toBe(1);
    expect(lines(damaged.out)[0]).toMatch(
      /: signature INVALID: signature does not verify under key [\w-]+, over the very record its signed bar .* binds: the signature was damaged \(SIGNATURE_INVALID\)$/,
    );
    expect(damaged.out).not.toMatch(/changed after signing/);
    // With no bar beside it, the bytes cannot tell: "does not verify", naming both.
    const alone = join(dir, 'alone.yaml');
    await writeFile(alone, text.replace('agent: example-coding-agent', 'agent: example-coding-agenu'));
    const plain = await aqr('verify', alone, '--key', key.publicFile);
    expect(lines(plain.out)[0]).toMatch(
      /: signature INVALID: signature does not verify over the record under key [\w-]+ \(the record changed after signing, or the signature was damaged\) \(SIGNATURE_INVALID\)$/,
    );
    // A signature whose S is not below the group order is no signature under any key: damaged, whatever the record.
    const s = /signature: ed25519:(\S+)\.\.(\S+)$/m.exec(text)!;
    const bytes = Buffer.from(s[2]!, 'base64url');
    bytes.fill(0xff, 32);
    await writeFile(alone, text.replace(s[2]!, bytes.toString('base64url')));
    const bad = await aqr('verify', alone, '--key', key.publicFile);
    expect(lines(bad.out)[0]).toMatch(
      /: signature INVALID: signature does not verify under key [\w-]+: the signature is damaged \(S is not below the group order\) \(SIGNATURE_INVALID\)$/,
    );
  });
});
