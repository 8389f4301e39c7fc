// The record as a page: `aqr report --html` and the action's `<record>.html`.
// One self-contained file: styles inline under a CSP that allows only them, the
// charts (each gate against its threshold, the reliability diagram,
// calibration per agent) drawn as HTML and inline SVG, no script and no
// request. It renders the one view of the run (view.ts), as the comment does:
// the same gate states (an inconclusive gate is amber, never a failure), the
// same reasons as sentences, the same level and why, the drill-down to the
// task. Readable on a phone (one column, the result column first) and in dark
// mode (html-style.ts), printable. Every text from the record, the signals
// analysis or the sidecars is escaped here.
import { pairedHtml } from './paired-render.js';
import { sha256Base64 } from '../crypto/index.js';
import type { AgentQualityRecord, Measure } from '../record/types.js';
import { esc, escId, escNamed } from './html-escape.js';
import { calibrationSvg, gateBars, reliabilitySvg } from './html-charts.js';
import { STYLE } from './html-style.js';
import { chartGates } from './charts.js';
import { mark, verdictMarked } from './marks.js';
import { num } from './escape.js';
import { numRange, signed } from '../text/number.js';
import { failedAttemptsText, failingTitle, judgedText, marginText, thresholdText, type DrillDown, type GateLine, type GateView } from './view.js';
import type { Phrase, ReasonLine } from './wording.js';

export { esc };

export interface HtmlReportInput {
  record: AgentQualityRecord;
  /** The run as people read it (view.ts): states, reasons, level and why, drill-down; the comment renders the same view. */
  view: GateView;
  /** The record's file name and its sha256, as shown in the footer. */
  file: string;
  /** Said beside the level: how to reach the next one, or why the signature does not hold. */
  levelNote?: string;
  /** The signals analysis beside the record (`<record>.signals.json`), as read. */
  signals?: unknown;
  /** A stats sidecar with intervals per measure, when one is given. */
  stats?: unknown;
  /** Who verified the signature, when it was: "key KID", or the run that signed it. */
  verifiedBy?: string;
  version: string;
}

/** A number from a file that may not be one, rounded as every surface rounds (num). */
const n = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? num(v) : '–');
const mkey = (m: Pick<Measure, 'id' | 'split' | 'k'>) => `${m.id}|${m.split ?? ''}|${m.k ?? ''}`;
const label = (m: { id: string; split?: string | undefined; k?: number | undefined }) =>
  `${m.id}${m.split ? ` (${m.split})` : ''}${m.k !== undefined ? ` k=${m.k}` : ''}`;

interface Interval {
  low: number;
  high: number;
  level?: number;
}

/**
 * Intervals per measure from the stats sidecar (`aqr.stats/1`: `bounds` with
 * `lower`, `upper`, `confidence`), or a plain `{measures: [{id, split?, k?,
 * interval: [low, high] | low, high, level?}]}`.
 */
export function statsIntervals(stats: unknown): { intervals: Map<string, Interval>; note?: string } {
  const intervals = new Map<string, Interval>();
  const bounds = (stats as { bounds?: unknown } | null)?.bounds;
  const list = Array.isArray(bounds)
    ? (bounds as Record<string, unknown>[]).map((b) => ({
        ...b,
        interval: [b?.['lower'], typeof b?.['upper'] === 'number' ? b['upper'] : Infinity],
        level: b?.['confidence'],
      }))
    : (stats as { measures?: unknown } | null)?.measures;
  if (!Array.isArray(list)) return { intervals, note: 'the stats file has no bounds or measures list; intervals are left out' };
  let skipped = 0;
  for (const e of list as Record<string, unknown>[]) {
    const iv = Array.isArray(e?.['interval']) ? (e['interval'] as unknown[]) : [e?.['low'], e?.['high']];
    const [low, high] = iv;
    if (typeof e?.['id'] !== 'string' || typeof low !== 'number' || typeof high !== 'number' || !(low <= high)) {
      skipped++;
      continue;
    }
    const split = typeof e['split'] === 'string' ? e['split'] : undefined;
    const k = typeof e['k'] === 'number' ? e['k'] : undefined;
    intervals.set(`${e['id']}|${split ?? ''}|${k ?? ''}`, { low, high, ...(typeof e['level'] === 'number' ? { level: e['level'] } : {}) });
  }
  return skipped > 0 ? { intervals, note: `${skipped} stats entries are not {id, interval: [low, high]} and were left out` } : { intervals };
}

