// promptfoo's results JSON (`promptfoo eval -o results.json`, results.version 3)
// as attempts; the mapping is docs/importers.md, "promptfoo". One row is one
// test × repeat × prompt × provider; one subject is one provider + prompt (another
// provider is another agent, never more attempts). promptfoo writes no repeat
// index, so a task's attempts are its rows in testIdx order. Passed is the
// deterministic assertions' verdict only: `success` ANDs the model-graded ones
// in, and `error` is filled on plain assertion failures too.
import { AqrError, excerpt } from '../errors.js';
import { sha256Hex } from '../crypto/index.js';
import { isObject } from './common.js';
import { inputJson, sniffJsonObject } from './json-input.js';
import { isPromptfooJudged } from './promptfoo-judged.js';
import { failsOnRecompute, recomputeRow, summarize, type RowRecompute } from './promptfoo-recompute.js';
import type { Imported, ImportedAttempt, Importer, ImportInput, ImportOptions, JudgedOnlyFailure, JudgedSeen, Skipped } from './types.js';

export const PROMPTFOO_FORMAT = 'promptfoo.results/3';

/** promptfoo's ResultFailureReason.ERROR: the provider or the run failed, not an assertion. */
const FAILURE_ERROR = 2;

interface Row {
  at: string;
  subject: string;
  taskId: string;
  testIdx: number;
  value: Record<string, unknown>;
}

export const promptfooImporter: Importer = {
  format: 'promptfoo',
  sniff(input) {
    const v = sniffJsonObject(input);
    const results = v?.['results'];
    return isObject(results) && typeof results['version'] === 'number' && Array.isArray(results['results']);
  },
  read(input, options) {
    return readPromptfoo(input, options);
  },
};

function readPromptfoo(input: ImportInput, options: ImportOptions): Imported {
  const file = input.file;
  const doc = inputJson(input, 'promptfoo results');
  const results = isObject(doc) ? doc['results'] : undefined;
  if (!isObject(results) || !Array.isArray(results['results']))
    throw new AqrError('ERR_INPUT_INVALID', 'is not promptfoo results: no results.results list (write it with promptfoo eval -o results.json)', {
      file,
      field: 'results',
    });
  if (results['version'] !== 3)
    throw new AqrError('ERR_INPUT_INVALID', `promptfoo results version ${excerpt(results['version'])}: aqr reads version 3 (promptfoo ≥ 0.60)`, {
      file,
      field: 'results.version',
    });
  const rows = (results['results'] as unknown[]).map((r, i) => asRow(r, `results.results[${i}]`, file, options.taskIdField));
  const subject = chooseSubject(rows, options.subject, file);
  const mine = rows.filter((r) => r.subject === subject);

  const judged = new Map<string, JudgedSeen>();
  const skipped = new Map<string, Skipped>();
  const skip = (reason: string, example: string) => {
    const s = skipped.get(reason) ?? { reason, count: 0, examples: [] };
    s.count++;
    if (s.examples.length < 3 && !s.examples.includes(example)) s.examples.push(example);
    skipped.set(reason, s);
  };
  const verdicts: { row: Row; attempt: Omit<ImportedAttempt, 'attempt'> }[] = [];
  const judgedOnly: JudgedOnlyFailure[] = [];
  for (const row of mine) {
    const components = assertionResults(row.value);
    for (const c of components)
      if (isPromptfooJudged(c.type)) {
        const j = judged.get(c.type) ?? { name: c.type, count: 0, passed: 0 };
        j.count++;
        if (c.pass) j.passed++;
        judged.set(c.type, j);
      }
    const declared = declaredTypes(row.value['testCase']);
    const deterministic = declared.filter((t) => !isPromptfooJudged(t));
    if (deterministic.length === 0) {
      const failed = [...new Set(components.filter((c) => isPromptfooJudged(c.type) && !c.pass).map((c) => c.type))];
      if (failed.length > 0) judgedOnly.push({ task_id: row.taskId, judged_failed: failed, at: row.at });
      skip(
        declared.length === 0
          ? 'no assertions, so no verdict'
          : `only model-graded assertions (${[...new Set(declared)].join(', ')}), so no deterministic verdict`,
        row.taskId,
      );
      continue;
    }
    const errored = row.value['failureReason'] === FAILURE_ERROR;
    const checked = components.filter((c) => !isPromptfooJudged(c.type));
    if (!errored && checked.length === 0) {
      skip('no assertion results in gradingResult.componentResults', row.taskId);
      continue;
    }
    const judgedFailed = [...new Set(components.filter((c) => isPromptfooJudged(c.type) && !c.pass).map((c) => c.type))];
    verdicts.push({
      row,
      attempt: {
        task_id: row.taskId,
        passed: !errored && checked.every((c) => c.pass),
        ...(judgedFailed.length > 0 ? { judged_failed: judgedFailed } : {}),
        at: row.at,
        ...spend(row.value),
        ...split(row.value),
        definition: definitionOf(row.value['testCase']),
      },
    });
  }
  if (verdicts.length === 0 && mine.length > 0) {
    const types = [...judged.keys()];
    throw new AqrError(
      'ERR_INPUT_INVALID',
      `no test has a deterministic verdict${types.length > 0 ? `: its assertions are model-graded only (${types.join(', ')})` : ''}; add a deterministic assertion (contains, equals, javascript, …) to gate on`,
      { file },
    );
  }
  // The attempt number is the row's rank in testIdx order among the task's rows.
  const byTask = new Map<string, typeof verdicts>();
  for (const v of verdicts) {
    const list = byTask.get(v.row.taskId) ?? [];
    list.push(v);
    byTask.set(v.row.taskId, list);
  }
  const attempts: ImportedAttempt[] = [];
  // Each attempt's deterministic assertions re-derived from its output: a pass the recompute fails is a failed attempt.
  const recomputed: { task: string; attempt: number; passed: boolean; row: RowRecompute }[] = [];
  for (const list of byTask.values()) {
    list.sort((a, b) => a.row.testIdx - b.row.testIdx);
    list.forEach((v, i) => {
      const attempt = { ...v.attempt, attempt: i + 1 };
      if (v.row.value['failureReason'] !== FAILURE_ERROR) {
        const row = recomputeRow(v.row.value);
        recomputed.push({ task: attempt.task_id, attempt: attempt.attempt, passed: attempt.passed, row });
        if (failsOnRecompute(row)) attempt.passed = false;
      }
      attempts.push(attempt);
    });
  }
  const selection = { ...(subject === undefined ? {} : { subject }), ...(options.taskIdField === undefined ? {} : { taskIdField: options.taskIdField }) };
  return {
    format: PROMPTFOO_FORMAT,
    ...(subject === undefined ? {} : { subject }),
    attempts,
    judged: [...judged.values()],
    ...(judgedOnly.length > 0 ? { judgedOnlyFailures: judgedOnly } : {}),
    skipped: [...skipped.values()],
    warnings: [],
    recompute: summarize(recomputed),
    selection,
  };
}

