// A deploy policy read from disk: the schema's shape, then what a schema cannot
// say (one kind of signer, a trusted root for keyless, a pattern that
// compiles); each mistake one line naming file, line and field, exit 2.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAqrError } from '../../src/errors.js';
import { readPolicyFile } from '../../src/io/policy-file.js';
import { ROOT, tempDir, writeIn } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

async function problem(name: string, text: string): Promise<string> {
  const f = await writeIn(dir, name, text);
  try {
    await readPolicyFile(f);
  } catch (e) {
    if (!isAqrError(e)) throw e;
    expect(e.exitCode).toBe(2);
    return e.format().replace(f, name);
  }
  throw new Error(`${name} was read`);
}

describe('readPolicyFile', () => {
  it('reads the bundled example: its key loaded from beside the file, the defaults filled in', async () => {
    const p = await readPolicyFile(relative(ROOT, join(ROOT, 'examples/deploy/policy.yaml')));
    expect(p).toMatchObject({
      maxAgeSeconds: 7 * 86400,
      maxAge: '7d',
      artifact: 'required',
      minLevel: 'L2',
      bar: { ref: 'main', files: ['examples/profile.yaml', 'examples/tasks.yaml'] },
      record: { artifactName: 'agent-quality-record', workflow: null },
      signer: { kind: 'key', source: 'examples/keys/example.public.jwk' },
    });
    const kid = (JSON.parse(readFileSync(join(ROOT, 'examples/keys/example.public.jwk'), 'utf8')) as { kid: string }).kid;
    expect(p.signer.kind === 'key' && p.signer.keys.map((k) => k.kid)).toEqual([kid]);
  });

  it('keyless: the identity exact, or a pattern anchored at both ends', async () => {
    const exact = await readPolicyFile(
      await writeIn(
        dir,
        'exact.yaml',
        'deploy_policy: 1\nsigner:\n  certificate_identity: https://github.com/a/b/.github/workflows/g.yml@refs/heads/main\n  trusted_root: root.json\n',
      ),
    );
    expect(exact.signer).toMatchObject({
      kind: 'keyless',
      identity: {
        identity: { exact: 'https://github.com/a/b/.github/workflows/g.yml@refs/heads/main' },
        issuer: 'https://token.actions.githubusercontent.com',
      },
    });
    const pattern = await readPolicyFile(
      await writeIn(
        dir,
        'pattern.yaml',
        'deploy_policy: 1\nsigner:\n  certificate_identity_regexp: https://github\\.com/a/b/.*@refs/heads/main\n  trusted_root: root.json\n',
      ),
    );
    const re = pattern.signer.kind === 'keyless' && 'pattern' in pattern.signer.identity.identity ? pattern.signer.identity.identity.pattern : undefined;
    expect(re?.test('https://github.com/a/b/.github/workflows/g.yml@refs/heads/main')).toBe(true);
    expect(re?.test('https://github.com/a/b/.github/workflows/g.yml@refs/heads/main-evil')).toBe(false);
  });

  it('refuses each mistake in one line naming file, line and field', async () => {
    expect(await problem('version.yaml', 'deploy_policy: 2\nsigner: {key: k.jwk}\n')).toMatch(
      /^version\.yaml:1: deploy_policy: must be equal to constant \(ERR_INPUT_INVALID\)$/,
    );
    expect(await problem('none.yaml', 'deploy_policy: 1\nsigner: {}\n')).toMatch(
      /^none\.yaml:2: signer: names no signer: give key or jwks, or certificate_identity/,
    );
    expect(await problem('two-keys.yaml', 'deploy_policy: 1\nsigner:\n  key: a.jwk\n  jwks: b.jwks\n')).toMatch(
      /^two-keys\.yaml:4: signer\.jwks: give key or jwks, not both/,
    );
    expect(await problem('no-root.yaml', 'deploy_policy: 1\nsigner:\n  certificate_identity: x\n')).toMatch(
      /^no-root\.yaml:2: signer: a keyless signer needs trusted_root/,
    );
    expect(await problem('bad-re.yaml', 'deploy_policy: 1\nsigner:\n  certificate_identity_regexp: "(("\n  trusted_root: r.json\n')).toMatch(
      /^bad-re\.yaml:3: signer\.certificate_identity_regexp: certificate_identity_regexp is not a regular expression/,
    );
    expect(await problem('issuer.yaml', 'deploy_policy: 1\nsigner:\n  key: k.jwk\n  certificate_oidc_issuer: https://x\n')).toMatch(
      /^issuer\.yaml:4: signer\.certificate_oidc_issuer: certificate_oidc_issuer and trusted_root are for a keyless signer/,
    );
    expect(await problem('age.yaml', 'deploy_policy: 1\nsigner: {key: k.jwk}\nmax_age: 0d\n')).toMatch(/^age\.yaml:3: max_age: must match pattern/);
    expect(await problem('bar.yaml', 'deploy_policy: 1\nsigner: {key: k.jwk}\nbar: {ref: main}\n')).toMatch(
      /^bar\.yaml:3: bar: is missing required field 'files'/,
    );
    expect(await problem('missing-key.yaml', 'deploy_policy: 1\nsigner:\n  key: nowhere.jwk\n')).toMatch(
      /^missing-key\.yaml:3: signer\.key: signer\.key .*nowhere\.jwk: .*no such file/,
    );
  });
});
