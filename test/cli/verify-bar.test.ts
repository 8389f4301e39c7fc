// aqr verify --bar: the bar is inside the proof. `<record>.bar.json` is a
// statement bound to the record's digest and signed with its key; a rewritten,
// unsigned or borrowed one is refused, and the profile read from the bar files
// is held against the record's gates. A bundle's bar is its predicate's.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentQualityRecord } from '../../src/record/types.js';
import type { BarStatement } from '../../src/bar/types.js';
import { parsePrivateKey } from '../../src/sign/key.js';
import { signRecord } from '../../src/sign/sign.js';
import { barStatement } from '../../src/sign/bar-statement.js';
import { aqr, aqrBin, FIXTURES, keyFiles, ROOT, tempDir } from '../helpers.js';

let ws: string;
let keys: { publicFile: string; privateFile: string; kid: string };
// The bar's five files confirmed, as the checklist names them (the built-in parent against this installation's copy).
const FIVE = '5 files (examples/profile.yaml, examples/tasks.yaml, examples/authority.yaml, examples/decisions.yaml, sg/coding-agent@0.1 (built in))';
const BAR = ['examples/profile.yaml', 'examples/tasks.yaml', 'examples/authority.yaml', 'examples/decisions.yaml'].flatMap((f) => ['--bar', f]);

const run = (...argv: string[]) => aqrBin(argv, { cwd: ws });
const verify = (record: string, ...more: string[]) => run('verify', record, '--key', keys.publicFile, ...BAR, ...more);
const readJson = async <T>(f: string) => JSON.parse(await readFile(join(ws, f), 'utf8')) as T;
const writeJson = (f: string, v: unknown) => writeFile(join(ws, f), `${JSON.stringify(v, null, 2)}\n`);

async function evaluate(out: string, ...more: string[]): Promise<void> {
  const r = await run('evaluate', '--config', 'examples/evaluate.yaml', '--out', out, ...more);
  expect(r.code, r.err + r.out).toBe(0);
}

beforeAll(async () => {
  ws = await tempDir();
  keys = await keyFiles(ws, 'release');
  await cp(join(ROOT, 'examples'), join(ws, 'examples'), { recursive: true });
  await evaluate('signed.json', '--key', keys.privateFile, '--attest', 'signed.sigstore.json');
});

describe('an honest signed run', () => {
  it('its bar verifies: signed with the record’s key, every file confirmed, every profile gate in the record', async () => {
    const r = await verify('signed.json');
    expect(r.code, r.out).toBe(0);
    // The example profile's four gates and the two its parent adds (decided by the policy engine).
    expect(r.out).toContain(
      `\n  ok    bar: confirmed against ${FIVE} and 6 gates of the bar of signed.bar.json (read at the checkout, signed by key ${keys.kid})\n`,
    );
    expect(r.out).toMatch(/\nproof valid \(the signature only: replay not run\) — verdict ship\n$/);
    const j = JSON.parse((await verify('signed.json', '--json')).out) as {
      valid: boolean;
      bar: { ok: boolean; signed: { ok: boolean }; gates: { confirmed: number; mismatches: string[] } };
    };
    expect(j.bar).toMatchObject({ ok: true, signed: { ok: true }, gates: { confirmed: 6, mismatches: [] } });
  });

  it('the sidecar is {record_digest, bar, signature}, the digest that of what the record’s signature covers', async () => {
    const s = await readJson<BarStatement>('signed.bar.json');
    expect(Object.keys(s)).toEqual(['record_digest', 'bar', 'signature']);
    expect(s.signature).toMatch(/^ed25519:[\w-]+\.\.[\w-]+$/);
    const header = JSON.parse(Buffer.from((s.signature as string).split(':')[1]!.split('..')[0]!, 'base64url').toString()) as Record<string, string>;
    expect(header).toEqual({ alg: 'EdDSA', kid: keys.kid, typ: 'aqr-bar+json' });
    expect(s.bar.files.map((f) => f.role)).toEqual(['profile', 'profile', 'task-manifest', 'authority', 'decisions']);
  });
});

