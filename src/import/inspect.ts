// Inspect AI eval logs as attempts (docs/importers.md#inspect-ai): the `.eval`
// zip (header.json and one samples/{id}_epoch_{n}.json per sample and epoch)
// and the `.json` EvalLog (the same header with `samples` inline). One sample
// and epoch is one attempt; `reductions` (scores folded over epochs) are never
// attempts. The chosen scorer decides a pass; model-graded scorers are judged
// measures. Field names are Inspect's (inspect_ai/log/_log.py, version 2).
import { AqrError, excerpt } from '../errors.js';
import type { PathSegment } from '../doc/path.js';
import { formatPath } from '../doc/path.js';
import { readZipEntries, ZipRefused, type ZipLimits } from '../zip/read.js';
import { AttemptSet, badField, headOf, isObject, jsonOf, judgedFailed as judgedFailedOf, noVerdict, Seen, spend, textOf } from './common.js';
import type { Imported, ImportedAttempt, Importer, ImportInput, ImportOptions } from './types.js';

/** The log versions this reader knows (EvalLog.version). */
export const INSPECT_LOG_VERSIONS: readonly number[] = [2];

/** An .eval log holds a header and a sample entry per sample and epoch: more and larger entries than a record artifact. */
export const INSPECT_ZIP_LIMITS: ZipLimits = {
  maxZipBytes: 512 * 1024 * 1024,
  maxEntries: 200_000,
  maxChosen: 100_000,
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
};

/** Inspect writes this key for a sample's score before it knows the scorer's name (results.scores[0].name). */
const SCORER_PLACEHOLDER = '88F74D2C';

