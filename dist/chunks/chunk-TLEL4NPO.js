import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  STATS_FORMAT,
  boundGate,
  mcnemarExact,
  newcombe,
  pairedDrop,
  statsContext
} from "./chunk-B7PSI4WC.js";
import {
  DIGEST_RE
} from "./chunk-MEDCQDMU.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/replay/bounds.ts
var gateKey = (g) => `${g.id}|${g.split ?? ""}`;
function replayBounds(record, recomputed, stats, baseline) {
  const out = [];
  const judged = /* @__PURE__ */ new Set();
  let confirmed = 0;
  const miss = (what, recorded, again, message) => out.push({ code: "STATS_MISMATCH", what, recorded, recomputed: again, message });
  for (const b of stats.bounds) {
    const what = `bound of ${b.id}${b.split ? ` (${b.split})` : ""}`;
    const gate = record.gates.find((g2) => gateKey(g2) === gateKey(b));
    if ((b.kind === "floor" || gate?.floor !== void 0) && (b.kind !== "floor" || gate?.floor !== b.threshold)) {
      miss(
        what,
        `${b.kind} ${b.threshold}`,
        gate?.floor ?? null,
        `${what}: the sidecar's ${b.kind} ${b.threshold} is not the record's floor (${gate?.floor ?? "no such gate"})`
      );
      continue;
    }
    const m = recomputed.measures.find((x) => x.id === b.id && (x.split ?? "") === (b.split ?? "") && (x.k ?? 0) === (b.k ?? 0));
    if (!m || typeof m.value !== "number") {
      miss(what, b.value, null, `${what}: the ledger gives no value to bound`);
      continue;
    }
    const g = {
      id: b.id,
      ...b.split ? { split: b.split } : {},
      ...b.k !== void 0 ? { k: b.k } : {},
      [b.kind]: b.threshold,
      confidence: b.confidence,
      ...b.method === "bootstrap" ? b.resamples !== void 0 ? { resamples: b.resamples } : {} : { method: b.method }
    };
    const again = boundGate(g, m, statsContext(recomputed));
    if (b.seed !== void 0 && b.seed !== again.seed) {
      miss(
        what,
        b.seed,
        again.seed ?? null,
        `${what}: the sidecar's bootstrap seed ${b.seed} is not the ${again.seed ?? "none"} the ledger's per-task sums give`
      );
      continue;
    }
    const lower = b.lower ?? Infinity;
    const upper = b.upper ?? Infinity;
    if (again.lower !== lower || again.upper !== upper || again.result !== b.result) {
      miss(
        what,
        { lower: b.lower, upper: b.upper, result: b.result },
        { lower: again.lower, upper: again.upper, result: again.result },
        `${what}: recorded [${b.lower}, ${b.upper}] ${b.result}, recomputed [${again.lower}, ${again.upper}] ${again.result}`
      );
      continue;
    }
    if (again.value !== b.value || again.n !== b.n || again.x !== b.x) {
      miss(
        what,
        { value: b.value, n: b.n, x: b.x },
        { value: again.value, n: again.n, x: again.x },
        `${what}: the sidecar says ${tally(b)}, the ledger gives ${tally(again)}`
      );
      continue;
    }
    if (gate) {
      if (again.result !== "pass") judged.add(gateKey(gate));
      const expected = again.result === "pass" ? "pass" : "fail";
      if (gate.result !== expected && !(expected === "pass" && gate.result === "fail"))
        miss(`gate ${b.id}`, gate.result, expected, `gate ${b.id}: recorded ${gate.result}, but its bound on the ledger is ${again.result}`);
      else confirmed++;
    } else confirmed++;
  }
  for (const t of stats.regressions) {
    const what = `regression of ${t.id}${t.split ? ` (${t.split})` : ""}`;
    const c = (recomputed.counts ?? []).find((x) => x.id === t.id && (x.split ?? "") === (t.split ?? "") && (x.k ?? 0) === (t.k ?? 0));
    if (!c || c.x !== t.current.x || c.n !== t.current.n) {
      miss(what, t.current, c ? { x: c.x, n: c.n } : null, `${what}: the sidecar's current counts are not the ledger's`);
      continue;
    }
    if (baseline && baseline.record_id === t.baseline.record_id) {
      const b = baseline.measures.find((x) => x.id === t.id && (x.split ?? "") === (t.split ?? "") && (x.k ?? 0) === (t.k ?? 0));
      if (!b || b.value !== t.baseline.value || b.n !== t.baseline.n) {
        miss(what, t.baseline, b ?? null, `${what}: the baseline record does not say what the sidecar says of it`);
        continue;
      }
    }
    const p = t.test === "mcnemar-exact" ? t.paired : void 0;
    if (t.test === "mcnemar-exact" && (!p || p.p_value !== mcnemarExact(p.newly_failing, p.newly_passing))) {
      miss(what, p?.p_value ?? null, p ? mcnemarExact(p.newly_failing, p.newly_passing) : null, `${what}: the sidecar's McNemar p-value is not its counts'`);
      continue;
    }
    const drop = p ? pairedDrop(p.newly_failing, p.newly_passing, p.n, t.confidence) : newcombe(t.baseline.x, t.baseline.n, c.x, c.n, t.confidence);
    if (drop.lower !== t.drop.lower || drop.upper !== t.drop.upper)
      miss(what, t.drop, drop, `${what}: recorded drop [${t.drop.lower}, ${t.drop.upper}], recomputed [${drop.lower}, ${drop.upper}]`);
    else confirmed++;
  }
  return { mismatches: out, judged, confirmed };
}
var tally = (b) => `value ${b.value} on n=${b.n}${b.x !== void 0 ? ` (x=${b.x})` : ""}`;
var isNum = (x) => typeof x === "number" && Number.isFinite(x);
var isLevel = (x) => isNum(x) && x > 0.5 && x < 1;
var isCount = (x) => isNum(x) && Number.isInteger(x) && x >= 0;
var isObj = (x) => typeof x === "object" && x !== null && !Array.isArray(x);
function pairedOk(p) {
  if (!isObj(p) || !isCount(p["n"]) || !isCount(p["newly_failing"]) || !isCount(p["newly_passing"]) || !isNum(p["p_value"])) return false;
  const ids = (x) => Array.isArray(x) && x.every((e) => typeof e === "string");
  return p["newly_failing"] + p["newly_passing"] <= p["n"] && ids(p["newly_failing_ids"]) && ids(p["newly_passing_ids"]);
}
function sidecarProblem(v) {
  const where = (what, i, field) => `${what}[${i}].${field}`;
  for (const [i, b] of (v.bounds ?? []).entries()) {
    if (!isObj(b)) return `bounds[${i}] is not an object`;
    const bad = (() => {
      if (typeof b["id"] !== "string") return "id";
      if (b["split"] !== void 0 && b["split"] !== "held-in" && b["split"] !== "held-out") return "split";
      if (b["k"] !== void 0 && !(isCount(b["k"]) && b["k"] >= 1)) return "k";
      if (b["kind"] !== "floor" && b["kind"] !== "ceiling") return "kind";
      if (!isNum(b["threshold"])) return "threshold";
      if (!isLevel(b["confidence"])) return "confidence";
      if (b["method"] !== "wilson" && b["method"] !== "exact" && b["method"] !== "bootstrap") return "method";
      if (b["resamples"] !== void 0 && !(isCount(b["resamples"]) && b["resamples"] >= 100 && b["resamples"] <= 1e5))
        return "resamples";
      if (b["seed"] !== void 0 && !(typeof b["seed"] === "string" && DIGEST_RE.test(b["seed"]))) return "seed";
      if (!(isNum(b["lower"]) || b["lower"] === null) || !(isNum(b["upper"]) || b["upper"] === null)) return "lower/upper";
      if (b["result"] !== "pass" && b["result"] !== "fail" && b["result"] !== "inconclusive") return "result";
      return void 0;
    })();
    if (bad) return `${where("bounds", i, bad)} is missing or out of range`;
  }
  for (const [i, t] of (v.regressions ?? []).entries()) {
    if (!isObj(t)) return `regressions[${i}] is not an object`;
    const counts = (c) => isObj(c) && isCount(c["x"]) && isCount(c["n"]) && c["n"] >= 1 && c["x"] <= c["n"];
    const bad = (() => {
      if (typeof t["id"] !== "string") return "id";
      if (!isNum(t["max_drop"])) return "max_drop";
      if (!isLevel(t["confidence"])) return "confidence";
      if (!counts(t["baseline"]) || typeof t["baseline"]["record_id"] !== "string") return "baseline";
      if (!counts(t["current"])) return "current";
      if (!isObj(t["drop"]) || !isNum(t["drop"]["lower"]) || !isNum(t["drop"]["upper"])) return "drop";
      if (t["test"] !== void 0 && t["test"] !== "mcnemar-exact" && t["test"] !== "newcombe") return "test";
      if (t["test"] === "mcnemar-exact" && !pairedOk(t["paired"])) return "paired";
      return void 0;
    })();
    if (bad) return `${where("regressions", i, bad)} is missing or out of range`;
  }
  return void 0;
}
function asStatsSidecar(v, file) {
  const s = v;
  if (!s || typeof s !== "object" || s.format !== STATS_FORMAT || !Array.isArray(s.bounds) || !Array.isArray(s.regressions))
    throw new AqrError("ERR_INPUT_INVALID", `is not a stats sidecar (format ${STATS_FORMAT})`, { file, line: 1 });
  const problem = sidecarProblem(s);
  if (problem) throw new AqrError("ERR_INPUT_INVALID", `stats sidecar: ${problem}`, { file });
  return s;
}

export {
  replayBounds,
  sidecarProblem,
  asStatsSidecar
};
