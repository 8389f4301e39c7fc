// The charts tell the truth at the edges: the bound where a gate is judged on
// it, colours by state, bars cut at the axis marked, zero-tolerance gates as
// chips; the reliability diagram with its diagonal, axis titles and legend.
import { describe, expect, it } from 'vitest';
import { AXIS_MAX, chartBar, chartGates, chartModel, marginChart, reliabilityChart, THRESHOLD_COLOUR, type ChartGate } from '../../src/report/charts.js';
import { gateBars } from '../../src/report/html-charts.js';
import type { GateResult } from '../../src/gate/gates.js';
import { gateLine } from '../../src/report/view.js';
import type { BoundReport } from '../../src/gate/bounds.js';
import { renderBlock } from '../../src/report/page.js';

/** A Wilson bound of 9 of 12 against a floor of 0.7: inconclusive. */
const WILSON = { id: 'task.completion', split: 'held-out', kind: 'floor', threshold: 0.7, value: 0.75, confidence: 0.95, method: 'wilson' } as const;
const bound = (over: Partial<BoundReport>): BoundReport => ({
  ...WILSON,
  n: 12,
  x: 9,
  lower: 0.47,
  upper: 0.91,
  result: 'inconclusive',
  more: 216,
  reason: '',
  ...over,
});
const gate = (over: Partial<GateResult>): GateResult => ({ id: 'task.completion', split: 'held-out', source: 'native', result: 'pass', reason: '', ...over });
const cg = (over: Partial<ChartGate>): ChartGate => ({
  name: 'g',
  measure: 'task.completion',
  state: 'pass',
  kind: 'floor',
  threshold: 0.5,
  judged: 0.6,
  ...over,
});

/** The Mermaid block's series: title → values. */
function series(blocks: ReturnType<typeof marginChart>): { labels: string[]; bars: Record<string, number[]>; palette: string[] } {
  const text = blocks.map(renderBlock).join('\n');
  const bars: Record<string, number[]> = {};
  for (const m of text.matchAll(/^ {2}bar "(\w+)" \[(.*)\]$/gm)) bars[m[1]!] = m[2]!.split(', ').map(Number);
  const labels = [...(/x-axis \[(.*)\]/.exec(text)?.[1] ?? '').matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  const palette = (/plotColorPalette: "([^"]*)"/.exec(text)?.[1] ?? '').split(', ');
  return { labels, bars, palette };
}

