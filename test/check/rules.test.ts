// Every conformance rule, one hand-written record each: the base fixture reaches
// L4 once signed, and each case changes one thing so that exactly its rule fails.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toYamlText } from '../../src/doc/write.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { checkFiles, type FileCheck } from '../../src/pipeline/check.js';
import { parsePrivateKey } from '../../src/sign/key.js';
import { signRecord } from '../../src/sign/sign.js';
import { baseRecord, keyFiles, tempDir } from '../helpers.js';

type R = AgentQualityRecord;
interface Case {
  name: string;
  change: (r: R) => void;
  level: 'L1' | 'L2' | 'L3' | null;
  codes: string[];
  /** Sign after the change (the default), leave unsigned, or let the case set the signature. */
  sign?: 'yes' | 'no' | 'keep';
  /** Check with the other key instead of the signing one. */
  otherKey?: true;
  noKey?: true;
}

const digest = (c: string) => `sha256:${c.repeat(64 / c.length)}`;
const held = (r: R) => r.measures.find((m) => m.id === 'task.completion' && m.split === 'held-out')!;

const cases: Case[] = [
  // L1
  { name: 'an unknown top-level key', change: (r) => Object.assign(r, { notes: 'x' }), level: null, codes: ['SCHEMA_UNKNOWN_FIELD'] },
  { name: 'a missing required block', change: (r) => delete (r as Partial<R>).task_set, level: null, codes: ['SCHEMA_MISSING_FIELD'] },
  { name: 'an unknown key inside a measure', change: (r) => Object.assign(r.measures[0]!, { weight: 2 }), level: null, codes: ['SCHEMA_UNKNOWN_FIELD'] },
  {
    name: 'a malformed digest (upper case)',
    change: (r) => (r.subject.harness_digest = r.subject.harness_digest.toUpperCase().replace('SHA256', 'sha256')),
    level: null,
    codes: ['DIGEST_MALFORMED'],
  },
  { name: 'a digest of one repeated hex digit', change: (r) => (r.task_set.manifest_digest = digest('a')), level: null, codes: ['DIGEST_PLACEHOLDER'] },
  { name: 'a digest made of a repeated block', change: (r) => (r.decision.rolls_back_to = digest('c0ffee00')), level: null, codes: ['DIGEST_PLACEHOLDER'] },
  { name: 'a digest typed as a counting run', change: (r) => (r.subject.code_digest = digest('0123456789abcdef')), level: null, codes: ['DIGEST_PLACEHOLDER'] },
  { name: 'no recorded authority grant', change: (r) => delete r.subject.authority.grant_digest, level: null, codes: ['AUTHORITY_MISSING'] },
  { name: 'a timestamp not in UTC', change: (r) => (r.emitted_at = '2026-11-29T14:00:00+02:00'), level: null, codes: ['SCHEMA_TIMESTAMP'] },
  { name: 'an impossible date', change: (r) => (r.emitted_at = '2026-02-30T12:00:00Z'), level: null, codes: ['SCHEMA_TIMESTAMP'] },
  { name: 'another specification version', change: (r) => ((r as { supergauge: string }).supergauge = '0.2'), level: null, codes: ['SCHEMA_VERSION'] },
  { name: 'an unregistered measure without x-', change: (r) => r.measures.push({ id: 'task.speed', value: 0.5 }), level: null, codes: ['MEASURE_UNKNOWN'] },
  { name: 'a fraction above 1', change: (r) => r.measures.push({ id: 'tool.correctness', value: 1.2 }), level: null, codes: ['MEASURE_VALUE_TYPE'] },
  {
    name: 'a number for a boolean measure',
    change: (r) => r.measures.push({ id: 'assurance.evidence_complete', value: 1 }),
    level: null,
    codes: ['MEASURE_VALUE_TYPE'],
  },
  {
    name: 'a boolean for a fraction measure',
    change: (r) => (r.measures.find((m) => m.id === 'safety.isolation')!.value = true),
    level: null,
    codes: ['MEASURE_VALUE_TYPE'],
  },
  { name: 'pass@k without k', change: (r) => r.measures.push({ id: 'reliability.pass_at_k', value: 1 }), level: null, codes: ['MEASURE_K_MISSING'] },
  { name: 'k on a measure that takes none', change: (r) => (held(r).k = 3), level: null, codes: ['MEASURE_K_UNEXPECTED'] },
  { name: 'k below 2', change: (r) => (r.measures.find((m) => m.id === 'reliability.pass_hat_k')!.k = 1), level: null, codes: ['SCHEMA_INVALID'] },
  {
    name: 'injection resistance without a pack',
    change: (r) => r.measures.push({ id: 'safety.injection_resistance', value: 1 }),
    level: null,
    codes: ['MEASURE_PACK_MISSING'],
  },
  {
    name: 'a cost without a currency',
    change: (r) => delete r.measures.find((m) => m.id === 'efficiency.cost_per_success')!.unit,
    level: null,
    codes: ['MEASURE_UNIT'],
  },
  { name: 'ship over a failing gate', change: (r) => (r.gates[0]!.result = 'fail'), level: null, codes: ['SHIP_GATE_FAILED'] },
  { name: 'ship with an unsealed split', change: (r) => (r.task_set.sealed = false), level: null, codes: ['SHIP_UNSEALED'] },
  {
    name: 'T2 without the human question',
    change: (r) => Object.assign(r.profile, { tier: 'T2' }) && Object.assign(r.decision, { options: ['ship', 'hold'] }),
    level: null,
    codes: ['T2_DECISION_INCOMPLETE'],
  },
  // L2
  { name: 'an x- measure', change: (r) => r.measures.push({ id: 'x-acme.vibes', value: 0.9 }), level: 'L1', codes: ['X_MEASURE'] },
  { name: 'an x- gate', change: (r) => r.gates.push({ id: 'x-acme.review', result: 'pass', source: 'assert' }), level: 'L1', codes: ['X_MEASURE'] },
  { name: 'no gates at all', change: (r) => ((r.gates = []), (r.decision.verdict = 'hold')), level: 'L1', codes: ['NO_GATES'] },
  {
    name: 'a gate backed by a judged measure',
    change: (r) => {
      r.measures.push({ id: 'answer.grounded', value: 0.9 });
      r.gates.push({ id: 'answer.grounded', floor: 0.8, result: 'pass' });
      r.assurance.judge = { id: 'rubric@1', model: 'judge-1', human_agreement_kappa: 0.7 };
    },
    level: 'L1',
    codes: ['GATE_JUDGED'],
  },
  { name: 'an unsealed split under hold', change: (r) => ((r.task_set.sealed = false), (r.decision.verdict = 'hold')), level: 'L1', codes: ['UNSEALED'] },
  { name: 'an empty held-out split', change: (r) => (r.task_set.held_out = 0), level: 'L1', codes: ['HELD_OUT_EMPTY'] },
  { name: 'no canary probes', change: (r) => delete r.task_set.canary_ids, level: 'L1', codes: ['NO_CANARIES'] },
  {
    name: 'a floor with no measure behind it',
    change: (r) => r.gates.push({ id: 'tool.correctness', floor: 0.9, result: 'pass' }),
    level: 'L1',
    codes: ['GATE_NO_MEASURE'],
  },
  {
    name: 'a floor on the wrong split',
    change: (r) => (r.gates.find((g) => g.id === 'reliability.pass_hat_k')!.split = 'held-in'),
    level: 'L1',
    codes: ['GATE_NO_MEASURE'],
  },
  // A gate without a split stands on the unsplit measure only: no held-out guess (issue 26).
  {
    name: 'a floor without a split over split measures only',
    change: (r) => delete r.gates.find((g) => g.id === 'task.completion')!.split,
    level: 'L1',
    codes: ['GATE_NO_MEASURE'],
  },
  {
    name: 'an unsplit floor failed by the unsplit measure, a passing held-out one beside it',
    change: (r) => (
      (r.measures.find((m) => m.id === 'safety.isolation')!.value = 0.9),
      r.measures.push({ id: 'safety.isolation', value: 1, split: 'held-out' })
    ),
    level: 'L1',
    codes: ['GATE_BELOW_FLOOR'],
  },
  {
    name: 'a floor two measures could back',
    change: (r) => r.measures.push({ id: 'reliability.pass_hat_k', value: 0.7, split: 'held-out', k: 5, n: 12 }),
    level: 'L1',
    codes: ['GATE_AMBIGUOUS_MEASURE'],
  },
  {
    name: 'a decision passing a measured number with no floor',
    change: (r) =>
      Object.assign(
        r.gates.find((g) => g.id === 'task.completion')!,
        { floor: undefined, source: 'assert' },
      ),
    level: 'L1',
    codes: ['GATE_NO_THRESHOLD'],
  },
  { name: 'a passing gate below its floor', change: (r) => (held(r).value = 0.79), level: 'L1', codes: ['GATE_BELOW_FLOOR'] },
  {
    name: 'a floor on a lower-is-better measure',
    change: (r) => r.gates.push({ id: 'efficiency.cost_per_success', floor: 0.1, result: 'pass' }),
    level: 'L1',
    codes: ['GATE_FLOOR_ON_CEILING'],
  },
  {
    name: 'a floor on a boolean measure',
    change: (r) => (
      r.measures.push({ id: 'assurance.evidence_complete', value: true }),
      r.gates.push({ id: 'assurance.evidence_complete', floor: 1, result: 'pass' })
    ),
    level: 'L1',
    codes: ['GATE_FLOOR_NOT_NUMERIC'],
  },
  {
    name: 'a passing gate over a false boolean measure',
    change: (r) => (r.measures.push({ id: 'assurance.evidence_complete', value: false }), r.gates.push({ id: 'assurance.evidence_complete', result: 'pass' })),
    level: 'L1',
    codes: ['GATE_CONTRADICTS_MEASURE'],
  },
  {
    name: 'ship after a canary fired',
    change: (r) =>
      (r.assurance.integrity = {
        canaries: [
          { id: 'c01', expected: 'fail', observed: 'pass' },
          { id: 'c02', expected: 'fail', observed: 'fail' },
        ],
      }),
    level: 'L1',
    codes: ['CANARY_FIRED_SHIP'],
  },
  {
    name: 'ship although a judged pass was overridden by a deterministic check (RFC 0005)',
    change: (r) => (r.assurance.integrity = { mechanical_override: true }),
    level: 'L1',
    codes: ['MECHANICAL_OVERRIDE_SHIP'],
  },
  {
    name: 'T1 ship without a pass^k floor',
    change: (r) => (r.gates = r.gates.filter((g) => g.id !== 'reliability.pass_hat_k')),
    level: 'L1',
    codes: ['TIER_RELIABILITY_GATE'],
  },
  {
    name: 'a sealed-holdout measure that contradicts task_set',
    change: (r) => r.measures.push({ id: 'assurance.holdout_sealed', value: false }),
    level: 'L1',
    codes: ['ASSURANCE_CONTRADICTION'],
  },
  // L3
  {
    name: 'no pass^k reported',
    change: (r) => (
      (r.profile.tier = 'T0'),
      (r.measures = r.measures.filter((m) => m.id !== 'reliability.pass_hat_k')),
      (r.gates = r.gates.filter((g) => g.id !== 'reliability.pass_hat_k'))
    ),
    level: 'L2',
    codes: ['PASS_HAT_K_MISSING'],
  },
  {
    name: 'an evaluator that is not independent',
    change: (r) => (r.assurance.evaluator_independent = false),
    level: 'L2',
    codes: ['EVALUATOR_NOT_INDEPENDENT'],
  },
  {
    name: 'a judged measure with no judge pinned',
    change: (r) => r.measures.push({ id: 'robustness.multi_turn', value: 0.7 }),
    level: 'L2',
    codes: ['JUDGE_NOT_PINNED'],
  },
  {
    name: 'a judge without human agreement',
    change: (r) => (r.measures.push({ id: 'answer.grounded', value: 0.9 }), (r.assurance.judge = { id: 'rubric@1', model: 'judge-1' })),
    level: 'L2',
    codes: ['JUDGE_KAPPA_MISSING'],
  },
  // L4
  { name: 'no rollback target', change: (r) => delete r.decision.rolls_back_to, level: 'L3', codes: ['ROLLBACK_MISSING'] },
  { name: 'a ledger that cannot be replayed', change: (r) => (r.assurance.evidence.replayable = false), level: 'L3', codes: ['LEDGER_NOT_REPLAYABLE'] },
  { name: 'a ledger with no events', change: (r) => (r.assurance.evidence.events = 0), level: 'L3', codes: ['LEDGER_NO_EVENTS'] },
  { name: 'no signature', change: () => undefined, sign: 'no', level: 'L3', codes: ['SIGNATURE_MISSING'] },
  { name: 'a signature checked without a key', change: () => undefined, noKey: true, level: 'L3', codes: ['SIGNATURE_UNVERIFIED'] },
  { name: 'a signature by another key', change: () => undefined, otherKey: true, level: 'L3', codes: ['SIGNATURE_KID_MISMATCH'] },
  {
    name: 'a fake signature like the public examples’',
    change: (r) => (r.decision.signature = 'ed25519:3045022100c1e4b6d8f0a3c5e7b9d1f4a6c8e0b3d5f7a9'),
    sign: 'keep',
    level: 'L3',
    codes: ['SIGNATURE_FORMAT'],
  },
];

