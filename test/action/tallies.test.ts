// The action's `tallies` and `expect-shards` inputs (docs/partial-tallies.md),
// through the built action (run-action.ts) and the loopback GitHub: the
// example's three shards tallied apart give the verdict the example gives, and
// a tally that never arrived holds with SHARD_MISSING. Needs `npm run build` first.
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeGitHub } from './github-api.js';
import { runAction as runIn } from './run-action.js';
import { aqr, ROOT, tempDir } from '../helpers.js';

let dir: string;
let tallies: string;
beforeAll(async () => {
  dir = await tempDir();
  for (const s of [1, 2, 3]) {
    const r = await aqr('tally', `examples/ledger/trials-${s}.jsonl`, '--task-manifest', 'examples/tasks.yaml', '--out', join(dir, `tally-${s}.json`));
    expect(r.code, r.err).toBe(0);
  }
  tallies = relative(ROOT, join(dir, 'tally-*.json'));
});

async function runAction(inputs: Record<string, string>) {
  const gh = await fakeGitHub();
  try {
    // The example's own inputs, with the tallies in place of its ledger.
    return await runIn(gh, dir, {
      config: '',
      profile: 'examples/profile.yaml',
      'task-manifest': 'examples/tasks.yaml',
      sealed: 'true',
      agent: 'example-coding-agent',
      harness: 'examples/harness',
      authority: 'examples/authority.yaml',
      decisions: 'examples/decisions.yaml',
      'evaluator-independent': 'true',
      ...inputs,
    });
  } finally {
    await gh.close();
  }
}

describe('the action: tallies and expect-shards', () => {
  it('merges the tallies into the verdict the shards give, and names the shards in the record', async () => {
    const whole = await runAction({ trials: 'examples/ledger/*.jsonl' });
    const r = await runAction({ tallies, 'expect-shards': '3' });
    expect(r.outputs['verdict']).toBe(whole.outputs['verdict']);
    const evidence = (r.record as { assurance: { evidence: { ledger: string } } } | undefined)?.assurance.evidence.ledger;
    const single = (whole.record as { assurance: { evidence: { ledger: string } } } | undefined)?.assurance.evidence.ledger;
    expect(evidence).toMatch(/^examples\/ledger\/trials-1\.jsonl examples\/ledger\/trials-2\.jsonl examples\/ledger\/trials-3\.jsonl#sha256:/);
    expect(evidence?.split('#')[1]).toBe(single?.split('#')[1]);
  });

  it('holds with SHARD_MISSING when a tally never arrived', async () => {
    const r = await runAction({ tallies, 'expect-shards': '4' });
    expect(r.outputs['verdict']).toBe('hold');
    expect(r.summary).toMatch(/SHARD_MISSING/);
    expect(r.summary).toMatch(/covers 3 of the 4 shard files/);
  });
});
