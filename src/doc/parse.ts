// Text to data, for records and every other YAML or JSON input. The kind is
// read from the content: JSON is a subset of YAML 1.2, so one parser serves both
// and gives every value a line number. YAML 1.2's core schema keeps timestamps
// as strings, rejects duplicate keys and bounds alias expansion.
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import { AqrError } from '../errors.js';
import { readFast } from './fast/read-fast.js';
import type { Parsed, YamlRead } from './parsed.js';
import { detectSyntax, lineNestedBeyond, MAX_NESTING, MAX_YAML_CHARS, MAX_YAML_NODES, nodeBound, tooDeep } from './syntax.js';

export { detectSyntax, MAX_YAML_CHARS };

import type { PathSegment } from './path.js';
export type { Parsed, PathSegment, YamlRead };

export interface ParseOptions {
  /**
   * Bulk data (task manifests): JSON goes through JSON.parse, ten times faster
   * than the YAML parser, and YAML in the shape of a simple list through
   * readBlockList (block-list.ts), a hundred times faster; lines are looked up
   * only when an error needs one.
   * The price is that JSON duplicate keys go unnoticed, so records, profiles and
   * configs never take this path.
   */
  bulk?: boolean;
  /** Read with the YAML library only, no fast path (tests hold the fast paths to it). */
  full?: boolean;
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
      // Too large to parse again for line numbers: errors then name the file only.
      if (text.length > MAX_YAML_CHARS) return { value, syntax: 'json', lineOf: () => undefined };
      return { value, syntax: 'json', lineOf: (path) => (full ??= parseDocument(text, file)).lineOf(path) };
    }
    strictJson(text, file);
  }
  if (text.length > MAX_YAML_CHARS)
    throw new AqrError(
      'ERR_INPUT_TOO_LARGE',
      `is a ${detectSyntax(text) === 'json' ? 'JSON' : 'YAML'} document of ${(text.length / 1048576).toFixed(1)} MiB; such a document is at most ${MAX_YAML_CHARS / 1048576} MiB (write large sets as JSON Lines)`,
      { file },
    );
  if (options.full) return readFull(text, file);
  // JSON, a bulk list and YAML in the simple shapes people and aqr write are read without the YAML library.
  return readFast(text, options.bulk) ?? readFull(text, file);
}

function readFull(text: string, file: string): Parsed {
  const deep = lineNestedBeyond(text, MAX_NESTING);
  if (deep !== undefined) throw tooDeep({ file, line: deep });
  if (nodeBound(text, MAX_YAML_NODES) > MAX_YAML_NODES)
    throw new AqrError(
      'ERR_INPUT_TOO_LARGE',
      `holds more than ${MAX_YAML_NODES} YAML nodes in a shape the fast readers do not read; the full YAML parser is given at most that many (write large sets as JSON or JSON Lines)`,
      { file },
    );
  try {
    return parseYaml(text, file);
  } catch (e) {
    // What the YAML library throws on odd input (a stack overflow on deep
    // nesting, say) is still this input's fault, not an internal error.
    if (e instanceof AqrError) throw e;
    throw new AqrError(
      'ERR_INPUT_PARSE',
      `cannot be parsed: ${e instanceof RangeError ? 'nested too deeply' : firstLine(String((e as Error).message))}`,
      { file },
      { cause: e },
    );
  }
}

function parseYaml(text: string, file: string): Parsed {
  const lines = new LineCounter();
  // Duplicate keys are found below in one pass: the library's own check
  // compares every key with every other (64k keys took 110 s).
  const docs = parseAllDocuments(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
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
  const dup = duplicateKey(doc.contents);
  if (dup)
    throw new AqrError('ERR_INPUT_PARSE', `invalid ${detectSyntax(text) === 'json' ? 'JSON' : 'YAML'}: Map keys must be unique`, {
      file,
      ...(dup.range ? { line: lines.linePos(dup.range[0]).line } : {}),
    });
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new AqrError('ERR_INPUT_PARSE', `invalid YAML: ${firstLine((e as Error).message)}`, { file });
  }
  return {
    value,
    syntax: detectSyntax(text),
    yaml: { doc, lines },
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

/** The first key node that repeats an earlier key of its mapping, in one pass over the document. */
function duplicateKey(root: unknown): Node | undefined {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const p of node.items) {
        // Scalar keys that become the same property (1, 1.0 and "1") are one key:
        // else the data would keep one of them silently.
        if (isScalar(p.key)) {
          const k = String(p.key.value);
          if (seen.has(k)) return p.key;
          seen.add(k);
        } else if (p.key) stack.push(p.key);
        stack.push(p.value);
      }
    } else if (isSeq(node)) for (const item of node.items) stack.push(item);
  }
  return undefined;
}

// Each mapping's keys, indexed once when first looked up: a lookup per error
// over every key made reporting many errors quadratic.
const keyIndex = new WeakMap<YAMLMap, Map<string, Pair>>();

function child(node: unknown, seg: PathSegment): { node: unknown; at: unknown } | undefined {
  if (isMap(node)) {
    let index = keyIndex.get(node);
    if (!index) {
      index = new Map();
      for (const p of node.items) if (isScalar(p.key) && !index.has(String(p.key.value))) index.set(String(p.key.value), p);
      keyIndex.set(node, index);
    }
    const pair = index.get(String(seg));
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
