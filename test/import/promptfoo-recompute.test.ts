// The independent recompute held to promptfoo itself: test/fixtures/import/promptfoo/recompute/
// holds real promptfoo 0.123.1 runs (scripts/fixtures/promptfoo/make-recompute.sh, offline),
// and every assertion the recompute re-derives must give the pass promptfoo recorded, row for row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { promptfooImporter } from '../../src/import/promptfoo.js';
import { commaSeparated, RECOMPUTE_PARTY, RECOMPUTED_TYPES, recomputeRow } from '../../src/import/promptfoo-recompute.js';
import { FIXTURES } from '../helpers.js';

const DIR = join(FIXTURES, 'import/promptfoo');
const rows = (name: string) => (JSON.parse(readFileSync(join(DIR, name), 'utf8')) as { results: { results: Record<string, unknown>[] } }).results.results;
const read = (name: string, subject?: string) =>
  promptfooImporter.read({ file: name, bytes: readFileSync(join(DIR, name)) }, subject === undefined ? {} : { subject });
const taskOf = (r: Record<string, unknown>) => (r['testCase'] as { metadata: { task_id: string } }).metadata.task_id;

describe('the recompute of promptfoo assertions, against promptfoo 0.123.1', () => {
  it('gives promptfoo’s own pass for every assertion it re-derives, row for row', () => {
    const rederived = new Map<string, { pass: number; fail: number }>();
    for (const r of rows('recompute/recompute.json')) {
      const { checks } = recomputeRow(r);
      const recorded = (r['gradingResult'] as { componentResults: { pass: boolean; assertion?: { type: string } }[] }).componentResults.filter(
        (c) => c.assertion,
      );
      expect(
        checks.map((c) => c.type),
        taskOf(r),
      ).toEqual(recorded.map((c) => c.assertion?.type));
      checks.forEach((c, i) => {
        expect(c.recorded, `${taskOf(r)} #${i} ${c.type}`).toBe(recorded[i]?.pass);
        if (c.recomputed === undefined) return;
        expect(c.recomputed, `${taskOf(r)} #${i} ${c.type}`).toBe(recorded[i]?.pass);
        const n = rederived.get(c.type) ?? { pass: 0, fail: 0 };
        n[c.recomputed ? 'pass' : 'fail']++;
        rederived.set(c.type, n);
      });
    }
    // Every supported type was re-derived passing and failing, and its not- form at least once (cost and latency have none).
    for (const t of RECOMPUTED_TYPES) {
      expect(rederived.get(t), t).toEqual({ pass: expect.any(Number) as number, fail: expect.any(Number) as number });
      expect(Math.min(rederived.get(t)?.pass ?? 0, rederived.get(t)?.fail ?? 0), t).toBeGreaterThan(0);
      if (t !== 'cost' && t !== 'latency') expect(rederived.has(`not-${t}`), `not-${t}`).toBe(true);
    }
  });

  it('renders values as promptfoo does: variables, spaces inside braces, lists, numbers, no HTML escaping', () => {
    const byTask = new Map(rows('recompute/recompute.json').map((r) => [taskOf(r), r]));
    // {{ expected }} with spaces; "5 days & more <b>" rendered unescaped; a number value; a list with a variable
    for (const t of ['equals-case', 'contains', 'equals-number', 'contains-lists']) {
      const { checks } = recomputeRow(byTask.get(t) as Record<string, unknown>);
      expect(checks.every((c) => c.recomputed !== undefined)).toBe(true);
    }
    expect(commaSeparated('"Norway, mainland", EU')).toEqual(['Norway, mainland', 'EU']);
    expect(commaSeparated('a, "say ""hi""", "x\\"y",b')).toEqual(['a', 'say "hi"', 'x"y', 'b']);
    expect(commaSeparated('"open')).toMatch(/unterminated/);
  });

  it('names what it takes as recorded, by type, and why', () => {
    const r = read('recompute/recompute.json');
    expect(r.recompute).toMatchObject({ party: RECOMPUTE_PARTY, contradicted: [], mechanicalOverride: false });
    expect(r.recompute?.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    // a JavaScript assertion, a JSON schema, a YAML flow mapping, a pattern that may backtrack without end
    expect(r.recompute?.takenAsRecorded).toEqual({ 'contains-json': 1, 'is-json': 1, javascript: 1, regex: 1 });
    expect(r.recompute?.rederived).toBe(r.attempts.length - 4);
    const why = (task: string) =>
      recomputeRow(rows('recompute/recompute.json').find((x) => taskOf(x) === task) as Record<string, unknown>).checks.find((c) => c.recomputed === undefined)
        ?.why;
    expect(why('javascript')).toMatch(/not a type aqr re-derives/);
    expect(why('is-json-schema')).toMatch(/JSON schema/);
    expect(why('contains-json-yaml')).toMatch(/YAML flow mapping/);
    expect(why('regex')).toMatch(/backtrack/);
  });

  it('finds nothing to contradict in the importer’s own promptfoo runs, and takes the judge as recorded', () => {
    for (const [file, subject] of [
      ['two-agents.json', 'agent-a'],
      ['two-agents.json', 'agent-b'],
      ['one-agent.json', undefined],
    ] as const) {
      const r = read(file, subject);
      expect(r.recompute?.contradicted, file).toEqual([]);
      expect(r.recompute?.mechanicalOverride).toBe(false);
    }
    expect(read('two-agents.json', 'agent-a').recompute?.takenAsRecorded).toEqual({ javascript: 3, 'llm-rubric': 3 });
  });

  it('the digest covers the recompute’s own outcomes: the same outputs give the same digest, whatever the file recorded', () => {
    const honest = read('recompute/override.json').recompute?.digest;
    expect(read('recompute/override-tampered.json').recompute?.digest).toBe(honest);
    expect(read('recompute/recompute.json').recompute?.digest).not.toBe(honest);
  });
});

describe('a results file that records a pass its equals assertion rejects', () => {
  it('the honest run: equals fails the wrong answer though the judge passed it; nothing contradicted', () => {
    const r = read('recompute/override.json');
    expect(r.attempts.map((a) => [a.task_id, a.passed])).toEqual([
      ['refund', false],
      ['hours', true],
    ]);
    expect(r.recompute).toMatchObject({ contradicted: [], mechanicalOverride: false, rederived: 2, takenAsRecorded: { 'llm-rubric': 2 } });
  });

  it('the rewritten run: the attempt fails, the contradiction names task, attempt and assertion, and the judge’s pass is overridden', () => {
    const r = read('recompute/override-tampered.json');
    expect(r.attempts.map((a) => [a.task_id, a.passed])).toEqual([
      ['refund', false],
      ['hours', true],
    ]);
    expect(r.recompute?.contradicted).toEqual([{ task: 'refund', attempt: 1, assertion: 'equals', recorded: true, recomputed: false }]);
    expect(r.recompute?.mechanicalOverride).toBe(true);
  });

  it('results that do not line up with the assertions are held to the row’s recorded verdict', () => {
    const all = rows('recompute/override-tampered.json');
    const grading = (all[0] as { gradingResult: { componentResults: unknown[] } }).gradingResult;
    grading.componentResults.reverse();
    const made = { results: { version: 3, results: all } };
    const r = promptfooImporter.read({ file: 'swapped.json', bytes: new TextEncoder().encode(JSON.stringify(made)) }, {});
    expect(r.recompute?.contradicted).toEqual([{ task: 'refund', attempt: 1, assertion: 'equals', recorded: true, recomputed: false }]);
    expect(r.attempts.find((a) => a.task_id === 'refund')?.passed).toBe(false);
  });
});

describe('imported JSON is held to the nesting limit of every input (issue 38)', () => {
  const DEPTH = 100_000;
  /** A promptfoo row whose assert-set nests DEPTH deep, as text (no recursion builds it). */
  const deepPromptfoo = () =>
    `{"results":{"version":3,"results":[{"testIdx":0,"testCase":{"assert":${'[{"type":"assert-set","assert":'.repeat(DEPTH)}[]${'}]'.repeat(DEPTH)}},"gradingResult":{"componentResults":[]}}]}}`;
  const refused = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e as { code: string; format(): string };
    }
    throw new Error('read');
  };

  it('promptfoo: an assert-set 100,000 deep is an input error naming the file and the field, never a stack overflow', () => {
    const e = refused(() => promptfooImporter.read({ file: 'deep.json', bytes: new TextEncoder().encode(deepPromptfoo()) }, {}));
    expect(e.code).toBe('ERR_INPUT_PARSE');
    expect(e.format()).toMatch(/^deep\.json: results\.results\[0\]\.testCase\.assert\[0\]\.assert\[0\]…: cannot be parsed: nested more than 512 levels deep/);
  });

  it('DeepEval and Inspect: the same limit, the same error', async () => {
    const { readDeepEval } = await import('../../src/import/deepeval.js');
    const { readInspect } = await import('../../src/import/inspect.js');
    const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
    const d = refused(() => readDeepEval({ file: 'd.json', bytes: new TextEncoder().encode(`{"testCases":[{"name":"t","metricsData":[],"input":${deep}}]}`) }));
    expect(d.format()).toMatch(
      /^d\.json: testCases\[0\]\.input\[0\]\[0\]\[0\]\[0\]\[0\]…: cannot be parsed: nested more than 512 levels deep \(ERR_INPUT_PARSE\)$/,
    );
    const i = refused(() =>
      readInspect({ file: 'i.json', bytes: new TextEncoder().encode(`{"version":2,"status":"success","eval":{"model":"m","x":${deep}},"samples":[]}`) }),
    );
    expect(i.format()).toMatch(/^i\.json: eval\.x\[0\].*nested more than 512 levels deep/);
  });
});
