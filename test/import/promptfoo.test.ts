// The promptfoo importer on results promptfoo itself wrote (test/fixtures/import/promptfoo/,
// made offline by scripts/fixtures/promptfoo/make.sh), and on the public reference run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAqrError } from '../../src/errors.js';
import { promptfooImporter, PROMPTFOO_FORMAT } from '../../src/import/promptfoo.js';
import { isPromptfooJudged } from '../../src/import/promptfoo-judged.js';
import type { ImportedAttempt, ImportOptions } from '../../src/import/types.js';
import { describeInterop, FIXTURES, SHARED } from '../helpers.js';

const DIR = join(FIXTURES, 'import/promptfoo');
const input = (name: string) => ({ file: name, bytes: readFileSync(join(DIR, name)) });
const read = (name: string, options: ImportOptions = {}) => promptfooImporter.read(input(name), options);
const bytesOf = (v: unknown) => ({ file: 'made.json', bytes: new TextEncoder().encode(JSON.stringify(v)) });
const two = () => JSON.parse(readFileSync(join(DIR, 'two-agents.json'), 'utf8')) as { results: { version: number; results: Record<string, unknown>[] } };

/** task → [passed of attempt 1, 2, …] */
function outcomes(attempts: readonly ImportedAttempt[]): Record<string, boolean[]> {
  const out: Record<string, boolean[]> = {};
  for (const a of [...attempts].sort((x, y) => x.attempt - y.attempt)) (out[a.task_id] ??= []).push(a.passed);
  return out;
}

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (isAqrError(e)) return `${e.code}: ${e.format()}`;
    throw e;
  }
  throw new Error('not refused');
}

