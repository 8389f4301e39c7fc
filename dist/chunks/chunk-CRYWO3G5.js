import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  hashingLineReader
} from "./chunk-K6OQSGEN.js";
import {
  DuplicateAttempt,
  FIXED_OF,
  GIVES,
  LEDGER_FORMAT,
  TrialTally,
  chooseImporter,
  foldImported,
  notFinite,
  readImported,
  trialProblem,
  trialValues
} from "./chunk-XDYC6BPR.js";
import {
  contentSetDigestOf
} from "./chunk-I4NETQDU.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/ledger/fast-trial.ts
var POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
var TASK_ID = 1;
var ATTEMPT = 2;
var PASSED = 4;
var SPLIT = 8;
var COST = 16;
var TOKENS = 32;
var LATENCY = 64;
var VIOLATIONS = 128;
var REQUIRED = TASK_ID | ATTEMPT | PASSED;
var bytes = (s) => new TextEncoder().encode(s);
var K_TASK_ID = bytes('task_id"');
var K_TOKENS = bytes('tokens"');
var K_ATTEMPT = bytes('attempt"');
var K_PASSED = bytes('passed"');
var K_SPLIT = bytes('split"');
var K_COST = bytes('cost_usd"');
var K_LATENCY = bytes('latency_s"');
var K_VIOLATIONS = bytes('violations"');
var V_TRUE = bytes("true");
var V_FALSE = bytes("false");
var V_HELD_IN = bytes('"held-in"');
var V_HELD_OUT = bytes('"held-out"');
var K_POLICY = bytes('"policy"');
var K_TOOL_ABUSE = bytes('"tool_abuse"');
var K_ISOLATION = bytes('"isolation"');
var utf8 = new TextDecoder();
var value = new Float64Array(1);
function spelled(b, i, lit) {
  for (let k = 0; k < lit.length; k++) if (b[i + k] !== lit[k]) return false;
  return true;
}
function numberAt(b, i, integer) {
  const start = i;
  let c = b[i];
  if (!(c >= 48 && c <= 57)) return -1;
  let m = c - 48;
  c = b[++i];
  if (m === 0) {
    if (c >= 48 && c <= 57) return -1;
  } else
    while (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      c = b[++i];
    }
  let k = 0;
  if (c === 46) {
    if (integer) return -1;
    const f = ++i;
    c = b[i];
    while (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      c = b[++i];
    }
    k = i - f;
    if (k === 0) return -1;
  }
  if (c === 101 || c === 69 || i - start - (k > 0 ? 1 : 0) > 15) return -1;
  value[0] = k === 0 ? m : m / POW10[k];
  return i;
}
var TrialLineReader = class {
  given = 0;
  task_id = "";
  attempt = 0;
  passed = false;
  split = void 0;
  cost_usd = 0;
  tokens = 0;
  latency_s = 0;
  policy = 0;
  tool_abuse = 0;
  isolation = 0;
  /**
   * The last task id and its bytes: the next line's id, when the same (a runner
   * writes a task's attempts together), is this very string. The bytes are a
   * copy in an array of this reader's, reused and grown as needed: the line's
   * buffer is the chunk reader's, read into again before the next chunk's
   * lines (a view kept here compared a later line with whatever bytes the next
   * read put there, and charged it to the wrong task).
   */
  lastId = "";
  lastIdBytes = new Uint8Array(64);
  lastIdLength = 0;
  /**
   * The trial's values on the line b[start, end) (this reader) when it has the
   * plain shape and is a valid trial, else undefined; valid until the next call. The byte at `end`
   * must be the line's end (a newline or CR): every scan below stops at a
   * control character, so none passes the line's end without a bound check a
   * byte. Any other `end` declines.
   */
  read(b, start, end) {
    if (!(end < b.length && b[end] < 32) || b[start] !== 123) return void 0;
    this.given = 0;
    this.split = void 0;
    this.cost_usd = 0;
    this.tokens = 0;
    this.latency_s = 0;
    this.policy = 0;
    this.tool_abuse = 0;
    this.isolation = 0;
    let seen = 0;
    let i = start + 1;
    while (b[i] === 32) i++;
    for (; ; ) {
      if (b[i] !== 34) return void 0;
      let field;
      let key;
      switch (b[i + 1]) {
        case 116:
          if (b[i + 2] === 97) {
            field = TASK_ID;
            key = K_TASK_ID;
          } else {
            field = TOKENS;
            key = K_TOKENS;
          }
          break;
        case 97:
          field = ATTEMPT;
          key = K_ATTEMPT;
          break;
        case 112:
          field = PASSED;
          key = K_PASSED;
          break;
        case 115:
          field = SPLIT;
          key = K_SPLIT;
          break;
        case 99:
          field = COST;
          key = K_COST;
          break;
        case 108:
          field = LATENCY;
          key = K_LATENCY;
          break;
        case 118:
          field = VIOLATIONS;
          key = K_VIOLATIONS;
          break;
        default:
          return void 0;
      }
      if (!spelled(b, i + 1, key)) return void 0;
      if (seen & field) return void 0;
      seen |= field;
      i += 1 + key.length;
      while (b[i] === 32) i++;
      if (b[i] !== 58) return void 0;
      i++;
      while (b[i] === 32) i++;
      let next = -1;
      switch (field) {
        case TASK_ID:
          next = this.idAt(b, i);
          break;
        case ATTEMPT:
          next = numberAt(b, i, true);
          if (value[0] === 0) return void 0;
          this.attempt = value[0];
          break;
        case PASSED:
          if (spelled(b, i, V_TRUE)) {
            this.passed = true;
            next = i + 4;
          } else if (spelled(b, i, V_FALSE)) {
            this.passed = false;
            next = i + 5;
          }
          break;
        case SPLIT:
          if (spelled(b, i, V_HELD_IN)) {
            this.split = "held-in";
            next = i + V_HELD_IN.length;
          } else if (spelled(b, i, V_HELD_OUT)) {
            this.split = "held-out";
            next = i + V_HELD_OUT.length;
          }
          break;
        case COST:
          next = numberAt(b, i, false);
          this.cost_usd = value[0];
          this.given |= GIVES.cost;
          break;
        case TOKENS:
          next = numberAt(b, i, true);
          this.tokens = value[0];
          this.given |= GIVES.tokens;
          break;
        case LATENCY:
          next = numberAt(b, i, false);
          this.latency_s = value[0];
          this.given |= GIVES.latency;
          break;
        default:
          next = this.violationsAt(b, i);
      }
      if (next === -1) return void 0;
      i = next;
      while (b[i] === 32) i++;
      const c = b[i];
      if (c === 125) break;
      if (c !== 44) return void 0;
      i++;
      while (b[i] === 32) i++;
    }
    i++;
    while (b[i] === 32) i++;
    if (i !== end || (seen & REQUIRED) !== REQUIRED) return void 0;
    return this;
  }
  /** The end of the task id string at i (non-empty, no escape or control character), set on the trial; -1 to decline. */
  idAt(b, i) {
    if (b[i] !== 34) return -1;
    const from = i + 1;
    let j = from;
    for (let c = b[j]; c !== 34; c = b[++j]) if (c < 32 || c === 92) return -1;
    if (j === from) return -1;
    const n = j - from;
    let last = this.lastIdBytes;
    let same = n === this.lastIdLength;
    for (let k = 0; same && k < n; k++) same = b[from + k] === last[k];
    if (!same) {
      if (n > last.length) this.lastIdBytes = last = new Uint8Array(Math.max(n, 2 * last.length));
      for (let k = 0; k < n; k++) last[k] = b[from + k];
      this.lastIdLength = n;
      this.lastId = utf8.decode(last.subarray(0, n));
    }
    this.task_id = this.lastId;
    return j + 1;
  }
  /** The end of the violations object at i (counts of the three kinds, each at most once), set on this reader; -1 to decline. */
  violationsAt(b, i) {
    if (b[i] !== 123) return -1;
    i++;
    while (b[i] === 32) i++;
    if (b[i] === 125) return i + 1;
    for (; ; ) {
      let kind;
      let key;
      if (spelled(b, i, K_POLICY)) {
        kind = GIVES.policy;
        key = K_POLICY;
      } else if (spelled(b, i, K_TOOL_ABUSE)) {
        kind = GIVES.tool_abuse;
        key = K_TOOL_ABUSE;
      } else if (spelled(b, i, K_ISOLATION)) {
        kind = GIVES.isolation;
        key = K_ISOLATION;
      } else return -1;
      if (this.given & kind) return -1;
      this.given |= kind;
      i += key.length;
      while (b[i] === 32) i++;
      if (b[i] !== 58) return -1;
      i++;
      while (b[i] === 32) i++;
      i = numberAt(b, i, true);
      if (i === -1) return -1;
      if (kind === GIVES.policy) this.policy = value[0];
      else if (kind === GIVES.tool_abuse) this.tool_abuse = value[0];
      else this.isolation = value[0];
      while (b[i] === 32) i++;
      const c = b[i];
      if (c === 125) return i + 1;
      if (c !== 44) return -1;
      i++;
      while (b[i] === 32) i++;
    }
  }
};

