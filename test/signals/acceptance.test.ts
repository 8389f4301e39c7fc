// The acceptance rule on hand-built runs: the seed's own example and its variants.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignalAnalysis } from '../../src/signals/analysis.js';
import { aqr, tempDir } from '../helpers.js';

const rule = {
  name: 'tests+review+runtime',
  definition: 'tests pass, the reviewer approves and the run finishes under 60 minutes',
  requires: ['tests', 'review'],
  score: { name: 'runtime_s', target: 3600, better: 'lower', scale: 'log' },
};
// The seed's signals, with an earlier review decision that the later one replaces.
type Sig = { [k: string]: unknown; name: string; observed_at: string };
const seedSignals = (): Sig[] => [
  {
    id: 'sig_review_1',
    kind: 'verdict',
    name: 'review',
    value: 'reject',
    at_attempt: 'review.a1',
    observed_at: '2026-09-23T10:20:00-07:00',
    source: { kind: 'orchestrator' },
    tier: 'reported',
  },
  {
    id: 'sig_review_2',
    kind: 'verdict',
    name: 'review',
    value: 'accept',
    at_attempt: 'review.a2',
    observed_at: '2026-09-23T10:53:00-07:00',
    source: { kind: 'orchestrator' },
    tier: 'reported',
  },
  {
    id: 'sig_tests_ci',
    kind: 'verdict',
    name: 'tests',
    value: 'pass',
    at_attempt: 'review.a2',
    observed_at: '2026-09-23T10:55:00-07:00',
    source: { kind: 'ci', ref: 'ci/run/4411' },
    tier: 'verified',
  },
  {
    id: 'sig_runtime',
    kind: 'score',
    name: 'runtime_s',
    value: 3300,
    unit: 's',
    better: 'lower',
    scale: 'log',
    target: 3600,
    observed_at: '2026-09-23T10:56:00-07:00',
    source: { kind: 'orchestrator' },
    tier: 'verified',
  },
  {
    id: 'sig_issue',
    kind: 'event',
    name: 'issue',
    value: 'issue/431',
    observed_at: '2026-09-25T09:00:00-07:00',
    source: { kind: 'tracker', ref: 'issue/431' },
    tier: 'reported',
  },
];
const run = (signals: object[], extra: object = {}) => ({
  ocp: '0.3',
  producer: { name: 'orchestrator' },
  privacy: {},
  nodes: [],
  run: { id: 'run-1', ended_at: '2026-09-23T11:00:00-07:00', acceptance_rule: rule, signals, ...extra },
});

function accept(doc: object, options: ConstructorParameters<typeof SignalAnalysis>[0] = {}) {
  const a = new SignalAnalysis(options);
  a.add(doc, { file: 'run.json', line: 1 });
  const r = a.report();
  return { ...r.acceptance[0]!, deviations: r.deviations };
}

