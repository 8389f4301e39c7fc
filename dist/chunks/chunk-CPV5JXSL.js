import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  replayBounds
} from "./chunk-TLEL4NPO.js";
import {
  OTEL_FORMAT
} from "./chunk-3LHYYOLB.js";
import {
  LEDGER_FORMAT
} from "./chunk-XDYC6BPR.js";
import {
  parseLedgerRef
} from "./chunk-I4NETQDU.js";
import {
  decisionContradiction,
  onlyThresholdJudges,
  recordContradictions
} from "./chunk-VU3GVDTU.js";
import {
  importFormatOf
} from "./chunk-APF4LJVI.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";
import {
  IMPORTED_MEASURES,
  LEDGER_MEASURES,
  TRACE_MEASURES
} from "./chunk-H3GVQIAQ.js";

// src/replay/replay.ts
function evidenceMeasures(format) {
  return format === LEDGER_FORMAT ? LEDGER_MEASURES : importFormatOf(format) !== void 0 ? IMPORTED_MEASURES : TRACE_MEASURES;
}
var REPLAYABLE_FORMATS = /* @__PURE__ */ new Set([LEDGER_FORMAT, OTEL_FORMAT]);
function isReplayableFormat(format) {
  return REPLAYABLE_FORMATS.has(format) || importFormatOf(format) !== void 0;
}
function notRederived(format, gate, ceilings = false) {
  const given = evidenceMeasures(format);
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
  if (!isReplayableFormat(ev.format)) {
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
  out.push(...recomputeMismatches(record, input.recompute));
  return { ok: out.length === 0, mismatches: out, confirmed };
}
function recomputeMismatches(record, again) {
  const i = record.assurance.integrity;
  const out = [];
  const digest = again?.digest;
  if ((i?.recompute_digest ?? void 0) !== digest)
    out.push({
      code: "RECOMPUTE_MISMATCH",
      what: "assurance.integrity.recompute_digest",
      recorded: i?.recompute_digest ?? null,
      recomputed: digest ?? null,
      message: digest === void 0 ? "the record names a recompute digest, but its evidence gives no recompute" : `the recompute of the evidence's assertions gives ${digest}, the record ${i?.recompute_digest ?? "none"}`
    });
  const override = again?.mechanicalOverride;
  if (again && (i?.mechanical_override ?? false) !== override)
    out.push({
      code: "RECOMPUTE_MISMATCH",
      what: "assurance.integrity.mechanical_override",
      recorded: i?.mechanical_override ?? null,
      recomputed: override ?? null,
      message: `the recompute ${override ? "discards" : "discards no"} judged pass, the record says mechanical_override ${String(i?.mechanical_override ?? false)}`
    });
  return out;
}
function underivableMeasures(format) {
  return format === LEDGER_FORMAT || importFormatOf(format) !== void 0 ? new Set([...TRACE_MEASURES].filter((id) => !LEDGER_MEASURES.has(id))) : /* @__PURE__ */ new Set();
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

// src/gate/gates.ts
function evaluateGate(g, measures, decisions, missingWhy, measuredBy = "the evidence") {
  const base = { id: g.id, source: g.source ?? "native", result: "missing", reason: "" };
  if (g.split) base.split = g.split;
  if (g.k !== void 0) base.k = g.k;
  if (g.evidence) base.evidence = g.evidence;
  if (g.floor !== void 0) base.floor = g.floor;
  if (g.ceiling !== void 0) base.ceiling = g.ceiling;
  const decision = decisions.find((d) => d.id === g.id);
  const thresholdSet = g.floor !== void 0 || g.ceiling !== void 0;
  const backing = backingMeasure(g, measures);
  const { pick } = backing;
  const measuredOnly = g.source === "native" || pick !== void 0 && onlyThresholdJudges(pick);
  const measured = thresholdSet || measuredOnly || backing.candidates.length > 0 ? judgeMeasured(g, base, backing, measures, measuredOnly, missingWhy) : void 0;
  if (!decision) return measured ?? { ...base, reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set` };
  const contradiction = decisionContradiction(decision, pick, measuredBy);
  if (contradiction && measured?.result === "fail") return { ...measured, reason: `${measured.reason}; ${contradiction}` };
  if (contradiction && pick) return { ...base, value: pick.value, result: "missing", contradicted: true, reason: `${label(g)}: ${contradiction}` };
  const said = `${decision.source} decided ${decision.result}`;
  const decided = { source: decision.source, decided: decision.result };
  if (decision.result === "fail")
    return {
      ...base,
      ...measured?.value !== void 0 ? { value: measured.value } : {},
      ...decided,
      result: "fail",
      reason: measured ? `${measured.reason}; ${said}` : `${label(g)}: ${said}`
    };
  if (measured && measuredOnly)
    return {
      ...measured,
      reason: `${measured.reason}; ${said}, which does not count: ${g.source === "native" ? "the profile measures this gate (source native)" : "a decision cannot be held against this number"}`
    };
  if (!measured || !thresholdSet && measured.result === "missing") return { ...base, ...decided, result: "pass", reason: `${label(g)}: ${said}` };
  return { ...measured, ...measured.result === "pass" ? decided : { decided: decision.result }, reason: `${measured.reason}; ${said}` };
}
function judgeMeasured(g, base, backing, sameId, measuredOnly, missingWhy) {
  const { candidates, pick } = backing;
  if (!pick) {
    const elsewhere = otherSplits(g, sameId);
    const why = candidates.length > 1 ? `${candidates.length} measures could back it; name its k in the profile` : g.split === void 0 && elsewhere || missingWhy(g.id, g.split) || elsewhere || "no measure was given or computed";
    return { ...base, result: "missing", reason: `${label(g)}: ${why}` };
  }
  const at = { ...base, source: "native", value: pick.value };
  if (typeof pick.value === "boolean") return { ...at, result: pick.value ? "pass" : "fail", reason: `${label(g)} is ${pick.value}` };
  if (g.floor !== void 0) {
    const ok = pick.value >= g.floor;
    return { ...at, result: ok ? "pass" : "fail", reason: `${label(g)} ${pick.value} ${ok ? "\u2265" : "<"} floor ${g.floor}` };
  }
  if (g.ceiling !== void 0) {
    const ok = pick.value <= g.ceiling;
    return { ...at, result: ok ? "pass" : "fail", reason: `${label(g)} ${pick.value} ${ok ? "\u2264" : ">"} ceiling ${g.ceiling}` };
  }
  if (measuredOnly)
    return {
      ...at,
      result: "missing",
      noThreshold: true,
      reason: `${label(g)} is measured (${pick.value}) but the profile sets no floor or ceiling for it: a measured gate passes only against a threshold, never on a decision`
    };
  return {
    ...base,
    value: pick.value,
    result: "missing",
    reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set (measured ${pick.value})`
  };
}
function otherSplits(g, sameId) {
  const splits = [...new Set(sameId.filter((m) => m.id === g.id && m.split !== g.split).map((m) => m.split ?? "no split"))];
  if (splits.length === 0) return void 0;
  return `no ${g.split ?? "unsplit"} measure backs it (${g.id} is measured for ${splits.join(", ")}); a gate stands only on its own split's measure: name the split in the profile`;
}
function decisionGate(d, measures = [], measuredBy = "the evidence") {
  return evaluateGate({ id: d.id, source: d.source }, measures, [d], () => void 0, measuredBy);
}
function toRecordGate(r) {
  if (r.result === "missing") return void 0;
  const g = { id: r.id, result: r.result === "inconclusive" ? "fail" : r.result };
  if (r.floor !== void 0) g.floor = r.floor;
  if (r.split) g.split = r.split;
  g.source = r.source;
  return g;
}
function label(g) {
  return g.split ? `${g.id} (${g.split})` : g.id;
}

export {
  evidenceMeasures,
  notRederived,
  measureKey,
  replay,
  underivableMeasures,
  evaluateGate,
  decisionGate,
  toRecordGate
};
