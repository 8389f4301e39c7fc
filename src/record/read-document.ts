// parseDocument (parse.ts) for a caller that can wait: JSON (json-read.ts) and
// text in the simple YAML shapes (simple-yaml.ts) are read without loading the YAML library at all, and
// any other text by parseDocument, loaded then. `aqr check` reads records so.
import type { Parsed } from './parse.js';
import { readJson } from './json-read.js';
import { readSimpleYaml } from './simple-yaml.js';
import { detectSyntax, MAX_YAML_CHARS } from './syntax.js';

/** The same as parseDocument(text, file) (parse.ts), the YAML library loaded only when the text needs it. */
export async function readDocument(text: string, file: string): Promise<Parsed> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.length <= MAX_YAML_CHARS && detectSyntax(body) === 'yaml') {
    const simple = readSimpleYaml(body);
    if (simple) return { value: simple.value, syntax: 'yaml', lineOf: simple.lineOf, plain: simple.plain };
  }
  if (body.length <= MAX_YAML_CHARS && detectSyntax(body) === 'json') {
    const json = readJson(body);
    if (json) return { value: json.value, syntax: 'json', lineOf: json.lineOf };
  }
  const { parseDocument } = await import('./parse.js');
  return parseDocument(text, file);
}
