// The gate run for people: the pull-request comment and the job summary share
// these sections; the summary adds pictures (Mermaid) where people look rather
// than read, and the signals analysis. No aggregate score appears anywhere:
// each gate stands alone. Both are fitted to GitHub's limits by whole sections
// in priority order (page.ts): verdict and why, failing gates, the remaining
// gates, acceptance and advisory findings, measures, charts, signals.
import { sha256Hex } from '../crypto/index.js';
import { codeSpan, md, mdLink, num } from './escape.js';
import { plural, signed } from '../text/number.js';
import { statsLines } from './stats-markdown.js';
import { pairedMarkdown } from './paired-render.js';
import { chartGates, marginChart, reliabilityChart } from './charts.js';
import { fitPage, renderBlock, utf16Units, utf8Bytes, type Block, type Section } from './page.js';
import { failedAttemptsText, failingTitle, judgedText, marginText, STATE_WORD, thresholdText, type DrillDown, type GateLine, type GateView } from './view.js';
import type { Phrase, ReasonLine } from './wording.js';
import { mark, VERDICT_STATE, verdictMarked } from './marks.js';

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

function where(v: GateView): string {
  return `the record${v.artifact ? ` (artifact \`${md(v.artifact)}\`)` : ''}`;
}

/** A phrase (wording.ts) as Markdown: text escaped, literals as code spans. */
export function phraseMd(p: Phrase): string {
  return p.map((x) => (typeof x === 'string' ? md(x, 400) : codeSpan(x.code))).join('');
}

/** "**Held**: the held-out split is not sealed — set `sealed: true` once … (`UNSEALED`)". */
export function reasonMd(r: ReasonLine): string {
  return `**${r.lead}**: ${phraseMd(r.text)}${r.next ? ` — ${phraseMd(r.next)}` : ''} (${codeSpan(r.code)})`;
}

/** A gate's state as a table cell: its mark, its word, its note. */
export function stateCell(l: GateLine): string {
  const word = l.state === 'fail' ? `**${STATE_WORD.fail}**` : STATE_WORD[l.state];
  return `${mark(l.state)} ${word}${l.note ? ` (${md(l.note)})` : ''}`;
}

const UNVERIFIED =
  '> [!CAUTION]\n> **Not verified**: no key was given, so nothing checked that these numbers are the ones the run reported. Render with `--key` (or `--jwks`) to check the signature.';

/** The result first: on a phone the table scrolls sideways and its first columns are the ones in view. */
const GATE_HEADER = ['| result | gate | value | threshold | margin |', '|---|---|---|---|---|'];

function gateRow(l: GateLine): string {
  return `| ${stateCell(l)} | ${md(l.name)} | ${md(judgedText(l))} | ${md(thresholdText(l))} | ${marginText(l)} |`;
}

/** Whether a person approved: a reviewer reads it before the gates. */
function approvalLine(a: NonNullable<GateView['approval']>): string {
  return a.by === null ? `**No person approved this run**; the record's actor is ${md(a.actor)}.` : `Approved by ${md(a.by)}.`;
}

