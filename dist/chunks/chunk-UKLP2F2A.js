import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  concatBytes
} from "./chunk-5CCUPJUU.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  readKey
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/sign/key.ts
async function parsePublicKeys(text, source) {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    const json = parseJson(trimmed, source);
    const list = Array.isArray(json.keys) ? json.keys : [json];
    if (list.length === 0) throw new AqrError("ERR_KEY_INVALID", "key set holds no keys", { file: source });
    return Promise.all(list.map(async (k) => entryFrom(accepted(await jwkKey(k, source, "public"), source), k.kid, source)));
  }
  return [await entryFrom(accepted(await pemKey(trimmed, source, "public"), source), void 0, source)];
}
async function parsePrivateKey(text, source) {
  const trimmed = text.trim();
  let key;
  let kid;
  if (trimmed.startsWith("{")) {
    const json = parseJson(trimmed, source);
    if (json.kty === "oct")
      throw new AqrError("ERR_KEY_UNSUPPORTED", "symmetric key (kty oct): a verifier must not need a secret; use Ed25519 or ES256", { file: source });
    if (json.d === void 0) throw new AqrError("ERR_KEY_INVALID", "JWK has no private part (d): signing needs the private key", { file: source });
    key = await jwkKey(json, source, "private");
    kid = json.kid;
  } else {
    key = await pemKey(trimmed, source, "private");
  }
  const entry = await entryFrom(accepted(key, source), kid, source);
  const jwk = { ...key.privateJwk(), kid: entry.kid };
  const { importJWK } = await import("./webapi-JMGKNBQF.js");
  return { ...entry, privateKey: await importJWK(jwk, entry.jwsAlg) };
}
function parseJson(text, source) {
  try {
    return JSON.parse(text);
  } catch {
    throw new AqrError("ERR_KEY_INVALID", "key is neither valid JSON (JWK) nor PEM", { file: source });
  }
}
async function jwkKey(jwk, source, want) {
  if (jwk === null || typeof jwk !== "object") throw new AqrError("ERR_KEY_INVALID", "a JWK must be a JSON object", { file: source });
  const kty = jwk.kty;
  if (kty === "oct")
    throw new AqrError("ERR_KEY_UNSUPPORTED", "symmetric key (kty oct): a verifier must not need a secret; use Ed25519 or ES256", { file: source });
  try {
    return await readKey({ jwk }, want);
  } catch (e) {
    throw new AqrError("ERR_KEY_INVALID", `not a usable JWK: ${e.message}`, { file: source });
  }
}
async function pemKey(pem, source, want) {
  if (!pem.startsWith("-----BEGIN ")) throw new AqrError("ERR_KEY_INVALID", "key is neither a JWK (JSON) nor PEM", { file: source });
  try {
    return await readKey({ pem }, want);
  } catch (e) {
    const hint = want === "private" && /PUBLIC KEY/.test(pem) ? "this is a public key; signing needs the private key" : e.message;
    throw new AqrError("ERR_KEY_INVALID", `not a usable PEM key: ${hint}`, { file: source });
  }
}
function accepted(key, source) {
  const type = key.kind;
  if (type === "rsa" || type === "rsa-pss") {
    const bits = key.bits ?? 0;
    if (bits < 2048) throw new AqrError("ERR_KEY_UNSUPPORTED", `RSA key of ${bits} bits is weak; use Ed25519 or ES256`, { file: source });
    throw new AqrError("ERR_KEY_UNSUPPORTED", "RSA keys are not used by this signature format; use Ed25519 or ES256", { file: source });
  }
  if (type === "ec" && key.curve !== "prime256v1")
    throw new AqrError("ERR_KEY_UNSUPPORTED", `EC curve ${key.curve ?? "?"} is not supported; use P-256 (ES256) or Ed25519`, { file: source });
  if (type !== "ed25519" && type !== "ec") throw new AqrError("ERR_KEY_UNSUPPORTED", `${type} keys are not supported; use Ed25519 or ES256`, { file: source });
  return key;
}
async function entryFrom(key, kid, source) {
  const jwk = key.publicJwk();
  const alg = jwk.kty === "OKP" ? "ed25519" : "es256";
  const jwsAlg = alg === "ed25519" ? "EdDSA" : "ES256";
  const { calculateJwkThumbprint, importJWK } = await import("./webapi-JMGKNBQF.js");
  const id = kid ?? await calculateJwkThumbprint(jwk, "sha256");
  try {
    return { kid: id, alg, jwsAlg, key: await importJWK(jwk, jwsAlg), publicJwk: { ...jwk, kid: id } };
  } catch (e) {
    throw new AqrError("ERR_KEY_INVALID", `key cannot be used for ${jwsAlg}: ${e.message}`, { file: source });
  }
}

