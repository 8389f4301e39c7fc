import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  ownSignatureHolds
} from "./chunk-7FH3XXR7.js";
import {
  checkRecord
} from "./chunk-K5K7RWKF.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  buildStatement,
  buildVsa,
  parseSubjectDigest,
  policyUri,
  preAuthEncoding,
  predicateIssues,
  predicateShapeIssue,
  subjectsOf,
  vsaStatement
} from "./chunk-VJ3KPJV5.js";
import {
  BUILT_IN,
  recordDigest
} from "./chunk-HQ6HBTRQ.js";
import {
  writeFileAtomic
} from "./chunk-LP2FYDS3.js";
import {
  forEachLine
} from "./chunk-K6OQSGEN.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  readJsonFile
} from "./chunk-N3NFBNC2.js";
import {
  fileSha256Hex
} from "./chunk-I4NETQDU.js";
import {
  expandFiles,
  posixRelative
} from "./chunk-ASVLCMNX.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import {
  VERSION
} from "./chunk-IYLHJKSN.js";
import {
  readPrivateKey
} from "./chunk-UKLP2F2A.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  sha256Hex,
  sign
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import {
  keyVerifier
} from "./chunk-SHO3CQ7S.js";

// src/attest/dsse.ts
function signEnvelope(payload, payloadType, key) {
  if (key.privateKey instanceof Uint8Array) throw new TypeError("a DSSE signature needs an asymmetric private key");
  const sig = sign(key.alg, key.privateKey, preAuthEncoding(payloadType, payload));
  return { payload: Buffer.from(payload).toString("base64"), payloadType, signatures: [{ sig: Buffer.from(sig).toString("base64"), keyid: key.kid }] };
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

// src/pipeline/attest.ts
import { existsSync } from "node:fs";
import { basename, isAbsolute } from "node:path";
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
  await writeSigned(file, statement, key);
  return statement;
}
async function writeSigned(file, statement, key) {
  await writeFileAtomic(file, `${JSON.stringify(signStatement(statement, key), null, 2)}
`);
}
function summaryOf(predicate, level, subjects, recordPath, verifiedAt = /* @__PURE__ */ new Date()) {
  const ref = predicate.profile.ref;
  const env = process.env;
  const repository = env["GITHUB_SERVER_URL"] && env["GITHUB_REPOSITORY"] ? `${env["GITHUB_SERVER_URL"]}/${env["GITHUB_REPOSITORY"]}` : void 0;
  const builtIn = BUILT_IN.test(ref) && !existsSync(ref);
  return buildVsa({
    predicate,
    level,
    subjects: subjectsOf(subjects, predicate.record),
    recordPath: namedRecord(recordPath),
    policyUri: policyUri(ref, { builtIn, version: VERSION, repository, commit: env["GITHUB_SHA"] }),
    version: VERSION,
    timeVerified: `${verifiedAt.toISOString().slice(0, 19)}Z`
  });
}
function namedRecord(file) {
  const rel = posixRelative(file);
  return rel.startsWith("../") || isAbsolute(rel) ? basename(file) : rel;
}
async function runAttest(o) {
  const key = await readPrivateKey(o.key);
  const predicateFile = o.predicate ?? besideRecord(o.record, ".predicate.json");
  const parsed = await readRecordFile(o.record);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) throw new AqrError("ERR_NOT_A_RECORD", `is not schema-valid, so it is not attested: ${issue.message}`, { file: o.record });
  const record = parsed.value;
  await ownSignatureHolds(record, [key], o.record, "attested");
  const predicate = await readPredicate(predicateFile);
  if (predicate.record.record_id !== record.record_id)
    throw new AqrError("ERR_INPUT_MISMATCH", `is the predicate of record ${predicate.record.record_id}, not of ${record.record_id} (${o.record})`, {
      file: predicateFile
    });
  const [held, given] = [recordDigest(predicate.record), recordDigest(record)];
  if (held !== given)
    throw new AqrError(
      "ERR_PREDICATE_MISMATCH",
      `is not the record the predicate beside it holds (${predicateFile}): its digest is ${given}, the predicate's record ${held} (signatures aside), so it was changed after aqr evaluate wrote them; it is not attested`,
      { file: o.record }
    );
  const text = await readTextFile(o.record, "record");
  const updated = { ...predicate, record, record_digest: `sha256:${sha256Hex(text)}` };
  const problems = predicateIssues(updated);
  if (problems.length > 0) throw new AqrError("ERR_INPUT_INVALID", `does not hold together: ${problems[0] ?? ""}`, { file: predicateFile });
  const subjects = await readSubjects(o.subjects, o.subjectDigests);
  const out = o.out ?? besideRecord(o.record, o.vsa ? ".vsa.sigstore.json" : ".sigstore.json");
  if (!o.vsa) return { out, statement: await writeBundle(out, updated, subjects, key), recordId: record.record_id, kid: key.kid };
  const { level } = await checkRecord(record, { verifier: keyVerifier([key]) });
  const statement = vsaStatement(summaryOf(updated, level, subjects, o.record), subjectsOf(subjects, record));
  await writeSigned(out, statement, key);
  return { out, statement, recordId: record.record_id, kid: key.kid };
}
async function readPredicate(file) {
  const v = await readJsonFile(file, "predicate", () => "is not JSON (an aqr predicate, as aqr evaluate --predicate writes it)");
  const missing = predicateShapeIssue(v);
  if (missing) throw new AqrError("ERR_INPUT_INVALID", `is not an aqr predicate: ${missing}`, { file });
  return v;
}

export {
  readSubjects,
  evidenceFiles,
  predicateText,
  writeBundle,
  summaryOf,
  runAttest
};