function asRow(v: unknown, at: string, file: string, taskIdField: string | undefined): Row {
  if (!isObject(v)) throw new AqrError('ERR_INPUT_INVALID', 'a result row is a JSON object', { file, field: at });
  const testIdx = v['testIdx'];
  if (typeof testIdx !== 'number' || !Number.isInteger(testIdx) || testIdx < 0)
    throw new AqrError('ERR_INPUT_INVALID', `must be an integer ≥ 0, got ${excerpt(testIdx)}`, { file, field: `${at}.testIdx` });
  const testCase = v['testCase'];
  if (!isObject(testCase)) throw new AqrError('ERR_INPUT_INVALID', 'must be the test case object', { file, field: `${at}.testCase` });
  return { at, subject: subjectOf(v), taskId: taskIdOf(testCase, at, file, taskIdField), testIdx, value: v };
}

/** One provider + one prompt: `provider / prompt`, by their labels where they have them. */
function subjectOf(v: Record<string, unknown>): string {
  const p = v['provider'];
  const provider = isObject(p) ? (str(p['label']) ?? str(p['id'])) : str(p);
  const q = v['prompt'];
  const promptIdx = typeof v['promptIdx'] === 'number' ? v['promptIdx'] : 0;
  const prompt = (isObject(q) ? str(q['label']) : undefined) ?? `prompt ${promptIdx + 1}`;
  return `${provider ?? 'provider'} / ${prompt}`;
}

/** `--task-id FIELD`, else metadata.task_id, else metadata.id, else the description, else a digest of vars. */
function taskIdOf(testCase: Record<string, unknown>, at: string, file: string, field: string | undefined): string {
  const meta = isObject(testCase['metadata']) ? testCase['metadata'] : {};
  if (field !== undefined) {
    const id = idValue(meta[field]);
    if (id === undefined)
      throw new AqrError('ERR_INPUT_INVALID', `--task-id ${field}: this test case has no metadata.${field} (a non-empty string or number)`, {
        file,
        field: `${at}.testCase.metadata.${field}`,
      });
    return id;
  }
  return (
    idValue(meta['task_id']) ?? idValue(meta['id']) ?? idValue(testCase['description']) ?? `vars-${sha256Hex(stableJson(testCase['vars'] ?? {})).slice(0, 16)}`
  );
}

