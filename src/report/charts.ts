// Where each gate stands, as one model that both pictures draw: the job
// summary's Mermaid blocks (here) and the HTML report's bars (html-charts.ts).
// The model tells the truth at the edges: a gate judged on its confidence bound
// stands where the bound is, not the point value; a bar's state is its gate's
// state (a failing bar never takes the passing colour); a bar past the axis is
// marked as cut ("›200 %"); and a zero-tolerance gate (any miss fails it: a
// ceiling of 0, a floor of 1 on a fraction, a yes/no) is a chip, since its
// bar could only ever be full or empty. The reliability diagram carries its
// diagonal, axis titles and a legend.
import { REGISTRY } from '../record/registry.js';
import type { GateLine, GateState, GateView } from './view.js';
import type { Block } from './page.js';
import { md, num } from './escape.js';
import { mark } from './marks.js';

/** Bars in the margin chart: beyond this the labels no longer read. */
export const MAX_BARS = 15;
/** Characters of a bar's label. */
const LABEL = 34;
/** The longest bar, in % of the threshold. */
export const AXIS_MAX = 200;
/** A series' value where it has no bar: far under the axis (see marginChart). */
const NO_BAR = -AXIS_MAX;

/** Failing first: the order bars are drawn in, and the order of the Mermaid series. */
export const STATES: readonly GateState[] = ['fail', 'inconclusive', 'pass', 'shadow'];
/** Each state's mark, from the one table (marks.ts). */
export const STATE_MARK: Record<GateState, string> = { pass: mark('pass'), fail: mark('fail'), inconclusive: mark('inconclusive'), shadow: mark('shadow') };
/** The state colours on a light page (html-style.ts holds both schemes; Mermaid draws on white). */
const MERMAID_COLOUR: Record<GateState, string> = { pass: '#1a7f37', fail: '#cf222e', inconclusive: '#9a6700', shadow: '#59636e' };
/**
 * The threshold's and perfect calibration's line: Mermaid draws on GitHub's
 * page, white or dark (#0d1117), so this purple stands at 4.4:1 against both
 * (a black line vanished in dark mode), apart from every state's colour; the
 * series is named in the legend too.
 */
export const THRESHOLD_COLOUR = '#8a63d2';

/** One gate as a chart sees it. */
export interface ChartGate {
  name: string;
  /** The measure behind the gate: whether a miss of any size fails it. */
  measure: string;
  state: GateState;
  kind: 'floor' | 'ceiling';
  threshold: number;
  /** The number the gate was judged on: its confidence bound when it has one, else its value. */
  judged: number | boolean;
  /** The measured value, when the gate was judged on its bound. */
  point?: number;
  /** The confidence interval, when there is one. */
  interval?: { lower: number; upper: number };
  /** A regression against the baseline failed it. */
  regressed?: boolean;
}

/** A gate's bar: its standing in % of the threshold, cut at AXIS_MAX. */
export interface ChartBar {
  gate: ChartGate;
  pct: number;
  capped: boolean;
  /** The interval in % of the threshold (the low end first), when there is one. */
  interval?: { low: number; high: number };
}

/** A gate as the charts take it from the view; undefined for a gate with no threshold or no number to draw (a decision, missing evidence, a shadow gate's bare result). */
export function chartGate(l: GateLine): ChartGate | undefined {
  if (!l.threshold || l.judged === undefined) return undefined;
  const onBound = l.judgedOn === 'lower bound' || l.judgedOn === 'upper bound';
  return {
    name: l.name,
    measure: l.id,
    state: l.state,
    kind: l.threshold.kind,
    threshold: l.threshold.value,
    judged: l.judged,
    ...(onBound && typeof l.value === 'number' ? { point: l.value } : {}),
    ...(l.bound ? { interval: { lower: l.bound.lower, upper: l.bound.upper } } : {}),
    ...(l.regression?.result === 'fail' ? { regressed: true } : {}),
  };
}

/** The view's gates that the charts can draw. */
export function chartGates(rows: readonly GateLine[]): ChartGate[] {
  return rows.map(chartGate).filter((g): g is ChartGate => g !== undefined);
}

