import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  barGateCheck
} from "./chunk-HQ6HBTRQ.js";
import {
  sidecarProblem
} from "./chunk-TLEL4NPO.js";
import {
  gatesAtTier
} from "./chunk-EIAKEXQU.js";
import {
  releaseVerdict
} from "./chunk-MYKBDVWF.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import {
  concatBytes
} from "./chunk-5CCUPJUU.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  canonicalText
} from "./chunk-SHO3CQ7S.js";

// src/attest/predicate.ts
var PREDICATE_TYPE = "https://github.com/agent-release-gate/agent-release-gate/blob/main/docs/attestation.md#agent-quality-record-v0.1";
function profileDigest(p) {
  return `sha256:${sha256Hex(canonicalText(p))}`;
}
function resolvedProfile(p) {
  const { warnings: _w, ...rest } = p;
  return JSON.parse(JSON.stringify(rest));
}
function appliedGates(p, tier) {
  return gatesAtTier({ ...p, warnings: [] }, tier).map((g) => {
    const a = { id: g.id, source: g.source ?? "native" };
    if (g.split !== void 0) a.split = g.split;
    if (g.k !== void 0) a.k = g.k;
    if (g.floor !== void 0) a.floor = g.floor;
    if (g.ceiling !== void 0) a.ceiling = g.ceiling;
    for (const k of ["confidence", "min_n", "method", "resamples", "regression", "mode"])
      if (g[k] !== void 0) a[k] = g[k];
    return a;
  });
}
function buildPredicate(i) {
  const resolved = resolvedProfile({ warnings: [], ...i.profile });
  const p = {
    record: i.record,
    record_digest: i.recordDigest,
    profile: { ref: i.profileRef, digest: profileDigest(resolved), resolved },
    thresholds: {
      tier: i.tier,
      k: i.k ?? null,
      split: { sealed: i.sealed, held_in: i.record.task_set.held_in ?? null, held_out: i.record.task_set.held_out ?? null, rules: resolved.task_set },
      gates: appliedGates(resolved, i.tier)
    },
    evidence: i.evidence,
    tool: { name: "aqr", version: i.version }
  };
  if (i.bar) p.bar = i.bar;
  if (i.stats) p.stats = i.stats;
  return p;
}
function predicateIssues(p) {
  const out = [];
  const digest = profileDigest(p.profile.resolved);
  if (digest !== p.profile.digest) out.push(`profile.digest is ${p.profile.digest} but the resolved profile hashes to ${digest}`);
  const again = canonicalText(appliedGates(p.profile.resolved, p.thresholds.tier));
  if (again !== canonicalText(p.thresholds.gates)) out.push(`thresholds.gates are not the gates the resolved profile applies at tier ${p.thresholds.tier}`);
  if (p.record.profile.tier !== p.thresholds.tier) out.push(`thresholds.tier ${p.thresholds.tier} is not the record's tier ${p.record.profile.tier}`);
  if (p.record.task_set.manifest_digest !== p.evidence.task_manifest.digest)
    out.push("evidence.task_manifest.digest is not the record's task_set.manifest_digest");
  const level = (x) => x === void 0 || typeof x === "number" && x > 0.5 && x < 1;
  for (const g of p.thresholds.gates) {
    const r = g.resamples;
    if (!level(g.confidence) || !level(g.regression?.confidence) || r !== void 0 && !(Number.isInteger(r) && r >= 100 && r <= 1e5))
      out.push(`thresholds: gate ${String(g.id)} has a confidence, regression confidence or resamples outside what a profile allows`);
  }
  out.push(...barGateCheck({ ...p.profile.resolved, warnings: [] }, p.record).mismatches);
  return out;
}
function predicateShapeIssue(v) {
  const o = v;
  if (o === null || typeof o !== "object" || Array.isArray(o)) return "the top level is not an object";
  if (typeof o["record"] !== "object" || o["record"] === null || schemaIssues(o["record"]).length > 0)
    return "record is not a schema-valid Agent Quality Record";
  if (typeof o["record_digest"] !== "string") return "record_digest is missing";
  if (typeof o["profile"]?.["resolved"] !== "object" || typeof o["profile"]["digest"] !== "string") return "profile.resolved or profile.digest is missing";
  const resolved = o["profile"]["resolved"];
  const objects = (a) => Array.isArray(a) && a.every((x) => typeof x === "object" && x !== null && !Array.isArray(x));
  const tierGates = resolved["tier_gates"];
  if (!objects(resolved["gates"]) || typeof tierGates !== "object" || tierGates === null || !Object.values(tierGates).every(objects))
    return "profile.resolved.gates or profile.resolved.tier_gates is not a list of gates";
  if (!objects(o["thresholds"]?.["gates"]) || typeof o["thresholds"]?.["tier"] !== "string") return "thresholds.gates or thresholds.tier is missing";
  if (!Array.isArray(o["evidence"]?.["files"]) || typeof o["evidence"]["task_manifest"] !== "object")
    return "evidence.files or evidence.task_manifest is missing";
  if (typeof o["tool"]?.["name"] !== "string") return "tool is missing";
  return void 0;
}
function readPredicateValue(v) {
  const shape = predicateShapeIssue(v);
  if (shape) return { problems: [`the predicate is not an aqr predicate: ${shape}`] };
  const predicate = v;
  const problems = predicateIssues(predicate);
  const stats = predicate.stats ? sidecarProblem(predicate.stats) : void 0;
  if (stats) problems.push(`the predicate's stats: ${stats}`);
  return { predicate, problems };
}

