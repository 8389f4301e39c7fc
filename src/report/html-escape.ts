// Text as HTML: every text from the record, the signals analysis or the stats
// sidecar goes through esc() before it reaches the report page.

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML text or attribute value: nothing in it is markup. */
export function esc(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => ESC[c] as string);
}
