// The floors of the bench, each the least work of its kind over the given files:
//   --bytes  the byte floor, a lower bound of the tool's own method on a
//            ledger: the manifest (--whole) parsed, then each file read in
//            1 MiB chunks, every byte hashed (sha256) and every newline found;
//   --fold   the minimal fold, the practical limit of reading a ledger: the
//            byte floor's work, plus each line's fields (task_id, attempt,
//            passed, split, cost_usd, tokens, latency_s, violations) scanned
//            by hand from its bytes into typed arrays by manifest index, the
//            manifest's ids in a Map; no checking past what the scan needs,
//            no record, no report (a scanner with far less checking than the
//            tool must do: a goal of ×1.2 of it is the honest one);
//   default  the JSON floor: every line decoded on its own (never a 1 MiB
//            chunk into one string, which lands in V8's large-object space)
//            and JSON.parse-d, as a well-written reader does.
// `--whole FILE` reads FILE as one JSON document (a task manifest) first.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

const CHUNK = 1 << 20;

function main() {
  let lines = 0;
  const args = process.argv.slice(2);
  const mode = args[0] === '--bytes' ? 'bytes' : args[0] === '--fold' ? 'fold' : 'json';
  /** The last --whole document: the task manifest, for --fold. */
  let manifest;
  let fold;
  for (let i = mode === 'json' ? 0 : 1; i < args.length; i++) {
    if (args[i] === '--whole') manifest = JSON.parse(readFileSync(args[++i], 'utf8'));
    else if (mode === 'bytes') lines += eachLine(args[i], true, undefined);
    else if (mode === 'json') lines += eachLine(args[i], false, (b, s, e) => JSON.parse(b.toString('utf8', s, e)));
    else {
      fold ??= new Fold(manifest);
      lines += eachLine(args[i], true, (b, s, e) => fold.line(b, s, e));
    }
  }
  process.stdout.write(fold ? `${lines} ${fold.summary()}\n` : `${lines}\n`);
}

/** Reads `file` in 1 MiB chunks (hashing every byte when `hash`), handing each line's bytes to `each`; returns the line count. */
function eachLine(file, hash, each) {
  const fd = openSync(file, 'r');
  const buf = Buffer.allocUnsafe(CHUNK);
  const h = hash ? createHash('sha256') : undefined;
  let n = 0;
  let carry;
  for (let got = readSync(fd, buf, 0, CHUNK, null); got > 0; got = readSync(fd, buf, 0, CHUNK, null)) {
    const chunk = buf.subarray(0, got);
    h?.update(chunk);
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      n++;
      if (each) {
        if (carry) {
          const whole = Buffer.concat([carry, chunk.subarray(0, nl + 1)]);
          carry = undefined;
          each(whole, 0, whole.length - 1);
        } else each(chunk, start, nl);
      }
      start = nl + 1;
    }
    if (each && start < got) carry = carry ? Buffer.concat([carry, chunk.subarray(start)]) : Buffer.from(chunk.subarray(start));
  }
  closeSync(fd);
  h?.digest();
  if (carry?.length) {
    const whole = Buffer.concat([carry, Buffer.from('\n')]);
    each(whole, 0, whole.length - 1);
    n++;
  }
  return n;
}

/** The ledger's fields by hand into typed arrays by manifest index: what any reader of every line must at least do. */
class Fold {
  constructor(m) {
    const tasks = m?.tasks ?? [];
    this.index = new Map();
    tasks.forEach((t, i) => this.index.set(t.id, i));
    const n = tasks.length;
    this.seen = new Uint32Array(n);
    this.passed = new Uint32Array(n);
    this.cost = new Float64Array(n);
    this.tokens = new Float64Array(n);
    this.latency = new Float64Array(n);
    this.violations = 0;
    this.lastId = Buffer.alloc(256);
    this.lastLen = 0;
    this.lastIndex = -1;
    this.v = 0;
  }

  line(b, s, e) {
    let task = -1;
    let attempt = 0;
    let passed = false;
    for (let i = s + 1; i < e;) {
      // A key: from its quote to the colon; the value after it.
      const k = b[i + 1];
      const colon = b.indexOf(0x3a, i);
      i = colon + 1;
      if (k === 0x74 && b[i - 3] === 0x64) {
        // "task_id": the id's bytes, compared with the last line's before a lookup.
        const from = i + 1;
        const to = b.indexOf(0x22, from);
        task = this.taskOf(b, from, to);
        i = to + 1;
      } else if (k === 0x70) {
        passed = b[i] === 0x74;
        i += passed ? 4 : 5;
      } else if (k === 0x73)
        i = b.indexOf(0x22, i + 1) + 1; // split
      else if (k === 0x76) {
        // violations: the counts summed.
        const close = b.indexOf(0x7d, i);
        for (let j = b.indexOf(0x3a, i); j !== -1 && j < close; j = b.indexOf(0x3a, j + 1)) this.violations += this.number(b, j + 1);
        i = close + 1;
      } else {
        const x = this.number(b, i);
        i = this.v;
        if (k === 0x61) attempt = x;
        else if (k === 0x63) this.cost[task] += Math.round(x * 1e9);
        else if (k === 0x74) this.tokens[task] += x;
        else this.latency[task] += Math.round(x * 1e6);
      }
      i++; // the comma (or the closing brace)
    }
    const bit = 1 << (attempt - 1);
    this.seen[task] |= bit;
    if (passed) this.passed[task] |= bit;
  }

  taskOf(b, from, to) {
    const n = to - from;
    let same = n === this.lastLen;
    for (let k = 0; same && k < n; k++) same = b[from + k] === this.lastId[k];
    if (same) return this.lastIndex;
    b.copy(this.lastId, 0, from, to);
    this.lastLen = n;
    this.lastIndex = this.index.get(b.latin1Slice(from, to)) ?? 0;
    return this.lastIndex;
  }

  /** The decimal at i (digits, an optional fraction), its end in this.v. */
  number(b, i) {
    let m = 0;
    let c = b[i];
    while (c >= 0x30 && c <= 0x39) {
      m = m * 10 + (c - 0x30);
      c = b[++i];
    }
    let d = 1;
    if (c === 0x2e)
      for (c = b[++i]; c >= 0x30 && c <= 0x39; c = b[++i]) {
        m = m * 10 + (c - 0x30);
        d *= 10;
      }
    this.v = i;
    return m / d;
  }

  /** Completion and pass^5 over the tasks, and the sums: the fold's result, so none of it is dead code. */
  summary() {
    let tasks = 0;
    let all = 0;
    let passes = 0;
    let attempts = 0;
    let cost = 0;
    for (let i = 0; i < this.seen.length; i++) {
      const s = this.seen[i];
      if (s === 0) continue;
      tasks++;
      attempts += popcount(s);
      passes += popcount(this.passed[i]);
      if (this.passed[i] === s) all++;
      cost += this.cost[i] + this.tokens[i] + this.latency[i];
    }
    if (!Number.isFinite(cost)) throw new Error('the sums are not finite');
    return `${tasks} ${(passes / attempts).toFixed(4)} ${(all / tasks).toFixed(4)} ${this.violations}`;
  }
}

function popcount(x) {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return ((((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24) & 0xff;
}

main();
