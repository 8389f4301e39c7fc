// The JUnit reader on real files: the project's own reports for every rule
// (Surefire reruns and flaky runs, skipped, nesting, promptfoo's names and its
// judge in a failure, hostile XML), and promptfoo's own JUnit output.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AqrError } from '../../src/errors.js';
import { junitImporter, MAX_JUNIT_BYTES, MAX_JUNIT_NESTING, readJUnit } from '../../src/import/junit.js';
import type { Imported, ImportInput } from '../../src/import/types.js';
import { describeInterop, FIXTURES, SHARED } from '../helpers.js';

const DIR = join(FIXTURES, 'import/junit');

async function fixture(name: string): Promise<ImportInput> {
  return { file: name, bytes: new Uint8Array(await readFile(join(DIR, name))) };
}

const text = (file: string, body: string): ImportInput => ({ file, bytes: new TextEncoder().encode(body) });

/** task id → the attempts' passes in order. */
function runs(r: Imported): Record<string, boolean[]> {
  const out: Record<string, boolean[]> = {};
  for (const a of r.attempts) (out[a.task_id] ??= [])[a.attempt - 1] = a.passed;
  return out;
}

function refusal(input: ImportInput): AqrError {
  try {
    readJUnit(input);
  } catch (e) {
    if (e instanceof AqrError) return e;
    throw e;
  }
  throw new Error(`${input.file} was read`);
}

describe('Surefire reports', () => {
  it('one attempt a test case; reruns are further failed attempts, flaky runs failed attempts before a pass', async () => {
    const r = readJUnit(await fixture('surefire.xml'));
    expect(r.format).toBe('junit/1');
    expect(runs(r)).toEqual({
      'com.example.AgentIT.answersCapital': [true],
      'com.example.AgentIT.refusesUnsafe': [false],
      'com.example.AgentIT.callsTool': [false],
      'com.example.AgentIT.keepsFormat': [false, false, false],
      'com.example.AgentIT.citesSource': [false, false, true],
    });
    expect(r.warnings.join('\n')).toMatch(/2 test cases were rerun by Surefire.*not an independent repeat/);
    expect(r.judged).toEqual([]);
  });

  it('a <skipped/> test case is no attempt, counted and named', async () => {
    const r = readJUnit(await fixture('surefire.xml'));
    expect(r.skipped).toEqual([{ reason: '<skipped/> test case (it did not run)', count: 1, examples: ['com.example.AgentIT.summarises'] }]);
  });

  it('time is the latency of a test case that ran once, and of none that was rerun', async () => {
    const r = readJUnit(await fixture('surefire.xml'));
    const latency = Object.fromEntries(r.attempts.map((a) => [`${a.task_id.split('.').pop()}#${a.attempt}`, a.latency_s]));
    expect(latency).toEqual({
      'answersCapital#1': 1.25,
      'refusesUnsafe#1': 0.5,
      'callsTool#1': 2,
      'keepsFormat#1': undefined,
      'keepsFormat#2': undefined,
      'keepsFormat#3': undefined,
      'citesSource#1': undefined,
      'citesSource#2': undefined,
      'citesSource#3': undefined,
    });
    expect(r.attempts.every((a) => a.cost_usd === undefined && a.tokens === undefined)).toBe(true);
  });

  it('places each attempt at its test case line', async () => {
    const r = readJUnit(await fixture('surefire.xml'));
    expect(r.attempts[0]!.at).toBe('line 7');
  });
});

describe('suites, names and counts', () => {
  it('reads suites inside suites, decodes entities and character references, and never trusts the root count', async () => {
    const r = readJUnit(await fixture('nested.xml'));
    expect(runs(r)).toEqual({ 'outer.a & b': [true, false], 'outer.inner.café': [true], 'no classname': [true] });
    expect(r.warnings).toEqual([expect.stringContaining('the root says tests="99" but the file holds 4 <testcase> elements')]);
  });

  it("strips promptfoo's `test N: ` index: repeats of one test are attempts of one task", async () => {
    const r = readJUnit(await fixture('promptfoo-style.xml'));
    expect(runs(r)).toEqual({ '[agent] prompt 1.t-1: capital': [true, true], '[agent] prompt 1.t-2: sum': [false, false] });
  });

  it('warns when a failure names a model-graded assertion, and still counts it as a failure', async () => {
    const r = readJUnit(await fixture('promptfoo-style.xml'));
    expect(r.warnings).toEqual([expect.stringMatching(/^failures name a model-graded assertion \(llm-rubric, not-similar\).*count as failures/)]);
    expect(r.attempts.filter((a) => !a.passed)).toHaveLength(2);
  });

  it('no warning for a failure that names only deterministic assertions', () => {
    const r = readJUnit(
      text('f.xml', '<testsuite><testcase name="a"><failure>Failed assertions:\n- contains\n- similar words were found</failure></testcase></testsuite>'),
    );
    expect(r.warnings).toEqual([]);
  });
});

