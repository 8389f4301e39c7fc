// What parse.ts and the readers that avoid loading the YAML library
// (read-document.ts) both decide before reading a text.
import { AqrError, type Where } from '../errors.js';
import type { PathSegment } from './path.js';

/**
 * The largest YAML document read (and the largest JSON document given a line
 * for every value): the YAML parser holds some fifty bytes per input character
 * and takes seconds per MiB, and a 24 MB document exhausted V8's heap.
 * Larger JSON goes through JSON.parse (bulk inputs) or JSON Lines.
 */
export const MAX_YAML_CHARS = 8 * 1024 * 1024;

export function detectSyntax(text: string): 'json' | 'yaml' {
  const first = text.match(/^\s*(\S)/)?.[1];
  return first === '{' || first === '[' ? 'json' : 'yaml';
}

/**
 * The deepest nesting of any value read, in one home for every reader and
 * walker (a document, a signal, a trial line): deeper is an input error
 * (tooDeep), never a stack overflow in some walk. The YAML library recurses
 * once per level and fails near a thousand levels; such an overflow in the
 * midst of compiling a regular expression has aborted the whole process
 * (V8's "RegExpCompiler Allocation failed"); the walks over signals recurse too.
 */
export const MAX_NESTING = 512;

/**
 * The most YAML nodes the YAML library is given, as nodeBound counts them: it
 * spends some 10 to 25 µs and half a kilobyte a node, and an 8 MiB document of
 * small flow collections (over 400,000 nodes a MiB) cost it a minute and 3 GB.
 * Text the fast readers decline is refused beyond it (parse.ts), in a few
 * milliseconds; no record, profile or config comes near it, and large sets
 * belong in JSON or JSON Lines.
 */
export const MAX_YAML_NODES = 100_000;

/**
 * An upper bound on the nodes of `text` (up to the first count over `max`),
 * in one pass: each node is opened by a flow indicator (`[`, `{`, `,`), a
 * block indicator (`- `, `? `, `: `) or a new line, so their count bounds
 * the nodes (indicators inside quotes and comments count too).
 */
export function nodeBound(text: string, max: number): number {
  let n = 0;
  for (let i = 0; i < text.length && n <= max; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b || c === 0x2c || c === 0x0a) n++;
    else if (c === 0x2d || c === 0x3f || c === 0x3a) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d || Number.isNaN(next)) n++;
    }
  }
  return n;
}

/** The error for a value nested deeper than MAX_NESTING, where it was read. */
export function tooDeep(where: Where): AqrError {
  return new AqrError('ERR_INPUT_PARSE', `cannot be parsed: nested more than ${MAX_NESTING} levels deep`, where);
}

/**
 * The line on which `text` may nest deeper than `max` (undefined: it cannot),
 * from an upper bound on its nesting, in one pass: the open flow brackets
 * plus, on each line, the indentation and the `- `, `? ` and `: ` indicators
 * that start it (quotes are not skipped, so brackets inside strings count too).
 */
export function lineNestedBeyond(text: string, max: number): number | undefined {
  let flow = 0;
  let lead = 0;
  let leading = true;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      lead = 0;
      leading = true;
      line++;
      continue;
    }
    if (c === 0x5b || c === 0x7b) flow++;
    else if ((c === 0x5d || c === 0x7d) && flow > 0) flow--;
    if (leading) {
      const next = text.charCodeAt(i + 1);
      if (c === 0x20 || c === 0x09 || ((c === 0x2d || c === 0x3f || c === 0x3a) && (next === 0x20 || next === 0x09 || next === 0x0a || Number.isNaN(next))))
        lead++;
      else leading = false;
    }
    if (flow + lead > max) return line;
  }
  return undefined;
}

/**
 * Where a parsed value first nests deeper than `max` levels (undefined: it
 * does not), found without recursion: JSON.parse reads any depth, so a value
 * read in bulk is held to MAX_NESTING here before any walk recurses into it.
 */
export function pathNestedBeyond(value: unknown, max: number): PathSegment[] | undefined {
  const stack: { v: unknown; path: PathSegment[] }[] = [{ v: value, path: [] }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { v, path } = top;
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= max) return path;
    if (Array.isArray(v)) v.forEach((c: unknown, i) => stack.push({ v: c, path: [...path, i] }));
    else for (const [k, c] of Object.entries(v as Record<string, unknown>)) stack.push({ v: c, path: [...path, k] });
  }
  return undefined;
}
