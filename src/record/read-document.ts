// The readers that need no YAML library, in one order, for parseDocument
// (parse.ts) and for a caller that can wait (readDocument): JSON
// (json-read.ts), a bulk task list (block-list.ts) and text in the simple YAML
// shapes (simple-yaml.ts). readDocument loads parse.ts, and with it the YAML
// library, only for other text. `aqr check` reads records so, and the action
// and `aqr evaluate` their inputs.
import { readBlockList } from './block-list.js';
import type { Parsed } from './parse.js';
import { readJson } from './json-read.js';
import { readSimpleYaml } from './simple-yaml.js';
import { detectSyntax, MAX_YAML_CHARS } from './syntax.js';

/** `text` (without a byte-order mark) read by the first fast reader that accepts it; undefined when the full parser must read it. */
export function readFast(text: string, bulk = false): Parsed | undefined {
  if (text.length > MAX_YAML_CHARS) return undefined;
  if (detectSyntax(text) === 'json') {
    // JSON.parse and one scan for lines and duplicate keys; else the full parser judges.
    const json = readJson(text);
    return json && { value: json.value, syntax: 'json', lineOf: json.lineOf };
  }
  if (bulk) {
    const list = readBlockList(text);
    if (list) return { value: list.value, syntax: 'yaml', lineOf: list.lineOf };
  }
  const simple = readSimpleYaml(text);
  return simple && { value: simple.value, syntax: 'yaml', lineOf: simple.lineOf, plain: simple.plain };
}

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
