import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT, num, renderComment, renderSummary, SUMMARY_LIMIT } from '../../src/report/markdown.js';
import { MAX_BARS } from '../../src/report/charts.js';
import type { GateView } from '../../src/report/view.js';
import { pageShape } from './gfm.js';
import { viewOf } from './view-fixture.js';

const view = (over: Partial<GateView> = {}): GateView =>
  viewOf({
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
    baseline: { record_id: 'rec-0', emitted_at: '2026-01-01T00:00:00Z' },
    confidenceBuckets: [],
    ...over,
  });

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const manyGates = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `x-gate.number_${i}`,
    source: 'native' as const,
    result: (i % 3 === 0 ? 'fail' : 'pass') as 'fail' | 'pass',
    value: (i % 100) / 100,
    floor: 0.5,
    reason: '',
  }));

describe('comment and summary', () => {
  it('escape what came from inputs and signals: no mentions, HTML, links or table breaks', () => {
    const { body } = renderComment(
      view({
        agent: '@everyone <img src=x onerror=alert(1)> | [x](http://evil)',
        acceptance: [{ rule: '**bold**', result: 'accepted', tier: 'verified', reasons: [], details: [] }],
      }),
      'wf:p@1',
    );
    expect(body).not.toMatch(/(^|[^\\])@everyone/);
    expect(body).not.toMatch(/<img/);
    expect(body).not.toMatch(/[^\\]\[x\]\(http/);
    expect(body).toContain('\\*\\*bold\\*\\*');
  });

  it('name the evidence format when it is an eval tool’s own file, escaped', () => {
    expect(renderComment(view({ evidence: 'promptfoo.results/3' }), 'wf:p@1').body).toContain(
      "· evidence promptfoo.results/3 (the eval tool's own file) · conformance",
    );
    expect(renderComment(view(), 'wf:p@1').body).not.toContain('· evidence ');
  });

  it('escape task ids in the drill-down, in lists and in table cells alike', () => {
    const id = '@everyone <img src=x> | a\nb [x](http://evil)';
    const drill = {
      heldOut: 2,
      tasks: 5,
      everySplit: true,
      failing: [{ id, attempts: 3, failed: [1, 3], split: 'held-in <b>' }],
      failingTotal: 1,
      canaries: [{ id, attempt: 2 }],
      costliest: [{ id, cost_usd: 1.23456, attempts: 3 }],
    };
    for (const page of [renderComment(view({ drill }), 'wf:p@1').body, renderSummary(view({ drill }))]) {
      expect(pageShape(page).problems).toEqual([]);
      expect(page).not.toMatch(/(^|[^\\])@everyone|<img|[^\\]\[x\]\(http/);
      expect(page).toContain('- \\@everyone &lt;img src=x&gt; \\| a b \\[x\\]\\(http&#58;&#47;/evil\\) (held-in &lt;b&gt;): failed attempts 1, 3 of 3');
      expect(page).toContain('**Tasks that failed (1 of 5)**');
      expect(page).toMatch(/^\| \\@everyone &lt;img src=x&gt; \\\| a b [^\n]* \| 1\.23 \| 3 \|$/m);
      expect(page).toContain(': passed on attempt 2');
    }
  });

  it('cut the measures table between rows, the note after a blank line outside the table, and keep the gates', () => {
    const measures = Array.from({ length: 5000 }, (_, i) => ({ id: `x-local.measure_${i}`, value: i / 5000, baseline: 0.5 }));
    const { body } = renderComment(view({ measures }), 'wf:p@1');
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toMatch(
      /\|\n\n_…[\d,]+ more measures not shown here; every measure is in the record \(artifact `agent-quality-record`\)\._\n\n_The record digest is left out for space\._$/,
    );
    // The metadata on one quiet line.
    expect(body).toMatch(/^<sub>agent [^\n]* · conformance L3 · record `sha256:[^\n]*<\/sub>$/m);
    const shape = pageShape(body);
    expect(shape.problems).toEqual([]);
    expect(shape.tables.map((t) => t.columns)).toEqual([5, 5]);
    expect(shape.tables[1]!.rows).toBeGreaterThan(500);
    expect(shape.tables[1]!.rows).toBeLessThan(5000);
  });

  it('count the summary’s limit in UTF-8 bytes, not characters', () => {
    // Multi-byte text in every row: by characters this would pass 1 MiB's worth of bytes.
    const measures = Array.from({ length: 40_000 }, (_, i) => ({ id: `x-m.n_${i}`, value: i, unit: 'μs–≥', baseline: i - 1 }));
    const s = renderSummary(view({ measures, gates: manyGates(40) }));
    expect(bytes(s)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(bytes(s)).toBeGreaterThan(SUMMARY_LIMIT - 64 * 1024);
    expect(pageShape(s).problems).toEqual([]);
  });

  it('with 10,000 gates: the failing gates first, whole rows, the charts and measures named as left out, no Mermaid cut', () => {
    const reasons = Array.from({ length: 3334 }, (_, i) => ({
      verdict: 'reject' as const,
      code: 'GATE_FAILED',
      message: `gate failed: x-gate.number_${i * 3} 0 < floor 0.5`,
    }));
    const v = view({ verdict: 'reject', reasons, gates: manyGates(10_000) });
    const { body } = renderComment(v, 'k');
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const shape = pageShape(body);
    expect(shape.problems).toEqual([]);
    expect(shape.listItems).toBe(21);
    expect(body).toContain('- …and 3,314 more reasons, every one in the record');
    expect(body).toContain('**Gates that fail or are not settled** (3,334 of 10,000)');
    expect(body).toMatch(/_6,666 passing gates not shown here for space; every gate is in the record/);
    const s = renderSummary(v);
    const ss = pageShape(s);
    expect(ss.problems).toEqual([]);
    const mermaid = ss.fences.filter((f) => f.info === 'mermaid');
    expect(mermaid).toHaveLength(1);
    expect(mermaid[0]!.content.match(/bar (?:"[^"]*" )?\[(.*)\]/)![1]!.split(',')).toHaveLength(MAX_BARS);
  });

  it('cut the signals analysis like the rest: between rows, inside its closed section, with a note', () => {
    // 12,000 rows of about 110 bytes: more than the summary can hold.
    const rows = Array.from(
      { length: 12_000 },
      (_, i) => `| release\\_agent\\_number\\_${i}::review–the–pull–request–${i} | 200 | 0.512 | 0.634 | 0.401 | 3 | no |`,
    );
    const appendix = [
      { kind: 'text' as const, text: '**Signals**: 12,000 records' },
      {
        kind: 'table' as const,
        header: ['| agent::skill | samples | avg | on success | on failure | high-confidence failures | inversion |', '|---|---|---|---|---|---|---|'],
        rows,
        more: (n: number) => `_…${n.toLocaleString('en-US')} more agent::skill rows not shown here; all are in the signals analysis beside the record._`,
      },
    ];
    const s = renderSummary(view(), appendix);
    expect(bytes(s)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(s).toMatch(/\|\n\n_…[\d,]+ more agent::skill rows not shown here; all are in the signals analysis beside the record\._\n\n<\/details>$/);
    const shape = pageShape(s);
    expect(shape.problems).toEqual([]);
    expect(shape.tables.at(-1)!.rows).toBeGreaterThan(5_000);
    expect(shape.tables.at(-1)!.rows).toBeLessThan(12_000);
  });

  it('hash only what matters for on-change: the record digest may change, the hash does not', () => {
    const a = renderComment(view(), 'k');
    const b = renderComment(view({ recordDigest: `sha256:${'cd'.repeat(32)}` }), 'k');
    const c = renderComment(view({ verdict: 'ship', reasons: [] }), 'k');
    expect(a.hash).toBe(b.hash);
    expect(a.body).not.toBe(b.body);
    expect(c.hash).not.toBe(a.hash);
  });

  it('draw each gate’s margin against its own threshold, and the reliability diagram with short labels and counts in a table', () => {
    const gates = [
      { id: 'task.completion', split: 'held-out' as const, source: 'native' as const, result: 'pass' as const, value: 0.88, floor: 0.8, reason: '' },
      { id: 'efficiency.cost_per_success', source: 'native' as const, result: 'fail' as const, value: 0.9, ceiling: 0.6, reason: '' },
    ];
    const s = renderSummary(
      view({
        gates,
        confidenceBuckets: [
          { from: 0.8, to: 0.9, n: 12, meanConfidence: 0.85, successRate: 0.5 },
          { from: 0.9, to: 1, n: 1200, meanConfidence: 0.95, successRate: 0.9 },
        ],
      }),
    );
    // Cost 0.9 against a ceiling of 0.6 stands at 66.7 % (fails, first); completion 0.88 over a floor of 0.8 at 110 %.
    expect(s).toContain(
      'xychart-beta horizontal\n  x-axis ["✘ efficiency.cost_per_success", "✔ task.completion (held-out)"]\n  y-axis "% of threshold" 0 --> 200\n  bar "fail" [66.7, -200]\n  bar "pass" [-200, 110]\n  line "threshold (100 %)" [100, 100]\n```',
    );
    expect(s).toMatch(/```mermaid\n---\nconfig:\n {2}xyChart:\n {4}height: 140\n/);
    expect(s).toContain('x-axis "stated confidence, bucket up to" ["0.9", "1.0"]');
    expect(s).toContain('bar "success rate" [0.5, 0.9]\n  line "mean confidence" [0.85, 0.95]');
    expect(s).toContain('| confidence up to | 0.9 | 1.0 |\n|---|---|---|\n| samples | 12 | 1,200 |');
    expect(pageShape(s).problems).toEqual([]);
  });

  it('round numbers for people to 3 significant digits, units beside the baseline too', () => {
    expect([num(0.123456), num(12345.678), num(3), num(0.75), num(undefined)]).toEqual(['0.123', '12300', '3', '0.75', '–']);
    const { body } = renderComment(view({ measures: [{ id: 'efficiency.cost_per_success', value: 0.41666666, unit: 'USD', baseline: 0.4 }] }), 'k');
    expect(body).toContain('| efficiency.cost\\_per\\_success | – | 0.417 USD | 0.4 USD | +0.0167 USD |');
  });
});
