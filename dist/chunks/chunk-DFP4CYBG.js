import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  EVALUATE_FLAGS
} from "./chunk-2UELGZ5V.js";
import {
  asTrialsFormat
} from "./chunk-T725HQH2.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/pipeline/inputs.ts
function toTrialsHow(format, given) {
  const options = {};
  for (const k of ["subject", "taskIdField", "scorer"]) {
    const v = given[k];
    if (v !== void 0) options[k] = v;
  }
  if (format === void 0 && Object.keys(options).length === 0) return void 0;
  return { ...format === void 0 ? {} : { format: asTrialsFormat(format) }, options };
}
var REQUIRED = [
  ["profile", "aqr/assistant-agent@0.1"],
  ["task-manifest", "tasks.yaml"],
  ["agent", "my-agent"],
  ["harness", "agent/"],
  ["authority", "authority.yaml"],
  ["actor", "release-manager@example.com"]
];
function missingInputs(v) {
  const given = (k) => {
    const x = v[k];
    return Array.isArray(x) ? x.some((s) => s !== "") : typeof x === "string" && x !== "";
  };
  const missing = REQUIRED.filter(([k]) => !given(k));
  if (missing.length === 0) return void 0;
  const fixes = missing.map(([k, eg]) => `--${k} ${eg} (or "${k}: ${eg}" in the config: ${EVALUATE_FLAGS[k].help})`);
  const count = missing.length === 1 ? "1 required input is" : `${missing.length} required inputs are`;
  return new AqrError("ERR_USAGE", `${count} missing; add ${fixes.join("; ")}`);
}
function toEvaluateOptions(v) {
  const str = (k) => {
    const x = v[k];
    return typeof x === "string" && x !== "" ? x : void 0;
  };
  const list = (k) => {
    const x = v[k];
    return Array.isArray(x) ? x.filter((s) => s !== "") : typeof x === "string" && x !== "" ? [x] : [];
  };
  const missing = missingInputs(v);
  if (missing) throw missing;
  const need = (k) => str(k) ?? "";
  const num = (k, min, max, integer = false) => {
    const x = str(k);
    if (x === void 0) return void 0;
    const n = Number(x);
    if (!Number.isFinite(n) || n < min || n > max || integer && !Number.isInteger(n))
      throw new AqrError("ERR_USAGE", `--${k} must be ${integer ? "an integer" : "a number"} in [${min}, ${max}], got ${JSON.stringify(x)}`);
    return n;
  };
  const tier = str("tier");
  if (tier !== void 0 && !["T0", "T1", "T2"].includes(tier)) throw new AqrError("ERR_USAGE", `--tier must be T0, T1 or T2, got ${JSON.stringify(tier)}`);
  const harness = list("harness");
  const o = {
    profile: need("profile"),
    measures: list("measures"),
    trials: list("trials"),
    taskManifest: need("task-manifest"),
    sealed: v.sealed === true,
    agent: need("agent"),
    harness,
    code: list("code"),
    authority: need("authority"),
    decisions: list("decisions"),
    actor: need("actor"),
    option: list("option"),
    evaluatorIndependent: v["evaluator-independent"] === true,
    signals: list("signals"),
    evidence: list("evidence"),
    tallies: list("tallies"),
    strict: v.strict === true,
    allowBarChange: v["allow-bar-change"] === true
  };
  if (tier) o.tier = tier;
  const trialsHow = toTrialsHow(str("trials-format"), { subject: str("trials-subject"), taskIdField: str("task-id"), scorer: str("trials-scorer") });
  if (trialsHow) o.trialsHow = trialsHow;
  const shards = num("expect-shards", 1, 1e6, true);
  if (shards !== void 0) o.expectShards = shards;
  if (list("subject-path").length > 0) o.subjects = list("subject-path");
  if (list("subject-digest").length > 0) o.subjectDigests = list("subject-digest");
  for (const [flag, key] of [
    ["acceptance-rule", "acceptanceRule"],
    ["model-provider", "modelProvider"],
    ["model-id", "modelId"],
    ["question", "question"],
    ["rationale", "rationale"],
    ["rollback-to", "rollbackTo"],
    ["now", "now"],
    ["out", "out"],
    ["attest", "attest"],
    ["predicate", "predicate"],
    ["vsa", "vsa"],
    ["baseline", "baseline"],
    ["baseline-key", "baselineKey"],
    ["bar-ref", "barRef"]
  ]) {
    const x = str(flag);
    if (x !== void 0) o[key] = x;
  }
  const keyFile = str("key");
  const keyEnv = str("key-env");
  if (keyFile && keyEnv) throw new AqrError("ERR_USAGE", "give --key or --key-env, not both");
  if (keyFile) o.key = { file: keyFile };
  if (keyEnv) o.key = { env: keyEnv };
  const judgeId = str("judge-id");
  const judgeModel = str("judge-model");
  if (judgeId || judgeModel) {
    if (!judgeId || !judgeModel) throw new AqrError("ERR_USAGE", "--judge-id and --judge-model go together");
    const judge = { id: judgeId, model: judgeModel };
    const kappa = num("judge-kappa", -1, 1);
    if (kappa !== void 0) judge.human_agreement_kappa = kappa;
    const sampled = num("judge-sampled", 1, Number.MAX_SAFE_INTEGER, true);
    if (sampled !== void 0) judge.sampled = sampled;
    o.judge = judge;
  }
  return o;
}

export {
  toTrialsHow,
  toEvaluateOptions
};
