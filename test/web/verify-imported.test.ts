// The page's verifier (src/web/verify.ts, run here in Node) on a record whose
// evidence is an eval tool's own file: it has no importer, so it says so and
// does not replay the file as a ledger (no false mismatch).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { verifyDropped } from '../../src/web/verify.js';
import { aqr, FIXTURES, tempDir } from '../helpers.js';

it('names the imported format and sends the reader to aqr verify, with no replay mismatch', async () => {
  const dir = await tempDir();
  const k = await aqr('keygen', '--out', join(dir, 'k'));
  expect(k.code).toBe(0);
  const results = join(FIXTURES, 'import/promptfoo/one-agent.json');
  const tasks = join(FIXTURES, 'import/promptfoo/one-agent.tasks.yaml');
  await writeFile(
    tasks,
    'tasks:\n  - {id: refund, split: held-out}\n  - {id: hours, split: held-out}\n  - {id: cancel, split: held-in}\n  - {id: shipping, split: held-in}\n  - {id: canary-1, split: held-out, canary: true}\n',
  );
  const profile = join(dir, 'profile.yaml');
  await writeFile(profile, 'id: acme/p\nversion: "1"\ntier: T1\ngates:\n  - {id: task.completion, split: held-out, floor: 0.5, evidence: "x"}\n');
  const record = join(dir, 'record.json');
  const r = await aqr(
    'evaluate',
    '--profile',
    profile,
    '--task-manifest',
    tasks,
    '--trials',
    results,
    '--agent',
    'a',
    '--harness',
    tasks,
    '--authority',
    'examples/authority.yaml',
    '--actor',
    'me',
    '--key',
    join(dir, 'k.private.jwk'),
    '--out',
    record,
  );
  expect(r.code, r.err).not.toBe(2);
  const blob = async (f: string) => new Blob([await readFile(f)]);
  const report = await verifyDropped(
    new Map([
      ['record.json', await blob(record)],
      ['k.public.jwk', await blob(join(dir, 'k.public.jwk'))],
      ['tasks.yaml', await blob(tasks)],
      ['one-agent.json', await blob(results)],
    ]),
  );
  expect(report.notes.join('\n')).toContain(
    "the evidence is promptfoo.results/3, an eval tool's own file: this page does not replay it; run aqr verify --ledger FILE --task-manifest FILE",
  );
  expect(report.replay).toBeUndefined();
  expect(report.errors).toEqual([]);
  // Custody beside the checklist, as the record says it: no bar read at a base, so the results were taken as recorded.
  expect(report.checklist?.custody).toMatch(
    /^shared: the results were taken as the evaluating job recorded them; recomputed by agent-release-gate \S+ \(sha256:[0-9a-f]{64}\)$/,
  );
});
