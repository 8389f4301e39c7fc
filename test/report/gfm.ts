// Checks a page the way a reader's renderer sees it: parsed with markdown-it
// (CommonMark with GFM tables), every table whole with each row's cells
// matching its header, every fence closed, no cut note inside a table, and
// every Mermaid block within Mermaid's limits.
import MarkdownIt from 'markdown-it';

/** Mermaid's default maxTextSize: a longer diagram is refused. */
export const MERMAID_MAX_TEXT = 50_000;

export interface PageShape {
  tables: { rows: number; columns: number }[];
  fences: { info: string; content: string }[];
  listItems: number;
  problems: string[];
}

const md = new MarkdownIt({ html: true });
const cells = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|\s*$/, '')
    .split(/(?<!\\)\|/).length;

export function pageShape(page: string): PageShape {
  const tokens = md.parse(page, {});
  const lines = page.split('\n');
  const out: PageShape = { tables: [], fences: [], listItems: 0, problems: [] };
  const tableLines = new Set<number>();
  const fenceLines = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'table_open' && t.map) {
      const [from, to] = t.map;
      const width = cells(lines[from]!);
      for (let l = from; l < to; l++) {
        tableLines.add(l);
        if (l !== from + 1 && cells(lines[l]!) !== width) out.problems.push(`line ${l + 1}: ${cells(lines[l]!)} cells in a table of ${width}`);
        if (/not shown here|left out for space/.test(lines[l]!)) out.problems.push(`line ${l + 1}: a cut note inside a table`);
      }
      out.tables.push({ rows: to - from - 2, columns: width });
    }
    if (t.type === 'fence' && t.map) {
      for (let l = t.map[0]; l < t.map[1]; l++) fenceLines.add(l);
      const closing = lines[t.map[1] - 1] ?? '';
      if (!/^```\s*$/.test(closing) || t.map[1] - t.map[0] < 2) out.problems.push(`line ${t.map[0] + 1}: a code fence that is not closed`);
      out.fences.push({ info: t.info.trim(), content: t.content });
    }
    if (t.type === 'list_item_open') out.listItems++;
  }
  lines.forEach((l, i) => {
    if (/^\|/.test(l) && !tableLines.has(i) && !fenceLines.has(i)) out.problems.push(`line ${i + 1}: a table row outside any table`);
  });
  const open = (page.match(/<details>/g) ?? []).length;
  const close = (page.match(/<\/details>/g) ?? []).length;
  if (open !== close) out.problems.push(`${open} <details> but ${close} </details>`);
  for (const f of out.fences.filter((x) => x.info === 'mermaid')) {
    if (f.content.length > MERMAID_MAX_TEXT) out.problems.push(`a Mermaid block of ${f.content.length} characters (limit ${MERMAID_MAX_TEXT})`);
    for (const m of f.content.matchAll(/^\s*(?:bar|line|x-axis)\s*(?:"[^"]*"\s*)?\[(.*)\]\s*$/gm)) {
      const n = m[1]!.split(',').length;
      if (n > 50) out.problems.push(`a Mermaid chart with ${n} bars`);
    }
  }
  return out;
}

// markdown-it with linkify as GitHub links: schemes, `www.` and e-mail
// addresses, no bare domains (GFM never links `example.com` alone).
const linking = new MarkdownIt({ html: true, linkify: true });
linking.linkify.set({ fuzzyLink: false });

/**
 * Every link a reader's renderer would make of `page`: markdown-it's links
 * (linkify on), and the autolinks of cmark-gfm's grammar (extensions/autolink.c),
 * which finds `www.` and `http://`, `https://`, `ftp://` in the source outside
 * code, and e-mail addresses in each paragraph's text once decoded and joined.
 */
export function links(page: string): string[] {
  const out: string[] = [];
  for (const t of linking.parse(page, {})) {
    if (t.type !== 'inline' || !t.children) continue;
    let text = '';
    const flush = () => {
      for (const m of text.matchAll(/[A-Za-z0-9.+_-]@[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)*\.[A-Za-z0-9]+/g)) out.push(`mailto:${m[0]}`);
      text = '';
    };
    for (const c of t.children) {
      if (c.type === 'link_open') out.push(String(c.attrGet('href') ?? ''));
      if (c.type === 'text' || c.type === 'text_special') text += c.content;
      else flush();
    }
    flush();
  }
  // The source, code spans and fences left out (no autolink forms in them).
  const source = page.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  for (const m of source.matchAll(/(?:^|[\s*_~([])(www\.[A-Za-z0-9_-]+\.\S*)/g)) out.push(`http://${m[1]}`);
  for (const m of source.matchAll(/(?:https?|ftp):\/\/[A-Za-z0-9]\S*/gi)) out.push(m[0]);
  return out;
}