/** Any miss fails the gate: a bar could only be full or empty, so it is shown as a chip. */
export function zeroTolerance(g: ChartGate): boolean {
  if (typeof g.judged === 'boolean') return true;
  if (g.kind === 'ceiling') return g.threshold <= 0;
  return g.threshold >= 1 && REGISTRY.get(g.measure)?.value === 'fraction';
}

/**
 * A number's standing against the gate's threshold, in % of it (uncut): 100 is
 * the threshold, under 100 fails. A floor's is the number ÷ the floor; a
 * ceiling's the ceiling ÷ the number (its headroom), so longer is always
 * better. A threshold at 0 has no ratio: the number is past it or not.
 */
function percent(g: ChartGate, v: number): number {
  if (g.kind === 'floor') return g.threshold > 0 ? (Math.max(0, v) / g.threshold) * 100 : v >= g.threshold ? Infinity : 0;
  return g.threshold > 0 ? (v > 0 ? (g.threshold / v) * 100 : Infinity) : v <= g.threshold ? Infinity : 0;
}

const cut = (pct: number) => Math.min(AXIS_MAX, Math.round(pct * 10) / 10);

export function chartBar(g: ChartGate): ChartBar | undefined {
  if (typeof g.judged !== 'number' || !Number.isFinite(g.judged)) return undefined;
  const pct = percent(g, g.judged);
  const iv = g.interval && [percent(g, g.interval.lower), percent(g, g.interval.upper)].sort((a, b) => a - b);
  return { gate: g, pct: cut(pct), capped: pct > AXIS_MAX, ...(iv ? { interval: { low: cut(iv[0] as number), high: cut(iv[1] as number) } } : {}) };
}

/** The gates as bars (failing first, then the closest to failing) and chips (the zero-tolerance gates). */
export function chartModel(gates: readonly ChartGate[]): { bars: ChartBar[]; chips: ChartGate[] } {
  const chips = gates.filter(zeroTolerance);
  const bars = gates
    .filter((g) => !zeroTolerance(g))
    .map(chartBar)
    .filter((b): b is ChartBar => b !== undefined)
    .sort((a, b) => STATES.indexOf(a.gate.state) - STATES.indexOf(b.gate.state) || a.pct - b.pct);
  return { bars, chips };
}

/** What a bar's label adds to the gate's name: cut at the axis, judged on the bound, regressed, not enforced. */
export function barNotes(b: ChartBar): string[] {
  return [
    ...(b.capped ? [`›${AXIS_MAX} %`] : []),
    ...(b.gate.point !== undefined ? ['bound'] : []),
    ...(b.gate.regressed ? ['regression'] : []),
    ...(b.gate.state === 'shadow' ? ['not enforced'] : []),
  ];
}

/** A chip's words: the mark, the gate, its number against the threshold. */
export function chipText(g: ChartGate): string {
  const v = typeof g.judged === 'boolean' ? String(g.judged) : num(g.judged);
  return `${STATE_MARK[g.state]} ${g.name}: ${v} ${g.kind === 'floor' ? '≥' : '≤'} ${num(g.threshold)}${g.state === 'shadow' ? ' (not enforced)' : ''}`;
}

