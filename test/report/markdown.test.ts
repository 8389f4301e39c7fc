import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT, renderComment, renderSummary } from '../../src/report/markdown.js';
import type { GateView } from '../../src/report/view.js';

const view = (over: Partial<GateView> = {}): GateView => ({
  verdict: 'hold',
  reasons: [{ verdict: 'hold', code: 'GATE_NO_EVIDENCE', message: 'no evidence for gate x' }],
  gates: [{ id: 'task.completion', split: 'held-out', source: 'native', result: 'pass', value: 0.83, floor: 0.8, reason: '' }],
  measures: [{ id: 'task.completion', value: 0.83, split: 'held-out', baseline: 0.8 }],
  acceptance: [],
  advisory: [],
  level: 'L3',
  profile: 'p@1 (T1)',
  agent: 'agent',
  recordDigest: `sha256:${'ab'.repeat(32)}`,
  artifact: 'agent-quality-record',
  confidenceBuckets: [],
  ...over,
});

describe('comment and summary', () => {
  it('escape what came from inputs and signals: no mentions, HTML, links or table breaks', () => {
    const { body } = renderComment(view({ agent: '@everyone <img src=x onerror=alert(1)> | [x](http://evil)', acceptance: [{ rule: '**bold**', result: 'accepted', tier: 'verified', reasons: [], details: [] }] }), 'wf:p@1');
    expect(body).not.toMatch(/(^|[^\\])@everyone/);
    expect(body).not.toMatch(/<img/);
    expect(body).not.toMatch(/[^\\]\[x\]\(http/);
    expect(body).toContain('\\*\\*bold\\*\\*');
  });

  it('stay under GitHub’s limit, cutting the measures with a pointer to the artifact', () => {
    const measures = Array.from({ length: 5000 }, (_, i) => ({ id: `x-local.measure_${i}`, value: i / 5000, baseline: 0.5 }));
    const { body } = renderComment(view({ measures }), 'wf:p@1');
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toMatch(/cut to stay under GitHub's limit; every measure is in the record \(artifact `agent-quality-record`\)/);
    expect(body).toMatch(/Conformance \*\*L3\*\* · record `sha256:/);
    expect(renderSummary(view({ measures: Array.from({ length: 50000 }, (_, i) => ({ id: `x-m.n_${i}`, value: 1 })) })).length).toBeLessThanOrEqual(1024 * 1024);
  });

  it('hash only what matters for on-change: the record digest may change, the hash does not', () => {
    const a = renderComment(view(), 'k');
    const b = renderComment(view({ recordDigest: `sha256:${'cd'.repeat(32)}` }), 'k');
    const c = renderComment(view({ verdict: 'ship', reasons: [] }), 'k');
    expect(a.hash).toBe(b.hash);
    expect(a.body).not.toBe(b.body);
    expect(c.hash).not.toBe(a.hash);
  });

  it('draw the reliability diagram and measures against floors in the summary', () => {
    const s = renderSummary(view({ confidenceBuckets: [{ from: 0.8, to: 0.9, n: 12, meanConfidence: 0.85, successRate: 0.5 }] }));
    expect(s).toContain('```mermaid\nxychart-beta\n  x-axis ["task.completion held-out"]\n  y-axis "value" 0 --> 1\n  bar [0.83]\n  line [0.8]\n```');
    expect(s).toContain('x-axis ["0.8–0.9 (n=12)"]');
    expect(s).toContain('bar [0.5]\n  line [0.85]');
  });
});
