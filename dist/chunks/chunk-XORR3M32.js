import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AcceptanceFold,
  NestedTooDeep,
  describeValue,
  excludedEvents,
  isUuid,
  privacyFindings,
  readerInstant,
  ruleAgainstSignals,
  ruleProblem,
  safeKeys,
  safeLabel,
  safeName,
  signalProblem
} from "./chunk-6EQII5ZQ.js";
import {
  formatPath
} from "./chunk-A74B5NYC.js";
import {
  MAX_NESTING,
  tooDeep
} from "./chunk-YAMR5NNT.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/signals/stats.ts
function histogramSummary(hist, offset = 0) {
  let n = 0;
  let sum = 0;
  let sq = 0;
  let mode = -1;
  hist.forEach((c, i) => {
    const v = i + offset;
    n += c;
    sum += c * v;
    sq += c * v * v;
    if (mode < 0 || c > hist[mode]) mode = i;
  });
  if (n === 0) return { n, mean: null, stddev: null, mode: null, modeShare: null };
  const mean = sum / n;
  return {
    n,
    mean: round(mean),
    stddev: round(Math.sqrt(Math.max(0, sq / n - mean * mean))),
    mode: mode + offset,
    modeShare: round(hist[mode] / n)
  };
}
var round = (x) => Math.round(x * 1e4) / 1e4;
function bump(hist, i) {
  hist[i] = (hist[i] ?? 0) + 1;
}

// src/signals/agent/pending-runs.ts
var EVICT_SCAN = 64;
var PendingRuns = class {
  constructor(bound) {
    this.bound = bound;
  }
  bound;
  map = /* @__PURE__ */ new Map();
  heldId;
  held;
  /** The state of run `id`, made with `make` (and kept) when there is none. */
  state(id, make) {
    if (id === this.heldId) return this.held;
    this.flush();
    const known = this.map.get(id);
    if (known !== void 0) return known;
    const made = make();
    this.heldId = id;
    this.held = made;
    return made;
  }
  get(id) {
    return id === this.heldId ? this.held : this.map.get(id);
  }
  delete(id) {
    if (id === this.heldId) {
      this.heldId = void 0;
      this.held = void 0;
    } else this.map.delete(id);
  }
  /** Every run, in the order each was first added. */
  entries() {
    this.flush();
    return this.map.entries();
  }
  flush() {
    if (this.heldId === void 0) return;
    this.map.set(this.heldId, this.held);
    this.heldId = void 0;
    this.held = void 0;
    if (this.bound && this.map.size > this.bound.limit) this.evictOldest(this.bound);
  }
  evictOldest(bound) {
    let looked = 0;
    for (const [id, state] of this.map) {
      if (bound.evictable(state)) {
        this.map.delete(id);
        bound.onEvict(state);
        return;
      }
      if (++looked === EVICT_SCAN) return;
    }
  }
};

