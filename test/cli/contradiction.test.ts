// Decisions never outvote measurements, through the CLI: a policy engine's
// pass over a ledger that measures violations holds (DECISION_CONTRADICTED),
// in the output and the rationale; a record signed anyway (as an older aqr
// would have) is flagged by `aqr verify`, by its replay and by `aqr check`.
// The same for signals: an accepted run with an open blocking escalation.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { aqr, keyFiles, ROOT, tempDir, writeIn } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

const write = (name: string, text: string) => writeIn(dir, name, text);

/** The example's third ledger shard with hard-rule violations in its first three attempts. */
async function violatingLedger(): Promise<string[]> {
  let n = 0;
  const text = (await readFile(join(ROOT, 'examples/ledger/trials-3.jsonl'), 'utf8')).replace(/"policy":0/g, (m) => (n++ < 3 ? '"policy":1' : m));
  return ['examples/ledger/trials-1.jsonl', 'examples/ledger/trials-2.jsonl', await write('trials-3-violations.jsonl', text)];
}

async function evaluate(name: string, args: string[], json = true) {
  const out = join(dir, `${name}.yaml`);
  const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', out, ...(json ? ['--json'] : []), ...args);
  return {
    ...r,
    file: out,
    result: json && r.out ? (JSON.parse(r.out) as { verdict: string; reasons: { verdict: string; code: string; message: string }[] }) : undefined,
  };
}

describe('a decision the measurement contradicts', () => {
  it('acs passing policy.hard_rules over a ledger with violations holds, naming both sources and values', async () => {
    const trials = await violatingLedger();
    const r = await evaluate(
      'violations',
      trials.flatMap((t) => ['--trials', t]),
    );
    expect(r.code, r.err).toBe(1);
    expect(r.result!.verdict).toBe('hold');
    const reason = r.result!.reasons.find((x) => x.code === 'DECISION_CONTRADICTED');
    expect(reason?.message).toMatch(
      /^policy\.hard_rules: acs decided pass for policy\.hard_rules, but the trial ledger \(aqr\.trials\/1\) measures policy\.hard_rules = 0\.97\d*, violations in 2\.\d+% of attempts: a decision does not outvote a measurement$/,
    );
    const record = parse(await readFile(r.file, 'utf8')) as { decision: { verdict: string; rationale: string }; gates: { id: string }[] };
    expect(record.decision.verdict).toBe('hold');
    expect(record.decision.rationale).toContain('acs decided pass for policy.hard_rules, but the trial ledger');
    expect(record.gates.map((g) => g.id)).not.toContain('policy.hard_rules');
    const text = await evaluate(
      'violations-text',
      trials.flatMap((t) => ['--trials', t]),
      false,
    );
    expect(text.out).toMatch(/^ {2}Held: gate policy\.hard_rules: acs decided pass.*\(DECISION_CONTRADICTED\)$/m);
  });

  it('an acs fail over a clean measurement holds too', async () => {
    const decisions = await write(
      'decisions-fail.yaml',
      'decisions:\n  - {id: policy.hard_rules, result: pass, source: acs}\n  - {id: safety.tool_abuse, result: fail, source: acs}\n',
    );
    const r = await evaluate('fail-clean', ['--decisions', decisions]);
    expect(r.result).toMatchObject({
      verdict: 'hold',
      reasons: [
        {
          code: 'DECISION_CONTRADICTED',
          message: expect.stringContaining(
            'acs decided fail for safety.tool_abuse, but the trial ledger (aqr.trials/1) measures safety.tool_abuse = 1, no violation',
          ),
        },
      ],
    });
  });

  it('a record signed anyway is flagged by aqr verify, by its replay and by aqr check --ledger (exit 1)', async () => {
    const trials = await violatingLedger();
    const r = await evaluate(
      'signed-anyway',
      trials.flatMap((t) => ['--trials', t]),
    );
    // What an older aqr wrote: the decision counted, the gate passed, the verdict ship.
    const record = parse(await readFile(r.file, 'utf8')) as { decision: Record<string, unknown>; gates: object[] };
    record.decision['verdict'] = 'ship';
    record.gates.unshift({ id: 'policy.hard_rules', result: 'pass', source: 'acs' });
    const unsigned = await write('old.yaml', stringify(record));
    const keys = await keyFiles(dir, 'old');
    const signed = join(dir, 'old.signed.yaml');
    expect((await aqr('sign', unsigned, '--key', keys.privateFile, '--out', signed)).code).toBe(0);

    const verify = await aqr('verify', signed, '--key', keys.publicFile);
    expect(verify.code).toBe(1);
    expect(verify.out).toMatch(/signature valid/);
    expect(verify.out).toMatch(/DECISION_CONTRADICTED {2}acs decided pass for policy\.hard_rules, but the record itself measures policy\.hard_rules = 0\.97/);
    expect(verify.out).toMatch(/\nproof INVALID — verdict ship$/);
    expect(verify.out).toMatch(/^ {2}FAIL {2}decisions: DECISION_CONTRADICTED: acs decided pass for policy\.hard_rules/m);

    const ledger = trials.flatMap((t) => ['--ledger', t]);
    const replay = await aqr('verify', signed, '--key', keys.publicFile, ...ledger, '--task-manifest', 'examples/tasks.yaml', '--json');
    expect(replay.code).toBe(1);
    const report = JSON.parse(replay.out) as { valid: boolean; replay: { mismatches: { code: string; message: string }[] } };
    expect(report.replay.mismatches).toEqual([
      expect.objectContaining({
        code: 'DECISION_CONTRADICTED',
        message: expect.stringContaining('acs decided pass for policy.hard_rules, but the replayed ledger (aqr.trials/1) measures'),
      }),
    ]);

    const check = await aqr('check', signed, '--key', keys.publicFile, ...ledger, '--task-manifest', 'examples/tasks.yaml');
    expect(check.code).toBe(1);
    expect(check.out).toMatch(/REPLAY_DECISION_CONTRADICTED/);
  });
});

