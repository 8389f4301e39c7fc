// The deploy-time check (`aqr deploy-check`, the action's check run, the
// protection rule server): a record, or its Sigstore bundle, held to a deploy
// policy. Here the edges' part: the bundle verified by sigstore-js, the
// record and sidecar parsed, the bar's files read at the policy's ref; then
// the decision on plain data (src/policy/decide.ts).
import type { BarStatement } from '../bar/types.js';
import { readDocument } from '../doc/read.js';
import { PREDICATE_TYPE, readPredicateValue } from '../attest/predicate.js';
import { sha256Hex } from '../crypto/index.js';
import { isAqrError } from '../errors.js';
import { decideDeploy, type BundleFacts } from '../policy/decide.js';
import type { DeployPolicy, PolicyResult } from '../policy/types.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { ReplayResult } from '../replay/replay.js';
import { recordDigest } from '../sign/bar-statement.js';
import { replayRecord, type LedgerSource } from './replay.js';
import { checkBundle, parseBundle, readStatement, readTrustedRoots } from './verify-bundle.js';
import { TrustedRoot } from '@sigstore/protobuf-specs';

export interface DeployCheckInput {
  policy: DeployPolicy;
  /** The record: its text (YAML or JSON) or the value read; absent with a bundle, whose predicate carries it. */
  record?: string | unknown;
  /** How the record is named in messages: a file, an artifact of a run. */
  recordName?: string;
  /** The Sigstore bundle: its JSON text or the value read. */
  bundle?: string | unknown;
  /** The record's bar sidecar (`<record>.bar.json`): text or value. */
  barStatement?: string | BarStatement;
  /** The artifact being deployed, `sha256:HEX` (or bare hex). */
  subjectDigest?: string;
  /** A bar file's bytes at a ref (git, the contents API); undefined when it is not there. Needed when the policy names a bar. */
  readBarFile?: (path: string, ref: string) => Promise<Uint8Array | undefined>;
  /** The evidence, to replay the record (where it is at hand). */
  ledger?: LedgerSource | undefined;
  now: Date;
}

/**
 * Every check of the policy on one record; `ok` only when all hold. Never
 * throws for what it was given: an unreadable record or bundle is a failure
 * with its reason (the server rejects on it), so the caller fails closed.
 */
export async function checkDeployPolicy(input: DeployCheckInput): Promise<PolicyResult> {
  const name = input.recordName ?? 'the record';
  const early = (code: string, message: string): PolicyResult => ({ ok: false, failures: [{ code, message }], passed: [] });
  let bundle: BundleFacts | undefined;
  let attested: AgentQualityRecord | undefined;
  if (input.bundle !== undefined) {
    try {
      const read = await verifyBundleValue(input.bundle, input.policy, name);
      bundle = read.facts;
      attested = read.record;
    } catch (e) {
      return early('DEPLOY_PROOF', `the bundle of ${name} cannot be read: ${isAqrError(e) ? e.message : (e as Error).message}`);
    }
  }
  let record: unknown = attested;
  if (input.record !== undefined) {
    try {
      record = typeof input.record === 'string' ? (await readDocument(input.record, name)).value : input.record;
    } catch (e) {
      return early('DEPLOY_NOT_A_RECORD', `${name} is not readable YAML or JSON: ${isAqrError(e) ? e.message : (e as Error).message}`);
    }
    // The bundle must attest this very record: the signature the record carries, over the same content.
    if (attested && record && typeof record === 'object' && recordDigest(record as AgentQualityRecord) !== recordDigest(attested))
      return early('DEPLOY_PROOF', `the bundle attests another record than ${name} (or ${name} changed after it was attested)`);
  }
  let barStatement: BarStatement | undefined;
  if (input.barStatement !== undefined) {
    try {
      barStatement = (typeof input.barStatement === 'string' ? JSON.parse(input.barStatement) : input.barStatement) as BarStatement;
    } catch {
      return early('DEPLOY_BAR', `the bar sidecar of ${name} is not JSON`);
    }
  }
  let barAtRef: Map<string, string | undefined> | undefined;
  let barProblem: string | undefined;
  const bar = input.policy.bar;
  if (bar) {
    barAtRef = new Map();
    if (!input.readBarFile) barProblem = `the policy names a bar at ${bar.ref}, and its files cannot be read here`;
    else
      for (const path of bar.files) {
        try {
          const bytes = await input.readBarFile(path, bar.ref);
          barAtRef.set(path, bytes === undefined ? undefined : sha256Hex(bytes));
        } catch (e) {
          barProblem = `${path} could not be read at ${bar.ref}: ${isAqrError(e) ? e.message : (e as Error).message}`;
          break;
        }
      }
  }
  let replay: ReplayResult | undefined;
  if (input.ledger && record && typeof record === 'object') {
    try {
      replay = await replayRecord(record as AgentQualityRecord, input.ledger);
    } catch (e) {
      return early('DEPLOY_REPLAY', `the record could not be replayed: ${isAqrError(e) ? e.message : (e as Error).message}`);
    }
  }
  return decideDeploy({
    policy: input.policy,
    record,
    recordName: name,
    bundle,
    barStatement,
    barAtRef,
    barProblem,
    subjectDigest: input.subjectDigest,
    replay,
    now: input.now,
  });
}

