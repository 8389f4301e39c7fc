// dist/verify.html with attestations and confidence bounds, in a real Chromium:
// Sigstore bundles written by `aqr evaluate --attest` with keys made here
// (Ed25519 and ECDSA P-256) verify in the page, and so do envelopes signed by
// Python's `cryptography` over a PAE built there; a changed payload byte or
// another key fails with the signature error; a keyless bundle is shown as not
// checked; a confidence-profile record replays with its stats sidecar, and a
// changed tally in the sidecar is a STATS_MISMATCH. No request, ever.
import { createPublicKey } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqr, FIXTURES, ROOT, tempDir } from '../helpers.js';
import { launch, openPage, SKIP_BROWSER, verifyInPage, withoutEd25519, type Session } from './chromium.js';

const PAGE = pathToFileURL(join(ROOT, 'dist/verify.html')).href;
const EX = join(ROOT, 'examples');

interface Outcome {
  ok: boolean;
  code?: string;
  kid?: string;
  alg?: string;
  message?: string;
  implementation?: string;
}
interface Report {
  ms: number;
  record?: { id: string; verdict: string; file: string };
  signature?: Outcome;
  bundle?: {
    signature?: Outcome;
    unchecked?: string;
    signer: { kind: string };
    statement?: { predicateType: string; subjects: { name: string; sha256: string; matched: string[] }[] };
    problems: string[];
  };
  replay?: {
    ok: boolean;
    supported: { verdict: string };
    mismatches: { code: string; what: string; message: string }[];
    confirmed: Record<string, number>;
    ceilings?: number;
  };
  gates?: { source: string; rows: { gate: string; what: string; threshold: string; value: unknown; bound: string; outcome: string; shadow: boolean }[] };
  level?: { level: string | null };
  digests: { what: string; ok: boolean }[];
  errors: { code: string; text: string }[];
  notes: string[];
}

type Alg = 'Ed25519' | 'ES256';
let dir: string;
let ledgers: string[];
const keys = {} as Record<Alg | 'other', { pub: string; priv: string; pem: string; kid: string }>;
const bundles = {} as Record<Alg, string>;