const STYLE_HASH = sha256Base64(STYLE);

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function renderHtmlReport(input: HtmlReportInput): string {
  const { record: r, view: v } = input;
  const verdict = v.verdict;
  const body: string[] = [];

  body.push(
    `<header><h1>Agent Quality Record</h1><div class="banner ${esc(verdict)}"><span class="v">${esc(verdictMarked(verdict))}</span>${esc(r.subject.agent)} · ${esc(`${r.profile.id}@${r.profile.version}`)} (${esc(r.profile.tier)})</div>`,
  );
  body.push('<div class="meta">');
  const meta: [string, string][] = [
    ['record', r.record_id],
    ['emitted', r.emitted_at],
    ['decided by', r.decision.actor],
    ['conformance', `${v.levelWhy}${input.levelNote ? ` (${input.levelNote})` : ''}`],
    ['model', r.subject.model ? `${r.subject.model.provider}/${r.subject.model.id}` : '–'],
    ['signed', signedText(r, input.verifiedBy)],
    ['rolls back to', r.decision.rolls_back_to ?? 'nothing recorded'],
  ];
  for (const [k, val] of meta)
    body.push(k === 'rolls back to' ? `<div class="wide"><b>${esc(k)}</b><code>${esc(val)}</code></div>` : `<div><b>${esc(k)}</b>${esc(val)}</div>`);
  body.push('</div></header>');

  body.push(whySection(v, r.decision.rationale, r.decision.verdict));
  body.push(gatesSection(v.rows));
  if (v.drill) body.push(drillSection(v.drill));
  body.push(pairedHtml(v.paired));
  body.push(measuresSection(v, input.stats));

  // Evidence and integrity.
  const ev = r.assurance.evidence;
  body.push(
    `<section id="evidence"><h2>Evidence</h2><div class="meta"><div class="wide"><b>ledger</b><code>${esc(ev.ledger)}</code></div><div><b>format</b>${esc(ev.format)}</div><div><b>events</b>${esc(n(ev.events))}</div><div><b>task set</b>${esc(n(r.task_set.held_in))} held in, ${esc(n(r.task_set.held_out))} held out, ${r.task_set.sealed ? 'sealed' : 'not sealed'}</div><div class="wide"><b>harness</b><code>${esc(r.subject.harness_digest)}</code></div><div><b>evaluator independent</b>${r.assurance.evaluator_independent ? 'yes' : 'no'}</div></div>`,
  );
  const canaries = r.assurance.integrity?.canaries ?? [];
  if (canaries.length > 0)
    body.push(
      `<p>Canaries: ${canaries.map((c) => `${esc(c.id)} <span class="${c.observed === c.expected ? 'pass' : 'fail'}">${c.observed === 'pass' ? 'fired' : 'did not fire'}</span>`).join(' · ')}</p>`,
    );
  body.push('</section>');

  body.push(signalsSection(input.signals));

  body.push(
    `<footer>Made by aqr ${esc(input.version)} from <code>${esc(input.file)}</code> (<code>${esc(v.recordDigest)}</code>). Check the signature and replay the measures with <code>aqr verify</code> or the offline page <code>verify.html</code>.</footer>`,
  );
  const csp = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="${csp}">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="referrer" content="no-referrer">\n<title>${esc(`${verdict}: ${r.subject.agent} · ${r.record_id}`)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}

/** A phrase of the wording table as HTML: text escaped, literals as code. */
function phrase(p: Phrase): string {
  return p.map((x) => (typeof x === 'string' ? esc(x) : `<code>${esc(x.code)}</code>`)).join('');
}

function reasonItem(l: ReasonLine): string {
  return `<li><b class="${l.verdict === 'reject' ? 'fail' : 'inconclusive'}">${l.lead}</b>: ${phrase(l.text)}${l.next ? ` — ${phrase(l.next)}` : ''} <code class="code">${esc(l.code)}</code></li>`;
}

/**
 * What the page says of the signature: what the record claims, never that the
 * page itself is proof. A page is archived and read later, away from the run
 * that wrote it; only `aqr verify` or verify.html, given the key, prove it.
 */
function signedText(r: AgentQualityRecord, verifiedBy: string | undefined): string {
  if (!r.decision.signature) return 'no: the record carries no signature';
  const alg = r.decision.signature.split(':')[0] ?? 'a signature';
  const checked = verifiedBy ? `; it held against ${verifiedBy} when this page was made` : '';
  return `the record carries ${alg}${checked}. This page proves nothing by itself: verify the record with aqr verify or verify.html and the public key`;
}

/** "Ship: every gate passed…", "Hold: …", "Reject: …": how a rationale the gate wrote (no person gave one) starts. */
const GENERATED = /^(Ship: every gate passed and nothing is missing\.|Hold: |Reject: )/;

/**
 * Why: every reason of the verdict as a sentence with its next step, then the
 * record's rationale. A rationale the gate generated repeats the reasons with
 * their unrounded numbers (and lists what passed, which reads like a pass on a
 * hold), so it is not repeated here: it is kept, collapsed and labelled as the
 * record's own words. A person's rationale is quoted as theirs.
 */
function whySection(v: GateView, rationale: string | undefined, verdict: string): string {
  const out = ['<section id="why"><h2>Why</h2>'];
  if (v.reasonLines.length > 0) out.push(`<ul class="why">${v.reasonLines.map(reasonItem).join('')}</ul>`);
  else if (verdict === 'ship') out.push('<p>Every gate passed and nothing is missing.</p>');
  if (rationale && GENERATED.test(rationale))
    out.push(
      `<details class="rationale"><summary>The record's rationale, as generated from the gates (it repeats the reasons above, its numbers unrounded)</summary><p>${esc(rationale)}</p></details>`,
    );
  else if (rationale) out.push(`<p class="note">The rationale recorded with the decision:</p><blockquote>${esc(rationale)}</blockquote>`);
  else if (v.reasonLines.length === 0) out.push('<p>No rationale recorded.</p>');
  out.push('</section>');
  return out.join('');
}

/** The state word and its note, as every surface shows it ("inconclusive (~216 more tasks)"), in the state's colour. */
function stateCell(l: GateLine): string {
  return `<td class="st ${l.state}" data-state="${l.state}">${esc(`${mark(l.state)} ${l.stateText}`)}</td>`;
}

/** What a regression says: its baseline and the drop. */
function regressionNote(l: GateLine): string {
  const rg = l.regression;
  if (!rg) return '';
  return `<div class="note">against ${esc(rg.baseline)}: ${esc(num(rg.before))} then, ${esc(num(rg.now))} now, a drop of ${esc(num(rg.drop))} (at most ${esc(num(rg.maxDrop))}): regression ${esc(rg.result)}</div>`;
}

/** A margin in green only on a gate that passes: a regression can fail a gate whose margin over its floor is positive. */
const marginClass = (l: GateLine) => (l.margin === undefined ? '' : l.margin < 0 ? 'neg' : l.state === 'pass' ? 'pos' : '');

/** Every gate (the acceptance gate and shadow gates too), the result first so it stays in view on a phone; a decided gate names its source where its number would be. */
function gatesSection(rows: readonly GateLine[]): string {
  const out = [
    '<section id="gates"><h2>Gates</h2><div class="scroll"><table><thead><tr><th>result</th><th>gate</th><th>judged on</th><th>threshold</th><th>margin</th></tr></thead><tbody>',
  ];
  for (const l of rows)
    out.push(
      `<tr data-gate="${esc(l.name)}">${stateCell(l)}<td>${escNamed(l.id, l.name)}${regressionNote(l)}</td><td class="n">${esc(judgedText(l))}</td><td class="n">${esc(thresholdText(l))}</td><td class="n ${marginClass(l)}">${esc(marginText(l))}</td></tr>`,
    );
  out.push('</tbody></table></div>', gateBars(chartGates(rows)), '</section>');
  return out.join('');
}

const code = (s: string) => `<code>${escId(s)}</code>`;
/** Tasks listed open before the rest of a list is collapsed. */
const OPEN_TASKS = 10;

/** A list of tasks: the first OPEN_TASKS open, the rest collapsed under a count of what they are; `beyond` counts those the sidecar does not list. */
function list(items: string[], what: string, beyond: number): string {
  const open = items.slice(0, OPEN_TASKS);
  const rest = items.slice(OPEN_TASKS);
  const note = beyond > 0 ? `<li class="note">…and ${esc(beyond.toLocaleString('en-US'))} more ${esc(what)}, not listed in the detail sidecar</li>` : '';
  const more =
    rest.length > 0
      ? `<details class="more"><summary>${esc(`${rest.length.toLocaleString('en-US')} more ${what}`)}</summary><ul class="tasks">${rest.join('')}${note}</ul></details>`
      : '';
  return `<ul class="tasks">${open.join('')}${rest.length > 0 ? '' : note}</ul>${more}`;
}

/** Down to the task: failing tasks of every split with their attempts (those that failed every attempt first, counted apart), what changed since the baseline, fired canaries, the costliest tasks. */
function drillSection(d: DrillDown): string {
  const out = ['<section id="tasks"><h2>Tasks</h2>'];
  const everyAttempt = d.failing.filter((t) => t.failed.length === t.attempts);
  const someAttempts = d.failing.filter((t) => t.failed.length !== t.attempts);
  const item = (t: DrillDown['failing'][number]) => `<li>${code(t.id)}${t.split ? ` (${esc(t.split)})` : ''}: ${esc(failedAttemptsText(t))}</li>`;
  const listedAll = d.failing.length === d.failingTotal;
  const count = (n: number) => `${n.toLocaleString('en-US')}${listedAll ? '' : '+'}`;
  out.push(
    `<h3>Failing tasks</h3><p class="note">${esc(failingTitle(d))}: each of these failed at least one attempt${d.failingTotal > 0 ? `; ${esc(count(everyAttempt.length))} failed every attempt, ${esc(count(someAttempts.length))} failed some attempts and passed others` : ''}${listedAll ? '' : ` (of the ${esc(d.failing.length.toLocaleString('en-US'))} the detail sidecar lists)`}.</p>`,
  );
  if (everyAttempt.length > 0)
    out.push(`<h4>Failed every attempt (${esc(count(everyAttempt.length))})</h4>`, list(everyAttempt.map(item), 'tasks that failed every attempt', 0));
  if (someAttempts.length > 0)
    out.push(
      `<h4>Failed some attempts (${esc(count(someAttempts.length))})</h4>`,
      list(someAttempts.map(item), 'tasks that failed some attempts', d.failingTotal - d.failing.length),
    );
  else if (d.failingTotal > d.failing.length)
    out.push(
      `<p class="note">…and ${esc((d.failingTotal - d.failing.length).toLocaleString('en-US'))} more failing tasks, not listed in the detail sidecar.</p>`,
    );
  const sb = d.sinceBaseline;
  if (sb) {
    const names = (ids: string[], what: string) =>
      ids.length > 0
        ? list(
            ids.map((id) => `<li>${code(id)}</li>`),
            what,
            0,
          )
        : '<p>none</p>';
    out.push(
      `<h3>Since the baseline ${esc(sb.baseline)}</h3><h4>Newly failing (${esc(sb.newlyFailing.length.toLocaleString('en-US'))} tasks)</h4>${names(sb.newlyFailing, 'newly failing tasks')}<h4>Newly passing (${esc(sb.newlyPassing.length.toLocaleString('en-US'))} tasks)</h4>${names(sb.newlyPassing, 'newly passing tasks')}${sb.complete ? '' : '<p class="note">The lists of failing tasks were cut, so these may be incomplete.</p>'}`,
    );
  }
  if (d.canaries.length > 0)
    out.push(
      `<h3>Canaries that fired (${esc(d.canaries.length.toLocaleString('en-US'))})</h3>${list(
        d.canaries.map((c) => `<li class="fail">${esc(mark('fail'))} ${code(c.id)} passed on attempt ${esc(c.attempt)}</li>`),
        'fired canaries',
        0,
      )}`,
    );
  if (d.costliest.length > 0)
    out.push(
      `<h3>Most expensive tasks</h3><div class="scroll"><table><thead><tr><th>task</th><th>cost (USD)</th><th>attempts</th></tr></thead><tbody>${d.costliest
        .map((t) => `<tr><td>${code(t.id)}</td><td class="n">${esc(num(t.cost_usd))}</td><td class="n">${esc(t.attempts)}</td></tr>`)
        .join('')}</tbody></table></div>`,
    );
  out.push('</section>');
  return out.join('');
}

/** Measures with their intervals (the stats file) and, when there is a baseline, its value and the change. */
function measuresSection(v: GateView, stats: unknown): string {
  const { intervals, note: statsNote } = stats === undefined ? { intervals: new Map<string, Interval>(), note: undefined } : statsIntervals(stats);
  const withIv = intervals.size > 0;
  const base = v.baseline;
  const out = [
    `<section id="measures"><h2>Measures</h2><p class="note">${base ? `Baseline: the last shipped record ${esc(base.record_id)} (${esc(base.emitted_at)}).` : 'No baseline record given (aqr report --baseline RECORD).'}${stats !== undefined ? '' : ' No stats file given: no intervals.'}</p>`,
    `<div class="scroll"><table><thead><tr><th>measure</th><th>value</th>${withIv ? '<th>interval</th>' : ''}<th>n</th>${base ? '<th>baseline</th><th>change</th>' : ''}</tr></thead><tbody>`,
  ];
  for (const m of v.measures) {
    const unit = m.unit ? ` ${esc(m.unit)}` : '';
    const b = m.baseline;
    const change = typeof m.value === 'number' && typeof b === 'number' ? m.value - b : undefined;
    const iv = intervals.get(mkey(m));
    const ivCell = withIv
      ? `<td class="n">${iv ? `${esc(numRange(iv.low, iv.high))}${iv.level !== undefined ? ` (${esc(Math.round(iv.level * 100))}%)` : ''}` : '–'}</td>`
      : '';
    const baseCells = base
      ? `<td class="n">${b === undefined ? '–' : `${esc(n(b))}${unit}`}</td><td class="n">${change === undefined ? '–' : `${esc(signed(change))}${unit}`}</td>`
      : '';
    out.push(`<tr><td>${escNamed(m.id, label(m))}</td><td class="n">${esc(n(m.value))}${unit}</td>${ivCell}<td class="n">${esc(n(m.n))}</td>${baseCells}</tr>`);
  }
  out.push('</tbody></table></div>');
  if (statsNote) out.push(`<p class="note">${esc(statsNote)}</p>`);
  out.push('</section>');
  return out.join('');
}

function signalsSection(signals: unknown): string {
  const s = obj(signals);
  if (!s) return '';
  const out: string[] = ['<section id="signals"><h2>Signals (advisory unless the profile gates them)</h2>'];
  const counts = obj(s['counts']);
  if (counts)
    out.push(
      `<p class="note">${Object.entries(counts)
        .filter(([, v]) => typeof v === 'number')
        .map(([k, v]) => `${esc(k)} ${esc(v)}`)
        .join(' · ')}</p>`,
    );
  for (const a of arr(s['acceptance']).map(obj))
    if (a)
      out.push(
        `<p><b>Acceptance rule</b> ${esc(a['rule'])}${a['run'] ? ` (run ${esc(a['run'])})` : ''}: <span class="${a['result'] === 'accepted' ? 'pass' : 'fail'}">${esc(a['result'])}</span>${a['tier'] ? `, tier ${esc(a['tier'])}` : ''}</p>`,
      );
  const holds = arr(s['softHolds'])
    .map(obj)
    .filter((h): h is Record<string, unknown> => !!h);
  if (holds.length > 0) out.push(`<ul class="why">${holds.map((h) => `<li><code>${esc(h['code'])}</code> ${esc(h['message'])}</li>`).join('')}</ul>`);
  const buckets = arr(obj(s['confidence'])?.['buckets'])
    .map(obj)
    .filter((b): b is Record<string, unknown> => !!b && typeof b['from'] === 'number' && typeof b['to'] === 'number' && typeof b['n'] === 'number');
  const chart = reliabilitySvg(
    buckets.map((b) => ({
      from: b['from'] as number,
      to: b['to'] as number,
      n: b['n'] as number,
      meanConfidence: typeof b['meanConfidence'] === 'number' ? b['meanConfidence'] : null,
      successRate: typeof b['successRate'] === 'number' ? b['successRate'] : null,
    })),
  );
  if (chart)
    out.push(
      `<h3>Reliability diagram</h3><p class="legend">Bars: success rate per confidence bucket; dots: mean stated confidence; dashed: perfect calibration.</p>${chart}`,
    );
  const agents = arr(obj(s['agents'])?.['agents'])
    .map(obj)
    .filter((a): a is Record<string, unknown> => !!a);
  const cal = agents
    .map((a) => ({ agent: String(a['agent']), mean: obj(a['calibration'])?.['mean'], tell: a['gamingTell'] === true, n: a['executions'] }))
    .filter((a) => typeof a.mean === 'number') as { agent: string; mean: number; tell: boolean; n: unknown }[];
  if (cal.length > 0) {
    out.push(`<h3>Calibration per agent</h3><p class="legend">5 − |confidence − quality|, mean over the agent's executions.</p>${calibrationSvg(cal)}`);
    const tells = cal.filter((a) => a.tell);
    if (tells.length > 0)
      out.push(
        `<p class="fail">${tells.map((a) => esc(a.agent)).join(', ')}: the same confidence on nearly every run yet good calibration; the confidence may be tuned to the score rather than to the task</p>`,
      );
  }
  const summaries = arr(obj(s['confidence'])?.['summaries'])
    .map(obj)
    .filter((x): x is Record<string, unknown> => !!x)
    .slice(0, 50);
  if (summaries.length > 0) {
    out.push(
      '<div class="scroll"><table><thead><tr><th>agent::skill</th><th>samples</th><th>confidence on success</th><th>on failure</th></tr></thead><tbody>',
    );
    for (const x of summaries)
      out.push(
        `<tr><td>${esc(`${String(x['agentName'])}::${String(x['skill'])}`)}</td><td class="n">${esc(n(x['sampleCount']))}</td><td class="n">${esc(n(x['avgConfidenceOnSuccess']))}</td><td class="n ${x['calibrationInversion'] === true ? 'neg' : ''}">${esc(n(x['avgConfidenceOnFailure']))}</td></tr>`,
      );
    out.push('</tbody></table></div>');
  }
  const priv = obj(s['privacy']);
  if (typeof priv?.['flagged'] === 'number' && priv['flagged'] > 0)
    out.push(
      `<p class="fail">${esc(priv['flagged'])} signal values look like ${esc(Object.keys(obj(priv['byKind']) ?? {}).join(', '))}: signals must not carry them.</p>`,
    );
  const dev = obj(s['deviations']);
  if (typeof dev?.['total'] === 'number' && dev['total'] > 0)
    out.push(
      `<p class="note">${esc(dev['total'])} deviations from the signal contracts, each listed in the signals analysis beside the record (<code>.signals.json</code>).</p>`,
    );
  out.push('</section>');
  return out.join('');
}