// src/ledger/read.ts
async function foldTrials(files, manifest, lines) {
  const tally = new TrialTally(manifest);
  let blank = 0;
  const plain = new TrialLineReader();
  for (const file of files) {
    const idx = tally.addFile(file);
    const before = totalsOf(tally);
    try {
      await lines(
        file,
        (line, n) => {
          if (line.charCodeAt(0) !== 123 && line.trim() === "") {
            blank++;
            return;
          }
          let v;
          try {
            v = JSON.parse(line);
          } catch {
            throw new AqrError("ERR_INPUT_PARSE", "is not a JSON object (the trial ledger is one JSON object per line)", { file, line: n });
          }
          const problem = trialProblem(v);
          if (problem) throw new AqrError("ERR_INPUT_INVALID", problem.message, { file, line: n, field: problem.field });
          tally.addValues(trialValues(v), idx, n);
        },
        (b, start, end, n) => {
          const t = plain.read(b, start, end);
          if (t === void 0) return false;
          tally.addValues(t, idx, n);
          return true;
        }
      );
    } catch (e) {
      if (e instanceof AqrError && tally.nonFinite()) throw await overflowPlace(tally, file, before, lines);
      if (e instanceof DuplicateAttempt) throw await withFirstPlace(e, files, lines);
      throw e;
    }
    if (tally.nonFinite()) throw await overflowPlace(tally, file, before, lines);
  }
  return { tally, blank };
}
var TOTALS = ["cost_usd", "tokens", "latency_s"];
function totalsOf(tally) {
  const t = tally.totals;
  return { cost_usd: t.cost.sum, tokens: t.tokens.sum, latency_s: t.latency.sum };
}
async function overflowPlace(tally, file, before, lines) {
  const stop = new Error("found");
  const sums = { ...before };
  let found;
  try {
    await lines(file, (line, n) => {
      let t;
      try {
        t = JSON.parse(line);
      } catch {
        return;
      }
      if (typeof t !== "object" || t === null || typeof t.task_id !== "string" || tally.manifest.tasks.get(t.task_id)?.canary !== false) return;
      for (const field of TOTALS) {
        const x = t[field];
        if (typeof x !== "number") continue;
        sums[field] += Math.round(x * FIXED_OF[field]);
        if (!Number.isFinite(sums[field])) {
          found = notFinite(field, file, n);
          throw stop;
        }
      }
    });
  } catch (x) {
    if (x !== stop) throw x;
  }
  return found ?? notFinite(tally.nonFinite() ?? "cost_usd", file, 0);
}
async function withFirstPlace(e, files, lines) {
  const stop = new Error("found");
  let first;
  for (const file of files) {
    try {
      await lines(file, (line, n) => {
        if (!line.includes(e.taskId)) return;
        try {
          const t = JSON.parse(line);
          if (t.task_id === e.taskId && t.attempt === e.attempt) {
            first = `${file}:${n}`;
            throw stop;
          }
        } catch (x) {
          if (x === stop) throw x;
        }
      });
    } catch (x) {
      if (x !== stop) throw x;
    }
    if (first) break;
  }
  return new AqrError("ERR_INPUT_DUPLICATE", `${e.message}: first at ${first ?? "an earlier line"}`, e.where);
}

