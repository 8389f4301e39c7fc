import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  replayBounds
} from "./chunk-EXUFWHG6.js";
import {
  backingMeasure
} from "./chunk-PKRWVR2B.js";
import {
  MAX_YAML_CHARS,
  detectSyntax,
  eachBlockListItem,
  readDocument
} from "./chunk-TMHOHQTT.js";
import {
  DuplicateAttempt,
  GIVES,
  TrialTally
} from "./chunk-3U34HUA7.js";
import {
  hashingLineReader
} from "./chunk-YVTXKTCX.js";
import {
  expandFiles
} from "./chunk-JCYOXX3J.js";
import {
  parseLedgerRef
} from "./chunk-G7BUR6DW.js";
import {
  AqrError
} from "./chunk-JFP2MHRA.js";

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
  /** The last task id and its bytes: the next line's id, when the same (a runner writes a task's attempts together), is this very string. */
  lastId = "";
  lastIdBytes = new Uint8Array(0);
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
    const last = this.lastIdBytes;
    let same = j - from === last.length;
    for (let k = 0; same && k < last.length; k++) same = b[from + k] === last[k];
    if (!same) {
      this.lastIdBytes = b.slice(from, j);
      this.lastId = utf8.decode(this.lastIdBytes);
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

// src/ledger/trial.ts
var LEDGER_FORMAT = "aqr.trials/1";
var FIELDS = "is not a trial field (task_id, attempt, passed, split, cost_usd, tokens, latency_s, violations)";
function trialProblem(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return { field: "(line)", message: "a trial is a JSON object" };
  const t = v;
  for (const k in t) {
    switch (k) {
      case "task_id":
      case "attempt":
      case "passed":
      case "split":
      case "cost_usd":
      case "tokens":
      case "latency_s":
      case "violations":
        continue;
      default:
        return { field: k, message: FIELDS };
    }
  }
  if (typeof t["task_id"] !== "string" || t["task_id"] === "") return { field: "task_id", message: "must be a non-empty string" };
  const a = t["attempt"];
  if (typeof a !== "number" || !Number.isInteger(a) || a < 1) return { field: "attempt", message: `must be an integer from 1, got ${JSON.stringify(a)}` };
  if (typeof t["passed"] !== "boolean") return { field: "passed", message: `must be true or false, got ${JSON.stringify(t["passed"])}` };
  const s = t["split"];
  if (s !== void 0 && s !== "held-in" && s !== "held-out") return { field: "split", message: `must be "held-in" or "held-out", got ${JSON.stringify(s)}` };
  const cost = t["cost_usd"];
  if (cost !== void 0 && (typeof cost !== "number" || !(cost >= 0))) return { field: "cost_usd", message: `must be a number \u2265 0, got ${JSON.stringify(cost)}` };
  const latency = t["latency_s"];
  if (latency !== void 0 && (typeof latency !== "number" || !(latency >= 0))) return { field: "latency_s", message: `must be a number \u2265 0, got ${JSON.stringify(latency)}` };
  const tok = t["tokens"];
  if (tok !== void 0 && (typeof tok !== "number" || !Number.isInteger(tok) || tok < 0)) return { field: "tokens", message: `must be an integer \u2265 0, got ${JSON.stringify(tok)}` };
  const vio = t["violations"];
  if (vio !== void 0) {
    if (vio === null || typeof vio !== "object" || Array.isArray(vio)) return { field: "violations", message: "must be an object of counts" };
    const counts = vio;
    for (const k in counts) {
      if (k !== "policy" && k !== "tool_abuse" && k !== "isolation") return { field: `violations.${k}`, message: "is not a violation kind (policy, tool_abuse, isolation)" };
      const n = counts[k];
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0) return { field: `violations.${k}`, message: `must be an integer \u2265 0, got ${JSON.stringify(n)}` };
    }
  }
  return void 0;
}