/** The bundle through sigstore-js under the policy's signer; its statement's subjects, and the record and bar of an aqr predicate. */
async function verifyBundleValue(value: unknown, policy: DeployPolicy, name: string): Promise<{ facts: BundleFacts; record?: AgentQualityRecord }> {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const bundle = parseBundle(text, `${name} (bundle)`);
  const keyless = bundle.verificationMaterial.content.$case !== 'publicKey';
  const s = policy.signer;
  if (keyless !== (s.kind === 'keyless'))
    return {
      facts: {
        ok: false,
        code: 'SIGNER_KIND',
        message: keyless
          ? "the bundle is signed keyless (a certificate), and the policy's signer is a key"
          : "the bundle is signed with a key, and the policy's signer is keyless",
      },
    };
  if (s.kind === 'key' && bundle.verificationMaterial.content.$case === 'publicKey') {
    const hint = bundle.verificationMaterial.content.publicKey.hint;
    if (!s.keys.some((k) => k.kid === hint))
      return {
        facts: {
          ok: false,
          code: 'SIGNER_KEY',
          message: `the bundle is signed with key ${JSON.stringify(hint)}, not the policy's key (${s.keys.map((k) => k.kid).join(', ')})`,
        },
      };
  }
  const roots =
    s.kind === 'keyless' && s.trustedRoot !== undefined
      ? await readTrustedRoots(s.trustedRoot)
      : [TrustedRoot.fromJSON({ tlogs: [], certificateAuthorities: [], ctlogs: [], timestampAuthorities: [] })];
  let outcome: ReturnType<typeof checkBundle> = { ok: false, code: 'VERIFICATION_ERROR', message: 'no trusted root' };
  for (const root of roots) {
    outcome = checkBundle(bundle, root, s.kind === 'key' ? s.keys : undefined, s.kind === 'keyless' ? s.identity : undefined);
    if (outcome.ok) break;
  }
  if (!outcome.ok) return { facts: outcome };
  const problems: string[] = [];
  const statement = readStatement(bundle, problems);
  if (!statement) return { facts: { ok: false, code: 'BUNDLE_STATEMENT', message: problems[0] ?? 'no statement' } };
  const subjects = statement.subject.flatMap((x) => (typeof x.digest?.sha256 === 'string' ? [{ name: x.name, sha256: x.digest.sha256 }] : []));
  if (statement.predicateType !== PREDICATE_TYPE) return { facts: { ok: true, signer: outcome.signer, subjects } };
  const read = readPredicateValue(statement.predicate);
  if (!read.predicate) return { facts: { ok: false, code: 'BUNDLE_PREDICATE', message: read.problems[0] ?? 'the predicate does not hold together' } };
  return { facts: { ok: true, signer: outcome.signer, subjects, bar: read.predicate.bar }, record: read.predicate.record };
}
