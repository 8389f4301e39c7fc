// JUnit XML (the Jenkins/Surefire schema, and promptfoo's JUnit output) as
// attempts (docs/importers.md#junit). One <testcase> is one run of a task;
// Surefire's reruns are further runs of the same test case, after a failure,
// so pass^k over them is no independent repeat and the reader says so. The root's
// counts (tests=, failures=) are never trusted: the test cases are counted.
//
// The file is hostile data: fast-xml-parser reads it after its own validator
// has found it well formed; a DOCTYPE is refused before either sees it, so no
// entity is ever declared or expanded; size and nesting are capped.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AqrError } from '../errors.js';
import { badField, headOf, isObject, Seen, spend, textOf } from './common.js';
import { isPromptfooJudged } from './promptfoo-judged.js';
import type { Imported, ImportedAttempt, Importer, ImportInput } from './types.js';

export const JUNIT_FORMAT = 'junit/1';

/** The largest report read: JUnit of a large suite is a few MiB. */
export const MAX_JUNIT_BYTES = 64 * 1024 * 1024;
/** Elements nested deeper than this are refused (suites in suites are a few levels). */
export const MAX_JUNIT_NESTING = 64;

/** Children that may repeat: always read as lists. */
const REPEATED = new Set(['testsuite', 'testcase', 'failure', 'error', 'skipped', 'rerunFailure', 'rerunError', 'flakyFailure', 'flakyError']);

const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

/** An XML declaration and comments, then a <testsuites> or <testsuite> element (one space an iteration: no backtracking blow-up). */
const JUNIT_HEAD = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*<testsuites?[\s/>]/;

/** promptfoo names each test case `test {testIdx+1}: {description}`: the index is no part of the task. */
const PROMPTFOO_INDEX = /^test \d+: /;

export const junitImporter: Importer = {
  format: 'junit',
  sniff: (input) => JUNIT_HEAD.test(headOf(input)),
  read: (input) => readJUnit(input),
};

type Element = Record<string, unknown>;

interface Case {
  taskId: string;
  line: number;
  element: Element;
}

export function readJUnit(input: ImportInput): Imported {
  const { file } = input;
  if (input.bytes.byteLength > MAX_JUNIT_BYTES)
    throw new AqrError('ERR_INPUT_TOO_LARGE', `is ${input.bytes.byteLength} bytes; a JUnit report is read up to ${MAX_JUNIT_BYTES} bytes`, { file });
  const text = textOf(input);
  const lineAt = lineIndex(text);
  const root = parseXml(text, file, lineAt);
  const suites = root['testsuites'] ?? root['testsuite'];
  if (suites === undefined) throw new AqrError('ERR_INPUT_INVALID', 'has no <testsuites> or <testsuite> root element', { file });

  const cases: Case[] = [];
  collectCases(suites, file, lineAt, cases);
  const seen = new Seen();
  const attempts: ImportedAttempt[] = [];
  const next = new Map<string, number>();
  const judged = new Set<string>();
  let rerun = 0;
  for (const c of cases) {
    // A failure or error of any kind outranks <skipped/>: a test case carrying both failed.
    if (children(c.element, 'skipped').length && !FAILURES.some((k) => children(c.element, k).length > 0)) {
      seen.skip('<skipped/> test case (it did not run)', c.taskId);
      // Its run keeps its number: a later run of the task is never renumbered into its place.
      next.set(c.taskId, (next.get(c.taskId) ?? 0) + 1);
      continue;
    }
    const runs = runsOf(c.element);
    if (runs.length > 1) rerun++;
    for (const name of judgedNames(c.element)) judged.add(name);
    // `time` covers every run of the test case: it is one attempt's latency only when there was one.
    const latency = runs.length === 1 ? timeOf(c.element, file, c.line) : undefined;
    for (const passed of runs) {
      const attempt = (next.get(c.taskId) ?? 0) + 1;
      next.set(c.taskId, attempt);
      attempts.push({ task_id: c.taskId, attempt, passed, at: `line ${c.line}`, ...(latency === undefined ? {} : { latency_s: latency }) });
    }
  }
  if (!attempts.length) throw new AqrError('ERR_INPUT_EMPTY', `holds no test case that ran (${cases.length} read, all skipped or none)`, { file });
  const warnings = warningsOf(rerun, judged, declaredTests(suites), cases.length);
  return { format: JUNIT_FORMAT, attempts, judged: seen.judged, skipped: seen.skipped, warnings };
}

/**
 * The runs of one test case, in order, passed or not. Surefire writes a test
 * that failed and then passed on a rerun as flaky (`flakyFailure`, no
 * `failure`), and one that failed every run as a `failure` followed by its
 * `rerunFailure`s.
 */
function runsOf(e: Element): boolean[] {
  const failedFirst = children(e, 'failure').length + children(e, 'error').length > 0;
  const reruns = children(e, 'rerunFailure').length + children(e, 'rerunError').length;
  const flaky = children(e, 'flakyFailure').length + children(e, 'flakyError').length;
  const failed = Array<boolean>((failedFirst ? 1 : 0) + reruns + flaky).fill(false);
  // A rerun failure means the test case failed in the end, whether or not its first <failure> is there.
  return failedFirst || reruns > 0 ? failed : [...failed, true];
}

