// Metric custody through the built action (dist/index.cjs) against a git base:
// a team gates a support agent on promptfoo as `aqr init --from` sets it up
// (the built CLI writes the starter), commits it as the base, and a pull
// request then tries to pass by changing what grades it. The eval definition
// is part of the bar (read at the base), each imported attempt is bound to the
// definition the task manifest pins, and the record says who graded what.
// Needs `npm run build` first.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { edit, git, pullRequest, runGate } from './bar-run.js';
import { FIXTURES, keyFiles, ROOT, tempDir } from '../helpers.js';

const exec = promisify(execFile);
const RESULTS = join(FIXTURES, 'import/promptfoo/one-agent.json');

interface Row {
  testCase: { assert: unknown[]; metadata: { task_id: string } };
  response: { output: string };
  gradingResult: { componentResults: { assertion: { type: string; value?: string }; pass: boolean }[] };
}
interface Results {
  config: { tests: { metadata: { task_id: string }; assert: unknown[] }[] } & Record<string, unknown>;
  results: { results: Row[] };
}

let gh: FakeGitHub;
let signingKey: string;
let publicKey: string;
beforeAll(async () => {
  const k = await keyFiles(await tempDir(), 'release');
  signingKey = await readFile(k.privateFile, 'utf8');
  publicKey = k.publicFile;
});
afterEach(async () => {
  await gh?.close();
});

/** The weaker grading the attacker writes for the refund test: any "days" passes, and a judge that never gates. */
const WEAK = [
  { type: 'contains', value: 'days' },
  { type: 'llm-rubric', value: 'says how long a refund takes' },
];

/** The results a run of the weakened refund test writes: rows that say 7 days, passed by the weaker assertion. */
function weakened(r: Results): Results {
  const out = structuredClone(r);
  for (const row of out.results.results)
    if (row.testCase.metadata.task_id === 'refund') {
      row.testCase.assert = WEAK;
      row.response.output = 'ANSWER: 7 days';
      row.gradingResult.componentResults = [
        { assertion: WEAK[0] as { type: string; value: string }, pass: true },
        { assertion: WEAK[1] as { type: string; value: string }, pass: false },
      ];
    }
  return out;
}

/** promptfoo's config as the results record it: the eval definition the team commits. */
const configOf = (r: Results) =>
  stringify({ description: r.config['description'], prompts: r.config['prompts'], providers: r.config['providers'], tests: r.config.tests });

/**
 * A repository set up by `aqr init --from results.json` (the built CLI) beside
 * promptfooconfig.yaml, sealed and with its canary marked, committed as the
 * base. Returns the workspace and the base commit.
 */
async function initialised(): Promise<{ ws: string; base: string; results: Results }> {
  const ws = await tempDir();
  const results = JSON.parse(await readFile(RESULTS, 'utf8')) as Results;
  await writeFile(join(ws, 'results.json'), JSON.stringify(results, null, 1));
  await writeFile(join(ws, 'promptfooconfig.yaml'), configOf(results));
  const init = await exec(process.execPath, [join(ROOT, 'dist/cli.js'), 'init', '--from', 'results.json'], { cwd: ws });
  expect(init.stderr).toContain('eval definition (part of the bar, read at the base): promptfooconfig.yaml');
  await edit(ws, 'quality/evaluate.yaml', (t) => t.replace('sealed: false', 'sealed: true'));
  await edit(ws, 'quality/tasks.yaml', (t) =>
    t.replace('  - id: "canary-1"\n    split: held-out', '  - id: "canary-1"\n    split: held-out\n    canary: true'),
  );
  await git(ws, 'init', '-q');
  await git(ws, 'add', '.');
  await git(ws, 'commit', '-qm', 'base: the gate as aqr init wrote it');
  return { ws, base: await git(ws, 'rev-parse', 'HEAD'), results };
}

type Integrity = { metric_custody?: string; protected_metric_ids?: string[] };
const integrity = (r: { record: unknown }) => (r.record as { assurance: { integrity?: Integrity } }).assurance.integrity;
const codes = (r: { summary: string }) => [...r.summary.matchAll(/\b([A-Z][A-Z_]{5,})\b/g)].map((m) => m[1]);
const gate = (ws: string, base: string) => runGate(gh, ws, { config: 'quality/evaluate.yaml', 'signing-key': signingKey }, pullRequest('octo-dev', base));

