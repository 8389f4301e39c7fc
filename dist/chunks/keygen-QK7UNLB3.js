import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-LP2FYDS3.js";
import {
  parseCommand,
  synopsis
} from "./chunk-U7KDE5S2.js";
import "./chunk-3YZ3XDBF.js";
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair
} from "./chunk-X3N7JVSK.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";

// src/cli/keygen.ts
import { existsSync } from "node:fs";

// src/sign/keygen.ts
async function generateSigningKey(alg = "Ed25519") {
  const { publicKey, privateKey } = await generateKeyPair(alg === "Ed25519" ? "EdDSA" : "ES256", {
    crv: alg === "Ed25519" ? "Ed25519" : "P-256",
    extractable: true
  });
  const pub = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(pub, "sha256");
  const jwsAlg = alg === "Ed25519" ? "EdDSA" : "ES256";
  return { privateJwk: { ...await exportJWK(privateKey), kid, alg: jwsAlg, use: "sig" }, publicJwk: { ...pub, kid, alg: jwsAlg, use: "sig" }, kid };
}

// src/cli/keygen.ts
var KEYGEN_USAGE = `usage: ${synopsis("keygen")}`;
async function keygenCommand(argv, io) {
  const parsed = parseCommand("keygen", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length > 0 || values.out === void 0) throw new AqrError("ERR_USAGE", KEYGEN_USAGE);
  const alg = values.alg ?? "Ed25519";
  if (alg !== "Ed25519" && alg !== "ES256") throw new AqrError("ERR_USAGE", `--alg must be Ed25519 or ES256, got ${JSON.stringify(alg)}`);
  const privateFile = `${values.out}.private.jwk`;
  const publicFile = `${values.out}.public.jwk`;
  for (const f of [privateFile, publicFile]) if (existsSync(f) && !values.force) throw new AqrError("ERR_USAGE", `${f} exists; pass --force to replace it`);
  const { privateJwk, publicJwk, kid } = await generateSigningKey(alg);
  await writeFileAtomic(privateFile, `${JSON.stringify(privateJwk, null, 2)}
`, 384);
  await writeFileAtomic(publicFile, `${JSON.stringify(publicJwk, null, 2)}
`);
  io.out(`${privateFile}  (private: keep it where the agent cannot reach it; mode 0600)`);
  io.out(`${publicFile}  (public: give it to verifiers)`);
  io.out(`kid ${kid}`);
  return 0;
}
export {
  keygenCommand
};
