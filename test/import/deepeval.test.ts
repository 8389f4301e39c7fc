// The DeepEval reader on real test runs: the project's own (pytest-repeat
// names, deterministic and judged metrics, errors, flaky metrics, the agent's
// spend beside the judge's, the wrapped and the link-only files) and
// DeepEval's public sample test run.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AqrError } from '../../src/errors.js';
import { deepevalImporter, readDeepEval, repeatOf } from '../../src/import/deepeval.js';
import type { ImportInput } from '../../src/import/types.js';
import { describeInterop, FIXTURES, SHARED } from '../helpers.js';

const DIR = join(FIXTURES, 'import/deepeval');
const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

async function fixture(name: string): Promise<ImportInput> {
  return { file: name, bytes: new Uint8Array(await readFile(join(DIR, name))) };
}

function refusal(input: ImportInput): AqrError {
  try {
    readDeepEval(input);
  } catch (e) {
    if (e instanceof AqrError) return e;
    throw e;
  }
  throw new Error(`${input.file} was read`);
}

describe("pytest-repeat's names", () => {
  it('the task is the name without `-{i}-{N}`, the attempt is i; 1 without a suffix', () => {
    expect(repeatOf('test_capital[2-3]')).toEqual({ task: 'test_capital', attempt: 2 });
    expect(repeatOf('test_tools[paris-1-2]')).toEqual({ task: 'test_tools[paris]', attempt: 1 });
    expect(repeatOf('test_tools[a-b-2-2]')).toEqual({ task: 'test_tools[a-b]', attempt: 2 });
    expect(repeatOf('test_plain')).toEqual({ task: 'test_plain', attempt: 1 });
    // Not a repeat: i past N, no brackets, nothing before the brackets.
    expect(repeatOf('test_x[3-2]')).toEqual({ task: 'test_x[3-2]', attempt: 1 });
    expect(repeatOf('case-1-2')).toEqual({ task: 'case-1-2', attempt: 1 });
    expect(repeatOf('[1-2]')).toEqual({ task: '[1-2]', attempt: 1 });
  });
});

describe('a test run', () => {
  it('passes on every non-flaky deterministic metric succeeding without error, not on `success`', async () => {
    const r = readDeepEval(await fixture('test_run_repeat.json'));
    expect(r.format).toBe('deepeval.test-run/1');
    expect(r.attempts.map(({ task_id, attempt, passed }) => [task_id, attempt, passed])).toEqual([
      ['test_capital', 1, true],
      ['test_capital', 2, false],
      // Exact Match succeeded but with an error; DeepEval's success is true.
      ['test_capital', 3, false],
      // Faithfulness (judged) failed, so DeepEval's success is false.
      ['test_tools[paris]', 1, true],
      // The flaky Pattern Match failure never decides.
      ['test_tools[paris]', 2, true],
      ['test_plain', 1, true],
    ]);
    expect(r.attempts[0]!.at).toBe('testCases[0]');
    expect(r.warnings).toEqual(['1 deterministic metric result is marked flaky: as in DeepEval, a flaky metric never decides a pass']);
  });

  it("cost is tokenCost, latency completionTime, tokens the trace's LLM spans; the judge's spend is never the agent's", async () => {
    const r = readDeepEval(await fixture('test_run_repeat.json'));
    const spend = r.attempts.map(({ cost_usd, latency_s, tokens }) => ({ cost_usd, latency_s, tokens }));
    expect(spend).toEqual([
      { cost_usd: 0.002, latency_s: 1.25, tokens: 175 },
      { cost_usd: 0.0015, latency_s: 0.75, tokens: undefined },
      { cost_usd: undefined, latency_s: undefined, tokens: undefined },
      { cost_usd: undefined, latency_s: undefined, tokens: 14 },
      // An LLM span without counts: the tokens are unknown, not zero.
      { cost_usd: undefined, latency_s: undefined, tokens: undefined },
      { cost_usd: undefined, latency_s: undefined, tokens: undefined },
    ]);
  });

  it('every other metric is judged; test cases without a deterministic metric are skipped, counted and named', async () => {
    const r = readDeepEval(await fixture('test_run_repeat.json'));
    expect(r.judged).toEqual([
      { name: 'Answer Relevancy', count: 3, passed: 3 },
      { name: 'Faithfulness', count: 2, passed: 1 },
      { name: 'Conversation Completeness', count: 1, passed: 0 },
    ]);
    expect(r.skipped).toEqual([
      { reason: 'only model-graded or flaky metrics (Faithfulness)', count: 1, examples: ['test_summary'] },
      { reason: 'only model-graded or flaky metrics (Conversation Completeness)', count: 1, examples: ['conv_support'] },
    ]);
  });

  it('reads {"testRunData": …} as the run it wraps', async () => {
    const r = readDeepEval(await fixture('latest_test_run.json'));
    expect(r.attempts).toEqual([
      {
        task_id: 'test_plain',
        attempt: 1,
        passed: true,
        latency_s: 0.5,
        at: 'testRunData.testCases[0]',
        // The definition it was graded by, as DeepEval wrote it: each metric's name, threshold and judge, the expected output.
        definition: { metrics: [{ name: 'Exact Match', threshold: 0.5, strict: false, judge: null }], expected: 'Paris' },
      },
    ]);
  });
});