/** EvalLog's fields come in this order (version first), which a sniff can rely on. */
const JSON_HEAD = /^\s*\{\s*"version"\s*:\s*\d+\s*,\s*"status"\s*:\s*"[a-z]+"\s*,\s*"eval"\s*:\s*\{/;

export const inspectImporter: Importer = {
  format: 'inspect',
  sniff: (input) => (isZip(input.bytes) ? zipNames(input.bytes).some(isHeaderEntry) : JSON_HEAD.test(headOf(input))),
  read: readInspect,
};

/** Inspect's model-graded scorers (a `package/` prefix and a numbered copy allowed). */
export function isInspectJudged(scorer: string): boolean {
  return /^model_graded_(?:fact|qa)\d*$/.test(scorer.slice(scorer.lastIndexOf('/') + 1));
}

/** One sample record and how to name its fields in an error. */
interface SampleRecord {
  value: unknown;
  /** `samples[3]` in a .json log, `samples/1_epoch_2.json` in an .eval. */
  at: string;
  where(path: readonly PathSegment[]): { field: string; line?: number };
}

interface Log {
  header: Record<string, unknown>;
  /** Where header fields are, for errors. */
  headerWhere(path: readonly PathSegment[]): { field: string; line?: number };
  samples: SampleRecord[] | undefined;
  /** The .eval had no header.json, only the journal of a run still going. */
  unfinished?: boolean;
}

export function readInspect(input: ImportInput, options: ImportOptions = {}): Imported {
  const { file } = input;
  const log = isZip(input.bytes) ? fromEval(input) : fromJson(input);
  const fail = (w: { field: string; line?: number }, message: string) => badField(file, w.field, message, w.line);
  const { header } = log;

  const version = header['version'];
  if (typeof version !== 'number' || !INSPECT_LOG_VERSIONS.includes(version))
    throw fail(log.headerWhere(['version']), `is ${excerpt(version)}; this reader knows Inspect AI log version ${INSPECT_LOG_VERSIONS.join(', ')}`);
  const spec = isObject(header['eval']) ? header['eval'] : undefined;
  if (!spec) throw fail(log.headerWhere(['eval']), 'must be the eval spec (an object)');
  const model = typeof spec['model'] === 'string' ? spec['model'] : undefined;
  if (options.subject !== undefined && options.subject !== model)
    throw fail(log.headerWhere(['eval', 'model']), `is ${excerpt(model)}, not the subject asked for (${excerpt(options.subject)}): one log is one model`);
  const task = typeof spec['task'] === 'string' && spec['task'] !== '' ? spec['task'] : undefined;

  const warnings: string[] = [];
  const status = log.unfinished ? 'started' : header['status'];
  if (status !== 'success')
    warnings.push(`status is ${excerpt(status)}, not "success": the run did not finish as planned, so the samples read may not be all of it`);
  if (!log.samples?.length)
    throw new AqrError('ERR_INPUT_EMPTY', 'holds no samples (a log written with log_samples off, or a run that never got to one)', { file });

  const results = isObject(header['results']) ? header['results'] : {};
  const scorers = scorerNames(results, log.samples);
  const callsModel = scorersCallingAModel(results, spec, log.samples);
  const judgedScorer = (name: string) => isInspectJudged(scorers.get(name) ?? name) || isInspectJudged(name) || callsModel.has(name);
  const chosen = chooseScorer([...scorers.keys()], judgedScorer, options.scorer, (message) => fail(log.headerWhere(['results', 'scores']), message));
  // Errored samples alone are no verdict: without a deterministic scorer the file has none.
  if (chosen === undefined) throw noVerdict(file, [...scorers.keys()].filter(judgedScorer), 'scorers');

  // The definition each sample was graded by (import/definition.ts): the task's scorers as the spec names them, the one that decides, and the sample's target.
  const definitionScorers = { decides: chosen, all: scorerSpec(spec, results) };
  const seen = new Seen();
  const set = new AttemptSet(file);
  for (const s of log.samples) {
    if (!isObject(s.value)) throw fail(s.where([]), 'must be a sample (an object)');
    const sample = s.value;
    const id = sample['id'];
    if ((typeof id !== 'string' || id === '') && typeof id !== 'number')
      throw fail(s.where(['id']), `must be a sample id (a string or a number), got ${excerpt(id)}`);
    const epoch = sample['epoch'];
    if (typeof epoch !== 'number' || !Number.isInteger(epoch) || epoch < 1)
      throw fail(s.where(['epoch']), `must be an epoch number from 1, got ${excerpt(epoch)}`);
    const scores = scoresOf(sample, results);
    for (const [name, score] of Object.entries(scores)) if (judgedScorer(name)) seen.judge(name, passOf(score) === true);
    const passed = verdictOf(sample, scores, chosen);
    const judgedFailed = Object.entries(scores).flatMap(([name, score]) => (judgedScorer(name) && passOf(score) === false ? [name] : []));
    if (typeof passed === 'string') {
      seen.skip(passed, String(id));
      seen.judgedOnlyFailed(String(id), judgedFailed, s.at);
    } else
      set.add({
        task_id: String(id),
        attempt: epoch,
        passed,
        ...judgedFailedOf(judgedFailed),
        at: s.at,
        ...usage(sample, file, s.where),
        definition: { scorers: definitionScorers, target: sample['target'] ?? null },
      });
  }

  const total = results['total_samples'];
  if (typeof total === 'number' && total > log.samples.length)
    warnings.push(`results.total_samples is ${total} but the log holds ${log.samples.length} samples: the missing ones are not counted`);
  if (!set.attempts.length) throw new AqrError('ERR_INPUT_EMPTY', `holds no sample with a verdict from scorer ${chosen}`, { file });
  const attempts = set.attempts.sort(byTaskAndAttempt);
  const taskFile = typeof spec['task_file'] === 'string' && spec['task_file'] !== '' ? [spec['task_file']] : [];
  return {
    format: `inspect.log/${version}`,
    ...(taskFile.length > 0 ? { definitionFiles: taskFile } : {}),
    ...(model === undefined ? {} : { subject: model }),
    ...(task === undefined ? {} : { group: task }),
    attempts,
    judged: seen.judged,
    ...seen.judgedOnlyFailures,
    skipped: seen.skipped,
    warnings,
    selection: { ...(model === undefined ? {} : { subject: model }), scorer: chosen },
  };
}

/** The task's scorers as the log names them: the spec's (name and options), else each score's scorer and params (never their values). */
function scorerSpec(spec: Record<string, unknown>, results: Record<string, unknown>): unknown {
  if (Array.isArray(spec['scorers'])) return spec['scorers'];
  const scores = Array.isArray(results['scores']) ? results['scores'] : [];
  return scores.filter(isObject).map((s) => ({ name: s['name'] ?? null, scorer: s['scorer'] ?? null, params: s['params'] ?? null }));
}

/**
 * The scorer that decides a pass: the one asked for, else the only
 * deterministic one. Several deterministic scorers and none asked for is an
 * error (which one gates is the user's call); none at all is undefined, and
 * then the file has no deterministic verdict.
 */
function chooseScorer(names: string[], judged: (name: string) => boolean, asked: string | undefined, fail: (message: string) => AqrError): string | undefined {
  if (asked !== undefined) {
    if (!names.includes(asked)) throw fail(`has no scorer ${excerpt(asked)} (scorers: ${names.join(', ') || 'none'})`);
    if (judged(asked)) throw fail(`scorer ${asked} is model-graded: a judged measure, never the one that decides a pass`);
    return asked;
  }
  const deterministic = names.filter((n) => !judged(n));
  if (deterministic.length > 1) throw fail(`has several scorers (${deterministic.join(', ')}): choose the one that decides a pass with --scorer`);
  return deterministic[0];
}

/** Keys under which a scorer's parameters or a score's metadata name the model that graded. */
const MODEL_KEYS = ['model', 'grader_model', 'judge_model', 'model_name'];

const namesAModel = (o: unknown): boolean => isObject(o) && MODEL_KEYS.some((k) => typeof o[k] === 'string' && o[k] !== '');

/**
 * The scores whose scorer calls a model, whatever its name: its parameters name
 * one (`results.scores[].params`, `eval.scorers[].options`), or its score's
 * metadata shows a model graded (`grading`, the grader's messages, as
 * model_graded_qa/fact write; or a model named).
 */
function scorersCallingAModel(results: Record<string, unknown>, spec: Record<string, unknown>, samples: SampleRecord[]): Set<string> {
  const out = new Set<string>();
  for (const s of Array.isArray(results['scores']) ? results['scores'] : [])
    if (isObject(s) && typeof s['name'] === 'string' && namesAModel(s['params'])) out.add(s['name']);
  for (const s of Array.isArray(spec['scorers']) ? spec['scorers'] : [])
    if (isObject(s) && typeof s['name'] === 'string' && (namesAModel(s['options']) || namesAModel(s['metadata']))) out.add(s['name']);
  for (const s of samples) {
    if (!isObject(s.value)) continue;
    for (const [name, score] of Object.entries(scoresOf(s.value, results))) {
      const meta = isObject(score) ? score['metadata'] : undefined;
      if (isObject(meta) && (meta['grading'] !== undefined || namesAModel(meta))) out.add(name);
    }
  }
  return out;
}

/** Score names, each with its scorer when results.scores names it (a scorer can give several scores). */
function scorerNames(results: Record<string, unknown>, samples: SampleRecord[]): Map<string, string | undefined> {
  const names = new Map<string, string | undefined>();
  for (const s of Array.isArray(results['scores']) ? results['scores'] : []) {
    if (isObject(s) && typeof s['name'] === 'string') names.set(s['name'], typeof s['scorer'] === 'string' ? s['scorer'] : undefined);
  }
  for (const s of samples) {
    if (isObject(s.value)) for (const name of Object.keys(scoresOf(s.value, results))) if (!names.has(name)) names.set(name, undefined);
  }
  return names;
}

/** A sample's scores by name, the placeholder key renamed as Inspect renames it on reading. */
function scoresOf(sample: Record<string, unknown>, results: Record<string, unknown>): Record<string, unknown> {
  const scores = isObject(sample['scores']) ? sample['scores'] : {};
  if (!(SCORER_PLACEHOLDER in scores)) return scores;
  const first = Array.isArray(results['scores']) && isObject(results['scores'][0]) ? results['scores'][0]['name'] : undefined;
  if (typeof first !== 'string') return scores;
  const { [SCORER_PLACEHOLDER]: placeholder, ...rest } = scores;
  return { ...rest, [first]: placeholder };
}

/** An errored sample fails; else the chosen scorer's value decides. A string says why there is no verdict. */
function verdictOf(sample: Record<string, unknown>, scores: Record<string, unknown>, chosen: string): boolean | string {
  if (sample['error'] !== undefined && sample['error'] !== null) return false;
  if (!(chosen in scores)) return `no score from scorer ${chosen}`;
  return passOf(scores[chosen]) ?? `scorer ${chosen} gave a value that is not C, I, P, N, a number or true/false`;
}

/** C passes; I, P and N fail; a number passes only at 1; a bool is itself. Anything else is no verdict. */
export function passOf(score: unknown): boolean | undefined {
  const v = isObject(score) ? score['value'] : undefined;
  if (v === 'C') return true;
  if (v === 'I' || v === 'P' || v === 'N') return false;
  if (typeof v === 'number') return v === 1;
  if (typeof v === 'boolean') return v;
  return undefined;
}

/** Tokens Σ model_usage[*].total_tokens; cost Σ total_cost only when every model gives one; latency total_time. */
function usage(
  sample: Record<string, unknown>,
  file: string,
  where: (path: readonly PathSegment[]) => { field: string; line?: number },
): Pick<ImportedAttempt, 'tokens' | 'cost_usd' | 'latency_s'> {
  const out: Pick<ImportedAttempt, 'tokens' | 'cost_usd' | 'latency_s'> = {};
  const field = (path: PathSegment[], kind: 'tokens' | 'cost_usd' | 'latency_s', value: unknown) => {
    const w = where(path);
    return spend(value, kind, file, w.field, w.line);
  };
  const models = isObject(sample['model_usage']) ? Object.entries(sample['model_usage']) : [];
  let tokens = 0;
  let tokensKnown = models.length > 0;
  let cost = 0;
  let costKnown = models.length > 0;
  for (const [model, u] of models) {
    const use = isObject(u) ? u : {};
    const t = field(['model_usage', model, 'total_tokens'], 'tokens', use['total_tokens']);
    const c = field(['model_usage', model, 'total_cost'], 'cost_usd', use['total_cost']);
    if (t === undefined) tokensKnown = false;
    else tokens += t;
    if (c === undefined) costKnown = false;
    else cost += c;
  }
  if (tokensKnown) out.tokens = tokens;
  if (costKnown) out.cost_usd = cost;
  const latency = field(['total_time'], 'latency_s', sample['total_time']);
  if (latency !== undefined) out.latency_s = latency;
  return out;
}

function byTaskAndAttempt(a: ImportedAttempt, b: ImportedAttempt): number {
  return a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : a.attempt - b.attempt;
}

function fromJson(input: ImportInput): Log {
  const parsed = jsonOf(textOf(input), input.file);
  const at = (path: readonly PathSegment[]) => {
    const line = parsed.lineOf(path);
    return line === undefined ? { field: formatPath(path) } : { field: formatPath(path), line };
  };
  if (!isObject(parsed.value)) throw badField(input.file, '(log)', 'must be an Inspect AI EvalLog (a JSON object)', 1);
  const { samples, ...header } = parsed.value;
  if (samples !== undefined && samples !== null && !Array.isArray(samples))
    throw badField(input.file, 'samples', 'must be a list of samples', at(['samples']).line);
  return {
    header,
    headerWhere: at,
    samples: Array.isArray(samples) ? samples.map((value, i) => ({ value, at: `samples[${i}]`, where: (path) => at(['samples', i, ...path]) })) : undefined,
  };
}

const isHeaderEntry = (name: string) => name === 'header.json' || name === '_journal/start.json';
const isSampleEntry = (name: string) => /^samples\/[^/]+\.json$/.test(name);

function fromEval(input: ImportInput): Log {
  const { file } = input;
  const max = INSPECT_ZIP_LIMITS.maxZipBytes;
  if (input.bytes.byteLength > max)
    throw new AqrError('ERR_INPUT_TOO_LARGE', `is ${input.bytes.byteLength} bytes; an .eval log is read up to ${max} bytes`, { file });
  let contents;
  try {
    contents = readZipEntries(input.bytes, (n) => isHeaderEntry(n) || isSampleEntry(n), INSPECT_ZIP_LIMITS);
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    throw new AqrError('ERR_INPUT_PARSE', `cannot be read as an Inspect AI .eval log: the zip ${e.message}`, { file });
  }
  // An entry left out would be a sample silently dropped: refuse the file instead.
  const left = contents.skipped[0];
  if (left) throw badField(file, left.name, `cannot be read from the .eval zip: ${left.reason}`);
  const entries = new Map<string, Uint8Array>();
  for (const e of contents.entries) {
    // Two entries of one name: readers disagree on which one counts, so neither does.
    if (entries.has(e.name)) throw badField(file, e.name, 'is in the .eval zip twice');
    entries.set(e.name, e.bytes);
  }
  const readEntry = (name: string, bytes: Uint8Array) => {
    const place = `${file}!${name}`;
    const parsed = jsonOf(textOf({ file: place, bytes }), place);
    const where = (path: readonly PathSegment[]) => {
      const line = parsed.lineOf(path);
      const field = `${name}: ${formatPath(path)}`;
      return line === undefined ? { field } : { field: `${name}:${line}: ${formatPath(path)}` };
    };
    return { value: parsed.value, where };
  };
  const headerName = entries.has('header.json') ? 'header.json' : entries.has('_journal/start.json') ? '_journal/start.json' : undefined;
  if (headerName === undefined) throw new AqrError('ERR_INPUT_INVALID', 'is a zip without header.json: not an Inspect AI .eval log', { file });
  const head = readEntry(headerName, entries.get(headerName) ?? new Uint8Array());
  if (!isObject(head.value)) throw badField(file, headerName, 'must be the log header (a JSON object)');
  const samples = [...entries]
    .filter(([name]) => isSampleEntry(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, bytes]) => ({ ...readEntry(name, bytes), at: name }));
  return { header: head.value, headerWhere: head.where, samples, unfinished: headerName !== 'header.json' };
}

function isZip(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Entry names from the central directory, nothing inflated; none when the zip is unreadable. */
function zipNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    readZipEntries(
      bytes,
      (n) => {
        names.push(n);
        return false;
      },
      INSPECT_ZIP_LIMITS,
    );
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
  }
  return names;
}
