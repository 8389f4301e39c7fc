// The confidence bounds and regression tests of a run, for people (shadow gates are rows of the view):
// each bounded gate with its interval beside its threshold, in words where a
// gate is inconclusive ("~N more tasks"). Shared by the comment and the summary.
import type { StatsSidecar } from '../gate/stats.js';
import { numRange } from '../text/number.js';
import { md, num } from './escape.js';
import { mark, marked } from './marks.js';

const r4 = (x: number) => (Number.isFinite(x) ? num(x) : '∞');
/** A test's result with its mark and word (marks.ts); missing evidence is inconclusive, said so. */
const RESULT = {
  pass: marked('pass'),
  fail: `${mark('fail')} **fail**`,
  inconclusive: marked('inconclusive'),
  missing: `${marked('inconclusive')} (no evidence)`,
} as const;

export function statsLines(s: StatsSidecar | undefined): string[] {
  if (!s) return [];
  const out: string[] = [];
  if (s.bounds.length > 0) {
    out.push(
      '**Confidence bounds** (the gate follows the bound, not the point value)',
      '',
      '| result | gate | value | interval | threshold | n | method |',
      '|---|---|---|---|---|---|---|',
    );
    for (const b of s.bounds) {
      const words =
        b.result === 'inconclusive' ? (b.more ? ` (~${b.more} more tasks)` : b.more === null ? ' (more tasks at this rate would not settle it)' : '') : '';
      out.push(
        `| ${RESULT[b.result]}${words} | ${md(b.id)}${b.split ? ` (${md(b.split)})` : ''} | ${r4(b.value)} | ${numRange(b.lower, b.upper)} (${num(b.confidence * 100)}%) | ${b.kind === 'floor' ? '≥' : '≤'} ${num(b.threshold)} | ${b.n} | ${b.method}${b.resamples ? ` ×${b.resamples}` : ''} |`,
      );
    }
    out.push('');
  }
  if (s.regressions.length > 0) {
    out.push(
      `**Regression against the last release** (${md(s.baseline?.record_id ?? '')}${s.baseline && !s.baseline.verified ? ', unverified' : ''})`,
      '',
      '| result | gate | baseline | now | drop interval | max drop |',
      '|---|---|---|---|---|---|',
    );
    for (const t of s.regressions)
      out.push(
        `| ${RESULT[t.result]} | ${md(t.id)}${t.split ? ` (${md(t.split)})` : ''} | ${r4(t.baseline.value)} (n=${t.baseline.n}) | ${r4(t.current.value)} (n=${t.current.n}) | ${numRange(t.drop.lower, t.drop.upper)} (${num(t.confidence * 100)}%) | ${num(t.max_drop)} |`,
      );
    out.push('');
  }
  if (s.notices.length > 0) out.push(...s.notices.map((n) => `- ${md(n, 400)}`), '');
  return out;
}
