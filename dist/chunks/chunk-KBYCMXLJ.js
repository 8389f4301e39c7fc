import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  signingPayload
} from "./chunk-XIUS5RHN.js";

// src/sign/sign.ts
async function signRecord(record, key) {
  const { FlattenedSign } = await import("./webapi-JMGKNBQF.js");
  const jws = await new FlattenedSign(signingPayload(record)).setProtectedHeader({ alg: key.jwsAlg, kid: key.kid }).sign(key.privateKey);
  return { ...record, decision: { ...record.decision, signature: `${key.alg}:${jws.protected ?? ""}..${jws.signature}` } };
}

export {
  signRecord
};
