// The record as a page: `aqr report --html` and the action's `<record>.html`.
// One self-contained file: styles inline under a CSP that allows only them, the
// charts (measures against their floors, the reliability diagram, calibration
// per agent) drawn as inline SVG, no script and no request. Readable on a phone
// (one column, tables scroll sideways) and printable. Every text from the
// record, the signals analysis or the stats sidecar is escaped here.
import { sha256Base64 } from '../crypto/index.js';
import type { AgentQualityRecord, Measure } from '../record/types.js';
import { backingMeasure } from '../record/backing.js';
import { esc } from './html-escape.js';
import { calibrationSvg, gateBars, reliabilitySvg } from './html-charts.js';
import { STYLE } from './html-style.js';
import type { ChartGate } from './charts.js';

export { esc };

export interface HtmlReportInput {
  record: AgentQualityRecord;
  /** The record's file name and its sha256, as shown in the footer. */
  file: string;
  recordDigest: string;
  /** The conformance level as checked (without a key a signed record stops at L3). */
  level: string | null;
  levelNote?: string;
  /** The signals analysis beside the record (`<record>.signals.json`), as read. */
  signals?: unknown;
  /** A stats sidecar with intervals per measure, when one is given. */
  stats?: unknown;
  /** The last shipped record, for the baseline column. */
  baseline?: AgentQualityRecord;
  /** The key id the signature was verified with, when it was. */
  verifiedBy?: string;
  version: string;
}