// src/signals/agent/analytics.ts
var FLAT_MIN_N = 10;
var newRun = () => ({});
var MAX_PENDING_RUNS = 1 << 20;
var joinOnly = (r) => r.readiness === void 0 && r.recovery === void 0 && r.resumedFrom === void 0 && r.escalation === void 0;
var AgentAnalytics = class {
  runs;
  /** Runs let go past the bound before they were joined. */
  letGo = { executions: 0, outcomes: 0 };
  agents = /* @__PURE__ */ new Map();
  calibration = [0, 0, 0, 0, 0];
  gaps = [0, 0, 0, 0, 0];
  recovery = [0, 0, 0, 0, 0];
  deltaSum = 0;
  overclaimed = 0;
  underclaimed = 0;
  zeroGapFailedRecovery = 0;
  escalations = {};
  recs = [];
  recTotal = 0;
  recValidated = 0;
  counts = { execution: 0, outcome: 0, escalation: 0, partnership: 0 };
  /** `pendingLimit`: MAX_PENDING_RUNS, smaller in tests. */
  constructor(pendingLimit = MAX_PENDING_RUNS) {
    this.runs = new PendingRuns({
      limit: pendingLimit,
      evictable: joinOnly,
      onEvict: (r) => {
        if (r.calibrated) return;
        if (r.confidence !== void 0) this.letGo.executions++;
        if (r.quality !== void 0) this.letGo.outcomes++;
      }
    });
  }
  add(s) {
    const run = this.state(s.run_id);
    switch (s.type) {
      case "execution": {
        this.counts.execution++;
        run.agent = s.agent;
        run.confidence = s.confidence;
        if (s.readiness !== void 0) run.readiness = s.readiness;
        if (s.resumed_from !== void 0) {
          run.resumedFrom = s.resumed_from;
          this.state(s.resumed_from);
        }
        bump(this.agent(s.agent).confidence, s.confidence - 1);
        break;
      }
      case "outcome":
        this.counts.outcome++;
        run.quality ??= s.quality;
        if (s.recovery !== void 0) run.recovery = s.recovery;
        if (run.escalation && (s.timestamp === void 0 || s.timestamp >= run.escalation.at)) delete run.escalation;
        break;
      case "escalation": {
        this.counts.escalation++;
        const sev = s.severity ?? "unknown";
        const e = this.escalations[sev] ??= { blocking: 0, nonBlocking: 0 };
        if (s.blocking) {
          e.blocking++;
          run.escalation = { severity: sev, at: s.timestamp ?? Number.NEGATIVE_INFINITY };
        } else e.nonBlocking++;
        break;
      }
      case "partnership":
        this.counts.partnership++;
        for (const r of s.recommendations ?? []) {
          this.recTotal++;
          if (r.validation_status === "outcome_validated") this.recValidated++;
          this.recs.push({ agent: s.observed_agent ?? "", ...r, validation_status: r.validation_status ?? "self_report_only" });
          if (this.recs.length > 200) this.rankRecs().splice(100);
        }
        break;
    }
    this.settle(s.run_id, run);
  }
  state(id) {
    return this.runs.state(id, newRun);
  }
  agent(name) {
    let a = this.agents.get(name);
    if (!a) this.agents.set(name, a = { confidence: [0, 0, 0, 0, 0], calibration: [0, 0, 0, 0, 0] });
    return a;
  }
  /** The severity of a blocking escalation still open on this run, if there is one. */
  openBlocking(runId) {
    return this.runs.get(runId)?.escalation?.severity;
  }
  /** Joins what can be joined, then forgets the run unless a chain or escalation needs it. */
  settle(id, r) {
    if (r.confidence !== void 0 && r.quality !== void 0 && !r.calibrated) {
      const cal = 5 - Math.abs(r.confidence - r.quality);
      bump(this.calibration, cal - 1);
      if (r.agent) bump(this.agent(r.agent).calibration, cal - 1);
      r.calibrated = true;
    }
    if (r.readiness !== void 0 && r.recovery !== void 0 && !r.handedOver) {
      const delta = r.readiness - r.recovery;
      bump(this.gaps, Math.abs(delta));
      bump(this.recovery, r.recovery - 1);
      this.deltaSum += delta;
      if (delta > 0) this.overclaimed++;
      if (delta < 0) this.underclaimed++;
      if (delta === 0 && r.recovery <= 2) this.zeroGapFailedRecovery++;
      r.handedOver = true;
    }
    const handoff = r.readiness !== void 0 || r.recovery !== void 0 || r.resumedFrom !== void 0;
    if (r.calibrated && !handoff && !r.escalation) this.runs.delete(id);
  }
  rankRecs() {
    const prio = (p) => ({ critical: 0, high: 1, medium: 2, low: 3 })[p ?? ""] ?? 4;
    return this.recs.sort(
      (a, b) => (a.validation_status === b.validation_status ? 0 : a.validation_status === "outcome_validated" ? -1 : 1) || prio(a.priority) - prio(b.priority)
    );
  }
  report(policy = {}) {
    let pendingExec = this.letGo.executions;
    let pendingOutcome = this.letGo.outcomes;
    let links = 0;
    let verified = 0;
    let longest = 0;
    const unresolved = [];
    const depth = /* @__PURE__ */ new Map();
    const chainDepth = (start) => {
      const walk = [];
      const seen = /* @__PURE__ */ new Set();
      let id = start;
      let d = -1;
      while (id !== void 0) {
        const known = depth.get(id);
        if (known !== void 0) {
          d = known;
          break;
        }
        if (seen.has(id)) break;
        seen.add(id);
        walk.push(id);
        id = this.runs.get(id)?.resumedFrom;
      }
      for (let i = walk.length - 1; i >= 0; i--) depth.set(walk[i], ++d);
      return d;
    };
    for (const [id, r] of this.runs.entries()) {
      if (!r.calibrated) {
        if (r.confidence !== void 0) pendingExec++;
        if (r.quality !== void 0) pendingOutcome++;
      }
      if (r.resumedFrom !== void 0) {
        links++;
        if (this.runs.get(r.resumedFrom)?.recovery !== void 0) verified++;
        longest = Math.max(longest, chainDepth(id));
      }
      if (r.escalation) unresolved.push({ run_id: id, severity: r.escalation.severity });
    }
    const cal = histogramSummary(this.calibration, 1);
    const agents = [...this.agents].map(([agent, a]) => {
      const conf = histogramSummary(a.confidence, 1);
      const c = histogramSummary(a.calibration, 1);
      const flat = conf.n >= FLAT_MIN_N && ((conf.modeShare ?? 0) >= 0.8 || (conf.stddev ?? 1) < 0.5);
      return {
        agent,
        executions: conf.n,
        confidence: { ...conf, histogram: a.confidence },
        calibration: { ...c, histogram: a.calibration },
        gamingTell: flat && (c.mean ?? 0) >= 4 && c.n >= FLAT_MIN_N
      };
    });
    const handoffs = this.gaps.reduce((x, y) => x + y, 0);
    const continuation = {
      handoffs,
      gap: { ...histogramSummary(this.gaps, 0), histogram: this.gaps },
      delta: { mean: handoffs ? round(this.deltaSum / handoffs) : null, overclaimed: this.overclaimed, underclaimed: this.underclaimed },
      recovery: { ...histogramSummary(this.recovery, 1), histogram: this.recovery },
      zeroGapFailedRecovery: this.zeroGapFailedRecovery,
      chains: { links, verifiedLinks: verified, unverifiedLinks: links - verified, longest }
    };
    const recommendations = this.rankRecs().slice(0, 20);
    const softHolds = [];
    if (policy.min_calibration !== void 0 && cal.mean !== null && cal.mean < policy.min_calibration)
      softHolds.push({ code: "SOFT_CALIBRATION", message: `mean calibration ${cal.mean} is below the profile's ${policy.min_calibration}` });
    if (policy.flat_confidence) {
      for (const a of agents)
        if (a.gamingTell)
          softHolds.push({
            code: "SOFT_FLAT_CONFIDENCE",
            message: `agent ${a.agent} reports flat confidence (mode ${a.confidence.mode} in ${Math.round((a.confidence.modeShare ?? 0) * 100)}% of runs) with good calibration: the confidence may be tuned to the score rather than to the task`
          });
    }
    if (policy.continuation_overclaim && this.overclaimed > 0)
      softHolds.push({ code: "SOFT_CONTINUATION_OVERCLAIM", message: `${this.overclaimed} of ${handoffs} handoffs overclaimed readiness` });
    return {
      counts: { ...this.counts },
      calibration: { ...cal, histogram: this.calibration, unjoinedExecutions: pendingExec, unjoinedOutcomes: pendingOutcome },
      agents,
      continuation,
      escalations: {
        bySeverity: this.escalations,
        unresolvedBlocking: unresolved.slice(0, 100),
        unresolvedBlockingCount: unresolved.length,
        unresolvedBlockingBySeverity: unresolved.reduce((acc, e) => (acc[e.severity] = (acc[e.severity] ?? 0) + 1, acc), {})
      },
      partnership: { total: this.recTotal, outcomeValidated: this.recValidated, recommendations },
      softHolds
    };
  }
};

