// The independent recompute end to end through the CLI: `aqr evaluate` on a promptfoo
// results file that records a pass its own `equals` assertion rejects (a judge had
// passed it) is never a ship, and the record says mechanical_override; `aqr verify
// --ledger` reproduces the recompute; the subject that chose the rows is signed
// beside the record and replayed. Fixtures: scripts/fixtures/promptfoo/make-recompute.sh.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aqr, FIXTURES, ROOT, tempDir } from '../helpers.js';

const PF = relative(ROOT, join(FIXTURES, 'import/promptfoo'));
const HONEST = `${PF}/recompute/override.json`;
const TAMPERED = `${PF}/recompute/override-tampered.json`;
const ROLLBACK = 'sha256:a6676e6afa6b9f7686bfe5777912938982f56dee01aa799df75559016b08b8ac';

let dir: string;
let key: { priv: string; pub: string };
let profile: string;
let manifest: string;

beforeAll(async () => {
  dir = await tempDir();
  const r = await aqr('keygen', '--out', join(dir, 'k'));
  expect(r.code, r.err).toBe(0);
  key = { priv: join(dir, 'k.private.jwk'), pub: join(dir, 'k.public.jwk') };
  profile = join(dir, 'profile.yaml');
  // Half the held-out tasks must pass: the honest run ships with refund failed, so only the recompute can stop the rewritten one.
  writeFileSync(
    profile,
    ['id: local/recompute', 'version: "0.1"', 'tier: T0', 'gates:', '  - {id: task.completion, split: held-out, floor: 0.5}', ''].join('\n'),
  );
  manifest = join(dir, 'tasks.yaml');
  writeFileSync(manifest, 'tasks:\n  - {id: refund, split: held-out}\n  - {id: hours, split: held-out}\n');
});

const evaluate = (trials: string, out: string, extra: string[] = []) =>
  aqr(
    'evaluate',
    '--profile',
    profile,
    '--task-manifest',
    manifest,
    '--trials',
    trials,
    '--sealed',
    '--agent',
    'support-agent',
    '--harness',
    'scripts/fixtures/promptfoo',
    '--authority',
    'examples/authority.yaml',
    '--actor',
    'release-manager@example.com',
    '--evaluator-independent',
    '--rollback-to',
    ROLLBACK,
    '--now',
    '2026-12-02T00:00:00Z',
    '--key',
    key.priv,
    '--out',
    out,
    '--json',
    ...extra,
  );

interface Integrity {
  recompute_digest?: string;
  recompute_party?: string;
  mechanical_override?: boolean;
}
const integrityOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { assurance: { integrity?: Integrity } }).assurance.integrity;

describe('aqr evaluate: a results file that records a pass its equals assertion rejects', () => {
  it('the honest run ships, with the recompute’s digest and party in assurance.integrity', async () => {
    const out = join(dir, 'honest.json');
    const r = await evaluate(HONEST, out);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ verdict: 'ship' });
    expect(integrityOf(out)).toMatchObject({ recompute_party: expect.stringMatching(/^agent-release-gate /) as string, mechanical_override: false });
    expect(integrityOf(out)?.recompute_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(r.err).toContain('recompute by agent-release-gate');
    expect(r.err).toContain('2 attempts re-derived from the recorded output; taken as recorded: llm-rubric ×2');
  });

  it('the rewritten run is not shipped: RECOMPUTE_CONTRADICTED names the task, and the record says mechanical_override', async () => {
    const out = join(dir, 'tampered.json');
    const r = await evaluate(TAMPERED, out);
    expect(r.code, r.err).toBe(1);
    const result = JSON.parse(r.out) as { verdict: string; reasons: { code: string; verdict: string; message: string }[] };
    expect(result.verdict).toBe('hold');
    // the only reason: without the recompute both attempts would pass and the run would ship
    expect(result.reasons.map((x) => x.code)).toEqual(['RECOMPUTE_CONTRADICTED']);
    expect(result.reasons[0]?.message).toMatch(/task "refund" attempt 1 \(equals\).*mechanical override/);
    expect(integrityOf(out)).toMatchObject({ mechanical_override: true });
    // the recompute is of the outputs: the same as the honest file's
    expect(integrityOf(out)?.recompute_digest).toBe(integrityOf(join(dir, 'honest.json'))?.recompute_digest);
  });

  it('aqr verify --ledger reproduces the recompute; a record whose recompute differs fails replay', async () => {
    const out = join(dir, 'tampered.json');
    const replay = ['--ledger', TAMPERED, '--task-manifest', manifest];
    const v = await aqr('verify', out, '--key', key.pub, ...replay);
    expect(v.code, v.out).toBe(0);
    // the record of the honest file, replayed against the rewritten one: the digest of the files differs, and so does the override
    const w = await aqr('verify', join(dir, 'honest.json'), '--key', key.pub, ...replay, '--json');
    expect(w.code).toBe(1);
    const mismatches = (JSON.parse(w.out) as { replay: { mismatches: { code: string; what: string }[] } }).replay.mismatches;
    expect(mismatches).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'RECOMPUTE_MISMATCH', what: 'assurance.integrity.mechanical_override' })]),
    );
  });
});