// src/attest/pae.ts
var IN_TOTO_PAYLOAD_TYPE = "application/vnd.in-toto+json";
var utf8 = (s) => new TextEncoder().encode(s);
function preAuthEncoding(payloadType, payload) {
  const type = utf8(payloadType);
  const parts = [utf8(`DSSEv1 ${type.length} `), type, utf8(` ${payload.length} `), payload];
  return concatBytes(parts);
}

// src/attest/statement.ts
var STATEMENT_TYPE = "https://in-toto.io/Statement/v1";
function parseSubjectDigest(text) {
  const m = /^(.+)=sha256:([0-9a-f]{64})$/.exec(text);
  return m ? { name: m[1], digest: { sha256: m[2] } } : null;
}
function defaultSubject(record) {
  return { name: record.subject.agent, digest: { sha256: record.subject.harness_digest.replace(/^sha256:/, "") } };
}
function subjectsOf(subjects, record) {
  return subjects.length > 0 ? [...subjects] : [defaultSubject(record)];
}
function buildStatement(predicate, subjects) {
  return {
    _type: STATEMENT_TYPE,
    subject: subjectsOf(subjects, predicate.record),
    predicateType: PREDICATE_TYPE,
    predicate
  };
}
function statementFromPayload(payloadType, payload) {
  if (payloadType !== IN_TOTO_PAYLOAD_TYPE) return { problem: `the envelope's payloadType is ${JSON.stringify(payloadType)}, not ${IN_TOTO_PAYLOAD_TYPE}` };
  let s;
  try {
    s = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(payload));
  } catch {
    return { problem: "the envelope payload is not JSON" };
  }
  if (s === null || typeof s !== "object" || s._type !== STATEMENT_TYPE || typeof s.predicateType !== "string" || !Array.isArray(s.subject))
    return { problem: `the payload is not an in-toto Statement v1 (_type ${STATEMENT_TYPE}, subject, predicateType)` };
  return { statement: s };
}

