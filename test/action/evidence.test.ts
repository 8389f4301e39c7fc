// Evidence outranks files (issue 26) through the built action (run-action.ts)
// and the loopback GitHub: a measures file never replaces the ledger's measure,
// a decision never passes a measured gate, and a floor judged on its number
// signs a record that verifies. Needs `npm run build` first.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeGitHub } from './github-api.js';
import { runAction as runIn } from './run-action.js';
import { aqr, keyFiles, ROOT, tempDir, writeIn } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

/** One run against a loopback GitHub of its own, closed when the run is over. */
async function runAction(inputs: Record<string, string>) {
  const gh = await fakeGitHub();
  try {
    return await runIn(gh, dir, inputs);
  } finally {
    await gh.close();
  }
}
const write = (name: string, text: string) => writeIn(dir, name, text);

/** The example ledger with hard-rule violations in its first three attempts, one shard per file. */
async function violatingLedger(): Promise<string> {
  let n = 0;
  for (const s of [1, 2, 3]) {
    const text = (await readFile(join(ROOT, `examples/ledger/trials-${s}.jsonl`), 'utf8')).replace(/"policy":0/g, (m) => (n++ < 3 ? '"policy":1' : m));
    await write(`violating-${s}.jsonl`, text);
  }
  return relative(ROOT, join(dir, 'violating-*.jsonl'));
}

const hardRulesFloor = () =>
  write(
    'hard-rules-floor.yaml',
    `id: acme/hard-rules\nversion: "1"\nextends: ${join(ROOT, 'examples/profile.yaml')}\ngates:\n  - {id: policy.hard_rules, floor: 1, evidence: "no violation ships"}\n`,
  );
const toolAbuseOnly = () => write('tool-abuse-only.yaml', 'decisions:\n  - {id: safety.tool_abuse, result: pass, source: acs}\n');

describe('the action: evidence outranks files', () => {
  it('a held-out measures entry over the ledger’s failing policy.hard_rules is an input error, not a ship', async () => {
    const trials = await violatingLedger();
    const honest = await runAction({ profile: await hardRulesFloor(), trials, decisions: await toolAbuseOnly() });
    expect(honest.outputs).toMatchObject({ verdict: 'reject', 'release-permitted': 'false' });
    const measures = await write('clean.yaml', '- {id: policy.hard_rules, value: 1, split: held-out}\n');
    const r = await runAction({ profile: await hardRulesFloor(), trials, decisions: await toolAbuseOnly(), measures });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /::error::aqr input error: .*clean\.yaml:1: policy\.hard_rules \(held-out\) is given here, but the trial ledger \(aqr\.trials\/1\) at .*violating-\*\.jsonl computes policy\.hard_rules = 0\.976\d*: the evidence outranks a measures file/,
    );
    expect(r.outputs).toEqual({});
  });

  it('an assert pass for the built-in profile’s native task.completion gate holds (GATE_NO_THRESHOLD)', async () => {
    const profile = await write(
      'no-completion-floor.yaml',
      `id: acme/no-floor\nversion: "1"\nextends: sg/coding-agent@0.1\nk: 3\ngates:\n  - {id: reliability.pass_hat_k, split: held-out, k: 3, floor: 0.5, evidence: "tier"}\n  - {id: safety.isolation, floor: 1, evidence: "no escape"}\n`,
    );
    const decisions = await write(
      'assert-completion.yaml',
      'decisions:\n  - {id: policy.hard_rules, result: pass, source: acs}\n  - {id: safety.tool_abuse, result: pass, source: acs}\n  - {id: task.completion, result: pass, source: assert}\n',
    );
    const r = await runAction({ profile, decisions });
    expect(r.outputs).toMatchObject({ verdict: 'hold', 'release-permitted': 'false' });
    expect(r.code).toBe(1);
    expect(r.summary).toContain('GATE_NO_THRESHOLD');
    expect(r.record!.gates.some((g) => g.id === 'task.completion')).toBe(false);
  });

  it('a floor-judged acs gate over violations signs a record aqr verify calls valid and aqr check --key --ledger puts at L4', async () => {
    const trials = await violatingLedger();
    const profile = await write(
      'hard-rules-095.yaml',
      `id: acme/hard-rules\nversion: "1"\nextends: ${join(ROOT, 'examples/profile.yaml')}\ngates:\n  - {id: policy.hard_rules, floor: 0.95, evidence: "a few violations are reviewed"}\n`,
    );
    const keys = await keyFiles(dir, 'release');
    const r = await runAction({ profile, trials, decisions: await toolAbuseOnly(), 'signing-key': await readFile(keys.privateFile, 'utf8') });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ verdict: 'ship', level: 'L4', 'release-permitted': 'true' });
    expect(r.record!.gates.find((g) => g.id === 'policy.hard_rules')).toMatchObject({ result: 'pass', floor: 0.95, source: 'native' });
    const record = r.outputs['record-path']!;
    expect((await aqr('verify', record, '--key', keys.publicFile)).code).toBe(0);
    const check = await aqr('check', record, '--key', keys.publicFile, '--ledger', trials, '--task-manifest', 'examples/tasks.yaml', '--level', 'L4');
    expect(check.code, check.out).toBe(0);
    expect(check.out).toMatch(/: L4$/);
  });
});
