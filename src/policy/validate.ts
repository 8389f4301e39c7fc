// One deploy policy document: shape by schema (policy.schema.json), then what a
// schema cannot say: one kind of signer, and a pattern that compiles. Each
// problem is one line naming the file, the line and the field (exit 2).
import { AqrError } from '../errors.js';
import type { Parsed } from '../doc/parsed.js';
import { schemaError } from '../doc/schema-error.js';
import { deployPolicyValidator } from '../doc/validator/deploy-policy.js';
import { identityPolicy, type IdentityPolicy } from '../attest/identity.js';
import type { DeployPolicyDoc } from './types.js';

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** `7d`, `12h`, `30m`, `90s` in seconds (the schema's pattern holds the shape). */
export function durationSeconds(text: string): number {
  const m = /^([1-9][0-9]{0,5})(s|m|h|d)$/.exec(text);
  if (!m) throw new Error(`not a duration: ${text}`);
  return Number(m[1]) * UNIT_SECONDS[m[2] as keyof typeof UNIT_SECONDS];
}

/** The policy document, or a one-line ERR_INPUT_INVALID naming file, line and field. */
export function validatePolicy(parsed: Parsed, file: string): DeployPolicyDoc {
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new AqrError('ERR_INPUT_INVALID', 'a deploy policy is a mapping with deploy_policy: 1 and signer', { file, line: 1 });
  const validate = deployPolicyValidator();
  if (!validate(v)) throw schemaError(validate.errors, parsed, file);
  const doc = v as DeployPolicyDoc;
  const at = (path: (string | number)[]) => {
    const line = parsed.lineOf(path);
    return { file, field: path.join('.'), ...(line === undefined ? {} : { line }) };
  };
  const s = doc.signer;
  const keyed = s.key !== undefined || s.jwks !== undefined;
  const keyless = s.certificate_identity !== undefined || s.certificate_identity_regexp !== undefined;
  if (s.key !== undefined && s.jwks !== undefined) throw new AqrError('ERR_INPUT_INVALID', 'give key or jwks, not both', at(['signer', 'jwks']));
  if (keyed && keyless)
    throw new AqrError(
      'ERR_INPUT_INVALID',
      'a signer is a key (key or jwks) or a keyless identity (certificate_identity...), not both',
      at(['signer', s.certificate_identity !== undefined ? 'certificate_identity' : 'certificate_identity_regexp']),
    );
  if (!keyed && !keyless)
    throw new AqrError(
      'ERR_INPUT_INVALID',
      'names no signer: give key or jwks, or certificate_identity (exact) or certificate_identity_regexp (anchored) with trusted_root',
      at(['signer']),
    );
  if (keyed && (s.certificate_oidc_issuer !== undefined || s.trusted_root !== undefined))
    throw new AqrError(
      'ERR_INPUT_INVALID',
      'certificate_oidc_issuer and trusted_root are for a keyless signer, and this one is a key',
      at(['signer', s.trusted_root !== undefined ? 'trusted_root' : 'certificate_oidc_issuer']),
    );
  if (keyless) {
    if (s.trusted_root === undefined)
      throw new AqrError('ERR_INPUT_INVALID', 'a keyless signer needs trusted_root: the Sigstore trusted root its certificates chain to', at(['signer']));
    signerIdentity(doc, (field, e) => new AqrError('ERR_INPUT_INVALID', e.message, at(['signer', field])));
  }
  return doc;
}

/** The keyless identity of a policy, its pattern anchored at both ends (src/attest/identity.ts). */
export function signerIdentity(doc: DeployPolicyDoc, wrap: (field: string, e: Error) => Error = (_, e) => e): IdentityPolicy {
  const s = doc.signer;
  try {
    return identityPolicy({ identity: s.certificate_identity, identityRegexp: s.certificate_identity_regexp, issuer: s.certificate_oidc_issuer });
  } catch (e) {
    const field = s.certificate_identity !== undefined ? 'certificate_identity' : 'certificate_identity_regexp';
    throw wrap(field, new Error((e as Error).message.replace(/^is not/, `${field} is not`)));
  }
}