// src/io/read-capped.ts
async function readCapped(body, max) {
  if (body === null || body === void 0) return new Uint8Array(0);
  if (body instanceof ArrayBuffer) return body.byteLength > max ? void 0 : new Uint8Array(body);
  const chunks = [];
  let total = 0;
  const reader = body.getReader();
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => void 0);
      return void 0;
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

// src/io/retry-fetch.ts
var transient = (status) => status === 429 || status >= 500 && status <= 599;
async function fetchWithRetry(url, init, o = {}) {
  const retries = o.retries ?? 3;
  const base = o.baseMs ?? 500;
  const max = o.maxWaitMs ?? 1e4;
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(url, init());
    } catch (e) {
      if (attempt >= retries) throw e;
      await sleep(Math.min(max, base * 2 ** attempt));
      continue;
    }
    if (!transient(res.status) || attempt >= retries) return res;
    const after = Number(res.headers.get("retry-after"));
    await res.body?.cancel().catch(() => {
    });
    await sleep(Math.min(max, Number.isFinite(after) && after > 0 ? after * 1e3 : base * 2 ** attempt));
  }
}
var sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// src/io/key-file.ts
var MAX_KEY_BYTES = 1024 * 1024;
async function readPublicKeys(fileOrUrl, label = "public key", read = readTextFile) {
  if (/^\s*(\{|-----BEGIN)/.test(fileOrUrl)) return parsePublicKeys(fileOrUrl, label);
  if (/^https?:\/\//i.test(fileOrUrl)) return parsePublicKeys(await fetchText(fileOrUrl), fileOrUrl);
  return parsePublicKeys(await read(fileOrUrl, "key", MAX_KEY_BYTES), fileOrUrl);
}
async function readPrivateKey(source) {
  if (source.text !== void 0) return parsePrivateKey(source.text, source.label ?? "signing key");
  if (source.env !== void 0) {
    const text = process.env[source.env];
    if (text === void 0 || text.trim() === "")
      throw new AqrError("ERR_KEY_INVALID", `environment variable ${source.env} is empty or unset`, { file: `$${source.env}` });
    return parsePrivateKey(text, `$${source.env}`);
  }
  if (source.file === void 0) throw new AqrError("ERR_USAGE", "no signing key: give --signing-key (the key text, env:NAME or file:PATH)");
  return parsePrivateKey(await readTextFile(source.file, "key", MAX_KEY_BYTES), source.file);
}
async function fetchText(url) {
  let res;
  try {
    res = await fetchWithRetry(url, () => ({
      signal: AbortSignal.timeout(1e4),
      headers: { accept: "application/jwk-set+json, application/json" },
      redirect: "follow"
    }));
  } catch (e) {
    throw new AqrError(
      "ERR_INPUT_READ",
      `cannot be fetched (${e.name === "TimeoutError" ? "no answer in 10 s" : e.cause?.code ?? e.message})`,
      { file: url }
    );
  }
  if (!res.ok) throw new AqrError("ERR_INPUT_READ", `answered HTTP ${res.status}, expected a JWK Set`, { file: url });
  const length = Number(res.headers.get("content-length") ?? 0);
  if (length > MAX_KEY_BYTES) throw new AqrError("ERR_INPUT_TOO_LARGE", `is ${length} bytes; a key set is at most 1 MiB`, { file: url });
  const bytes = await readCapped(res.body, MAX_KEY_BYTES);
  if (!bytes) throw new AqrError("ERR_INPUT_TOO_LARGE", "is over 1 MiB; a key set is at most that", { file: url });
  return new TextDecoder().decode(bytes);
}

export {
  readCapped,
  readPublicKeys,
  readPrivateKey
};
