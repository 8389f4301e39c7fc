// The readers that need no YAML library, in one order, for parseDocument
// (../parse.ts) and readDocument (../read.ts): JSON (json.ts), a bulk task list
// (block-list.ts) and text in the simple YAML shapes (simple-yaml.ts).
import type { Parsed } from '../parsed.js';
import { detectSyntax, MAX_YAML_CHARS } from '../syntax.js';
import { readBlockList } from './block-list.js';
import { readJson } from './json.js';
import { readSimpleYaml } from './simple-yaml.js';

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