const num = (v: unknown) => (typeof v === 'number' ? String(Math.round(v * 1e6) / 1e6) : typeof v === 'boolean' ? String(v) : '–');
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
  const { record: r } = input;
  const verdict = r.decision.verdict;
  const { intervals, note: statsNote } = input.stats === undefined ? { intervals: new Map<string, Interval>(), note: undefined } : statsIntervals(input.stats);
  const intervalOf = (m: Pick<Measure, 'id' | 'split' | 'k'>) => intervals.get(mkey(m));
  const before = new Map((input.baseline?.measures ?? []).map((m) => [mkey(m), m.value]));
  const body: string[] = [];

  body.push(
    `<header><h1>Agent Quality Record</h1><div class="banner ${esc(verdict)}"><span class="v">${esc(verdict)}</span>${esc(r.subject.agent)} · ${esc(`${r.profile.id}@${r.profile.version}`)} (${esc(r.profile.tier)})</div>`,
  );
  body.push('<div class="meta">');
  const meta: [string, string][] = [
    ['record', r.record_id],
    ['emitted', r.emitted_at],
    ['decided by', r.decision.actor],
    ['conformance', `${input.level ?? 'below L1'}${input.levelNote ? ` (${input.levelNote})` : ''}`],
    ['model', r.subject.model ? `${r.subject.model.provider}/${r.subject.model.id}` : '–'],
    [
      'signed',
      r.decision.signature
        ? `${r.decision.signature.split(':')[0] ?? 'yes'}${input.verifiedBy ? `, verified (key ${input.verifiedBy})` : ', not verified here'}`
        : 'no',
    ],
    ['rolls back to', r.decision.rolls_back_to ?? 'nothing recorded'],
  ];
  for (const [k, v] of meta)
    body.push(k === 'rolls back to' ? `<div class="wide"><b>${esc(k)}</b><code>${esc(v)}</code></div>` : `<div><b>${esc(k)}</b>${esc(v)}</div>`);
  body.push('</div></header>');

  // Why: what the record says, and what its gates and canaries show.
  body.push('<section id="why"><h2>Why</h2>');
  const failed = r.gates.filter((g) => g.result === 'fail');
  const fired = (r.assurance.integrity?.canaries ?? []).filter((c) => c.observed === 'pass');
  const why: string[] = [];
  for (const g of failed)
    why.push(
      `<li class="fail">gate ${esc(label(g))} failed${g.floor !== undefined ? `: ${esc(num(backingMeasure(g, r.measures).pick?.value))} against floor ${esc(g.floor)}` : ''}</li>`,
    );
  for (const c of fired) why.push(`<li class="fail">canary ${esc(c.id)} passed: the held-out set may have leaked</li>`);
  if (!r.task_set.sealed) why.push('<li>the held-out split is not sealed</li>');
  if (why.length > 0) body.push(`<ul class="why">${why.join('')}</ul>`);
  if (r.decision.rationale) body.push(`<p>${esc(r.decision.rationale)}</p>`);
  else if (why.length === 0) body.push('<p>No rationale recorded.</p>');
  body.push('</section>');

  // Gates with margins, the result first so that it stays in view on a phone.
  body.push(
    '<section id="gates"><h2>Gates</h2><div class="scroll"><table><thead><tr><th>result</th><th>gate</th><th>source</th><th>value</th><th>floor</th><th>margin</th></tr></thead><tbody>',
  );
  const charted: ChartGate[] = [];
  for (const g of r.gates) {
    const backing = backingMeasure(g, r.measures).pick;
    const v = backing?.value;
    const margin = typeof v === 'number' && g.floor !== undefined ? v - g.floor : undefined;
    body.push(
      `<tr><td class="st ${g.result === 'pass' ? 'pass' : 'fail'}">${g.result === 'pass' ? '✔ pass' : '✘ fail'}</td><td>${esc(label(g))}</td><td>${esc(g.source ?? '–')}</td><td class="n">${esc(num(v))}</td><td class="n">${g.floor === undefined ? '–' : `≥ ${esc(g.floor)}`}</td><td class="n ${margin === undefined ? '' : margin < 0 ? 'neg' : 'pos'}">${margin === undefined ? '–' : `${margin >= 0 ? '+' : ''}${esc(num(margin))}`}</td></tr>`,
    );
    if ((typeof v === 'number' || typeof v === 'boolean') && g.floor !== undefined) {
      const iv = backing ? intervalOf(backing) : undefined;
      charted.push({
        name: label(g),
        measure: g.id,
        state: g.result,
        kind: 'floor',
        threshold: g.floor,
        judged: v,
        ...(iv ? { interval: { lower: iv.low, upper: Number.isFinite(iv.high) ? iv.high : iv.low } } : {}),
      });
    }
  }
  body.push('</tbody></table></div>');
  body.push(gateBars(charted));
  body.push('</section>');

  // Measures with baselines and intervals.
  const withIv = intervals.size > 0;
  const base = input.baseline;
  body.push(
    `<section id="measures"><h2>Measures</h2><p class="note">${base ? `Baseline: the last shipped record ${esc(base.record_id)} (${esc(base.emitted_at)}).` : 'No baseline record given (aqr report --baseline RECORD).'}${input.stats !== undefined ? '' : ' No stats file given: no intervals.'}</p>`,
  );
  body.push(
    `<div class="scroll"><table><thead><tr><th>measure</th><th>value</th>${withIv ? '<th>interval</th>' : ''}<th>n</th><th>baseline</th><th>change</th></tr></thead><tbody>`,
  );
  for (const m of r.measures) {
    const b = before.get(mkey(m));
    const change = typeof m.value === 'number' && typeof b === 'number' ? m.value - b : undefined;
    const iv = intervalOf(m);
    body.push(
      `<tr><td>${esc(label(m))}</td><td class="n">${esc(num(m.value))}${m.unit ? ` ${esc(m.unit)}` : ''}</td>${withIv ? `<td class="n">${iv ? `${esc(num(iv.low))} – ${esc(num(iv.high))}${iv.level !== undefined ? ` (${esc(Math.round(iv.level * 100))}%)` : ''}` : '–'}</td>` : ''}<td class="n">${esc(num(m.n))}</td><td class="n">${esc(num(b))}</td><td class="n">${change === undefined ? '–' : `${change >= 0 ? '+' : ''}${esc(num(change))}`}</td></tr>`,
    );
  }
  body.push('</tbody></table></div>');
  if (statsNote) body.push(`<p class="note">${esc(statsNote)}</p>`);
  body.push('</section>');

  // Evidence and integrity.
  const ev = r.assurance.evidence;
  body.push(
    `<section id="evidence"><h2>Evidence</h2><div class="meta"><div class="wide"><b>ledger</b><code>${esc(ev.ledger)}</code></div><div><b>format</b>${esc(ev.format)}</div><div><b>events</b>${esc(num(ev.events))}</div><div><b>task set</b>${esc(num(r.task_set.held_in))} held in, ${esc(num(r.task_set.held_out))} held out, ${r.task_set.sealed ? 'sealed' : 'not sealed'}</div><div class="wide"><b>harness</b><code>${esc(r.subject.harness_digest)}</code></div><div><b>evaluator independent</b>${r.assurance.evaluator_independent ? 'yes' : 'no'}</div></div>`,
  );
  const canaries = r.assurance.integrity?.canaries ?? [];
  if (canaries.length > 0)
    body.push(
      `<p>Canaries: ${canaries.map((c) => `${esc(c.id)} <span class="${c.observed === c.expected ? 'pass' : 'fail'}">${c.observed === 'pass' ? 'fired' : 'did not fire'}</span>`).join(' · ')}</p>`,
    );
  body.push('</section>');

  body.push(signalsSection(input.signals));

  body.push(
    `<footer>Made by aqr ${esc(input.version)} from <code>${esc(input.file)}</code> (<code>${esc(input.recordDigest)}</code>). Check the signature and replay the measures with <code>aqr verify</code> or the offline page <code>verify.html</code>.</footer>`,
  );
  const csp = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="${csp}">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="referrer" content="no-referrer">\n<title>${esc(`${verdict}: ${r.subject.agent} · ${r.record_id}`)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
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
    if (tells.length > 0) out.push(`<p class="fail">${tells.map((a) => esc(a.agent)).join(', ')}: flat confidence with good calibration (a gaming tell)</p>`);
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
        `<tr><td>${esc(`${String(x['agentName'])}::${String(x['skill'])}`)}</td><td class="n">${esc(num(x['sampleCount']))}</td><td class="n">${esc(num(x['avgConfidenceOnSuccess']))}</td><td class="n ${x['calibrationInversion'] === true ? 'neg' : ''}">${esc(num(x['avgConfidenceOnFailure']))}</td></tr>`,
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
    out.push(`<p class="note">${esc(dev['total'])} deviations from the signal contracts (see the signals analysis file).</p>`);
  out.push('</section>');
  return out.join('');
}
