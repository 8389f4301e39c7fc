import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  DIGEST_RE
} from "./chunk-Q3O4JKZN.js";
import {
  AqrError
} from "./chunk-JQDCCLXZ.js";

// src/io/files.ts
import { lstat, readdir as readdir2, stat } from "node:fs/promises";
import { relative, sep } from "node:path";

// src/io/simple-glob.ts
import { readdir } from "node:fs/promises";
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
    entries = await readdir(s.folder === "" ? cwd : `${cwd}/${s.folder}`, { withFileTypes: true });
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
var tinyglobby = () => import("./dist-55RJSMUU.js");
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
      const st = await stat(p).catch(() => void 0);
      if (!st) throw new AqrError("ERR_INPUT_READ", `no such file or folder (${what})`, { file: p });
      matches = st.isDirectory() ? await (await tinyglobby()).glob("**/*", { cwd: p, onlyFiles: true, dot: true }).then((fs) => fs.map((f) => `${p.replace(/\/+$/, "")}/${f}`)) : [p];
    }
    if (matches.length === 0) throw new AqrError("ERR_INPUT_READ", `matches no file (${what})`, { file: p });
    for (const m of matches) found.add(posixRelative(m, cwd));
  }
  return [...found].sort(byteOrder);
}
function posixRelative(path, cwd = process.cwd()) {
  const rel = relative(cwd, path.startsWith("/") ? path : `${cwd}/${path}`);
  return sep === "/" ? rel : rel.split(sep).join("/");
}
function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
async function expandTree(patterns, what, cwd = process.cwd()) {
  const found = /* @__PURE__ */ new Set();
  const skipped = /* @__PURE__ */ new Map();
  for (const p of patterns) {
    const before = found.size + skipped.size;
    if (await isDynamicPattern(p)) {
      const matches = await (await tinyglobby()).glob(p, { cwd, onlyFiles: false, dot: true, expandDirectories: false, followSymbolicLinks: false });
      for (const m of matches) await classify(`${cwd}/${m}`.replace(/\/+$/, ""), false);
    } else {
      const st = await lstat(p).catch(() => void 0);
      if (!st) throw new AqrError("ERR_INPUT_READ", `no such file or folder (${what})`, { file: p });
      await classify(p.replace(/(.)\/+$/, "$1"), true);
    }
    if (found.size + skipped.size === before) throw new AqrError("ERR_INPUT_READ", `matches no file (${what})`, { file: p });
  }
  return { files: [...found].sort(byteOrder), skipped: [...skipped].map(([path, kind]) => ({ path, kind })).sort((a, b) => byteOrder(a.path, b.path)) };
  function unreadable(e, path) {
    return new AqrError("ERR_INPUT_READ", `cannot be read (${e.code ?? e.message})`, { file: posixRelative(path, cwd) }, { cause: e });
  }
  async function classify(path, descend) {
    let st;
    try {
      st = await lstat(path);
    } catch (e) {
      throw unreadable(e, path);
    }
    if (st.isFile()) found.add(posixRelative(path, cwd));
    else if (st.isDirectory()) {
      if (descend) await walk(path);
    } else skipped.set(posixRelative(path, cwd), st.isSymbolicLink() ? "symbolic link" : st.isFIFO() ? "named pipe" : st.isSocket() ? "socket" : "device");
  }
  async function walk(dir) {
    let entries;
    try {
      entries = await readdir2(dir, { withFileTypes: true });
    } catch (e) {
      throw unreadable(e, dir);
    }
    for (const e of entries) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) await walk(path);
      else if (e.isFile()) found.add(posixRelative(path, cwd));
      else await classify(path, false);
    }
  }
}

// src/io/digest.ts
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

