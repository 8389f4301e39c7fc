// The checklist as a pure view: what makes a proof valid, invalid or not
// checked, and which gates replay re-derives (the same rule replay follows).
import { describe, expect, it } from 'vitest';
import { proofChecklist, replayDigests, type ProofInput } from '../../src/check/checklist.js';
import type { ReplayResult } from '../../src/replay/replay.js';
import { baseRecord } from '../helpers.js';

const ok: ReplayResult = { ok: true, mismatches: [], confirmed: { measures: 3, gates: 1, canaries: 1, events: 10 } };
const signed = { ok: true as const, kid: 'k1', alg: 'EdDSA' };

async function input(more: Partial<ProofInput> = {}): Promise<ProofInput> {
  return { record: await baseRecord(), schema: [], digests: [], ...more };
}

describe('proofChecklist', () => {
  it('no key: the proof is not checked, whatever else held', async () => {
    const c = proofChecklist(await input({ replay: ok, digests: replayDigests(ok, { manifest: 'm.yaml', evidence: ['a.jsonl'] }) }));
    expect(c.proof).toBe('not checked');
    expect(c.summary).toMatch(/^proof not checked — verdict /);
    expect(c.items.find((i) => i.check === 'signature')).toMatchObject({ state: 'not checked', detail: 'no key given' });
  });

  it('a signature alone is a valid proof of the signature only; with a replay, replayed', async () => {
    const alone = proofChecklist(await input({ signature: signed }));
    expect(alone).toMatchObject({ proof: 'valid', replayed: false });
    expect(alone.summary).toContain('(the signature only: replay not run)');
    expect(alone.gates.every((g) => g.basis === 'as recorded')).toBe(true);
    const full = proofChecklist(await input({ signature: signed, replay: ok }));
    expect(full).toMatchObject({ proof: 'valid', replayed: true });
    expect(full.summary).not.toContain('signature only');
  });

  it('any failed check makes the proof invalid: a digest, the bar, a bound', async () => {
    const digest = replayDigests(
      { ...ok, ok: false, mismatches: [{ code: 'LEDGER_DIGEST', what: 'ledger digest', recorded: 'a', recomputed: 'b', message: 'x' }] },
      { manifest: 'm.yaml', evidence: ['a.jsonl'] },
    );
    expect(digest.map((d) => d.ok)).toEqual([true, false]);
    expect(proofChecklist(await input({ signature: signed, digests: digest })).proof).toBe('invalid');
    expect(proofChecklist(await input({ signature: signed, bar: { ok: false, detail: 'differs' } })).proof).toBe('invalid');
    const stats: ReplayResult = {
      ...ok,
      ok: false,
      mismatches: [{ code: 'STATS_MISMATCH', what: 'bound of task.completion (held-out)', recorded: 1, recomputed: 2, message: 'bound differs' }],
    };
    const c = proofChecklist(await input({ signature: signed, replay: stats, stats: 's.json' }));
    expect(c.proof).toBe('invalid');
    expect(c.items.find((i) => i.check === 'bounds')).toMatchObject({ state: 'fail' });
    expect(c.gates.find((g) => g.gate === 'task.completion (held-out)')).toMatchObject({ basis: 're-derived', state: 'fail' });
  });

  it('a measure replay gives otherwise: the gate it backs differs, with both numbers rounded, never agrees', async () => {
    const record = await baseRecord();
    const m = record.measures.find((x) => x.id === 'task.completion' && x.split === 'held-out')!;
    const replayed: ReplayResult = {
      ...ok,
      ok: false,
      mismatches: [{ code: 'MEASURE_MISMATCH', what: 'task.completion (held-out)', recorded: 0.95, recomputed: 0.7500001, message: 'differs' }],
    };
    m.value = 0.95;
    const c = proofChecklist({ record, schema: [], digests: [], signature: signed, replay: replayed });
    expect(c.proof).toBe('invalid');
    expect(c.gates.find((g) => g.gate === 'task.completion (held-out)')).toMatchObject({
      basis: 're-derived',
      state: 'fail',
      detail: 'differs: recorded 0.95, re-derived 0.75 (MEASURE_MISMATCH)',
      differs: { what: 'task.completion (held-out)', recorded: 0.95, rederived: 0.7500001 },
    });
    expect(c.scope).toBe('');
  });

  it('the verdict is never the proof: a reject record signed and replayed is a valid proof of a reject', async () => {
    const record = await baseRecord();
    record.decision.verdict = 'reject';
    const c = proofChecklist({ record, schema: [], digests: [], signature: signed, replay: ok });
    expect(c).toMatchObject({
      proof: 'valid',
      verdict: 'reject',
      summary: 'proof valid (2 of 5 gates taken as recorded) — verdict reject',
      scope: '2 of 5 gates taken as recorded',
    });
  });

  it('a gate without a floor is re-derived only with the attestation thresholds; a policy decision never', async () => {
    const record = await baseRecord();
    record.gates = [
      { id: 'efficiency.cost_per_success', result: 'pass' },
      { id: 'policy.hard_rules', result: 'pass', source: 'acs' },
      { id: 'judge.helpfulness', result: 'pass', floor: 0.5 },
    ];
    const plain = proofChecklist({ record, schema: [], digests: [], signature: signed, replay: ok });
    expect(plain.gates.map((g) => g.basis)).toEqual(['as recorded', 'as recorded', 'as recorded']);
    expect(plain.gates[2]?.detail).toMatch(/evidence does not give judge\.helpfulness/);
    const attested = proofChecklist({ record, schema: [], digests: [], signature: signed, replay: ok, ceilings: true });
    expect(attested.gates.map((g) => g.basis)).toEqual(['re-derived', 'as recorded', 'as recorded']);
  });
});
