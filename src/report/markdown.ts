// The gate run for people: the pull-request comment and the job summary share
// these tables; the summary adds pictures (Mermaid) where people look rather
// than read. No aggregate score appears anywhere: each gate stands alone.
import { createHash } from 'node:crypto';
import { md, mermaidLabel } from './escape.js';
import { statsLines } from './stats-markdown.js';
import type { GateView } from './view.js';

export const COMMENT_LIMIT = 65_536;
export const SUMMARY_LIMIT = 1024 * 1024;

const ICON = { ship: '✅', hold: '⏸️', reject: '⛔' } as const;
const fmt = (v: number | boolean | undefined) => (v === undefined ? '–' : typeof v === 'boolean' ? String(v) : String(Math.round(v * 1e6) / 1e6));

function sections(v: GateView): { head: string[]; measures: string[]; tail: string[] } {
  const head: string[] = [];
  head.push(`### ${ICON[v.verdict]} Agent release gate: **${v.verdict}**`, '');
  head.push(`Agent ${md(v.agent)} · profile ${md(v.profile)}`, '');
  if (v.barChange) head.push(...barChangeLines(v.barChange, v.verdict, v.reasons));
  if (v.reasons.length > 0) {
    head.push('**Why**', '');
    for (const r of v.reasons) head.push(`- ${r.verdict} · \`${r.code}\` · ${md(r.message, 400)}`);
    head.push('');
  }
  head.push('| gate | value | threshold | source | result |', '|---|---|---|---|---|');
  for (const g of v.gates) {
    const threshold = g.floor !== undefined ? `≥ ${g.floor}` : g.ceiling !== undefined ? `≤ ${g.ceiling}` : '–';
    head.push(`| ${md(g.id)}${g.split ? ` (${g.split})` : ''} | ${fmt(g.value)} | ${threshold} | ${g.source} | ${g.result === 'pass' ? 'pass ✅' : g.result === 'fail' ? '**fail** ⛔' : g.result === 'inconclusive' ? 'inconclusive ⏸️' : 'no evidence ⏸️'} |`);
  }
  head.push('', ...statsLines(v.stats));
  const measures: string[] = [];
  const against = v.baseline ? `against the last shipped record (${md(v.baseline.record_id)}, ${md(v.baseline.emitted_at)})` : '(no earlier shipped record to compare with)';
  measures.push(`**Measures** ${against}`, '', '| measure | split | value | baseline | change |', '|---|---|---|---|---|');
  for (const m of v.measures) {
    const change = typeof m.value === 'number' && typeof m.baseline === 'number' ? (m.value - m.baseline >= 0 ? '+' : '') + fmt(m.value - m.baseline) : '–';
    measures.push(`| ${md(m.id)}${m.k !== undefined ? ` (k=${m.k})` : ''} | ${m.split ?? '–'} | ${fmt(m.value)}${m.unit ? ` ${md(m.unit)}` : ''} | ${fmt(m.baseline)} | ${change} |`);
  }
  measures.push('');
  const tail: string[] = [];
  for (const a of v.acceptance) tail.push(`**Acceptance rule** ${md(a.rule)}${a.run ? ` (run ${md(a.run)})` : ''}: ${a.result}${a.tier ? `, tier ${a.tier}` : ''}${a.reasons.length ? ` (${a.reasons.map((r) => md(r)).join(', ')})` : ''}${a.details.length ? `; details: ${a.details.map((r) => md(r)).join(', ')}` : ''}`, '');
  if (v.advisory.length > 0) tail.push('**Advisory** (reported, never a gate)', '', ...v.advisory.map((a) => `- ${md(a, 400)}`), '');
  tail.push(`Conformance **${v.level ?? 'below L1'}** · record \`${v.recordDigest}\`${v.artifact ? ` · artifact \`${md(v.artifact)}\`` : ''}`);
  return { head, measures, tail };
}

const BAR_LINES = 40;

/** First thing a reviewer reads: the change moves the bar, how, and what each bar says. */
function barChangeLines(b: NonNullable<GateView['barChange']>, verdict: GateView['verdict'], reasons: GateView['reasons']): string[] {
  const out: string[] = [];
  const own = b.enforced === 'base' ? `It is judged by the bar at ${md(b.base)} (the base), not by its own.` : b.accepted ? `The change was ${md(b.accepted)}, so it is judged by its own bar.` : `The bar at ${md(b.base)} cannot judge it, so it is judged by its own, at best hold.`;
  out.push(`> [!WARNING]`, `> **This pull request changes the bar.** ${own}`, '');
  for (const l of b.lines.slice(0, BAR_LINES)) out.push(`- ${md(l, 300)}`);
  if (b.lines.length > BAR_LINES) out.push(`- …and ${b.lines.length - BAR_LINES} more differences`);
  out.push('', '| bar | verdict | why |', '|---|---|---|');
  const named = (which: 'base' | 'proposed') => (which === 'base' ? `the base's (${md(b.base)})` : "this pull request's own");
  const codes = (rs: readonly { code: string }[]) => [...new Set(rs.map((r) => `\`${r.code}\``))].join(', ') || '–';
  out.push(`| **enforced**: ${named(b.enforced)} | ${ICON[verdict]} **${verdict}** | ${codes(reasons)} |`);
  const s = b.shadow;
  if (s) {
    const why = s.error ? md(s.error, 300) : codes(s.reasons ?? []);
    out.push(`| shadow: ${named(s.bar)} | ${s.verdict ? `${ICON[s.verdict]} ${s.verdict}` : 'cannot judge'} | ${why}; never enforced |`);
  }
  out.push('');
  return out;
}