describe('a bar no signature vouches for is refused, and nothing is compared with it', () => {
  it('a rewritten sidecar naming the strict profile for a run judged by a lax one', async () => {
    // The run was judged by a lax copy of the profile; the sidecar is then rewritten to name the strict one.
    const strict = await readFile(join(ws, 'examples/profile.yaml'), 'utf8');
    await writeFile(join(ws, 'examples/profile.yaml'), strict.replace('floor: 0.7', 'floor: 0.1'));
    await evaluate('lax.json', '--key', keys.privateFile);
    await writeFile(join(ws, 'examples/profile.yaml'), strict);
    const s = await readJson<BarStatement>('lax.bar.json');
    const honest = await verify('lax.json');
    expect(honest.out).toMatch(/BAR_MISMATCH {2}examples\/profile\.yaml \(profile\): sha256/);
    expect(honest.code).toBe(1);
    const strictSha = createHash('sha256').update(strict).digest('hex');
    await writeJson('lax.bar.json', {
      ...s,
      bar: { ...s.bar, files: s.bar.files.map((f) => (f.path === 'examples/profile.yaml' ? { ...f, sha256: strictSha } : f)) },
    });
    const r = await verify('lax.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^ {2}FAIL {2}bar: refused \(lax\.bar\.json\): signature does not verify over the bar and its record_digest under key [\w-]+ \(the bar and its record_digest changed after signing, or the signature was damaged\) \(SIGNATURE_INVALID\) \(BAR_SIGNATURE_INVALID\)$/m,
    );
    expect(r.out).not.toMatch(/confirmed/);
    expect(r.out).toMatch(/\nproof INVALID — verdict ship\n$/);
  });

  it('a rewritten ref, and a signature stripped', async () => {
    const s = await readJson<BarStatement>('signed.bar.json');
    await writeJson('moved.json', await readJson('signed.json'));
    await writeJson('moved.bar.json', { ...s, bar: { ...s.bar, ref: 'a'.repeat(40) } });
    expect((await verify('moved.json')).out).toMatch(/^ {2}FAIL {2}bar: refused \(moved\.bar\.json\): .*\(BAR_SIGNATURE_INVALID\)$/m);
    const { signature: _s, ...stripped } = s;
    await writeJson('moved.bar.json', stripped);
    const r = await verify('moved.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^ {2}FAIL {2}bar: refused \(moved\.bar\.json\): the bar carries no signature \(the run had no key\): nothing binds it to the record \(BAR_UNSIGNED\)$/m,
    );
    // A refused bar fails the proof: --require-ship blocks the release of a ship record whose bar nothing vouches for.
    const ship = await verify('moved.json', '--require-ship');
    expect(ship.code).toBe(1);
    expect(ship.out).toMatch(/^release blocked: RELEASE_PROOF {2}release requires a valid proof: bar failed\nproof INVALID — verdict ship\n$/m);
    const j = JSON.parse((await verify('moved.json', '--require-ship', '--json')).out) as {
      checklist: { proof: string; items: { check: string; state: string }[] };
      release: { permitted: boolean };
    };
    expect(j.checklist.proof).toBe('invalid');
    expect(j.checklist.items.find((i) => i.check === 'bar')?.state).toBe('fail');
    expect(j.release.permitted).toBe(false);
    // The honest record with its signed bar may release.
    const honest = await verify('signed.json', '--require-ship');
    expect(honest.code, honest.out).toBe(0);
    expect(honest.out).toMatch(/^release: permitted\nproof valid \(the signature only: replay not run\) — verdict ship\n$/m);
  });

  it('the sidecar of an unsigned run, until aqr sign signs it with the record; an older bare one', async () => {
    await evaluate('unsigned.json');
    const s = await readJson<BarStatement>('unsigned.bar.json');
    expect(s.signature).toBeUndefined();
    expect(s.record_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    const unsigned = await verify('unsigned.json');
    expect(unsigned.code).toBe(1);
    expect(unsigned.out).toMatch(
      /^ {2}FAIL {2}bar: refused \(unsigned\.bar\.json\): the bar carries no signature \(the run had no key\): nothing binds it to the record \(BAR_UNSIGNED\)$/m,
    );
    // An older sidecar (the bar alone) is unsigned too, and aqr sign leaves it so: nothing binds it to the record.
    await writeJson('unsigned.bar.json', s.bar);
    expect((await run('sign', 'unsigned.json', '--key', keys.privateFile, '--out', 'old.json')).out).not.toMatch(/bar/);
    await writeJson('old.bar.json', s.bar);
    expect((await verify('old.json')).out).toMatch(
      /^old\.json: signature valid[^]*bar: refused \(old\.bar\.json\): the bar carries no signature .*\(BAR_UNSIGNED\)$/m,
    );
    // The record signed afterwards: aqr sign signs the bar bound to it with the same key.
    await writeJson('unsigned.bar.json', s);
    const signed = await run('sign', 'unsigned.json', '--key', keys.privateFile);
    expect(signed.out).toBe(
      `unsigned.json: signed (ed25519, kid ${keys.kid})\nunsigned.bar.json: the bar bound to it, signed with the same key\nunsigned.detail.json: kept for the signed record\n`,
    );
    expect((await readJson<BarStatement>('unsigned.bar.json')).record_digest).toBe(s.record_digest);
    const r = await verify('unsigned.json');
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain(
      `\n  ok    bar: confirmed against ${FIVE} and 6 gates of the bar of unsigned.bar.json (read at the checkout, signed by key ${keys.kid})\n`,
    );
  });

  it('the signed bar of another record', async () => {
    await evaluate('other.json', '--key', keys.privateFile, '--actor', 'someone-else@example.com');
    await writeJson('borrowed.json', await readJson('signed.json'));
    await writeJson('borrowed.bar.json', await readJson('other.bar.json'));
    const r = await verify('borrowed.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^ {2}FAIL {2}bar: refused \(borrowed\.bar\.json\): the bar is bound to record sha256:[0-9a-f]{64}, not to this one \(sha256:[0-9a-f]{64}\) \(BAR_OTHER_RECORD\)$/m,
    );
    // The same bar, honestly its own, verifies beside its record.
    expect((await verify('other.json')).code).toBe(0);
  });

  it('a bar signed with another trusted key than the record’s', async () => {
    const other = await keyFiles(ws, 'other');
    const record = await readJson<AgentQualityRecord>('signed.json');
    const s = await readJson<BarStatement>('signed.bar.json');
    await writeJson('twokeys.json', record);
    await writeJson('twokeys.bar.json', await barStatement(record, s.bar, await parsePrivateKey(await readFile(other.privateFile, 'utf8'), 'other')));
    const jwks = join(ws, 'both.jwks');
    await writeFile(
      jwks,
      JSON.stringify({ keys: [JSON.parse(await readFile(keys.publicFile, 'utf8')), JSON.parse(await readFile(other.publicFile, 'utf8'))] }),
    );
    const r = await run('verify', 'twokeys.json', '--jwks', jwks, ...BAR);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `  FAIL  bar: refused (twokeys.bar.json): the bar is signed with key ${other.kid}, the record with ${keys.kid} (BAR_SIGNATURE_INVALID)`,
    );
  });
});

