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
const LABEL = 28;

/** A Mermaid label: quoted, shortened, with nothing that could close the quote or the block. */
export function chartLabel(s: string, max = LABEL): string {
  const clean = s.replace(/["`\\<>;#%{}[\]]/g, '').replace(/\s+/g, ' ').trim();
  return `"${clean.length > max ? `${clean.slice(0, max - 1)}…` : clean}"`;
}

/** How far a value is past its threshold, as a percentage of the threshold (negative: it fails). */
export function margin(g: GateResult): number | undefined {
  if (typeof g.value !== 'number' || !Number.isFinite(g.value)) return undefined;
  const [diff, base] = g.floor !== undefined ? [g.value - g.floor, g.floor] : g.ceiling !== undefined ? [g.ceiling - g.value, g.ceiling] : [undefined, 0];
  if (diff === undefined) return undefined;
  return (diff / (base === 0 ? 1 : Math.abs(base))) * 100;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function marginChart(gates: GateResult[]): Block[] {
  const measured = gates.map((g) => ({ g, m: margin(g) })).filter((x): x is { g: GateResult; m: number } => x.m !== undefined);
  if (measured.length === 0) return [];
  measured.sort((a, b) => a.m - b.m);
  const shown = measured.slice(0, MAX_BARS);
  const values = shown.map((x) => round1(Math.max(-100, Math.min(100, x.m))));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const clamped = shown.some((x) => Math.abs(x.m) > 100);
  const of = measured.length > shown.length ? `the ${shown.length} of ${measured.length} gates closest to failing, failing first` : 'failing first';
  return [
    { kind: 'text', text: `**Margin of each gate against its own threshold**, in % of the threshold (below 0 fails; ${of}${clamped ? '; bars stop at ±100 %' : ''})` },
    {
      kind: 'text',
      text: [
        '```mermaid',
        'xychart-beta horizontal',
        `  x-axis [${shown.map((x) => chartLabel(`${x.g.id}${x.g.split ? ` ${x.g.split}` : ''}`)).join(', ')}]`,
        `  y-axis "margin (%)" ${low === 0 ? 0 : -100} --> ${high === 0 ? 0 : 100}`,
        `  bar [${values.join(', ')}]`,
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
    { kind: 'text', text: '**Reliability diagram**: per confidence bucket (up to the value shown), bars are the success rate and the line the mean confidence; where they meet, confidence is calibrated' },
    {
      kind: 'text',
      text: ['```mermaid', 'xychart-beta', `  x-axis [${used.map((b) => `"${label(b)}"`).join(', ')}]`, '  y-axis "rate" 0 --> 1', `  bar [${used.map((b) => r3(b.successRate)).join(', ')}]`, `  line [${used.map((b) => r3(b.meanConfidence)).join(', ')}]`, '```'].join('\n'),
    },
    {
      kind: 'text',
      text: [`| confidence up to | ${used.map(label).join(' | ')} |`, `|---|${used.map(() => '---|').join('')}`, `| samples | ${used.map((b) => b.n.toLocaleString('en-US')).join(' | ')} |`].join('\n'),
    },
  ];
}
