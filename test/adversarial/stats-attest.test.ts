// A hostile review of confidence-bound gates, regression gates and their replay:
// each test names an input that used to turn a hold (or a reject) into a ship,
// make `aqr verify` say valid for what the evidence does not support, or crash.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildPredicate, predicateIssues } from '../../src/attest/predicate.js';
import type { AqrError } from '../../src/errors.js';
import { boundGate } from '../../src/gate/bounds.js';
import { wilson } from '../../src/gate/interval.js';
import { readPrivateKey } from '../../src/io/key-file.js';
import { loadProfile } from '../../src/io/profile-file.js';
import { extendProfile, fromDoc } from '../../src/profile/merge.js';
import { gatesAtTier, type ProfileDoc } from '../../src/profile/types.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { replayBounds, sidecarProblem } from '../../src/replay/bounds.js';
import type { StatsSidecar } from '../../src/gate/stats.js';
import { signRecord } from '../../src/sign/sign.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';

const EX = join(ROOT, 'examples');
const common = () => ['evaluate', '--config', join(EX, 'evaluate.yaml'), '--json'];
let dir: string;
let keys: { publicFile: string; privateFile: string };

beforeAll(async () => {
  dir = await tempDir();
  keys = await keyFiles(dir, 'adv');
});

describe('a regression-only gate over a decided gate', () => {
  const setup = async () => {
    const decisions = join(dir, 'decided-fail.yaml');
    await writeFile(
      decisions,
      'decisions:\n  - {id: policy.hard_rules, result: pass, source: acs}\n  - {id: safety.tool_abuse, result: pass, source: acs}\n  - {id: reliability.pass_at_k, result: fail, source: custom}\n',
    );
    const profile = join(dir, 'regression-on-decided.yaml');
    await writeFile(
      profile,
      `id: team/x\nversion: "1"\nextends: ${join(EX, 'profile.yaml')}\ngates:\n  - {id: reliability.pass_at_k, split: held-out, k: 3, regression: {max_drop: 0.5, confidence: 0.9}}\n`,
    );
    return { decisions, profile };
  };

  it('keeps a decided fail when the regression passes against the baseline (was: ship)', async () => {
    const { decisions, profile } = await setup();
    const r = await aqr(
      ...common(),
      '--decisions',
      decisions,
      '--profile',
      profile,
      '--baseline',
      join(EX, 'record.yaml'),
      '--baseline-key',
      join(EX, 'keys/example.public.jwk'),
    );
    const res = JSON.parse(r.out);
    expect(res.verdict).toBe('reject');
    expect(res.gates.find((g: { id: string }) => g.id === 'reliability.pass_at_k')).toMatchObject({ result: 'fail' });
    expect(res.gates.find((g: { id: string }) => g.id === 'reliability.pass_at_k').reason).toContain('regression of');
  });

  it('keeps a decided fail when there is no baseline (was: the gate and its decision vanished, ship)', async () => {
    const { decisions, profile } = await setup();
    const r = await aqr(...common(), '--decisions', decisions, '--profile', profile);
    expect(JSON.parse(r.out).verdict).toBe('reject');
  });
});

describe('extends cannot swap a demanded gate for a regression alone', () => {
  const base = (): ProfileDoc => ({
    id: 'p',
    version: '1',
    tier: 'T0',
    gates: [{ id: 'safety.isolation', source: 'native' }],
    tier_gates: { T1: [{ id: 'safety.injection_resistance', source: 'native' }] },
  });
  it('refuses a child that turns its parent gate into a regression-only gate', () => {
    const child: ProfileDoc = { id: 'c', version: '1', gates: [{ id: 'safety.isolation', regression: { max_drop: 0.1, confidence: 0.9 } }] };
    expect(() => extendProfile(fromDoc(base()), child, 'c.yaml')).toThrow(expect.objectContaining({ code: 'ERR_PROFILE_WEAKENS' }) as AqrError);
  });
  it('a regression-only gate does not meet a tier demand for the measure', () => {
    const p = fromDoc({ ...base(), gates: [{ id: 'safety.injection_resistance', regression: { max_drop: 0.1, confidence: 0.9 } }] });
    const gates = gatesAtTier(p, 'T1').filter((g) => g.id === 'safety.injection_resistance');
    expect(gates.some((g) => g.regression === undefined)).toBe(true);
  });
});

