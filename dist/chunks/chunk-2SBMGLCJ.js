import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  gatesAtTier
} from "./chunk-LAFYHAOY.js";
import {
  writeFileAtomic
} from "./chunk-ONOBQVIQ.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  readRecordFile
} from "./chunk-QA3HROQV.js";
import {
  readPrivateKey
} from "./chunk-KQHA5KBJ.js";
import {
  canonicalText
} from "./chunk-XIUS5RHN.js";
import {
  schemaIssues
} from "./chunk-DQRIIOGQ.js";
import {
  fileSha256Hex
} from "./chunk-MGWEQS64.js";
import {
  forEachLine
} from "./chunk-LUQDN2IR.js";
import {
  expandFiles
} from "./chunk-MVSBSJVG.js";
import {
  readTextFile
} from "./chunk-RNNNK2KU.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

// src/attest/predicate.ts
import { createHash } from "node:crypto";
var PREDICATE_TYPE = "https://github.com/agent-release-gate/agent-release-gate/blob/main/docs/attestation.md#agent-quality-record-v0.1";
function sha256Hex(data) {
  return createHash("sha256").update(data).digest("hex");
}
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
    for (const k of ["confidence", "min_n", "method", "resamples", "regression", "mode"]) if (g[k] !== void 0) a[k] = g[k];
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
  if (p.record.task_set.manifest_digest !== p.evidence.task_manifest.digest) out.push("evidence.task_manifest.digest is not the record's task_set.manifest_digest");
  const level = (x) => x === void 0 || typeof x === "number" && x > 0.5 && x < 1;
  for (const g of p.thresholds.gates) {
    const r = g.resamples;
    if (!level(g.confidence) || !level(g.regression?.confidence) || r !== void 0 && !(Number.isInteger(r) && r >= 100 && r <= 1e5))
      out.push(`thresholds: gate ${String(g.id)} has a confidence, regression confidence or resamples outside what a profile allows`);
  }
  for (const g of p.record.gates) {
    if (g.floor === void 0) continue;
    const t = p.thresholds.gates.find((a) => a.mode !== "shadow" && a.id === g.id && (a.split === void 0 || g.split === void 0 || a.split === g.split));
    if (t && t.floor !== g.floor) out.push(`gate ${g.id}: the record's floor ${g.floor} is not the profile's ${String(t.floor)}`);
  }
  return out;
}

// src/attest/dsse.ts
import { KeyObject, sign } from "node:crypto";
var IN_TOTO_PAYLOAD_TYPE = "application/vnd.in-toto+json";
function preAuthEncoding(payloadType, payload) {
  const type = Buffer.from(payloadType, "utf8");
  return Buffer.concat([Buffer.from(`DSSEv1 ${type.length} `), type, Buffer.from(` ${payload.length} `), payload]);
}
function signEnvelope(payload, payloadType, key) {
  if (key.privateKey instanceof Uint8Array) throw new TypeError("a DSSE signature needs an asymmetric private key");
  const ko = KeyObject.from(key.privateKey);
  const sig = sign(key.alg === "es256" ? "sha256" : null, preAuthEncoding(payloadType, payload), ko);
  return { payload: Buffer.from(payload).toString("base64"), payloadType, signatures: [{ sig: sig.toString("base64"), keyid: key.kid }] };
}

