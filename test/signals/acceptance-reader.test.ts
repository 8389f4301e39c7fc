// The acceptance rule as its reference reader (loopmath's outcome_evidence)
// reads it. Each row is a hand-built run with the reader's outcome written
// beside it; then 400 generated documents whose outcomes come from
// scripts/acceptance-corpus.py (an independent Python reading of the reader,
// confirmed against loopmath's own function when it was generated).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SignalAnalysis } from '../../src/signals/analysis.js';
import { readerInstant } from '../../src/signals/ocp/timestamp.js';
import type { SignalTier } from '../../src/signals/ocp/types.js';
import { ROOT } from '../helpers.js';

const END = '2026-09-23T18:00:00Z';
const NOW = '2026-12-01T00:00:00Z';
const RULE = {
  name: 'tests+runtime',
  definition: 'tests pass and runtime under an hour',
  requires: ['tests'],
  score: { name: 'runtime_s', target: 3600, better: 'lower' },
};
const at = (hours: number) => new Date(Date.parse(END) + hours * 3_600_000).toISOString().replace('.000Z', 'Z');
let n = 0;
const v = (name: string, value: unknown, hours: number | null | string = 0, tier: unknown = 'verified') => sig('verdict', name, value, hours, tier);
const sc = (name: string, value: unknown, hours: number | null | string = 0, tier: unknown = 'verified') => sig('score', name, value, hours, tier);
const ev = (name: string, hours: number | null | string, tier: unknown = 'verified') => sig('event', name, `${name}/1`, hours, tier);
function sig(kind: string, name: string, value: unknown, hours: number | null | string, tier: unknown) {
  const s: Record<string, unknown> = { id: `s${n++}`, kind, name, value };
  if (hours !== null) s['observed_at'] = typeof hours === 'string' ? hours : at(hours);
  if (tier !== undefined) s['tier'] = tier;
  return s;
}
const OK = [v('tests', 'pass'), sc('runtime_s', 3300)];

interface Row {
  name: string;
  signals: object[];
  rule?: object;
  ended?: unknown;
  now?: string;
  minTier?: SignalTier;
  expected: { result: string; tier: string; reasons: string[]; details?: string[]; scores?: Record<string, number> };
}

