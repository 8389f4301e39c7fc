// The fast path for JSON records, profiles and configs: JSON.parse for the
// value, and one linear scan of the (then valid) text for what the YAML
// library was used for, the line of every key and item and the refusal of
// duplicate keys. The YAML library took most of the time of reading the
// action's own JSON record back. It declines (undefined) on a duplicate key, a
// `__proto__` key, a key over 1000 characters or with its colon on another
// line, a tab, an integer of more than 15 digits (whose rounding it does
// not vouch for), a lone CR, nesting over 500 deep, or text JSON.parse
// rejects: the full parser (parse.ts) then reads the text and reports any error.
// test/doc/fast/json.test.ts holds it to the full parser.
import type { PathSegment } from '../path.js';
import { lineOfShape, type Located, type Shape } from './shape.js';

export interface JsonRead {
  value: unknown;
  /** Line (1-based) of the value at `path`, or of its nearest ancestor present, as the full parser gives it. */
  lineOf(path: readonly PathSegment[]): number | undefined;
}

class Decline extends Error {}
/** The deepest nesting this scan reads. */
const MAX_DEPTH = 500;
const NUMBER = /-?(?:0|[1-9]([0-9]*))(\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;

/** Reads JSON `text` with the line of every key and item; undefined when the full parser must. */
export function readJson(text: string): JsonRead | undefined {
  // A lone CR or a tab: YAML's reading of the layout may differ.
  if (/\r(?!\n)|\t/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  let at = 0;
  let line = 1;
  const space = () => {
    for (;;) {
      const c = text.charCodeAt(at);
      if (c === 0x0a) line++;
      else if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return;
      at++;
    }
  };
  /** Past the string that starts at `at`; its text when `key`. */
  const string = (key: boolean): string => {
    const start = at;
    let escaped = false;
    at++;
    for (;;) {
      const c = text.charCodeAt(at++);
      if (c === 0x22) break;
      if (c === 0x5c) {
        escaped = true;
        at++;
      }
    }
    if (!key) return '';
    return escaped ? (JSON.parse(text.slice(start, at)) as string) : text.slice(start + 1, at - 1);
  };
  let depth = 0;
  const node = (): Shape => {
    const c = text.charCodeAt(at);
    // Deep nesting is left to the full parser, which reports it.
    if ((c === 0x7b || c === 0x5b) && depth >= MAX_DEPTH) throw new Decline();
    if (c === 0x7b) {
      const shape = new Map<string, Located>();
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 0x7d) {
        at++;
        depth--;
        return shape;
      }
      for (;;) {
        space();
        const keyLine = line;
        const key = string(true);
        if (key === '__proto__' || shape.has(key) || key.length > 1000) throw new Decline();
        space();
        // YAML wants a flow key and its colon on one line.
        if (line !== keyLine) throw new Decline();
        at++; // the colon
        space();
        shape.set(key, { line: keyLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 0x7d) {
          depth--;
          return shape;
        }
      }
    }
    if (c === 0x5b) {
      const shape: Located[] = [];
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 0x5d) {
        at++;
        depth--;
        return shape;
      }
      for (;;) {
        space();
        const itemLine = line;
        shape.push({ line: itemLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 0x5d) {
          depth--;
          return shape;
        }
      }
    }
    if (c === 0x22) {
      string(false);
      return undefined;
    }
    if (c === 0x74 || c === 0x6e) at += 4;
    else if (c === 0x66) at += 5;
    else {
      NUMBER.lastIndex = at;
      const m = NUMBER.exec(text);
      if (!m) throw new Decline();
      // An integer of more than 15 digits: both readers round it, this scan does not vouch they agree.
      if (m[2] === undefined && (m[1]?.length ?? 0) > 14) throw new Decline();
      at = NUMBER.lastIndex;
    }
    return undefined;
  };
  let root: Shape;
  let rootLine: number;
  try {
    space();
    rootLine = line;
    root = node();
  } catch (e) {
    if (e instanceof Decline) return undefined;
    throw e;
  }
  return {
    value,
    lineOf: (path) => lineOfShape(rootLine, root, path),
  };
}
