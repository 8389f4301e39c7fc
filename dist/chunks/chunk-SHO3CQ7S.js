import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  require_canonicalize
} from "./chunk-NYJ5TMSC.js";
import {
  quote
} from "./chunk-YJYA2IHS.js";
import {
  __toESM
} from "./chunk-FXVQAL6E.js";

// src/sign/payload.ts
var import_canonicalize = __toESM(require_canonicalize(), 1);
var canonicalize = import_canonicalize.default;
function signingPayload(record) {
  const { signature: _signature, ...decision } = record.decision;
  const text = canonicalize({ ...record, decision });
  if (text === void 0) throw new TypeError("record cannot be canonicalized");
  return new TextEncoder().encode(text);
}
function canonicalText(value) {
  const text = canonicalize(value);
  if (text === void 0) throw new TypeError("value cannot be canonicalized");
  return text;
}

// src/sign/verify.ts
var FORMAT = /^(ed25519|es256):([A-Za-z0-9_-]+)\.\.([A-Za-z0-9_-]+)$/;
var JWS_ALGS = { ed25519: ["EdDSA", "Ed25519"], es256: ["ES256"] };
var RECORD = { field: "decision.signature", what: "the record" };
function keyVerifier(keys) {
  return { verify: (record) => verifyRecord(record, keys) };
}
async function verifyRecord(record, keys) {
  const sig = record.decision?.signature;
  return verifyDetached(sig, () => signingPayload(record), keys, RECORD);
}
async function verifyDetached(sig, payload, keys, s) {
  const m = typeof sig === "string" ? FORMAT.exec(sig) : null;
  if (!m) return fail("SIGNATURE_FORMAT", `${s.field} is not <alg>:<header>..<signature> (ed25519 or es256, a compact JWS with detached payload)`);
  const [, prefix, protectedB64, signatureB64] = m;
  const { base64url, flattenedVerify } = await import("./webapi-JMGKNBQF.js");
  let decoded;
  try {
    decoded = JSON.parse(new TextDecoder().decode(base64url.decode(protectedB64)));
  } catch {
    return fail("SIGNATURE_FORMAT", `${s.field} has a protected header that is not base64url JSON`);
  }
  if (decoded === null || typeof decoded !== "object" || Array.isArray(decoded))
    return fail("SIGNATURE_FORMAT", `${s.field} has a protected header that is not a JSON object`);
  const header = decoded;
  const allowed = JWS_ALGS[prefix] ?? [];
  if (typeof header.alg !== "string" || !allowed.includes(header.alg))
    return fail(
      "SIGNATURE_ALG",
      `${s.field} says ${prefix} but its header alg is ${typeof header.alg === "string" ? quote(header.alg) : String(JSON.stringify(header.alg)).slice(0, 100)}`
    );
  if (typeof header.kid !== "string" || header.kid === "") return fail("SIGNATURE_FORMAT", `${s.field} header has no kid`);
  if (s.typ !== void 0 && header.typ !== s.typ) return fail("SIGNATURE_FORMAT", `${s.field} header typ is not ${s.typ}`);
  const key = keys.find((k) => k.kid === header.kid);
  if (!key) {
    const have = keys.map((k) => k.kid).join(", ");
    return fail("SIGNATURE_KID_MISMATCH", `signed with key kid ${quote(header.kid)}, but the given key${keys.length === 1 ? " is" : "s are"} ${have}`);
  }
  if (key.alg !== prefix) return fail("SIGNATURE_ALG", `signature is ${prefix} but key ${key.kid} is an ${key.alg} key`);
  try {
    await flattenedVerify({ protected: protectedB64, payload: base64url.encode(payload()), signature: signatureB64 }, key.key, { algorithms: [header.alg] });
  } catch {
    const damaged = await notASignatureText(prefix, signatureB64);
    return fail(
      "SIGNATURE_INVALID",
      damaged ? `signature does not verify under key ${key.kid}: the signature is damaged (${damaged})` : `signature does not verify over ${s.what} under key ${key.kid} (${s.what} changed after signing, or the signature was damaged)`
    );
  }
  return { ok: true, kid: key.kid, alg: header.alg };
}
function fail(code, message) {
  return { ok: false, code, message };
}
async function notASignatureText(prefix, b64) {
  let bytes;
  try {
    bytes = (await import("./webapi-JMGKNBQF.js")).base64url.decode(b64);
  } catch {
    return "not base64url";
  }
  return notASignature(prefix, bytes);
}
var ED25519_L = 2n ** 252n + 27742317777372353535851937790883648493n;
var P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
var bigEndian = (b) => b.reduce((n, x) => n << 8n | BigInt(x), 0n);
async function notASignature(prefix, sig) {
  if (sig.length !== 64) return `${sig.length} bytes, not 64`;
  if (prefix === "es256") {
    const r = bigEndian(sig.subarray(0, 32));
    const t = bigEndian(sig.subarray(32));
    return r === 0n || t === 0n || r >= P256_N || t >= P256_N ? "r or s is outside 1..n-1" : void 0;
  }
  if (bigEndian(sig.subarray(32).slice().reverse()) >= ED25519_L) return "S is not below the group order";
  const { ed25519 } = await import("./ed25519-5DL4GFOT.js");
  try {
    ed25519.Point.fromBytes(sig.subarray(0, 32));
  } catch {
    return "R is not a point of the curve";
  }
  return void 0;
}

export {
  signingPayload,
  canonicalText,
  keyVerifier,
  verifyRecord,
  verifyDetached,
  notASignature
};
