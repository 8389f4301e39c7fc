// The execution policy in force: its bytes give grant_digest, and the fields a
// record carries are read from it. Anything else in it (rules) stays out.
import { AqrError } from '../errors.js';
import { readDocument } from '../doc/read.js';
import type { Authority } from '../record/types.js';
import { sha256Hex } from '../crypto/index.js';
import { decodeText, readFileBytes } from './read-text.js';

const EGRESS = ['deny-by-default', 'allow-list', 'unrestricted'];

export async function readAuthority(file: string): Promise<Authority> {
  return authorityFromBytes(await readFileBytes(file, 'authority policy'), file);
}

/** The policy's fields from its bytes (read from the checkout, git or GitHub); grant_digest is their sha256. */
export async function authorityFromBytes(bytes: Uint8Array, file: string): Promise<Authority> {
  const parsed = await readDocument(decodeText(bytes, file, 'authority policy'), file);
  const v = parsed.value as Record<string, unknown> | null;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new AqrError('ERR_INPUT_INVALID', 'an authority policy is a mapping', { file, line: 1 });
  const bad = (field: string, message: string) => {
    const line = parsed.lineOf([field]);
    return new AqrError('ERR_INPUT_INVALID', message, { file, field, ...(line === undefined ? {} : { line }) });
  };
  const out: Authority = { grant_digest: `sha256:${sha256Hex(bytes)}` };
  const { sandbox, egress, capabilities, acs_policy_version } = v;
  if (acs_policy_version !== undefined) {
    // Unquoted, 2.10 would read as the number 2.1: only a string keeps the version as written.
    if (typeof acs_policy_version !== 'string' || acs_policy_version === '') throw bad('acs_policy_version', 'must be a quoted version string, e.g. "2.1"');
    out.acs_policy_version = acs_policy_version;
  }
  if (sandbox !== undefined) {
    if (typeof sandbox !== 'string' || sandbox === '') throw bad('sandbox', 'must be a non-empty string');
    out.sandbox = sandbox;
  }
  if (egress !== undefined) {
    if (typeof egress !== 'string' || !EGRESS.includes(egress)) throw bad('egress', `must be one of ${EGRESS.join(', ')}`);
    out.egress = egress as NonNullable<Authority['egress']>;
  }
  if (capabilities !== undefined) {
    if (!Array.isArray(capabilities) || capabilities.some((c) => typeof c !== 'string' || c === ''))
      throw bad('capabilities', 'must be a list of non-empty strings');
    out.capabilities = [...new Set(capabilities as string[])];
  }
  return out;
}
