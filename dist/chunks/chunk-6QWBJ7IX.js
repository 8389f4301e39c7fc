import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

// src/pipeline/inputs.ts
var EVALUATE_FLAGS = {
  profile: { kind: "string", help: "built-in profile id@version (sg/coding-agent@0.1) or a profile file" },
  tier: { kind: "string", help: "raise the profile tier (T0, T1, T2); never lower" },
  measures: { kind: "list", help: "files or globs of measure entries (YAML/JSON list or measures: key)" },
  trials: { kind: "list", help: "files or globs of the trial ledger (JSONL, .gz read too), shards merged" },
  evidence: { kind: "list", help: "files or globs of OpenTelemetry trace exports (OTLP/JSON, one export per line or per file, .gz read too)" },
  "task-manifest": { kind: "string", help: "the task set file: tasks with id, split, canary" },
  sealed: { kind: "boolean", help: "assert no optimizer or prompt author read the held-out split" },
  agent: { kind: "string", help: "the agent under release" },
  "model-provider": { kind: "string", help: "model provider" },
  "model-id": { kind: "string", help: "model id" },
  harness: { kind: "list", help: "files, folders or globs whose tree digest is harness_digest" },
  code: { kind: "list", help: "files, folders or globs whose tree digest is code_digest" },
  authority: { kind: "string", help: "the policy in force (its digest is grant_digest)" },
  decisions: { kind: "list", help: "files of policy-engine decisions {id, result, source}" },
  signals: { kind: "list", help: "files or globs of signals: OCP runs, Agent Signals, confidence samples (JSONL or JSON, .gz read too)" },
  "acceptance-rule": { kind: "string", help: "the OCP acceptance rule for bare signal lists (a run document carries its own)" },
  strict: { kind: "boolean", help: "every signal deviation from its contract is an error" },
  actor: { kind: "string", help: "who decides" },
  question: { kind: "string", help: "the question decided (T2)" },
  option: { kind: "list", help: "an option considered (T2; repeat)" },
  rationale: { kind: "string", help: "why (generated from the gates when absent)" },
  "rollback-to": { kind: "string", help: "a digest, or a previous record whose harness_digest to roll back to" },
  "evaluator-independent": { kind: "boolean", help: "the grader saw the artifact, not the worker’s own account" },
  "judge-id": { kind: "string", help: "judge id, when measures are judged" },
  "judge-model": { kind: "string", help: "judge model" },
  "judge-kappa": { kind: "string", help: "the judge’s Cohen’s kappa against human labels" },
  "judge-sampled": { kind: "string", help: "items the judge agreement was measured on" },
  now: { kind: "string", help: "the decision time, RFC 3339 (default: the clock)" },
  out: { kind: "string", help: "where to write the record (.yaml/.yml: YAML, else JSON)" },
  key: { kind: "string", help: "sign the record with this private key file (JWK or PEM)" },
  "key-env": { kind: "string", help: "sign with the private key held in this environment variable" },
  attest: { kind: "string", help: "write a Sigstore bundle here: an in-toto statement of the record in a DSSE envelope, signed with the key" },
  predicate: { kind: "string", help: "write the attestation predicate here (for actions/attest or aqr attest); with attest, beside the record" },
  "subject-path": { kind: "list", help: "files or globs released: the statement subjects, each by sha256 (CLI: --subject too); default the agent and its harness digest" },
  "subject-digest": { kind: "list", help: "a released artifact by digest, NAME=sha256:HEX" },
  baseline: { kind: "string", help: "the last release’s record, for regression gates" },
  "baseline-key": { kind: "string", help: "the public key (file or JWKS URL) the baseline must be signed with (default: the signing key’s)" },
  "bar-ref": { kind: "string", help: "judge by the bar (profile and what it extends, task manifest, authority, decisions) as it is at this git ref; the action: default the pull request’s base commit" },
  "allow-bar-change": { kind: "boolean", help: "let a change that alters the bar ship without an approval (the explicit opt-out)" }
};
function toEvaluateOptions(v) {
  const str = (k) => {
    const x = v[k];
    return typeof x === "string" && x !== "" ? x : void 0;
  };
  const list = (k) => {
    const x = v[k];
    return Array.isArray(x) ? x.filter((s) => s !== "") : typeof x === "string" && x !== "" ? [x] : [];
  };
  const need = (k) => {
    const x = str(k);
    if (x === void 0) throw new AqrError("ERR_USAGE", `--${k} is required (${EVALUATE_FLAGS[k].help})`);
    return x;
  };
  const num = (k, min, max, integer = false) => {
    const x = str(k);
    if (x === void 0) return void 0;
    const n = Number(x);
    if (!Number.isFinite(n) || n < min || n > max || integer && !Number.isInteger(n)) throw new AqrError("ERR_USAGE", `--${k} must be ${integer ? "an integer" : "a number"} in [${min}, ${max}], got ${JSON.stringify(x)}`);
    return n;
  };
  const tier = str("tier");
  if (tier !== void 0 && !["T0", "T1", "T2"].includes(tier)) throw new AqrError("ERR_USAGE", `--tier must be T0, T1 or T2, got ${JSON.stringify(tier)}`);
  const harness = list("harness");
  if (harness.length === 0) throw new AqrError("ERR_USAGE", `--harness is required (${EVALUATE_FLAGS.harness.help})`);
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
    strict: v.strict === true,
    allowBarChange: v["allow-bar-change"] === true
  };
  if (tier) o.tier = tier;
  if (list("subject-path").length > 0) o.subjects = list("subject-path");
  if (list("subject-digest").length > 0) o.subjectDigests = list("subject-digest");
  for (const [flag, key] of [["acceptance-rule", "acceptanceRule"], ["model-provider", "modelProvider"], ["model-id", "modelId"], ["question", "question"], ["rationale", "rationale"], ["rollback-to", "rollbackTo"], ["now", "now"], ["out", "out"], ["attest", "attest"], ["predicate", "predicate"], ["baseline", "baseline"], ["baseline-key", "baselineKey"], ["bar-ref", "barRef"]]) {
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

// node_modules/leven/index.js
var array = [];
var characterCodeCache = [];
function leven(first, second, options) {
  if (first === second) {
    return 0;
  }
  const maxDistance = options?.maxDistance;
  const swap = first;
  if (first.length > second.length) {
    first = second;
    second = swap;
  }
  let firstLength = first.length;
  let secondLength = second.length;
  while (firstLength > 0 && first.charCodeAt(~-firstLength) === second.charCodeAt(~-secondLength)) {
    firstLength--;
    secondLength--;
  }
  let start = 0;
  while (start < firstLength && first.charCodeAt(start) === second.charCodeAt(start)) {
    start++;
  }
  firstLength -= start;
  secondLength -= start;
  if (maxDistance !== void 0 && secondLength - firstLength > maxDistance) {
    return maxDistance;
  }
  if (firstLength === 0) {
    return maxDistance !== void 0 && secondLength > maxDistance ? maxDistance : secondLength;
  }
  let bCharacterCode;
  let result;
  let temporary;
  let temporary2;
  let index = 0;
  let index2 = 0;
  while (index < firstLength) {
    characterCodeCache[index] = first.charCodeAt(start + index);
    array[index] = ++index;
  }
  while (index2 < secondLength) {
    bCharacterCode = second.charCodeAt(start + index2);
    temporary = index2++;
    result = index2;
    for (index = 0; index < firstLength; index++) {
      temporary2 = bCharacterCode === characterCodeCache[index] ? temporary : temporary + 1;
      temporary = array[index];
      result = array[index] = temporary > result ? temporary2 > result ? result + 1 : temporary2 : temporary2 > temporary ? temporary + 1 : temporary2;
    }
    if (maxDistance !== void 0) {
      let rowMinimum = result;
      for (index = 0; index < firstLength; index++) {
        if (array[index] < rowMinimum) {
          rowMinimum = array[index];
        }
      }
      if (rowMinimum > maxDistance) {
        return maxDistance;
      }
    }
  }
  array.length = firstLength;
  characterCodeCache.length = firstLength;
  return maxDistance !== void 0 && result > maxDistance ? maxDistance : result;
}
function closestMatch(target, candidates, options) {
  if (!Array.isArray(candidates) || candidates.length === 0) {
    return void 0;
  }
  const userMax = options?.maxDistance;
  const targetLength = target.length;
  for (const candidate of candidates) {
    if (candidate === target) {
      return candidate;
    }
  }
  if (userMax === 0) {
    return void 0;
  }
  let best;
  let bestDist = Number.POSITIVE_INFINITY;
  const seen = /* @__PURE__ */ new Set();
  for (const candidate of candidates) {
    if (seen.has(candidate)) {
      continue;
    }
    seen.add(candidate);
    const lengthDiff = Math.abs(candidate.length - targetLength);
    if (lengthDiff >= bestDist) {
      continue;
    }
    if (userMax !== void 0 && lengthDiff > userMax) {
      continue;
    }
    const cap = Number.isFinite(bestDist) ? userMax === void 0 ? bestDist : Math.min(bestDist, userMax) : userMax;
    const distance = cap === void 0 ? leven(target, candidate) : leven(target, candidate, { maxDistance: cap });
    if (userMax !== void 0 && distance > userMax) {
      continue;
    }
    let actualD = distance;
    if (cap !== void 0 && distance === cap && cap === userMax) {
      actualD = leven(target, candidate);
    }
    if (actualD < bestDist) {
      bestDist = actualD;
      best = candidate;
      if (bestDist === 0) {
        break;
      }
    }
  }
  if (userMax !== void 0 && bestDist > userMax) {
    return void 0;
  }
  return best;
}

export {
  EVALUATE_FLAGS,
  toEvaluateOptions,
  closestMatch
};
