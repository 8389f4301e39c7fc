// Attestations against verifiers that are not ours: sigstore-js's verifier and
// Python's `cryptography` over a PAE computed here; tampering fails each; a
// real keyless bundle from the Sigstore conformance suite verified offline;
// and replay re-checking the predicate's gates, the cost ceiling included.
import { execFile } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleFromJSON } from '@sigstore/bundle';
import { TrustedRoot, PublicKeyDetails } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREDICATE_TYPE, type AqrPredicate } from '../../src/attest/predicate.js';
import type { Statement } from '../../src/attest/statement.js';
import { signStatement } from '../../src/attest/bundle.js';
import { parsePrivateKey } from '../../src/sign/key.js';
import { aqr, aqrBin, ROOT, tempDir } from '../helpers.js';

type Alg = 'Ed25519' | 'ES256';
interface BundleJson {
  mediaType: string;
  verificationMaterial: { publicKey: { hint: string }; tlogEntries: unknown[] };
  dsseEnvelope: { payload: string; payloadType: string; signatures: { sig: string; keyid: string }[] };
}

let dir: string;
const keys = {} as Record<Alg, { priv: string; pub: string; pem: string; kid: string }>;
const bundles = {} as Record<Alg, string>;
const LEDGER = ['--ledger', 'examples/ledger/*.jsonl', '--task-manifest', 'examples/tasks.yaml'];
const FIXTURES = join(ROOT, 'test/fixtures/sigstore');
const BEACON =
  'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
const GITHUB_ISSUER = 'https://token.actions.githubusercontent.com';

