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
// full parser would have returned (test/record/block-list.test.ts holds it to
// that on generated documents), and line numbers are found, by a second scan,
// only when an error needs one.
import type { PathSegment } from './path.js';

export interface BlockList {
  value: unknown;
  /** Line (1-based) of the value at `path`, or of its nearest ancestor present, as the full parser gives it. */
  lineOf(path: readonly PathSegment[]): number | undefined;
}

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
const PLAIN = /^[A-Za-z_][A-Za-z0-9_./@+ -]*$/;
const INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
/** The core schema's null and booleans: plain scalars spelled so are not strings. */
const WORDS: Record<string, null | boolean> = { null: null, Null: null, NULL: null, true: true, True: true, TRUE: true, false: false, False: false, FALSE: false };
/** Characters the fast path leaves to the full parser wherever they appear (in comments too). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const ODD = /[\t\r\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]/;

/** The value of a simple scalar, or undefined when it is not one this reader resolves. */
function scalar(raw: string): { v: unknown } | undefined {
  let text = raw;
  const first = text.charCodeAt(0);
  if (first === 0x22 || first === 0x27) {
    // "..." without an escape, or '...' without a doubled quote, then at most a comment.
    const close = text.indexOf(text[0] as string, 1);
    if (close === -1) return undefined;
    const inner = text.slice(1, close);
    if (first === 0x22 && inner.includes('\\')) return undefined;
    const after = text.slice(close + 1);
    if (after !== '' && !/^ +(?:#.*)?$/.test(after)) return undefined;
    return { v: inner };
  }
  const hash = text.indexOf(' #');
  if (hash !== -1) text = text.slice(0, hash);
  text = text.trimEnd();
  if (text.includes('#')) return undefined;
  if (INTEGER.test(text)) return { v: Number(text) };
  if (!PLAIN.test(text)) return undefined;
  return Object.hasOwn(WORDS, text) ? { v: WORDS[text] } : { v: text };
}

function plainKey(k: string): boolean {
  return !Object.hasOwn(WORDS, k) && k !== '__proto__';
}

/** The list's lines: where its key is (if any), where each item starts, the items' indentation. */
interface Layout {
  keyLine: number | undefined;
  key: string | undefined;
  itemLines: number[];
  fieldIndent: number;
  lines: string[];
}

/** Reads `text` when it has the simple shape; undefined when the full parser must. */
export function readBlockList(text: string): BlockList | undefined {
  const lines = text.split('\n');
  let key: string | undefined;
  let keyLine: number | undefined;
  let seqIndent = -1;
  let fieldIndent = -1;
  const items: Record<string, unknown>[] = [];
  const itemLines: number[] = [];
  let item: Record<string, unknown> | undefined;
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n] as string;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (ODD.test(line)) return undefined;
    let indent = 0;
    while (line.charCodeAt(indent) === 0x20) indent++;
    if (indent === line.length || line.charCodeAt(indent) === 0x23) continue; // blank, or a comment line
    if (seqIndent === -1) {
      if (key === undefined && indent === 0 && !line.startsWith('- ')) {
        // The one top-level key, with nothing after it but a comment.
        const m = /^([A-Za-z_][A-Za-z0-9_-]*): *(?:#.*)?$/.exec(line);
        if (!m || !plainKey(m[1] as string)) return undefined;
        key = m[1] as string;
        keyLine = n + 1;
        continue;
      }
      if (!line.startsWith('- ', indent) || (key === undefined && indent !== 0)) return undefined;
      seqIndent = indent;
      fieldIndent = indent + 2;
    }
    if (indent === seqIndent && line.startsWith('- ', indent)) {
      if (line.charCodeAt(indent + 2) === 0x20) return undefined; // "-   key": another indentation
      item = {};
      items.push(item);
      itemLines.push(n + 1);
    } else if (indent !== fieldIndent || item === undefined) return undefined;
    const m = KEY.exec(line.slice(fieldIndent));
    if (!m) return undefined;
    const k = m[1] as string;
    if (!plainKey(k) || Object.hasOwn(item, k) || m[2] === undefined) return undefined;
    const v = scalar(m[2]);
    if (!v) return undefined;
    item[k] = v.v;
  }
  if (items.length === 0) return undefined;
  const layout: Layout = { keyLine, key, itemLines, fieldIndent, lines };
  return { value: key === undefined ? items : { [key]: items }, lineOf: (path) => lineOf(layout, path) };
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
  const end = l.itemLines[i + 1] ?? l.lines.length + 1;
  const seqPrefix = `${' '.repeat(l.fieldIndent - 2)}- `;
  const fieldPrefix = ' '.repeat(l.fieldIndent);
  for (let n = line; n < end; n++) {
    const text = l.lines[n - 1] as string;
    const prefix = text.slice(0, l.fieldIndent);
    if ((prefix === seqPrefix || prefix === fieldPrefix) && text.startsWith(`${String(field)}:`, l.fieldIndent)) return n;
  }
  return line;
}
