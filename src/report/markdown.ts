// The gate run for people: the pull-request comment and the job summary share
// these sections; the summary adds pictures (Mermaid) where people look rather
// than read, and the signals analysis. No aggregate score appears anywhere:
// each gate stands alone. Both are fitted to GitHub's limits by whole sections
// in priority order (page.ts): verdict and why, failing gates, the remaining
// gates, acceptance and advisory findings, measures, charts, signals.
import { sha256Hex } from '../crypto/index.js';
import type { GateResult } from '../gate/gates.js';
import { md, num } from './escape.js';
import { statsLines } from './stats-markdown.js';
import { chartGate, marginChart, reliabilityChart, type ChartGate } from './charts.js';
import { fitPage, renderBlock, utf16Units, utf8Bytes, type Block, type Section } from './page.js';
import type { GateView } from './view.js';

export { num };

/**
 * GitHub refuses a comment body over 65,536 characters. Its count is of code
 * points (measured: github-limits PR #13), which never exceeds the UTF-16
 * length counted here, and the margin covers a change in how it counts.
 */
export const COMMENT_LIMIT = 65_536;
const COMMENT_BUDGET = COMMENT_LIMIT - 1_536;
/** GitHub drops a job summary over 1 MiB, counted in bytes; the margin is for the runner's own line ends. */
export const SUMMARY_LIMIT = 1024 * 1024;
const SUMMARY_BUDGET = SUMMARY_LIMIT - 4_096;
/** Reasons listed under "Why" before the rest are counted. */
const MAX_REASONS = 20;

const ICON = { ship: '✅', hold: '⏸️', reject: '⛔' } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function where(v: GateView): string {
  return `the record${v.artifact ? ` (artifact \`${md(v.artifact)}\`)` : ''}`;
}

function gateRow(g: GateResult): string {
  const threshold = g.floor !== undefined ? `≥ ${num(g.floor)}` : g.ceiling !== undefined ? `≤ ${num(g.ceiling)}` : '–';
  return `| ${md(g.id)}${g.split ? ` (${md(g.split)})` : ''} | ${num(g.value)} | ${threshold} | ${g.source} | ${g.result === 'pass' ? 'pass ✅' : g.result === 'fail' ? '**fail** ⛔' : g.result === 'inconclusive' ? 'inconclusive ⏸️' : 'no evidence ⏸️'} |`;
}

/** Whether a person approved: a reviewer reads it before the gates. */
function approvalLine(a: NonNullable<GateView['approval']>): string {
  return a.by === null ? `**No person approved this run**; the record's actor is ${md(a.actor)}.` : `Approved by ${md(a.by)}.`;
}

const GATE_HEADER = ['| gate | value | threshold | source | result |', '|---|---|---|---|---|'];