// src/signals/agent/normalize.ts
var COMMON = ["signal_type", "schema_version", "run_id", "timestamp", "agent_name"];
var EXECUTION_KEYS = /* @__PURE__ */ new Set([...COMMON, "self_assessment", "skill_used", "mode", "resumed_from_run_id", "patterns"]);
var OUTCOME_KEYS = /* @__PURE__ */ new Set([...COMMON, "quality_rating", "effort_to_merge", "issues_found", "continuation"]);
var ESCALATION_KEYS = /* @__PURE__ */ new Set([...COMMON, "reason", "severity", "blocking", "requested_action"]);
var PARTNERSHIP_KEYS = /* @__PURE__ */ new Set([...COMMON, "observed_agent", "observation", "observed_skill", "recommendations", "self_assessment"]);
function contractKeys(type) {
  switch (type) {
    case "execution":
      return EXECUTION_KEYS;
    case "outcome":
      return OUTCOME_KEYS;
    case "escalation":
      return ESCALATION_KEYS;
    case "partnership":
      return PARTNERSHIP_KEYS;
  }
}
var RATINGS = ["confidence", "accuracy", "completeness"];
var SELF_ASSESSMENT = /* @__PURE__ */ new Set([...RATINGS, "continuation_readiness"]);
var IDENT = /^[A-Za-z0-9][\w.:/-]{0,99}$/;
var SEVERITIES = /* @__PURE__ */ new Set(["low", "medium", "high", "critical"]);
var ident = (x) => typeof x === "string" && IDENT.test(x) && safeLabel(x) === x;
var rating = (v) => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 5;
function badRating(sa) {
  if (!rating(sa["confidence"])) return "confidence";
  if (!rating(sa["accuracy"])) return "accuracy";
  if (!rating(sa["completeness"])) return "completeness";
  return void 0;
}
var digits = (s, from, n) => {
  let v = 0;
  for (let i = from; i < from + n; i++) {
    const d = s.charCodeAt(i) - 48;
    if (!(d >= 0 && d <= 9)) return -1;
    v = v * 10 + d;
  }
  return v;
};
function parseTimestamp(s) {
  if (s === lastTimestamp) return lastTime;
  const t = readTimestamp(s);
  lastTimestamp = s;
  lastTime = t;
  return t;
}
var lastTimestamp;
var lastTime = Number.NaN;
function readTimestamp(s) {
  const n = s.length;
  if ((n === 20 || n === 24) && s.charCodeAt(n - 1) === 90 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45 && s.charCodeAt(10) === 84 && s.charCodeAt(13) === 58 && s.charCodeAt(16) === 58 && (n === 20 || s.charCodeAt(19) === 46)) {
    const y = digits(s, 0, 4);
    const mo = digits(s, 5, 2);
    const d = digits(s, 8, 2);
    const h = digits(s, 11, 2);
    const mi = digits(s, 14, 2);
    const sec = digits(s, 17, 2);
    const ms = n === 24 ? digits(s, 20, 3) : 0;
    if (y >= 1e3 && mo >= 1 && mo <= 12 && d >= 1 && d <= 28 && h >= 0 && h <= 23 && mi >= 0 && mi <= 59 && sec >= 0 && sec <= 59 && ms >= 0)
      return Date.UTC(y, mo - 1, d, h, mi, sec, ms);
  }
  return Date.parse(s);
}
var INSIDE_LISTS_MAX = 16;
var INSIDE_LIST_KEYS = 16;
var insideLists = [];
function keysOutside(o, known, also) {
  const keys = Object.keys(o);
  next: for (const l of insideLists) {
    if (l.known !== known || l.keys.length !== keys.length) continue;
    for (let i = 0; i < keys.length; i++) if (l.keys[i] !== keys[i]) continue next;
    return void 0;
  }
  let extra;
  for (const k of keys) if (!known.has(k) && k !== also) (extra ??= []).push(k);
  if (!extra && keys.length <= INSIDE_LIST_KEYS) {
    if (insideLists.length >= INSIDE_LISTS_MAX) insideLists.length = 0;
    insideLists.push({ known, keys });
  }
  return extra;
}
function note(report, type, action, code, message, path) {
  report({ code, message: `${type} signal: ${message}`, action, ...path ? { path } : {} });
  return void 0;
}
function normalizeAgentSignal(v, report) {
  const type = v["signal_type"];
  if (type !== "execution" && type !== "outcome" && type !== "escalation" && type !== "partnership") {
    report({
      code: "AS_UNKNOWN_TYPE",
      message: `signal_type (${describeValue(type)}) is not execution, outcome, escalation or partnership`,
      action: "skipped"
    });
    return void 0;
  }
  const run_id = v["run_id"];
  if (typeof run_id !== "string" || run_id === "") return note(report, type, "skipped", "AS_MISSING_RUN_ID", "no run_id: it cannot be joined");
  if (!isUuid(run_id)) note(report, type, "read", "AS_RUN_ID_NOT_UUID", "run_id is not a UUID", ["run_id"]);
  const agent = v["agent_name"];
  if (typeof agent !== "string" || agent === "") return note(report, type, "skipped", "AS_MISSING_AGENT", "no agent_name");
  const version = v["schema_version"];
  if (version === void 0) note(report, type, "read", "AS_MISSING_SCHEMA_VERSION", "no schema_version");
  else if (version !== "0.1.0" && version !== "0.1.1")
    note(report, type, "read", "AS_SCHEMA_VERSION", `schema_version (${describeValue(version)}) is not 0.1.0 or 0.1.1`, ["schema_version"]);
  const out = { type, run_id, agent: safeName(agent) };
  const ts = v["timestamp"];
  if (ts === void 0) note(report, type, "read", "AS_MISSING_TIMESTAMP", "no timestamp");
  else {
    const at = typeof ts === "string" ? parseTimestamp(ts) : Number.NaN;
    if (Number.isNaN(at)) note(report, type, "read", "AS_BAD_TIMESTAMP", "timestamp is not ISO 8601", ["timestamp"]);
    else out.timestamp = at;
  }
  const extra = keysOutside(v, contractKeys(type), type === "escalation" ? "escalation" : void 0);
  if (extra) note(report, type, "read", "AS_EXTRA_KEYS", `keys outside the contract: ${safeKeys(extra)}`, [extra[0]]);
  switch (type) {
    case "execution": {
      const sa = v["self_assessment"];
      if (!sa || typeof sa !== "object") return note(report, type, "skipped", "AS_MISSING_FIELD", "no self_assessment");
      const k = badRating(sa);
      if (k !== void 0)
        return note(report, type, "skipped", "AS_BAD_RATING", `self_assessment.${k} must be an integer 1\u20135, got ${describeValue(sa[k])}`, [
          "self_assessment",
          k
        ]);
      const saExtra = keysOutside(sa, SELF_ASSESSMENT);
      if (saExtra)
        note(report, type, "read", "AS_EXTRA_KEYS", `self_assessment keys outside the contract: ${safeKeys(saExtra)}`, [
          "self_assessment",
          saExtra[0]
        ]);
      out.confidence = sa["confidence"];
      if (sa["continuation_readiness"] !== void 0) {
        if (!rating(sa["continuation_readiness"]))
          note(report, type, "read", "AS_BAD_RATING", "self_assessment.continuation_readiness is not an integer 1\u20135; left out", [
            "self_assessment",
            "continuation_readiness"
          ]);
        else out.readiness = sa["continuation_readiness"];
      }
      if (typeof v["skill_used"] === "string") out.skill = safeName(v["skill_used"]);
      if (v["resumed_from_run_id"] !== void 0) {
        if (typeof v["resumed_from_run_id"] !== "string")
          note(report, type, "read", "AS_BAD_FIELD", "resumed_from_run_id is not a string; left out", ["resumed_from_run_id"]);
        else out.resumed_from = v["resumed_from_run_id"];
      }
      if ((out.readiness !== void 0 || out.resumed_from !== void 0) && version === "0.1.0")
        note(report, type, "read", "AS_SCHEMA_VERSION", "continuation fields need schema_version 0.1.1");
      return out;
    }
    case "outcome": {
      if (!rating(v["quality_rating"]))
        return note(
          report,
          type,
          "skipped",
          "AS_BAD_RATING",
          `quality_rating must be an integer 1\u20135, got ${describeValue(v["quality_rating"])}`,
          v["quality_rating"] === void 0 ? void 0 : ["quality_rating"]
        );
      out.quality = v["quality_rating"];
      const c = v["continuation"];
      if (c !== void 0) {
        if (c === null || typeof c !== "object" || !rating(c["recovery_rating"]))
          note(report, type, "read", "AS_BAD_RATING", "continuation.recovery_rating must be an integer 1\u20135; continuation left out", ["continuation"]);
        else out.recovery = c["recovery_rating"];
      }
      return out;
    }
    case "escalation": {
      let reason = v["reason"];
      const nested = v["escalation"];
      if (reason === void 0 && nested && typeof nested === "object" && typeof nested["reason"] === "string") {
        note(report, type, "read", "AS_NESTED_REASON", "reason is nested under escalation; read from there", ["escalation", "reason"]);
        reason = nested["reason"];
      }
      if (typeof reason !== "string") note(report, type, "read", "AS_MISSING_FIELD", "no reason");
      const sev = v["severity"] ?? nested?.["severity"];
      if (sev === void 0) note(report, type, "read", "AS_MISSING_FIELD", "no severity: counted as unknown severity");
      else if (typeof sev !== "string" || !SEVERITIES.has(sev))
        return note(
          report,
          type,
          "skipped",
          "AS_BAD_FIELD",
          `severity must be low, medium, high or critical, got ${describeValue(sev)}`,
          v["severity"] === void 0 ? ["escalation", "severity"] : ["severity"]
        );
      else out.severity = sev;
      const blocking = v["blocking"] ?? nested?.["blocking"];
      if (blocking !== void 0) {
        if (typeof blocking !== "boolean")
          return note(
            report,
            type,
            "skipped",
            "AS_BAD_FIELD",
            `blocking must be true or false, got ${describeValue(blocking)}`,
            v["blocking"] === void 0 ? ["escalation", "blocking"] : ["blocking"]
          );
        out.blocking = blocking;
      }
      return out;
    }
    case "partnership": {
      if (typeof v["observed_agent"] !== "string") return note(report, type, "skipped", "AS_MISSING_FIELD", "no observed_agent");
      out.observed_agent = safeName(v["observed_agent"]);
      const obs = v["observation"];
      if (!obs || typeof obs !== "object" || obs["signal_count_reviewed"] === void 0 || obs["time_window"] === void 0)
        note(report, type, "read", "AS_MISSING_FIELD", "observation needs signal_count_reviewed and time_window");
      const recs = v["recommendations"];
      if (Array.isArray(recs)) {
        out.recommendations = recs.map((r, i) => [r, i]).filter((x) => x[0] !== null && typeof x[0] === "object").map(([r, i]) => {
          const vs = r["validation_status"];
          if (vs !== void 0 && vs !== "outcome_validated" && vs !== "self_report_only")
            note(
              report,
              type,
              "read",
              "AS_BAD_FIELD",
              `validation_status (${describeValue(vs)}) is not outcome_validated or self_report_only: ranked as self_report_only`,
              ["recommendations", i, "validation_status"]
            );
          return {
            ...ident(r["type"]) ? { type: r["type"] } : {},
            // Only identifiers travel on: descriptions and evidence are free text.
            ...ident(r["target"]) ? { target: r["target"] } : {},
            validation_status: vs === "outcome_validated" ? "outcome_validated" : "self_report_only",
            ...ident(r["priority"]) ? { priority: r["priority"] } : {}
          };
        });
      }
      return out;
    }
  }
}

