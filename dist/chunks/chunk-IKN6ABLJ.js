import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/report/detail.ts
var DETAIL_FORMAT = "aqr.detail/1";
function detailSidecar(input) {
  return {
    format: DETAIL_FORMAT,
    record_digest: input.recordDigest,
    gates: input.gates,
    shadow: input.shadow,
    reasons: input.reasons,
    ...input.tasks ? { tasks: input.tasks } : {}
  };
}
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isString = (v) => typeof v === "string";
var isCount = (v) => typeof v === "number" && Number.isInteger(v) && v >= 0;
function readDetail(v, recordDigest) {
  if (!isObject(v) || v["format"] !== DETAIL_FORMAT) return `is not a detail sidecar (format ${DETAIL_FORMAT})`;
  if (v["record_digest"] !== recordDigest) return "was written for another record (record_digest differs)";
  const reasons = v["reasons"];
  for (const field of ["gates", "shadow"]) {
    const gates = v[field];
    if (!Array.isArray(gates) || !gates.every(isGate)) return `${field}: each must have an id, a result and a reason`;
  }
  if (!Array.isArray(reasons) || !reasons.every((r) => isObject(r) && isString(r["code"]) && isString(r["message"]) && (r["verdict"] === "hold" || r["verdict"] === "reject")))
    return "reasons: each must have a verdict (hold or reject), a code and a message";
  const tasks = v["tasks"];
  if (tasks !== void 0 && !isTaskDetail(tasks)) return "tasks: not a task drill-down (held_out, failing, canaries, costliest, results)";
  return v;
}
var OUTCOMES = /^[pf-]{0,32}$/;
var RESULTS = /* @__PURE__ */ new Set(["pass", "fail", "missing", "inconclusive"]);
var isGate = (g) => isObject(g) && isString(g["id"]) && RESULTS.has(g["result"]) && isString(g["reason"]);
function isTaskDetail(t) {
  const counts = (c) => isObject(c) && isCount(c["tasks"]) && isCount(c["failing"]);
  if (!isObject(t) || !counts(t["held_out"]) || t["all"] !== void 0 && !counts(t["all"])) return false;
  const list = (x, ok) => Array.isArray(x) && x.every((e) => isObject(e) && isString(e["id"]) && ok(e));
  return list(
    t["failing"],
    (e) => isCount(e["attempts"]) && Array.isArray(e["failed"]) && e["failed"].every(isCount) && (e["split"] === void 0 || isString(e["split"]))
  ) && list(t["canaries"], (e) => isCount(e["attempt"])) && list(t["costliest"], (e) => typeof e["cost_usd"] === "number" && isCount(e["attempts"])) && (t["results"] === void 0 || list(t["results"], (e) => isString(e["split"]) && isString(e["outcomes"]) && OUTCOMES.test(e["outcomes"])));
}

export {
  DETAIL_FORMAT,
  detailSidecar,
  readDetail
};
