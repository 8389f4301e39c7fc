// One signing-key input: the key itself, env:NAME or file:PATH, the same on the
// command line, in a config file and as the action's input. `key` (a file)
// and `key-env` (a variable) are deprecated aliases that still sign, with a
// warning. Key text is never shown, not even when it is not a key.
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';
import { configLines } from '../../src/pipeline/config-pin.js';

let dir: string;
let key: { publicFile: string; privateFile: string; kid: string };
let keyText: string;
const ENV = 'AQR_TEST_SIGNING_KEY';

beforeAll(async () => {
  dir = await tempDir();
  key = await keyFiles(dir, 'release');
  keyText = await readFile(key.privateFile, 'utf8');
});
afterEach(() => {
  delete process.env[ENV];
});

let n = 0;
/** aqr evaluate of the bundled example with these flags; the record's signature checked with the public key. */
async function evaluate(...flags: string[]): Promise<{ code: number; err: string; signed: boolean }> {
  const out = join(dir, `r${++n}.json`);
  const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', out, ...flags);
  if (r.code !== 0) return { code: r.code, err: r.err, signed: false };
  const v = await aqr('verify', out, '--key', key.publicFile);
  return { code: r.code, err: r.err, signed: v.code === 0 };
}

describe('--signing-key', () => {
  it('file:PATH signs, with no warning', async () => {
    const r = await evaluate('--signing-key', `file:${key.privateFile}`);
    expect(r).toMatchObject({ code: 0, signed: true });
    expect(r.err).not.toMatch(/warning/);
  });

  it('env:NAME signs from the variable; an unset one is an input error naming it', async () => {
    process.env[ENV] = keyText;
    expect(await evaluate('--signing-key', `env:${ENV}`)).toMatchObject({ code: 0, signed: true, err: '' });
    delete process.env[ENV];
    const unset = await evaluate('--signing-key', `env:${ENV}`);
    expect(unset.code).toBe(2);
    expect(unset.err).toBe(`aqr: $${ENV}: environment variable ${ENV} is empty or unset (ERR_KEY_INVALID)`);
  });

  it('the key text itself signs', async () => {
    expect(await evaluate('--signing-key', keyText)).toMatchObject({ code: 0, signed: true, err: '' });
  });

  it('a value that is none of the three is refused without showing it', async () => {
    const secret = 'hunter2-but-longer-0123456789';
    const r = await evaluate('--signing-key', secret);
    expect(r.code).toBe(2);
    expect(r.err).toBe('aqr: signing-key is not a key (JWK or PEM text), env:NAME or file:PATH; its value is not shown (it may be a secret) (ERR_USAGE)');
  });

  it('in a config file, file:PATH is relative to the file, as every path in it', async () => {
    const config = join(dir, 'signed.yaml');
    const base = await readFile(join(ROOT, 'examples/evaluate.yaml'), 'utf8');
    // The example's paths, made relative to the new config's folder.
    const moved = base.replace(/^(profile|task-manifest|trials|harness|authority|decisions): (.*)$/gm, (_m, k: string, p: string) => {
      return `${k}: ${relative(dir, join(ROOT, 'examples', p))}`;
    });
    await writeFile(config, `${moved}signing-key: file:release.private.jwk\n`);
    const out = join(dir, 'from-config.json');
    const r = await aqr('evaluate', '--config', config, '--out', out);
    expect(r.code, r.err).toBe(0);
    expect((await aqr('verify', out, '--key', key.publicFile)).code).toBe(0);
  });

  it('a change of key text between the base and the change is named, never shown', () => {
    const lines = configLines({ 'signing-key': keyText }, { 'signing-key': 'env:OTHER' }, 'gate.yaml');
    expect(lines).toEqual(['config gate.yaml: signing-key key text (not shown) → env:OTHER']);
  });
});

describe('the deprecated aliases still sign, and warn', () => {
  it('--key FILE', async () => {
    const r = await evaluate('--key', key.privateFile);
    expect(r).toMatchObject({ code: 0, signed: true });
    expect(r.err).toContain(`aqr: warning: key (--key) is deprecated: give signing-key file:${key.privateFile} (--signing-key file:PATH)`);
  });

  it('--key-env VARIABLE', async () => {
    process.env[ENV] = keyText;
    const r = await evaluate('--key-env', ENV);
    expect(r).toMatchObject({ code: 0, signed: true });
    expect(r.err).toContain(`aqr: warning: key-env (--key-env) is deprecated: give signing-key env:${ENV} (--signing-key env:NAME)`);
  });

  it('two ways at once is a usage error', async () => {
    const r = await evaluate('--key', key.privateFile, '--signing-key', `file:${key.privateFile}`);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/give one signing key: signing-key \(--signing-key\), or one of its deprecated aliases/);
  });

  it('aqr sign: --signing-key, and --key with the warning', async () => {
    const out = join(dir, 'to-sign.json');
    expect((await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', out)).code).toBe(0);
    const signed = await aqr('sign', out, '--signing-key', `file:${key.privateFile}`);
    expect(signed.code, signed.err).toBe(0);
    expect(signed.err).toBe('');
    const old = await aqr('sign', out, '--key', key.privateFile);
    expect(old.code, old.err).toBe(0);
    expect(old.err).toContain('aqr: warning: key (--key) is deprecated');
    expect((await aqr('verify', out, '--key', key.publicFile)).code).toBe(0);
  });
});