// src/signals/confidence/store.ts
var KEEP = 200;
var RAW_NAMES_MAX = 4096;
var BUCKETS = 10;
var Ring = class {
  conf = new Float64Array(KEEP);
  ok = new Uint8Array(KEEP);
  size = 0;
  next = 0;
  total = 0;
  clamped = 0;
  push(c, ok) {
    this.conf[this.next] = c;
    this.ok[this.next] = ok ? 1 : 0;
    this.next = (this.next + 1) % KEEP;
    this.size = Math.min(KEEP, this.size + 1);
    this.total++;
  }
};
var ConfidenceStore = class {
  rings = /* @__PURE__ */ new Map();
  byAgent = /* @__PURE__ */ new Map();
  /** The rings by agent and skill as written (labelled once, not per sample); bounded, forgotten all at once when full. */
  byRawAgent = /* @__PURE__ */ new Map();
  rawEntries = 0;
  buckets = Array.from({ length: BUCKETS }, () => ({ n: 0, conf: 0, ok: 0 }));
  /** Per agent (as labelled), per bucket: the confidence summed minus the successes counted, and the count: its expected calibration error. */
  calibration = /* @__PURE__ */ new Map();
  samples = 0;
  add(s, report) {
    let c = s.confidence;
    const ring = this.rawRing(s.agentName, s.skill);
    if (c < 0 || c > 1) {
      report({ code: "CS_CLAMPED", message: `confidence ${c} is outside [0, 1]: clamped`, action: "read" });
      c = Math.min(1, Math.max(0, c));
      ring.clamped++;
    }
    ring.push(c, s.success);
    this.samples++;
    const b = this.buckets[Math.min(BUCKETS - 1, Math.floor(c * BUCKETS))];
    b.n++;
    b.conf += c;
    if (s.success) b.ok++;
    const label = safeName(s.agentName);
    let cal = this.calibration.get(label);
    if (!cal && this.calibration.size < RAW_NAMES_MAX) this.calibration.set(label, cal = { n: 0, gap: new Float64Array(BUCKETS) });
    if (cal) {
      cal.n++;
      const i = Math.min(BUCKETS - 1, Math.floor(c * BUCKETS));
      cal.gap[i] = cal.gap[i] + c - (s.success ? 1 : 0);
    }
  }
  /**
   * The expected calibration error of one agent's samples (named as written): ten
   * equal-width bins of stated confidence ([0, 0.1), \u{2026}, [0.9, 1]),
   * ECE = \u{3a3}_b (n_b / N) \u{b7} |acc_b \u{2212} conf_b| = \u{3a3}_b |\u{3a3}_{i\u{2208}b} (c_i \u{2212} y_i)| / N
   * (Guo et al. 2017, eq. 3; RFC 0004's calibration_ece), over every sample
   * read, not only the last 200. Undefined when the agent has none.
   */
  ece(agentName) {
    const cal = this.calibration.get(safeName(agentName));
    if (!cal || cal.n === 0) return void 0;
    let sum = 0;
    for (const g of cal.gap) sum += Math.abs(g);
    return { ece: round(sum / cal.n), n: cal.n };
  }
  rawRing(agentName, skill) {
    let bySkill = this.byRawAgent.get(agentName);
    let ring = bySkill?.get(skill);
    if (ring) return ring;
    ring = this.ring(safeName(agentName), safeName(skill));
    if (this.rawEntries >= RAW_NAMES_MAX) {
      this.byRawAgent.clear();
      this.rawEntries = 0;
      bySkill = void 0;
    }
    if (!bySkill) this.byRawAgent.set(agentName, bySkill = /* @__PURE__ */ new Map());
    bySkill.set(skill, ring);
    this.rawEntries++;
    return ring;
  }
  /** The ring of agent::skill (labels), found without building the key each time (the key stays the ring's identity and order). */
  ring(agentName, skill) {
    let bySkill = this.byAgent.get(agentName);
    if (!bySkill) this.byAgent.set(agentName, bySkill = /* @__PURE__ */ new Map());
    let ring = bySkill.get(skill);
    if (!ring) {
      const key = `${agentName}::${skill}`;
      ring = this.rings.get(key);
      if (!ring) this.rings.set(key, ring = new Ring());
      bySkill.set(skill, ring);
    }
    return ring;
  }
  report(policy = {}) {
    const summaries = [...this.rings].map(([key, r]) => {
      const sep = key.lastIndexOf("::");
      let sum = 0;
      let okSum = 0;
      let okN = 0;
      let failSum = 0;
      let failN = 0;
      let highConfFailures = 0;
      for (let i = 0; i < r.size; i++) {
        const c = r.conf[i];
        sum += c;
        if (r.ok[i]) {
          okSum += c;
          okN++;
        } else {
          failSum += c;
          failN++;
          if (c >= 0.8) highConfFailures++;
        }
      }
      const onSuccess = okN ? round(okSum / okN) : null;
      const onFailure = failN ? round(failSum / failN) : null;
      return {
        agentName: key.slice(0, sep),
        skill: key.slice(sep + 2),
        sampleCount: r.size,
        samplesSeen: r.total,
        avgConfidence: r.size ? round(sum / r.size) : null,
        avgConfidenceOnSuccess: onSuccess,
        avgConfidenceOnFailure: onFailure,
        highConfFailures,
        // Only meaningful when both subsets are non-empty.
        calibrationInversion: onSuccess !== null && onFailure !== null && onFailure > onSuccess,
        clamped: r.clamped
      };
    });
    const buckets = this.buckets.map((b, i) => ({
      from: i / BUCKETS,
      to: (i + 1) / BUCKETS,
      n: b.n,
      meanConfidence: b.n ? round(b.conf / b.n) : null,
      successRate: b.n ? round(b.ok / b.n) : null
    }));
    const softHolds = [];
    for (const s of summaries) {
      if (policy.calibration_inversion && s.calibrationInversion)
        softHolds.push({
          code: "SOFT_CALIBRATION_INVERSION",
          message: `${s.agentName}::${s.skill} is more confident when it fails (${s.avgConfidenceOnFailure}) than when it succeeds (${s.avgConfidenceOnSuccess})`
        });
      if (policy.max_high_conf_failures !== void 0 && s.highConfFailures > policy.max_high_conf_failures)
        softHolds.push({
          code: "SOFT_HIGH_CONF_FAILURES",
          message: `${s.agentName}::${s.skill} failed ${s.highConfFailures} times at confidence \u2265 0.8 (the profile allows ${policy.max_high_conf_failures})`
        });
    }
    return { samples: this.samples, summaries, buckets, softHolds };
  }
};
function readSample(v, report) {
  const data = v["kind"] === "data" ? v["data"] : void 0;
  const src = data ?? v;
  const conf = src["confidence"];
  if (typeof conf !== "number" || !Number.isFinite(conf)) {
    report({ code: "CS_BAD_CONFIDENCE", message: `confidence must be a number, got ${describeValue(conf)}`, action: "skipped" });
    return void 0;
  }
  if (typeof src["success"] !== "boolean") {
    report({ code: "CS_MISSING_SUCCESS", message: "success (true or false) is missing: the sample cannot be scored", action: "skipped" });
    return void 0;
  }
  let agentName = v["agentName"];
  let skill = v["skill"];
  if (data) {
    const meta = v["metadata"] ?? {};
    agentName = meta["agentName"] ?? meta["x-confidence-agent"];
    skill = meta["x-confidence-skill"] ?? meta["skill"];
  }
  if (typeof agentName !== "string" || typeof skill !== "string") {
    report({ code: "CS_UNKEYED", message: "no agentName or skill: counted under unknown::unknown", action: "read" });
    agentName = typeof agentName === "string" ? agentName : "unknown";
    skill = typeof skill === "string" ? skill : "unknown";
  }
  return { agentName, skill, confidence: conf, success: src["success"] };
}

