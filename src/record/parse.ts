// Text to data, for records and every other YAML or JSON input. The kind is
// read from the content: JSON is a subset of YAML 1.2, so one parser serves both
// and gives every value a line number. YAML 1.2's core schema keeps timestamps
// as strings, rejects duplicate keys and bounds alias expansion.
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document, type Node } from 'yaml';
import { AqrError } from '../errors.js';

import type { PathSegment } from './path.js';
export type { PathSegment };

export interface Parsed {
  /** The document as plain JSON-like data. */
  value: unknown;
  /** 'json' when the text starts with `{` or `[`, else 'yaml'. */
  syntax: 'json' | 'yaml';
  /** Line (1-based) of the value at `path`, or of its nearest ancestor present. */
  lineOf(path: readonly PathSegment[]): number | undefined;
}

export function detectSyntax(text: string): 'json' | 'yaml' {
  const first = text.match(/^\s*(\S)/)?.[1];
  return first === '{' || first === '[' ? 'json' : 'yaml';
}

export interface ParseOptions {
  /**
   * Bulk data (task manifests): JSON goes through JSON.parse, ten times faster
   * than the YAML parser, and lines are looked up only when an error needs one.
   * The price is that JSON duplicate keys go unnoticed, so records, profiles and
   * configs never take this path.
   */
  bulk?: boolean;
}

export function parseDocument(text: string, file: string, options: ParseOptions = {}): Parsed {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') throw new AqrError('ERR_INPUT_EMPTY', 'file is empty', { file });
  // YAML's flow syntax accepts what JSON does not (trailing commas, empty values,
  // bare keys): JSON content must be JSON.
  if (detectSyntax(text) === 'json') {
    if (options.bulk) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        strictJson(text, file);
      }
      let full: Parsed | undefined;
      return { value, syntax: 'json', lineOf: (path) => (full ??= parseDocument(text, file)).lineOf(path) };
    }
    strictJson(text, file);
  }
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (!Array.isArray(docs)) {
    // parseAllDocuments returns an EmptyStream for input with no documents.
    throw new AqrError('ERR_INPUT_EMPTY', 'file holds no document', { file });
  }
  const nonEmpty = docs.filter((d) => d.contents !== null || d.errors.length > 0);
  for (const d of docs) {
    const err = d.errors[0];
    if (err) {
      const line = lines.linePos(err.pos[0]).line;
      throw new AqrError('ERR_INPUT_PARSE', `invalid ${detectSyntax(text) === 'json' ? 'JSON' : 'YAML'}: ${firstLine(err.message)}`, { file, line });
    }
  }
  if (nonEmpty.length === 0) throw new AqrError('ERR_INPUT_EMPTY', 'file holds no document', { file });
  if (nonEmpty.length > 1) {
    const second = nonEmpty[1] as Document.Parsed;
    const line = second.range ? lines.linePos(second.range[0]).line : undefined;
    throw new AqrError('ERR_INPUT_PARSE', `holds ${nonEmpty.length} YAML documents; expected one`, line === undefined ? { file } : { file, line });
  }
  const doc = nonEmpty[0] as Document.Parsed;
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new AqrError('ERR_INPUT_PARSE', `invalid YAML: ${firstLine((e as Error).message)}`, { file });
  }
  return {
    value,
    syntax: detectSyntax(text),
    lineOf(path) {
      let node: unknown = doc.contents;
      let line = lineOfNode(node, lines);
      for (const seg of path) {
        const step = child(node, seg);
        if (!step) break;
        // A field is reported where its key is written; an item where it starts.
        line = lineOfNode(step.at, lines) ?? line;
        node = step.node;
      }
      return line;
    },
  };
}

function child(node: unknown, seg: PathSegment): { node: unknown; at: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
    return pair ? { node: pair.value, at: pair.key } : undefined;
  }
  if (isSeq(node) && typeof seg === 'number') {
    const item = node.items[seg];
    return item === undefined ? undefined : { node: item, at: item };
  }
  return undefined;
}

function lineOfNode(node: unknown, lines: LineCounter): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? lines.linePos(range[0]).line : undefined;
}

function firstLine(s: string): string {
  return (s.split('\n')[0] ?? s).replace(/ at line \d+, column \d+:?$/, '').trim();
}

function strictJson(text: string, file: string): void {
  try {
    JSON.parse(text);
    return;
  } catch {
    // Find where: the shortest prefix that is not the start of some JSON text.
  }
  const ok = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (e) {
      // V8 says a prefix ran out either as "Unexpected end" or as an error at
      // the position just past its last character.
      const msg = (e as Error).message;
      const at = /at position (\d+)/.exec(msg)?.[1];
      return /Unexpected end of JSON input/i.test(msg) || (at !== undefined && Number(at) >= n);
    }
  };
  let lo = 0;
  let hi = text.length;
  if (ok(hi)) throw new AqrError('ERR_INPUT_PARSE', 'invalid JSON: the text ends before the document does', { file, line: lineAt(text, hi) });
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  const bad = text[hi - 1] ?? '';
  throw new AqrError('ERR_INPUT_PARSE', `invalid JSON: unexpected ${JSON.stringify(bad)}`, { file, line: lineAt(text, hi - 1) });
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
