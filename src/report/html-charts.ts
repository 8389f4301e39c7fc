// The HTML report's pictures, from the same model as the summary's (charts.ts).
// The gate bars are HTML: each gate's label and numbers as text that wraps at
// any width (nothing is cut at 400 px), over a small SVG track stretched to the
// width (the page's CSP allows no inline style, so no width attribute in CSS);
// the threshold is the track's middle (100 %), its end AXIS_MAX. The reliability
// diagram and the calibration per agent are square or short SVGs.
import { AXIS_MAX, barNotes, chartModel, chipText, STATE_MARK, type ChartBar, type ChartGate } from './charts.js';
import { num } from './escape.js';
import { esc, escNamed } from './html-escape.js';
import { MARKS } from './marks.js';

/** The track's width in SVG units: one unit per % of the threshold. */
const TRACK = AXIS_MAX;

function barRow(b: ChartBar): string {
  const g = b.gate;
  const notes = barNotes(b);
  const judged = `${num(g.judged as number)}${g.point !== undefined ? ` (the bound; measured ${num(g.point)})` : ''}`;
  const words = `${judged} against ${g.kind === 'floor' ? '≥' : '≤'} ${num(g.threshold)} · ${b.capped ? `›${AXIS_MAX}` : num(b.pct)} %`;
  const iv = b.interval ? `<path d="M${b.interval.low} 13H${b.interval.high}" class="ci" vector-effect="non-scaling-stroke"/>` : '';
  return [
    `<li class="st-${g.state}" data-state="${g.state}"${b.capped ? ' data-capped="true"' : ''}>`,
    `<span class="bl">${esc(`${STATE_MARK[g.state]} ${MARKS[g.state].word}`)} ${escNamed(g.measure, g.name)}</span>${notes.length ? ` <span class="bn">${esc(notes.join(' · '))}</span>` : ''} <span class="bv">${esc(words)}</span>`,
    `<svg viewBox="0 0 ${TRACK} 14" preserveAspectRatio="none" class="track" aria-hidden="true"><rect x="0" y="1" width="${TRACK}" height="10" class="rail"/><rect x="0" y="1" width="${b.pct}" height="10" class="bar"/>${iv}<line x1="100" y1="0" x2="100" y2="14" class="thr" vector-effect="non-scaling-stroke"/></svg>`,
    '</li>',
  ].join('');
}

/** Each gate against its threshold: bars for the measured gates, chips for the zero-tolerance ones. */
export function gateBars(gates: readonly ChartGate[]): string {
  const { bars, chips } = chartModel(gates);
  const out: string[] = [];
  if (bars.length > 0)
    out.push(
      `<p class="legend">Each gate against its threshold: the bar is the number the gate was judged on (its confidence bound when it has one) in % of the threshold (for a ceiling, the threshold in % of the number); the line in the middle is the threshold, the track ends at ${AXIS_MAX} % (›${AXIS_MAX} % marks a bar cut there)${bars.some((b) => b.interval) ? ', the thin line under a bar its interval' : ''}. Colour and mark follow the gate's state.</p>`,
      `<ul class="bars" aria-label="each gate against its threshold">${bars.map(barRow).join('')}</ul>`,
    );
  if (chips.length > 0)
    out.push(
      `<p class="chips"><span class="legend">Zero-tolerance gates (any miss fails them):</span> ${chips.map((g) => `<span class="chip st-${g.state}" data-state="${g.state}">${esc(chipText(g))}</span>`).join(' ')}</p>`,
    );
  return out.join('');
}

export interface Bucket {
  from: number;
  to: number;
  n: number;
  meanConfidence: number | null;
  successRate: number | null;
}

/** Success rate per confidence bucket, mean confidence marked, the diagonal for perfect calibration. */
export function reliabilitySvg(buckets: Bucket[]): string {
  const used = buckets.filter((b) => b.n > 0);
  if (used.length === 0) return '';
  const size = 300;
  const pad = 48;
  const sx = (v: number) => pad + v * (size - pad - 10);
  const sy = (v: number) => size - pad - v * (size - pad - 10);
  const parts: string[] = [];
  for (const t of [0, 0.5, 1])
    parts.push(
      `<line x1="${sx(0)}" y1="${sy(t)}" x2="${sx(1)}" y2="${sy(t)}" class="grid"/><text x="${pad - 6}" y="${sy(t) + 4}" text-anchor="end" class="tick">${t}</text><text x="${sx(t)}" y="${size - pad + 16}" text-anchor="middle" class="tick">${t}</text>`,
    );
  parts.push(`<line x1="${sx(0)}" y1="${sy(0)}" x2="${sx(1)}" y2="${sy(1)}" class="diag"/>`);
  for (const b of used) {
    const rate = b.successRate ?? 0;
    parts.push(
      `<rect x="${sx(b.from) + 1}" y="${sy(rate)}" width="${sx(b.to) - sx(b.from) - 2}" height="${sy(0) - sy(rate)}" class="bar-info"><title>${esc(`confidence ${b.from.toFixed(1)}–${b.to.toFixed(1)}: ${b.n} samples, success ${num(b.successRate)}, mean confidence ${num(b.meanConfidence)}`)}</title></rect>`,
    );
    if (b.meanConfidence !== null) parts.push(`<circle cx="${sx(b.meanConfidence)}" cy="${sy(rate)}" r="3.5" class="dot"/>`);
  }
  parts.push(
    `<text x="${sx(0.5)}" y="${size - 4}" text-anchor="middle" class="lbl">stated confidence</text><text x="12" y="${sy(0.5)}" text-anchor="middle" class="lbl" transform="rotate(-90 12 ${sy(0.5)})">success rate</text>`,
  );
  return `<svg viewBox="0 0 ${size} ${size}" class="square" role="img" aria-label="reliability diagram">${parts.join('')}</svg>`;
}

const W = 640;

/** Mean calibration per agent on the 0..5 scale (5 − |confidence − quality|). */
export function calibrationSvg(agents: { agent: string; mean: number }[]): string {
  if (agents.length === 0) return '';
  const left = 180;
  const bar = 16;
  const h = agents.length * (bar + 10) + 28;
  const x = (v: number) => left + (Math.max(0, Math.min(5, v)) / 5) * (W - left - 40);
  const parts: string[] = [];
  for (const t of [0, 1, 2, 3, 4, 5])
    parts.push(
      `<line x1="${x(t)}" y1="0" x2="${x(t)}" y2="${h - 22}" class="grid"/><text x="${x(t)}" y="${h - 6}" class="tick" text-anchor="middle">${t}</text>`,
    );
  agents.forEach((a, i) => {
    const y = i * (bar + 10) + 6;
    parts.push(
      `<text x="${left - 8}" y="${y + bar * 0.75}" text-anchor="end" class="lbl">${esc(a.agent.length > 24 ? `${a.agent.slice(0, 23)}…` : a.agent)}</text><rect x="${left}" y="${y}" width="${x(a.mean) - left}" height="${bar}" class="bar-info"/><text x="${x(a.mean) + 4}" y="${y + bar * 0.75}" class="val">${num(a.mean)}</text>`,
    );
  });
  return `<svg viewBox="0 0 ${W} ${h}" role="img" aria-label="calibration per agent">${parts.join('')}</svg>`;
}