describe('conformance rules, one record each', () => {
  let dir: string;
  let keys: Awaited<ReturnType<typeof keyFiles>>;
  let other: Awaited<ReturnType<typeof keyFiles>>;
  beforeAll(async () => {
    dir = await tempDir();
    keys = await keyFiles(dir, 'signer');
    other = await keyFiles(dir, 'other');
  });

  async function checked(r: R, c: Pick<Case, 'sign' | 'otherKey' | 'noKey'>, name: string): Promise<FileCheck> {
    let out = r;
    if ((c.sign ?? 'yes') === 'yes') out = await signRecord(r, await parsePrivateKey(await readFile(keys.privateFile, 'utf8'), keys.privateFile));
    const file = join(dir, `${name.replace(/\W+/g, '-')}.yaml`);
    await writeFile(file, toYamlText(out));
    const [result] = await checkFiles([file], c.noKey ? {} : { keyFile: c.otherKey ? other.publicFile : keys.publicFile });
    return result!;
  }

  it('the unchanged base record reaches L4 once signed', async () => {
    const r = await checked(await baseRecord(), {}, 'base');
    expect(r).toMatchObject({ level: 'L4', unmet: [] });
  });

  it.each(cases)('$name → $level, $codes', async (c) => {
    const r = await baseRecord();
    c.change(r);
    const result = await checked(r, c, c.name);
    if ('error' in result) throw result.error;
    expect(result.level).toBe(c.level);
    expect([...new Set(result.unmet.map((u) => u.code))]).toEqual(c.codes);
    const next = c.level === null ? 'L1' : `L${Number(c.level[1]) + 1}`;
    for (const u of result.unmet) {
      expect(u.level).toBe(next);
      expect(u.message).not.toMatch(/\n/);
    }
  });

  it('points at the line of the offending field', async () => {
    const r = await baseRecord();
    held(r).value = 0.5;
    const result = await checked(r, {}, 'line');
    if ('error' in result) throw result.error;
    const text = await readFile(join(dir, 'line.yaml'), 'utf8');
    const gateLine = text.split('\n').findIndex((l) => l.includes('floor: 0.8')) + 1;
    expect(result.unmet[0]).toMatchObject({ code: 'GATE_BELOW_FLOOR', field: 'gates[3]' });
    // The gate item starts one line above its floor in block YAML.
    expect(result.unmet[0]!.line).toBe(gateLine - 1);
  });
});