beforeAll(async () => {
  dir = await tempDir();
  for (const alg of ['Ed25519', 'ES256'] as const) {
    const prefix = join(dir, alg);
    const k = await aqr('keygen', '--alg', alg, '--out', prefix);
    expect(k.code, k.err).toBe(0);
    const jwk = JSON.parse(await readFile(`${prefix}.public.jwk`, 'utf8')) as { kid: string };
    const pem = createPublicKey({ key: jwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string;
    await writeFile(`${prefix}.public.pem`, pem);
    keys[alg] = { priv: `${prefix}.private.jwk`, pub: `${prefix}.public.jwk`, pem: `${prefix}.public.pem`, kid: jwk.kid };
    bundles[alg] = join(dir, `${alg}.sigstore.json`);
    const r = await aqr(
      'evaluate',
      '--config',
      'examples/evaluate.yaml',
      '--key',
      keys[alg].priv,
      '--out',
      join(dir, `${alg}.yaml`),
      '--attest',
      bundles[alg],
      '--subject',
      'examples/tasks.yaml',
    );
    expect(r.code, r.err).toBe(0);
  }
});

const readBundle = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as BundleJson;
const statementOf = (b: BundleJson) => JSON.parse(Buffer.from(b.dsseEnvelope.payload, 'base64').toString('utf8')) as Statement;

/** The same bundle with its statement changed and the signature kept. */
async function tampered(alg: Alg, name: string, change: (s: Statement) => void): Promise<string> {
  const b = await readBundle(bundles[alg]);
  const s = statementOf(b);
  change(s);
  b.dsseEnvelope.payload = Buffer.from(JSON.stringify(s)).toString('base64');
  const file = join(dir, `${alg}-${name}.sigstore.json`);
  await writeFile(file, JSON.stringify(b));
  return file;
}

/** sigstore-js alone: its own key locator over the SPKI bytes, no tlog, no timestamps. */
async function sigstoreJs(file: string, alg: Alg): Promise<boolean> {
  const b = await readBundle(file);
  const der = createPublicKey(await readFile(keys[alg].pem, 'utf8')).export({ type: 'spki', format: 'der' });
  const root = TrustedRoot.fromJSON({ tlogs: [], certificateAuthorities: [], ctlogs: [], timestampAuthorities: [] });
  const trust = toTrustMaterial(root, {
    [b.verificationMaterial.publicKey.hint]: {
      rawBytes: der,
      keyDetails: alg === 'ES256' ? PublicKeyDetails.PKIX_ECDSA_P256_SHA_256 : PublicKeyDetails.PKIX_ED25519,
      validFor: undefined,
    },
  });
  try {
    new Verifier(trust, { tlogThreshold: 0, ctlogThreshold: 0, timestampThreshold: 0 }).verify(toSignedEntity(bundleFromJSON(b)));
    return true;
  } catch {
    return false;
  }
}

// The PAE is built here from the DSSE protocol text, not by aqr's code.
const PYTHON = `
import base64, json, sys
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519
from cryptography.exceptions import InvalidSignature
bundle = json.load(open(sys.argv[1]))
key = serialization.load_pem_public_key(open(sys.argv[2], 'rb').read())
env = bundle['dsseEnvelope']
body = base64.b64decode(env['payload'])
ptype = env['payloadType'].encode()
pae = b'DSSEv1 %d %s %d %s' % (len(ptype), ptype, len(body), body)
sig = base64.b64decode(env['signatures'][0]['sig'])
try:
    if isinstance(key, ed25519.Ed25519PublicKey):
        key.verify(sig, pae)
    else:
        key.verify(sig, pae, ec.ECDSA(hashes.SHA256()))
    print('ok')
except InvalidSignature:
    print('bad')
`;
function python(file: string, alg: Alg): Promise<string> {
  return new Promise((done, fail) => execFile('python3', ['-c', PYTHON, file, keys[alg].pem], (e, out, err) => (e ? fail(new Error(err)) : done(out.trim()))));
}

describe.each(['Ed25519', 'ES256'] as const)('a bundle written by aqr (%s)', (alg) => {
  it('is a Sigstore bundle v0.3 around an in-toto statement of the record, naming the key by its kid', async () => {
    const b = await readBundle(bundles[alg]);
    expect(b.mediaType).toBe('application/vnd.dev.sigstore.bundle.v0.3+json');
    expect(b.dsseEnvelope.payloadType).toBe('application/vnd.in-toto+json');
    expect(b.verificationMaterial.publicKey.hint).toBe(keys[alg].kid);
    const s = statementOf(b);
    expect(s._type).toBe('https://in-toto.io/Statement/v1');
    expect(s.predicateType).toBe(PREDICATE_TYPE);
    const tasks = await readFile(join(ROOT, 'examples/tasks.yaml'));
    const { createHash } = await import('node:crypto');
    expect(s.subject).toEqual([{ name: 'examples/tasks.yaml', digest: { sha256: createHash('sha256').update(tasks).digest('hex') } }]);
    // The record exactly as written, and its file's digest.
    const recordText = await readFile(join(dir, `${alg}.yaml`));
    expect(s.predicate.record_digest).toBe(`sha256:${createHash('sha256').update(recordText).digest('hex')}`);
    expect(s.predicate.record.decision.signature).toMatch(alg === 'ES256' ? /^es256:/ : /^ed25519:/);
    // Everything the record has no place for: the ceiling above all.
    expect(s.predicate.thresholds.gates).toContainEqual({ id: 'efficiency.cost_per_success', source: 'native', ceiling: 0.6 });
    expect(s.predicate.thresholds).toMatchObject({ tier: 'T1', k: 3, split: { sealed: true, held_in: 28, held_out: 12 } });
    expect(s.predicate.profile.resolved.chain).toEqual(['example/coding-agent@1.0', 'sg/coding-agent@0.1']);
    expect(s.predicate.evidence.files.map((f) => f.path)).toEqual([
      'examples/ledger/trials-1.jsonl',
      'examples/ledger/trials-2.jsonl',
      'examples/ledger/trials-3.jsonl',
    ]);
    expect(s.predicate.evidence.files[0]?.lines).toBe(42);
    expect(s.predicate.tool.name).toBe('aqr');
    // The bar the record was judged by (here the checkout itself, unchanged).
    expect(s.predicate.bar).toMatchObject({ ref: null, changed: false });
    expect(s.predicate.bar!.files.map((f: { role: string }) => f.role)).toContain('task-manifest');
  });

  it('is verified by sigstore-js, by Python cryptography over the PAE, and by aqr verify', async () => {
    expect(await sigstoreJs(bundles[alg], alg)).toBe(true);
    expect(await python(bundles[alg], alg)).toBe('ok');
    const r = await aqr('verify', bundles[alg], '--key', keys[alg].pub, ...LEDGER);
    expect(r.out).toMatch(/bundle verified by sigstore-js/);
    expect(r.out).toMatch(/replay: 15 measures, 3 floors, 1 ceilings and 2 canaries confirmed/);
    expect(r.code, r.out).toBe(0);
  });

  it.each([
    ['statement', (s: Statement) => void (s._type = 'https://in-toto.io/Statement/v0.1' as never)],
    ['predicate ceiling', (s: Statement) => void ((s.predicate.thresholds.gates.find((g) => g.ceiling !== undefined) as { ceiling: number }).ceiling = 5)],
    ['subject digest', (s: Statement) => void ((s.subject[0] as { digest: { sha256: string } }).digest.sha256 = '0'.repeat(64))],
  ])('fails every verifier when the %s is changed', async (what, change) => {
    const file = await tampered(alg, what.replace(/ /g, '-'), change);
    expect(await sigstoreJs(file, alg)).toBe(false);
    expect(await python(file, alg)).toBe('bad');
    const r = await aqr('verify', file, '--key', keys[alg].pub);
    expect(r.out).toMatch(/bundle INVALID: signature verification failed/);
    expect(r.code).toBe(1);
  });
});

describe('replay through the predicate', () => {
  it('re-checks the cost ceiling, which the record alone cannot: a costlier ledger breaks it', async () => {
    const ledger = join(dir, 'costly');
    await mkdir(ledger);
    for (const n of [1, 2, 3]) {
      const text = await readFile(join(ROOT, `examples/ledger/trials-${n}.jsonl`), 'utf8');
      await writeFile(
        join(ledger, `trials-${n}.jsonl`),
        text.replace(/"cost_usd":\s*([0-9.]+)/g, (_m, v: string) => `"cost_usd": ${(Number(v) * 10).toFixed(4)}`),
      );
    }
    const r = await aqr(
      'verify',
      bundles.Ed25519,
      '--key',
      keys.Ed25519.pub,
      '--ledger',
      `${ledger}/*.jsonl`,
      '--task-manifest',
      'examples/tasks.yaml',
      '--json',
    );
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as {
      bundle: { ok: boolean };
      replay: { mismatches: { code: string; what: string; recorded: unknown; recomputed: unknown }[] };
    };
    expect(report.bundle.ok).toBe(true);
    expect(report.replay.mismatches).toContainEqual(
      expect.objectContaining({ code: 'GATE_MISMATCH', what: 'gate efficiency.cost_per_success ceiling 0.6', recorded: 'pass', recomputed: 'fail' }),
    );
    expect(report.replay.mismatches.map((m) => m.code)).toContain('LEDGER_DIGEST');
    // The record with its signed bar beside it holds the ceiling too (the bar carries every threshold).
    const withBar = await aqr(
      'verify',
      join(dir, 'Ed25519.yaml'),
      '--key',
      keys.Ed25519.pub,
      '--ledger',
      `${ledger}/*.jsonl`,
      '--task-manifest',
      'examples/tasks.yaml',
    );
    expect(withBar.out).toMatch(/GATE_MISMATCH {2}gate efficiency\.cost_per_success ceiling 0\.6: recorded pass/);
    // The record alone (its JWS, no bar beside it) replays the same ledger without holding the ceiling, and says so.
    await copyFile(join(dir, 'Ed25519.yaml'), join(dir, 'alone.yaml'));
    const plain = await aqr(
      'verify',
      join(dir, 'alone.yaml'),
      '--key',
      keys.Ed25519.pub,
      '--ledger',
      `${ledger}/*.jsonl`,
      '--task-manifest',
      'examples/tasks.yaml',
    );
    expect(plain.out).not.toMatch(/GATE_MISMATCH/);
    expect(plain.out).toContain(
      '  --    efficiency.cost_per_success pass, taken as recorded: the record keeps no threshold for it (a ceiling: the attestation carries it)',
    );
    // Through the bundle, the ceiling is re-derived, and differs.
    const human = await aqr('verify', bundles.Ed25519, '--key', keys.Ed25519.pub, '--ledger', `${ledger}/*.jsonl`, '--task-manifest', 'examples/tasks.yaml');
    expect(human.out).toMatch(
      /^ {2}FAIL {2}efficiency\.cost_per_success differs: recorded 0\.117, re-derived [0-9.]+ \(MEASURE_MISMATCH, GATE_MISMATCH\); result recorded pass$/m,
    );
  });

  it('changing the ceiling in the predicate breaks the signature even when re-checking would pass', async () => {
    const file = await tampered(
      'Ed25519',
      'ceiling-up',
      (s) => void ((s.predicate as AqrPredicate).thresholds.gates.find((g) => g.id === 'efficiency.cost_per_success')!.ceiling = 100),
    );
    const r = await aqr('verify', file, '--key', keys.Ed25519.pub, ...LEDGER);
    expect(r.out).toMatch(/bundle INVALID/);
    expect(r.code).toBe(1);
  });
});

describe('what does not hold together', () => {
  it("a validly signed predicate whose thresholds are not its profile's is a problem, not a pass", async () => {
    const s = statementOf(await readBundle(bundles.Ed25519));
    s.predicate.thresholds.gates = s.predicate.thresholds.gates.map((g) => (g.ceiling !== undefined ? { ...g, ceiling: 100 } : g));
    const key = await parsePrivateKey(await readFile(keys.Ed25519.priv, 'utf8'), 'test key');
    const file = join(dir, 'resigned.sigstore.json');
    await writeFile(file, JSON.stringify(signStatement(s, key)));
    const r = await aqr('verify', file, '--key', keys.Ed25519.pub);
    expect(r.out).toMatch(/bundle verified by sigstore-js/);
    expect(r.out).toContain('problem: thresholds.gates are not the gates the resolved profile applies at tier T1');
    expect(r.code).toBe(1);
  });

  it('bad bundles are input errors on one line (exit 2), and nothing is half-read', async () => {
    const notJson = join(dir, 'not.sigstore.json');
    await writeFile(notJson, '{"mediaType": "application/vnd.dev.sigstore.bundle.v0.3+json", ');
    const a = await aqr('verify', notJson, '--key', keys.Ed25519.pub);
    expect([a.code, a.err]).toEqual([2, `aqr: ${notJson}: is not JSON (a Sigstore bundle) (ERR_INPUT_PARSE)`]);
    const shape = join(dir, 'shape.sigstore.json');
    await writeFile(shape, JSON.stringify({ mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json', verificationMaterial: {} }));
    const b = await aqr('verify', shape, '--key', keys.Ed25519.pub);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/shape\.sigstore\.json: is not a valid Sigstore bundle: .*\(ERR_INPUT_INVALID\)$/);
    expect(b.err.split('\n')).toHaveLength(1);
    const c = await aqr('verify', bundles.Ed25519);
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/signed with a key: give --key FILE/);
  });
});

describe('aqr attest', () => {
  it('makes a bundle for a record written earlier and signed later, from the predicate beside it', async () => {
    const rec = join(dir, 'later.json');
    const ev = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', rec, '--predicate', join(dir, 'later.predicate.json'));
    expect(ev.code, ev.err).toBe(0);
    expect((await aqr('sign', rec, '--key', keys.ES256.priv)).code).toBe(0);
    const a = await aqr('attest', rec, '--key', keys.ES256.priv, '--subject-digest', `agent.tar=sha256:${'ab'.repeat(32)}`);
    expect(a.code, a.err).toBe(0);
    const bundle = join(dir, 'later.sigstore.json');
    expect(a.out).toContain(`${bundle}: in-toto statement of`);
    const s = statementOf(await readBundle(bundle));
    expect(s.subject).toEqual([{ name: 'agent.tar', digest: { sha256: 'ab'.repeat(32) } }]);
    expect(await sigstoreJs(bundle, 'ES256')).toBe(true);
    const v = await aqr('verify', bundle, '--key', keys.ES256.pub, ...LEDGER);
    expect(v.out).toMatch(/record aqr_\w+: signature valid \(ES256/);
    expect(v.code, v.out).toBe(0);
  });

  it('refuses the predicate of another record, and a bad subject digest, writing nothing', async () => {
    const other = join(dir, 'other.json');
    await copyFile(join(dir, 'later.predicate.json'), join(dir, 'other.predicate.json'));
    const ev = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', other, '--now', '2026-01-02T00:00:00Z');
    expect(ev.code, ev.err).toBe(0);
    const a = await aqr('attest', other, '--key', keys.ES256.priv);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/other\.predicate\.json: is the predicate of record aqr_\w+, not of aqr_\w+ .*\(ERR_INPUT_MISMATCH\)/);
    const b = await aqr('attest', join(dir, 'later.json'), '--key', keys.ES256.priv, '--subject-digest', 'x=sha256:abc', '--out', join(dir, 'never.json'));
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--subject-digest takes NAME=sha256:HEX/);
    await expect(readFile(join(dir, 'never.json'))).rejects.toThrow();
  });

  it('names the signals analysis by digest, and the evidence files by digest and line count', async () => {
    const run = {
      ocp: '0.3',
      producer: { name: 'ci' },
      privacy: {},
      nodes: [],
      run: {
        id: 'r-1',
        ended_at: '2026-11-28T12:00:00Z',
        acceptance_rule: { name: 'tests', definition: 'tests pass', requires: ['tests'], score: null },
        signals: [{ id: 't-1', kind: 'verdict', name: 'tests', value: 'pass', observed_at: '2026-11-28T11:00:00Z', tier: 'verified' }],
      },
    };
    const signals = join(dir, 'run.json');
    await writeFile(signals, JSON.stringify(run));
    const rec = join(dir, 'signals.yaml');
    const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', rec, '--signals', signals, '--predicate', join(dir, 'signals.pred.json'));
    expect(r.code, r.err).toBe(0);
    const p = JSON.parse(await readFile(join(dir, 'signals.pred.json'), 'utf8')) as AqrPredicate;
    const { createHash } = await import('node:crypto');
    const sha = async (f: string) =>
      createHash('sha256')
        .update(await readFile(f))
        .digest('hex');
    expect(p.evidence.signals).toEqual({ path: join(dir, 'signals.signals.json'), digest: `sha256:${await sha(join(dir, 'signals.signals.json'))}` });
    expect(p.evidence.files[1]).toEqual({
      path: 'examples/ledger/trials-2.jsonl',
      sha256: await sha(join(ROOT, 'examples/ledger/trials-2.jsonl')),
      lines: (await readFile(join(ROOT, 'examples/ledger/trials-2.jsonl'), 'utf8')).trimEnd().split('\n').length,
    });
    expect(p.evidence.task_manifest).toEqual({ path: 'examples/tasks.yaml', digest: `sha256:${await sha(join(ROOT, 'examples/tasks.yaml'))}` });
  });

  it('evaluate --attest needs a key', async () => {
    const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', join(dir, 'nokey.json'), '--attest', join(dir, 'nokey.sigstore.json'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--attest signs the statement with the record's key/);
  });
});

describe('a real keyless bundle (Sigstore conformance suite, public-good instance), verified offline', () => {
  const bundle = join(FIXTURES, 'conformance-intoto-dsse-v3.sigstore.json');
  const root = join(FIXTURES, 'trusted-root-public-good.json');
  const keyless = (identity: string, issuer: string) => [
    'verify',
    bundle,
    '--trusted-root',
    root,
    '--certificate-identity',
    identity,
    '--certificate-oidc-issuer',
    issuer,
    '--predicate-type',
    'https://slsa.dev/provenance/v1',
  ];

  it('verifies with the signer’s identity and issuer, and the subject file', async () => {
    const r = await aqr(...keyless(BEACON, GITHUB_ISSUER), '--subject', join(FIXTURES, 'a.txt'));
    expect(r.out).toContain(`bundle verified by sigstore-js (${BEACON} (issuer ${GITHUB_ISSUER}))`);
    expect(r.out).toMatch(/statement: https:\/\/slsa\.dev\/provenance\/v1 about a\.txt sha256:a0cfc712/);
    expect(r.code, r.out).toBe(0);
  });

  it('refuses another identity, another issuer, another subject, and an aqr predicate type it does not carry', async () => {
    const who = await aqr(...keyless('https://github.com/someone-else/repo/.github/workflows/release.yml@refs/heads/main', GITHUB_ISSUER));
    expect(who.out).toMatch(
      /bundle INVALID: the certificate's identity is ".*extremely-dangerous-oidc-beacon\.yml@refs\/heads\/main", not exactly ".*someone-else.*" \(CERTIFICATE_IDENTITY_MISMATCH\)/,
    );
    expect(who.code).toBe(1);
    const issuer = await aqr(...keyless(BEACON, 'https://accounts.google.com'));
    expect(issuer.out).toMatch(
      /bundle INVALID: the certificate's OIDC issuer is "https:\/\/token\.actions\.githubusercontent\.com", not exactly "https:\/\/accounts\.google\.com" \(CERTIFICATE_ISSUER_MISMATCH\)/,
    );
    expect(issuer.code).toBe(1);
    const subject = await aqr(...keyless(BEACON, GITHUB_ISSUER), '--subject', join(ROOT, 'examples/tasks.yaml'));
    expect(subject.out).toMatch(/problem: .*tasks\.yaml \(sha256:\w+\) is not a subject of the statement/);
    expect(subject.code).toBe(1);
    const type = await aqr('verify', bundle, '--trusted-root', root, '--certificate-identity', BEACON, '--certificate-oidc-issuer', GITHUB_ISSUER);
    expect(type.out).toContain(`problem: the statement's predicateType is "https://slsa.dev/provenance/v1", not ${PREDICATE_TYPE}`);
    expect(type.code).toBe(1);
  });

  it('refuses a trusted root without the signer’s authority', async () => {
    const empty = join(dir, 'empty-root.json');
    await writeFile(
      empty,
      JSON.stringify({
        mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
        tlogs: [],
        certificateAuthorities: [],
        ctlogs: [],
        timestampAuthorities: [],
      }),
    );
    const r = await aqr(
      'verify',
      bundle,
      '--trusted-root',
      empty,
      '--certificate-identity',
      BEACON,
      '--certificate-oidc-issuer',
      GITHUB_ISSUER,
      '--predicate-type',
      'https://slsa.dev/provenance/v1',
    );
    expect(r.out).toMatch(/bundle INVALID/);
    expect(r.code).toBe(1);
  });

  it('takes trusted roots one a line, as gh attestation trusted-root prints them, and runs from the built bundle', async () => {
    const lines = join(dir, 'roots.jsonl');
    const empty = {
      mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
      tlogs: [],
      certificateAuthorities: [],
      ctlogs: [],
      timestampAuthorities: [],
    };
    await writeFile(lines, `${JSON.stringify(empty)}\n${JSON.stringify(JSON.parse(await readFile(root, 'utf8')))}\n`);
    // dist/cli.js: sigstore-js as esbuild bundled it.
    const r = await aqrBin([
      'verify',
      bundle,
      '--trusted-root',
      lines,
      '--certificate-identity',
      BEACON,
      '--certificate-oidc-issuer',
      GITHUB_ISSUER,
      '--predicate-type',
      'https://slsa.dev/provenance/v1',
    ]);
    expect(r.out).toContain('bundle verified by sigstore-js');
    expect(r.code, r.out + r.err).toBe(0);
  });

  it('asks for the keyless options when they are missing (exit 2)', async () => {
    const r = await aqr('verify', bundle, '--key', keys.Ed25519.pub);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/signed keyless .*give --trusted-root FILE and --certificate-identity \(exact\) or --certificate-identity-regexp \(anchored\)/);
  });
});