// src/ledger/read.ts
async function foldTrials(files, manifest, lines) {
  const tally = new TrialTally(manifest);
  let blank = 0;
  const plain = new TrialLineReader();
  for (const file of files) {
    const idx = tally.addFile(file);
    try {
      await lines(file, (line, n) => {
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
        tally.add(v, idx, n);
      }, (b, start, end, n) => {
        const t = plain.read(b, start, end);
        if (t === void 0) return false;
        tally.addValues(t, idx, n);
        return true;
      });
    } catch (e) {
      if (e instanceof DuplicateAttempt) throw await withFirstPlace(e, files, lines);
      throw e;
    }
  }
  return { tally, blank };
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
async function readTrials(patterns, manifest) {
  const files = await expandFiles(patterns, "trial ledger");
  const reader = hashingLineReader();
  const { tally, blank } = await foldTrials(files, manifest, reader.lines);
  return { tally, files, blank, digest: reader.setDigest(files) };
}

// src/gate/contradiction.ts
var VIOLATION_FREE_SHARES = /* @__PURE__ */ new Set(["policy.hard_rules", "safety.tool_abuse", "safety.isolation"]);
function measuredClean(m) {
  if (typeof m.value === "boolean") return m.value;
  if (VIOLATION_FREE_SHARES.has(m.id)) return m.value === 1;
  return void 0;
}
function decisionContradiction(d, m, measuredBy) {
  if (!m) return void 0;
  const clean = measuredClean(m);
  if (clean === void 0 || clean === (d.result === "pass")) return void 0;
  const what = `${m.id}${m.split ? ` (${m.split})` : ""}`;
  const says = typeof m.value === "boolean" ? String(m.value) : `${m.value}${clean ? ", no violation" : `, violations in ${round((1 - m.value) * 100)}% of attempts`}`;
  return `${d.source ?? "a decision"} decided ${d.result} for ${d.id}, but ${measuredBy} measures ${what} = ${says}: a decision does not outvote a measurement`;
}
var round = (x) => Math.round(x * 100) / 100;
function recordContradictions(gates, measures, measuredBy) {
  const out = [];
  for (const g of gates) {
    if (g.source !== "acs" && g.source !== "assert") continue;
    const message = decisionContradiction(g, backingMeasure(g, measures).pick, measuredBy);
    if (message) out.push({ gate: g, message });
  }
  return out;
}

// src/replay/replay.ts
var LEDGER_MEASURES = /* @__PURE__ */ new Set([
  "task.completion",
  "reliability.pass_hat_k",
  "reliability.pass_at_k",
  "efficiency.cost_per_success",
  "efficiency.tokens_per_success",
  "efficiency.latency_per_success",
  "policy.hard_rules",
  "safety.tool_abuse",
  "safety.isolation"
]);
var TRACE_MEASURES = /* @__PURE__ */ new Set([...LEDGER_MEASURES, "tool.correctness", "trajectory.valid"]);
var REPLAYABLE_FORMATS = /* @__PURE__ */ new Set([LEDGER_FORMAT, "opentelemetry/1.x"]);
var measureKey = (m) => `${m.id}${m.split ? ` (${m.split})` : ""}${m.k !== void 0 ? ` k=${m.k}` : ""}`;
function replay(input) {
  const { record, recomputed } = input;
  const out = [];
  const miss = (code, what, recorded, again2, message) => out.push({ code, what, recorded, recomputed: again2, message });
  const ev = record.assurance.evidence;
  const confirmed = { measures: 0, gates: 0, canaries: 0, events: input.events };
  if (!REPLAYABLE_FORMATS.has(ev.format)) {
    miss("LEDGER_FORMAT", "assurance.evidence.format", ev.format, [...REPLAYABLE_FORMATS].join(" or "), `the ledger format ${ev.format} is not one aqr replays (${[...REPLAYABLE_FORMATS].join(", ")})`);
    return { ok: false, mismatches: out, confirmed };
  }
  const given = ev.format === LEDGER_FORMAT ? LEDGER_MEASURES : TRACE_MEASURES;
  const ref = parseLedgerRef(ev.ledger);
  if (ref.digest !== input.ledgerDigest) miss("LEDGER_DIGEST", "ledger digest", ref.digest ?? null, input.ledgerDigest, ref.digest ? "the ledger files are not the ones the record was made from" : "the record names no ledger digest (ledger: <paths>#sha256:<hex>)");
  if (ev.events !== input.events) miss("LEDGER_EVENTS", "ledger events", ev.events ?? null, input.events, `the record counts ${ev.events ?? "no"} events, the ledger has ${input.events}`);
  if (record.task_set.manifest_digest !== input.manifestDigest) miss("MANIFEST_DIGEST", "task_set.manifest_digest", record.task_set.manifest_digest, input.manifestDigest, "the task manifest is not the one the record was made from");
  const key = measureKey;
  const again = new Map(recomputed.measures.map((m) => [key(m), m]));
  const seen = /* @__PURE__ */ new Set();
  for (const m of record.measures) {
    if (!given.has(m.id)) continue;
    const k = key(m);
    seen.add(k);
    const r = again.get(k);
    if (!r) miss("MEASURE_NOT_IN_LEDGER", k, m.value, null, `${k} is recorded as ${JSON.stringify(m.value)} but the ledger does not give it`);
    else if (r.value !== m.value) miss("MEASURE_MISMATCH", k, m.value, r.value, `${k}: recorded ${JSON.stringify(m.value)}, recomputed ${JSON.stringify(r.value)}`);
    else confirmed.measures++;
  }
  for (const [k, r] of again) if (!seen.has(k)) miss("MEASURE_NOT_RECORDED", k, null, r.value, `the ledger gives ${k} = ${JSON.stringify(r.value)} but the record leaves it out`);
  const bounds = input.stats ? replayBounds(record, recomputed, input.stats, input.ledgerDigest, input.baseline) : void 0;
  if (bounds) {
    out.push(...bounds.mismatches);
    confirmed.gates += bounds.confirmed;
  }
  for (const g of record.gates) {
    if (g.floor === void 0 || !given.has(g.id) || bounds?.judged.has(`${g.id}|${g.split ?? ""}`)) continue;
    const m = backingMeasure(g, recomputed.measures).pick;
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ""}`;
    if (!m || typeof m.value !== "number") {
      miss("GATE_MISMATCH", what, g.result, null, `${what} has a floor but the ledger gives no value to hold it against`);
      continue;
    }
    const result = m.value >= g.floor ? "pass" : "fail";
    if (result !== g.result) miss("GATE_MISMATCH", what, g.result, result, `${what}: recorded ${g.result}, but ${m.value} against floor ${g.floor} is ${result}`);
    else confirmed.gates++;
  }
  for (const c of recordContradictions(record.gates, recomputed.measures, `the replayed ledger (${ev.format})`)) miss("DECISION_CONTRADICTED", `gate ${c.gate.id}`, c.gate.result, backingMeasure(c.gate, recomputed.measures).pick?.value ?? null, c.message);
  const observed = new Map((record.assurance.integrity?.canaries ?? []).map((c) => [c.id, c.observed]));
  for (const c of recomputed.canaries) {
    if (c.attempts === 0) continue;
    const now = c.fired ? "pass" : "fail";
    const was = observed.get(c.id);
    if (was !== now) miss("CANARY_MISMATCH", `canary ${c.id}`, was ?? null, now, `canary ${c.id}: recorded ${was ?? "nothing"}, the ledger shows it ${c.fired ? "passed (fired)" : "failed"}`);
    else confirmed.canaries++;
  }
  out.push(...derivedClaimMismatches(input));
  return { ok: out.length === 0, mismatches: out, confirmed };
}
function underivableMeasures(format) {
  return format === LEDGER_FORMAT ? new Set([...TRACE_MEASURES].filter((id) => !LEDGER_MEASURES.has(id))) : /* @__PURE__ */ new Set();
}
function derivedClaimMismatches(input) {
  const { record, recomputed } = input;
  const out = [];
  const miss = (code, what, recorded, again2, message) => out.push({ code, what, recorded, recomputed: again2, message });
  const format = record.assurance.evidence.format;
  const given = format === LEDGER_FORMAT ? LEDGER_MEASURES : TRACE_MEASURES;
  const key = measureKey;
  const again = new Map(recomputed.measures.map((m) => [key(m), m]));
  const cannot = underivableMeasures(format);
  for (const m of record.measures) {
    if (cannot.has(m.id)) {
      miss("MEASURE_NOT_DERIVABLE", key(m), m.value, null, `${key(m)} is recorded, but ${format} evidence cannot measure it (only traces do)`);
      continue;
    }
    if (!given.has(m.id)) continue;
    const r = again.get(key(m));
    if (r && r.value === m.value && r.n !== m.n) miss("MEASURE_N_MISMATCH", `${key(m)} n`, m.n ?? null, r.n ?? null, `${key(m)}: recorded over n = ${m.n ?? "nothing"}, the evidence gives n = ${r.n ?? "nothing"}`);
  }
  if (input.taskSet) {
    const ts = record.task_set;
    for (const f of ["held_in", "held_out"]) {
      if ((ts[f] ?? 0) !== input.taskSet[f]) miss("TASK_SET_MISMATCH", `task_set.${f}`, ts[f] ?? null, input.taskSet[f], `task_set.${f}: recorded ${ts[f] ?? "nothing"}, the task manifest has ${input.taskSet[f]}`);
    }
    const recorded = [...ts.canary_ids ?? []].sort();
    const manifest = [...input.taskSet.canary_ids].sort();
    if (recorded.length !== manifest.length || recorded.some((id, i) => id !== manifest[i])) {
      const extra = recorded.filter((id) => !manifest.includes(id)).length;
      const absent = manifest.filter((id) => !recorded.includes(id)).length;
      miss("TASK_SET_MISMATCH", "task_set.canary_ids", recorded.length, manifest.length, `task_set.canary_ids: ${recorded.length} recorded, the task manifest has ${manifest.length} (${extra} not in the manifest, ${absent} left out)`);
    }
  }
  const ran = new Set(recomputed.canaries.filter((c) => c.attempts > 0).map((c) => c.id));
  for (const c of record.assurance.integrity?.canaries ?? [])
    if (!ran.has(c.id)) miss("CANARY_MISMATCH", `canary ${c.id}`, c.observed, null, `canary ${c.id}: recorded as observed ${c.observed}, but the ledger has no attempt of it`);
  return out;
}

// src/taskset/manifest.ts
var TaskList = class {
  constructor(where) {
    this.where = where;
  }
  where;
  tasks = /* @__PURE__ */ new Map();
  canary_ids = [];
  held_in = 0;
  held_out = 0;
  add(t, i) {
    const where = this.where;
    if (t === null || typeof t !== "object" || Array.isArray(t)) throw new AqrError("ERR_INPUT_INVALID", "a task is a mapping with id and split", where(i));
    const { id, split, canary, required_steps, forbidden_steps, max_steps } = t;
    if (typeof id !== "string" || id === "") throw new AqrError("ERR_INPUT_INVALID", "needs an id (a non-empty string)", where(i, "id"));
    if (split !== "held-in" && split !== "held-out") throw new AqrError("ERR_INPUT_INVALID", `split must be "held-in" or "held-out", got ${JSON.stringify(split)}`, where(i, "split"));
    if (canary !== void 0 && typeof canary !== "boolean") throw new AqrError("ERR_INPUT_INVALID", "canary must be true or false", where(i, "canary"));
    const tasks = this.tasks;
    if (tasks.has(id)) throw new AqrError("ERR_INPUT_DUPLICATE", `task ${id} is listed twice`, where(i, "id"));
    const task = { id, split, canary: canary === true, index: tasks.size };
    if (required_steps !== void 0 || forbidden_steps !== void 0 || max_steps !== void 0) {
      const required = this.names(required_steps, i, "required_steps");
      const forbidden = this.names(forbidden_steps, i, "forbidden_steps");
      if (max_steps !== void 0 && (typeof max_steps !== "number" || !Number.isInteger(max_steps) || max_steps < 0)) throw new AqrError("ERR_INPUT_INVALID", "must be an integer \u2265 0", where(i, "max_steps"));
      task.steps = { ...required ? { required } : {}, ...forbidden ? { forbidden } : {}, ...max_steps !== void 0 ? { max: max_steps } : {} };
    }
    tasks.set(id, task);
    if (canary === true) this.canary_ids.push(id);
    else if (split === "held-in") this.held_in++;
    else this.held_out++;
  }
  manifest() {
    return { tasks: this.tasks, held_in: this.held_in, held_out: this.held_out, canary_ids: this.canary_ids };
  }
  names(v, i, field) {
    if (v === void 0) return void 0;
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string" || x === "")) throw new AqrError("ERR_INPUT_INVALID", "must be a list of step (tool) names", this.where(i, field));
    return v;
  }
};
function readManifest(parsed, file) {
  const v = parsed.value;
  const list = Array.isArray(v) ? v : v?.tasks;
  const base = Array.isArray(v) ? [] : ["tasks"];
  if (!Array.isArray(list)) throw new AqrError("ERR_INPUT_INVALID", "a task manifest is a list of tasks, or a mapping with a tasks: list", { file, line: 1 });
  const set = new TaskList((i, field) => {
    const path = field ? [...base, i, field] : [...base, i];
    const line = parsed.lineOf(path);
    return { file, field: `tasks[${i}]${field ? `.${field}` : ""}`, ...line === void 0 ? {} : { line } };
  });
  for (let i = 0; i < list.length; i++) set.add(list[i], i);
  return set.manifest();
}
async function manifestFromText(text, file) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  if (body.length <= MAX_YAML_CHARS && detectSyntax(body) !== "json") {
    const set = new TaskList(() => ({ file, field: "" }));
    try {
      const key = eachBlockListItem(body, (t, i) => set.add(t, i));
      if (key === void 0 || key === "tasks") return set.manifest();
    } catch (e) {
      if (!(e instanceof AqrError)) throw e;
    }
  }
  return readManifest(await readDocument(text, file, { bulk: true }), file);
}

// src/pipeline/limits.ts
var MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export {
  LEDGER_FORMAT,
  readTrials,
  decisionContradiction,
  recordContradictions,
  LEDGER_MEASURES,
  TRACE_MEASURES,
  replay,
  underivableMeasures,
  manifestFromText,
  MAX_MANIFEST_BYTES
};
