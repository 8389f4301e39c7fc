import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  canonicalText,
  signingPayload,
  verifyDetached
} from "./chunk-LI63LOD4.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";

// src/sign/sign.ts
async function signRecord(record, key) {
  return { ...record, decision: { ...record.decision, signature: await signDetached(signingPayload(record), key) } };
}
async function signDetached(payload, key, typ) {
  const { FlattenedSign } = await import("./webapi-JMGKNBQF.js");
  const jws = await new FlattenedSign(payload).setProtectedHeader({ alg: key.jwsAlg, kid: key.kid, ...typ === void 0 ? {} : { typ } }).sign(key.privateKey);
  return `${key.alg}:${jws.protected ?? ""}..${jws.signature}`;
}

// src/sign/bar-statement.ts
var BAR_STATEMENT_TYP = "aqr-bar+json";
var SIGNED = { field: "signature", what: "the bar and its record_digest", typ: BAR_STATEMENT_TYP };
function recordDigest(record) {
  return `sha256:${sha256Hex(signingPayload(record))}`;
}
function statementPayload(s) {
  return new TextEncoder().encode(canonicalText({ record_digest: s.record_digest, bar: s.bar }));
}
async function barStatement(record, bar, key) {
  const s = { record_digest: recordDigest(record), bar };
  if (key) s.signature = await signDetached(statementPayload(s), key, BAR_STATEMENT_TYP);
  return s;
}
function barStatementText(s) {
  return `${JSON.stringify(s, null, 2)}
`;
}
async function verifyBarStatement(s, record, keys, recordKid) {
  if (s.signature === void 0)
    return { ok: false, code: "BAR_UNSIGNED", message: "the bar carries no signature (the run had no key): nothing binds it to the record" };
  const digest = recordDigest(record);
  if (s.record_digest !== digest)
    return { ok: false, code: "BAR_OTHER_RECORD", message: `the bar is bound to record ${s.record_digest}, not to this one (${digest})` };
  const v = await verifyDetached(s.signature, () => statementPayload(s), keys, SIGNED);
  if (!v.ok) return { ok: false, code: "BAR_SIGNATURE_INVALID", message: `${v.message} (${v.code})` };
  if (recordKid !== void 0 && v.kid !== recordKid)
    return { ok: false, code: "BAR_SIGNATURE_INVALID", message: `the bar is signed with key ${v.kid}, the record with ${recordKid}` };
  return { ok: true, kid: v.kid };
}

export {
  signRecord,
  recordDigest,
  barStatement,
  barStatementText,
  verifyBarStatement
};
