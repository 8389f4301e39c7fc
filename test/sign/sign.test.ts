import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { base64url } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AqrError } from '../../src/errors.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { toJsonText } from '../../src/doc/text.js';
import { toYamlText } from '../../src/doc/write.js';
import { parsePrivateKey, parsePublicKeys } from '../../src/sign/key.js';
import { signingPayload } from '../../src/sign/payload.js';
import { signRecord } from '../../src/sign/sign.js';
import { verifyRecord } from '../../src/sign/verify.js';
import { baseRecord, keyFiles, tempDir } from '../helpers.js';

const run = promisify(execFile);

async function keyError(p: Promise<unknown>): Promise<AqrError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AqrError) return e;
    throw e;
  }
  throw new Error('accepted');
}

/** Every leaf of a value, as a path. */
function leaves(v: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...path, i]));
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]));
  return [path];
}

function tweak(record: AgentQualityRecord, path: (string | number)[]): AgentQualityRecord {
  const copy = structuredClone(record);
  let parent = copy as unknown as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) parent = parent[seg] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const v = parent[last];
  parent[last] = typeof v === 'number' ? v + 1 : typeof v === 'boolean' ? !v : `${String(v)}x`;
  return copy;
}

describe.each(['EdDSA', 'ES256'] as const)('signing with %s', (alg) => {
  let dir: string;
  let keys: Awaited<ReturnType<typeof keyFiles>>;
  let signed: AgentQualityRecord;
  beforeAll(async () => {
    dir = await tempDir();
    keys = await keyFiles(dir, 'k', alg);
    const priv = await parsePrivateKey(await readFile(keys.privateFile, 'utf8'), keys.privateFile);
    signed = await signRecord(await baseRecord(), priv);
  });
  const pub = async () => parsePublicKeys(await readFile(keys.publicFile, 'utf8'), keys.publicFile);

  it('writes <alg>:<header>..<signature> with alg and kid in the protected header', async () => {
    const sig = signed.decision.signature!;
    expect(sig).toMatch(alg === 'EdDSA' ? /^ed25519:[\w-]+\.\.[\w-]+$/ : /^es256:[\w-]+\.\.[\w-]+$/);
    const header = JSON.parse(new TextDecoder().decode(base64url.decode(sig.split(':')[1]!.split('..')[0]!))) as Record<string, unknown>;
    expect(header).toEqual({ alg, kid: keys.kid });
  });

  it('verifies, and the YAML and JSON forms share one payload', async () => {
    const fromYaml = parse(toYamlText(signed)) as AgentQualityRecord;
    const fromJson = JSON.parse(toJsonText(signed)) as AgentQualityRecord;
    expect(signingPayload(fromYaml)).toEqual(signingPayload(fromJson));
    for (const r of [signed, fromYaml, fromJson]) expect(await verifyRecord(r, await pub())).toEqual({ ok: true, kid: keys.kid, alg });
  });

  it('fails when any single field changes, in either form', async () => {
    const paths = leaves(signed).filter((p) => p.join('.') !== 'decision.signature');
    expect(paths.length).toBeGreaterThan(60);
    const keyset = await pub();
    for (const form of [
      (r: AgentQualityRecord) => parse(toYamlText(r)) as AgentQualityRecord,
      (r: AgentQualityRecord) => JSON.parse(toJsonText(r)) as AgentQualityRecord,
    ]) {
      for (const p of paths) {
        const outcome = await verifyRecord(form(tweak(signed, p)), keyset);
        expect(outcome, p.join('.')).toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
      }
    }
  });

  it('fails under another key, saying which kid signed', async () => {
    const other = await keyFiles(dir, 'other', alg);
    const outcome = await verifyRecord(signed, await parsePublicKeys(await readFile(other.publicFile, 'utf8'), other.publicFile));
    expect(outcome).toMatchObject({ ok: false, code: 'SIGNATURE_KID_MISMATCH' });
    expect((outcome as { message: string }).message).toContain(keys.kid);
    // The right kid on the wrong key material is no better.
    const impostor = JSON.parse(await readFile(other.publicFile, 'utf8')) as Record<string, unknown>;
    const forged = await parsePublicKeys(JSON.stringify({ ...impostor, kid: keys.kid }), 'forged');
    expect(await verifyRecord(signed, forged)).toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
  });

  it('selects the key by kid from a JWK Set', async () => {
    const other = await keyFiles(dir, 'other2', alg);
    const set = { keys: [JSON.parse(await readFile(other.publicFile, 'utf8')), JSON.parse(await readFile(keys.publicFile, 'utf8'))] };
    expect(await verifyRecord(signed, await parsePublicKeys(JSON.stringify(set), 'set'))).toMatchObject({ ok: true, kid: keys.kid });
  });
});

