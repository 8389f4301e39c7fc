// Whose certificate may sign a keyless bundle. sigstore-js applies its policy's
// subjectAlternativeName as an unanchored RegExp and skips an empty one, so
// `…@refs/heads/ma`, `.` and '' would all pass; aqr asks sigstore-js only for
// the chain, the log and the signature, then holds the leaf certificate's SAN
// and issuer to the auditor's words here: exactly, or against a pattern
// anchored at both ends (`--certificate-identity-regexp`, as cosign spells it).
import { AqrError } from '../errors.js';

/** The OIDC issuer of GitHub Actions' workflow identities: the default for keyless bundles. */
export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';

export interface IdentityPolicy {
  /** The SAN exactly, or a pattern that must match all of it. */
  identity: { exact: string } | { pattern: RegExp };
  issuer: string;
}

/** The policy from the flags; an empty, doubled or unreadable identity is a usage error (exit 2). */
export function identityPolicy(o: { identity?: string | undefined; identityRegexp?: string | undefined; issuer?: string | undefined }): IdentityPolicy {
  if (o.identity !== undefined && o.identityRegexp !== undefined)
    throw new AqrError('ERR_USAGE', 'give --certificate-identity or --certificate-identity-regexp, not both');
  if (o.identity === undefined && o.identityRegexp === undefined)
    throw new AqrError(
      'ERR_USAGE',
      "a keyless bundle needs the signer's identity: give --certificate-identity (exact) or --certificate-identity-regexp (anchored)",
    );
  if (o.identity?.trim() === '' || o.identityRegexp?.trim() === '')
    throw new AqrError('ERR_USAGE', 'the certificate identity is empty: an empty identity would accept any signer', {
      field: o.identity !== undefined ? '--certificate-identity' : '--certificate-identity-regexp',
    });
  if (o.issuer?.trim() === '') throw new AqrError('ERR_USAGE', 'the OIDC issuer is empty', { field: '--certificate-oidc-issuer' });
  const issuer = o.issuer ?? GITHUB_ACTIONS_ISSUER;
  if (o.identity !== undefined) return { identity: { exact: o.identity }, issuer };
  let pattern: RegExp;
  try {
    // `u`: the pattern reads as it does elsewhere; the group keeps an alternation inside the anchors.
    pattern = new RegExp(`^(?:${o.identityRegexp ?? ''})$`, 'u');
  } catch (e) {
    throw new AqrError('ERR_USAGE', `is not a regular expression: ${(e as Error).message}`, { field: '--certificate-identity-regexp' });
  }
  return { identity: { pattern }, issuer };
}

/** Why the certificate's SAN or issuer does not meet the policy (one line, with its code), or undefined when it does. */
export function identityMismatch(
  policy: IdentityPolicy,
  signer: { san?: string | undefined; issuer?: string | undefined },
): { code: string; message: string } | undefined {
  const { san, issuer } = signer;
  const id = policy.identity;
  const sanOk = san !== undefined && ('exact' in id ? san === id.exact : id.pattern.test(san));
  if (!sanOk)
    return {
      code: 'CERTIFICATE_IDENTITY_MISMATCH',
      message: `the certificate's identity is ${JSON.stringify(san ?? null)}, not ${'exact' in id ? `exactly ${JSON.stringify(id.exact)}` : `one matching ${id.pattern.source}`}`,
    };
  if (issuer !== policy.issuer)
    return {
      code: 'CERTIFICATE_ISSUER_MISMATCH',
      message: `the certificate's OIDC issuer is ${JSON.stringify(issuer ?? null)}, not exactly ${JSON.stringify(policy.issuer)}`,
    };
  return undefined;
}

/** How the report names the policy met: the SAN and issuer as certified. */
export function describeSigner(signer: { san?: string | undefined; issuer?: string | undefined }): string {
  return `${signer.san ?? '?'} (issuer ${signer.issuer ?? '?'})`;
}
