// The independent recompute through the built action (dist/index.cjs) against a
// git base: a team gates its agent on promptfoo as `aqr init --from` sets it up
// (the built CLI writes the starter, the promptfoo config beside it is the eval
// definition), commits it as the base, and a pull request then hands the gate a
// results file that records `pass` for an output its own `equals` assertion
// rejects, where a judge (llm-rubric) had passed it. The gate re-derives the
// pass from the recorded output: never a ship, and the record says
// mechanical_override. The honest file still ships. Fixtures:
// scripts/fixtures/promptfoo/make-recompute.sh. Needs `npm run build` first.
import { execFile } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { edit, git, pullRequest, runGate } from './bar-run.js';
import { FIXTURES, keyFiles, ROOT, tempDir } from '../helpers.js';

const exec = promisify(execFile);
const HONEST = join(FIXTURES, 'import/promptfoo/recompute/override.json');
const TAMPERED = join(FIXTURES, 'import/promptfoo/recompute/override-tampered.json');

let gh: FakeGitHub;
let signingKey: string;
beforeAll(async () => {
  const k = await keyFiles(await tempDir(), 'release');
  signingKey = await readFile(k.privateFile, 'utf8');
});
afterEach(async () => {
  await gh?.close();
});

/**
 * A repository set up by `aqr init --from results.json` (the built CLI) beside
 * promptfooconfig.yaml from the honest run, sealed, with the completion floor
 * at 0.5 (the honest run fails refund, so only the recompute can stop the
 * rewritten one), committed as the base. Returns the workspace and the base commit.
 */
async function initialised(): Promise<{ ws: string; base: string }> {
  const ws = await tempDir();
  await copyFile(HONEST, join(ws, 'results.json'));
  const { config } = JSON.parse(await readFile(HONEST, 'utf8')) as { config: Record<string, unknown> };
  await writeFile(
    join(ws, 'promptfooconfig.yaml'),
    stringify({ description: config['description'], prompts: config['prompts'], providers: config['providers'], tests: config['tests'] }),
  );
  const init = await exec(process.execPath, [join(ROOT, 'dist/cli.js'), 'init', '--from', 'results.json'], { cwd: ws });
  expect(init.stderr).toContain('eval definition (part of the bar, read at the base): promptfooconfig.yaml');
  await edit(ws, 'quality/evaluate.yaml', (t) => t.replace('sealed: false', 'sealed: true'));
  await edit(ws, 'quality/profile.yaml', (t) => t.replace(/(- id: task\.completion\n\s+floor:) 1\n/, '$1 0.5\n'));
  expect(await readFile(join(ws, 'quality/profile.yaml'), 'utf8')).toMatch(/- id: task\.completion\n\s+floor: 0\.5\n/);
  await git(ws, 'init', '-q');
  await git(ws, 'add', '.');
  await git(ws, 'commit', '-qm', 'base: the gate as aqr init wrote it');
  return { ws, base: await git(ws, 'rev-parse', 'HEAD') };
}

interface Integrity {
  metric_custody?: string;
  recompute_digest?: string;
  recompute_party?: string;
  mechanical_override?: boolean;
}
const integrity = (r: { record: unknown }) => (r.record as { assurance: { integrity?: Integrity } }).assurance.integrity;
const gate = (ws: string, base: string) => runGate(gh, ws, { config: 'quality/evaluate.yaml', 'signing-key': signingKey }, pullRequest('octo-dev', base));

describe('the action on a promptfoo results file that records a pass its equals assertion rejects', () => {
  it('the honest file ships: the recompute agrees, its digest and party recorded, mechanical_override false', async () => {
    gh = await fakeGitHub();
    const { ws, base } = await initialised();
    const r = await gate(ws, base);
    expect(r.code, r.stdout).toBe(0);
    expect(r.verdict, r.stdout).toBe('ship');
    expect(r.stdout).toContain('recompute by agent-release-gate');
    expect(r.stdout).not.toContain('RECOMPUTE_CONTRADICTED');
    expect(integrity(r)).toMatchObject({
      metric_custody: 'external',
      recompute_party: expect.stringMatching(/^agent-release-gate /) as string,
      mechanical_override: false,
    });
    expect(integrity(r)?.recompute_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(r.comment).not.toMatch(/RECOMPUTE\\?_CONTRADICTED/);
  });

  it('the rewritten file is not shipped: RECOMPUTE_CONTRADICTED names the task in the comment, and the record says mechanical_override', async () => {
    gh = await fakeGitHub();
    const { ws, base } = await initialised();
    // The pull request's evaluate job wrote the results: the equals result of refund recorded as a pass. The config is the base's.
    await copyFile(TAMPERED, join(ws, 'results.json'));
    const r = await gate(ws, base);
    expect(r.verdict, r.stdout).not.toBe('ship');
    expect(r.verdict, r.stdout).toBe('hold');
    expect(r.code, r.stdout).not.toBe(0);
    expect(r.record.decision.verdict).toBe('hold');
    expect(r.stdout).toMatch(/RECOMPUTE_CONTRADICTED: .*task "refund" attempt 1 \(equals\).*mechanical override/);
    // Without the recompute both attempts pass and nothing else holds: the bar and the definition are the base's.
    expect(r.stdout).not.toMatch(/BAR_CHANGED|DEFINITION_CHANGED/);
    expect(integrity(r)).toMatchObject({
      mechanical_override: true,
      recompute_party: expect.stringMatching(/^agent-release-gate /) as string,
    });
    expect(integrity(r)?.recompute_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    // The comment's reason names the task, the assertion and the override, with the code.
    expect(r.comment).toMatch(/- \*\*Held\*\*: .*task "refund" attempt 1 \\\(equals\\\).*mechanical override.*\(`RECOMPUTE_CONTRADICTED`\)/);
    // The only hold: without the recompute both attempts pass.
    expect([...r.stdout.matchAll(/^\s*hold ([A-Z_]+):/gm)].map((m) => m[1])).toEqual(['RECOMPUTE_CONTRADICTED']);
  });
});
