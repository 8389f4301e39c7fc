// Text from inputs and signals is data, never markup: escape it for Markdown
// (tables included) and keep it on one line, shortened.

export function md(s: unknown, max = 200): string {
  const text = String(s).replace(/[\r\n\t]+/g, ' ');
  const cut = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  // HTML as entities; markup, links, @mentions and $math escaped; `-`, `.` and `:` are harmless inside a line.
  return cut.replace(/[\\`*_{}[\]()#+!|<>~&@$]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`));
}