describe('metric custody: the eval definition is part of the bar, each imported attempt bound to it', () => {
  it('the honest run ships, bound to the definition read at the base: metric_custody external, the gated measures protected', async () => {
    gh = await fakeGitHub();
    const { ws, base } = await initialised();
    const tasks = await readFile(join(ws, 'quality/tasks.yaml'), 'utf8');
    expect(tasks).toMatch(/- id: "refund"\n {4}split: held-out\n {4}definition: \{"assert": "sha256:[0-9a-f]{64}", "vars": "sha256:[0-9a-f]{64}"\}/);
    const config = await readFile(join(ws, 'quality/evaluate.yaml'), 'utf8');
    expect(config).toMatch(/eval-definition:\n {2}- "\.\.\/promptfooconfig\.yaml"/);
    expect(config).not.toMatch(/harness:\n(\s+- .*\n)*\s+- "\.\.\/promptfooconfig\.yaml"/);

    const r = await gate(ws, base);
    expect(r.verdict, r.stdout).toBe('ship');
    expect(r.bar).toMatchObject({ ref: base, changed: false });
    expect(r.bar.files).toContainEqual(expect.objectContaining({ role: 'eval-definition', path: 'promptfooconfig.yaml' }));
    expect(integrity(r)).toMatchObject({ metric_custody: 'external' });
    expect(r.comment).toContain('metric custody external');
    expect(integrity(r)?.protected_metric_ids).toEqual(expect.arrayContaining(['task.completion', 'reliability.pass_hat_k']));
    // aqr verify shows the custody beside its checklist.
    const v = await exec(process.execPath, [join(ROOT, 'dist/cli.js'), 'verify', r.outputs['record-path'] as string, '--key', publicKey], { cwd: ws });
    expect(v.stdout).toMatch(
      /\ncustody: external: the eval definition was read at the base commit and every attempt was bound to it or re-derived from it; protected: task\.completion/,
    );
  });

  it('a pull request that weakens an assertion in promptfooconfig.yaml holds with BAR_CHANGED, and the comment names the file', async () => {
    gh = await fakeGitHub();
    const { ws, base, results } = await initialised();
    const weak = weakened(results);
    for (const t of weak.config.tests) if (t.metadata.task_id === 'refund') t.assert = WEAK;
    await writeFile(join(ws, 'promptfooconfig.yaml'), configOf(weak));
    await writeFile(join(ws, 'results.json'), JSON.stringify(weak, null, 1));
    await git(ws, 'commit', '-qam', 'refund: any number of days will do');

    const r = await gate(ws, base);
    expect(r.verdict, r.stdout).toBe('hold');
    expect(codes(r)).toContain('BAR_CHANGED');
    expect(r.comment).toContain('eval-definition file promptfooconfig.yaml changed');
    // Judged by the base's bar: its manifest pins the refund test's old assertions, which these rows were not graded by.
    expect(codes(r)).toContain('DEFINITION_CHANGED');
    // The change wrote what grades it.
    expect(integrity(r)).toMatchObject({ metric_custody: 'agent-writable' });
    expect(integrity(r)?.protected_metric_ids).toBeUndefined();
  });

  it('results whose rows carry weakened assertions against an unchanged config hold with DEFINITION_CHANGED naming the task and what changed', async () => {
    gh = await fakeGitHub();
    const { ws, base, results } = await initialised();
    // Only the results change (an evaluate job that ran the change's code can write anything): the config is the base's.
    await writeFile(join(ws, 'results.json'), JSON.stringify(weakened(results), null, 1));

    const r = await gate(ws, base);
    expect(r.verdict, r.stdout).toBe('hold');
    expect(codes(r)).not.toContain('BAR_CHANGED');
    expect(r.stdout).toMatch(
      /hold DEFINITION_CHANGED: task refund: 2 of 2 attempts in results\.json were graded by another definition than the task manifest pins \(assert differs; the results grade with assert contains "days", llm-rubric/,
    );
    expect(r.comment).toMatch(/DEFINITION\\?_CHANGED/);
    expect(integrity(r)).toMatchObject({ metric_custody: 'shared' });
  });
});