/** The header's links: the report page first (its own address, else the run's artifacts, where the record's `.html` is), then the run. */
function linksLine(v: GateView): string | undefined {
  const parts: string[] = [];
  if (v.links.report) parts.push(mdLink('report page', v.links.report));
  else if (v.links.artifact)
    parts.push(`${mdLink('report page', v.links.artifact)} (the record's \`.html\` in ${v.artifact ? `artifact ${codeSpan(v.artifact)}` : 'the artifact'})`);
  if (v.links.run) parts.push(mdLink('run', v.links.run));
  if (v.links.report && v.links.artifact) parts.push(mdLink(`artifact ${v.artifact ?? ''}`.trim(), v.links.artifact));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** What the run is about, on one quiet line (GitHub draws `<sub>` small): the agent, the profile, the level, the record. */
function metaLine(v: GateView): string {
  const parts = [
    `agent ${md(v.agent)}`,
    `profile ${md(v.profile)}`,
    ...(v.evidence ? [`evidence ${md(v.evidence)} (the eval tool's own file)`] : []),
    ...(v.custody ? [`metric custody ${md(v.custody)}`] : []),
    `conformance ${md(v.levelWhy)}`,
    `record ${codeSpan(v.shortDigest)}`,
    ...(v.artifact && !v.links.artifact ? [`artifact ${codeSpan(v.artifact)}`] : []),
  ];
  return `<sub>${parts.join(' · ')}</sub>`;
}

function gateTable(title: string, rows: GateLine[], noun: readonly [string, string], rest: string): Section {
  return {
    blocks: [
      { kind: 'text', text: title },
      {
        kind: 'table',
        header: GATE_HEADER,
        rows: rows.map(gateRow),
        more: (n) => `_…${plural(n, `more ${noun[0]}`, `more ${noun[1]}`)} not shown here; every gate is in ${rest}._`,
      },
    ],
    dropped: `_${plural(rows.length, ...noun)} not shown here for space; every gate is in ${rest}._`,
  };
}

function sections(v: GateView, summary: boolean, appendix: Block[] | undefined): Section[] {
  const out: Section[] = [];
  const rest = where(v);
  const title = `### ${mark(VERDICT_STATE[v.verdict])} Agent release gate: **${v.verdict}**`;
  const links = linksLine(v);
  const head: Block[] = [
    { kind: 'text', text: title },
    ...(v.unverified ? [{ kind: 'text' as const, text: UNVERIFIED }] : []),
    ...(links ? [{ kind: 'text' as const, text: links }] : []),
    ...(v.approval ? [{ kind: 'text' as const, text: approvalLine(v.approval) }] : []),
  ];
  const meta = { kind: 'text' as const, text: metaLine(v) };
  if (v.reasonLines.length > 0) {
    const shown = v.reasonLines.slice(0, MAX_REASONS);
    const items = shown.map((r) => `- ${reasonMd(r)}`);
    if (v.reasonLines.length > shown.length) items.push(`- …and ${plural(v.reasonLines.length - shown.length, 'more reason')}, every one in ${rest}`);
    head.push({ kind: 'text', text: '**Why**' }, { kind: 'list', items, more: (n) => `_…and ${plural(n, 'more reason')}, every one in ${rest}._` });
  }
  head.push(meta);
  out.push({ blocks: head, dropped: title });
  // A change of the bar is the first thing a reviewer must see, right under the verdict.
  if (v.barChange)
    out.push({
      blocks: [{ kind: 'text', text: barChangeLines(v.barChange, v.verdict, v.reasons).join('\n').trim() }],
      dropped: '> [!WARNING]\n> **This pull request changes the bar.** The differences are left out for space; see the job summary.',
    });

  const enforced = v.rows.filter((l) => l.state !== 'shadow');
  const open = enforced.filter((l) => l.state !== 'pass');
  const passing = enforced.filter((l) => l.state === 'pass');
  const shadow = v.rows.filter((l) => l.state === 'shadow');
  const of = (n: number) => `${n.toLocaleString('en-US')} of ${enforced.length.toLocaleString('en-US')}`;
  if (open.length > 0)
    out.push(
      gateTable(
        `**Gates that fail or are not settled** (${of(open.length)})`,
        open,
        ['gate that fails or is not settled', 'gates that fail or are not settled'],
        rest,
      ),
    );
  if (passing.length > 0)
    out.push(
      gateTable(
        open.length > 0 ? `**Gates that pass** (${of(passing.length)})` : `**Gates** (all ${enforced.length.toLocaleString('en-US')} pass)`,
        passing,
        ['passing gate', 'passing gates'],
        rest,
      ),
    );
  if (shadow.length > 0)
    out.push(gateTable('**Shadow gates** (evaluated, never enforced: they cannot change the verdict)', shadow, ['shadow gate', 'shadow gates'], rest));
  // The pictures right under the gates, above the drill-down and the measures (the summary only).
  if (summary) {
    const charts = [...marginChart(chartGates(v.rows)), ...reliabilityChart(v.confidenceBuckets)];
    if (charts.length > 0) out.push({ blocks: charts, dropped: '_The charts are left out for space._' });
  }
  if (v.drill) out.push(drillSection(v.drill, rest));

  const stats = statsLines(v.stats);
  if (stats.length > 0)
    out.push({
      blocks: [{ kind: 'text', text: stats.join('\n').trim() }],
      dropped: `_The confidence bounds are left out for space; they are in the stats sidecar beside ${rest}._`,
    });
  const paired = pairedMarkdown(v.paired);
  if (paired.length > 0)
    out.push({
      blocks: [{ kind: 'text', text: paired.join('\n').trim() }],
      dropped: `_The tasks that flipped since the release are left out for space; they are in the stats sidecar beside ${rest}._`,
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
        more: (n) => `_…${plural(n, 'more run')} not shown here; every run is in the signals analysis beside the record (\`.signals.json\`)._`,
      },
    );
  if (v.advisory.length > 0)
    findings.push(
      { kind: 'text', text: '**Advisory** (reported, never a gate)' },
      {
        kind: 'list',
        items: v.advisory.map((a) => `- ${md(a, 300)}`),
        more: (n) => `_…${plural(n, 'more finding')} in the signals analysis beside the record (\`.signals.json\`)._`,
      },
    );
  if (findings.length > 0)
    out.push({
      blocks: findings,
      dropped: '_The acceptance rule and advisory findings are not shown here for space; see the signals analysis beside the record (`.signals.json`)._',
    });

  if (v.measures.length > 0) out.push(measuresSection(v, rest));

  // The digest whole, last: the header line has it short.
  if (v.recordDigest !== '')
    out.push({ blocks: [{ kind: 'text', text: `Record digest: ${codeSpan(v.recordDigest)}` }], dropped: '_The record digest is left out for space._' });

  if (summary) {
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

/** Measures, with the baseline's columns only when there is a baseline. */
function measuresSection(v: GateView, rest: string): Section {
  const unitOf = (m: GateView['measures'][number]) => (m.unit ? ` ${md(m.unit)}` : '');
  const name = (m: GateView['measures'][number]) => `${md(m.id)}${m.k !== undefined ? ` (k=${m.k})` : ''}`;
  const rows = v.baseline
    ? v.measures.map((m) => {
        const unit = unitOf(m);
        const change = typeof m.value === 'number' && typeof m.baseline === 'number' ? `${signed(m.value - m.baseline)}${unit}` : '–';
        return `| ${name(m)} | ${m.split ? md(m.split) : '–'} | ${num(m.value)}${unit} | ${m.baseline === undefined ? '–' : `${num(m.baseline)}${unit}`} | ${change} |`;
      })
    : v.measures.map((m) => `| ${name(m)} | ${m.split ? md(m.split) : '–'} | ${num(m.value)}${unitOf(m)} |`);
  return {
    blocks: [
      {
        kind: 'text',
        text: v.baseline
          ? `**Measures** against the last shipped record (${md(v.baseline.record_id)}, ${md(v.baseline.emitted_at)})`
          : '**Measures** (no earlier shipped record to compare with)',
      },
      {
        kind: 'table',
        header: v.baseline ? ['| measure | split | value | baseline | change |', '|---|---|---|---|---|'] : ['| measure | split | value |', '|---|---|---|'],
        rows,
        more: (n) => `_…${plural(n, 'more measure')} not shown here; every measure is in ${rest}._`,
      },
    ],
    dropped: `_${plural(v.measures.length, 'measure')} not shown here for space; every measure is in ${rest}._`,
  };
}

/** Tasks listed in each drill-down list of the comment and summary (the sidecar has up to 500 failing ones). */
const DRILL_ITEMS = 50;

/** The drill-down to the task, collapsed: failing tasks of every split, what changed since the baseline, fired canaries, the costliest tasks. */
function drillSection(d: DrillDown, rest: string): Section {
  const blocks: Block[] = [];
  /** A titled list, at most DRILL_ITEMS items, the rest counted in a note. */
  const titled = (title: string, items: string[], what: string): Block[] => {
    const beyond = Math.max(0, items.length - DRILL_ITEMS);
    const more = (n: number) => `_…${plural(n + beyond, what)} not shown here; all are in the detail sidecar beside ${rest} (\`.detail.json\`)._`;
    return [
      { kind: 'text', text: title },
      { kind: 'list', items: items.slice(0, DRILL_ITEMS), more },
      ...(beyond > 0 ? [{ kind: 'text' as const, text: more(0) }] : []),
    ];
  };
  const ids = (list: readonly string[]) => list.map((id) => `- ${md(id)}`);
  if (d.failing.length > 0)
    blocks.push(
      ...titled(
        `**${failingTitle(d)}**`,
        d.failing.map((t) => `- ${md(t.id)}${t.split ? ` (${md(t.split)})` : ''}: ${failedAttemptsText(t)}`),
        'more failing task',
      ),
    );
  const since = d.sinceBaseline;
  if (since) {
    const note = since.complete ? '' : ' (the lists are bounded, so this may be partial)';
    if (since.newlyFailing.length > 0)
      blocks.push(...titled(`**Newly failing** since ${md(since.baseline)}${note}`, ids(since.newlyFailing), 'more newly failing task'));
    if (since.newlyPassing.length > 0)
      blocks.push(...titled(`**Newly passing** since ${md(since.baseline)}${note}`, ids(since.newlyPassing), 'more newly passing task'));
  }
  if (d.canaries.length > 0)
    blocks.push(
      ...titled(
        '**Canaries that fired** (a canary must fail; one that passes suggests the held-out set leaked)',
        d.canaries.map((c) => `- ${md(c.id)}: passed on attempt ${c.attempt}`),
        'more fired canary',
      ),
    );
  if (d.costliest.length > 0)
    blocks.push(
      { kind: 'text', text: '**Most expensive tasks** (every attempt)' },
      {
        kind: 'table',
        header: ['| task | cost (USD) | attempts |', '|---|---|---|'],
        rows: d.costliest.map((t) => `| ${md(t.id)} | ${num(t.cost_usd)} | ${t.attempts} |`),
        more: (n) => `_…${plural(n, 'more task')} not shown here; see the detail sidecar beside ${rest}._`,
      },
    );
  const summaryText =
    d.failingTotal > 0
      ? `Tasks: ${plural(d.failingTotal, d.everySplit ? 'task' : 'held-out task')} failed at least one attempt${d.canaries.length > 0 ? `, ${plural(d.canaries.length, 'canary', 'canaries')} fired` : ''}`
      : 'Tasks';
  return {
    open: `<details><summary>${summaryText}</summary>`,
    blocks:
      blocks.length > 0
        ? blocks
        : [{ kind: 'text', text: `Every one of the ${d.tasks.toLocaleString('en-US')} ${d.everySplit ? '' : 'held-out '}tasks passed every attempt.` }],
    close: '</details>',
    dropped: `_The tasks are left out for space; they are in the detail sidecar beside ${rest} (\`.detail.json\`)._`,
  };
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
  out.push(`| **enforced**: ${named(b.enforced)} | ${mark(VERDICT_STATE[verdict])} **${verdict}** | ${codes(reasons)} |`);
  const s = b.shadow;
  if (s) {
    const why = s.error ? md(s.error, 300) : codes(s.reasons ?? []);
    out.push(`| shadow: ${named(s.bar)} | ${s.verdict ? `${verdictMarked(s.verdict)}` : 'cannot judge'} | ${why}; never enforced |`);
  }
  out.push('');
  return out;
}

/** The sticky comment's key: the workflow, the job, the `comment-key` input when given. The action and `aqr comment` both use it, so either updates the other's comment. */
export function stickyKey(workflow: string, job: string | undefined, key?: string): string {
  return [workflow, job ?? 'job', ...(key ? [key] : [])].join(':');
}

export function commentMarker(key: string): string {
  return `<!-- agent-release-gate:${key.replace(/--+/g, '-').replace(/[^\w@./:-]/g, '_')} -->`;
}

/** The comment body: marker, content hash (for on-change), content within GitHub's comment limit. */
export function renderComment(v: GateView, key: string): { body: string; hash: string } {
  // The hash leaves out what changes on every run (the record's digest, the run's links).
  const stable = sections({ ...v, recordDigest: '', shortDigest: '', links: {} }, false, undefined)
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

/**
 * A run that reached no verdict: an input error (naming its file, line and
 * field) or an internal one. The sticky comment and the job summary say so,
 * so an earlier run's verdict never stands on the pull request. The message
 * is one line, escaped; no stack trace. The caller removes secrets first.
 */
export interface NoVerdict {
  kind: 'input' | 'internal';
  message: string;
  code?: string | undefined;
  file?: string | undefined;
  line?: number | undefined;
  field?: string | undefined;
  /** The run's page on GitHub, for its log. */
  run?: string | undefined;
}

/** The no-verdict report as Markdown (the comment's content, and the job summary). */
export function renderNoVerdict(n: NoVerdict): string {
  const out = [
    `### ⚠️ Agent release gate: **no verdict: ${n.kind} error**`,
    '',
    n.kind === 'input'
      ? 'The gate could not judge this run: an input it was given is wrong. No earlier verdict stands; fix the input and run again.'
      : 'The gate stopped on an internal error before it reached a verdict. No earlier verdict stands; run it again, and report the error if it recurs.',
    '',
  ];
  if (n.file !== undefined || n.line !== undefined || n.field !== undefined) {
    const cell = (v: string | number | undefined) => (v === undefined ? '—' : md(v, 300));
    out.push('| file | line | field |', '|---|---|---|', `| ${cell(n.file)} | ${cell(n.line)} | ${cell(n.field)} |`, '');
  }
  out.push(`> ${md(n.message, 1000)}${n.code ? ` (${md(n.code)})` : ''}`, '');
  if (n.run) out.push(`${mdLink('The run and its log', n.run)}`, '');
  return out.join('\n');
}

/** The sticky comment of a run with no verdict: its marker and content hash as renderComment's. */
export function renderNoVerdictComment(n: NoVerdict, key: string): { body: string; hash: string } {
  const hash = sha256Hex(renderNoVerdict({ ...n, run: undefined })).slice(0, 16);
  return { body: `${commentMarker(key)}\n<!-- aqr-content:${hash} -->\n${renderNoVerdict(n)}`, hash };
}
