// What `npm install -g agent-release-gate` gives a user: the tarball `npm pack`
// makes, installed into an empty prefix with nothing beside it, offline. The
// CLI is bundled (dist/), so the package has no runtime dependencies and the
// install needs no registry; `aqr` then runs its own quick start from the
// examples the package ships.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers.js';

const exec = promisify(execFile);
const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; dependencies?: object };

let prefix = '';
let installed = '';
let aqrBin = '';

beforeAll(async () => {
  const work = await tempDir();
  // --ignore-scripts: the tarball is what the working tree holds (dist/ as built), never rebuilt here.
  const { stdout } = await exec('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT });
  const [packed] = JSON.parse(stdout) as { filename: string }[];
  prefix = join(work, 'prefix');
  // An empty prefix, offline, no lock file: anything the package needed from the registry would fail here.
  await exec('npm', ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', join(work, packed?.filename ?? '')], {
    cwd: work,
  });
  installed = join(prefix, 'lib/node_modules', pkg.name);
  aqrBin = join(prefix, 'bin/aqr');
}, 120_000);

/** Runs the installed `aqr` from outside any checkout, as a user's shell would. */
async function installedAqr(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await exec(aqrBin, args, { cwd: prefix });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}

it('has no runtime dependencies: the CLI and the action are bundled in dist/', () => {
  expect(pkg.dependencies ?? {}).toEqual({});
});

it('installs alone, with nothing beside it, and ships what its quick start reads', async () => {
  expect(await readdir(join(prefix, 'lib/node_modules'))).toEqual([pkg.name]);
  const shipped = await readdir(installed);
  for (const want of ['dist', 'profiles', 'examples', 'action.yml', 'README.md', 'LICENSE', 'package.json']) expect(shipped).toContain(want);
  expect(shipped).not.toContain('test');
  expect(shipped).not.toContain('node_modules');
});

it('aqr --version and aqr --help', async () => {
  const version = await installedAqr('--version');
  expect(version).toMatchObject({ code: 0, out: `${pkg.version}\n` });
  const help = await installedAqr('--help');
  expect(help.code).toBe(0);
  expect(help.out).toContain('aqr evaluate');
  expect(help.out).toContain('aqr verify');
});

it("runs the quick start from the package's own examples and built-in profile", async () => {
  const out = join(prefix, 'agent-quality-record.yaml');
  const evaluate = await installedAqr('evaluate', '--config', join(installed, 'examples/evaluate.yaml'), '--out', out);
  expect(evaluate.err).toBe('');
  expect(evaluate).toMatchObject({ code: 0 });
  expect(evaluate.out).toMatch(/^verdict: ship$/m);
  const check = await installedAqr('check', out, '--level', 'L3');
  expect(check.code).toBe(0);
  const verify = await installedAqr(
    'check',
    join(installed, 'examples/record.yaml'),
    '--key',
    join(installed, 'examples/keys/example.public.jwk'),
    '--ledger',
    join(installed, 'examples/ledger/*.jsonl'),
    '--task-manifest',
    join(installed, 'examples/tasks.yaml'),
    '--level',
    'L4',
  );
  expect(verify.err).toBe('');
  expect(verify.code).toBe(0);
});