function warningsOf(rerun: number, judged: Set<string>, declared: number | undefined, cases: number): string[] {
  const warnings: string[] = [];
  if (rerun)
    warnings.push(
      `${rerun} test case${rerun === 1 ? ' was' : 's were'} rerun by Surefire (rerunFailure, flakyFailure…): each run is an attempt, but a rerun follows a failure, so pass^k over reruns is not an independent repeat`,
    );
  if (judged.size)
    warnings.push(
      `failures name a model-graded assertion (${[...judged].join(', ')}): JUnit cannot tell a judge's verdict from the deterministic checks, so they count as failures here; read promptfoo's results JSON to gate on deterministic assertions only`,
    );
  if (declared !== undefined && declared !== cases)
    warnings.push(`the root says tests="${declared}" but the file holds ${cases} <testcase> elements: the test cases are counted, not the root`);
  return warnings;
}

function parseXml(text: string, file: string, lineAt: (index: number) => number): Element {
  const doctype = text.search(/<!DOCTYPE/i);
  if (doctype >= 0)
    throw new AqrError('ERR_INPUT_PARSE', 'declares a DOCTYPE: DTDs and entities are not read (a JUnit report needs neither)', { file, line: lineAt(doctype) });
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new AqrError('ERR_INPUT_PARSE', `is not well-formed XML: ${valid.err.msg}`, { file, line: valid.err.line });
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    // Numeric character references (&#10;) are decoded; DTD entities never exist (refused above).
    htmlEntities: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    captureMetaData: true,
    maxNestedTags: MAX_JUNIT_NESTING,
    isArray: (name) => REPEATED.has(name),
  });
  try {
    const doc: unknown = parser.parse(text);
    return isObject(doc) ? doc : {};
  } catch (e) {
    throw new AqrError(
      'ERR_INPUT_PARSE',
      `cannot be read as XML: ${/nested/i.test(String(e)) ? `elements nest deeper than ${MAX_JUNIT_NESTING} levels` : String((e as Error).message)}`,
      {
        file,
      },
    );
  }
}

/** Test cases of every suite, suites inside suites included, in document order within a suite. */
function collectCases(suites: unknown, file: string, lineAt: (index: number) => number, out: Case[]): void {
  for (const suite of Array.isArray(suites) ? suites : [suites]) {
    if (!isObject(suite)) continue;
    for (const c of children(suite, 'testcase')) {
      const line = lineAt(((c as Record<symbol, unknown>)[META] as { startIndex?: number } | undefined)?.startIndex ?? 0);
      const name = c['name'];
      if (typeof name !== 'string' || name === '') throw badField(file, 'testcase.name', 'must be a non-empty attribute (it names the task)', line);
      const classname = typeof c['classname'] === 'string' && c['classname'] !== '' ? c['classname'] : undefined;
      const test = name.replace(PROMPTFOO_INDEX, '');
      out.push({ taskId: classname === undefined ? test : `${classname}.${test}`, line, element: c });
    }
    collectCases(suite['testsuite'], file, lineAt, out);
  }
}

/** The child elements of one kind, each as an element (a bare `<skipped/>` reads as a string). */
function children(e: Element, name: string): Element[] {
  const v = e[name];
  if (!Array.isArray(v)) return [];
  return v.map((c: unknown) => (isObject(c) ? c : { '#text': String(c) }));
}

const FAILURES = ['failure', 'error', 'rerunFailure', 'rerunError', 'flakyFailure', 'flakyError'];

/** The model-graded assertion types a failure names: promptfoo lists failed assertions as `- llm-rubric` lines. */
function judgedNames(e: Element): Set<string> {
  const names = new Set<string>();
  for (const kind of FAILURES) {
    for (const f of children(e, kind)) {
      for (const text of [f['#text'], f['message'], f['type']]) {
        if (typeof text !== 'string') continue;
        for (const [, type = ''] of text.matchAll(/^[ \t]*(?:-[ \t]*)?([a-z][a-z0-9:-]*)[ \t]*$/gm)) if (isPromptfooJudged(type)) names.add(type);
      }
    }
  }
  return names;
}

function timeOf(e: Element, file: string, line: number): number | undefined {
  const t = e['time'];
  if (t === undefined || t === '') return undefined;
  const n = typeof t === 'string' && /^\s*[0-9.eE+-]+\s*$/.test(t) ? Number(t) : NaN;
  if (Number.isNaN(n)) throw badField(file, 'testcase.time', `must be a number of seconds, got ${JSON.stringify(String(t).slice(0, 40))}`, line);
  return spend(n, 'latency_s', file, 'testcase.time', line);
}

/** The root's own `tests=` count, when it is one number: only compared, never used. */
function declaredTests(suites: unknown): number | undefined {
  const root = Array.isArray(suites) ? (suites.length === 1 ? suites[0] : undefined) : suites;
  const t = isObject(root) ? root['tests'] : undefined;
  return typeof t === 'string' && /^\d+$/.test(t) ? Number(t) : undefined;
}

/** Line (1-based) of a character index, by binary search over the newline offsets. */
function lineIndex(text: string): (index: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
