import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  asTrialsFormat
} from "./chunk-6B5RA472.js";
import {
  isExtension,
  lookupMeasure
} from "./chunk-H3GVQIAQ.js";
import {
  EVALUATE_FLAGS
} from "./chunk-U7KDE5S2.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/pipeline/inputs.ts
function flagGate(kind, text) {
  const bad = (why) => new AqrError("ERR_USAGE", `--${kind} ${JSON.stringify(text)}: ${why} (MEASURE[:SPLIT]=VALUE, e.g. task.completion=0.9)`);
  const m = /^([^:=\s]+)(?::([^=\s]+))?=(.+)$/.exec(text.trim());
  if (!m) throw bad("not MEASURE[:SPLIT]=VALUE");
  const [, id = "", split, value = ""] = m;
  const def = lookupMeasure(id);
  if (!def && !isExtension(id)) throw bad(`${id} is not a registered measure`);
  if (def && def.value === "boolean") throw bad(`${id} is a boolean measure: a floor or ceiling needs a number`);
  if (split !== void 0 && split !== "held-out" && split !== "held-in") throw bad(`the split must be held-out or held-in, got ${JSON.stringify(split)}`);
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n)) throw bad(`${JSON.stringify(value)} is not a number`);
  if (def?.value === "fraction" && (n < 0 || n > 1)) throw bad(`${id} is a fraction: the value must be in [0, 1]`);
  return {
    id,
    ...split !== void 0 ? { split } : {},
    [kind]: n,
    evidence: `given as --${kind} ${text.trim()}, not in the profile (a profile gate says why)`
  };
}
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
function signingKeyOf(given) {
  const named = ["signingKey", "key", "keyEnv"].filter((k) => given[k] !== void 0 && given[k] !== "");
  if (named.length > 1)
    throw new AqrError("ERR_USAGE", "give one signing key: signing-key (--signing-key), or one of its deprecated aliases key (--key), key-env (--key-env)");
  if (given.key) return { key: { file: given.key }, warnings: [`key (--key) is deprecated: give signing-key file:${given.key} (--signing-key file:PATH)`] };
  if (given.keyEnv)
    return { key: { env: given.keyEnv }, warnings: [`key-env (--key-env) is deprecated: give signing-key env:${given.keyEnv} (--signing-key env:NAME)`] };
  const v = given.signingKey;
  if (!v) return { warnings: [] };
  if (v.startsWith("env:")) {
    const name = v.slice(4);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new AqrError("ERR_USAGE", "signing-key env:NAME names an environment variable: letters, digits and _");
    return { key: { env: name }, warnings: [] };
  }
  if (v.startsWith("file:")) {
    if (v.length === 5) throw new AqrError("ERR_USAGE", "signing-key file:PATH names the key file: the path is empty");
    return { key: { file: v.slice(5) }, warnings: [] };
  }
  if (/^\s*(\{|-----BEGIN )/.test(v)) return { key: { text: v, label: "signing-key" }, warnings: [] };
  throw new AqrError("ERR_USAGE", "signing-key is not a key (JWK or PEM text), env:NAME or file:PATH; its value is not shown (it may be a secret)");
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
    evalDefinition: list("eval-definition"),
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
  const gates = [...list("floor").map((g) => flagGate("floor", g)), ...list("ceiling").map((g) => flagGate("ceiling", g))];
  if (gates.length > 0) o.gates = gates;
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
  const signing = signingKeyOf({ signingKey: str("signing-key"), key: str("key"), keyEnv: str("key-env") });
  if (signing.key) o.key = signing.key;
  if (signing.warnings.length > 0) o.inputWarnings = signing.warnings;
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
  const blocks = {};
  for (const [flag, key] of [
    ["model-file", "modelFile"],
    ["model-digest", "modelDigest"],
    ["agent-card", "agentCard"],
    ["agent-card-url", "agentCardUrl"],
    ["aibom", "aibom"],
    ["provenance", "provenance"],
    ["provenance-key", "provenanceKey"],
    ["provenance-trusted-root", "provenanceTrustedRoot"],
    ["provenance-identity", "provenanceIdentity"],
    ["provenance-issuer", "provenanceIssuer"],
    ["mcp-config", "mcpConfig"],
    ["judge-pack", "judgePack"]
  ]) {
    const x = str(flag);
    if (x !== void 0) blocks[key] = x;
  }
  if (Object.keys(blocks).length > 0) o.blocks = blocks;
  return o;
}

export {
  toTrialsHow,
  signingKeyOf,
  toEvaluateOptions
};