const ROWS: Row[] = [
  { name: 'the passing run', signals: OK, expected: { result: 'accepted', tier: 'verified', reasons: [], details: [], scores: { runtime_s: 3300 } } },
  // An empty rule checks nothing, so it accepts nothing.
  {
    name: 'requires empty, no score',
    rule: { name: 'r', definition: 'd', requires: [] },
    signals: OK,
    expected: { result: 'unknown', tier: 'asserted', reasons: [], details: ['empty_rule'] },
  },
  {
    name: 'requires absent, score null',
    rule: { name: 'r', definition: 'd', score: null },
    signals: OK,
    expected: { result: 'unknown', tier: 'asserted', reasons: [], details: ['empty_rule'] },
  },
  {
    name: 'an empty rule with a late revert rejects',
    rule: { name: 'r', definition: 'd' },
    signals: [...OK, ev('revert', 5)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:revert'] },
  },
  // Excluded events: up to ended_at + window_days, before the end too; undated ones count.
  {
    name: 'a revert two days before the end',
    signals: [...OK, ev('revert', -48)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:revert'] },
  },
  {
    name: 'a revert without observed_at',
    signals: [...OK, ev('revert', null)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:revert'], details: ['late_undated:revert'] },
  },
  {
    name: 'a revert observed "yesterday"',
    signals: [...OK, ev('revert', 'yesterday')],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:revert'], details: ['late_undated:revert'] },
  },
  {
    name: 'a revert after --now is not yet known',
    now: at(2),
    signals: [...OK, ev('revert', 3)],
    expected: { result: 'accepted', tier: 'verified', reasons: [] },
  },
  {
    name: 'a revert exactly 14 days after the end',
    signals: [...OK, ev('revert', 14 * 24)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:revert'] },
  },
  {
    name: 'a revert one second past the window',
    signals: [...OK, ev('revert', '2026-10-07T18:00:01Z')],
    expected: { result: 'accepted', tier: 'verified', reasons: [] },
  },
  {
    name: 'no ended_at: a revert 40 days on counts',
    ended: null,
    signals: [...OK, ev('revert', 40 * 24)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:revert'] },
  },
  {
    name: 'an unreadable ended_at: every revert counts',
    ended: 'last week',
    signals: [...OK, ev('revert', 40 * 24)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:revert'] },
  },
  { name: 'an issue is not excluded by default', signals: [...OK, ev('issue', 5)], expected: { result: 'accepted', tier: 'verified', reasons: [] } },
  {
    name: 'a custom excludes_events',
    rule: { ...RULE, excludes_events: ['hotfix'] },
    signals: [...OK, ev('revert', 5), ev('hotfix', 6)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:hotfix'] },
  },
  {
    name: 'window_days 0: the end itself counts, the next hour does not',
    rule: { ...RULE, window_days: 0 },
    signals: [...OK, ev('revert', 0), ev('incident', 1)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:revert'] },
  },
  // Every late event's tier joins the weakest tier.
  {
    name: 'two reverts, the second heuristic',
    signals: [...OK, ev('revert', 5), ev('revert', 6, 'heuristic')],
    expected: { result: 'rejected', tier: 'heuristic', reasons: ['late:revert', 'late:revert'] },
  },
  {
    name: 'reasons follow the document order of events',
    signals: [...OK, ev('incident', 5), ev('revert', 1)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['late:incident', 'late:revert'] },
  },
  // The latest numeric score counts; a later null does not erase it.
  {
    name: 'a later null score',
    signals: [v('tests', 'pass'), sc('runtime_s', 3300, 0), sc('runtime_s', null, 1)],
    expected: { result: 'accepted', tier: 'verified', reasons: [], scores: { runtime_s: 3300 } },
  },
  {
    name: 'a score never measured',
    signals: [v('tests', 'pass'), sc('runtime_s', null, 1)],
    expected: { result: 'unknown', tier: 'verified', reasons: ['missing:runtime_s'], details: ['unmeasured:runtime_s'], scores: {} },
  },
  {
    name: 'a lower-is-better score above its target',
    signals: [v('tests', 'pass'), sc('runtime_s', 4000)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['below_target:runtime_s'], details: ['above_target:runtime_s'] },
  },
  {
    name: 'a higher-is-better score below its target',
    rule: { name: 'r', definition: 'd', requires: [], score: { name: 'bench', target: 0.8, better: 'higher' } },
    signals: [sc('bench', 0.7)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['below_target:bench'], details: [] },
  },
  {
    name: 'a score given as a string is not measured',
    signals: [v('tests', 'pass'), sc('runtime_s', '3300')],
    expected: { result: 'unknown', tier: 'verified', reasons: ['missing:runtime_s'], details: ['unmeasured:runtime_s'] },
  },
  // With no signal used, the tier is asserted.
  { name: 'nothing used', signals: [], expected: { result: 'unknown', tier: 'asserted', reasons: ['missing:tests', 'missing:runtime_s'] } },
  {
    name: 'an error verdict',
    signals: [v('tests', 'pass', 0), v('tests', 'error', 1), sc('runtime_s', 3300)],
    expected: { result: 'unknown', tier: 'verified', reasons: ['missing:tests'], details: ['error:tests'] },
  },
  {
    name: 'a later verdict outside the enum hides an earlier pass',
    signals: [v('tests', 'pass', 0), v('tests', 'maybe', 1), sc('runtime_s', 3300)],
    expected: { result: 'unknown', tier: 'verified', reasons: ['missing:tests'], details: ['not_a_verdict:tests'] },
  },
  { name: 'verdicts in capitals', signals: [v('tests', 'PASS'), sc('runtime_s', 3300)], expected: { result: 'accepted', tier: 'verified', reasons: [] } },
  {
    name: 'FAIL in capitals',
    signals: [v('tests', 'Fail'), sc('runtime_s', 3300)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['failed:tests'] },
  },
  {
    name: 'a tier missing, or not a tier, is asserted',
    signals: [v('tests', 'pass', 0, undefined), sc('runtime_s', 3300, 0, 'certain')],
    expected: { result: 'accepted', tier: 'asserted', reasons: [] },
  },
  {
    name: 'a tier in capitals',
    signals: [v('tests', 'pass', 0, 'HEURISTIC'), sc('runtime_s', 3300)],
    expected: { result: 'accepted', tier: 'heuristic', reasons: [] },
  },
  // The latest by observed_at: an undated verdict is the earliest; ties keep document order.
  {
    name: 'an undated fail before a dated pass',
    signals: [v('tests', 'pass', -5), v('tests', 'fail', null), sc('runtime_s', 3300)],
    expected: { result: 'accepted', tier: 'verified', reasons: [] },
  },
  {
    name: 'an undated verdict alone is used',
    signals: [v('tests', 'fail', null), sc('runtime_s', 3300)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['failed:tests'] },
  },
  {
    name: 'the same instant in two zones: the later in the document',
    signals: [v('tests', 'pass', '2026-09-23T18:00:00Z'), v('tests', 'reject', '2026-09-23T11:00:00-07:00'), sc('runtime_s', 3300)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['failed:tests'] },
  },
  {
    name: 'microseconds decide, as in Python',
    signals: [v('tests', 'pass', '2026-09-23T18:00:00.000002Z'), v('tests', 'fail', '2026-09-23T18:00:00.000001Z'), sc('runtime_s', 3300)],
    expected: { result: 'accepted', tier: 'verified', reasons: [] },
  },
  {
    name: 'a verdict after --now still counts (only events wait for their time)',
    now: at(2),
    signals: [v('tests', 'pass', 5), sc('runtime_s', 3300)],
    expected: { result: 'accepted', tier: 'verified', reasons: [] },
  },
  {
    name: 'a required name listed twice',
    rule: { ...RULE, requires: ['tests', 'tests'] },
    signals: [sc('runtime_s', 3300)],
    expected: { result: 'unknown', tier: 'verified', reasons: ['missing:tests', 'missing:tests'] },
  },
  {
    name: 'a failing part beats an unknown one',
    signals: [sc('runtime_s', 4000)],
    expected: { result: 'rejected', tier: 'verified', reasons: ['missing:tests', 'below_target:runtime_s'] },
  },
  // The one extension: min_tier withholds acceptance, never a rejection.
  {
    name: 'min_tier: a weak pass is unknown',
    minTier: 'reported',
    signals: [v('tests', 'pass', 0, 'heuristic'), sc('runtime_s', 3300)],
    expected: { result: 'unknown', tier: 'heuristic', reasons: ['missing:tests'], details: ['below_min_tier:tests'] },
  },
  {
    name: 'min_tier: a weak fail still rejects',
    minTier: 'reported',
    signals: [v('tests', 'fail', 0, 'heuristic'), sc('runtime_s', 3300)],
    expected: { result: 'rejected', tier: 'heuristic', reasons: ['failed:tests'] },
  },
  {
    name: 'min_tier: a weak revert still rejects',
    minTier: 'reported',
    signals: [...OK, ev('revert', 5, 'asserted')],
    expected: { result: 'rejected', tier: 'asserted', reasons: ['late:revert'] },
  },
  // A rule that cannot be read accepts nothing.
  {
    name: 'an unreadable rule',
    rule: { name: 'r', definition: 'd', requires: 'tests' },
    signals: OK,
    expected: { result: 'unknown', tier: 'asserted', reasons: [], details: ['invalid_rule: requires is a list of verdict names'] },
  },
];

function judge(doc: object, options: ConstructorParameters<typeof SignalAnalysis>[0]) {
  const a = new SignalAnalysis(options);
  a.add(doc, { file: 'run.json', line: 1 });
  return a.report().acceptance[0]!;
}

const runDoc = (run: object) => ({ ocp: '0.3', producer: { name: 't' }, privacy: {}, nodes: [], run });

describe('the acceptance rule, row by row beside the reference reader', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const run: Record<string, unknown> = { id: 'run-1', acceptance_rule: row.rule ?? RULE, signals: row.signals };
    if (row.ended !== null) run['ended_at'] = row.ended ?? END;
    const got = judge(runDoc(run), { now: Date.parse(row.now ?? NOW), ...(row.minTier ? { minTier: row.minTier } : {}) });
    expect(got).toMatchObject(row.expected);
  });
});

interface Corpus {
  timestamps: { value: string; us: string | null }[];
  cases: { name: string; now: string; doc: { run: object }; expected: { result: string; tier: string; reasons: string[]; scores: Record<string, number> } }[];
}
const corpus = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/acceptance/corpus.json'), 'utf8')) as Corpus;

describe('the generated corpus (scripts/acceptance-corpus.py)', () => {
  it('holds at least 300 documents, each outcome among them', () => {
    expect(corpus.cases.length).toBeGreaterThanOrEqual(300);
    expect(new Set(corpus.cases.map((c) => c.expected.result))).toEqual(new Set(['accepted', 'rejected', 'unknown']));
  });

  it("every document gets the reader's result, tier, reasons and scores", () => {
    const wrong: string[] = [];
    for (const c of corpus.cases) {
      const got = judge(c.doc, { now: Date.parse(c.now) });
      const mine = { result: got.result, tier: got.tier, reasons: got.reasons, scores: got.scores };
      if (!isDeepStrictEqual(mine, c.expected)) wrong.push(`${c.name}: ${JSON.stringify(mine)} but the reader ${JSON.stringify(c.expected)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("reads every timestamp as Python's fromisoformat does (to the microsecond), or finds none where it finds none", () => {
    for (const t of corpus.timestamps) expect([t.value, readerInstant(t.value)]).toEqual([t.value, t.us === null ? null : BigInt(t.us)]);
  });
});
