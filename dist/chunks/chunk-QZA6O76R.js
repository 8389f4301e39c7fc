import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/attest/identity.ts
var GITHUB_ACTIONS_ISSUER = "https://token.actions.githubusercontent.com";
function identityPolicy(o) {
  if (o.identity !== void 0 && o.identityRegexp !== void 0)
    throw new AqrError("ERR_USAGE", "give --certificate-identity or --certificate-identity-regexp, not both");
  if (o.identity === void 0 && o.identityRegexp === void 0)
    throw new AqrError(
      "ERR_USAGE",
      "a keyless bundle needs the signer's identity: give --certificate-identity (exact) or --certificate-identity-regexp (anchored)"
    );
  if (o.identity?.trim() === "" || o.identityRegexp?.trim() === "")
    throw new AqrError("ERR_USAGE", "the certificate identity is empty: an empty identity would accept any signer", {
      field: o.identity !== void 0 ? "--certificate-identity" : "--certificate-identity-regexp"
    });
  if (o.issuer?.trim() === "") throw new AqrError("ERR_USAGE", "the OIDC issuer is empty", { field: "--certificate-oidc-issuer" });
  const issuer = o.issuer ?? GITHUB_ACTIONS_ISSUER;
  if (o.identity !== void 0) return { identity: { exact: o.identity }, issuer };
  let pattern;
  try {
    pattern = new RegExp(`^(?:${o.identityRegexp ?? ""})$`, "u");
  } catch (e) {
    throw new AqrError("ERR_USAGE", `is not a regular expression: ${e.message}`, { field: "--certificate-identity-regexp" });
  }
  return { identity: { pattern }, issuer };
}
function identityMismatch(policy, signer) {
  const { san, issuer } = signer;
  const id = policy.identity;
  const sanOk = san !== void 0 && ("exact" in id ? san === id.exact : id.pattern.test(san));
  if (!sanOk)
    return {
      code: "CERTIFICATE_IDENTITY_MISMATCH",
      message: `the certificate's identity is ${JSON.stringify(san ?? null)}, not ${"exact" in id ? `exactly ${JSON.stringify(id.exact)}` : `one matching ${id.pattern.source}`}`
    };
  if (issuer !== policy.issuer)
    return {
      code: "CERTIFICATE_ISSUER_MISMATCH",
      message: `the certificate's OIDC issuer is ${JSON.stringify(issuer ?? null)}, not exactly ${JSON.stringify(policy.issuer)}`
    };
  return void 0;
}
function describeSigner(signer) {
  return `${signer.san ?? "?"} (issuer ${signer.issuer ?? "?"})`;
}

export {
  GITHUB_ACTIONS_ISSUER,
  identityPolicy,
  identityMismatch,
  describeSigner
};