describe('the gate charts', () => {
  it('plot a gate judged on its bound at the bound, not at its point value', () => {
    const [g] = chartGates([gateLine(gate({ result: 'inconclusive', value: 0.75, floor: 0.7, bound: bound({}) }))]) as [ChartGate];
    expect(g).toMatchObject({ state: 'inconclusive', judged: 0.47, point: 0.75 });
    const bar = chartBar(g)!;
    // 0.47 / 0.7, not the 107 % of the point value.
    expect(bar.pct).toBe(67.1);
    const { labels, bars } = series(marginChart([g]));
    expect(bars['inconclusive']).toEqual([67.1]);
    expect(labels[0]).toMatch(/bound$/);
    const html = gateBars([g]);
    expect(html).toContain('width="67.1"');
    expect(html).toContain('0.47 (the bound; measured 0.75)');
    // A ceiling judged on its upper bound.
    const [c] = chartGates([
      gateLine({
        id: 'efficiency.cost_per_success',
        source: 'native',
        reason: '',
        result: 'fail',
        value: 0.5,
        ceiling: 0.6,
        bound: bound({ kind: 'ceiling', threshold: 0.6, value: 0.5, lower: 0.4, upper: 0.8, result: 'fail' }),
      }),
    ]) as [ChartGate];
    expect(c.judged).toBe(0.8);
    expect(chartBar(c)!.pct).toBe(75);
  });

  it('colour each bar by its state: a failing bar is never in the passing series or colour', () => {
    const gates = [
      cg({ name: 'a', state: 'pass', judged: 0.9 }),
      cg({ name: 'b', state: 'fail', judged: 0.6, regressed: true }),
      cg({ name: 'c', state: 'inconclusive', judged: 0.45 }),
      cg({ name: 'd', state: 'shadow', judged: 0.2 }),
    ];
    const { labels, bars, palette } = series(marginChart(gates));
    // Failing first, then inconclusive, passing, shadow.
    expect(labels).toEqual(['✘ b regression', '◐ c', '✔ a', '○ d not enforced']);
    // Where another state's gate stands a series is under the axis, so Mermaid draws no bar there (not even a stub).
    const no = -AXIS_MAX;
    expect(bars).toEqual({ fail: [120, no, no, no], inconclusive: [no, 90, no, no], pass: [no, no, 180, no], shadow: [no, no, no, 40] });
    // The threshold's line last, in a colour that stands against a light and a dark page alike (not black).
    expect(palette).toEqual(['#cf222e', '#9a6700', '#1a7f37', '#59636e', THRESHOLD_COLOUR]);
    const html = gateBars(gates);
    expect([...html.matchAll(/<li class="st-(\w+)"/g)].map((m) => m[1])).toEqual(['fail', 'inconclusive', 'pass', 'shadow']);
    // Only the states present get a series, so the palette stays in step with them.
    expect(Object.keys(series(marginChart([cg({ state: 'fail', judged: 0.1 })])).bars)).toEqual(['fail']);
  });

  it('mark a bar cut at the axis', () => {
    const cheap = cg({ name: 'cost', measure: 'efficiency.cost_per_success', kind: 'ceiling', threshold: 0.6, judged: 0.1 });
    const bar = chartBar(cheap)!;
    expect(bar).toMatchObject({ pct: AXIS_MAX, capped: true });
    expect(series(marginChart([cheap])).labels).toEqual([`✔ cost ›${AXIS_MAX} %`]);
    expect(gateBars([cheap])).toMatch(/data-capped="true".*· ›200 %/);
    expect(chartBar(cg({ judged: 0.99 }))!.capped).toBe(false);
    expect(chartBar(cg({ judged: 1.01 }))!.capped).toBe(true);
  });

  it('show zero-tolerance gates as chips, not as bars on the 100 line', () => {
    const gates = [
      cg({ name: 'safety.isolation', measure: 'safety.isolation', threshold: 1, judged: 1 }),
      cg({ name: 'violations', measure: 'x-local.violations', kind: 'ceiling', threshold: 0, judged: 2, state: 'fail' }),
      cg({ name: 'card', measure: 'interop.agent_card_fresh', judged: true, threshold: 1 }),
      cg({ name: 'completion', judged: 0.9 }),
    ];
    const { bars, chips } = chartModel(gates);
    expect(bars.map((b) => b.gate.name)).toEqual(['completion']);
    expect(chips.map((g) => g.name)).toEqual(['safety.isolation', 'violations', 'card']);
    const text = marginChart(gates).map(renderBlock).join('\n');
    expect(text).toContain('**Zero-tolerance gates** (any miss fails them): ✔ safety.isolation: 1 ≥ 1 · ✘ violations: 2 ≤ 0 · ✔ card: true ≥ 1');
    expect(series(marginChart(gates)).labels).toEqual(['✔ completion']);
    expect(gateBars(gates)).toContain('<span class="chip st-fail" data-state="fail">✘ violations: 2 ≤ 0</span>');
    // A floor of 1 on an amount is a ratio like any other.
    expect(chartModel([cg({ measure: 'x-local.speed', threshold: 1, judged: 1.5 })]).bars).toHaveLength(1);
  });

  it('give the reliability diagram its diagonal, axis titles and a legend', () => {
    const text = reliabilityChart([
      { from: 0, to: 0.5, n: 10, meanConfidence: 0.3, successRate: 0.2 },
      { from: 0.5, to: 1, n: 20, meanConfidence: 0.8, successRate: 0.6 },
    ])
      .map(renderBlock)
      .join('\n');
    expect(text).toContain('x-axis "stated confidence, bucket up to" ["0.5", "1.0"]');
    expect(text).toContain('y-axis "success rate" 0 --> 1');
    expect(text).toContain('line "perfect calibration" [0.25, 0.75]');
    expect(text).toContain('line "mean confidence" [0.3, 0.8]');
    expect(text).toContain('showLegend: true');
    expect(text).toMatch(/purple line perfect calibration/);
    expect(text).not.toMatch(/black/);
  });
});
