// The fast path for bulk YAML: the one shape a large task manifest takes in
// YAML (a block list of flat mappings of simple scalars, alone or under one
// top-level key), read line by line in linear time and constant space per
// value. The YAML library keeps every node with its position and took 7 s and
// 760 MiB for 200,000 tasks; this takes a few tens of milliseconds.
//
// It accepts only text whose meaning under YAML 1.2's core schema is plain to
// see, and returns undefined for anything else (a tab, a flow collection, an
// anchor, a quote with an escape, a number other than a plain integer, a
// duplicate key, a nested value, a second document...): the full parser then
// reads the text and reports any error. So what it returns is always what the
// full parser would have returned (test/doc/fast/block-list.test.ts holds it to
// that on generated documents), and line numbers are found, by a second scan,
// only when an error needs one.
import type { PathSegment } from '../path.js';
import { coreWord, ODD, quotedScalar, ContentLines } from './yaml-scan.js';

export interface BlockList {
  value: unknown;
  /** Line (1-based) of the value at `path`, or of its nearest ancestor present, as the full parser gives it. */
  lineOf(path: readonly PathSegment[]): number | undefined;
}

const INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
/** What scalar() returns for text it does not resolve. */
const NOT = Symbol('not a simple scalar');

/**
 * The value of the simple scalar at text[from, stop), or NOT when it is not one
 * this reader resolves. A plain scalar is scanned by hand: ASCII letters,
 * digits and _./@+- and inner spaces, ended by the line or by " #"; only
 * spaces are trimmed (YAML's white space is space and tab; a no-break space
 * is content), and any other character leaves it to the full parser.
 */
function scalarAt(text: string, from: number, stop: number): unknown {
  const first = text.charCodeAt(from);
  if (first === 0x22 || first === 0x27) return quotedScalar(text.slice(from, stop)) ?? NOT;
  let end = from; // past the last character that is not a space
  let digits = true;
  for (let i = from; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) continue;
    if (c === 0x23) {
      // '#' starts a comment only after a space; else it is content the fast path does not read.
      if (i > from && text.charCodeAt(i - 1) === 0x20) break;
      return NOT;
    }
    const letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f;
    const digit = c >= 0x30 && c <= 0x39;
    if (i === from ? !(letter || digit) : !(letter || digit || c === 0x2e || c === 0x2f || c === 0x40 || c === 0x2b || c === 0x2d)) return NOT;
    if (!digit) digits = false;
    end = i + 1;
  }
  const value = text.slice(from, end);
  if (digits) return INTEGER.test(value) ? Number(value) : NOT;
  // A plain string starts with a letter or _ (a digit would make it a number, or odd).
  if (first >= 0x30 && first <= 0x39) return NOT;
  const w = coreWord(value);
  return w === undefined ? value : w;
}

/** Where the value of the last key keyAt read starts. */
let valueStart = 0;

/**
 * The key of `key: value` at text[from, stop), or undefined; valueStart is then
 * where its value starts. `known` holds the keys met so far: a key spelled as
 * one of them is that very string, so the item's property is not looked up by
 * a fresh string each line.
 */
function keyAt(text: string, from: number, stop: number, known: string[]): string | undefined {
  let i = from;
  for (; i < stop; i++) {
    const c = text.charCodeAt(i);
    const ok = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || (i > from && ((c >= 0x30 && c <= 0x39) || c === 0x2d));
    if (!ok) break;
  }
  // "key:" then at least one space and a value (an empty value is a null, or a nested block: the full parser's).
  if (i === from || text.charCodeAt(i) !== 0x3a || text.charCodeAt(i + 1) !== 0x20) return undefined;
  let v = i + 2;
  while (v < stop && text.charCodeAt(v) === 0x20) v++;
  if (v >= stop) return undefined;
  valueStart = v;
  for (const k of known) if (k.length === i - from && text.startsWith(k, from)) return k;
  const k = text.slice(from, i);
  if (known.length < 16) known.push(k);
  return k;
}

function plainKey(k: string): boolean {
  return coreWord(k) === undefined && k !== '__proto__';
}

/** The list's lines: where its key is (if any), where each item starts, the items' indentation. */
interface Layout {
  keyLine: number | undefined;
  key: string | undefined;
  /** Each item's first line, and where in the text it starts. */
  itemLines: number[];
  itemOffsets: number[];
  fieldIndent: number;
  text: string;
}

