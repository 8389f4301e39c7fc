import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readJsonValues
} from "./chunk-32R52CTD.js";
import {
  tallyTraces
} from "./chunk-3LHYYOLB.js";
import {
  noAttempts
} from "./chunk-CRYWO3G5.js";
import {
  hashingLineReader
} from "./chunk-K6OQSGEN.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/otel/evidence.ts
var MAX_DOCUMENT_CHARS = 512 * 1024 * 1024;
async function foldTraceFile(file, fold, lines) {
  await readJsonValues(lines, file, MAX_DOCUMENT_CHARS, "one trace export over 512 MiB: write one export per line", {
    value: (v, line) => fold.add(v, `${file}:${line}`),
    badLine: (line) => {
      throw new AqrError("ERR_INPUT_PARSE", "is not JSON (trace exports are one OTLP/JSON object per line, or one per file)", { file, line });
    },
    document: (text) => {
      let v;
      try {
        v = JSON.parse(text);
      } catch {
        throw new AqrError("ERR_INPUT_PARSE", "is neither OTLP/JSON lines nor one OTLP/JSON document", { file });
      }
      fold.add(v, file);
    }
  });
}

// src/io/otel-file.ts
async function readTraces(patterns, fold) {
  const files = await expandFiles(patterns, "evidence");
  const reader = hashingLineReader();
  for (const file of files) await foldTraceFile(file, fold, reader.lines);
  return { files, digest: reader.setDigest(files) };
}

// src/otel/attributes.ts
function attrValue(kv) {
  const v = kv.value;
  if (!v) return void 0;
  if (typeof v.stringValue === "string") return v.stringValue;
  if (typeof v.boolValue === "boolean") return v.boolValue;
  if (v.intValue !== void 0) {
    const n = Number(v.intValue);
    return Number.isSafeInteger(n) ? n : void 0;
  }
  if (v.doubleValue !== void 0) {
    const n = Number(v.doubleValue);
    return Number.isFinite(n) ? n : void 0;
  }
  return void 0;
}
function attrs(list) {
  const out = /* @__PURE__ */ new Map();
  if (!Array.isArray(list)) return out;
  for (const kv of list) {
    if (!kv || typeof kv.key !== "string") continue;
    const v = attrValue(kv);
    if (v !== void 0) out.set(kv.key, v);
  }
  return out;
}

