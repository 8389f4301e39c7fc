// DeepEval test runs as attempts (docs/importers.md#deepeval): the bare TestRun
// (`.deepeval/.latest_run_full.json`, `test_run_*.json`) or one wrapped as
// `{"testRunData": …}` (`.deepeval/.latest_test_run.json`). One test case is
// one attempt; `deepeval test run --repeat N` (pytest-repeat) names repeats
// `name[…-{i}-{N}]`. A pass is decided by the deterministic metrics only:
// DeepEval's own `success` ANDs the judged ones in. What a metric costs is the
// judge's spend, never the agent's. Field names: deepeval/test_run/api.py.
import { AqrError, excerpt } from '../errors.js';
import type { PathSegment } from '../doc/path.js';
import { formatPath } from '../doc/path.js';
import { AttemptSet, badField, headOf, isObject, jsonOf, judgedFailed, noVerdict, Seen, spend, textOf } from './common.js';
import type { Imported, ImportedAttempt, Importer, ImportInput } from './types.js';

export const DEEPEVAL_FORMAT = 'deepeval.test-run/1';

/** DeepEval's metrics that compare without a model (their `__name__`); every other metric is judged. */
export const DEEPEVAL_DETERMINISTIC: ReadonlySet<string> = new Set(['Exact Match', 'Pattern Match', 'Tool Correctness', 'Json Correctness']);