// src/attest/bundle.ts
var BUNDLE_MEDIA_TYPE = "application/vnd.dev.sigstore.bundle.v0.3+json";
function statementBytes(statement) {
  return new TextEncoder().encode(JSON.stringify(statement));
}
function signStatement(statement, key) {
  return {
    mediaType: BUNDLE_MEDIA_TYPE,
    verificationMaterial: { publicKey: { hint: key.kid }, tlogEntries: [] },
    dsseEnvelope: signEnvelope(statementBytes(statement), IN_TOTO_PAYLOAD_TYPE, key)
  };
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

// src/pipeline/attest.ts
async function readSubjects(paths, digests) {
  const out = [];
  if (paths.length > 0) for (const f of await expandFiles(paths, "subject")) out.push({ name: f, digest: { sha256: await fileSha256Hex(f) } });
  for (const d of digests) {
    const s = parseSubjectDigest(d);
    if (!s) throw new AqrError("ERR_USAGE", `--subject-digest takes NAME=sha256:HEX (64 lowercase hex digits), got ${JSON.stringify(d.slice(0, 120))}`);
    out.push(s);
  }
  return out;
}
async function evidenceFiles(files) {
  const out = [];
  for (const path of files) out.push({ path, sha256: await fileSha256Hex(path), lines: await forEachLine(path, () => void 0) });
  return out;
}
function predicateText(p) {
  return `${JSON.stringify(p, null, 2)}
`;
}
async function writeBundle(file, predicate, subjects, key) {
  const statement = buildStatement(predicate, subjects);
  await writeFileAtomic(file, `${JSON.stringify(signStatement(statement, key), null, 2)}
`);
  return statement;
}
async function runAttest(o) {
  const key = await readPrivateKey(o.key);
  const predicateFile = o.predicate ?? besideRecord(o.record, ".predicate.json");
  const parsed = await readRecordFile(o.record);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) throw new AqrError("ERR_NOT_A_RECORD", `is not schema-valid, so it is not attested: ${issue.message}`, { file: o.record });
  const record = parsed.value;
  const predicate = await readPredicate(predicateFile);
  if (predicate.record.record_id !== record.record_id)
    throw new AqrError("ERR_INPUT_MISMATCH", `is the predicate of record ${predicate.record.record_id}, not of ${record.record_id} (${o.record})`, { file: predicateFile });
  const text = await readTextFile(o.record, "record");
  const updated = { ...predicate, record, record_digest: `sha256:${sha256Hex(text)}` };
  const problems = predicateIssues(updated);
  if (problems.length > 0) throw new AqrError("ERR_INPUT_INVALID", `does not hold together: ${problems[0] ?? ""}`, { file: predicateFile });
  const subjects = await readSubjects(o.subjects, o.subjectDigests);
  const out = o.out ?? besideRecord(o.record, ".sigstore.json");
  const statement = await writeBundle(out, updated, subjects, key);
  return { out, statement, kid: key.kid };
}
async function readPredicate(file) {
  const text = await readTextFile(file, "predicate");
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw new AqrError("ERR_INPUT_PARSE", "is not JSON (an aqr predicate, as aqr evaluate --predicate writes it)", { file });
  }
  const missing = predicateShapeIssue(v);
  if (missing) throw new AqrError("ERR_INPUT_INVALID", `is not an aqr predicate: ${missing}`, { file });
  return v;
}
function predicateShapeIssue(v) {
  const o = v;
  if (o === null || typeof o !== "object" || Array.isArray(o)) return "the top level is not an object";
  if (typeof o["record"] !== "object" || o["record"] === null || schemaIssues(o["record"]).length > 0) return "record is not a schema-valid Agent Quality Record";
  if (typeof o["record_digest"] !== "string") return "record_digest is missing";
  if (typeof o["profile"]?.["resolved"] !== "object" || typeof o["profile"]["digest"] !== "string") return "profile.resolved or profile.digest is missing";
  const resolved = o["profile"]["resolved"];
  const objects = (a) => Array.isArray(a) && a.every((x) => typeof x === "object" && x !== null && !Array.isArray(x));
  const tierGates = resolved["tier_gates"];
  if (!objects(resolved["gates"]) || typeof tierGates !== "object" || tierGates === null || !Object.values(tierGates).every(objects)) return "profile.resolved.gates or profile.resolved.tier_gates is not a list of gates";
  if (!objects(o["thresholds"]?.["gates"]) || typeof o["thresholds"]?.["tier"] !== "string") return "thresholds.gates or thresholds.tier is missing";
  if (!Array.isArray(o["evidence"]?.["files"]) || typeof o["evidence"]["task_manifest"] !== "object") return "evidence.files or evidence.task_manifest is missing";
  if (typeof o["tool"]?.["name"] !== "string") return "tool is missing";
  return void 0;
}

export {
  PREDICATE_TYPE,
  sha256Hex,
  buildPredicate,
  predicateIssues,
  IN_TOTO_PAYLOAD_TYPE,
  STATEMENT_TYPE,
  readSubjects,
  evidenceFiles,
  predicateText,
  writeBundle,
  runAttest,
  predicateShapeIssue
};
