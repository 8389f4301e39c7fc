// Text as HTML: every text from the record, the signals analysis or the stats
// sidecar goes through esc() before it reaches the report page.

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML text or attribute value: nothing in it is markup. */
export function esc(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => ESC[c] as string);
}

/**
 * An id (a gate's, a measure's, a task's) as HTML that breaks only after a
 * `.` or a `_`: "reliability.pass_hat_k" wraps as "reliability.|pass_|hat_|k",
 * never mid-word ("pass_hat_ k") nor at a hyphen. Each piece is kept whole
 * (`.seg`, no wrap inside), with a break opportunity between them.
 */
export function escId(s: unknown): string {
  const pieces = String(s).split(/(?<=[._])/);
  return `<span class="id">${pieces.map((p) => `<span class="seg">${esc(p)}</span>`).join('<wbr>')}</span>`;
}

/** A name that starts with an id ("task.completion (held-out, k=3)"): the id kept whole as escId keeps it, the rest plain text. */
export function escNamed(id: string, name: string): string {
  return name.startsWith(id) ? `${escId(id)}${esc(name.slice(id.length))}` : esc(name);
}