describe('refusals', () => {
  it('a file holding only testRunLink has no data', async () => {
    expect(refusal(await fixture('link-only.json')).format()).toMatch(/^link-only\.json:2: testRunLink: is all this file holds: .* no result was kept here/);
    expect(refusal({ file: 'l.json', bytes: enc({ testRunData: null, testRunLink: 'x' }) }).message).toMatch(/^is all this file holds/);
  });

  it('a run whose metrics are all judged has no deterministic verdict, named', async () => {
    expect(refusal(await fixture('judged-only.json')).format()).toBe(
      'judged-only.json: holds no deterministic verdict: only model-graded metrics (Answer Relevancy, Hallucination), which are judged measures and never decide a pass (ERR_INPUT_INVALID)',
    );
  });

  it('bad fields are named with file, line and field', async () => {
    const text = new TextDecoder().decode((await fixture('test_run_repeat.json')).bytes).replace('"tokenCost": 0.0015', '"tokenCost": "cheap"');
    expect(refusal({ file: 'r.json', bytes: new TextEncoder().encode(text) }).format()).toMatch(
      /^r\.json:\d+: testCases\[1\]\.tokenCost: must be a number ≥ 0 \(the cost_usd of an attempt\), got "cheap" \(ERR_INPUT_INVALID\)$/,
    );
    expect(refusal({ file: 'n.json', bytes: enc({ testCases: [{ metricsData: [] }] }) }).format()).toMatch(
      /^n\.json:1: testCases\[0\]\.name: must be the test's name/,
    );
    expect(refusal({ file: 'x.json', bytes: enc({ testFile: 'a.py' }) }).message).toBe('has no testCases: not a DeepEval test run');
  });

  it('the same test and repeat twice is a duplicate', () => {
    const tc = { name: 'test_a[1-2]', metricsData: [{ name: 'Exact Match', success: true }] };
    expect(refusal({ file: 'd.json', bytes: enc({ testCases: [tc, tc] }) }).format()).toBe(
      'd.json: task test_a attempt 1 appears twice: at testCases[0] and at testCases[1] (ERR_INPUT_DUPLICATE)',
    );
  });
});

describe('sniff', () => {
  it('knows a test run, a wrapped one and a link-only file by their keys', async () => {
    for (const f of ['test_run_repeat.json', 'latest_test_run.json', 'link-only.json']) expect(deepevalImporter.sniff(await fixture(f)), f).toBe(true);
    expect(deepevalImporter.sniff({ file: 'p.json', bytes: enc({ evalId: 'x', results: { version: 3 } }) })).toBe(false);
    expect(deepevalImporter.sniff({ file: 't.jsonl', bytes: new TextEncoder().encode('{"task_id":"a","attempt":1,"passed":true}\n') })).toBe(false);
  });
});

