import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  replayBounds
} from "./chunk-3UJTH3A6.js";
import {
  recordContradictions
} from "./chunk-VU3GVDTU.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";
import {
  LEDGER_MEASURES,
  TRACE_MEASURES
} from "./chunk-ZMQ3RTZB.js";
import {
  readDocument
} from "./chunk-3RCLLJDK.js";
import {
  eachBlockListItem
} from "./chunk-QYDK5XCU.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-ZWLIFX7L.js";
import {
  LEDGER_FORMAT,
  OTEL_FORMAT
} from "./chunk-DSLVLTQE.js";
import {
  parseLedgerRef
} from "./chunk-K46MEI4I.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/replay/replay.ts
function evidenceMeasures(format) {
  return format === LEDGER_FORMAT ? LEDGER_MEASURES : TRACE_MEASURES;
}
var REPLAYABLE_FORMATS = /* @__PURE__ */ new Set([LEDGER_FORMAT, OTEL_FORMAT]);
function notRederived(format, gate, ceilings = false) {
  const given = format === LEDGER_FORMAT ? LEDGER_MEASURES : TRACE_MEASURES;
  const source = gate.source ?? "native";
  if (!given.has(gate.id)) return `${format} evidence does not give ${gate.id}`;
  if (gate.floor !== void 0 || ceilings && source === "native") return void 0;
  return source === "native" ? "the record keeps no threshold for it (a ceiling: the attestation carries it)" : `decided by policy (source ${source}), not by a floor`;
}
var measureKey = (m) => `${m.id}${m.split ? ` (${m.split})` : ""}${m.k !== void 0 ? ` k=${m.k}` : ""}`;
function replay(input) {
  const { record, recomputed } = input;
  const out = [];
  const miss = (code, what, recorded, again2, message) => out.push({ code, what, recorded, recomputed: again2, message });
  const ev = record.assurance.evidence;
  const confirmed = { measures: 0, gates: 0, canaries: 0, events: input.events };
  if (!REPLAYABLE_FORMATS.has(ev.format)) {
    miss(
      "LEDGER_FORMAT",
      "assurance.evidence.format",
      ev.format,
      [...REPLAYABLE_FORMATS].join(" or "),
      `the ledger format ${ev.format} is not one aqr replays (${[...REPLAYABLE_FORMATS].join(", ")})`
    );
    return { ok: false, mismatches: out, confirmed };
  }
  const given = evidenceMeasures(ev.format);
  const ref = parseLedgerRef(ev.ledger);
  if (ref.digest !== input.ledgerDigest)
    miss(
      "LEDGER_DIGEST",
      "ledger digest",
      ref.digest ?? null,
      input.ledgerDigest,
      ref.digest ? "the ledger files are not the ones the record was made from" : "the record names no ledger digest (ledger: <paths>#sha256:<hex>)"
    );
  if (ev.events !== input.events)
    miss("LEDGER_EVENTS", "ledger events", ev.events ?? null, input.events, `the record counts ${ev.events ?? "no"} events, the ledger has ${input.events}`);
  if (record.task_set.manifest_digest !== input.manifestDigest)
    miss(
      "MANIFEST_DIGEST",
      "task_set.manifest_digest",
      record.task_set.manifest_digest,
      input.manifestDigest,
      "the task manifest is not the one the record was made from"
    );
  const key = measureKey;
  const again = new Map(recomputed.measures.map((m) => [key(m), m]));
  const seen = /* @__PURE__ */ new Set();
  for (const m of record.measures) {
    if (!given.has(m.id)) continue;
    const k = key(m);
    seen.add(k);
    const r = again.get(k);
    if (!r) miss("MEASURE_NOT_IN_LEDGER", k, m.value, null, `${k} is recorded as ${JSON.stringify(m.value)} but the ledger does not give it`);
    else if (r.value !== m.value)
      miss("MEASURE_MISMATCH", k, m.value, r.value, `${k}: recorded ${JSON.stringify(m.value)}, recomputed ${JSON.stringify(r.value)}`);
    else confirmed.measures++;
  }
  for (const [k, r] of again)
    if (!seen.has(k)) miss("MEASURE_NOT_RECORDED", k, null, r.value, `the ledger gives ${k} = ${JSON.stringify(r.value)} but the record leaves it out`);
  const bounds = input.stats ? replayBounds(record, recomputed, input.stats, input.baseline) : void 0;
  if (bounds) {
    out.push(...bounds.mismatches);
    confirmed.gates += bounds.confirmed;
  }
  for (const g of record.gates) {
    const floor = g.floor;
    if (floor === void 0 || notRederived(ev.format, g) !== void 0 || bounds?.judged.has(`${g.id}|${g.split ?? ""}`)) continue;
    const m = backingMeasure(g, recomputed.measures).pick;
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ""}`;
    if (!m || typeof m.value !== "number") {
      miss("GATE_MISMATCH", what, g.result, null, `${what} has a floor but the ledger gives no value to hold it against`);
      continue;
    }
    const result = m.value >= floor ? "pass" : "fail";
    if (result !== g.result) miss("GATE_MISMATCH", what, g.result, result, `${what}: recorded ${g.result}, but ${m.value} against floor ${floor} is ${result}`);
    else confirmed.gates++;
  }
  for (const c of recordContradictions(record.gates, recomputed.measures, `the replayed ledger (${ev.format})`))
    miss("DECISION_CONTRADICTED", `gate ${c.gate.id}`, c.gate.result, backingMeasure(c.gate, recomputed.measures).pick?.value ?? null, c.message);
  const observed = new Map((record.assurance.integrity?.canaries ?? []).map((c) => [c.id, c.observed]));
  for (const c of recomputed.canaries) {
    if (c.attempts === 0) continue;
    const now = c.fired ? "pass" : "fail";
    const was = observed.get(c.id);
    if (was !== now)
      miss(
        "CANARY_MISMATCH",
        `canary ${c.id}`,
        was ?? null,
        now,
        `canary ${c.id}: recorded ${was ?? "nothing"}, the ledger shows it ${c.fired ? "passed (fired)" : "failed"}`
      );
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
  const given = evidenceMeasures(format);
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
    if (r && r.value === m.value && r.n !== m.n)
      miss(
        "MEASURE_N_MISMATCH",
        `${key(m)} n`,
        m.n ?? null,
        r.n ?? null,
        `${key(m)}: recorded over n = ${m.n ?? "nothing"}, the evidence gives n = ${r.n ?? "nothing"}`
      );
  }
  if (input.taskSet) {
    const ts = record.task_set;
    for (const f of ["held_in", "held_out"]) {
      if ((ts[f] ?? 0) !== input.taskSet[f])
        miss(
          "TASK_SET_MISMATCH",
          `task_set.${f}`,
          ts[f] ?? null,
          input.taskSet[f],
          `task_set.${f}: recorded ${ts[f] ?? "nothing"}, the task manifest has ${input.taskSet[f]}`
        );
    }
    const recorded = [...ts.canary_ids ?? []].sort();
    const manifest = [...input.taskSet.canary_ids].sort();
    if (recorded.length !== manifest.length || recorded.some((id, i) => id !== manifest[i])) {
      const extra = recorded.filter((id) => !manifest.includes(id)).length;
      const absent = manifest.filter((id) => !recorded.includes(id)).length;
      miss(
        "TASK_SET_MISMATCH",
        "task_set.canary_ids",
        recorded.length,
        manifest.length,
        `task_set.canary_ids: ${recorded.length} recorded, the task manifest has ${manifest.length} (${extra} not in the manifest, ${absent} left out)`
      );
    }
  }
  const ran = new Set(recomputed.canaries.filter((c) => c.attempts > 0).map((c) => c.id));
  for (const c of record.assurance.integrity?.canaries ?? [])
    if (!ran.has(c.id))
      miss("CANARY_MISMATCH", `canary ${c.id}`, c.observed, null, `canary ${c.id}: recorded as observed ${c.observed}, but the ledger has no attempt of it`);
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
    if (split !== "held-in" && split !== "held-out")
      throw new AqrError("ERR_INPUT_INVALID", `split must be "held-in" or "held-out", got ${JSON.stringify(split)}`, where(i, "split"));
    if (canary !== void 0 && typeof canary !== "boolean") throw new AqrError("ERR_INPUT_INVALID", "canary must be true or false", where(i, "canary"));
    const tasks = this.tasks;
    if (tasks.has(id)) throw new AqrError("ERR_INPUT_DUPLICATE", `task ${id} is listed twice`, where(i, "id"));
    const task = { id, split, canary: canary === true, index: tasks.size };
    if (required_steps !== void 0 || forbidden_steps !== void 0 || max_steps !== void 0) {
      const required = this.names(required_steps, i, "required_steps");
      const forbidden = this.names(forbidden_steps, i, "forbidden_steps");
      if (max_steps !== void 0 && (typeof max_steps !== "number" || !Number.isInteger(max_steps) || max_steps < 0))
        throw new AqrError("ERR_INPUT_INVALID", "must be an integer \u2265 0", where(i, "max_steps"));
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
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string" || x === ""))
      throw new AqrError("ERR_INPUT_INVALID", "must be a list of step (tool) names", this.where(i, field));
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

// src/io/limits.ts
var MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export {
  evidenceMeasures,
  notRederived,
  measureKey,
  replay,
  underivableMeasures,
  manifestFromText,
  MAX_MANIFEST_BYTES
};