describe('the acceptance rule (OCP 0.3)', () => {
  it('accepts the seed example: review accepted after an earlier decision, tests pass, runtime 3300 under 3600', () => {
    expect(accept(run(seedSignals()))).toMatchObject({ result: 'accepted', tier: 'reported', reasons: [], scores: { runtime_s: 3300 } });
  });

  it('an error verdict leaves its part unknown', () => {
    const s = seedSignals();
    s.push({ ...s[2]!, id: 'sig_tests_2', value: 'error', observed_at: '2026-09-23T10:58:00-07:00' });
    expect(accept(run(s))).toMatchObject({ result: 'unknown', reasons: ['missing:tests'] });
  });

  it('a null score leaves its part unknown', () => {
    const s = seedSignals();
    s[3] = { ...s[3]!, value: null as unknown as number };
    expect(accept(run(s))).toMatchObject({ result: 'unknown', reasons: ['missing:runtime_s'], scores: {} });
  });

  it('a revert 3 days after the end rejects', () => {
    const s = [
      ...seedSignals(),
      { id: 'sig_revert', kind: 'event', name: 'revert', value: 'commit/abc', observed_at: '2026-09-26T11:00:00-07:00', tier: 'verified' },
    ];
    expect(accept(run(s))).toMatchObject({ result: 'rejected', reasons: ['late:revert'] });
  });

  it('a revert 20 days after the end is outside the window', () => {
    const s = [
      ...seedSignals(),
      { id: 'sig_revert', kind: 'event', name: 'revert', value: 'commit/abc', observed_at: '2026-10-13T11:00:00-07:00', tier: 'verified' },
    ];
    expect(accept(run(s))).toMatchObject({ result: 'accepted' });
    expect(accept(run(s, { acceptance_rule: { ...rule, window_days: 30 } }))).toMatchObject({ result: 'rejected', reasons: ['late:revert'] });
  });

  it('a failing part rejects even when another is unknown', () => {
    const s = seedSignals()
      .filter((x) => x.name !== 'tests')
      .map((x) => (x.name === 'runtime_s' ? { ...x, value: 4000 } : x));
    expect(accept(run(s))).toMatchObject({ result: 'rejected', reasons: ['missing:tests', 'below_target:runtime_s'] });
  });

  it('takes the latest verdict by observed_at, not by position, and on a tie the later in the document', () => {
    const s = seedSignals();
    const [r1, r2] = [s[0]!, s[1]!];
    expect(accept(run([r2, r1, ...s.slice(2)]))).toMatchObject({ result: 'accepted' });
    const tie = { ...r1, id: 'tie', observed_at: r2.observed_at };
    expect(accept(run([...s, tie]))).toMatchObject({ result: 'rejected', reasons: ['failed:review'] });
  });

  it('is as trustworthy as its weakest tier, and a profile minimum makes weaker parts unknown', () => {
    expect(accept(run(seedSignals())).tier).toBe('reported');
    expect(accept(run(seedSignals()), { minTier: 'verified' })).toMatchObject({ result: 'unknown', reasons: ['missing:review'] });
  });

  it('a revert below the minimum tier still rejects: the minimum only withholds acceptance', () => {
    const s = [
      ...seedSignals(),
      { id: 'sig_revert', kind: 'event', name: 'revert', value: 'commit/abc', observed_at: '2026-09-26T11:00:00-07:00', tier: 'heuristic' },
    ];
    expect(accept(run(s), { minTier: 'reported' })).toMatchObject({ result: 'rejected', reasons: ['late:revert'], details: [] });
  });

  it('reads events as of a time: a revert observed after --now is not yet known (verdicts count whenever observed, as in the reader)', () => {
    const s = [
      ...seedSignals(),
      { id: 'sig_revert', kind: 'event', name: 'revert', value: 'commit/abc', observed_at: '2026-09-26T11:00:00-07:00', tier: 'verified' },
    ];
    expect(accept(run(s), { now: Date.parse('2026-09-25T00:00:00-07:00') })).toMatchObject({ result: 'accepted', reasons: [] });
    expect(accept(run(s), { now: Date.parse('2026-09-27T00:00:00-07:00') })).toMatchObject({ result: 'rejected', reasons: ['late:revert'] });
  });

  it('reports a run document without producer, privacy or nodes (E195) and still reads its signals', () => {
    const r = accept({ ocp: '0.3', run: { id: 'r', ended_at: '2026-09-23T11:00:00-07:00', acceptance_rule: rule, signals: seedSignals() } });
    expect(r.result).toBe('accepted');
    expect(r.deviations.first).toEqual([
      expect.objectContaining({ code: 'E195', message: 'the run document lacks producer, privacy, nodes; read for its signals', action: 'read' }),
    ]);
  });

  it('reports E195 for a verdict value outside the enum and reads it as the reader does (neither pass nor fail); --strict makes it an error', () => {
    const s = [...seedSignals(), { id: 'bad', kind: 'verdict', name: 'tests', value: 'maybe', observed_at: '2026-09-23T10:59:00-07:00', tier: 'verified' }];
    const r = accept(run(s));
    expect(r).toMatchObject({ result: 'unknown', reasons: ['missing:tests'], details: ['not_a_verdict:tests'] });
    expect(r.deviations.byCode).toEqual({ E195: 1 });
    expect(r.deviations.first[0]).toMatchObject({
      code: 'E195',
      action: 'read',
      message: expect.stringMatching(/accept, reject, pass, fail or error, got a string of 5 characters/),
    });
    expect(() => accept(run(s), { strict: true })).toThrow(/E195; --strict/);
  });

  it('reports E195 when the rule names a score as a required verdict, or a fraction score outside [0, 1]', () => {
    const r = accept(run(seedSignals(), { acceptance_rule: { ...rule, requires: ['tests', 'runtime_s'] } }));
    expect(r).toMatchObject({ result: 'unknown', reasons: ['missing:runtime_s'] });
    expect(r.deviations.first.map((d) => d.message)).toContain('acceptance_rule: requires names runtime_s, a score signal, not a verdict');
    const frac = accept(
      run([
        ...seedSignals(),
        { id: 'f', kind: 'score', name: 'pass_rate', value: 1.5, scale: 'fraction', observed_at: '2026-09-23T10:56:00-07:00', tier: 'verified' },
      ]),
    );
    expect(frac.deviations.first[0]!.message).toMatch(/fraction score lies in \[0, 1\], got 1\.5/);
  });
});

describe('aqr acceptance', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
  });

  it('prints {result, tier, reasons, details, scores} and exits 0 only when accepted', async () => {
    const f = join(dir, 'run.json');
    await writeFile(f, JSON.stringify(run(seedSignals()), null, 2));
    const r = await aqr('acceptance', f, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ result: 'accepted', tier: 'reported', reasons: [], details: [], scores: { runtime_s: 3300 } });
    const s = seedSignals().map((x) => (x.name === 'tests' ? { ...x, value: 'error' } : x));
    await writeFile(f, JSON.stringify(run(s), null, 2));
    expect(await aqr('acceptance', f)).toMatchObject({ code: 1, out: 'unknown (tier reported): missing:tests (details: error:tests)' });
    const empty = join(dir, 'empty.json');
    await writeFile(empty, JSON.stringify(run(seedSignals(), { acceptance_rule: { name: 'nothing', definition: 'no requirement' } })));
    expect(await aqr('acceptance', empty, '--json')).toMatchObject({
      code: 1,
      out: JSON.stringify({ result: 'unknown', tier: 'asserted', reasons: [], details: ['empty_rule'], scores: { runtime_s: 3300 } }),
    });
  });

  it('evaluates a bare signal list under --rule', async () => {
    const list = join(dir, 'signals.jsonl');
    await writeFile(
      list,
      seedSignals()
        .map((s) => JSON.stringify(s))
        .join('\n'),
    );
    const ruleFile = join(dir, 'rule.yaml');
    await writeFile(ruleFile, `acceptance_rule: ${JSON.stringify(rule)}\n`);
    expect(JSON.parse((await aqr('acceptance', list, '--rule', ruleFile, '--json')).out)).toMatchObject({ result: 'accepted' });
    const none = await aqr('acceptance', list);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/no acceptance rule/);
  });
});