/** A JSON object one of whose first keys is a test run's (TestRun writes testFile, then testCases…). */
const JSON_HEAD = /^\s*\{[\s\S]*"(?:testRunData|testRunLink|testCases|conversationalTestCases)"\s*:/;

export const deepevalImporter: Importer = {
  format: 'deepeval',
  sniff: (input) => JSON_HEAD.test(headOf(input, 16_384)),
  read: (input) => readDeepEval(input),
};

/**
 * pytest-repeat's `[{i}-{N}]` (or `[params-{i}-{N}]`) ending: the task without
 * it, and i as the attempt. Found from the end, so a long name costs one pass.
 */
export function repeatOf(name: string): { task: string; attempt: number } {
  const m = /[[-](?<i>[1-9]\d*)-(?<n>[1-9]\d*)\]$/.exec(name);
  const i = Number(m?.groups?.['i']);
  if (!m || i > Number(m.groups?.['n'])) return { task: name, attempt: 1 };
  const head = name.slice(0, m.index);
  // `test[1-3]`: the brackets held only the repeat. `test[p-1-3]`: they keep the other parameters.
  const task = m[0].startsWith('[') ? head : head.lastIndexOf('[') > 0 ? `${head}]` : '';
  return task === '' ? { task: name, attempt: 1 } : { task, attempt: i };
}

const LISTS = ['testCases', 'conversationalTestCases'] as const;

const LINK_ONLY =
  'is all this file holds: the run was pushed to Confident AI and no result was kept here; read .deepeval/.latest_run_full.json or a test_run_*.json';

type Fail = (path: readonly PathSegment[], message: string) => AqrError;

export function readDeepEval(input: ImportInput): Imported {
  const { file } = input;
  const parsed = jsonOf(textOf(input), file);
  const fail: Fail = (path, message) => badField(file, formatPath(path), message, parsed.lineOf(path));
  const { run, base } = testRunOf(parsed.value, fail);
  const seen = new Seen();
  const set = new AttemptSet(file);
  let flaky = 0;
  for (const list of LISTS) {
    const cases = run[list] ?? [];
    if (!Array.isArray(cases)) throw fail([...base, list], 'must be a list of test cases');
    cases.forEach((tc: unknown, i) => {
      const path = [...base, list, i];
      if (!isObject(tc)) throw fail(path, 'must be a test case (an object)');
      const name = tc['name'];
      if (typeof name !== 'string' || name === '') throw fail([...path, 'name'], `must be the test's name (a non-empty string), got ${excerpt(name)}`);
      const metrics = metricsOf(tc, path, fail);
      for (const m of metrics.judged) seen.judge(m['name'] as string, metricPassed(m));
      flaky += metrics.flaky.length;
      if (!metrics.deciding.length) {
        const names = new Set([...metrics.judged, ...metrics.flaky].map((m) => m['name']));
        seen.skip(names.size ? `only model-graded or flaky metrics (${[...names].join(', ')})` : 'no metric', name);
        seen.judgedOnlyFailed(
          repeatOf(name).task,
          metrics.judged.filter((m) => !metricPassed(m)).map((m) => m['name'] as string),
          formatPath(path),
        );
        return;
      }
      const { task, attempt } = repeatOf(name);
      set.add({
        task_id: task,
        attempt,
        passed: metrics.deciding.every(metricPassed),
        ...judgedFailed(metrics.judged.filter((m) => !metricPassed(m)).map((m) => m['name'] as string)),
        at: formatPath(path),
        ...agentSpend(tc, path, file, parsed.lineOf),
        definition: definitionOf(tc),
      });
    });
  }

  if (!set.attempts.length) {
    if (seen.judged.length)
      throw noVerdict(
        file,
        seen.judged.map((j) => j.name),
        'metrics',
      );
    throw new AqrError('ERR_INPUT_EMPTY', 'holds no test case with a deterministic metric', { file });
  }
  const warnings = flaky
    ? [`${flaky} deterministic metric result${flaky === 1 ? ' is' : 's are'} marked flaky: as in DeepEval, a flaky metric never decides a pass`]
    : [];
  const testFile = typeof run['testFile'] === 'string' && run['testFile'] !== '' ? [run['testFile']] : [];
  return {
    format: DEEPEVAL_FORMAT,
    attempts: set.attempts,
    ...(testFile.length > 0 ? { definitionFiles: testFile } : {}),
    judged: seen.judged,
    ...seen.judgedOnlyFailures,
    skipped: seen.skipped,
    warnings,
  };
}

/**
 * The definition DeepEval graded a test case by, as it wrote it (import/definition.ts):
 * each metric's name, threshold, strictness and judge (by name), and the expected output.
 */
function definitionOf(tc: Record<string, unknown>): Record<string, unknown> {
  const list = Array.isArray(tc['metricsData']) ? tc['metricsData'] : [];
  const metrics = list
    .filter(isObject)
    .map((m) => ({ name: m['name'] ?? null, threshold: m['threshold'] ?? null, strict: m['strictMode'] ?? null, judge: m['evaluationModel'] ?? null }))
    .sort((a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0));
  return { metrics, ...(tc['expectedOutput'] === undefined ? {} : { expected: tc['expectedOutput'] }) };
}

/** The TestRun, bare or under testRunData, and its path; a file that holds only testRunLink has none. */
function testRunOf(value: unknown, fail: Fail): { run: Record<string, unknown>; base: PathSegment[] } {
  if (!isObject(value)) throw fail([], 'must be a DeepEval test run (a JSON object)');
  const base: PathSegment[] = 'testRunData' in value ? ['testRunData'] : [];
  const run = base.length ? value['testRunData'] : value;
  if (isObject(run) && LISTS.some((k) => run[k] !== undefined && run[k] !== null)) return { run, base };
  if ('testRunLink' in value && (run === undefined || run === null || isObject(run))) throw fail(['testRunLink'], LINK_ONLY);
  throw fail(base, isObject(run) ? 'has no testCases: not a DeepEval test run' : 'must be a DeepEval test run (an object)');
}

/** A test case's metric results: those that decide, the judged ones, and the deterministic ones marked flaky. */
function metricsOf(tc: Record<string, unknown>, path: PathSegment[], fail: Fail): Record<'deciding' | 'judged' | 'flaky', Record<string, unknown>[]> {
  const out: Record<'deciding' | 'judged' | 'flaky', Record<string, unknown>[]> = { deciding: [], judged: [], flaky: [] };
  const metrics = tc['metricsData'] ?? [];
  if (!Array.isArray(metrics)) throw fail([...path, 'metricsData'], 'must be a list of metric results');
  metrics.forEach((m: unknown, j) => {
    if (!isObject(m) || typeof m['name'] !== 'string') throw fail([...path, 'metricsData', j, 'name'], 'must be the metric name (a string)');
    out[isJudgedMetric(m) ? 'judged' : m['flaky'] === true ? 'flaky' : 'deciding'].push(m);
  });
  return out;
}

/**
 * A metric a model judged: any whose name is not one of DeepEval's
 * deterministic metrics, and, whatever its name, one for which DeepEval wrote
 * what a judge leaves: an `evaluationModel`, an `evaluationCost` above zero, or
 * token counts. A name alone never makes a metric deterministic.
 */
export function isJudgedMetric(m: Record<string, unknown>): boolean {
  if (!DEEPEVAL_DETERMINISTIC.has(m['name'] as string)) return true;
  const model = m['evaluationModel'];
  if (model !== undefined && model !== null && model !== '') return true;
  const cost = m['evaluationCost'];
  if (typeof cost === 'number' ? cost > 0 : cost !== undefined && cost !== null) return true;
  return Object.entries(m).some(([k, v]) => /tokens?/i.test(k) && v !== null && v !== undefined && v !== 0);
}

/** A metric passed when it succeeded without an error. */
function metricPassed(m: Record<string, unknown>): boolean {
  return m['success'] === true && (m['error'] === undefined || m['error'] === null);
}

/**
 * The agent's own spend: cost `tokenCost`, latency `completionTime`, tokens
 * from the trace's LLM spans (known only when every LLM span counts them).
 * evaluationCost and the metrics' token counts are the judge's: never read.
 */
function agentSpend(
  tc: Record<string, unknown>,
  path: PathSegment[],
  file: string,
  lineOf: (path: readonly PathSegment[]) => number | undefined,
): Pick<ImportedAttempt, 'cost_usd' | 'latency_s' | 'tokens'> {
  const read = (sub: PathSegment[], kind: 'cost_usd' | 'latency_s' | 'tokens', value: unknown) =>
    spend(value, kind, file, formatPath([...path, ...sub]), lineOf([...path, ...sub]));
  const out: Pick<ImportedAttempt, 'cost_usd' | 'latency_s' | 'tokens'> = {};
  const cost = read(['tokenCost'], 'cost_usd', tc['tokenCost']);
  if (cost !== undefined) out.cost_usd = cost;
  const latency = read(['completionTime'], 'latency_s', tc['completionTime']);
  if (latency !== undefined) out.latency_s = latency;
  const trace = isObject(tc['trace']) ? tc['trace'] : undefined;
  const spans = trace && Array.isArray(trace['llmSpans']) ? trace['llmSpans'] : [];
  let tokens = 0;
  let known = spans.length > 0;
  spans.forEach((s: unknown, k) => {
    const span = isObject(s) ? s : {};
    const input = read(['trace', 'llmSpans', k, 'inputTokenCount'], 'tokens', span['inputTokenCount']);
    const output = read(['trace', 'llmSpans', k, 'outputTokenCount'], 'tokens', span['outputTokenCount']);
    if (input === undefined && output === undefined) known = false;
    tokens += (input ?? 0) + (output ?? 0);
  });
  if (known) out.tokens = tokens;
  return out;
}
