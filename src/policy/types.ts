// The deploy policy: what a deployment needs of an Agent Quality Record (who
// signed it, how old it may be, the artifact it names, the bar it was judged
// by), as read from one YAML file (policy.schema.json) by the CLI, the action
// and the protection rule server alike. docs/enforce-at-deploy.md.
import type { IdentityPolicy } from '../attest/identity.js';
import type { Level } from '../check/types.js';
import type { KeyEntry } from '../sign/key.js';

/** The policy file as written (schema-checked). */
export interface DeployPolicyDoc {
  deploy_policy: 1;
  signer: {
    key?: string;
    jwks?: string;
    certificate_identity?: string;
    certificate_identity_regexp?: string;
    certificate_oidc_issuer?: string;
    trusted_root?: string;
  };
  max_age?: string;
  artifact?: 'required' | 'optional';
  min_level?: 'L2' | 'L3' | 'L4';
  bar?: { ref: string; files: string[] };
  record?: { artifact_name?: string; workflow?: string };
}

/** Who must have signed: a key (the policy's keys), or keyless an identity held exactly or to an anchored pattern. */
export type SignerPolicy =
  { kind: 'key'; source: string; keys: readonly KeyEntry[] } | { kind: 'keyless'; identity: IdentityPolicy; trustedRoot: string | undefined; describe: string };

/** A policy read and resolved: keys loaded, paths made relative to the working directory. */
export interface DeployPolicy {
  /** The file it was read from, for messages. */
  file: string;
  signer: SignerPolicy;
  /** Seconds a record may age between emitted_at and the check; null: any age. */
  maxAgeSeconds: number | null;
  /** As written (7d), for messages. */
  maxAge: string | null;
  artifact: 'required' | 'optional';
  minLevel: Level;
  bar: { ref: string; files: string[] } | null;
  record: { artifactName: string; workflow: string | null };
}

/** One reason a deployment is refused: a stable code and one sentence a person can read. */
export interface PolicyFailure {
  code: string;
  message: string;
}

export interface PolicyResult {
  /** True only when every check held. */
  ok: boolean;
  failures: PolicyFailure[];
  /** What the record says, when one was read. */
  verdict?: string;
  level?: Level | null;
  record_id?: string;
  emitted_at?: string;
  /** Who signed, as verified (key kid, or the certificate's SAN and issuer). */
  signer?: string;
  /** The artifact digest checked, `sha256:HEX`. */
  artifact?: string;
  /** What held, one line each, for a summary. */
  passed: string[];
}

/** The workflow artifact a gate run uploads its record in, unless the policy names another. */
export const DEFAULT_RECORD_ARTIFACT = 'agent-quality-record';