describe("the bar's profile against the record's gates", () => {
  // A record re-signed by the key holder after its gates were edited, with a bar honestly bound to it.
  async function resigned(name: string, edit: (r: AgentQualityRecord) => void): Promise<void> {
    const key = await parsePrivateKey(await readFile(keys.privateFile, 'utf8'), 'release');
    const record = await readJson<AgentQualityRecord>('signed.json');
    const { signature: _sig, ...decision } = record.decision;
    const changed: AgentQualityRecord = { ...record, decision };
    edit(changed);
    const signed = await signRecord(changed, key);
    await writeJson(`${name}.json`, signed);
    await writeJson(`${name}.bar.json`, await barStatement(signed, (await readJson<BarStatement>('signed.bar.json')).bar, key));
  }

  it('a gate whose floor differs from the profile’s', async () => {
    await resigned('lowered', (r) => {
      const g = r.gates.find((x) => x.id === 'task.completion' && x.split === 'held-out');
      if (g) g.floor = 0.1;
    });
    const r = await verify('lowered.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^lowered\.json: signature valid/m);
    expect(r.out).toContain(
      `\n  FAIL  bar: 1 mismatch (BAR_GATE_MISMATCH) against the bar of lowered.bar.json (read at the checkout, signed by key ${keys.kid}); confirmed ${FIVE} and 5 gates\n`,
    );
    expect(r.out).toMatch(/\nproof INVALID — verdict ship\n$/);
    expect(r.out).toMatch(/^ {2}BAR_GATE_MISMATCH {2}gate task\.completion \(held-out\): the record's floor is 0\.1, the profile sets floor 0\.7$/m);
  });

  it('a profile gate a ship record lacks', async () => {
    await resigned('dropped', (r) => {
      r.gates = r.gates.filter((x) => x.id !== 'safety.isolation');
    });
    const r = await verify('dropped.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^ {2}BAR_GATE_MISMATCH {2}gate safety\.isolation \(floor 1\) of the profile is not in the record, yet it ships$/m);
  });

  it('without the profile file the gates are not compared, and the run says so', async () => {
    const r = await run('verify', 'signed.json', '--key', keys.publicFile, '--bar', 'examples/tasks.yaml');
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(
      /^ {2}ok {4}bar: confirmed against 2 files \(examples\/tasks\.yaml, sg\/coding-agent@0\.1 \(built in\)\) of the bar of signed\.bar\.json .*; gates not compared: the profile examples\/profile\.yaml was not given or does not match$/m,
    );
  });
});

describe('a hostile sidecar', () => {
  it('nested deeper than any bar is an input error naming the file, not a crash of the canonical JSON', async () => {
    const s = await readJson<BarStatement>('signed.bar.json');
    await writeJson('deep.json', await readJson('signed.json'));
    const depth = 100_000;
    await writeFile(
      join(ws, 'deep.bar.json'),
      JSON.stringify({ ...s, bar: { ...s.bar, x: 0 } }).replace('"x":0', `"x":${'['.repeat(depth)}${']'.repeat(depth)}`),
    );
    const r = await verify('deep.json');
    expect(r.code).toBe(2);
    expect(r.err).toBe('aqr: deep.bar.json: nests deeper than 64 levels, which no bar record does (ERR_INPUT_INVALID)\n');
  });
});

describe('a bundle: the bar is the predicate’s, which the bundle’s signature covers', () => {
  it('verifies against the bar files, and names the one that differs', async () => {
    const ok = await run('verify', 'signed.sigstore.json', '--key', keys.publicFile, ...BAR);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toContain(
      `\n  ok    bar: confirmed against ${FIVE} and 6 gates of the bar of signed.sigstore.json (read at the checkout, signed by the bundle)\n`,
    );
    const profile = join(ws, 'examples/profile.yaml');
    const strict = await readFile(profile, 'utf8');
    await writeFile(profile, strict.replace('floor: 0.7', 'floor: 0.1'));
    try {
      const bad = await run('verify', 'signed.sigstore.json', '--key', keys.publicFile, ...BAR);
      expect(bad.code).toBe(1);
      expect(bad.out).toMatch(/BAR_MISMATCH {2}examples\/profile\.yaml \(profile\): sha256/);
    } finally {
      await writeFile(profile, strict);
    }
  });
});

describe('a bundle with another predicate', () => {
  it('--bar is refused: there is no aqr bar to check against', async () => {
    const beacon =
      'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
    const r = await aqr(
      'verify',
      join(FIXTURES, 'sigstore/conformance-intoto-dsse-v3.sigstore.json'),
      '--trusted-root',
      join(FIXTURES, 'sigstore/trusted-root-public-good.json'),
      '--certificate-identity',
      beacon,
      '--certificate-oidc-issuer',
      'https://token.actions.githubusercontent.com',
      '--predicate-type',
      'https://slsa.dev/provenance/v1',
      '--bar',
      'examples/tasks.yaml',
    );
    expect(r.out).toMatch(/^ {2}problem: --bar checks the bar of an aqr predicate \(https:\/\/\S+\); this statement's is another$/m);
    expect(r.code).toBe(1);
  });
});
