import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  assertRegularFile
} from "./chunk-IDCMMKND.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

// src/io/lines.ts
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";

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

// src/io/lines.ts
var MAX_LINE_CHARS = 16 * 1024 * 1024;
async function forEachLine(file, each, maxLineChars = MAX_LINE_CHARS) {
  await assertRegularFile(file);
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream = file.endsWith(".gz") ? raw.pipe(createGunzip()) : raw;
  raw.on("error", (e) => stream.destroy(e));
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const tooLong = (line) => new AqrError("ERR_INPUT_TOO_LARGE", `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line });
  const lines = new LineSplitter(each, tooLong, maxLineChars);
  let tail;
  try {
    for await (const chunk of stream) lines.push(decoder.decode(chunk, { stream: true }));
    tail = decoder.decode();
  } catch (e) {
    raw.destroy();
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = e.code;
    const why = code === "ENOENT" ? "no such file" : code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR" ? "is not valid gzip" : e instanceof TypeError ? "is not valid UTF-8 text" : `cannot be read (${code ?? e.message})`;
    throw new AqrError(code === "ENOENT" ? "ERR_INPUT_READ" : "ERR_INPUT_ENCODING", why, { file, line: lines.n + 1 }, { cause: e });
  }
  raw.destroy();
  return lines.end(tail);
}

export {
  forEachLine
};