describe('the options that chose the rows are signed beside the record and replayed', () => {
  const TWO = `${PF}/two-agents.json`;
  let tasks: string;
  let out: string;

  beforeAll(async () => {
    tasks = join(dir, 'two-tasks.yaml');
    writeFileSync(
      tasks,
      'tasks:\n  - {id: refund, split: held-out}\n  - {id: hours, split: held-out}\n  - {id: outage, split: held-in}\n  - {id: cancel, split: held-in}\n  - {id: shipping countries, split: held-in}\n  - {id: tone, split: held-in}\n',
    );
    out = join(dir, 'agent-a.json');
    const r = await aqr(
      'evaluate',
      '--profile',
      profile,
      '--task-manifest',
      tasks,
      '--trials',
      TWO,
      '--trials-subject',
      'agent-a',
      '--sealed',
      '--agent',
      'support-agent',
      '--harness',
      'scripts/fixtures/promptfoo',
      '--authority',
      'examples/authority.yaml',
      '--actor',
      'release-manager@example.com',
      '--now',
      '2026-12-02T00:00:00Z',
      '--key',
      key.priv,
      '--out',
      out,
      '--json',
    );
    expect(r.err).not.toMatch(/internal error/);
  });

  it('records the subject as resolved (provider and prompt) in the signed bar', () => {
    const bar = JSON.parse(readFileSync(join(dir, 'agent-a.bar.json'), 'utf8')) as { bar: { import_options?: Record<string, string> }; signature?: string };
    expect(bar.bar.import_options).toEqual({ 'trials-subject': 'agent-a / support-v1' });
    expect(bar.signature).toEqual(expect.any(String));
  });

  it('verify with no options reads the file as recorded; with another subject the proof is invalid, naming the option', async () => {
    const replay = ['--ledger', TWO, '--task-manifest', tasks];
    const plain = await aqr('verify', out, '--key', key.pub, ...replay);
    expect(plain.code, plain.out).toBe(0);
    const same = await aqr('verify', out, '--key', key.pub, ...replay, '--trials-subject', 'agent-a');
    expect(same.code, same.out).toBe(0);
    const other = await aqr('verify', out, '--key', key.pub, ...replay, '--trials-subject', 'agent-b', '--json');
    expect(other.code).toBe(1);
    const mismatches = (JSON.parse(other.out) as { replay: { mismatches: { code: string; message: string }[] } }).replay.mismatches;
    expect(mismatches.find((m) => m.code === 'IMPORT_OPTIONS')?.message).toMatch(/trials-subject "agent-a \/ support-v1".*"agent-b \/ support-v1"/);
  });
});

describe('a results file nested 100,000 deep', () => {
  it('is an input error naming the file and the field, exit 2, for aqr import and aqr evaluate', async () => {
    const depth = 100_000;
    const file = join(dir, 'deep.json');
    writeFileSync(
      file,
      `{"results":{"version":3,"results":[{"testIdx":0,"testCase":{"assert":${'[{"type":"assert-set","assert":'.repeat(depth)}[]${'}]'.repeat(depth)}},"gradingResult":{"componentResults":[]}}]}}`,
    );
    for (const r of [await aqr('import', file), await evaluate(file, join(dir, 'deep-record.json'))]) {
      expect(r.code, r.err).toBe(2);
      // The file as the CLI shows it (absolute, or relative to the working directory when that is shorter).
      expect(r.err).toContain(`${basename(dir)}/deep.json: results.results[0].testCase.assert[0].assert[0]`);
      expect(r.err).toMatch(/nested more than 512 levels deep/);
      expect(r.err).not.toMatch(/internal error|call stack/);
    }
  });
});
