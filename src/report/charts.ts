// The job summary's pictures, as Mermaid xychart blocks that stay readable at
// GitHub's width and far inside Mermaid's limits (maxTextSize 50,000; a few
// dozen bars): each gate's margin against its own threshold, the closest to
// failing first; and the reliability diagram with short bucket labels, its
// sample counts in a table under it.
import type { GateResult } from '../gate/gates.js';
import type { GateView } from './view.js';
import type { Block } from './page.js';

/** Bars in the margin chart: beyond this the labels no longer read. */
export const MAX_BARS = 15;
/** Characters of a bar's label. */
const LABEL = 34;

/** A Mermaid label: quoted, shortened, with nothing that could close the quote or the block. */
export function chartLabel(s: string, max = LABEL): string {
  const clean = s
    .replace(/["`\\<>;#%{}[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `"${clean.length > max ? `${clean.slice(0, max - 1)}…` : clean}"`;
}

/** How far a value is past its threshold, as a percentage of the threshold (negative: it fails); orders the chart. */
export function margin(g: GateResult): number | undefined {
  if (typeof g.value !== 'number' || !Number.isFinite(g.value)) return undefined;
  const [diff, base] = g.floor !== undefined ? [g.value - g.floor, g.floor] : g.ceiling !== undefined ? [g.ceiling - g.value, g.ceiling] : [undefined, 0];
  if (diff === undefined) return undefined;
  return (diff / (base === 0 ? 1 : Math.abs(base))) * 100;
}

/** Mermaid front matter: a height that fits the bars, and colours that read on a white page (in plot order). */
function config(height: number, palette: string): string[] {
  return ['---', 'config:', '  xyChart:', `    height: ${height}`, '  themeVariables:', '    xyChart:', `      plotColorPalette: "${palette}"`, '---'];
}

/** The longest bar, in % of the threshold. */
const AXIS_MAX = 200;

/**
 * Where a gate stands against its own threshold, in % of it: 100 is the
 * threshold, under 100 fails. A floor's bar is the value ÷ the floor; a
 * ceiling's is the ceiling ÷ the value (its headroom), so longer is always
 * better. Thresholds at 0 have no ratio: the bar is full or empty.
 */
export function standing(g: GateResult): number | undefined {
  const m = margin(g);
  if (m === undefined) return undefined;
  const v = g.value as number;
  let pct: number;
  if (g.floor !== undefined) pct = g.floor > 0 && v >= 0 ? (v / g.floor) * 100 : m >= 0 ? AXIS_MAX : 0;
  else pct = (g.ceiling as number) > 0 && v > 0 ? ((g.ceiling as number) / v) * 100 : m >= 0 ? AXIS_MAX : 0;
  return Math.max(0, Math.min(AXIS_MAX, Math.round(pct * 10) / 10));
}

export function marginChart(gates: GateResult[]): Block[] {
  const measured = gates
    .map((g) => ({ g, m: margin(g), s: standing(g) }))
    .filter((x): x is { g: GateResult; m: number; s: number } => x.m !== undefined && x.s !== undefined);
  if (measured.length === 0) return [];
  measured.sort((a, b) => a.m - b.m);
  const shown = measured.slice(0, MAX_BARS);
  const fails = (x: (typeof shown)[number]) => x.g.result === 'fail' || x.m < 0;
  const of = measured.length > shown.length ? `the ${shown.length} of ${measured.length} gates closest to failing, failing first` : 'failing first';
  return [
    {
      kind: 'text',
      text: `**Each gate against its own threshold**: the bar is the value in % of the threshold (for a ceiling, the threshold in % of the value), the red line at 100 the threshold; ✗ marks a failing gate (${of}; bars stop at ${AXIS_MAX} %)`,
    },
    {
      kind: 'text',
      text: [
        '```mermaid',
        ...config(60 + 40 * shown.length, '#0969da, #cf222e'),
        'xychart-beta horizontal',
        `  x-axis [${shown.map((x) => chartLabel(`${fails(x) ? '✗ ' : ''}${x.g.id}${x.g.split ? ` ${x.g.split}` : ''}`)).join(', ')}]`,
        `  y-axis "% of threshold" 0 --> ${AXIS_MAX}`,
        `  bar [${shown.map((x) => x.s).join(', ')}]`,
        `  line [${shown.map(() => 100).join(', ')}]`,
        '```',
      ].join('\n'),
    },
  ];
}

export function reliabilityChart(buckets: GateView['confidenceBuckets']): Block[] {
  const used = buckets.filter((b) => b.n > 0);
  if (used.length === 0) return [];
  const label = (b: (typeof used)[number]) => b.to.toFixed(1);
  const r3 = (x: number | null) => (x === null ? 0 : Math.round(x * 1000) / 1000);
  return [
    {
      kind: 'text',
      text: '**Reliability diagram**: per confidence bucket (up to the value shown), bars are the success rate and the line the mean confidence; where they meet, confidence is calibrated',
    },
    {
      kind: 'text',
      text: [
        '```mermaid',
        ...config(400, '#54aeff, #cf222e'),
        'xychart-beta',
        `  x-axis [${used.map((b) => `"${label(b)}"`).join(', ')}]`,
        '  y-axis "rate" 0 --> 1',
        `  bar [${used.map((b) => r3(b.successRate)).join(', ')}]`,
        `  line [${used.map((b) => r3(b.meanConfidence)).join(', ')}]`,
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