async function keygen(alg: Alg, name: string) {
  const prefix = join(dir, name);
  const k = await aqr('keygen', '--alg', alg, '--out', prefix);
  expect(k.code, k.err).toBe(0);
  const jwk = JSON.parse(await readFile(`${prefix}.public.jwk`, 'utf8')) as { kid: string };
  const pem = `${prefix}.public.pem`;
  await writeFile(pem, createPublicKey({ key: jwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string);
  return { pub: `${prefix}.public.jwk`, priv: `${prefix}.private.jwk`, pem, kid: jwk.kid };
}

beforeAll(async () => {
  dir = await tempDir();
  ledgers = (await readdir(join(EX, 'ledger')))
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(EX, 'ledger', f));
  for (const alg of ['Ed25519', 'ES256'] as const) {
    keys[alg] = await keygen(alg, alg);
    bundles[alg] = join(dir, `${alg}.sigstore.json`);
    const r = await aqr(
      'evaluate',
      '--config',
      join(EX, 'evaluate.yaml'),
      '--key',
      keys[alg].priv,
      '--out',
      join(dir, `${alg}.yaml`),
      '--attest',
      bundles[alg],
      '--subject',
      join(EX, 'tasks.yaml'),
    );
    expect(r.code, r.err).toBe(0);
  }
  keys.other = await keygen('Ed25519', 'other');
  // The confidence profile holds on a bound (GATE_INCONCLUSIVE): exit 1, record, sidecar and bundle written.
  const c = await aqr(
    'evaluate',
    '--config',
    join(EX, 'evaluate.yaml'),
    '--profile',
    join(EX, 'profile-confidence.yaml'),
    '--key',
    keys.ES256.priv,
    '--out',
    join(dir, 'conf.yaml'),
    '--attest',
    join(dir, 'conf.sigstore.json'),
  );
  expect(c.code, c.err).toBe(1);
});

describe.skipIf(SKIP_BROWSER)('verify.html with bundles and stats sidecars, in Chromium', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => s?.close());

  /** The page's report for `files`; fails the test on any network request. */
  async function verify(files: string[]) {
    const { page, requests } = await openPage(s, PAGE);
    const r = await verifyInPage<Report>(page, files);
    expect(requests, 'the page made a network request').toEqual([]);
    return { r, page };
  }

  for (const alg of ['Ed25519', 'ES256'] as const)
    it(`verifies a bundle signed with ${alg}: the DSSE signature, the subject, the predicate's record replayed`, async () => {
      const key = alg === 'ES256' ? keys[alg].pem : keys[alg].pub;
      const { r, page } = await verify([bundles[alg], key, join(EX, 'tasks.yaml'), ...ledgers]);
      expect(r.errors).toEqual([]);
      expect(r.bundle?.signature).toMatchObject({ ok: true, kid: keys[alg].kid, alg, implementation: 'WebCrypto' });
      expect(r.bundle?.problems).toEqual([]);
      const tasksHex = (await import('node:crypto'))
        .createHash('sha256')
        .update(await readFile(join(EX, 'tasks.yaml')))
        .digest('hex');
      expect(r.bundle?.statement?.subjects).toEqual([{ name: expect.stringMatching(/tasks\.yaml$/), sha256: tasksHex, matched: ['tasks.yaml'] }]);
      // The record is the predicate's, signed with the same key; replayed with the predicate's thresholds (the ceiling too).
      expect(r.record?.file).toMatch(/predicate's record/);
      expect(r.signature).toMatchObject({ ok: true, kid: keys[alg].kid });
      expect(r.replay).toMatchObject({ ok: true, mismatches: [], ceilings: 1, supported: { verdict: 'ship' } });
      expect(r.level?.level).toBe('L4');
      await expect(page.locator('#summary').getAttribute('data-ok')).resolves.toBe('true');
      await expect(page.locator('#bundle').innerText()).resolves.toContain(keys[alg].kid);
      await expect(page.locator('#bundle').getAttribute('data-ok')).resolves.toBe('true');
    });

  it('checks an Ed25519 envelope with @noble/curves where WebCrypto lacks Ed25519', async () => {
    const { page, requests } = await openPage(s, PAGE, withoutEd25519);
    const r = await verifyInPage<Report>(page, [bundles.Ed25519, keys.Ed25519.pub]);
    expect(r.bundle?.signature).toMatchObject({ ok: true, alg: 'Ed25519', implementation: expect.stringMatching(/@noble\/curves/) });
    expect(requests).toEqual([]);
  });

  it('matches the bundle to a dropped record file by its digest', async () => {
    const { r } = await verify([bundles.Ed25519, join(dir, 'Ed25519.yaml'), keys.Ed25519.pub]);
    expect(r.bundle?.signature?.ok).toBe(true);
    expect(r.digests.find((d) => d.what.startsWith('record file'))).toMatchObject({ ok: true });
    // Another evaluation's record: another digest and record id, so the predicate is not applied to it.
    const other = await verify([bundles.Ed25519, join(dir, 'conf.yaml'), keys.Ed25519.pub]);
    expect(other.r.digests.find((d) => d.what.startsWith('record file'))).toMatchObject({ ok: false });
    expect(other.r.bundle?.problems.join('\n')).toMatch(/the bundle attests record aqr_\w+, not the dropped conf\.yaml/);
    expect(other.r.gates).toBeUndefined();
    await expect(other.page.locator('#proof').innerText()).resolves.toMatch(/^The bundle attests another record than the one dropped/);
    // The record the bundle signed, one byte changed: the envelope carries what was signed, so the page can say the record changed after it.
    const changed = join(dir, 'Ed25519-changed.yaml');
    await writeFile(changed, (await readFile(join(dir, 'Ed25519.yaml'), 'utf8')).replace('agent: example-coding-agent', 'agent: example-coding-agenu'));
    const after = await verify([bundles.Ed25519, changed, keys.Ed25519.pub]);
    expect(after.r.bundle?.signature?.ok).toBe(true);
    await expect(after.page.locator('#proof').innerText()).resolves.toMatch(/^The record changed after signing: its bytes differ from those the bundle signed/);
    await expect(after.page.locator('#verdict').innerText()).resolves.toMatch(/as recorded \(not proved\)$/);
  });

  it('fails with the signature error when one byte of the payload changed', async () => {
    for (const alg of ['Ed25519', 'ES256'] as const) {
      const b = JSON.parse(await readFile(bundles[alg], 'utf8')) as { dsseEnvelope: { payload: string } };
      const payload = Buffer.from(b.dsseEnvelope.payload, 'base64');
      const at = payload.indexOf('example-coding-agent');
      expect(at).toBeGreaterThan(0);
      payload[at] = 'E'.charCodeAt(0);
      b.dsseEnvelope.payload = payload.toString('base64');
      const file = join(dir, `${alg}-changed.sigstore.json`);
      await writeFile(file, JSON.stringify(b, null, 2));
      const { r, page } = await verify([file, keys[alg].pub]);
      expect(r.bundle?.signature).toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
      // A statement whose signature fails is not read: no record, no subjects.
      expect(r.bundle?.statement).toBeUndefined();
      expect(r.record).toBeUndefined();
      await expect(page.locator('#bundle').getAttribute('data-ok')).resolves.toBe('false');
      await expect(page.locator('#bundle').innerText()).resolves.toContain('SIGNATURE_INVALID');
      await expect(page.locator('#summary').innerText()).resolves.toContain('Bundle signature does not verify');
    }
  });

  it('fails with the signature error under another key', async () => {
    const { r, page } = await verify([bundles.Ed25519, keys.other.pub]);
    expect(r.bundle?.signature).toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
    expect(r.bundle?.signature?.message).toContain(keys.other.kid);
    expect(r.bundle?.signature?.message).toContain(keys.Ed25519.kid);
    await expect(page.locator('#summary').getAttribute('data-ok')).resolves.toBe('false');
    // Two keys given as trusted: refused, none picked, the bundle's signature not checked.
    const two = await verify([bundles.ES256, keys.other.pub, keys.Ed25519.pub]);
    expect(two.r.errors).toEqual([expect.objectContaining({ code: 'ERR_INPUT_CONFLICT' })]);
    expect(two.r.bundle?.signature).toBeUndefined();
    await expect(two.page.locator('#summary').getAttribute('data-ok')).resolves.toBe('false');
  });

  it("verifies envelopes signed by Python's cryptography over the PAE of the DSSE spec, and not over the bare payload", async () => {
    // Python makes the key pair and the signatures; the PAE is built there from the protocol text, not by aqr's code.
    const script = `
import base64, json, sys
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519
bundle = json.load(open(sys.argv[1]))
out = sys.argv[2]
env = bundle['dsseEnvelope']
body = base64.b64decode(env['payload'])
ptype = env['payloadType'].encode()
pae = b'DSSEv1 %d %s %d %s' % (len(ptype), ptype, len(body), body)
for alg in ('ed25519', 'es256'):
    key = ed25519.Ed25519PrivateKey.generate() if alg == 'ed25519' else ec.generate_private_key(ec.SECP256R1())
    sign = (lambda m: key.sign(m)) if alg == 'ed25519' else (lambda m: key.sign(m, ec.ECDSA(hashes.SHA256())))
    open(f'{out}/py-{alg}.pem', 'wb').write(key.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo))
    for name, message in (('pae', pae), ('bare', body)):
        env['signatures'] = [{'sig': base64.b64encode(sign(message)).decode(), 'keyid': ''}]
        bundle['verificationMaterial']['publicKey']['hint'] = 'python'
        json.dump(bundle, open(f'{out}/py-{alg}-{name}.sigstore.json', 'w'))
`;
    const { execFile } = await import('node:child_process');
    await new Promise<void>((done, fail) => execFile('python3', ['-c', script, bundles.Ed25519, dir], (e, _out, err) => (e ? fail(new Error(err)) : done())));
    for (const alg of ['ed25519', 'es256']) {
      const good = await verify([join(dir, `py-${alg}-pae.sigstore.json`), join(dir, `py-${alg}.pem`)]);
      expect(good.r.bundle?.signature).toMatchObject({ ok: true, alg: alg === 'es256' ? 'ES256' : 'Ed25519' });
      expect(good.r.bundle?.problems).toEqual([]);
      const bare = await verify([join(dir, `py-${alg}-bare.sigstore.json`), join(dir, `py-${alg}.pem`)]);
      expect(bare.r.bundle?.signature).toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
    }
  });

  it('shows a keyless bundle as not checked, and names the command that checks it', async () => {
    const { r, page } = await verify([join(FIXTURES, 'sigstore/conformance-intoto-dsse-v3.sigstore.json'), keys.Ed25519.pub]);
    expect(r.bundle?.signer.kind).toBe('certificate');
    expect(r.bundle?.signature).toBeUndefined();
    expect(r.bundle?.unchecked).toMatch(/aqr verify BUNDLE --trusted-root/);
    await expect(page.locator('#bundle').getAttribute('data-state')).resolves.toBe('unchecked');
    await expect(page.locator('#bundle').innerText()).resolves.not.toMatch(/✔/);
    await expect(page.locator('#summary').innerText()).resolves.toContain('Bundle signature not checked');
    await expect(page.locator('#summary').getAttribute('data-ok')).resolves.toBe('false');
  });

  it('replays a record held on a confidence bound with its stats sidecar: the bound-held gate agrees', async () => {
    const base = [join(dir, 'conf.yaml'), keys.ES256.pub, join(EX, 'tasks.yaml'), ...ledgers];
    // Without the sidecar the recorded fail above the floor cannot be explained.
    const without = await verify(base);
    expect(without.r.replay?.mismatches.map((m) => m.code)).toEqual(['GATE_MISMATCH']);

    const { r, page } = await verify([...base, join(dir, 'conf.stats.json')]);
    expect(r.errors).toEqual([]);
    // The gate's recorded fail is an inconclusive bound the ledger confirms: the evidence supports the hold, not a reject.
    expect(r.replay).toMatchObject({
      ok: true,
      mismatches: [],
      supported: { verdict: 'hold', reasons: [expect.stringMatching(/task\.completion \(held-out\) is inconclusive/)] },
    });
    expect(r.level?.level).toBe('L4');
    const row = r.gates?.rows.find((x) => x.what === 'gate task.completion (held-out)');
    expect(row).toMatchObject({
      value: 0.75,
      // The state the report and the comment show: inconclusive, never "fail".
      state: 'inconclusive',
      outcome: expect.stringMatching(/^inconclusive \(~\d+ more tasks\)$/),
      bound: expect.stringMatching(/^\[0\.5127, 0\.8953\] on n=12 \(x=9\)$/),
    });
    expect(row?.threshold).toMatch(/floor ≥ 0\.7 on the lower 95% bound \(wilson\)/);
    await expect(page.locator('#gates').getAttribute('data-ok')).resolves.toBe('true');
    await expect(page.locator('#gates tr', { hasText: 'task.completion (held-out)' }).innerText()).resolves.toMatch(/agrees/);
    const state = page.locator('#gates tr', { hasText: 'task.completion (held-out)' }).locator('[data-state]');
    await expect(state.innerText()).resolves.toMatch(/^inconclusive \(~\d+ more tasks\)$/);
    await expect(state.getAttribute('class')).resolves.toBe('warn');
    await expect(page.locator('#gates th').first().innerText()).resolves.toBe('state');
    await expect(page.locator('#summary').getAttribute('data-ok')).resolves.toBe('true');

    const stats = JSON.parse(await readFile(join(dir, 'conf.stats.json'), 'utf8')) as { bounds: { x?: number }[] };
    stats.bounds[0]!.x = (stats.bounds[0]!.x ?? 0) + 1;
    const changed = join(dir, 'changed.stats.json');
    await writeFile(changed, JSON.stringify(stats, null, 2));
    const bad = await verify([...base, changed]);
    expect(bad.r.replay?.ok).toBe(false);
    expect(bad.r.replay?.mismatches.map((m) => m.code)).toContain('STATS_MISMATCH');
    expect(bad.r.replay?.mismatches.find((m) => m.code === 'STATS_MISMATCH')?.message).toMatch(/x=10\), the ledger gives .* \(x=9\)/);
    await expect(bad.page.locator('#replay').innerText()).resolves.toContain('STATS_MISMATCH');
    await expect(bad.page.locator('#gates tr', { hasText: 'task.completion (held-out)' }).innerText()).resolves.toMatch(/differs/);
  });

  it("replays a confidence bundle from the predicate's stats and shows every gate: value, bound, threshold, outcome", async () => {
    // Everything aqr evaluate --attest wrote, dropped at once: the bundle is what is verified, the unsigned predicate left out.
    const written = ['conf.sigstore.json', 'conf.predicate.json', 'conf.bar.json'].map((f) => join(dir, f));
    const { r, page } = await verify([...written, keys.ES256.pub, join(EX, 'tasks.yaml'), ...ledgers]);
    expect(r.notes).toContainEqual(expect.stringMatching(/^conf\.predicate\.json: an aqr predicate .* left out/));
    expect(r.errors).toEqual([]);
    expect(r.bundle?.signature).toMatchObject({ ok: true, alg: 'ES256' });
    expect(r.replay).toMatchObject({ ok: true, mismatches: [], ceilings: 1, supported: { verdict: 'hold' } });
    expect(r.gates?.source).toMatch(/predicate/);
    const cost = r.gates?.rows.find((x) => x.gate === 'efficiency.cost_per_success');
    expect(cost).toMatchObject({
      threshold: expect.stringMatching(/^ceiling ≤ 0\.6 on the upper 95% bound \(bootstrap, 2000 resamples\)/),
      bound: expect.stringMatching(/on n=40$/),
    });
    expect(r.gates?.rows.find((x) => x.shadow)).toMatchObject({
      gate: expect.stringMatching(/^reliability\.pass_hat_k \(held-out\) k=3 \(shadow/),
      state: 'shadow',
      outcome: 'shadow (not enforced, would fail)',
    });
    await expect(page.locator('#summary').getAttribute('data-ok')).resolves.toBe('true');
    await expect(page.locator('#bar').innerText()).resolves.toContain('profile-confidence.yaml');
  });
});