function sections(v: GateView, summary: boolean, appendix: Block[] | undefined): Section[] {
  const out: Section[] = [];
  const rest = where(v);
  const head: Block[] = [
    { kind: 'text', text: `### ${ICON[v.verdict]} Agent release gate: **${v.verdict}**` },
    {
      kind: 'text',
      text: `Agent ${md(v.agent)} · profile ${md(v.profile)} · conformance **${v.level ?? 'below L1'}** · record \`${v.recordDigest}\`${v.artifact ? ` · artifact \`${md(v.artifact)}\`` : ''}`,
    },
    ...(v.approval ? [{ kind: 'text' as const, text: approvalLine(v.approval) }] : []),
  ];
  if (v.reasons.length > 0) {
    const shown = v.reasons.slice(0, MAX_REASONS);
    const items = shown.map((r) => `- ${r.verdict} · \`${r.code}\` · ${md(r.message, 300)}`);
    if (v.reasons.length > shown.length) items.push(`- …and ${plural(v.reasons.length - shown.length, 'more reason')}, every one in ${rest}`);
    head.push({ kind: 'text', text: '**Why**' }, { kind: 'list', items, more: (n) => `_…and ${plural(n, 'more reason')}, every one in ${rest}._` });
  }
  out.push({ blocks: head, dropped: `### ${ICON[v.verdict]} Agent release gate: **${v.verdict}**` });
  // A change of the bar is the first thing a reviewer must see, right under the verdict.
  if (v.barChange)
    out.push({
      blocks: [{ kind: 'text', text: barChangeLines(v.barChange, v.verdict, v.reasons).join('\n').trim() }],
      dropped: '> [!WARNING]\n> **This pull request changes the bar.** The differences are left out for space; see the job summary.',
    });

  const failing = v.gates.filter((g) => g.result !== 'pass');
  const passing = v.gates.filter((g) => g.result === 'pass');
  if (failing.length > 0)
    out.push({
      blocks: [
        { kind: 'text', text: `**Gates that fail or lack evidence** (${failing.length.toLocaleString('en-US')} of ${v.gates.length.toLocaleString('en-US')})` },
        {
          kind: 'table',
          header: GATE_HEADER,
          rows: failing.map(gateRow),
          more: (n) => `_…${plural(n, 'more failing gate')} not shown here; every gate is in ${rest}._`,
        },
      ],
      dropped: `_${plural(failing.length, 'gate')} that fail or lack evidence are not shown here for space; every gate is in ${rest}._`,
    });
  if (passing.length > 0)
    out.push({
      blocks: [
        {
          kind: 'text',
          text:
            failing.length > 0
              ? `**Gates that pass** (${passing.length.toLocaleString('en-US')} of ${v.gates.length.toLocaleString('en-US')})`
              : `**Gates** (all ${v.gates.length.toLocaleString('en-US')} pass)`,
        },
        {
          kind: 'table',
          header: GATE_HEADER,
          rows: passing.map(gateRow),
          more: (n) => `_…${plural(n, 'more passing gate')} not shown here; every gate is in ${rest}._`,
        },
      ],
      dropped: `_${plural(passing.length, 'passing gate')} not shown here for space; every gate is in ${rest}._`,
    });

  const stats = statsLines(v.stats);
  if (stats.length > 0)
    out.push({
      blocks: [{ kind: 'text', text: stats.join('\n').trim() }],
      dropped: `_The confidence bounds are left out for space; they are in the stats sidecar beside ${rest}._`,
    });

  const findings: Block[] = [];
  if (v.acceptance.length > 0)
    findings.push(
      { kind: 'text', text: '**Acceptance rule**' },
      {
        kind: 'list',
        items: v.acceptance.map(
          (a) =>
            `- ${md(a.rule)}${a.run ? ` (run ${md(a.run)})` : ''}: ${a.result}${a.tier ? `, tier ${a.tier}` : ''}${a.reasons.length ? ` (${a.reasons.map((r) => md(r)).join(', ')})` : ''}${a.details.length ? `; details: ${a.details.map((d) => md(d)).join(', ')}` : ''}`,
        ),
        more: (n) => `_…${plural(n, 'more run')} not shown here; see the signals analysis beside the record._`,
      },
    );
  if (v.advisory.length > 0)
    findings.push(
      { kind: 'text', text: '**Advisory** (reported, never a gate)' },
      {
        kind: 'list',
        items: v.advisory.map((a) => `- ${md(a, 300)}`),
        more: (n) => `_…${plural(n, 'more finding')} in the signals analysis beside the record._`,
      },
    );
  if (findings.length > 0)
    out.push({
      blocks: findings,
      dropped: '_The acceptance rule and advisory findings are not shown here for space; see the signals analysis beside the record._',
    });

  if (v.measures.length > 0) {
    const against = v.baseline
      ? `against the last shipped record (${md(v.baseline.record_id)}, ${md(v.baseline.emitted_at)})`
      : '(no earlier shipped record to compare with)';
    const rows = v.measures.map((m) => {
      const unit = m.unit ? ` ${md(m.unit)}` : '';
      const change =
        typeof m.value === 'number' && typeof m.baseline === 'number' ? `${m.value - m.baseline >= 0 ? '+' : ''}${num(m.value - m.baseline)}${unit}` : '–';
      return `| ${md(m.id)}${m.k !== undefined ? ` (k=${m.k})` : ''} | ${m.split ? md(m.split) : '–'} | ${num(m.value)}${unit} | ${m.baseline === undefined ? '–' : `${num(m.baseline)}${unit}`} | ${change} |`;
    });
    out.push({
      blocks: [
        { kind: 'text', text: `**Measures** ${against}` },
        {
          kind: 'table',
          header: ['| measure | split | value | baseline | change |', '|---|---|---|---|---|'],
          rows,
          more: (n) => `_…${plural(n, 'more measure')} not shown here; every measure is in ${rest}._`,
        },
      ],
      dropped: `_${plural(v.measures.length, 'measure')} not shown here for space; every measure is in ${rest}._`,
    });
  }

  if (summary) {
    const charted = v.gates.map((g) => chartGate(g)).filter((g): g is ChartGate => g !== undefined);
    const charts = [...marginChart(charted), ...reliabilityChart(v.confidenceBuckets)];
    if (charts.length > 0) out.push({ blocks: charts, dropped: '_The charts are left out for space._' });
    if (appendix && appendix.length > 0)
      out.push({
        open: '<details><summary>Signals analysis</summary>',
        blocks: appendix,
        close: '</details>',
        dropped: '_The signals analysis is left out for space; it is beside the record (`.signals.json`)._',
      });
  }
  return out;
}

const BAR_LINES = 40;

/** First thing a reviewer reads: the change moves the bar, how, and what each bar says. */
function barChangeLines(b: NonNullable<GateView['barChange']>, verdict: GateView['verdict'], reasons: GateView['reasons']): string[] {
  const out: string[] = [];
  const own =
    b.enforced === 'base'
      ? `It is judged by the bar at ${md(b.base)} (the base), not by its own.`
      : b.accepted
        ? `The change was ${md(b.accepted)}, so it is judged by its own bar.`
        : `The bar at ${md(b.base)} cannot judge it, so it is judged by its own, at best hold.`;
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

export function commentMarker(key: string): string {
  return `<!-- agent-release-gate:${key.replace(/--+/g, '-').replace(/[^\w@./:-]/g, '_')} -->`;
}

/** The comment body: marker, content hash (for on-change), content within GitHub's comment limit. */
export function renderComment(v: GateView, key: string): { body: string; hash: string } {
  // The hash leaves out what changes on every run (the record's digest).
  const stable = sections({ ...v, recordDigest: '' }, false, undefined)
    .flatMap((s) => s.blocks.map(renderBlock))
    .join('\n');
  const hash = sha256Hex(stable).slice(0, 16);
  const head = `${commentMarker(key)}\n<!-- aqr-content:${hash} -->\n`;
  return { body: head + fitPage(sections(v, false, undefined), COMMENT_BUDGET - head.length, utf16Units), hash };
}

/** The job summary within GitHub's 1 MiB (bytes); `appendix` (the signals analysis) goes in a closed section. */
export function renderSummary(v: GateView, appendix?: Block[]): string {
  return fitPage(sections(v, true, appendix), SUMMARY_BUDGET, utf8Bytes);
}
