// Text from inputs and signals is data, never markup: escape it for Markdown
// (tables included) and keep it on one line, shortened. Numbers for people
// are rounded.

export function md(s: unknown, max = 200): string {
  const text = String(s).replace(/[\r\n\t]+/g, ' ');
  const cut = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  // HTML as entities; markup, links, @mentions and $math escaped; `-`, `.` and `:` are harmless inside a line.
  return cut.replace(/[\\`*_{}[\]()#+!|<>~&@$]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`));
}


/** A number for people: 3 significant digits (the record keeps full precision). */
export function num(v: number | boolean | undefined | null): string {
  if (v === undefined || v === null) return '–';
  if (typeof v === 'boolean') return String(v);
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v) && Math.abs(v) < 1000) return String(v);
  return String(Number(v.toPrecision(3)));
}