/** Fits the parts under a limit, cutting the measures table first, with a pointer to the artifact. */
function fit(parts: { head: string[]; measures: string[]; tail: string[] }, limit: number, artifact: string | undefined, extra: string[] = []): string {
  const body = [...parts.head, ...parts.measures, ...extra, ...parts.tail].join('\n');
  if (body.length <= limit) return body;
  const note = `_…cut to stay under GitHub's limit; every measure is in the record${artifact ? ` (artifact \`${md(artifact)}\`)` : ''}._`;
  const fixed = [...parts.head, ...extra, ...parts.tail, note].join('\n').length + 1;
  // Keep the table's header (4 lines) and as many rows as fit.
  let room = limit - fixed;
  let keep = 0;
  for (const line of parts.measures) {
    if (room - (line.length + 1) < 0) break;
    room -= line.length + 1;
    keep++;
  }
  const cut = [...parts.head, ...parts.measures.slice(0, Math.max(keep, 0)), note, ...extra, ...parts.tail].join('\n');
  return cut.length <= limit ? cut : `${cut.slice(0, limit - note.length - 2)}\n${note}`;
}

export function commentMarker(key: string): string {
  return `<!-- agent-release-gate:${key.replace(/--+/g, '-').replace(/[^\w@./:-]/g, '_')} -->`;
}

/** The comment body: marker, content hash (for on-change), content. */
export function renderComment(v: GateView, key: string): { body: string; hash: string } {
  const parts = sections(v);
  // The hash leaves out what changes on every run (the record's digest and time).
  const stable = [...parts.head, ...parts.measures, ...parts.tail.slice(0, -1)].join('\n');
  const hash = createHash('sha256').update(stable).digest('hex').slice(0, 16);
  const head = `${commentMarker(key)}\n<!-- aqr-content:${hash} -->\n`;
  return { body: head + fit(parts, COMMENT_LIMIT - head.length, v.artifact), hash };
}

/** The job summary; `appendix` (the signals analysis, say) goes in a closed section. */
export function renderSummary(v: GateView, appendix?: string): string {
  const parts = sections(v);
  const charts: string[] = [];
  const floors = v.gates.filter((g) => typeof g.value === 'number' && g.floor !== undefined && g.floor <= 1 && (g.value as number) <= 1);
  if (floors.length > 0) {
    charts.push(
      '**Measures against their floors** (bars: measured, line: floor)',
      '',
      '```mermaid',
      'xychart-beta',
      `  x-axis [${floors.map((g) => mermaidLabel(`${g.id}${g.split ? ` ${g.split}` : ''}`)).join(', ')}]`,
      '  y-axis "value" 0 --> 1',
      `  bar [${floors.map((g) => fmt(g.value)).join(', ')}]`,
      `  line [${floors.map((g) => g.floor).join(', ')}]`,
      '```',
      '',
    );
  }
  const buckets = v.confidenceBuckets.filter((b) => b.n > 0);
  if (buckets.length > 0) {
    charts.push(
      '**Reliability diagram** (bars: success rate, line: mean confidence, per confidence bucket)',
      '',
      '```mermaid',
      'xychart-beta',
      `  x-axis [${buckets.map((b) => mermaidLabel(`${b.from.toFixed(1)}–${b.to.toFixed(1)} (n=${b.n})`)).join(', ')}]`,
      '  y-axis "rate" 0 --> 1',
      `  bar [${buckets.map((b) => b.successRate).join(', ')}]`,
      `  line [${buckets.map((b) => b.meanConfidence).join(', ')}]`,
      '```',
      '',
    );
  }
  if (appendix) charts.push('<details><summary>Signals analysis</summary>', '', appendix.slice(0, SUMMARY_LIMIT / 2), '', '</details>', '');
  return fit(parts, SUMMARY_LIMIT, v.artifact, charts);
}
