// The flipped and flaky task lists on each surface: hostile task ids stay
// text (Markdown, HTML, one terminal line), lists are cut with their counts,
// newly failing come first, and each regression names its test.
import { describe, expect, it } from 'vitest';
import type { StatsSidecar } from '../../src/gate/stats.js';
import type { TaskDetail } from '../../src/ledger/task-detail.js';
import { pairedHtml, pairedMarkdown, pairedText, SHOWN } from '../../src/report/paired-render.js';
import { pairedView } from '../../src/report/paired-view.js';

const hostile = '<img src=x onerror=alert(1)>|**x**\n::error::y';
const stats: StatsSidecar = {
  format: 'aqr.stats/1',
  bounds: [],
  shadow: [],
  notices: [],
  baseline: { record_id: 'aqr_base', verified: true },
  regressions: [
    {
      id: 'task.completion',
      split: 'held-out',
      max_drop: 0,
      confidence: 0.95,
      baseline: { value: 0.9, n: 20, x: 18, record_id: 'aqr_base' },
      current: { value: 0.3, n: 20, x: 6 },
      drop: { lower: 0.3, upper: 0.8 },
      test: 'mcnemar-exact',
      paired: {
        n: 20,
        newly_failing: 13,
        newly_passing: 1,
        p_value: 0.0018,
        newly_failing_ids: [hostile, ...Array.from({ length: 12 }, (_, i) => `f${i}`)],
        newly_passing_ids: ['back'],
      },
      result: 'fail',
      reason: '…',
    },
    {
      id: 'safety.isolation',
      max_drop: 0.1,
      confidence: 0.9,
      baseline: { value: 1, n: 20, x: 20, record_id: 'aqr_base' },
      current: { value: 1, n: 20, x: 20 },
      drop: { lower: -0.1, upper: 0.1 },
      test: 'newcombe',
      result: 'pass',
      reason: '…',
    },
  ],
};
const tasks = {
  held_out: { tasks: 3, failing: 2 },
  failing: [],
  canaries: [],
  costliest: [],
  results: [
    { id: hostile, split: 'held-out', outcomes: 'pf' },
    { id: 'steady', split: 'held-out', outcomes: 'pp' },
    { id: 'gap', split: 'held-out', outcomes: 'f-p' },
  ],
} as TaskDetail;

describe('the paired section', () => {
  const v = pairedView(stats, tasks);

  it('derives each regression’s test, the flips and the flaky tasks once', () => {
    expect(v?.regressions.map((r) => [r.gate, r.test, r.newlyFailing?.count])).toEqual([
      ['task.completion (held-out)', 'mcnemar-exact', 13],
      ['safety.isolation', 'newcombe', undefined],
    ]);
    expect(v?.flaky).toEqual({ count: 2, ids: [hostile, 'gap'] });
    expect(pairedView(undefined, undefined)).toBeUndefined();
  });

  it('Markdown: ids escaped, the list cut at SHOWN with the rest counted, failing before passing before flaky', () => {
    const text = pairedMarkdown(v).join('\n');
    expect(text).not.toContain('<img');
    expect(text).not.toContain('**x**');
    expect(text).toContain(`, and ${13 - SHOWN} more`);
    expect(text.indexOf('- newly failing')).toBeLessThan(text.indexOf('- newly passing'));
    expect(text.indexOf('- newly passing')).toBeLessThan(text.indexOf('- flaky'));
    expect(text).toContain("Newcombe's interval \\(unpaired\\)");
    expect(text).toContain('p = 0.0018');
  });

  it('HTML: ids escaped, every listed id shown and the rest counted', () => {
    const html = pairedHtml(v);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).toContain('<h3>newly failing under task.completion (held-out) (13)</h3>');
  });

  it('the CLI: one line each, no newline or control character of an id survives', () => {
    const lines = pairedText(v);
    for (const l of lines) expect(l).not.toMatch(/[\n\r]/);
    expect(lines.some((l) => l.startsWith('::'))).toBe(false);
    expect(lines[0]).toBe("regression of task.completion (held-out): fail, by McNemar's exact test (paired) on 20 tasks both runs answered, p = 0.0018");
  });
});
