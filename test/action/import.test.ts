// The action on an eval tool's own results (docs/importers.md): the `trials`
// input with `trials-format`, through the built action (run-action.ts) and the
// loopback GitHub. Needs `npm run build` first.
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeGitHub } from './github-api.js';
import { runAction } from './run-action.js';
import { FIXTURES, keyFiles, ROOT, tempDir, writeIn } from '../helpers.js';
import { readFile } from 'node:fs/promises';

let dir: string;
let signingKey: string;
beforeAll(async () => {
  dir = await tempDir();
  signingKey = await readFile((await keyFiles(dir, 'release')).privateFile, 'utf8');
});

describe('the action with promptfoo results as trials', () => {
  it('ships from results.json, logs what it mapped, and the comment names the source format', async () => {
    const profile = await writeIn(
      dir,
      'profile.yaml',
      'id: acme/promptfoo-gate\nversion: "1"\ntier: T1\nk: 2\ngates:\n  - {id: task.completion, split: held-out, floor: 0.9, evidence: "users"}\n  - {id: reliability.pass_hat_k, split: held-out, k: 2, floor: 0.9, evidence: "users"}\n',
    );
    // Outside the checkout, as the profile: the bar the base commit holds is not what this test is about.
    const manifest = await writeIn(dir, 'tasks.yaml', await readFile(join(FIXTURES, 'import/promptfoo/one-agent.tasks.yaml'), 'utf8'));
    const gh = await fakeGitHub();
    try {
      const r = await runAction(gh, dir, {
        'signing-key': signingKey,
        profile,
        'task-manifest': manifest,
        trials: relative(ROOT, join(FIXTURES, 'import/promptfoo/one-agent.json')),
        'trials-format': 'promptfoo',
      });
      expect(r.code, r.stdout).toBe(0);
      expect(r.outputs).toMatchObject({ verdict: 'ship', level: 'L4' });
      expect((r.record as unknown as { assurance: { evidence: { format: string } } }).assurance.evidence.format).toBe('promptfoo.results/3');
      expect(r.stdout).toMatch(/one-agent\.json \(promptfoo\.results\/3, subject agent-a \/ support-v1\): 10 attempts mapped/);
      const comment = gh.comments.find((c) => c.user.login === 'aqr-bot');
      expect(comment?.body).toContain("evidence promptfoo.results/3 (the eval tool's own file)");
    } finally {
      await gh.close();
    }
  });
});
