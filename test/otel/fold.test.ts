// Each rule of the trace attribute contract, on hand-built spans.
import { describe, expect, it } from 'vitest';
import { AqrError } from '../../src/errors.js';
import { TraceFold, trajectoryValid } from '../../src/otel/fold.js';
import type { Manifest } from '../../src/taskset/manifest.js';

const M = `sha256:${'1a2b3c4d'.repeat(8).split('').reverse().join('')}`;
const H = `sha256:${'9f8e7d6c5b4a3921'.repeat(4)}`;
const manifest: Manifest = {
  tasks: new Map([
    ['a', { id: 'a', split: 'held-out', canary: false, index: 0, steps: { required: ['read', 'test'], forbidden: ['shell'], max: 4 } }],
    ['b', { id: 'b', split: 'held-out', canary: false, index: 1 }],
    ['z', { id: 'z', split: 'held-out', canary: true, index: 2 }],
  ]),
  held_in: 0,
  held_out: 2,
  canary_ids: ['z'],
};
const s = (key: string, v: string) => ({ key, value: { stringValue: v } });
const b = (key: string, v: boolean) => ({ key, value: { boolValue: v } });
const i = (key: string, v: number) => ({ key, value: { intValue: String(v) } });

function root(trace: string, task: string, attempt: number, passed: boolean, extra: object[] = [], events: object[] = []) {
  return {
    traceId: trace,
    spanId: `${trace}-root`,
    name: 'attempt',
    startTimeUnixNano: '1764400000000000000',
    endTimeUnixNano: '1764400012500000000',
    attributes: [
      s('sg.task.id', task),
      i('sg.attempt.index', attempt),
      b('sg.task.passed', passed),
      s('sg.task_set.manifest_digest', M),
      s('sg.subject.harness_digest', H),
      ...extra,
    ],
    events,
  };
}
function tool(trace: string, n: number, name: string, outcome = 'ok', extra: object[] = [], events: object[] = []) {
  return {
    traceId: trace,
    spanId: `${trace}-${n}`,
    parentSpanId: `${trace}-root`,
    startTimeUnixNano: String(1764400000000000000n + BigInt(n) * 1000n),
    endTimeUnixNano: '1764400001000000000',
    attributes: [s('gen_ai.tool.name', name), s('sg.tool.outcome', outcome), ...extra],
    events,
  };
}
const exp = (...spans: object[]) => ({ resourceSpans: [{ scopeSpans: [{ spans }] }] });

function fold(...docs: object[]) {
  const f = new TraceFold(manifest, { manifestDigest: M, harnessDigest: H });
  docs.forEach((d, n) => f.add(d, `traces.jsonl:${n + 1}`));
  return f.finish();
}
function error(...docs: object[]): AqrError {
  try {
    fold(...docs);
  } catch (e) {
    return e as AqrError;
  }
  throw new Error('accepted');
}

