// The workflow `aqr init --from` writes: two jobs, the change's code run only
// in the one without secrets, and the one holding the signing key running no
// code of the change (only pinned actions: checkout to read, the results
// downloaded, the gate, the record uploaded). Through actionlint 1.7 when
// AQR_ACTIONLINT names it (test/release.test.ts; .ci/run installs it).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runInit, WORKFLOW_FILE } from '../../src/pipeline/init.js';
import { FIXTURES, tempDir } from '../helpers.js';

const exec = promisify(execFile);
const ACTIONLINT = process.env['AQR_ACTIONLINT'] ?? '';
const HAVE_ACTIONLINT = ACTIONLINT !== '' && existsSync(ACTIONLINT);

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  jobs: Record<string, Job>;
}

/** A starter written in a fresh folder from `fixture` (with what stands beside the results), and its workflow's text. */
async function starter(fixture: string, name: string, beside: Record<string, string> = {}): Promise<{ dir: string; text: string }> {
  const dir = await tempDir();
  mkdirSync(join(dir, 'evals'));
  cpSync(join(FIXTURES, fixture), join(dir, 'evals', name));
  for (const [f, text] of Object.entries(beside)) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    await runInit({ from: [join('evals', name)], dir: 'quality' });
  } finally {
    process.chdir(cwd);
  }
  return { dir, text: readFileSync(join(dir, WORKFLOW_FILE), 'utf8') };
}

/** Whether a job holds a secret (in any step's inputs or environment). */
const holdsSecret = (j: Job) => JSON.stringify(j.steps).includes('secrets.');

/** The actions the job that holds the key may use: none of them runs the change's code. */
const KEY_JOB_ACTIONS = ['actions/checkout@', 'actions/download-artifact@', 'agent-release-gate/agent-release-gate@', 'actions/upload-artifact@'];

function checkTwoJobs(w: Workflow): void {
  expect(Object.keys(w.jobs).sort()).toEqual(['evaluate', 'gate']);
  const { evaluate, gate } = w.jobs as { evaluate: Job; gate: Job };
  // The change's code runs here, with a read-only token and no secret.
  expect(evaluate.permissions).toEqual({ contents: 'read' });
  expect(holdsSecret(evaluate)).toBe(false);
  expect(evaluate.steps.some((s) => s.run !== undefined)).toBe(true);
  expect(evaluate.steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toMatchObject({ 'persist-credentials': false });
  expect(evaluate.steps.some((s) => s.uses?.startsWith('actions/upload-artifact@'))).toBe(true);
  // The key's job: after evaluate, through an environment, and no step of it runs code of the change.
  expect(gate.needs).toBe('evaluate');
  expect(gate.environment).toBe('agent-release');
  expect(holdsSecret(gate)).toBe(true);
  for (const s of gate.steps) {
    expect(s.run, `a run: step in the job that holds the key: ${JSON.stringify(s)}`).toBeUndefined();
    expect(
      KEY_JOB_ACTIONS.some((a) => s.uses?.startsWith(a)),
      `an action that may run the change's code: ${s.uses}`,
    ).toBe(true);
    // No local action (./…): that is the change's code.
    expect(s.uses?.startsWith('./')).toBe(false);
  }
  expect(gate.steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toMatchObject({ 'fetch-depth': 0, 'persist-credentials': false });
  expect(gate.steps.some((s) => s.uses?.startsWith('actions/download-artifact@'))).toBe(true);
  // The record is kept, and the default branch's own runs make the baseline.
  expect(gate.steps.at(-1)?.uses).toMatch(/^actions\/upload-artifact@/);
  expect(Object.keys(w.on)).toEqual(['pull_request', 'push']);
}

describe('the workflow aqr init --from writes', () => {
  it('promptfoo: evaluate runs promptfoo on the change, gate downloads the results and runs none of its code', async () => {
    const { text } = await starter('import/promptfoo/one-agent.json', 'results.json', { 'evals/promptfooconfig.yaml': 'prompts: []\n' });
    const w = parse(text) as Workflow;
    checkTwoJobs(w);
    expect(w.jobs['evaluate']?.steps.map((s) => s.run ?? '').join('\n')).toContain(
      'npx promptfoo@latest eval -c evals/promptfooconfig.yaml -o evals/results.json',
    );
    expect(w.jobs['gate']?.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))?.with).toMatchObject({ name: 'eval-results', path: 'evals' });
    // sealed is the team's to set: one comment line says what it asserts.
    expect(text.split('\n').filter((l) => /sealed/.test(l))).toEqual([
      '          # sealed: true asserts that nobody tuned the prompts or the agent on the held-out tasks (set it only then)',
    ]);
  });

  it('JUnit: the same split, with a step to replace that fails until it is; the test folder as the eval definition', async () => {
    const { dir, text } = await starter('import/junit/surefire.xml', 'junit.xml', { 'tests/test_agent.py': 'def test_x():\n    pass\n' });
    checkTwoJobs(parse(text) as Workflow);
    expect(readFileSync(join(dir, 'quality/evaluate.yaml'), 'utf8')).toMatch(/eval-definition:\n {2}- "\.\.\/tests"/);
  });

  (HAVE_ACTIONLINT ? it : it.skip)('passes actionlint', async () => {
    const { dir } = await starter('import/promptfoo/one-agent.json', 'results.json', { 'evals/promptfooconfig.yaml': 'prompts: []\n' });
    const r = await exec(process.execPath, [ACTIONLINT, '.github/workflows/*.yml'], { cwd: dir }).then(
      (o) => ({ code: 0, out: o.stdout + o.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
    expect(r.out).toContain('Checking 1 workflow file(s)');
    expect(r.code, r.out).toBe(0);
  });
});