// src/attest/vsa.ts
var VSA_PREDICATE_TYPE = "https://slsa.dev/verification_summary/v1";
var VSA_VERIFIER_ID = "https://github.com/agent-release-gate/agent-release-gate";
var BUILT_IN_PROFILE_BASE = "https://github.com/agent-release-gate/agent-release-gate/blob";
function verificationResult(record, level) {
  return releaseVerdict(record, level).permitted ? "PASSED" : "FAILED";
}
function resourceUriOf(s) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(s.name) && !/^[a-z]:[\\/]/i.test(s.name)) return s.name;
  return `pkg:generic/${encodeURIComponent(s.name)}?checksum=sha256:${s.digest.sha256}`;
}
function policyUri(ref, o) {
  if (o.builtIn) return `${BUILT_IN_PROFILE_BASE}/${/^\d+\.\d+\.\d+/.test(o.version) ? `v${o.version}` : "main"}/profiles/${ref}.yaml`;
  return o.repository && o.commit ? `${o.repository}/blob/${o.commit}/${uriPath(ref)}` : fileUri(ref);
}
var uriPath = (path) => path.split("/").map(encodeURIComponent).join("/");
var fileUri = (path) => `file:${uriPath(path)}`;
var hex = (digest) => digest.replace(/^sha256:/, "");
function buildVsa(i) {
  const [first] = i.subjects;
  if (!first) throw new Error("buildVsa: a summary names at least one subject");
  const result = verificationResult(i.predicate.record, i.level);
  return {
    verifier: { id: VSA_VERIFIER_ID, version: { "agent-release-gate": i.version } },
    timeVerified: i.timeVerified,
    resourceUri: resourceUriOf(first),
    policy: { uri: i.policyUri, digest: { sha256: hex(i.predicate.profile.digest) } },
    inputAttestations: [{ name: i.recordPath, uri: fileUri(i.recordPath), digest: { sha256: hex(i.predicate.record_digest) } }],
    verificationResult: result,
    verifiedLevels: result === "PASSED" && i.level ? [`SUPERGAUGE_${i.level}`] : ["FAILED"],
    slsaVersion: "1.0"
  };
}
function vsaStatement(vsa, subjects) {
  return { _type: STATEMENT_TYPE, subject: [...subjects], predicateType: VSA_PREDICATE_TYPE, predicate: vsa };
}
function vsaIssues(v) {
  const out = [];
  const o = isObject(v) ? v : {};
  if (!isObject(v)) return ["the predicate is not an object"];
  if (!isObject(o["verifier"]) || !isUri(o["verifier"]["id"])) out.push("verifier.id is not a URI");
  if (typeof o["timeVerified"] !== "string" || Number.isNaN(Date.parse(o["timeVerified"]))) out.push("timeVerified is not a timestamp");
  if (!isUri(o["resourceUri"])) out.push("resourceUri is not a URI");
  if (!isObject(o["policy"]) || !isUri(o["policy"]["uri"])) out.push("policy.uri is not a URI");
  const inputs = o["inputAttestations"];
  if (inputs !== void 0 && (!Array.isArray(inputs) || !inputs.every((d) => isObject(d) && isObject(d["digest"]))))
    out.push("inputAttestations is not a list of resource descriptors, each with a digest");
  if (o["verificationResult"] !== "PASSED" && o["verificationResult"] !== "FAILED") out.push("verificationResult is neither PASSED nor FAILED");
  const levels = o["verifiedLevels"];
  if (!Array.isArray(levels) || !levels.every((l) => typeof l === "string")) out.push("verifiedLevels is not a list of strings");
  else if (o["verificationResult"] === "FAILED" && levels.some((l) => l !== "FAILED")) out.push("verifiedLevels names a level of a FAILED verification");
  return out;
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function isUri(v) {
  return typeof v === "string" && /^[a-z][a-z0-9+.-]*:\S+$/i.test(v);
}

export {
  PREDICATE_TYPE,
  resolvedProfile,
  appliedGates,
  buildPredicate,
  predicateIssues,
  predicateShapeIssue,
  readPredicateValue,
  IN_TOTO_PAYLOAD_TYPE,
  preAuthEncoding,
  parseSubjectDigest,
  subjectsOf,
  buildStatement,
  statementFromPayload,
  VSA_PREDICATE_TYPE,
  policyUri,
  buildVsa,
  vsaStatement,
  vsaIssues
};
