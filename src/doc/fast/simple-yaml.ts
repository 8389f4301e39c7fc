// The fast path for the YAML people and aqr usually write: block mappings and
// block sequences nested by indentation, with plain, quoted and empty scalars,
// comments and blank lines (records, profiles, configs, authority and decision
// files). Reading such a text does not load the YAML library, which costs
// `aqr check` and the action more time than the rest of the reading.
//
// It follows the rules of the bulk fast path (block-list.ts): it accepts only
// text whose meaning under YAML 1.2's core schema is plain to see, and returns
// undefined for anything else (a tab, a flow collection other than `[]` or
// `{}`, an anchor, a tag, a block scalar, a scalar over several lines, a quote
// with an escape, a number other than a plain decimal, a directive or document
// marker, a duplicate or complex key...): the full parser then reads the text
// and reports any error. So what it returns is always what the full parser
// returns, with the same line for every path
// (test/doc/fast/simple-yaml.test.ts holds it to that on generated documents).
import { coreWord, ODD, quotedScalar, ContentLines } from './yaml-scan.js';
import { type Located, type Shape, lineOfShape } from './shape.js';
import { canonicalNumber } from '../canonical-number.js';
import type { PathSegment } from '../path.js';

export interface SimpleYaml {
  value: unknown;
  /** Line (1-based) of the value at `path`, or of its nearest ancestor present, as the full parser gives it. */
  lineOf(path: readonly PathSegment[]): number | undefined;
  /** The source of every plain scalar, keys included, in document order (an empty value is ''). */
  plain: string[];
}

interface Line {
  n: number;
  indent: number;
  text: string;
}

/** A key (plain, or quoted without escapes), its colon, and what follows on the line. */
const KEY = /^(?:([A-Za-z_][A-Za-z0-9_./-]{0,200})|"([^"\\]{0,200})"|'([^']{0,200})'):(?: +(.*))?$/;
/** A plain scalar that the core schema reads as a string: starts with a letter, `_` or `/`, words of printable ASCII one space apart (and no `: `, checked apart). */
const PLAIN = /^[A-Za-z_/][!-~]*(?: [!-~]+)*$/;
/** A decimal in JSON's spelling without exponent, short enough that every reader rounds it alike. */
const DECIMAL = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/;
/** A key in a flow mapping (sticky), its colon and the spaces after it. */
const FLOW_KEY = /(?:([A-Za-z_][A-Za-z0-9_./-]{0,200})|"([^"\\]{0,200})"|'([^']{0,200})'): +/y;

/** What scalar() returns for text it does not resolve. */
const NOT = Symbol('not a simple scalar');

class Decline extends Error {}
function decline(): never {
  throw new Decline();
}

