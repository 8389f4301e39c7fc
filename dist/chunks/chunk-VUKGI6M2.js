import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  barGateCheck
} from "./chunk-QCNZDGNM.js";
import {
  sidecarProblem
} from "./chunk-HKSYMQUE.js";
import {
  gatesAtTier
} from "./chunk-EIAKEXQU.js";
import {
  schemaIssues
} from "./chunk-HVMA5C5C.js";
import {
  canonicalText
} from "./chunk-XIUS5RHN.js";
import {
  concatBytes
} from "./chunk-5CCUPJUU.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";

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
function buildStatement(predicate, subjects) {
  return {
    _type: STATEMENT_TYPE,
    subject: subjects.length > 0 ? [...subjects] : [defaultSubject(predicate.record)],
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

export {
  PREDICATE_TYPE,
  buildPredicate,
  predicateIssues,
  predicateShapeIssue,
  readPredicateValue,
  IN_TOTO_PAYLOAD_TYPE,
  preAuthEncoding,
  parseSubjectDigest,
  buildStatement,
  statementFromPayload
};