function idValue(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** JSON with keys sorted, so the same vars give the same digest whatever order promptfoo wrote them in. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

function chooseSubject(rows: readonly Row[], wanted: string | undefined, file: string): string | undefined {
  const all = [...new Set(rows.map((r) => r.subject))];
  if (wanted === undefined) {
    if (all.length <= 1) return all[0];
    throw new AqrError(
      'ERR_INPUT_INVALID',
      `holds ${all.length} subjects (${all.join('; ')}): choose one with --subject (a provider + prompt is one agent; another provider is another agent, never more attempts)`,
      { file },
    );
  }
  // The full name, or a provider or prompt that picks one subject.
  const exact = all.filter((s) => s === wanted);
  const part = exact.length > 0 ? exact : all.filter((s) => s.split(' / ').includes(wanted));
  if (part.length === 1) return part[0];
  throw new AqrError(
    'ERR_USAGE',
    `--subject ${JSON.stringify(wanted)} ${part.length === 0 ? 'names no subject' : 'names several subjects'} of ${file} (${all.join('; ')})`,
  );
}

interface Component {
  type: string;
  pass: boolean;
}

/** Every assertion's result, assert-sets opened. */
function assertionResults(row: Record<string, unknown>): Component[] {
  const out: Component[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const c of list) {
      if (!isObject(c)) continue;
      const type = isObject(c['assertion']) ? str(c['assertion']['type']) : undefined;
      if (type === 'assert-set' || (type === undefined && Array.isArray(c['componentResults']))) walk(c['componentResults']);
      else if (type !== undefined) out.push({ type, pass: c['pass'] === true });
    }
  };
  const g = row['gradingResult'];
  if (isObject(g)) walk(g['componentResults']);
  return out;
}

/** The assertion types the test case declares (defaultTest's merged in by promptfoo), assert-sets opened. */
function declaredTypes(testCase: unknown): string[] {
  const out: string[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const a of list) {
      if (!isObject(a)) continue;
      const type = str(a['type']);
      if (type === 'assert-set') walk(a['assert']);
      else if (type !== undefined) out.push(type);
    }
  };
  if (isObject(testCase)) walk(testCase['assert']);
  return out;
}

/**
 * The definition promptfoo graded the row by, as it wrote it (import/definition.ts):
 * the test case's assertions (defaultTest's merged in) and vars (the expected
 * answers live there), and the output transform when there is one.
 */
function definitionOf(testCase: unknown): Record<string, unknown> {
  const t = isObject(testCase) ? testCase : {};
  const options = isObject(t['options']) ? t['options'] : {};
  return { assert: t['assert'] ?? [], vars: t['vars'] ?? {}, ...(options['transform'] === undefined ? {} : { transform: options['transform'] }) };
}

/** The provider's spend: `cost`, `tokenUsage.total` (the grader's sit under tokenUsage.assertions, not counted), latencyMs in seconds. */
function spend(row: Record<string, unknown>): Pick<ImportedAttempt, 'cost_usd' | 'tokens' | 'latency_s'> {
  const out: Pick<ImportedAttempt, 'cost_usd' | 'tokens' | 'latency_s'> = {};
  const cost = row['cost'];
  if (typeof cost === 'number' && cost >= 0 && Number.isFinite(cost)) out.cost_usd = cost;
  const usage = row['tokenUsage'];
  const total = isObject(usage) ? usage['total'] : undefined;
  if (typeof total === 'number' && Number.isInteger(total) && total >= 0) out.tokens = total;
  const ms = row['latencyMs'];
  if (typeof ms === 'number' && ms >= 0 && Number.isFinite(ms)) out.latency_s = ms / 1000;
  return out;
}

/** metadata.split, a hint for `aqr init --from` only: the tally takes splits from the task manifest. */
function split(row: Record<string, unknown>): Pick<ImportedAttempt, 'split'> {
  const testCase = row['testCase'];
  const meta = isObject(testCase) && isObject(testCase['metadata']) ? testCase['metadata'] : {};
  const s = meta['split'];
  return s === 'held-in' || s === 'held-out' ? { split: s } : {};
}