/** Reads `text` when it has the simple shape; undefined when the full parser must. */
export function readBlockList(text: string): BlockList | undefined {
  const items: Record<string, unknown>[] = [];
  const itemLines: number[] = [];
  const itemOffsets: number[] = [];
  const shape = scanBlockList(text, (item, line, offset) => {
    items.push(item);
    itemLines.push(line);
    itemOffsets.push(offset);
  });
  if (shape === undefined) return undefined;
  const { key, keyLine, fieldIndent } = shape;
  const layout: Layout = { keyLine, key, itemLines, itemOffsets, fieldIndent, text };
  return { value: key === undefined ? items : { [key]: items }, lineOf: (path) => lineOf(layout, path) };
}

/**
 * The same reading for a caller that folds the items as they come (a task
 * manifest of 200,000 tasks then keeps no list of them): `each` gets every
 * item, complete, in order. Returns the top-level key (undefined for a bare
 * list), or NO_LIST when the text is not of the simple shape; the items handed
 * over by then are the caller's to throw away, as the full parser must read it.
 */
export function eachBlockListItem(text: string, each: (item: Record<string, unknown>, index: number) => void): string | undefined | typeof NO_LIST {
  let n = 0;
  const shape = scanBlockList(text, (item) => each(item, n++));
  return shape === undefined ? NO_LIST : shape.key;
}

/** What eachBlockListItem returns for text the full parser must read. */
export const NO_LIST = Symbol('not a simple block list');

/** The scan behind both: each item as it ends (with its first line and offset), then the layout; undefined when the shape is not simple. */
function scanBlockList(
  text: string,
  emit: (item: Record<string, unknown>, line: number, offset: number) => void,
): { key: string | undefined; keyLine: number | undefined; fieldIndent: number; items: number } | undefined {
  // One scan of the whole text for what only the full parser judges; a CR only as part of CRLF.
  if (ODD.test(text)) return undefined;
  let key: string | undefined;
  let keyLine: number | undefined;
  let seqIndent = -1;
  let fieldIndent = -1;
  let items = 0;
  let item: Record<string, unknown> | undefined;
  let itemLine = 0;
  let itemOffset = 0;
  const known: string[] = [];
  // Line by line without splitting the text (ContentLines): each line is garbage as soon as it is read.
  for (const l = new ContentLines(text); l.next();) {
    const { n, from, at, indent, stop } = l;
    const dash = text.startsWith('- ', at);
    if (seqIndent === -1) {
      if (key === undefined && indent === 0 && !dash) {
        // The one top-level key, with nothing after it but a comment (after a space: `tasks:#` is no key).
        const m = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +#.*| *)$/.exec(text.slice(from, stop));
        if (!m || !plainKey(m[1] as string)) return undefined;
        key = m[1] as string;
        keyLine = n;
        continue;
      }
      if (!dash || (key === undefined && indent !== 0)) return undefined;
      seqIndent = indent;
      fieldIndent = indent + 2;
    }
    if (indent === seqIndent && dash) {
      if (text.charCodeAt(at + 2) === 0x20) return undefined; // "-   key": another indentation
      if (item !== undefined) emit(item, itemLine, itemOffset);
      item = {};
      items++;
      itemLine = n;
      itemOffset = from;
    } else if (indent !== fieldIndent || item === undefined) return undefined;
    // Read in place: the value runs to the end of this line (no lone CR, LS or PS is left by now).
    const k = keyAt(text, from + fieldIndent, stop, known);
    if (k === undefined || !plainKey(k) || Object.hasOwn(item, k)) return undefined;
    const v = scalarAt(text, valueStart, stop);
    if (v === NOT) return undefined;
    item[k] = v;
  }
  if (item === undefined) return undefined;
  emit(item, itemLine, itemOffset);
  return { key, keyLine, fieldIndent, items };
}

function lineOf(l: Layout, path: readonly PathSegment[]): number | undefined {
  let at = 0;
  // The root: a mapping starts at its key, a list at its first item.
  let line = l.keyLine ?? l.itemLines[0];
  if (l.key !== undefined) {
    if (path.length === 0 || String(path[0]) !== l.key) return line;
    at = 1;
  }
  const i = path[at];
  if (typeof i !== 'number' || l.itemLines[i] === undefined) return line;
  line = l.itemLines[i];
  const field = path[at + 1];
  if (field === undefined) return line;
  const seqPrefix = `${' '.repeat(l.fieldIndent - 2)}- `;
  const fieldPrefix = ' '.repeat(l.fieldIndent);
  const stop = l.itemOffsets[i + 1] ?? l.text.length;
  for (let n = line, at = l.itemOffsets[i] as number; at < stop; n++) {
    let end = l.text.indexOf('\n', at);
    if (end === -1) end = l.text.length;
    const text = l.text.slice(at, end);
    at = end + 1;
    const prefix = text.slice(0, l.fieldIndent);
    if ((prefix === seqPrefix || prefix === fieldPrefix) && text.startsWith(`${String(field)}:`, l.fieldIndent)) return n;
  }
  return line;
}