/** A Mermaid label: quoted, shortened, with nothing that could close the quote or the block; `suffix` (our own words) kept whole. */
export function chartLabel(s: string, max = LABEL, suffix = ''): string {
  const clean = s
    .replace(/["`\\<>;#%{}[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const room = max - suffix.length;
  return `"${clean.length > room ? `${clean.slice(0, room - 1)}…` : clean}${suffix}"`;
}

/** Mermaid front matter: a height that fits the bars, the legend where Mermaid draws one, and the colours in plot order. */
function config(height: number, palette: string[]): string[] {
  return [
    '---',
    'config:',
    '  xyChart:',
    `    height: ${height}`,
    '    showLegend: true',
    '  themeVariables:',
    '    xyChart:',
    `      plotColorPalette: "${palette.join(', ')}"`,
    '---',
  ];
}

const LEGEND_WORDS: Record<GateState, string> = {
  pass: 'green: pass',
  fail: 'red: fail',
  inconclusive: 'amber: inconclusive',
  shadow: 'grey: shadow, not enforced',
};

export function marginChart(gates: readonly ChartGate[]): Block[] {
  const { bars, chips } = chartModel(gates);
  const out: Block[] = [];
  if (bars.length > 0) {
    const shown = bars.slice(0, MAX_BARS);
    // Mermaid colours by series, not by bar: one bar series per state present. Where another state's gate
    // stands a series has a value under the axis (NO_BAR): Mermaid draws a bar from the plot's edge, so even
    // a zero shows as a stub, but a bar of negative width is not drawn at all.
    const present = STATES.filter((st) => shown.some((b) => b.gate.state === st));
    const of = bars.length > shown.length ? `the ${shown.length} of ${bars.length} gates closest to failing, failing first` : 'failing first';
    out.push(
      {
        kind: 'text',
        text: `**Each gate against its own threshold**: the bar is the number the gate was judged on (its confidence bound when it has one) in % of the threshold (for a ceiling, the threshold in % of the number); the purple line at 100 is the threshold. ${present.map((st) => LEGEND_WORDS[st]).join(' · ')}; ›${AXIS_MAX} % marks a bar cut at the axis (${of})`,
      },
      {
        kind: 'text',
        text: [
          '```mermaid',
          ...config(60 + 40 * shown.length, [...present.map((st) => MERMAID_COLOUR[st]), THRESHOLD_COLOUR]),
          'xychart-beta horizontal',
          `  x-axis [${shown
            .map((b) =>
              chartLabel(
                `${STATE_MARK[b.gate.state]} ${b.gate.name}`,
                LABEL,
                barNotes(b)
                  .map((n) => ` ${n}`)
                  .join(''),
              ),
            )
            .join(', ')}]`,
          `  y-axis "% of threshold" 0 --> ${AXIS_MAX}`,
          ...present.map((st) => `  bar "${st}" [${shown.map((b) => (b.gate.state === st ? b.pct : NO_BAR)).join(', ')}]`),
          `  line "threshold (100 %)" [${shown.map(() => 100).join(', ')}]`,
          '```',
        ].join('\n'),
      },
    );
  }
  if (chips.length > 0) out.push({ kind: 'text', text: `**Zero-tolerance gates** (any miss fails them): ${chips.map((g) => md(chipText(g))).join(' · ')}` });
  return out;
}

export function reliabilityChart(buckets: GateView['confidenceBuckets']): Block[] {
  const used = buckets.filter((b) => b.n > 0);
  if (used.length === 0) return [];
  const label = (b: (typeof used)[number]) => b.to.toFixed(1);
  const r3 = (x: number | null) => (x === null ? 0 : Math.round(x * 1000) / 1000);
  return [
    {
      kind: 'text',
      text: '**Reliability diagram**: per bucket of stated confidence (up to the value shown), the blue bars are the success rate, the red line the mean stated confidence and the purple line perfect calibration (success rate = confidence); bars under the purple line are over-confident',
    },
    {
      kind: 'text',
      text: [
        '```mermaid',
        ...config(400, ['#0969da', '#cf222e', THRESHOLD_COLOUR]),
        'xychart-beta',
        `  x-axis "stated confidence, bucket up to" [${used.map((b) => `"${label(b)}"`).join(', ')}]`,
        '  y-axis "success rate" 0 --> 1',
        `  bar "success rate" [${used.map((b) => r3(b.successRate)).join(', ')}]`,
        `  line "mean confidence" [${used.map((b) => r3(b.meanConfidence)).join(', ')}]`,
        `  line "perfect calibration" [${used.map((b) => r3((b.from + b.to) / 2)).join(', ')}]`,
        '```',
      ].join('\n'),
    },
    {
      kind: 'text',
      text: [
        `| confidence up to | ${used.map(label).join(' | ')} |`,
        `|---|${used.map(() => '---|').join('')}`,
        `| samples | ${used.map((b) => b.n.toLocaleString('en-US')).join(' | ')} |`,
      ].join('\n'),
    },
  ];
}
