import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/regular-file.ts
import { statSync } from "node:fs";
async function assertRegularFile(file, what = "file") {
  let st;
  try {
    st = statSync(file);
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", readFailure(e), { file }, { cause: e });
  }
  if (st.isDirectory()) throw new AqrError("ERR_INPUT_READ", `is a directory, expected a ${what}`, { file });
  if (!st.isFile()) throw new AqrError("ERR_INPUT_READ", `is ${kindOf(st)}, not a regular file (expected a ${what})`, { file });
  return st;
}
function kindOf(st) {
  if (st.isFIFO()) return "a named pipe (FIFO)";
  if (st.isSocket()) return "a socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  if (st.isSymbolicLink()) return "a symbolic link";
  if (st.isDirectory()) return "a directory";
  return "not a regular file";
}
function readFailure(e) {
  const code = e.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOTDIR") return "no such file (a part of the path is not a folder)";
  return `cannot be read (${code ?? e.message})`;
}

// src/crypto/node.ts
import { createHash, createPrivateKey, createPublicKey, KeyObject, sign, verify } from "node:crypto";
function sha256Hex(data) {
  const h = createHash("sha256");
  if (typeof data === "string" || data instanceof Uint8Array) h.update(data);
  else for (const part of data) h.update(part);
  return h.digest("hex");
}
async function readKey(key, want) {
  const input = "pem" in key ? key.pem : { key: key.jwk, format: "jwk" };
  const ko = want === "private" ? createPrivateKey(input) : createPublicKey(input);
  const pub = ko.type === "public" ? ko : createPublicKey(ko);
  const details = pub.asymmetricKeyDetails ?? {};
  return {
    kind: pub.asymmetricKeyType ?? "unknown",
    ...details.namedCurve === void 0 ? {} : { curve: details.namedCurve },
    ...details.modulusLength === void 0 ? {} : { bits: details.modulusLength },
    publicJwk: () => pub.export({ format: "jwk" }),
    privateJwk: () => ko.export({ format: "jwk" })
  };
}
var runtime = {
  sha256Hex,
  sha256Base64: (text) => createHash("sha256").update(text, "utf8").digest("base64"),
  readKey,
  sign: (alg, privateKey, data) => new Uint8Array(sign(alg === "es256" ? "sha256" : null, data, KeyObject.from(privateKey))),
  verify: async (alg, publicKey, signature, data) => {
    try {
      return verify(alg === "es256" ? "sha256" : null, data, KeyObject.from(publicKey), signature);
    } catch {
      return false;
    }
  }
};

// src/crypto/index.ts
var { sha256Hex: sha256Hex2, sha256Base64, readKey: readKey2, sign: sign2, verify: verify2 } = runtime;

export {
  assertRegularFile,
  readFailure,
  sha256Hex2 as sha256Hex,
  sha256Base64,
  readKey2 as readKey,
  sign2 as sign
};