describe('an acceptance the signals contradict', () => {
  const rule = { name: 'tests', definition: 'tests pass', requires: ['tests'] };
  const run = {
    ocp: '0.3',
    producer: { name: 'ci' },
    privacy: {},
    nodes: [],
    run: {
      id: 'release-42',
      ended_at: '2026-11-28T12:00:00Z',
      acceptance_rule: rule,
      signals: [{ id: 't', kind: 'verdict', name: 'tests', value: 'pass', observed_at: '2026-11-28T11:00:00Z', tier: 'verified' }],
    },
  };
  const escalation = (blocking: boolean) => ({
    signal_type: 'escalation',
    schema_version: '0.1.0',
    run_id: 'release-42',
    timestamp: '2026-11-28T11:30:00Z',
    agent_name: 'agent',
    reason: 'needs a human',
    severity: 'medium',
    blocking,
  });

  it('an accepted run with a blocking escalation still open on it does not ship', async () => {
    const runFile = await write('run.json', JSON.stringify(run));
    const open = await evaluate('escalated', ['--signals', runFile, '--signals', await write('esc.jsonl', JSON.stringify(escalation(true)))]);
    expect(open.result).toMatchObject({
      verdict: 'hold',
      reasons: [
        {
          code: 'DECISION_CONTRADICTED',
          message: expect.stringContaining(
            'acceptance rule tests accepted run release-42, but an Agent Signal escalation (blocking, severity medium) on that run is still open',
          ),
        },
      ],
    });
    const advisory = await evaluate('not-blocking', ['--signals', runFile, '--signals', await write('esc-nb.jsonl', JSON.stringify(escalation(false)))]);
    expect(advisory.result!.verdict).toBe('ship');
  });
});