describe('refusals', () => {
  it('a file whose test cases were all skipped has no attempt', async () => {
    const e = refusal(await fixture('all-skipped.xml'));
    expect(e.code).toBe('ERR_INPUT_EMPTY');
    expect(e.format()).toMatch(/^all-skipped\.xml: holds no test case that ran \(2 read/);
  });

  it('a DOCTYPE (entity expansion) is refused before parsing, with its line', async () => {
    const e = refusal(await fixture('entities.xml'));
    expect([e.code, e.where.line]).toEqual(['ERR_INPUT_PARSE', 2]);
    expect(e.message).toMatch(/DOCTYPE/);
  });

  it('malformed XML is refused with the line', async () => {
    const e = refusal(await fixture('malformed.xml'));
    expect(e.code).toBe('ERR_INPUT_PARSE');
    expect(e.format()).toMatch(/^malformed\.xml:3: is not well-formed XML: .*testcase/);
  });

  it('a test case without a name is refused naming file, line and field', async () => {
    expect(refusal(await fixture('no-name.xml')).format()).toBe(
      'no-name.xml:3: testcase.name: must be a non-empty attribute (it names the task) (ERR_INPUT_INVALID)',
    );
  });

  it('a time that is not a number is refused', async () => {
    expect(refusal(await fixture('bad-time.xml')).format()).toMatch(/^bad-time\.xml:2: testcase\.time: must be a number of seconds, got "1,5"/);
  });

  it(`elements nested deeper than ${MAX_JUNIT_NESTING} levels are refused`, () => {
    const deep = `<testsuites>${'<testsuite>'.repeat(MAX_JUNIT_NESTING + 1)}${'</testsuite>'.repeat(MAX_JUNIT_NESTING + 1)}</testsuites>`;
    const e = refusal(text('deep.xml', deep));
    expect([e.code, e.message]).toEqual(['ERR_INPUT_PARSE', `cannot be read as XML: elements nest deeper than ${MAX_JUNIT_NESTING} levels`]);
  });

  it('a file over the size cap is refused before it is decoded', () => {
    const e = refusal({ file: 'big.xml', bytes: new Uint8Array(MAX_JUNIT_BYTES + 1) });
    expect(e.code).toBe('ERR_INPUT_TOO_LARGE');
  });

  it('a root that is not a test report is refused', () => {
    expect(refusal(text('x.xml', '<report><testcase name="a"/></report>')).message).toBe('has no <testsuites> or <testsuite> root element');
  });
});

describe('sniff', () => {
  it('knows a JUnit report by its root element, after a declaration and comments', async () => {
    expect(junitImporter.sniff(await fixture('surefire.xml'))).toBe(true);
    expect(junitImporter.sniff(await fixture('nested.xml'))).toBe(true);
    expect(junitImporter.sniff(text('a.xml', '\ufeff<testsuite/>'))).toBe(true);
    expect(junitImporter.sniff(text('a.xml', '<?xml version="1.0"?><report/>'))).toBe(false);
    expect(junitImporter.sniff(text('a.json', '{"testsuite": 1}'))).toBe(false);
  });
});

describeInterop("promptfoo's JUnit output (../shared/reference/eval-tools/promptfoo)", () => {
  const file = join(SHARED, 'reference/eval-tools/promptfoo/promptfoo-results.junit.xml');

  it('maps the six rows to three tasks of two attempts, the judged failure warned about', async () => {
    const input = { file, bytes: new Uint8Array(await readFile(file)) };
    expect(junitImporter.sniff(input)).toBe(true);
    const r = readJUnit(input);
    const task = (id: string) => `[deterministic-agent] prompt 1.${id}`;
    expect(runs(r)).toEqual({
      [task('ex-001: What is the capital of Portugal?')]: [true, true],
      [task('ex-002: What is 2 plus 2?')]: [false, false],
      [task('ex-003: Which metal is liquid at room temperature?')]: [false, false],
    });
    expect(r.attempts.map((a) => a.latency_s)).toEqual([2.305, 0.609, 2.336, 1.632, 2.019, 0.323]);
    expect(r.warnings).toEqual([expect.stringContaining('model-graded assertion (llm-rubric)')]);
    expect(r.skipped).toEqual([]);
  });
});

describe('a failure outranks <skipped/>, and a skipped run keeps its number (issue 38)', () => {
  it('a test case carrying <failure>, <error>, rerun or flaky elements and <skipped/> is a failed attempt', async () => {
    const r = readJUnit(await fixture('failed-and-skipped.xml'));
    const at = (task: string) => r.attempts.filter((a) => a.task_id === task).map((a) => [a.attempt, a.passed]);
    expect(at('support.refund')).toEqual([
      [1, false],
      [2, true],
    ]);
    // the rerunFailure run fails; the flakyError run fails and then passes
    expect(at('support.cancel')).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('a run that was only skipped is no attempt, and the runs after it keep their numbers', async () => {
    const r = readJUnit(await fixture('failed-and-skipped.xml'));
    expect(r.attempts.filter((a) => a.task_id === 'support.hours').map((a) => [a.attempt, a.passed])).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(r.skipped).toEqual([{ reason: '<skipped/> test case (it did not run)', count: 1, examples: ['support.hours'] }]);
  });
});
