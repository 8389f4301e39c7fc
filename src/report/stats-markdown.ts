// The confidence bounds and regression tests of a run, for people (shadow gates are rows of the view):
// each bounded gate with its interval beside its threshold, in words where a
// gate is inconclusive ("~N more tasks"). Shared by the comment and the summary.
import type { StatsSidecar } from '../gate/stats.js';
import { md, num } from './escape.js';

const r4 = (x: number) => (Number.isFinite(x) ? num(x) : '∞');
const RESULT = { pass: 'pass ✅', fail: '**fail** ⛔', inconclusive: 'inconclusive ⏸️', missing: 'no evidence ⏸️' } as const;

export function statsLines(s: StatsSidecar | undefined): string[] {
  if (!s) return [];
  const out: string[] = [];
  if (s.bounds.length > 0) {
    out.push(
      '**Confidence bounds** (the gate follows the bound, not the point value; in the strip `[===]` is the interval, `●` the measured value, `|` the threshold)',
      '',
      '| gate | value | interval | threshold | strip | n | method | result |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const b of s.bounds) {
      const words =
        b.result === 'inconclusive' ? (b.more ? ` (~${b.more} more tasks)` : b.more === null ? ' (more tasks at this rate would not settle it)' : '') : '';
      out.push(
        `| ${md(b.id)}${b.split ? ` (${md(b.split)})` : ''} | ${r4(b.value)} | ${r4(b.lower)} – ${r4(b.upper)} (${num(b.confidence * 100)}%) | ${b.kind === 'floor' ? '≥' : '≤'} ${num(b.threshold)} | ${md(strip(b))} | ${b.n} | ${b.method}${b.resamples ? ` ×${b.resamples}` : ''} | ${RESULT[b.result]}${words} |`,
      );
    }
    out.push('');
  }
  if (s.regressions.length > 0) {
    out.push(
      `**Regression against the last release** (${md(s.baseline?.record_id ?? '')}${s.baseline && !s.baseline.verified ? ', unverified' : ''})`,
      '',
      '| gate | baseline | now | drop interval | max drop | result |',
      '|---|---|---|---|---|---|',
    );
    for (const t of s.regressions)
      out.push(
        `| ${md(t.id)}${t.split ? ` (${md(t.split)})` : ''} | ${r4(t.baseline.value)} (n=${t.baseline.n}) | ${r4(t.current.value)} (n=${t.current.n}) | ${r4(t.drop.lower)} – ${r4(t.drop.upper)} (${num(t.confidence * 100)}%) | ${num(t.max_drop)} | ${RESULT[t.result]} |`,
      );
    out.push('');
  }
  if (s.notices.length > 0) out.push(...s.notices.map((n) => `- ${md(n, 400)}`), '');
  return out;
}

const WIDTH = 24;

/**
 * The interval drawn in text, on a scale of its own: 0 to 1 for a proportion,
 * 0 to twice the larger of the threshold and the upper bound for a ratio.
 */
export function strip(b: { lower: number; upper: number; value: number; threshold: number; method: string }): string {
  const max = b.method === 'bootstrap' ? 2 * Math.max(b.threshold, Number.isFinite(b.upper) ? b.upper : b.threshold) || 1 : 1;
  const at = (x: number) => Math.max(0, Math.min(WIDTH - 1, Math.round((Math.min(x, max) / max) * (WIDTH - 1))));
  const cells = Array.from({ length: WIDTH }, () => '·');
  const lo = at(b.lower);
  const hi = Number.isFinite(b.upper) ? at(b.upper) : WIDTH - 1;
  for (let i = lo; i <= hi; i++) cells[i] = '=';
  cells[lo] = '[';
  cells[hi] = ']';
  cells[at(b.value)] = '●';
  cells[at(b.threshold)] = '|';
  return cells.join('');
}