describe('the keyless signer identity is exact (the conformance bundle, whose SAN ends @refs/heads/main)', () => {
  const bundle = join(FIXTURES, 'conformance-intoto-dsse-v3.sigstore.json');
  const root = join(FIXTURES, 'trusted-root-public-good.json');
  const verify = (...flags: string[]) => aqr('verify', bundle, '--trusted-root', root, '--predicate-type', 'https://slsa.dev/provenance/v1', ...flags);

  it("verifies the exact SAN, GitHub Actions' issuer by default", async () => {
    const r = await verify('--certificate-identity', BEACON);
    expect(r.out).toContain(`bundle verified by sigstore-js (${BEACON} (issuer ${GITHUB_ISSUER}))`);
    expect(r.code, r.out + r.err).toBe(0);
  });

  it.each([
    ['truncated', BEACON.slice(0, BEACON.indexOf('.yml'))],
    ['a prefix (…@refs/heads/ma)', BEACON.slice(0, -2)],
    ['a longer SAN (…@refs/heads/main-evil)', `${BEACON}-evil`],
    ['a pattern (.)', '.'],
    ['a pattern matching all of it (.*)', '.*'],
  ])('refuses %s given as the identity (exit 1)', async (_, identity) => {
    const r = await verify('--certificate-identity', identity);
    expect(r.out).toMatch(/bundle INVALID: the certificate's identity is .* \(CERTIFICATE_IDENTITY_MISMATCH\)/);
    expect(r.out).not.toContain('statement:');
    expect(r.code).toBe(1);
  });

  it.each([
    ['an empty identity', ['--certificate-identity', ''], /the certificate identity is empty/],
    ['an empty pattern', ['--certificate-identity-regexp', ''], /the certificate identity is empty/],
    ['a blank issuer', ['--certificate-identity', BEACON, '--certificate-oidc-issuer', ' '], /the OIDC issuer is empty/],
    ['both forms at once', ['--certificate-identity', BEACON, '--certificate-identity-regexp', '.*'], /not both/],
    ['a pattern that does not compile', ['--certificate-identity-regexp', '(main'], /--certificate-identity-regexp: is not a regular expression/],
  ])('refuses %s as an input error (exit 2), before verifying anything', async (_, flags, message) => {
    const r = await verify(...flags);
    expect(r.err).toMatch(message);
    expect(r.err).toMatch(/\(ERR_USAGE\)$/);
    expect(r.out).toBe('');
    expect(r.code).toBe(2);
  });

  it('takes an anchored pattern with --certificate-identity-regexp', async () => {
    const workflow = 'https://github\\.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/\\.github/workflows/[a-z-]+\\.yml';
    const ok = await verify('--certificate-identity-regexp', `${workflow}@refs/heads/main`);
    expect(ok.code, ok.out + ok.err).toBe(0);
    expect(ok.out).toContain(`bundle verified by sigstore-js (${BEACON} (issuer ${GITHUB_ISSUER}))`);
    // Anchored at both ends: a pattern for a prefix, or for a part in the middle, is refused.
    for (const pattern of [`${workflow}@refs/heads/ma`, 'refs/heads/main', `${workflow}@refs/heads/main-evil`]) {
      const r = await verify('--certificate-identity-regexp', pattern);
      expect(r.out, pattern).toMatch(/not one matching .* \(CERTIFICATE_IDENTITY_MISMATCH\)/);
      expect(r.code, pattern).toBe(1);
    }
  });

  it('does not take identity flags for a key-signed bundle or for a record (exit 2)', async () => {
    const keyed = await aqr('verify', bundles.Ed25519, '--key', keys.Ed25519.pub, '--certificate-identity', BEACON);
    expect(keyed.err).toMatch(/signed with a key, not a certificate/);
    expect(keyed.code).toBe(2);
    const record = await aqr('verify', join(dir, 'Ed25519.yaml'), '--key', keys.Ed25519.pub, '--certificate-identity-regexp', '.*');
    expect(record.err).toMatch(/are for a bundle/);
    expect(record.code).toBe(2);
  });
});
