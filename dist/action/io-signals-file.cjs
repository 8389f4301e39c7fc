const __aqrModuleUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/io/signals-file.ts
var signals_file_exports = {};
__export(signals_file_exports, {
  readSignals: () => readSignals
});
module.exports = __toCommonJS(signals_file_exports);

// src/record/block-list.ts
var INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
var ODD = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]|\r(?!\n)/;
var NOT = /* @__PURE__ */ Symbol("not a simple scalar");
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
  const shape2 = scanBlockList(text, (item, line, offset) => {
    items.push(item);
    itemLines.push(line);
    itemOffsets.push(offset);
  });
  if (shape2 === void 0) return void 0;
  const { key, keyLine, fieldIndent } = shape2;
  const layout = { keyLine, key, itemLines, itemOffsets, fieldIndent, text };
  return { value: key === void 0 ? items : { [key]: items }, lineOf: (path) => lineOf(layout, path) };
}
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
  for (let n = 0, start = 0; start < text.length; n++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const from = start;
    start = end + 1;
    const stop = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    let indent = 0;
    while (text.charCodeAt(from + indent) === 32) indent++;
    if (from + indent >= stop || text.charCodeAt(from + indent) === 35) continue;
    const dash = text.startsWith("- ", from + indent);
    if (seqIndent === -1) {
      if (key === void 0 && indent === 0 && !dash) {
        const m = /^([A-Za-z_][A-Za-z0-9_-]*): *(?:#.*)?$/.exec(text.slice(from, stop));
        if (!m || !plainKey(m[1])) return void 0;
        key = m[1];
        keyLine = n + 1;
        continue;
      }
      if (!dash || key === void 0 && indent !== 0) return void 0;
      seqIndent = indent;
      fieldIndent = indent + 2;
    }
    if (indent === seqIndent && dash) {
      if (text.charCodeAt(from + indent + 2) === 32) return void 0;
      if (item !== void 0) emit(item, itemLine, itemOffset);
      item = {};
      items++;
      itemLine = n + 1;
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

// src/record/simple-yaml.ts
var KEY = /^(?:([A-Za-z_][A-Za-z0-9_./-]{0,200})|"([^"\\]{0,200})"|'([^']{0,200})'):(?: +(.*))?$/;
var PLAIN = /^[A-Za-z_/][!-~]*(?: [!-~]+)*$/;
var DECIMAL = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/;
var FLOW_KEY = /(?:([A-Za-z_][A-Za-z0-9_./-]{0,200})|"([^"\\]{0,200})"|'([^']{0,200})'): +/y;
var NOT2 = /* @__PURE__ */ Symbol("not a simple scalar");
var Decline = class extends Error {
};
function decline() {
  throw new Decline();
}
function readSimpleYaml(text) {
  if (ODD.test(text)) return void 0;
  const lines = [];
  for (let n = 1, start = 0; start < text.length; n++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const stop = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    let indent = start;
    while (text.charCodeAt(indent) === 32) indent++;
    if (indent < stop && text.charCodeAt(indent) !== 35) lines.push({ n, indent: indent - start, text: text.slice(indent, stop) });
    start = end + 1;
  }
  if (lines.length === 0) return void 0;
  const plain = [];
  try {
    const root = new Reader(lines, plain);
    const { value, shape: shape2, next } = root.block(0);
    if (next !== lines.length) return void 0;
    const rootLine = lines[0].n;
    return { value, plain, lineOf: (path) => lineOfShape(rootLine, shape2, path) };
  } catch (e) {
    if (e instanceof Decline) return void 0;
    if (e instanceof RangeError) return void 0;
    throw e;
  }
}
function isDash(text) {
  return text === "-" || text.startsWith("- ");
}
var MAX_DEPTH = 64;
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
    if (++this.depth > MAX_DEPTH) decline();
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
    const shape2 = [];
    while (i < this.lines.length && this.indentAt(i) === indent && isDash(this.lines[i].text)) {
      const line = this.lines[i];
      let at = 1;
      while (line.text.charCodeAt(at) === 32) at++;
      const rest = line.text.slice(at);
      if (rest === "") {
        if (this.indentAt(i + 1) <= indent) decline();
        const item = this.block(i + 1);
        value.push(item.value);
        shape2.push({ line: this.lines[i + 1].n, shape: item.shape });
        i = item.next;
      } else if (rest.startsWith("#")) decline();
      else if (KEY.test(rest) || isDash(rest)) {
        this.lines[i] = { n: line.n, indent: indent + at, text: rest };
        const item = this.block(i);
        value.push(item.value);
        shape2.push({ line: line.n, shape: item.shape });
        i = item.next;
      } else {
        const item = this.inline(rest, line.n);
        value.push(item.value);
        shape2.push({ line: line.n, shape: item.shape });
        i++;
        if (this.indentAt(i) > indent) decline();
      }
    }
    if (this.indentAt(i) > indent) decline();
    return { value, shape: shape2, next: i };
  }
  map(i, indent) {
    const value = {};
    const shape2 = /* @__PURE__ */ new Map();
    while (i < this.lines.length && this.indentAt(i) === indent) {
      const line = this.lines[i];
      const m = KEY.exec(line.text);
      if (!m) decline();
      const key = m[1] ?? m[2] ?? m[3];
      if (m[1] !== void 0) {
        if (coreWord(key) !== void 0) decline();
        this.plain.push(key);
      }
      if (key === "__proto__" || shape2.has(key)) decline();
      const rest = m[4];
      i++;
      if (rest !== void 0 && rest !== "" && !rest.startsWith("#")) {
        const item = this.inline(rest, line.n);
        value[key] = item.value;
        shape2.set(key, { line: line.n, shape: item.shape });
        if (this.indentAt(i) > indent) decline();
      } else if (this.indentAt(i) > indent || this.indentAt(i) === indent && isDash(this.lines[i].text)) {
        const item = this.block(i);
        value[key] = item.value;
        shape2.set(key, { line: line.n, shape: item.shape });
        i = item.next;
      } else {
        this.plain.push("");
        value[key] = null;
        shape2.set(key, { line: line.n, shape: void 0 });
      }
    }
    if (this.indentAt(i) > indent) decline();
    return { value, shape: shape2, next: i };
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
function lineOfShape(rootLine, root, path) {
  let line = rootLine;
  let shape2 = root;
  for (const seg of path) {
    const step = shape2 instanceof Map ? shape2.get(String(seg)) : Array.isArray(shape2) && typeof seg === "number" ? shape2[seg] : void 0;
    if (!step) break;
    line = step.line;
    shape2 = step.shape;
  }
  return line;
}

// src/record/json-read.ts
var Decline2 = class extends Error {
};
var MAX_DEPTH2 = 500;
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
    if ((c === 123 || c === 91) && depth >= MAX_DEPTH2) throw new Decline2();
    if (c === 123) {
      const shape2 = /* @__PURE__ */ new Map();
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 125) {
        at++;
        depth--;
        return shape2;
      }
      for (; ; ) {
        space();
        const keyLine = line;
        const key = string(true);
        if (key === "__proto__" || shape2.has(key) || key.length > 1e3) throw new Decline2();
        space();
        if (line !== keyLine) throw new Decline2();
        at++;
        space();
        shape2.set(key, { line: keyLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 125) {
          depth--;
          return shape2;
        }
      }
    }
    if (c === 91) {
      const shape2 = [];
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 93) {
        at++;
        depth--;
        return shape2;
      }
      for (; ; ) {
        space();
        const itemLine = line;
        shape2.push({ line: itemLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 93) {
          depth--;
          return shape2;
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
      if (!m) throw new Decline2();
      if (m[2] === void 0 && (m[1]?.length ?? 0) > 14) throw new Decline2();
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
    if (e instanceof Decline2) return void 0;
    throw e;
  }
  return {
    value,
    lineOf: (path) => lineOfShape(rootLine, root, path)
  };
}

// src/record/syntax.ts
var MAX_YAML_CHARS = 8 * 1024 * 1024;
function detectSyntax(text) {
  const first = text.match(/^\s*(\S)/)?.[1];
  return first === "{" || first === "[" ? "json" : "yaml";
}

// src/record/read-document.ts
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
async function readDocument(text, file, options = {}) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const fast = body.trim() !== "" && !(options.bulk && detectSyntax(body) === "json") ? readFast(body, options.bulk) : void 0;
  if (fast) return fast;
  const { parseDocument } = await Promise.resolve().then(() => require("./record-parse.cjs"));
  return parseDocument(text, file, options);
}

// src/io/files.ts
var import_node_fs2 = require("node:fs");
var import_node_path = require("node:path");

// src/errors.ts
var BRAND = /* @__PURE__ */ Symbol.for("agent-release-gate.AqrError");
var AqrError = class _AqrError extends Error {
  name = "AqrError";
  code;
  where;
  [BRAND] = true;
  /** Any error with the mark is an AqrError; a subclass (DuplicateAttempt...) is asked as usual, by its prototype. */
  static [Symbol.hasInstance](value) {
    if (this !== _AqrError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && value[BRAND] === true;
  }
  /** `options.cause`: the error this one wraps (an errno, a parser's error), kept for debugging, never printed. */
  constructor(code, message, where = {}, options) {
    super(message, options);
    this.code = code;
    this.where = where;
  }
  /** Bad input and bad usage both exit 2, distinct from a verdict. */
  get exitCode() {
    return 2;
  }
  /** `file:line: field: message (CODE)` on one line. */
  format() {
    const { file, line, field } = this.where;
    const at = file === void 0 ? "" : line === void 0 ? `${file}: ` : `${file}:${line}: `;
    const f = field === void 0 ? "" : `${field}: `;
    return `${at}${f}${oneLine(this.message)} (${this.code})`;
  }
};
var MAX_MESSAGE_CHARS = 1e3;
function oneLine(s) {
  const head = s.length > 4 * MAX_MESSAGE_CHARS ? s.slice(0, 4 * MAX_MESSAGE_CHARS) : s;
  const flat = head.split(/[\r\n]+/).map((p) => p.trim()).filter((p) => p !== "").join(" ");
  return flat.length > MAX_MESSAGE_CHARS || head !== s ? `${flat.slice(0, MAX_MESSAGE_CHARS)}\u2026` : flat;
}

// src/io/simple-glob.ts
var import_node_fs = require("node:fs");
var FOLDER = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
var LAST = /^[A-Za-z0-9_*-][A-Za-z0-9._*-]*$/;
function shape(pattern) {
  const segments = pattern.split("/");
  const last = segments.pop();
  if (!LAST.test(last) || last.includes("**") || !segments.every((s) => FOLDER.test(s))) return void 0;
  return { folder: segments.join("/"), last };
}
function simplyDynamic(pattern) {
  const s = shape(pattern);
  return s ? s.last.includes("*") : void 0;
}
async function simpleGlob(pattern, cwd) {
  const s = shape(pattern);
  if (!s || !s.last.includes("*")) return void 0;
  let entries;
  try {
    entries = (0, import_node_fs.readdirSync)(s.folder === "" ? cwd : `${cwd}/${s.folder}`, { withFileTypes: true });
  } catch {
    return void 0;
  }
  const re = new RegExp(`^${s.last.replace(/\./g, "\\.").replace(/\*/g, "[^/]*")}$`);
  const out = [];
  for (const e of entries) {
    if (e.name.startsWith(".") || !(e.isFile() || e.isDirectory())) return void 0;
    if (e.isFile() && re.test(e.name)) out.push(s.folder === "" ? e.name : `${s.folder}/${e.name}`);
  }
  return out;
}

// src/io/files.ts
var tinyglobby = () => Promise.resolve().then(() => require("./tinyglobby.cjs"));
async function isDynamicPattern(pattern) {
  return simplyDynamic(pattern) ?? (await tinyglobby()).isDynamicPattern(pattern);
}
async function expandFiles(patterns, what, cwd = process.cwd()) {
  const found = /* @__PURE__ */ new Set();
  for (const p of patterns) {
    let matches;
    if (await isDynamicPattern(p)) {
      matches = await simpleGlob(p, cwd) ?? await (await tinyglobby()).glob(p, { cwd, onlyFiles: true, dot: true, expandDirectories: false });
    } else {
      const st = statOrUndefined(import_node_fs2.statSync, p);
      if (!st) throw new AqrError("ERR_INPUT_READ", `no such file or folder (${what})`, { file: p });
      matches = st.isDirectory() ? await (await tinyglobby()).glob("**/*", { cwd: p, onlyFiles: true, dot: true }).then((fs) => fs.map((f) => `${p.replace(/\/+$/, "")}/${f}`)) : [p];
    }
    if (matches.length === 0) throw new AqrError("ERR_INPUT_READ", `matches no file (${what})`, { file: p });
    for (const m of matches) found.add(posixRelative(m, cwd));
  }
  return [...found].sort(byteOrder);
}
function statOrUndefined(how, path) {
  try {
    return how(path);
  } catch {
    return void 0;
  }
}
function posixRelative(path, cwd = process.cwd()) {
  const rel = (0, import_node_path.relative)(cwd, path.startsWith("/") ? path : `${cwd}/${path}`);
  return import_node_path.sep === "/" ? rel : rel.split(import_node_path.sep).join("/");
}
function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

// src/json-values.ts
async function readJsonValues(lines, file, maxDocumentChars, tooLarge, on) {
  let mode = "unknown";
  const doc = [];
  let size = 0;
  await lines(file, (line, n) => {
    if (mode === "document") {
      size += line.length + 1;
      if (size > maxDocumentChars) throw new AqrError("ERR_INPUT_TOO_LARGE", tooLarge, { file });
      doc.push(line);
      return;
    }
    if (line.trim() === "") {
      if (mode === "unknown") doc.push(line);
      return;
    }
    let v;
    try {
      v = JSON.parse(line);
    } catch {
      if (mode === "lines") return on.badLine(n);
      mode = "document";
      doc.push(line);
      size = doc.join("\n").length;
      return;
    }
    mode = "lines";
    on.value(v, n);
  });
  if (mode === "document") on.document(doc.join("\n"));
}

// src/io/lines.ts
var import_node_fs5 = require("node:fs");

// src/line-splitter.ts
var LineSplitter = class {
  /** `tooLong(n)` makes the error for line n past `maxLineChars`. */
  constructor(each, tooLong = (n) => new Error(`line ${n} is too long`), maxLineChars = Infinity) {
    this.tooLong = tooLong;
    this.maxLineChars = maxLineChars;
    this.each = (line, n) => {
      try {
        each(line, n);
      } catch (e) {
        this.thrown = e;
        throw e;
      }
    };
  }
  tooLong;
  maxLineChars;
  pieces = [];
  pending = 0;
  /** Lines handed over so far. */
  n = 0;
  /** What the callback threw, so a reader tells it from a read error and passes it through untouched. */
  thrown;
  each;
  /** Hands over every line the text completes. */
  push(text) {
    let start = 0;
    for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", start)) {
      this.emit(text.slice(start, nl));
      start = nl + 1;
    }
    if (start < text.length) {
      this.pending += text.length - start;
      if (this.pending > this.maxLineChars) throw this.tooLong(this.n + 1);
      this.pieces.push(start === 0 ? text : text.slice(start));
    }
  }
  emit(tail) {
    if (this.pending + tail.length > this.maxLineChars) throw this.tooLong(this.n + 1);
    let line = this.pieces.length === 0 ? tail : this.pieces.join("") + tail;
    this.pieces = [];
    this.pending = 0;
    if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    this.each(line, ++this.n);
  }
  /** The last text; a final line without \n is handed over too. Returns the line count. */
  end(tail = "") {
    if (tail !== "") {
      this.pending += tail.length;
      this.pieces.push(tail);
    }
    if (this.pending > 0) {
      if (this.pending > this.maxLineChars) throw this.tooLong(this.n + 1);
      const last = this.pieces.join("");
      this.pieces = [];
      this.pending = 0;
      this.each(last, ++this.n);
    }
    return this.n;
  }
};

// src/io/regular-file.ts
var import_node_fs3 = require("node:fs");
async function assertRegularFile(file, what = "file") {
  let st;
  try {
    st = (0, import_node_fs3.statSync)(file);
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", readFailure(e), { file }, { cause: e });
  }
  if (st.isDirectory()) throw new AqrError("ERR_INPUT_READ", `is a directory, expected a ${what}`, { file });
  if (!st.isFile()) throw new AqrError("ERR_INPUT_READ", `is ${kindOf(st)}, not a regular file (expected a ${what})`, { file });
  return st;
}
function kindOf(st) {
  if (st.isFIFO()) return "a named pipe (FIFO)";
  if (st.isSocket()) return "a socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  if (st.isSymbolicLink()) return "a symbolic link";
  if (st.isDirectory()) return "a directory";
  return "not a regular file";
}
function readFailure(e) {
  const code = e.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOTDIR") return "no such file (a part of the path is not a folder)";
  return `cannot be read (${code ?? e.message})`;
}

// src/io/read-chunks.ts
var import_node_fs4 = require("node:fs");
function eachChunk(file, sizeHint, each) {
  const fd = (0, import_node_fs4.openSync)(file, "r");
  try {
    const buf = Buffer.allocUnsafe(Math.max(1, Math.min(sizeHint + 1, 1 << 20)));
    for (let n = (0, import_node_fs4.readSync)(fd, buf, 0, buf.length, null); n > 0; n = (0, import_node_fs4.readSync)(fd, buf, 0, buf.length, null)) each(n === buf.length ? buf : buf.subarray(0, n));
  } finally {
    (0, import_node_fs4.closeSync)(fd);
  }
}

// src/io/utf8-chunks.ts
var import_node_buffer = require("node:buffer");
var NotUtf8 = class extends TypeError {
};
var Utf8Chunks = class {
  carry;
  first = true;
  /** The text of the complete characters so far. */
  decode(chunk) {
    let buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = void 0;
    if (this.first && buf.length > 0) {
      if (buf.length < 3 && isBomPrefix(buf)) return this.hold(buf, 0);
      this.first = false;
      if (buf[0] === 239 && buf[1] === 187 && buf[2] === 191) buf = buf.subarray(3);
    }
    return this.hold(buf, completeUpTo(buf));
  }
  /** The end of the input: bytes still carried are a character cut short. */
  end() {
    if (this.carry) throw new NotUtf8("the text ends inside a character");
  }
  hold(buf, cut) {
    if (cut < buf.length) this.carry = Buffer.from(buf.subarray(cut));
    const whole = cut === buf.length ? buf : buf.subarray(0, cut);
    if (!(0, import_node_buffer.isUtf8)(whole)) throw new NotUtf8("not UTF-8");
    return whole.toString("utf8");
  }
};
function isBomPrefix(b) {
  return b[0] === 239 && (b.length < 2 || b[1] === 187) && (b.length < 3 || b[2] === 191);
}
function completeUpTo(b) {
  for (let i = b.length - 1, back = 0; i >= 0 && back < 4; i--, back++) {
    const x = b[i];
    if (x < 128) return b.length;
    if (x >= 192) {
      const need = x >= 240 ? 4 : x >= 224 ? 3 : 2;
      return b.length - i < need && validPrefix(b, i) ? i : b.length;
    }
  }
  return b.length;
}
function validPrefix(b, i) {
  const lead = b[i];
  if (lead < 194 || lead > 244) return false;
  const second = b[i + 1];
  if (second === void 0) return true;
  const [lo, hi] = lead === 224 ? [160, 191] : lead === 237 ? [128, 159] : lead === 240 ? [144, 191] : lead === 244 ? [128, 143] : [128, 191];
  if (second < lo || second > hi) return false;
  const third = b[i + 2];
  return third === void 0 || third >= 128 && third <= 191;
}

// src/io/lines.ts
var MAX_LINE_CHARS = 16 * 1024 * 1024;
async function forEachLine(file, each, maxLineChars = MAX_LINE_CHARS, onBytes) {
  const { size } = await assertRegularFile(file);
  const decoder = new Utf8Chunks();
  const tooLong = (line) => new AqrError("ERR_INPUT_TOO_LARGE", `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line });
  const lines = new LineSplitter(each, tooLong, maxLineChars);
  try {
    if (file.endsWith(".gz")) await gunzipChunks(file, onBytes, (text) => lines.push(decoder.decode(text)));
    else
      eachChunk(file, size, (chunk) => {
        onBytes?.(chunk);
        lines.push(decoder.decode(chunk));
      });
    decoder.end();
  } catch (e) {
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = e.code;
    const why = code === "ENOENT" ? "no such file" : code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR" ? "is not valid gzip" : e instanceof TypeError ? "is not valid UTF-8 text" : `cannot be read (${code ?? e.message})`;
    throw new AqrError(code === "ENOENT" ? "ERR_INPUT_READ" : "ERR_INPUT_ENCODING", why, { file, line: lines.n + 1 }, { cause: e });
  }
  return lines.end();
}
async function gunzipChunks(file, onBytes, each) {
  const zlib = await Promise.resolve().then(() => require("node:zlib"));
  const raw = (0, import_node_fs5.createReadStream)(file, { highWaterMark: 1 << 20 });
  const stream = raw.pipe(zlib.createGunzip());
  raw.on("error", (e) => stream.destroy(e));
  if (onBytes) raw.on("data", (chunk) => onBytes(chunk));
  try {
    for await (const chunk of stream) each(chunk);
  } finally {
    raw.destroy();
  }
}

// src/io/json-values.ts
function readJsonValues2(file, maxDocumentChars, tooLarge, on) {
  return readJsonValues(forEachLine, file, maxDocumentChars, tooLarge, on);
}

// src/io/signals-file.ts
var MAX_DOCUMENT_CHARS = 256 * 1024 * 1024;
async function readSignals(patterns, analysis) {
  for (const file of await expandFiles(patterns, "signals")) {
    const before = analysis.counts.records;
    let binary = false;
    let document;
    await readJsonValues2(file, MAX_DOCUMENT_CHARS, "a single JSON document over 256 MiB: write large signal sets as JSON Lines", {
      value: (v, line) => analysis.add(v, { file, line }),
      badLine: (line) => analysis.unreadable({ file, line }, "the line is not JSON (signal files are JSON Lines, or one JSON document)"),
      // The document is handed over once the file is read; it is parsed just after.
      document: (text) => void (document = text)
    });
    if (document !== void 0) {
      if (document.includes("\0")) binary = true;
      else {
        const parsed = await readDocument(document, file, { bulk: true });
        analysis.add(parsed.value, { file, line: parsed.lineOf([]) ?? 1, lineOf: (p) => parsed.lineOf(p) });
      }
    }
    if (analysis.counts.records === before) analysis.emptyFile(file, binary ? "the file holds NUL bytes: it is binary, not signals" : "the file holds no signal (it is empty or blank)");
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  readSignals
});