// src/io/regular-file.ts
import { stat as stat2 } from "node:fs/promises";
async function assertRegularFile(file, what = "file") {
  let st;
  try {
    st = await stat2(file);
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

// src/replay/ledger-ref.ts
function formatLedgerRef(paths, digest) {
  return `${paths.join(" ")}#${digest}`;
}
function parseLedgerRef(ref) {
  const at = ref.lastIndexOf("#sha256:");
  if (at < 0) return { paths: ref.split(" ").filter(Boolean) };
  const digest = ref.slice(at + 1);
  const paths = ref.slice(0, at).split(" ").filter(Boolean);
  return DIGEST_RE.test(digest) ? { paths, digest } : { paths };
}
function contentSetText(hexes) {
  return [...hexes].sort().map((h) => `${h}
`).join("");
}

// src/io/digest.ts
async function fileSha256Hex(file) {
  await assertRegularFile(file);
  const hash = createHash("sha256");
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk);
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", `cannot be read (${e.code ?? e.message})`, { file }, { cause: e });
  }
  return hash.digest("hex");
}
function sha256Hex(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
async function fileDigest(file) {
  return `sha256:${await fileSha256Hex(file)}`;
}
async function treeDigest(patterns, what, options = {}) {
  const { files, skipped } = await expandTree(patterns, what);
  const first = skipped[0];
  if (options.strict && first)
    throw new AqrError("ERR_INPUT_INVALID", `is a ${first.kind}; the ${what} digest covers regular files only (${skipped.length} such path${skipped.length === 1 ? "" : "s"}; without --strict they are skipped and reported)`, { file: first.path });
  const outer = createHash("sha256");
  for (const f of files) {
    if (/[\\\n]/.test(f)) throw new AqrError("ERR_INPUT_INVALID", "file names with a backslash or newline cannot be digested reproducibly", { file: f });
    outer.update(`${await fileSha256Hex(f)}  ${f}
`);
  }
  return { digest: `sha256:${outer.digest("hex")}`, files, skipped };
}
function contentSetDigestOf(hexes) {
  return `sha256:${createHash("sha256").update(contentSetText(hexes)).digest("hex")}`;
}

// src/io/lines.ts
import { createHash as createHash2 } from "node:crypto";
import { createReadStream as createReadStream2 } from "node:fs";

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
    let line = tail;
    if (this.pieces.length > 0) {
      line = this.pieces.join("") + tail;
      this.pieces = [];
      this.pending = 0;
    }
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

// src/io/utf8-chunks.ts
import { isUtf8 } from "node:buffer";
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
    if (!isUtf8(whole)) throw new NotUtf8("not UTF-8");
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
  await assertRegularFile(file);
  const gz = file.endsWith(".gz");
  const zlib = gz ? await import("node:zlib") : void 0;
  const raw = createReadStream2(file, { highWaterMark: 1 << 20 });
  const stream = zlib ? raw.pipe(zlib.createGunzip()) : raw;
  raw.on("error", (e) => stream.destroy(e));
  if (gz && onBytes) raw.on("data", (chunk) => onBytes(chunk));
  const decoder = new Utf8Chunks();
  const tooLong = (line) => new AqrError("ERR_INPUT_TOO_LARGE", `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line });
  const lines = new LineSplitter(each, tooLong, maxLineChars);
  try {
    for await (const chunk of stream) {
      if (!gz) onBytes?.(chunk);
      lines.push(decoder.decode(chunk));
    }
    decoder.end();
  } catch (e) {
    raw.destroy();
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = e.code;
    const why = code === "ENOENT" ? "no such file" : code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR" ? "is not valid gzip" : e instanceof TypeError ? "is not valid UTF-8 text" : `cannot be read (${code ?? e.message})`;
    throw new AqrError(code === "ENOENT" ? "ERR_INPUT_READ" : "ERR_INPUT_ENCODING", why, { file, line: lines.n + 1 }, { cause: e });
  }
  raw.destroy();
  return lines.end();
}
function hashingLineReader() {
  const hexes = /* @__PURE__ */ new Map();
  return {
    async lines(file, each) {
      const hash = createHash2("sha256");
      const n = await forEachLine(file, each, MAX_LINE_CHARS, (chunk) => hash.update(chunk));
      hexes.set(file, hash.digest("hex"));
      return n;
    },
    setDigest(files) {
      const missing = files.find((f) => !hexes.has(f));
      if (missing !== void 0) throw new Error(`internal: ${missing} was not read`);
      return contentSetDigestOf(files.map((f) => hexes.get(f)));
    }
  };
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
    const c = line.charCodeAt(0);
    if (!(c > 32 && c < 127) && line.trim() === "") {
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

export {
  isDynamicPattern,
  expandFiles,
  posixRelative,
  assertRegularFile,
  readFailure,
  formatLedgerRef,
  parseLedgerRef,
  fileSha256Hex,
  sha256Hex,
  fileDigest,
  treeDigest,
  forEachLine,
  hashingLineReader,
  readJsonValues
};