/** Reads `text` when it has the simple shape; undefined when the full parser must. */
export function readSimpleYaml(text: string): SimpleYaml | undefined {
  // Characters left to the full parser wherever they appear (in comments too); a CR only as part of CRLF.
  if (ODD.test(text)) return undefined;
  const lines: Line[] = [];
  for (const l = new ContentLines(text); l.next();) lines.push({ n: l.n, indent: l.indent, text: text.slice(l.at, l.stop) });
  if (lines.length === 0) return undefined;
  const plain: string[] = [];
  try {
    const root = new Reader(lines, plain);
    const { value, shape, next } = root.block(0);
    if (next !== lines.length) return undefined;
    const rootLine = (lines[0] as Line).n;
    return { value, plain, lineOf: (path) => lineOfShape(rootLine, shape, path) };
  } catch (e) {
    if (e instanceof Decline) return undefined;
    // A stack overflow on deep nesting: the full parser judges.
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

function isDash(text: string): boolean {
  return text === '-' || text.startsWith('- ');
}

/** The deepest nesting this reader reads. */
const MAX_DEPTH = 64;

class Reader {
  private depth = 0;

  constructor(
    private readonly lines: Line[],
    private readonly plain: string[],
  ) {}

  /** The block node whose first line is lines[i], and the index of the line after it. */
  block(i: number): { value: unknown; shape: Shape; next: number } {
    const line = this.lines[i] as Line;
    // Deep nesting is left to the full parser (which reports it); a compact list per level would cost this reader quadratic time.
    if (++this.depth > MAX_DEPTH) decline();
    const node = isDash(line.text) ? this.seq(i, line.indent) : this.map(i, line.indent);
    this.depth--;
    return node;
  }

  /** The indentation of lines[i], or -1 past the end. */
  private indentAt(i: number): number {
    return this.lines[i]?.indent ?? -1;
  }

  private seq(i: number, indent: number): { value: unknown[]; shape: Located[]; next: number } {
    const value: unknown[] = [];
    const shape: Located[] = [];
    while (i < this.lines.length && this.indentAt(i) === indent && isDash((this.lines[i] as Line).text)) {
      const line = this.lines[i] as Line;
      let at = 1;
      while (line.text.charCodeAt(at) === 0x20) at++;
      const rest = line.text.slice(at);
      if (rest === '') {
        // The item on the lines below (a null item, a dash alone, is left to the full parser).
        if (this.indentAt(i + 1) <= indent) decline();
        const item = this.block(i + 1);
        value.push(item.value);
        shape.push({ line: (this.lines[i + 1] as Line).n, shape: item.shape });
        i = item.next;
      } else if (rest.startsWith('#')) decline();
      else if (KEY.test(rest) || isDash(rest)) {
        // A mapping or list that starts on the dash's line: read from a line of its own at its column.
        this.lines[i] = { n: line.n, indent: indent + at, text: rest };
        const item = this.block(i);
        value.push(item.value);
        shape.push({ line: line.n, shape: item.shape });
        i = item.next;
      } else {
        const item = this.inline(rest, line.n);
        value.push(item.value);
        shape.push({ line: line.n, shape: item.shape });
        i++;
        // A more indented line after a scalar continues it (a multi-line scalar).
        if (this.indentAt(i) > indent) decline();
      }
    }
    if (this.indentAt(i) > indent) decline();
    return { value, shape, next: i };
  }

  private map(i: number, indent: number): { value: Record<string, unknown>; shape: Map<string, Located>; next: number } {
    const value: Record<string, unknown> = {};
    const shape = new Map<string, Located>();
    while (i < this.lines.length && this.indentAt(i) === indent) {
      const line = this.lines[i] as Line;
      const m = KEY.exec(line.text);
      if (!m) decline();
      const key = m[1] ?? m[2] ?? (m[3] as string);
      if (m[1] !== undefined) {
        if (coreWord(key) !== undefined) decline();
        this.plain.push(key);
      }
      if (key === '__proto__' || shape.has(key)) decline();
      const rest = m[4];
      i++;
      if (rest !== undefined && rest !== '' && !rest.startsWith('#')) {
        const item = this.inline(rest, line.n);
        value[key] = item.value;
        shape.set(key, { line: line.n, shape: item.shape });
        if (this.indentAt(i) > indent) decline();
      } else if (this.indentAt(i) > indent || (this.indentAt(i) === indent && isDash((this.lines[i] as Line).text))) {
        const item = this.block(i);
        value[key] = item.value;
        shape.set(key, { line: line.n, shape: item.shape });
        i = item.next;
      } else {
        this.plain.push('');
        value[key] = null;
        shape.set(key, { line: line.n, shape: undefined });
      }
    }
    if (this.indentAt(i) > indent) decline();
    return { value, shape, next: i };
  }

  /** A value written on the line of its key or dash: a scalar, or a flow collection of scalars on that line. */
  private inline(text: string, n: number): { value: unknown; shape: Shape } {
    const first = text.charCodeAt(0);
    if (first === 0x5b || first === 0x7b) return this.flow(text, n);
    const v = this.scalar(text);
    if (v === NOT) decline();
    return { value: v, shape: undefined };
  }

  /** `[a, b]` or `{k: v, k2: v2}` of simple scalars, nothing nested, then at most a comment. */
  private flow(text: string, n: number): { value: unknown; shape: Shape } {
    const isMap = text[0] === '{';
    const close = isMap ? '}' : ']';
    const items: unknown[] = [];
    const seqShape: Located[] = [];
    const obj: Record<string, unknown> = {};
    const mapShape = new Map<string, Located>();
    let at = 1;
    const skip = () => {
      while (text.charCodeAt(at) === 0x20) at++;
    };
    skip();
    if (text[at] !== close) {
      for (;;) {
        skip();
        if (isMap) {
          FLOW_KEY.lastIndex = at;
          const m = FLOW_KEY.exec(text);
          if (!m) decline();
          const key = m[1] ?? m[2] ?? (m[3] as string);
          if (m[1] !== undefined) {
            if (coreWord(key) !== undefined) decline();
            this.plain.push(key);
          }
          if (key === '__proto__' || mapShape.has(key)) decline();
          at = FLOW_KEY.lastIndex;
          const [v, next] = this.flowScalar(text, at);
          obj[key] = v;
          mapShape.set(key, { line: n, shape: undefined });
          at = next;
        } else {
          const [v, next] = this.flowScalar(text, at);
          items.push(v);
          seqShape.push({ line: n, shape: undefined });
          at = next;
        }
        if (text[at] === ',') {
          at++;
          skip();
          // An empty entry or a trailing comma: the full parser judges.
          if (text[at] === ',' || text[at] === close) decline();
          continue;
        }
        if (text[at] === close) break;
        decline();
      }
    }
    const after = text.slice(at + 1);
    if (after !== '' && !/^ +(?:#.*)?$/.test(after)) decline();
    return isMap ? { value: obj, shape: mapShape } : { value: items, shape: seqShape };
  }

  /** A scalar inside a flow collection, from `at` to the next `,`, `]` or `}` (spaces after it skipped). */
  private flowScalar(text: string, at: number): [unknown, number] {
    let end = at;
    const first = text.charCodeAt(at);
    if (first === 0x22 || first === 0x27) {
      end = text.indexOf(text[at] as string, at + 1);
      if (end === -1) decline();
      end++;
    } else while (end < text.length && !',[]{}#"\''.includes(text[end] as string)) end++;
    const raw = text.slice(at, end).replace(/ +$/, '');
    if (raw === '') decline();
    const v = this.scalar(raw);
    if (v === NOT) decline();
    while (text.charCodeAt(end) === 0x20) end++;
    return [v, end];
  }

  /** The value of a simple scalar (and a comment after it), or NOT. */
  private scalar(raw: string): unknown {
    const first = raw.charCodeAt(0);
    if (first === 0x22 || first === 0x27) return quotedScalar(raw) ?? NOT;
    let text = raw;
    const hash = text.indexOf(' #');
    if (hash !== -1) text = text.slice(0, hash);
    // Spaces only: YAML's white space is not JavaScript's.
    text = text.replace(/ +$/, '');
    const word = coreWord(text);
    let value: unknown = NOT;
    if (DECIMAL.test(text)) value = Number(text);
    else if (word !== undefined) value = word;
    else if (isPlainString(text)) value = text;
    if (value !== NOT) this.plain.push(text);
    return value;
  }
}

function isPlainString(text: string): boolean {
  return PLAIN.test(text) && !/:(?: |$)/.test(text) && !text.includes(' #');
}

/** YAML 1.1's words for booleans and null, in lower case: a plain scalar spelled so in any case may be read otherwise by a YAML 1.1 reader. */
const WORDS_1_1 = new Set(['y', 'n', 'yes', 'no', 'on', 'off', 'true', 'false', 'null']);

/**
 * Whether a plain scalar's spelling is read alike by YAML 1.2 and YAML 1.1 and
 * is the canonical spelling of its number: a decimal so spelled,
 * `true`, `false`, `null`, an empty value, or a string that starts with a letter
 * and is none of YAML 1.1's words. When every plain scalar of a record is such,
 * the spelling warnings (yaml-spelling.ts) are none without reading it as YAML 1.1;
 * any other spelling is left to them.
 */
export function surelyReadAlike(source: string): boolean {
  if (source === '' || source === 'true' || source === 'false' || source === 'null') return true;
  if (DECIMAL.test(source)) return canonicalNumber(Number(source)) === source;
  return isPlainString(source) && !WORDS_1_1.has(source.toLowerCase());
}
