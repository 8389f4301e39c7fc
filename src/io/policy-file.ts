// A deploy policy from disk (src/policy/): the YAML read and schema-checked,
// its key or JWK Set loaded and its paths (key, jwks, trusted_root) taken
// relative to the policy file. Bad input is one line naming file, line and
// field (exit 2); the CLI, the action and the protection rule server read it here.
import { dirname, isAbsolute, join, relative } from 'node:path';
import { AqrError, isAqrError } from '../errors.js';
import { readDocument } from '../doc/read.js';
import { durationSeconds, signerIdentity, validatePolicy } from '../policy/validate.js';
import { DEFAULT_RECORD_ARTIFACT, type DeployPolicy, type SignerPolicy } from '../policy/types.js';
import { readPublicKeys } from './key-file.js';
import { readTextFile, type ReadText } from './read-text.js';

const MAX_POLICY_BYTES = 1024 * 1024;

/** The policy in `file`, resolved: keys read, paths relative to the working directory. */
export async function readPolicyFile(file: string, read: ReadText = readTextFile): Promise<DeployPolicy> {
  const parsed = await readDocument(await read(file, 'deploy policy', MAX_POLICY_BYTES), file);
  const doc = validatePolicy(parsed, file);
  const beside = (p: string) => (isAbsolute(p) || /^https?:\/\//i.test(p) ? p : relative(process.cwd(), join(dirname(file), p)) || '.');
  const s = doc.signer;
  let signer: SignerPolicy;
  if (s.key !== undefined || s.jwks !== undefined) {
    const field = s.key !== undefined ? 'key' : 'jwks';
    const source = beside((s.key ?? s.jwks) as string);
    try {
      signer = { kind: 'key', source, keys: await readPublicKeys(source, field === 'key' ? 'public key' : 'JWK Set', read) };
    } catch (e) {
      if (!isAqrError(e)) throw e;
      const line = parsed.lineOf(['signer', field]);
      throw new AqrError(e.code, `signer.${field} ${source}: ${e.message}`, { file, field: `signer.${field}`, ...(line === undefined ? {} : { line }) });
    }
  } else {
    const identity = signerIdentity(doc);
    signer = {
      kind: 'keyless',
      identity,
      trustedRoot: s.trusted_root === undefined ? undefined : beside(s.trusted_root),
      describe: `${'exact' in identity.identity ? identity.identity.exact : `/${identity.identity.pattern.source}/`} (issuer ${identity.issuer})`,
    };
  }
  return {
    file,
    signer,
    maxAgeSeconds: doc.max_age === undefined ? null : durationSeconds(doc.max_age),
    maxAge: doc.max_age ?? null,
    artifact: doc.artifact ?? 'required',
    minLevel: doc.min_level ?? 'L2',
    bar: doc.bar ? { ref: doc.bar.ref, files: [...doc.bar.files] } : null,
    record: { artifactName: doc.record?.artifact_name ?? DEFAULT_RECORD_ARTIFACT, workflow: doc.record?.workflow ?? null },
  };
}