describe('the trace attribute contract', () => {
  it('makes one trial per attempt trace from typed attributes, whatever the span order', () => {
    const r = fold(
      exp(
        tool('t1', 1, 'read'),
        root('t1', 'a', 1, true, [
          { key: 'sg.cost.usd', value: { doubleValue: 0.25 } },
          i('gen_ai.usage.input_tokens', 100),
          i('gen_ai.usage.output_tokens', 50),
        ]),
      ),
    );
    expect(r.trials).toEqual([{ task_id: 'a', attempt: 1, passed: true, violations: { policy: 0 }, latency_s: 12.5, tokens: 150, cost_usd: 0.25 }]);
    expect(r).toMatchObject({ spans: 2, events: 0 });
  });

  it('counts deny decisions as policy violations, not allow or ask', () => {
    const dec = (result: string) => ({
      name: 'sg.policy.decision',
      attributes: [s('sg.policy.result', result), s('sg.policy.checkpoint', 'pre_tool'), s('sg.policy.rule_id', 'r1')],
    });
    const r = fold(
      exp(root('t1', 'b', 1, true, [], [dec('allow')]), tool('t1', 1, 'shell', 'denied', [], [dec('deny')]), tool('t1', 2, 'read', 'ok', [], [dec('ask')])),
    );
    expect(r.trials[0]!.violations).toEqual({ policy: 1 });
    expect(r.events).toBe(3);
  });

  it('rates tool calls: outcome ok, schema not known bad, no redundant retry', () => {
    const r = fold(
      exp(
        root('t1', 'b', 1, true),
        tool('t1', 1, 'read'),
        tool('t1', 2, 'read', 'error'),
        tool('t1', 3, 'test', 'ok', [b('sg.tool.schema_ok', false)]),
        tool('t1', 4, 'test', 'ok', [], [{ name: 'sg.tool.redundant_retry' }]),
        { ...tool('t1', 5, 'x'), attributes: [s('sg.tool.name', 'write'), s('sg.tool.outcome', 'ok'), b('sg.tool.schema_ok', true)] },
      ),
    );
    expect(r.tool).toEqual({ calls: 5, correct: 2 });
  });

  it('checks trajectories against the manifest: required in order, none forbidden, at most max', () => {
    expect(trajectoryValid(['read', 'x', 'test'], { required: ['read', 'test'], forbidden: ['shell'], max: 4 })).toBe(true);
    expect(trajectoryValid(['test', 'read'], { required: ['read', 'test'] })).toBe(false);
    expect(trajectoryValid(['read', 'shell', 'test'], { required: ['read', 'test'], forbidden: ['shell'] })).toBe(false);
    expect(trajectoryValid(['read', 'a', 'b', 'c', 'test'], { required: ['read', 'test'], max: 4 })).toBe(false);
    const r = fold(
      exp(root('t1', 'a', 1, true), tool('t1', 2, 'test'), tool('t1', 1, 'read')),
      exp(root('t2', 'a', 2, true, [], [{ name: 'sg.attempt.reset' }]), tool('t2', 1, 'read'), tool('t2', 2, 'shell'), tool('t2', 3, 'test')),
      exp(root('t3', 'b', 1, true)),
    );
    expect(r.trajectory).toEqual({ attempts: 2, valid: 1 });
  });

  it('notes a repeated attempt without a reset event', () => {
    const r = fold(exp(root('t1', 'b', 1, true)), exp(root('t2', 'b', 2, true)), exp(root('t3', 'b', 3, true, [], [{ name: 'sg.attempt.reset' }])));
    expect(r.missingReset).toEqual([{ task: 'b', attempt: 2, trace: 't2' }]);
  });

  it('refuses spans of another task set or harness, naming the trace and span', () => {
    const other = `sha256:${'0f1e2d3c4b5a6978'.repeat(4)}`;
    const e1 = error(
      exp({ ...root('t9', 'a', 1, true), attributes: [s('sg.task.id', 'a'), b('sg.task.passed', true), s('sg.task_set.manifest_digest', other)] }),
    );
    expect(e1).toMatchObject({
      code: 'ERR_INPUT_MISMATCH',
      message: expect.stringMatching(/^trace t9 span t9-root is evidence for task set sha256:0f1e.* never counts$/),
    });
    const e2 = error(exp(root('t8', 'a', 1, true), tool('t8', 1, 'read', 'ok', [s('sg.subject.harness_digest', other)])));
    expect(e2).toMatchObject({ code: 'ERR_INPUT_MISMATCH', message: expect.stringMatching(/^trace t8 span t8-1 is evidence for harness/) });
    expect(e2.where.file).toBe('traces.jsonl:1');
  });

  it('refuses an attempt root without its end-state assertion, two roots in a trace, and a canary the manifest does not know', () => {
    expect(error(exp({ ...root('t1', 'a', 1, true), attributes: [s('sg.task.id', 'a')] })).message).toMatch(/needs sg\.task\.passed/);
    expect(error(exp(root('t1', 'a', 1, true), { ...root('t1', 'b', 1, true), spanId: 'other' })).message).toMatch(/second attempt root in one trace/);
    expect(error(exp(root('t1', 'a', 1, false, [s('sg.task_set.canary_id', 'a')]))).code).toBe('ERR_INPUT_MISMATCH');
  });

  it('counts traces with no attempt root apart', () => {
    expect(fold(exp(tool('lonely', 1, 'read'))).orphanTraces).toBe(1);
  });
});