describe('promptfoo results (version 3)', () => {
  it('is found by content, and a native ledger line is not', () => {
    expect(promptfooImporter.sniff(input('two-agents.json'))).toBe(true);
    expect(promptfooImporter.sniff({ file: 't.jsonl', bytes: new TextEncoder().encode('{"task_id":"a","attempt":1,"passed":true}\n') })).toBe(false);
    expect(promptfooImporter.sniff({ file: 'r.xml', bytes: readFileSync(join(DIR, 'two-agents.junit.xml')) })).toBe(false);
  });

  it('maps one subject: a task per test, attempts in testIdx order, passed from the deterministic assertions only', () => {
    const r = read('two-agents.json', { subject: 'agent-a' });
    expect(r.format).toBe(PROMPTFOO_FORMAT);
    expect(r.subject).toBe('agent-a / support-v1');
    expect(outcomes(r.attempts)).toEqual({
      refund: [true, true, true],
      // the judge fails every "9 to 5" answer (promptfoo's success is false), the icontains check passes: passed
      hours: [true, true, false],
      // the provider's call failed on repeat 0 (failureReason 2): a failed attempt
      outage: [false, true, true],
      // metadata.id, then the description, name the task when metadata.task_id is absent
      cancel: [true, true, true],
      'shipping countries': [true, true, true],
    });
    expect(r.attempts.filter((a) => a.task_id === 'refund').map((a) => a.at)).toEqual(['results.results[0]', 'results.results[3]', 'results.results[4]']);
  });

  it('takes cost, tokens (the provider’s, not the grader’s) and latency in seconds', () => {
    const first = read('two-agents.json', { subject: 'agent-a' }).attempts.find((a) => a.task_id === 'hours' && a.attempt === 1);
    expect(first).toMatchObject({ cost_usd: 0.000222, tokens: 71, latency_s: 0.2, split: 'held-out' });
  });

  it('counts judged assertions apart, never in passed, and skips a test that has only judged ones, naming the type', () => {
    const r = read('two-agents.json', { subject: 'agent-a' });
    expect(r.judged).toEqual([{ name: 'llm-rubric', count: 6, passed: 3 }]);
    expect(r.skipped).toEqual([{ reason: 'only model-graded assertions (llm-rubric), so no deterministic verdict', count: 3, examples: ['tone'] }]);
    expect(r.attempts.some((a) => a.task_id === 'tone')).toBe(false);
  });

  it('keeps another provider apart: another agent, never more attempts', () => {
    expect(outcomes(read('two-agents.json', { subject: 'agent-b / support-v1' }).attempts)['refund']).toEqual([true, false, true]);
    expect(refusal(() => read('two-agents.json'))).toMatch(
      /^ERR_INPUT_INVALID: two-agents\.json: holds 2 subjects \(agent-a \/ support-v1; agent-b \/ support-v1\): choose one with --subject/,
    );
    expect(refusal(() => read('two-agents.json', { subject: 'support-v1' }))).toMatch(/^ERR_USAGE: .*--subject "support-v1" names several subjects/);
    expect(refusal(() => read('two-agents.json', { subject: 'agent-c' }))).toMatch(/names no subject of two-agents\.json/);
  });

  it('names tasks by --task-id FIELD, and refuses a test case without it', () => {
    const doc = two();
    doc.results.results = doc.results.results.filter((r) => (r['testCase'] as { metadata?: { task_id?: string } }).metadata?.task_id === 'refund');
    expect(new Set(promptfooImporter.read(bytesOf(doc), { subject: 'agent-a', taskIdField: 'split' }).attempts.map((a) => a.task_id))).toEqual(
      new Set(['held-out']),
    );
    expect(refusal(() => read('two-agents.json', { subject: 'agent-a', taskIdField: 'ticket' }))).toMatch(
      /^ERR_INPUT_INVALID: two-agents\.json: results\.results\[0\]\.testCase\.metadata\.ticket: --task-id ticket: this test case has no metadata\.ticket/,
    );
  });

  it('names a test by a digest of its vars when nothing else does, the same whatever the key order', () => {
    const row = (vars: Record<string, string>) => ({ ...two().results.results[0], testCase: { vars, assert: [{ type: 'contains' }] } });
    const a = promptfooImporter.read(bytesOf({ results: { version: 3, results: [row({ q: '1', r: '2' })] } }), {});
    const b = promptfooImporter.read(bytesOf({ results: { version: 3, results: [row({ r: '2', q: '1' })] } }), {});
    expect(a.attempts[0]?.task_id).toMatch(/^vars-[0-9a-f]{16}$/);
    expect(b.attempts[0]?.task_id).toBe(a.attempts[0]?.task_id);
  });

  it('refuses a file with no deterministic verdict, naming the judged types, and a results version it does not read', () => {
    const doc = two();
    doc.results.results = doc.results.results.filter((r) => (r['testCase'] as { metadata?: { task_id?: string } }).metadata?.task_id === 'tone');
    expect(refusal(() => promptfooImporter.read(bytesOf(doc), { subject: 'agent-a' }))).toMatch(
      /^ERR_INPUT_INVALID: made\.json: no test has a deterministic verdict: its assertions are model-graded only \(llm-rubric\)/,
    );
    expect(refusal(() => promptfooImporter.read(bytesOf({ results: { version: 2, results: [] } }), {}))).toMatch(
      /results\.version: promptfoo results version 2: aqr reads version 3/,
    );
    expect(refusal(() => promptfooImporter.read({ file: 'x.json', bytes: new TextEncoder().encode('{"results": [') }, {}))).toMatch(
      /^ERR_INPUT_PARSE: x\.json: is not JSON/,
    );
  });

  it('judges model-graded types by name, not- prefixed and red-team ones too', () => {
    for (const t of ['llm-rubric', 'not-llm-rubric', 'model-graded-closedqa', 'context-recall', 'g-eval', 'similar', 'promptfoo:redteam:harmful'])
      expect(isPromptfooJudged(t), t).toBe(true);
    for (const t of ['contains', 'not-contains', 'equals', 'javascript', 'is-json', 'regex', 'cost', 'latency']) expect(isPromptfooJudged(t), t).toBe(false);
  });
});

describeInterop('promptfoo 0.123 reference run', () => {
  const file = join(SHARED, 'reference/eval-tools/promptfoo/promptfoo-results.json');
  it('maps the reference run: ex-002 passes its deterministic checks though its llm-rubric fails', () => {
    const r = promptfooImporter.read({ file, bytes: readFileSync(file) }, {});
    expect(r.subject).toBe('deterministic-agent / qa-v1');
    expect(outcomes(r.attempts)).toEqual({ 'ex-001': [true, true], 'ex-002': [true, true], 'ex-003': [false, false] });
    expect(r.judged).toEqual([{ name: 'llm-rubric', count: 2, passed: 0 }]);
    expect(r.attempts[0]).toMatchObject({ cost_usd: 0.000624, tokens: 104, latency_s: 2.305 });
  });
});
