// The README's commands, as written, on a fresh clone (issue 40): its quick
// start, its install (`npm pack`, then `npm i -g` of the tarball, into a prefix
// of the test's own and offline), and every command of "Bring your own evals",
// with a stand-in for each eval tool on the PATH that writes a real result
// file of that tool (test/fixtures/import/newcomer/, failing tests in it) and
// exits as the tool does when a test fails (promptfoo 100, pytest, vitest and
// deepeval 1). The clone gets this checkout's built dist/ (test/dist.test.ts
// holds it to the committed one). Not run: `npm install-ci-test` (the whole
// suite) and the clone's URL (the clone is made from this checkout instead).
import { execFile } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, ROOT, tempDir } from './helpers.js';

const exec = promisify(execFile);
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const NEW = join(FIXTURES, 'import/newcomer');

/** The fenced sh blocks of a README section, each as its lines (comments kept: sh reads them). */
function blocks(heading: string): string[][] {
  const start = README.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = README.indexOf('\n## ', start + 1);
  const section = README.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => (m[1] ?? '').trimEnd().split('\n'));
}

/** The stand-ins: each writes its tool's real output where the command line says, and exits as the tool does on a failing test. */
const FAKES: Record<string, string> = {
  promptfoo: `while [ $# -gt 0 ]; do [ "$1" = -o ] && out=$2; shift; done
cp "$NEW/promptfoo-failing.json" "$out"; echo "promptfoo (stand-in): 10 failed" >&2; exit 100`,
  pytest: `for a; do case "$a" in --junitxml=*) out=\${a#--junitxml=};; esac; done
cp "$NEW/pytest-failing.xml" "$out"; exit 1`,
  vitest: `for a; do case "$a" in --outputFile=*) out=\${a#--outputFile=};; esac; done
cp "$NEW/vitest-failing.xml" "$out"; exit 1`,
  inspect: `while [ $# -gt 0 ]; do [ "$1" = --log-dir ] && dir=$2; shift; done
mkdir -p "$dir"; cp "$NEW/inspect-failing.json" "$dir/2026-12-04T10-00-00+00-00_support_aqrNewcomer.json"; exit 0`,
  deepeval: `mkdir -p .deepeval; cp "$NEW/deepeval-failing.json" .deepeval/.latest_run_full.json; exit 1`,
};

let clone: string;
let env: NodeJS.ProcessEnv;

async function sh(script: string, cwd: string): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await exec('sh', ['-ec', script], { cwd, env, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof x.code === 'number' ? x.code : -1, out: x.stdout ?? '', err: x.stderr ?? '' };
  }
}

beforeAll(async () => {
  const root = await tempDir();
  clone = join(root, 'agent-release-gate');
  await exec('git', ['clone', '-q', '--depth', '1', `file://${ROOT}`, clone]);
  cpSync(join(ROOT, 'dist'), join(clone, 'dist'), { recursive: true });
  const bin = join(root, 'fake-bin');
  mkdirSync(bin);
  for (const [tool, body] of Object.entries(FAKES)) {
    writeFileSync(join(bin, tool), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, tool), 0o755);
  }
  const prefix = join(root, 'prefix');
  env = {
    ...process.env,
    NEW,
    PATH: `${join(prefix, 'bin')}:${bin}:${process.env['PATH'] ?? ''}`,
    // `npm i -g` installs into the test's own prefix, offline: the package needs nothing from a registry.
    npm_config_prefix: prefix,
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  // The install, as written but for the clone's URL.
  const install = blocks('Install the CLI')[0] ?? [];
  expect(install[0]).toMatch(/^git clone https:\/\/github\.com\/agent-release-gate\/agent-release-gate && cd agent-release-gate$/);
  const r = await sh(install.slice(1).join('\n'), clone);
  expect(r.code, r.err).toBe(0);
  expect(r.out).toMatch(/aqr evaluate/);
}, 180_000);

describe('the README, as written, on a fresh clone', () => {
  it('quick start: the bundled example ships', async () => {
    const [first, second] = blocks('Quick start')[0] ?? [];
    expect(second).toBe('npm install-ci-test');
    const r = await sh(first ?? '', clone);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^verdict: ship$/m);
  });

  it('bring your own evals: init from the file of a failing eval, then a verdict that rejects it and names every failing task', async () => {
    const [start] = blocks('Bring your own evals');
    const work = await tempDir();
    const r = await sh((start ?? []).join('\n'), work);
    expect(r.err).toMatch(/promptfoo \(stand-in\): 10 failed/);
    expect(r.code, r.out + r.err).toBe(1);
    expect(r.out).toMatch(/^verdict: reject$/m);
    expect(r.out).toMatch(/^tasks that failed \(4 of 20\): invoice copy \(held-[a-z]+\), delete account/m);
  });

  const lines = blocks('Bring your own evals')[1] ?? [];
  it('has one line per tool', () => expect(lines.map((l) => l.split(' ')[0])).toEqual(['promptfoo', 'pytest', 'vitest', 'inspect', 'deepeval']));
  for (const line of lines)
    it(`runs the gate after a failing eval: ${line.split(' ')[0]}`, async () => {
      const work = await tempDir();
      const [tool] = line.split(';');
      const trials = /--trials (\S+)$/.exec(line)?.[1] ?? '';
      // "each after aqr init --from its file"
      const init = await sh(`${tool ?? ''}\naqr init --from ${trials}`, work);
      expect(init.code, init.err).toBe(0);
      const r = await sh(line, work);
      expect(r.code, r.out + r.err).toBe(1);
      expect(r.out).toMatch(/^verdict: reject$/m);
      expect(r.out).toMatch(/^tasks that failed \(\d+ of \d+\): /m);
    });
});
