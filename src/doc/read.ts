// A document read for a caller that can wait: the fast readers first
// (fast/read-fast.ts), and parse.ts, with the YAML library, loaded only for
// other text. `aqr check` reads records so, and the action and `aqr evaluate`
// their inputs.
import { readFast } from './fast/read-fast.js';
import type { Parsed } from './parsed.js';
import { detectSyntax } from './syntax.js';

/**
 * The same as parseDocument(text, file, { bulk }) (parse.ts), the YAML library
 * loaded only when the text needs it: empty text, JSON read in bulk and text no
 * fast reader accepts go to parseDocument, which takes the same fast readers
 * first for the rest.
 */
export async function readDocument(text: string, file: string, options: { bulk?: boolean } = {}): Promise<Parsed> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const fast = body.trim() !== '' && !(options.bulk && detectSyntax(body) === 'json') ? readFast(body, options.bulk) : undefined;
  if (fast) return fast;
  const { parseDocument } = await import('./parse.js');
  return parseDocument(text, file, options);
}