// src/io/ledger-file.ts
async function readTrials(patterns, manifest, how = {}) {
  const files = await expandFiles(patterns, "trial ledger");
  const importer = await chooseImporter(files, how);
  if (importer) {
    const reads = await readImported(files, importer, how.options);
    const tally2 = foldImported(reads, manifest);
    if (tally2.events === 0) throw noAttempts(files, `${importer.format} results`);
    const formats = [...new Set(reads.map((r) => r.imported.format))];
    if (formats.length > 1)
      throw new AqrError("ERR_INPUT_MISMATCH", `is ${formats[1]} but another file is ${formats[0]}: one format version per ledger`, {
        file: reads.find((r) => r.imported.format === formats[1])?.file ?? files[0] ?? ""
      });
    return {
      tally: tally2,
      files,
      blank: 0,
      digest: contentSetDigestOf(reads.map((r) => r.hex)),
      format: formats[0],
      imported: reads.map(({ file, imported }) => ({ file, imported })),
      entries: reads.map((r) => ({ file: r.file, sha256: r.hex, lines: r.imported.attempts.length }))
    };
  }
  const reader = hashingLineReader();
  const { tally, blank } = await foldTrials(files, manifest, reader.lines);
  if (tally.events === 0) throw noAttempts(files, "trial ledger");
  return { tally, files, blank, digest: reader.setDigest(files), format: LEDGER_FORMAT, entries: reader.entries(files) };
}
function noAttempts(files, what) {
  const others = files.length === 2 ? ", nor does the other file" : files.length > 2 ? `, nor do the ${files.length - 1} other files` : "";
  return new AqrError("ERR_INPUT_EMPTY", `holds no attempt${others}: the ${what} measured nothing (did the evaluation step fail?)`, { file: files[0] ?? what });
}

export {
  readTrials,
  noAttempts
};
