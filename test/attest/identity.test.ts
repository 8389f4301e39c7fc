// The identity policy against SANs no public bundle carries: a branch named
// main-evil beside main, an alternation that must stay inside the anchors.
import { describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_ISSUER, identityMismatch, identityPolicy } from '../../src/attest/identity.js';

const MAIN = 'https://github.com/acme/agent/.github/workflows/gate.yml@refs/heads/main';
const signer = (san: string, issuer = GITHUB_ACTIONS_ISSUER) => ({ san, issuer });

describe('identityPolicy and identityMismatch', () => {
  it('an exact identity accepts its SAN only: not main-evil, not a prefix, not another case', () => {
    const p = identityPolicy({ identity: MAIN });
    expect(identityMismatch(p, signer(MAIN))).toBeUndefined();
    for (const san of [`${MAIN}-evil`, MAIN.slice(0, -2), MAIN.toUpperCase(), `x${MAIN}`])
      expect(identityMismatch(p, signer(san))?.code, san).toBe('CERTIFICATE_IDENTITY_MISMATCH');
    expect(identityMismatch(p, { issuer: GITHUB_ACTIONS_ISSUER })?.code).toBe('CERTIFICATE_IDENTITY_MISMATCH');
  });

  it('a pattern must match the whole SAN; an alternation stays inside the anchors', () => {
    const p = identityPolicy({ identityRegexp: 'https://github\\.com/acme/agent/\\.github/workflows/gate\\.yml@refs/heads/main' });
    expect(identityMismatch(p, signer(MAIN))).toBeUndefined();
    expect(identityMismatch(p, signer(`${MAIN}-evil`))?.code).toBe('CERTIFICATE_IDENTITY_MISMATCH');
    const alt = identityPolicy({ identityRegexp: 'x|https://github\\.com/acme/agent/\\.github/workflows/gate\\.yml@refs/heads/main' });
    expect(identityMismatch(alt, signer(`${MAIN}-evil`))?.code).toBe('CERTIFICATE_IDENTITY_MISMATCH');
    expect(identityMismatch(alt, signer(`evil-x`))?.code).toBe('CERTIFICATE_IDENTITY_MISMATCH');
  });

  it("the issuer is compared exactly, GitHub Actions' by default", () => {
    const p = identityPolicy({ identity: MAIN });
    expect(p.issuer).toBe(GITHUB_ACTIONS_ISSUER);
    expect(identityMismatch(p, signer(MAIN, `${GITHUB_ACTIONS_ISSUER}/`))?.code).toBe('CERTIFICATE_ISSUER_MISMATCH');
    expect(identityMismatch(p, { san: MAIN })?.code).toBe('CERTIFICATE_ISSUER_MISMATCH');
    expect(identityMismatch(identityPolicy({ identity: MAIN, issuer: 'https://accounts.google.com' }), signer(MAIN))?.code).toBe('CERTIFICATE_ISSUER_MISMATCH');
  });

  it('refuses an empty identity, none, both, and a pattern that does not compile', () => {
    expect(() => identityPolicy({ identity: '' })).toThrow(/empty/);
    expect(() => identityPolicy({ identityRegexp: '' })).toThrow(/empty/);
    expect(() => identityPolicy({})).toThrow(/needs the signer's identity/);
    expect(() => identityPolicy({ identity: MAIN, identityRegexp: '.*' })).toThrow(/not both/);
    expect(() => identityPolicy({ identityRegexp: '[' })).toThrow(/not a regular expression/);
  });
});
