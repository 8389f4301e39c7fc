import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

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
  sha256Hex2 as sha256Hex,
  sha256Base64,
  readKey2 as readKey,
  sign2 as sign
};