describe('interoperability', () => {
  it('OpenSSL verifies an Ed25519 signature over the standard signing input', async () => {
    const dir = await tempDir();
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const priv = await parsePrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), 'pem');
    const signed = await signRecord(await baseRecord(), priv);
    const [headerB64, sigB64] = signed.decision.signature!.slice('ed25519:'.length).split('..') as [string, string];
    await writeFile(join(dir, 'input'), `${headerB64}.${base64url.encode(signingPayload(signed))}`);
    await writeFile(join(dir, 'sig'), base64url.decode(sigB64));
    await writeFile(join(dir, 'pub.pem'), publicKey.export({ format: 'pem', type: 'spki' }));
    const { stdout } = await run('openssl', [
      'pkeyutl',
      '-verify',
      '-pubin',
      '-inkey',
      join(dir, 'pub.pem'),
      '-rawin',
      '-in',
      join(dir, 'input'),
      '-sigfile',
      join(dir, 'sig'),
    ]);
    expect(stdout).toMatch(/Signature Verified Successfully/);
    // And rejects it over a changed payload.
    await writeFile(join(dir, 'input'), `${headerB64}.${base64url.encode(signingPayload({ ...signed, record_id: 'other' }))}`);
    await expect(
      run('openssl', ['pkeyutl', '-verify', '-pubin', '-inkey', join(dir, 'pub.pem'), '-rawin', '-in', join(dir, 'input'), '-sigfile', join(dir, 'sig')]),
    ).rejects.toThrow();
  });
});

describe('keys', () => {
  it('refuses symmetric keys: a verifier must not need a secret', async () => {
    const e = await keyError(parsePublicKeys(JSON.stringify({ kty: 'oct', k: 'c2VjcmV0' }), 'k.jwk'));
    expect(e.code).toBe('ERR_KEY_UNSUPPORTED');
    expect(e.message).toMatch(/symmetric/);
  });

  it('refuses weak RSA and names its size', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const e = await keyError(parsePublicKeys(publicKey.export({ format: 'pem', type: 'spki' }).toString(), 'rsa.pem'));
    expect(e.message).toMatch(/RSA key of 1024 bits is weak/);
  });

  it('refuses curves other than P-256 and Ed25519', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
    expect((await keyError(parsePublicKeys(publicKey.export({ format: 'pem', type: 'spki' }).toString(), 'p384.pem'))).code).toBe('ERR_KEY_UNSUPPORTED');
  });

  it('takes the public half of a private PEM and computes an RFC 7638 kid', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const [fromPrivate] = await parsePublicKeys(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), 'priv.pem');
    const [fromPublic] = await parsePublicKeys(publicKey.export({ format: 'pem', type: 'spki' }).toString(), 'pub.pem');
    expect(fromPrivate!.kid).toBe(fromPublic!.kid);
    expect(fromPrivate!.kid).toMatch(/^[\w-]{43}$/);
    expect(fromPrivate!.publicJwk).not.toHaveProperty('d');
  });

  it('refuses to sign with a public key and says why', async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    expect((await keyError(parsePrivateKey(publicKey.export({ format: 'pem', type: 'spki' }).toString(), 'pub.pem'))).message).toMatch(/public key/);
    expect((await keyError(parsePrivateKey(JSON.stringify(publicKey.export({ format: 'jwk' })), 'pub.jwk'))).message).toMatch(/no private part/);
  });

  it('refuses text that is no key, without echoing it', async () => {
    const e = await keyError(parsePublicKeys('not-a-key-but-a-secret-value', 'k'));
    expect(e.code).toBe('ERR_KEY_INVALID');
    expect(e.message).not.toContain('secret-value');
  });
});
