// The paired regression section (paired-view.ts) on each surface, one small
// function a surface: Markdown (the comment, the job summary, `aqr comment`),
// HTML (the report page), plain text (the CLI). Every task id and gate name is
// escaped for its surface; numbers go through num(), the one rounding rule;
// each list says how many there are when it is cut. Newly failing first.
import { num, plural } from '../text/number.js';
import { md } from './escape.js';
import { esc } from './html-escape.js';
import { TEST_WORDS, type PairedLine, type PairedView, type TaskList } from './paired-view.js';

/** Task ids shown on a surface before the rest are counted. */
export const SHOWN = 10;

/** What a line says of its test: the test, and for a paired one the pairs and the p-value. */
function testText(l: PairedLine): string {
  return l.test === 'mcnemar-exact' && l.n !== undefined
    ? `${TEST_WORDS[l.test]} on ${plural(l.n, 'task')} both runs answered, p = ${num(l.pValue)}`
    : l.test === 'newcombe'
      ? `${TEST_WORDS[l.test]}: the baseline's per-task results were not at hand`
      : TEST_WORDS[l.test];
}

/** The lists of a surface, failing first: [title, list] for each non-empty one. */
function lists(p: PairedView): [string, TaskList][] {
  const out: [string, TaskList][] = [];
  for (const l of p.regressions) {
    if (l.newlyFailing?.count) out.push([`newly failing under ${l.gate}`, l.newlyFailing]);
    if (l.newlyPassing?.count) out.push([`newly passing under ${l.gate}`, l.newlyPassing]);
  }
  if (p.flaky?.count) out.push(['flaky (mixed results across their attempts)', p.flaky]);
  return out;
}

const rest = (l: TaskList, shown: number) => (l.count > shown ? l.count - shown : 0);

/** Markdown lines (empty when there is nothing to say). */
export function pairedMarkdown(p: PairedView | undefined): string[] {
  if (!p) return [];
  const out = [`**Tasks that flipped since the release${p.baseline ? ` (${md(p.baseline)})` : ''}, and flaky tasks**`, ''];
  for (const l of p.regressions) out.push(`- regression of ${md(l.gate)}: ${l.result}, by ${md(testText(l), 400)}`);
  for (const [title, l] of lists(p)) {
    const ids = l.ids.slice(0, SHOWN);
    const more = rest(l, ids.length);
    out.push(`- ${md(title)} (${l.count}): ${ids.map((id) => md(id, 120)).join(', ')}${more > 0 ? `, and ${more} more` : ''}`);
  }
  out.push('');
  return out;
}

/** An HTML section (empty when there is nothing to say). */
export function pairedHtml(p: PairedView | undefined): string {
  if (!p) return '';
  const out = [`<section id="flipped"><h2>Tasks that flipped since the release${p.baseline ? ` ${esc(p.baseline)}` : ''}, and flaky tasks</h2><ul>`];
  for (const l of p.regressions) out.push(`<li>regression of <code>${esc(l.gate)}</code>: <b>${esc(l.result)}</b>, by ${esc(testText(l))}</li>`);
  out.push('</ul>');
  for (const [title, l] of lists(p)) {
    const more = rest(l, l.ids.length);
    out.push(
      `<h3>${esc(title)} (${esc(l.count)})</h3><p>${l.ids.map((id) => `<code>${esc(id)}</code>`).join(', ')}${more > 0 ? `, and ${esc(more)} more (every one in the stats and detail sidecars)` : ''}</p>`,
    );
  }
  out.push('</section>');
  return out.join('');
}

/** Plain lines for the CLI, each one line (no control character or newline of an id survives). */
export function pairedText(p: PairedView | undefined): string[] {
  if (!p) return [];
  const flat = (s: string) =>
    Array.from(s, (ch) => {
      const c = ch.codePointAt(0) as number;
      return c < 0x20 || (c >= 0x7f && c < 0xa0) || c === 0x2028 || c === 0x2029 ? '?' : ch;
    }).join('');
  const out: string[] = [];
  for (const l of p.regressions) out.push(`regression of ${flat(l.gate)}: ${l.result}, by ${testText(l)}`);
  for (const [title, l] of lists(p)) {
    const ids = l.ids.slice(0, SHOWN);
    const more = rest(l, ids.length);
    out.push(`${flat(title)} (${l.count}): ${ids.map(flat).join(', ')}${more > 0 ? `, and ${more} more` : ''}`);
  }
  return out;
}
