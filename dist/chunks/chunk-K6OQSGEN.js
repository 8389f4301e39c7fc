import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  contentSetDigestOf,
  eachChunk
} from "./chunk-I4NETQDU.js";
import {
  assertRegularFile,
  readFailure
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/lines.ts
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

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
  /** Counts a line the caller read itself (from its bytes, io/lines.ts), between whole lines: it is line n + 1. */
  skip() {
    this.n++;
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
    return this.complete(chunk).toString("utf8");
  }
  /**
   * The bytes of the complete characters so far, checked as decode checks them
   * (what decode turns into text), for a reader that looks at bytes before
   * text: valid until the next call (they may be `chunk` itself).
   */
  complete(chunk) {
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
    return whole;
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
var BYTES_FROM = 256 * 1024;
var TEXT_PIECE = 32 * 1024;
function pushText(b, from, to, lines) {
  while (to - from > TEXT_PIECE) {
    let cut = from + TEXT_PIECE;
    while ((b[cut] & 192) === 128) cut--;
    lines.push(b.toString("utf8", from, cut));
    from = cut;
  }
  if (to > from) lines.push(b.toString("utf8", from, to));
}
var MAX_LINE_CHARS = 16 * 1024 * 1024;
async function forEachLine(file, each, maxLineChars = MAX_LINE_CHARS, onBytes, bytes, bytesFrom = BYTES_FROM) {
  const { size } = await assertRegularFile(file);
  const decoder = new Utf8Chunks();
  const tooLong = (line) => new AqrError("ERR_INPUT_TOO_LARGE", `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line });
  const lines = new LineSplitter(each, tooLong, maxLineChars);
  const feed = bytes === void 0 || size < bytesFrom ? (chunk) => {
    const whole = decoder.complete(chunk);
    pushText(whole, 0, whole.length, lines);
  } : (chunk) => pushBytes(decoder.complete(chunk), lines, bytes, maxLineChars);
  try {
    if (file.endsWith(".gz")) await gunzipChunks(file, onBytes, feed);
    else
      eachChunk(file, size, (chunk) => {
        onBytes?.(chunk);
        feed(chunk);
      });
    decoder.end();
  } catch (e) {
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = e.code;
    const gzip = code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR";
    const encoding = gzip || e instanceof TypeError;
    const why = gzip ? "is not valid gzip" : encoding ? "is not valid UTF-8 text" : readFailure(e);
    throw new AqrError(encoding ? "ERR_INPUT_ENCODING" : "ERR_INPUT_READ", why, { file, line: lines.n + 1 }, { cause: e });
  }
  return lines.end();
}
function pushBytes(buf, lines, take, maxLineChars) {
  let nl = buf.indexOf(10);
  if (nl === -1) {
    pushText(buf, 0, buf.length, lines);
    return;
  }
  pushText(buf, 0, nl + 1, lines);
  let start = nl + 1;
  for (nl = buf.indexOf(10, start); nl !== -1; start = nl + 1, nl = buf.indexOf(10, start)) {
    const end = nl > start && buf[nl - 1] === 13 ? nl - 1 : nl;
    let took;
    try {
      took = end - start <= maxLineChars && take(buf, start, end, lines.n + 1);
    } catch (e) {
      lines.thrown = e;
      throw e;
    }
    if (took) lines.skip();
    else pushText(buf, start, nl + 1, lines);
  }
  pushText(buf, start, buf.length, lines);
}
async function gunzipChunks(file, onBytes, each) {
  const zlib = await import("node:zlib");
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream = raw.pipe(zlib.createGunzip());
  raw.on("error", (e) => stream.destroy(e));
  if (onBytes) raw.on("data", (chunk) => onBytes(chunk));
  try {
    for await (const chunk of stream) each(chunk);
  } finally {
    raw.destroy();
  }
}
function hashingLineReader(bytesFrom = BYTES_FROM) {
  const read = /* @__PURE__ */ new Map();
  const entries = (files) => files.map((file) => {
    const e = read.get(file);
    if (e === void 0) throw new Error(`internal: ${file} was not read`);
    return { file, ...e };
  });
  return {
    async lines(file, each, bytes) {
      const hash = createHash("sha256");
      const n = await forEachLine(file, each, MAX_LINE_CHARS, (chunk) => hash.update(chunk), bytes, bytesFrom);
      read.set(file, { sha256: hash.digest("hex"), lines: n });
      return n;
    },
    setDigest: (files) => contentSetDigestOf(entries(files).map((e) => e.sha256)),
    entries
  };
}

export {
  forEachLine,
  hashingLineReader
};
