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
const cells = (line: string) => line.replace(/^\|/, '').replace(/\|\s*$/, '').split(/(?<!\\)\|/).length;

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
    for (const m of f.content.matchAll(/^\s*(?:bar|line|x-axis)\s*\[(.*)\]\s*$/gm)) {
      const n = m[1]!.split(',').length;
      if (n > 50) out.problems.push(`a Mermaid chart with ${n} bars`);
    }
  }
  return out;
}
