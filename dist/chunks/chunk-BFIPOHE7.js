import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-YAMR5NNT.js";
import {
  canonicalNumber
} from "./chunk-VRDUKWRR.js";

// src/doc/fast/yaml-scan.ts
var ODD = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]|\r(?!\n)/;
function coreWord(k) {
  switch (k) {
    case "null":
    case "Null":
    case "NULL":
      return null;
    case "true":
    case "True":
    case "TRUE":
      return true;
    case "false":
    case "False":
    case "FALSE":
      return false;
    default:
      return void 0;
  }
}
function quotedScalar(raw) {
  const close = raw.indexOf(raw[0], 1);
  if (close === -1) return void 0;
  const inner = raw.slice(1, close);
  if (raw.charCodeAt(0) === 34 && inner.includes("\\")) return void 0;
  const after = raw.slice(close + 1);
  if (after !== "" && !/^ +(?:#.*)?$/.test(after)) return void 0;
  return inner;
}
var ContentLines = class {
  constructor(text) {
    this.text = text;
  }
  text;
  n = 0;
  from = 0;
  at = 0;
  indent = 0;
  stop = 0;
  start = 0;
  /** False past the last line with content. */
  next() {
    const text = this.text;
    for (let start = this.start; start < text.length; ) {
      this.n++;
      let end = text.indexOf("\n", start);
      if (end === -1) end = text.length;
      const stop = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
      let at = start;
      while (text.charCodeAt(at) === 32) at++;
      const from = start;
      start = end + 1;
      if (at < stop && text.charCodeAt(at) !== 35) {
        this.start = start;
        this.from = from;
        this.at = at;
        this.indent = at - from;
        this.stop = stop;
        return true;
      }
    }
    this.start = text.length;
    return false;
  }
};

// src/doc/fast/block-list.ts
var INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
var NOT = /* @__PURE__ */ Symbol("not a simple scalar");
function scalarAt(text, from, stop) {
  const first = text.charCodeAt(from);
  if (first === 34 || first === 39) return quotedScalar(text.slice(from, stop)) ?? NOT;
  let end = from;
  let digits = true;
  for (let i = from; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) continue;
    if (c === 35) {
      if (i > from && text.charCodeAt(i - 1) === 32) break;
      return NOT;
    }
    const letter = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95;
    const digit = c >= 48 && c <= 57;
    if (i === from ? !(letter || digit) : !(letter || digit || c === 46 || c === 47 || c === 64 || c === 43 || c === 45)) return NOT;
    if (!digit) digits = false;
    end = i + 1;
  }
  const value = text.slice(from, end);
  if (digits) return INTEGER.test(value) ? Number(value) : NOT;
  if (first >= 48 && first <= 57) return NOT;
  const w = coreWord(value);
  return w === void 0 ? value : w;
}
var valueStart = 0;
function keyAt(text, from, stop, known) {
  let i = from;
  for (; i < stop; i++) {
    const c = text.charCodeAt(i);
    const ok = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || i > from && (c >= 48 && c <= 57 || c === 45);
    if (!ok) break;
  }
  if (i === from || text.charCodeAt(i) !== 58 || text.charCodeAt(i + 1) !== 32) return void 0;
  let v = i + 2;
  while (v < stop && text.charCodeAt(v) === 32) v++;
  if (v >= stop) return void 0;
  valueStart = v;
  for (const k2 of known) if (k2.length === i - from && text.startsWith(k2, from)) return k2;
  const k = text.slice(from, i);
  if (known.length < 16) known.push(k);
  return k;
}
function plainKey(k) {
  return coreWord(k) === void 0 && k !== "__proto__";
}
function readBlockList(text) {
  const items = [];
  const itemLines = [];
  const itemOffsets = [];
  const shape = scanBlockList(text, (item, line, offset) => {
    items.push(item);
    itemLines.push(line);
    itemOffsets.push(offset);
  });
  if (shape === void 0) return void 0;
  const { key, keyLine, fieldIndent } = shape;
  const layout = { keyLine, key, itemLines, itemOffsets, fieldIndent, text };
  return { value: key === void 0 ? items : { [key]: items }, lineOf: (path) => lineOf(layout, path) };
}
function eachBlockListItem(text, each) {
  let n = 0;
  const shape = scanBlockList(text, (item) => each(item, n++));
  return shape === void 0 ? NO_LIST : shape.key;
}
var NO_LIST = /* @__PURE__ */ Symbol("not a simple block list");
function scanBlockList(text, emit) {
  if (ODD.test(text)) return void 0;
  let key;
  let keyLine;
  let seqIndent = -1;
  let fieldIndent = -1;
  let items = 0;
  let item;
  let itemLine = 0;
  let itemOffset = 0;
  const known = [];
  for (const l = new ContentLines(text); l.next(); ) {
    const { n, from, at, indent, stop } = l;
    const dash = text.startsWith("- ", at);
    if (seqIndent === -1) {
      if (key === void 0 && indent === 0 && !dash) {
        const m = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +#.*| *)$/.exec(text.slice(from, stop));
        if (!m || !plainKey(m[1])) return void 0;
        key = m[1];
        keyLine = n;
        continue;
      }
      if (!dash || key === void 0 && indent !== 0) return void 0;
      seqIndent = indent;
      fieldIndent = indent + 2;
    }
    if (indent === seqIndent && dash) {
      if (text.charCodeAt(at + 2) === 32) return void 0;
      if (item !== void 0) emit(item, itemLine, itemOffset);
      item = {};
      items++;
      itemLine = n;
      itemOffset = from;
    } else if (indent !== fieldIndent || item === void 0) return void 0;
    const k = keyAt(text, from + fieldIndent, stop, known);
    if (k === void 0 || !plainKey(k) || Object.hasOwn(item, k)) return void 0;
    const v = scalarAt(text, valueStart, stop);
    if (v === NOT) return void 0;
    item[k] = v;
  }
  if (item === void 0) return void 0;
  emit(item, itemLine, itemOffset);
  return { key, keyLine, fieldIndent, items };
}
function lineOf(l, path) {
  let at = 0;
  let line = l.keyLine ?? l.itemLines[0];
  if (l.key !== void 0) {
    if (path.length === 0 || String(path[0]) !== l.key) return line;
    at = 1;
  }
  const i = path[at];
  if (typeof i !== "number" || l.itemLines[i] === void 0) return line;
  line = l.itemLines[i];
  const field = path[at + 1];
  if (field === void 0) return line;
  const seqPrefix = `${" ".repeat(l.fieldIndent - 2)}- `;
  const fieldPrefix = " ".repeat(l.fieldIndent);
  const stop = l.itemOffsets[i + 1] ?? l.text.length;
  for (let n = line, at2 = l.itemOffsets[i]; at2 < stop; n++) {
    let end = l.text.indexOf("\n", at2);
    if (end === -1) end = l.text.length;
    const text = l.text.slice(at2, end);
    at2 = end + 1;
    const prefix = text.slice(0, l.fieldIndent);
    if ((prefix === seqPrefix || prefix === fieldPrefix) && text.startsWith(`${String(field)}:`, l.fieldIndent)) return n;
  }
  return line;
}

// src/doc/fast/shape.ts
function lineOfShape(rootLine, root, path) {
  let line = rootLine;
  let shape = root;
  for (const seg of path) {
    const step = shape instanceof Map ? shape.get(String(seg)) : Array.isArray(shape) && typeof seg === "number" ? shape[seg] : void 0;
    if (!step) break;
    line = step.line;
    shape = step.shape;
  }
  return line;
}

// src/doc/fast/json.ts
var Decline = class extends Error {
};
var MAX_DEPTH = 500;
var NUMBER = /-?(?:0|[1-9]([0-9]*))(\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
function readJson(text) {
  if (/\r(?!\n)|\t/.test(text)) return void 0;
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return void 0;
  }
  let at = 0;
  let line = 1;
  const space = () => {
    for (; ; ) {
      const c = text.charCodeAt(at);
      if (c === 10) line++;
      else if (c !== 32 && c !== 9 && c !== 13) return;
      at++;
    }
  };
  const string = (key) => {
    const start = at;
    let escaped = false;
    at++;
    for (; ; ) {
      const c = text.charCodeAt(at++);
      if (c === 34) break;
      if (c === 92) {
        escaped = true;
        at++;
      }
    }
    if (!key) return "";
    return escaped ? JSON.parse(text.slice(start, at)) : text.slice(start + 1, at - 1);
  };
  let depth = 0;
  const node = () => {
    const c = text.charCodeAt(at);
    if ((c === 123 || c === 91) && depth >= MAX_DEPTH) throw new Decline();
    if (c === 123) {
      const shape = /* @__PURE__ */ new Map();
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 125) {
        at++;
        depth--;
        return shape;
      }
      for (; ; ) {
        space();
        const keyLine = line;
        const key = string(true);
        if (key === "__proto__" || shape.has(key) || key.length > 1e3) throw new Decline();
        space();
        if (line !== keyLine) throw new Decline();
        at++;
        space();
        shape.set(key, { line: keyLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 125) {
          depth--;
          return shape;
        }
      }
    }
    if (c === 91) {
      const shape = [];
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 93) {
        at++;
        depth--;
        return shape;
      }
      for (; ; ) {
        space();
        const itemLine = line;
        shape.push({ line: itemLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 93) {
          depth--;
          return shape;
        }
      }
    }
    if (c === 34) {
      string(false);
      return void 0;
    }
    if (c === 116 || c === 110) at += 4;
    else if (c === 102) at += 5;
    else {
      NUMBER.lastIndex = at;
      const m = NUMBER.exec(text);
      if (!m) throw new Decline();
      if (m[2] === void 0 && (m[1]?.length ?? 0) > 14) throw new Decline();
      at = NUMBER.lastIndex;
    }
    return void 0;
  };
  let root;
  let rootLine;
  try {
    space();
    rootLine = line;
    root = node();
  } catch (e) {
    if (e instanceof Decline) return void 0;
    throw e;
  }
  return {
    value,
    lineOf: (path) => lineOfShape(rootLine, root, path)
  };
}

// src/doc/fast/simple-yaml.ts
var KEY = /^(?:([A-Za-z_][A-Za-z0-9_./-]{0,200})|"([^"\\]{0,200})"|'([^']{0,200})'):(?: +(.*))?$/;
var PLAIN = /^[A-Za-z_/][!-~]*(?: [!-~]+)*$/;
var DECIMAL = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/;
var FLOW_KEY = /(?:([A-Za-z_][A-Za-z0-9_./-]{0,200})|"([^"\\]{0,200})"|'([^']{0,200})'): +/y;
var NOT2 = /* @__PURE__ */ Symbol("not a simple scalar");
var Decline2 = class extends Error {
};
function decline() {
  throw new Decline2();
}
function readSimpleYaml(text) {
  if (ODD.test(text)) return void 0;
  const lines = [];
  for (const l = new ContentLines(text); l.next(); ) lines.push({ n: l.n, indent: l.indent, text: text.slice(l.at, l.stop) });
  if (lines.length === 0) return void 0;
  const plain = [];
  try {
    const root = new Reader(lines, plain);
    const { value, shape, next } = root.block(0);
    if (next !== lines.length) return void 0;
    const rootLine = lines[0].n;
    return { value, plain, lineOf: (path) => lineOfShape(rootLine, shape, path) };
  } catch (e) {
    if (e instanceof Decline2) return void 0;
    if (e instanceof RangeError) return void 0;
    throw e;
  }
}
function isDash(text) {
  return text === "-" || text.startsWith("- ");
}
var MAX_DEPTH2 = 64;
var Reader = class {
  constructor(lines, plain) {
    this.lines = lines;
    this.plain = plain;
  }
  lines;
  plain;
  depth = 0;
  /** The block node whose first line is lines[i], and the index of the line after it. */
  block(i) {
    const line = this.lines[i];
    if (++this.depth > MAX_DEPTH2) decline();
    const node = isDash(line.text) ? this.seq(i, line.indent) : this.map(i, line.indent);
    this.depth--;
    return node;
  }
  /** The indentation of lines[i], or -1 past the end. */
  indentAt(i) {
    return this.lines[i]?.indent ?? -1;
  }
  seq(i, indent) {
    const value = [];
    const shape = [];
    while (i < this.lines.length && this.indentAt(i) === indent && isDash(this.lines[i].text)) {
      const line = this.lines[i];
      let at = 1;
      while (line.text.charCodeAt(at) === 32) at++;
      const rest = line.text.slice(at);
      if (rest === "") {
        if (this.indentAt(i + 1) <= indent) decline();
        const item = this.block(i + 1);
        value.push(item.value);
        shape.push({ line: this.lines[i + 1].n, shape: item.shape });
        i = item.next;
      } else if (rest.startsWith("#")) decline();
      else if (KEY.test(rest) || isDash(rest)) {
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
        if (this.indentAt(i) > indent) decline();
      }
    }
    if (this.indentAt(i) > indent) decline();
    return { value, shape, next: i };
  }
  map(i, indent) {
    const value = {};
    const shape = /* @__PURE__ */ new Map();
    while (i < this.lines.length && this.indentAt(i) === indent) {
      const line = this.lines[i];
      const m = KEY.exec(line.text);
      if (!m) decline();
      const key = m[1] ?? m[2] ?? m[3];
      if (m[1] !== void 0) {
        if (coreWord(key) !== void 0) decline();
        this.plain.push(key);
      }
      if (key === "__proto__" || shape.has(key)) decline();
      const rest = m[4];
      i++;
      if (rest !== void 0 && rest !== "" && !rest.startsWith("#")) {
        const item = this.inline(rest, line.n);
        value[key] = item.value;
        shape.set(key, { line: line.n, shape: item.shape });
        if (this.indentAt(i) > indent) decline();
      } else if (this.indentAt(i) > indent || this.indentAt(i) === indent && isDash(this.lines[i].text)) {
        const item = this.block(i);
        value[key] = item.value;
        shape.set(key, { line: line.n, shape: item.shape });
        i = item.next;
      } else {
        this.plain.push("");
        value[key] = null;
        shape.set(key, { line: line.n, shape: void 0 });
      }
    }
    if (this.indentAt(i) > indent) decline();
    return { value, shape, next: i };
  }
  /** A value written on the line of its key or dash: a scalar, or a flow collection of scalars on that line. */
  inline(text, n) {
    const first = text.charCodeAt(0);
    if (first === 91 || first === 123) return this.flow(text, n);
    const v = this.scalar(text);
    if (v === NOT2) decline();
    return { value: v, shape: void 0 };
  }
  /** `[a, b]` or `{k: v, k2: v2}` of simple scalars, nothing nested, then at most a comment. */
  flow(text, n) {
    const isMap = text[0] === "{";
    const close = isMap ? "}" : "]";
    const items = [];
    const seqShape = [];
    const obj = {};
    const mapShape = /* @__PURE__ */ new Map();
    let at = 1;
    const skip = () => {
      while (text.charCodeAt(at) === 32) at++;
    };
    skip();
    if (text[at] !== close) {
      for (; ; ) {
        skip();
        if (isMap) {
          FLOW_KEY.lastIndex = at;
          const m = FLOW_KEY.exec(text);
          if (!m) decline();
          const key = m[1] ?? m[2] ?? m[3];
          if (m[1] !== void 0) {
            if (coreWord(key) !== void 0) decline();
            this.plain.push(key);
          }
          if (key === "__proto__" || mapShape.has(key)) decline();
          at = FLOW_KEY.lastIndex;
          const [v, next] = this.flowScalar(text, at);
          obj[key] = v;
          mapShape.set(key, { line: n, shape: void 0 });
          at = next;
        } else {
          const [v, next] = this.flowScalar(text, at);
          items.push(v);
          seqShape.push({ line: n, shape: void 0 });
          at = next;
        }
        if (text[at] === ",") {
          at++;
          skip();
          if (text[at] === "," || text[at] === close) decline();
          continue;
        }
        if (text[at] === close) break;
        decline();
      }
    }
    const after = text.slice(at + 1);
    if (after !== "" && !/^ +(?:#.*)?$/.test(after)) decline();
    return isMap ? { value: obj, shape: mapShape } : { value: items, shape: seqShape };
  }
  /** A scalar inside a flow collection, from `at` to the next `,`, `]` or `}` (spaces after it skipped). */
  flowScalar(text, at) {
    let end = at;
    const first = text.charCodeAt(at);
    if (first === 34 || first === 39) {
      end = text.indexOf(text[at], at + 1);
      if (end === -1) decline();
      end++;
    } else while (end < text.length && !`,[]{}#"'`.includes(text[end])) end++;
    const raw = text.slice(at, end).replace(/ +$/, "");
    if (raw === "") decline();
    const v = this.scalar(raw);
    if (v === NOT2) decline();
    while (text.charCodeAt(end) === 32) end++;
    return [v, end];
  }
  /** The value of a simple scalar (and a comment after it), or NOT. */
  scalar(raw) {
    const first = raw.charCodeAt(0);
    if (first === 34 || first === 39) return quotedScalar(raw) ?? NOT2;
    let text = raw;
    const hash = text.indexOf(" #");
    if (hash !== -1) text = text.slice(0, hash);
    text = text.replace(/ +$/, "");
    const word = coreWord(text);
    let value = NOT2;
    if (DECIMAL.test(text)) value = Number(text);
    else if (word !== void 0) value = word;
    else if (isPlainString(text)) value = text;
    if (value !== NOT2) this.plain.push(text);
    return value;
  }
};
function isPlainString(text) {
  return PLAIN.test(text) && !/:(?: |$)/.test(text) && !text.includes(" #");
}
var WORDS_1_1 = /* @__PURE__ */ new Set(["y", "n", "yes", "no", "on", "off", "true", "false", "null"]);
function surelyReadAlike(source) {
  if (source === "" || source === "true" || source === "false" || source === "null") return true;
  if (DECIMAL.test(source)) return canonicalNumber(Number(source)) === source;
  return isPlainString(source) && !WORDS_1_1.has(source.toLowerCase());
}

// src/doc/fast/read-fast.ts
function readFast(text, bulk = false) {
  if (text.length > MAX_YAML_CHARS) return void 0;
  if (detectSyntax(text) === "json") {
    const json = readJson(text);
    return json && { value: json.value, syntax: "json", lineOf: json.lineOf };
  }
  if (bulk) {
    const list = readBlockList(text);
    if (list) return { value: list.value, syntax: "yaml", lineOf: list.lineOf };
  }
  const simple = readSimpleYaml(text);
  return simple && { value: simple.value, syntax: "yaml", lineOf: simple.lineOf, plain: simple.plain };
}

export {
  eachBlockListItem,
  NO_LIST,
  surelyReadAlike,
  readFast
};
