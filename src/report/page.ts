// A Markdown page under a size limit, built from sections in priority order.
// Whole blocks only: a table is cut between rows (its header kept), a list
// between items, and a paragraph, code fence or Mermaid block is kept whole or
// left out. What is cut is said in a note standing after a blank line, outside
// any table; a section that no longer fits at all is replaced by its one-line
// note, so the reader always learns what is missing and where to find it.

export type Block =
  /** Kept whole or left out: a paragraph, a heading, a code fence, a Mermaid block. */
  | { kind: 'text'; text: string }
  /** Cut between items; `more(n)` says what n left-out items were. */
  | { kind: 'list'; items: string[]; more: (n: number) => string }
  /** Cut between rows, the header (two lines) always kept; `more(n)` says what n left-out rows were. */
  | { kind: 'table'; header: string[]; rows: string[]; more: (n: number) => string };

export interface Section {
  blocks: Block[];
  /** One line standing in for the section when none of it fits. */
  dropped: string;
  /** Around the blocks, kept together with them (a `<details>` element, say). */
  open?: string;
  close?: string;
}

/** How a limit counts text: UTF-8 bytes (the job summary) or UTF-16 units (the comment). */
export type Measure = (s: string) => number;
export const utf8Bytes: Measure = (s) => Buffer.byteLength(s, 'utf8');
export const utf16Units: Measure = (s) => s.length;

const SEP = '\n\n';

/** A block's Markdown, whole. */
export function renderBlock(b: Block): string {
  if (b.kind === 'text') return b.text;
  if (b.kind === 'list') return b.items.join('\n');
  return [...b.header, ...b.rows].join('\n');
}

function renderSection(s: Section, blocks: string[]): string {
  return [...(s.open === undefined ? [] : [s.open]), ...blocks, ...(s.close === undefined ? [] : [s.close])].join(SEP);
}

/** As much of one section as fits in `room`, whole blocks and rows only; undefined when not even its start fits. */
function partial(s: Section, room: number, size: Measure): string | undefined {
  const frame = size(renderSection(s, []));
  let used = frame;
  const out: string[] = [];
  const done = () => (out.length === 0 ? undefined : renderSection(s, out));
  for (const b of s.blocks) {
    const whole = renderBlock(b);
    const sep = size(SEP);
    if (used + sep + size(whole) <= room) {
      out.push(whole);
      used += sep + size(whole);
      continue;
    }
    if (b.kind === 'text') {
      out.push(s.dropped);
      return used + sep + size(s.dropped) <= room ? done() : undefined;
    }
    const lines = b.kind === 'table' ? b.rows : b.items;
    const head = b.kind === 'table' ? b.header : [];
    // Room for the block's head and for its note (after a blank line, outside the block).
    const noteFor = (n: number) => `${SEP}${b.more(n)}`;
    let budget = room - used - sep - size(head.join('\n')) - size(noteFor(lines.length)) - (head.length ? 1 : 0);
    let keep = 0;
    for (const line of lines) {
      const cost = size(line) + 1;
      if (cost > budget) break;
      budget -= cost;
      keep++;
    }
    if (keep === 0) {
      if (used + sep + size(b.more(lines.length)) <= room) out.push(b.more(lines.length));
      return done();
    }
    out.push([...head, ...lines.slice(0, keep)].join('\n') + noteFor(lines.length - keep));
    return done();
  }
  return done();
}

/**
 * Joins the sections under `limit` as `size` counts it: each section whole
 * while it fits, the first that does not as much of it as fits, and every
 * later one as its one-line note (room for those is kept from the start).
 */
export function fitPage(sections: Section[], limit: number, size: Measure): string {
  const out: string[] = [];
  let used = 0;
  let cutting = false;
  const sep = size(SEP);
  for (const [i, s] of sections.entries()) {
    const reserve = sections.slice(i + 1).reduce((n, t) => n + sep + size(t.dropped), 0);
    const lead = out.length === 0 ? 0 : sep;
    if (!cutting) {
      const whole = renderSection(s, s.blocks.map(renderBlock));
      if (used + lead + size(whole) + reserve <= limit) {
        out.push(whole);
        used += lead + size(whole);
        continue;
      }
      cutting = true;
      const part = partial(s, limit - used - lead - reserve, size);
      const text = part ?? s.dropped;
      if (used + lead + size(text) + reserve <= limit) {
        out.push(text);
        used += lead + size(text);
      }
      continue;
    }
    if (used + lead + size(s.dropped) <= limit) {
      out.push(s.dropped);
      used += lead + size(s.dropped);
    }
  }
  return out.join(SEP);
}