// src/signals/analysis.ts
var KEEP_DEVIATIONS = 1e3;
var TOP = Object.freeze([]);
var KEEP_FINDINGS = 1e3;
var SignalAnalysis = class {
  constructor(options = {}) {
    this.options = options;
    this.bare = new AcceptanceFold(excludedEvents(options.rule), options.now);
  }
  options;
  agents = new AgentAnalytics();
  confidence = new ConfidenceStore();
  bare;
  bareSignals = 0;
  acceptance = [];
  /** Each acceptance's run id as written: the join with escalations, never printed (the printed id may be withheld). */
  runIds = /* @__PURE__ */ new WeakMap();
  counts = { records: 0, ocpRuns: 0, ocpSignals: 0, agentSignals: 0, confidenceSamples: 0, skipped: 0 };
  deviationCounts = {};
  deviations = [];
  privacyCounts = {};
  findings = [];
  files = /* @__PURE__ */ new Set();
  /** The file of the last value added: a file of a million lines is put in the set once. */
  lastFile;
  /** The value being added: where it was read, its path there and its line. */
  here = { file: "" };
  herePath = TOP;
  hereLine;
  /** Reports a deviation of the value being added (add() reads a value to its end before the next). */
  reportHere = ({ path: field, ...d }) => {
    const { here: where, herePath: path, hereLine: line } = this;
    if (field === void 0 || field.length === 0) return this.deviation({ ...line === void 0 ? { file: where.file } : { file: where.file, line }, ...d });
    const fieldLine = where.lineOf?.([...path, ...field]) ?? line;
    this.deviation({
      file: where.file,
      ...fieldLine === void 0 ? {} : { line: fieldLine },
      ...d,
      field: formatPath(field.map((seg) => typeof seg === "string" ? safeLabel(seg) : seg))
    });
  };
  /** One parsed JSON value from a file: a line of JSONL, or a whole document; one nested deeper than MAX_NESTING is an input error. */
  add(v, where, path = TOP) {
    if (where.file !== this.lastFile) {
      this.files.add(where.file);
      this.lastFile = where.file;
    }
    const line = path.length > 0 ? where.lineOf?.(path) ?? where.line : where.line;
    if (Array.isArray(v)) {
      if (path.length >= MAX_NESTING) throw tooDeep({ file: where.file, ...line === void 0 ? {} : { line } });
      v.forEach((x, i) => this.add(x, where, [...path, i]));
      return;
    }
    this.counts.records++;
    this.here = where;
    this.herePath = path;
    this.hereLine = line;
    const report = this.reportHere;
    if (v === null || typeof v !== "object") return this.skip(report, "SIG_NOT_AN_OBJECT", `a ${v === null ? "null" : typeof v} is no signal`);
    const o = v;
    const found = this.findingsOf(o, where.file, line);
    for (let i = 0; i < found.length; i++) {
      const f = found[i];
      const fieldLine = where.lineOf?.([...path, ...fieldPath(f.field)]) ?? line;
      this.privacy({ file: where.file, ...fieldLine === void 0 ? {} : { line: fieldLine }, ...f });
    }
    if ("ocp" in o) return this.runDocument(o, where.file, report);
    if ("signal_type" in o) {
      const s = normalizeAgentSignal(o, report);
      if (s) {
        this.counts.agentSignals++;
        this.agents.add(s);
      } else this.counts.skipped++;
      return;
    }
    if (o["kind"] === "verdict" || o["kind"] === "score" || o["kind"] === "event") {
      this.bareSignals++;
      this.readSignal(o, this.bare, report);
      return;
    }
    const parts = dataParts(o);
    if (parts.length > 0) {
      for (const p of parts) this.sample(p, report);
      return;
    }
    if ("confidence" in o) return this.sample(o, report);
    this.skip(report, "SIG_UNKNOWN_KIND", "not an OCP run or signal, an Agent Signal or a confidence sample");
  }
  /** The privacy walk, which also holds the value to MAX_NESTING (so the walks after it may recurse). */
  findingsOf(o, file, line) {
    try {
      return privacyFindings(o, "", this.herePath.length);
    } catch (e) {
      if (e instanceof NestedTooDeep) throw tooDeep({ file, ...line === void 0 ? {} : { line } });
      throw e;
    }
  }
  sample(p, report) {
    const s = readSample(p, report);
    if (s) {
      this.counts.confidenceSamples++;
      this.confidence.add(s, report);
    } else this.counts.skipped++;
  }
  runDocument(o, file, report) {
    if (o["ocp"] !== "0.3")
      report({
        code: "E195",
        message: `ocp version (${describeValue(o["ocp"])}) is not 0.3; read as 0.3`,
        action: "read",
        ...o["ocp"] === void 0 ? {} : { path: ["ocp"] }
      });
    const run = o["run"];
    if (!run || typeof run !== "object") return this.skip(report, "E195", "an OCP run document has a run object");
    const absent = [
      ["producer", "object"],
      ["privacy", "object"],
      ["nodes", "array"]
    ].filter(([k, t]) => t === "array" ? !Array.isArray(o[k]) : typeof o[k] !== "object" || o[k] === null).map(([k]) => k);
    if (absent.length > 0) report({ code: "E195", message: `the run document lacks ${absent.join(", ")}; read for its signals`, action: "read" });
    if (typeof run["id"] !== "string" || run["id"] === "") report({ code: "E195", message: "run.id is missing; read without it", action: "read" });
    this.counts.ocpRuns++;
    const ruleValue = run["acceptance_rule"] ?? this.options.rule;
    const rp = ruleValue === void 0 ? void 0 : ruleProblem(ruleValue);
    if (rp)
      report({
        code: "E195",
        message: `acceptance_rule: ${rp}`,
        action: "skipped",
        ...run["acceptance_rule"] === void 0 ? {} : { path: ["run", "acceptance_rule"] }
      });
    const rule = rp || ruleValue === void 0 ? void 0 : ruleValue;
    const fold = new AcceptanceFold(excludedEvents(rule), this.options.now);
    const signals = Array.isArray(run["signals"]) ? run["signals"] : [];
    for (const [i, s] of signals.entries()) this.readSignal(s, fold, (d) => report({ ...d, path: ["run", "signals", i, ...d.path ?? []] }));
    const runId = typeof run["id"] === "string" ? { run: safeLabel(run["id"]) } : {};
    if (rp)
      this.pushAcceptance(run, {
        file,
        ...runId,
        rule: typeof ruleValue.name === "string" ? safeLabel(ruleValue.name) : "(unreadable)",
        result: "unknown",
        tier: "asserted",
        reasons: [],
        details: [`invalid_rule: ${rp}`],
        scores: {}
      });
    if (!rule) return;
    for (const m of ruleAgainstSignals(rule, fold.kinds)) report({ code: "E195", message: `acceptance_rule: ${m}`, action: "read" });
    const ended = run["ended_at"];
    if (ended === void 0 || ended === null)
      report({ code: "SIG_NO_END", message: "run has no ended_at: every excluded event counts, whenever observed", action: "read" });
    else if (readerInstant(ended) === null)
      report({
        code: "E195",
        message: `ended_at (${describeValue(ended)}) is not a timestamp: every excluded event counts, whenever observed`,
        action: "read"
      });
    this.pushAcceptance(run, { file, ...runId, rule: safeLabel(rule.name), ...safeAcceptance(fold.evaluate(rule, ended, this.options.minTier)) });
  }
  /**
   * One OCP signal. The reference reader reads every object whatever its
   * deviations (a value's case, an unknown tier, no time), so it is read here
   * too and each deviation reported; only what the reader ignores is skipped.
   */
  readSignal(s, fold, report) {
    const problem = signalProblem(s);
    const o = s;
    const readable = s !== null && typeof s === "object" && !Array.isArray(s) && typeof o["name"] === "string" && ["verdict", "score", "event"].includes(o["kind"]);
    if (!readable) {
      this.counts.skipped++;
      report({ code: "E195", message: problem ?? "not a signal", action: "skipped" });
      return;
    }
    if (problem) report({ code: "E195", message: problem, action: "read" });
    this.counts.ocpSignals++;
    fold.add(o);
  }
  pushAcceptance(run, a) {
    this.acceptance.push(a);
    if (typeof run["id"] === "string") this.runIds.set(a, run["id"]);
  }
  /** A file that gave no signal at all (empty, blank, binary): reported, an error under --strict. */
  emptyFile(file, why) {
    this.files.add(file);
    this.deviation({ file, code: "SIG_EMPTY_FILE", message: why, action: "skipped" });
  }
  /** A line that is not JSON at all: counted and reported, an error under --strict. */
  unreadable(where, message) {
    this.files.add(where.file);
    this.counts.records++;
    this.skip((d) => this.deviation({ ...where, ...d }), "SIG_BAD_JSON", message);
  }
  skip(report, code, message) {
    this.counts.skipped++;
    report({ code, message, action: "skipped" });
  }
  deviation(d) {
    if (this.options.strict)
      throw new AqrError("ERR_INPUT_INVALID", `${d.message} (${d.code}; --strict)`, { file: d.file, ...d.line === void 0 ? {} : { line: d.line } });
    this.deviationCounts[d.code] = (this.deviationCounts[d.code] ?? 0) + 1;
    if (this.deviations.length < KEEP_DEVIATIONS) this.deviations.push(d);
  }
  privacy(f) {
    this.privacyCounts[f.kind] = (this.privacyCounts[f.kind] ?? 0) + 1;
    if (this.findings.length < KEEP_FINDINGS) this.findings.push(f);
  }
  /** The acceptance of the bare signal list under the given rule, when there is one. */
  bareAcceptance() {
    const rule = this.options.rule;
    if (!rule || this.bareSignals === 0) return void 0;
    return { file: "(signal lists)", rule: safeLabel(rule.name), ...safeAcceptance(this.bare.evaluate(rule, void 0, this.options.minTier)) };
  }
  report() {
    for (const a of this.acceptance) {
      const id = this.runIds.get(a);
      const open = a.result === "accepted" && id !== void 0 ? this.agents.openBlocking(id) : void 0;
      if (open !== void 0)
        a.contradiction = `acceptance rule ${a.rule} accepted run ${a.run}, but an Agent Signal escalation (blocking, severity ${open}) on that run is still open: an acceptance does not outvote an open escalation`;
    }
    const bare = this.bareAcceptance();
    const agents = this.agents.report(this.options.softHolds);
    const confidence = this.confidence.report(this.options.softHolds);
    return {
      files: this.files.size,
      counts: this.counts,
      deviations: { total: Object.values(this.deviationCounts).reduce((a, b) => a + b, 0), byCode: this.deviationCounts, first: this.deviations },
      acceptance: bare ? [...this.acceptance, bare] : this.acceptance,
      agents,
      confidence,
      privacy: { flagged: Object.values(this.privacyCounts).reduce((a, b) => a + b, 0), byKind: this.privacyCounts, findings: this.findings },
      softHolds: [...agents.softHolds, ...confidence.softHolds]
    };
  }
};
function safeAcceptance(a) {
  return {
    ...a,
    reasons: a.reasons.map((r) => {
      const colon = r.indexOf(":");
      return colon === -1 ? r : `${r.slice(0, colon)}:${safeLabel(r.slice(colon + 1))}`;
    }),
    scores: Object.fromEntries(Object.entries(a.scores).map(([k, v]) => [safeLabel(k), v]))
  };
}
var isPart = (p) => p !== null && typeof p === "object" && p.kind === "data" && typeof p.data === "object";
var NO_PARTS = Object.freeze([]);
function dataParts(o) {
  if (isPart(o)) return [o];
  const message = o["status"]?.message ?? o;
  const parts = message.parts;
  if (!Array.isArray(parts)) return NO_PARTS;
  const meta = message.metadata ?? o["metadata"];
  return parts.filter(isPart).filter((p) => "confidence" in p["data"]).map((p) => ({ ...p, metadata: meta }));
}
function fieldPath(field) {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[2] === void 0 ? m[1] : Number(m[2]));
}

export {
  SignalAnalysis
};