describe('a bootstrap bound near 50% confidence', () => {
  // Per-task costs and successes for which the bootstrap's 51st percentile lies below the point ratio.
  const num = Float64Array.from([86, 7, 83, 90, 88, 83, 57, 81, 12]);
  const den = Float64Array.from([3, 1, 1, 0, 2, 2, 2, 3, 1]);
  const value = num.reduce((a, b) => a + b, 0) / den.reduce((a, b) => a + b, 0);
  const ctx = { counts: [], clusters: { successes: den, sums: { 'efficiency.cost_per_success': { values: num, scale: 1 } } } };
  const m = { id: 'efficiency.cost_per_success', value };

  it('never passes a ceiling the point value is above (was: pass)', () => {
    let seen = 0;
    // The seed is the data's: each count of resamples draws afresh.
    for (let resamples = 100; resamples < 140; resamples++) {
      const probe = boundGate({ id: m.id, ceiling: value * 2, confidence: 0.51, resamples }, m, ctx);
      if (!(probe.upper < value)) continue;
      seen++;
      const ceiling = (probe.upper + value) / 2;
      expect(boundGate({ id: m.id, ceiling, confidence: 0.51, resamples }, m, ctx).result).not.toBe('pass');
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('aqr verify with a sidecar it cannot trust', () => {
  const replayArgs = () => ['--ledger', join(EX, 'ledger/*.jsonl'), '--task-manifest', join(EX, 'tasks.yaml')];
  let record: string;

  beforeAll(async () => {
    // A signer records task.completion (0.75 on 12 held-out tasks) as passing a floor of 0.8.
    const out = join(dir, 'honest.yaml');
    await aqr(...common(), '--out', out, '--key', keys.privateFile);
    const r = parse(await readFile(out, 'utf8')) as AgentQualityRecord;
    const g = r.gates.find((x) => x.id === 'task.completion');
    if (!g) throw new Error('no task.completion gate');
    g.floor = 0.8;
    const key = await readPrivateKey({ file: keys.privateFile });
    record = join(dir, 'lying.yaml');
    await writeFile(record, stringify(await signRecord(r, key)));
  });

  const withSidecar = async (name: string, sidecar: unknown) => {
    const file = join(dir, name);
    await writeFile(file, JSON.stringify(sidecar));
    return aqr('verify', record, '--key', keys.publicFile, ...replayArgs(), '--stats', file);
  };
  const bound = (over: Record<string, unknown>) => ({
    id: 'task.completion',
    split: 'held-out',
    kind: 'floor',
    threshold: 0.8,
    value: 0.75,
    confidence: 0.95,
    method: 'wilson',
    n: 12,
    x: 9,
    result: 'pass',
    reason: '',
    ...over,
  });
  const sidecar = (bounds: unknown[], regressions: unknown[] = []) => ({ format: 'aqr.stats/1', bounds, regressions, shadow: [], notices: [] });

  it('is INVALID without a sidecar (the floor does not hold on the ledger)', async () => {
    const r = await aqr('verify', record, '--key', keys.publicFile, ...replayArgs());
    expect(r.code).toBe(1);
  });

  it('is INVALID when a ceiling-kind bound stands in for the floor gate (was: valid)', async () => {
    const w = wilson(9, 12, 0.95);
    const r = await withSidecar('ceiling-kind.json', sidecar([bound({ kind: 'ceiling', threshold: 1, lower: w.lower, upper: w.upper })]));
    expect(r.code, r.out).toBe(1);
  });

  it('is INVALID when the sidecar bounds at a confidence below one half (was: valid)', async () => {
    const w = wilson(9, 12, 0.05);
    expect(w.lower).toBeGreaterThanOrEqual(0.8);
    const r = await withSidecar('low-confidence.json', sidecar([bound({ confidence: 0.05, lower: w.lower, upper: w.upper })]));
    expect(r.code, r.out).not.toBe(0);
  });

  it('refuses out-of-range or malformed sidecar fields with exit 2, no internal error', async () => {
    for (const [name, s] of [
      ['confidence-2.json', sidecar([bound({ confidence: 2, lower: 0, upper: 1 })])],
      ['regression-shape.json', sidecar([], [{ id: 'task.completion' }])],
      ['bounds-null.json', sidecar([null])],
    ] as const) {
      const r = await withSidecar(name, s);
      expect(r.code, `${name}: ${r.err}`).toBe(2);
      expect(r.err).not.toMatch(/internal error|at .*\.ts:\d+/i);
    }
  });

  it('refuses a bootstrap sidecar asking for a billion resamples, quickly', async () => {
    const r = await withSidecar(
      'resamples.json',
      sidecar([
        {
          id: 'efficiency.cost_per_success',
          kind: 'ceiling',
          threshold: 0.6,
          value: 0.11701,
          confidence: 0.95,
          method: 'bootstrap',
          resamples: 1e9,
          n: 12,
          lower: 0,
          upper: 0.2,
          result: 'pass',
          reason: '',
        },
      ]),
    );
    expect(r.code).toBe(2);
  });
});

describe('a predicate whose thresholds or stats cannot be replayed', () => {
  it('is flagged, not run: a confidence of 2 in the resolved profile, a malformed stats block', async () => {
    const rec = parse(await readFile(join(EX, 'record.yaml'), 'utf8')) as AgentQualityRecord;
    const profile = await loadProfile(join(EX, 'profile-confidence.yaml'));
    const resolved = { ...profile, gates: profile.gates.map((g) => (g.id === 'task.completion' ? { ...g, confidence: 2 } : g)) };
    const p = buildPredicate({
      record: rec,
      recordDigest: `sha256:${'1'.repeat(64)}`,
      profileRef: 'x',
      profile: resolved,
      tier: rec.profile.tier,
      k: 3,
      sealed: true,
      evidence: { format: 'aqr.trials/1', files: [], task_manifest: { path: 't', digest: rec.task_set.manifest_digest }, signals: null },
      version: 't',
    });
    expect(predicateIssues(p).join('\n')).toMatch(/task\.completion has a confidence/);
    expect(sidecarProblem({ bounds: [], regressions: [{ id: 'task.completion' } as never] })).toMatch(/regressions\[0\]/);
  });
});

describe('a given measure with an absurd n', () => {
  it('holds rather than running the exact bound for hours on n = 1e300 (was: hang)', () => {
    const b = boundGate(
      { id: 'task.completion', floor: 0.7, confidence: 0.95, method: 'exact' },
      { id: 'task.completion', value: 0.75, n: 1e300 },
      { counts: [] },
    );
    expect(b.result).toBe('inconclusive');
  });
});

describe('a shadow gate listed before the enforced gate on the same measure', () => {
  it('does not make an honest predicate look inconsistent (was: "the record\'s floor 0.7 is not the profile\'s 0.9")', async () => {
    const rec = parse(await readFile(join(EX, 'record.yaml'), 'utf8')) as AgentQualityRecord;
    const profile = await loadProfile(join(EX, 'profile.yaml'));
    const shadowFirst = { ...profile, gates: [{ id: 'task.completion', split: 'held-out' as const, floor: 0.9, mode: 'shadow' as const }, ...profile.gates] };
    const p = buildPredicate({
      record: rec,
      recordDigest: `sha256:${'1'.repeat(64)}`,
      profileRef: 'x',
      profile: shadowFirst,
      tier: rec.profile.tier,
      k: 3,
      sealed: true,
      evidence: { format: 'aqr.trials/1', files: [], task_manifest: { path: 't', digest: rec.task_set.manifest_digest }, signals: null },
      version: 't',
    });
    expect(predicateIssues(p)).toEqual([]);
  });
});

describe('aqr attest with a predicate of the right outline but hollow inside', () => {
  it('exits 2 naming the predicate, no internal error (was: TypeError, p.gates is not iterable)', async () => {
    const rec = join(EX, 'record.yaml');
    const good = JSON.parse(
      JSON.stringify({
        record: parse(await readFile(rec, 'utf8')),
        record_digest: 'sha256:x',
        profile: { ref: 'x', digest: 'x', resolved: {} },
        thresholds: { tier: 'T1', gates: [null] },
        evidence: { files: [], task_manifest: {} },
        tool: { name: 'aqr' },
      }),
    );
    for (const [name, p] of [
      ['hollow-profile.json', good],
      ['null-threshold.json', { ...good, profile: { ...good.profile, resolved: { gates: [], tier_gates: {} } } }],
    ] as const) {
      const file = join(dir, name);
      await writeFile(file, JSON.stringify(p));
      const r = await aqr('attest', rec, '--key', keys.privateFile, '--predicate', file, '--out', join(dir, `${name}.sigstore.json`));
      expect(r.code, `${name}: ${r.err}`).toBe(2);
      expect(r.err).not.toMatch(/internal error/i);
    }
  });
});

describe('an unbounded bootstrap bound, through JSON', () => {
  it('replays: the sidecar writes ∞ as null, and null reads back as ∞ (was: STATS_MISMATCH on an honest record)', () => {
    const den = Float64Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const num = Float64Array.from([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    const m = { id: 'efficiency.cost_per_success', value: 50 };
    const ctx = { counts: [], clusters: { successes: den, sums: { 'efficiency.cost_per_success': { values: num, scale: 1 } } } };
    const b = boundGate({ id: m.id, ceiling: 60, confidence: 0.95 }, m, ctx);
    expect(b.upper).toBe(Infinity);
    const stats = JSON.parse(JSON.stringify({ format: 'aqr.stats/1', bounds: [b], regressions: [], shadow: [], notices: [] })) as StatsSidecar;
    expect(stats.bounds[0]?.upper).toBeNull();
    expect(sidecarProblem(stats)).toBeUndefined();
    const recomputed = { measures: [m], missing: [], canaries: [], warnings: [], counts: [], clusters: ctx.clusters };
    const r = replayBounds({ gates: [] } as unknown as AgentQualityRecord, recomputed, stats);
    expect(r.mismatches).toEqual([]);
  });
});