// src/otel/fold.ts
var TraceFold = class {
  constructor(manifest, expected) {
    this.manifest = manifest;
    this.expected = expected;
  }
  manifest;
  expected;
  traces = /* @__PURE__ */ new Map();
  tool = { calls: 0, correct: 0 };
  names = [];
  nameIds = /* @__PURE__ */ new Map();
  spans = 0;
  events = 0;
  /** One OTLP/JSON export object: {resourceSpans: [{scopeSpans: [{spans: [...]}]}]}. */
  add(doc, where) {
    const rs = doc?.resourceSpans;
    if (!Array.isArray(rs)) throw new AqrError("ERR_INPUT_INVALID", "not an OTLP/JSON trace export (no resourceSpans)", { file: where });
    for (const r of rs)
      for (const ss of r?.scopeSpans ?? []) for (const span of ss?.spans ?? []) this.span(span, where);
  }
  span(s, where) {
    const traceId = s["traceId"];
    const spanId = s["spanId"];
    if (typeof traceId !== "string" || typeof spanId !== "string") throw new AqrError("ERR_INPUT_INVALID", "a span without traceId or spanId", { file: where });
    this.spans++;
    const a = attrs(s["attributes"]);
    const name = () => `trace ${traceId} span ${spanId}`;
    this.checkDigest(a, name, where);
    let t = this.traces.get(traceId);
    if (!t) this.traces.set(traceId, t = { where, denies: 0, reset: false, steps: [] });
    const events = Array.isArray(s["events"]) ? s["events"] : [];
    this.events += events.length;
    let redundant = false;
    for (const e of events) {
      const ea = e.attributes === void 0 ? NO_ATTRIBUTES : attrs(e.attributes);
      this.checkDigest(ea, name, where);
      if (e.name === "sg.policy.decision" && ea.get("sg.policy.result") === "deny") t.denies++;
      else if (e.name === "sg.attempt.reset") t.reset = true;
      else if (e.name === "sg.tool.redundant_retry") redundant = true;
    }
    const tokens = num(a.get("gen_ai.usage.input_tokens")) + num(a.get("gen_ai.usage.output_tokens"));
    if (a.has("gen_ai.usage.input_tokens") || a.has("gen_ai.usage.output_tokens")) t.tokens = (t.tokens ?? 0) + tokens;
    if (a.has("sg.cost.usd")) t.cost = (t.cost ?? 0) + num(a.get("sg.cost.usd"));
    const tool = a.get("gen_ai.tool.name") ?? a.get("sg.tool.name");
    if (typeof tool === "string") {
      this.tool.calls++;
      if (a.get("sg.tool.outcome") === "ok" && a.get("sg.tool.schema_ok") !== false && !redundant) this.tool.correct++;
      if (t.steps) {
        let n = this.nameIds.get(tool);
        if (n === void 0) this.nameIds.set(tool, n = this.names.push(tool) - 1);
        t.steps.push(Number(big(s["startTimeUnixNano"])), n);
      }
    }
    const task = a.get("sg.task.id");
    if (task === void 0) return;
    if (t.rootSpan !== void 0)
      throw new AqrError("ERR_INPUT_INVALID", `${name()} is a second attempt root in one trace (first: span ${t.rootSpan}); each attempt is its own trace`, {
        file: where
      });
    if (typeof task !== "string") throw new AqrError("ERR_INPUT_INVALID", `${name()}: sg.task.id must be a string`, { file: where });
    const passed = a.get("sg.task.passed");
    if (typeof passed !== "boolean")
      throw new AqrError("ERR_INPUT_INVALID", `${name()}: the attempt's root span needs sg.task.passed (bool), the end-state assertion`, { file: where });
    const attempt = a.get("sg.attempt.index") ?? 1;
    if (typeof attempt !== "number" || !Number.isInteger(attempt) || attempt < 1)
      throw new AqrError("ERR_INPUT_INVALID", `${name()}: sg.attempt.index must be an integer from 1`, { file: where });
    const split = a.get("sg.split");
    if (split !== void 0 && split !== "held-in" && split !== "held-out")
      throw new AqrError("ERR_INPUT_INVALID", `${name()}: sg.split must be held-in or held-out`, { file: where });
    const canary = a.get("sg.task_set.canary_id");
    const known = this.manifest.tasks.get(task);
    if (canary !== void 0 && known && !known.canary)
      throw new AqrError("ERR_INPUT_MISMATCH", `${name()} marks task ${task} as a canary probe, but the manifest does not`, { file: where });
    Object.assign(t, { rootSpan: spanId, task, attempt, passed, where, latency: Number(big(s["endTimeUnixNano"]) - big(s["startTimeUnixNano"])) / 1e9 });
    if (!known?.steps || known.canary) t.steps = void 0;
    if (split !== void 0) t.split = split;
  }
  checkDigest(a, name, where) {
    const m = a.get("sg.task_set.manifest_digest");
    if (m !== void 0 && m !== this.expected.manifestDigest)
      throw new AqrError(
        "ERR_INPUT_MISMATCH",
        `${name()} is evidence for task set ${String(m)}, not ${this.expected.manifestDigest}: evidence from another task set never counts`,
        { file: where }
      );
    const h = a.get("sg.subject.harness_digest");
    if (h !== void 0 && h !== this.expected.harnessDigest)
      throw new AqrError(
        "ERR_INPUT_MISMATCH",
        `${name()} is evidence for harness ${String(h)}, not ${this.expected.harnessDigest}: evidence from another agent never counts`,
        { file: where }
      );
  }
  finish() {
    const trials = [];
    const missingReset = [];
    const trajectory = { attempts: 0, valid: 0 };
    let orphans = 0;
    for (const [traceId, t] of this.traces) {
      if (t.task === void 0) {
        orphans++;
        continue;
      }
      const trial = { task_id: t.task, attempt: t.attempt, passed: t.passed, violations: { policy: t.denies } };
      if (t.split) trial.split = t.split;
      if (t.latency !== void 0) trial.latency_s = t.latency;
      if (t.tokens !== void 0) trial.tokens = t.tokens;
      if (t.cost !== void 0) trial.cost_usd = t.cost;
      trials.push(trial);
      if (t.attempt > 1 && !t.reset) missingReset.push({ task: t.task, attempt: t.attempt, trace: traceId });
      const rules = this.manifest.tasks.get(t.task);
      if (rules?.steps && !rules.canary && t.steps) {
        trajectory.attempts++;
        const order = [];
        for (let i = 0; i < t.steps.length; i += 2) order.push({ at: t.steps[i], name: this.names[t.steps[i + 1]], i });
        order.sort((x, y) => x.at - y.at || x.i - y.i);
        if (trajectoryValid(
          order.map((o) => o.name),
          rules.steps
        ))
          trajectory.valid++;
      }
    }
    trials.sort((a, b) => a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : a.attempt - b.attempt);
    return { trials, missingReset, tool: this.tool, trajectory, orphanTraces: orphans, spans: this.spans, events: this.events };
  }
};
function trajectoryValid(steps, rules) {
  if (rules.max !== void 0 && steps.length > rules.max) return false;
  if (rules.forbidden?.some((f) => steps.includes(f))) return false;
  let i = 0;
  for (const s of steps) if (i < (rules.required?.length ?? 0) && s === rules.required?.[i]) i++;
  return i === (rules.required?.length ?? 0);
}
var NO_ATTRIBUTES = /* @__PURE__ */ new Map();
function num(v) {
  return typeof v === "number" ? v : 0;
}
function big(v) {
  try {
    return BigInt(typeof v === "string" || typeof v === "number" ? v : 0);
  } catch {
    return 0n;
  }
}

// src/pipeline/otel.ts
async function readTraceEvidence(patterns, manifest, expected) {
  const fold = new TraceFold(manifest, expected);
  const { files, digest } = await readTraces(patterns, fold);
  const r = fold.finish();
  if (r.spans + r.events === 0) throw noAttempts(files, "trace evidence");
  return { ...tallyTraces(manifest, r), files, digest, events: r.spans + r.events };
}

export {
  readTraceEvidence
};