describeInterop("DeepEval's sample test run (../shared/reference/eval-tools/deepeval)", () => {
  it('holds only LLM-judged metrics: refused, naming them; the tokens of its trace are what the agent spent', async () => {
    const file = join(SHARED, 'reference/eval-tools/deepeval/test_run_sample.json');
    const input = { file: 'test_run_sample.json', bytes: new Uint8Array(await readFile(file)) };
    expect(deepevalImporter.sniff(input)).toBe(true);
    expect(refusal(input).format()).toBe(
      'test_run_sample.json: holds no deterministic verdict: only model-graded metrics (Answer Relevancy, Faithfulness), which are judged measures and never decide a pass (ERR_INPUT_INVALID)',
    );
    // With an Exact Match added, the same test case is read: 5,112 tokens from its LLM spans, none of the judge's.
    const run = JSON.parse(new TextDecoder().decode(input.bytes));
    run.testCases[0].metricsData.push({ name: 'Exact Match', success: true, score: 1, threshold: 1 });
    const r = readDeepEval({ file: 'with-exact-match.json', bytes: enc(run) });
    expect(r.attempts).toMatchObject([{ task_id: 'sample_test_case', attempt: 1, passed: true, tokens: 5112, at: 'testCases[0]' }]);
    // The definition it was graded by: every metric, its threshold and judge (the judge a model, or none).
    expect((r.attempts[0]?.definition as { metrics: { name: string; judge: string | null }[] }).metrics.map((m) => [m.name, m.judge])).toEqual([
      ['Answer Relevancy', 'gpt-5.4'],
      ['Exact Match', null],
      ['Faithfulness', 'gpt-5.4'],
    ]);
    expect(r.judged).toEqual([
      { name: 'Answer Relevancy', count: 1, passed: 1 },
      { name: 'Faithfulness', count: 1, passed: 0 },
    ]);
  });
});

describe('a judged metric is judged whatever its name (issue 38)', () => {
  const run = (metric: Record<string, unknown>) => ({
    testCases: [
      {
        name: 'test_refund',
        metricsData: [{ name: 'Pattern Match', success: false, score: 0, threshold: 1, evaluationModel: null, evaluationCost: 0 }, metric],
      },
    ],
  });
  const read = (metric: Record<string, unknown>) => readDeepEval({ file: 'r.json', bytes: enc(run(metric)) });

  it('an "Exact Match" with an evaluationModel, a judge cost or judge tokens never decides a pass', () => {
    for (const judge of [{ evaluationModel: 'gpt-4.1' }, { evaluationCost: 0.0042 }, { evaluationTokens: 812 }, { inputTokens: 700, outputTokens: 12 }]) {
      const r = read({ name: 'Exact Match', success: true, score: 1, threshold: 0.5, ...judge });
      // the deterministic Pattern Match failed; the judged "Exact Match" passed and is reported, never gating
      expect(
        r.attempts.map((a) => a.passed),
        JSON.stringify(judge),
      ).toEqual([false]);
      expect(r.judged, JSON.stringify(judge)).toEqual([{ name: 'Exact Match', count: 1, passed: 1 }]);
    }
  });

  it('a deterministic metric as DeepEval writes it (no model, no cost, no tokens) still decides', () => {
    const r = read({ name: 'Exact Match', success: true, score: 1, threshold: 0.5, evaluationModel: null, evaluationCost: 0, reason: 'exact match' });
    expect(r.attempts.map((a) => a.passed)).toEqual([false]);
    expect(r.judged).toEqual([]);
    const alone = readDeepEval({
      file: 'a.json',
      bytes: enc({ testCases: [{ name: 't', metricsData: [{ name: 'Exact Match', success: true, evaluationModel: null }] }] }),
    });
    expect(alone.attempts.map((a) => a.passed)).toEqual([true]);
  });

  it('a run whose only "deterministic" metric was judged has no verdict', () => {
    const judged = { testCases: [{ name: 't', metricsData: [{ name: 'Exact Match', success: true, evaluationModel: 'gpt-4.1' }] }] };
    expect(refusal({ file: 'j.json', bytes: enc(judged) }).message).toMatch(/only model-graded metrics \(Exact Match\)/);
  });
});
