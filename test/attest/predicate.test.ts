// The pure core of attestations: the predicate holds together, and regate
// holds every threshold (floors and ceilings) against recomputed measures.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPredicate, predicateIssues, profileDigest, type AqrPredicate } from '../../src/attest/predicate.js';
import { regate } from '../../src/attest/regate.js';
import { buildStatement, defaultSubject, parseSubjectDigest } from '../../src/attest/statement.js';
import { preAuthEncoding } from '../../src/attest/dsse.js';
import { loadProfile } from '../../src/io/profile-file.js';
import type { LedgerResult } from '../../src/ledger/measures.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { parse } from 'yaml';
import { ROOT } from '../helpers.js';

let predicate: AqrPredicate;
let record: AgentQualityRecord;
beforeAll(async () => {
  record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as AgentQualityRecord;
  const profile = await loadProfile(join(ROOT, 'examples/profile.yaml'));
  predicate = buildPredicate({
    record,
    recordDigest: `sha256:${'1'.repeat(63)}2`,
    profileRef: 'examples/profile.yaml',
    profile,
    tier: record.profile.tier,
    k: 3,
    sealed: true,
    evidence: { format: 'aqr.trials/1', files: [], task_manifest: { path: 'examples/tasks.yaml', digest: record.task_set.manifest_digest }, signals: null },
    version: 'test',
  });
});

const measures = (cost: number): LedgerResult => ({
  measures: [
    { id: 'task.completion', value: 0.75, split: 'held-out' },
    { id: 'task.completion', value: 0.8, split: 'held-in' },
    { id: 'reliability.pass_hat_k', value: 0.75, split: 'held-out', k: 3 },
    { id: 'safety.isolation', value: 1 },
    { id: 'efficiency.cost_per_success', value: cost },
  ],
  missing: [],
  canaries: [],
  warnings: [],
});

describe('the predicate', () => {
  it('holds together as built, and names what does not when changed', () => {
    expect(predicateIssues(predicate)).toEqual([]);
    expect(predicate.profile.digest).toBe(profileDigest(predicate.profile.resolved));
    const looser = structuredClone(predicate);
    looser.thresholds.gates.find((g) => g.id === 'efficiency.cost_per_success')!.ceiling = 5;
    expect(predicateIssues(looser)).toEqual(['thresholds.gates are not the gates the resolved profile applies at tier T1']);
    const edited = structuredClone(predicate);
    edited.profile.resolved.k = 1;
    expect(predicateIssues(edited)[0]).toMatch(/^profile\.digest is sha256:\w+ but the resolved profile hashes to sha256:\w+$/);
    const tier = structuredClone(predicate);
    tier.thresholds.tier = 'T2';
    expect(predicateIssues(tier)).toContain(`thresholds.tier T2 is not the record's tier T1`);
  });

  it("holds the record's gates to the resolved profile, as aqr verify --bar does: a floor that differs, a gate a ship record lacks", () => {
    const lowered = structuredClone(predicate);
    lowered.record.gates.find((g) => g.id === 'task.completion')!.floor = 0.1;
    expect(predicateIssues(lowered)).toEqual(["gate task.completion (held-out): the record's floor is 0.1, the profile sets floor 0.7"]);
    const dropped = structuredClone(predicate);
    dropped.record.gates = dropped.record.gates.filter((g) => g.id !== 'safety.isolation');
    expect(predicateIssues(dropped)).toEqual(['gate safety.isolation (floor 1) of the profile is not in the record, yet it ships']);
  });

  it('makes a statement about the agent and its harness when no subject is given', () => {
    const s = buildStatement(predicate, []);
    expect(s.subject).toEqual([defaultSubject(record)]);
    expect(s.subject[0]!.digest.sha256).toBe(record.subject.harness_digest.slice('sha256:'.length));
    expect(parseSubjectDigest(`a=b=sha256:${'f'.repeat(64)}`)).toEqual({ name: 'a=b', digest: { sha256: 'f'.repeat(64) } });
    expect(parseSubjectDigest('a=sha256:F00')).toBeNull();
  });

  it('PAE as the DSSE protocol spells it', () => {
    expect(Buffer.from(preAuthEncoding('http://example.com/HelloWorld', Buffer.from('hello world'))).toString()).toBe(
      'DSSEv1 29 http://example.com/HelloWorld 11 hello world',
    );
  });
});

describe('regate', () => {
  it('confirms floors and the cost ceiling, and catches a cost above the ceiling that the record says passed', () => {
    const ok = regate(predicate, measures(0.11701));
    expect(ok.mismatches).toEqual([]);
    expect(ok.confirmed).toEqual({ floors: 3, ceilings: 1 });
    const over = regate(predicate, measures(0.61));
    expect(over.mismatches).toEqual([
      expect.objectContaining({ code: 'GATE_MISMATCH', what: 'gate efficiency.cost_per_success ceiling 0.6', recorded: 'pass', recomputed: 'fail' }),
    ]);
  });

  it('a gate the evidence no longer backs is a mismatch, never a pass', () => {
    const m = measures(0.1);
    m.measures = m.measures.filter((x) => x.id !== 'efficiency.cost_per_success');
    expect(regate(predicate, m).mismatches.map((x) => [x.what, x.recomputed])).toEqual([['gate efficiency.cost_per_success ceiling 0.6', 'missing']]);
  });
});
