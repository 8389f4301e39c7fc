// `aqr verify BUNDLE`: a Sigstore bundle verified by sigstore-js (@sigstore/verify,
// offline: with the public key, or keyless with a trusted root and the signer's
// identity), then its in-toto statement read, its predicate's record checked as
// `aqr verify` checks a record (signature, replay), and every threshold of the
// predicate held again on replay, ceilings included.
import { KeyObject } from 'node:crypto';
import { bundleFromJSON, type Bundle } from '@sigstore/bundle';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify';
import { describeSigner, identityMismatch, identityPolicy, type IdentityPolicy } from '../attest/identity.js';
import { PREDICATE_TYPE, readPredicateValue } from '../attest/predicate.js';
import { replayAttested } from '../attest/regate.js';
import { statementFromPayload, type AnyStatement, type Subject } from '../attest/statement.js';
import { VSA_PREDICATE_TYPE, vsaIssues, type VerificationSummary } from '../attest/vsa.js';
import { AqrError } from '../errors.js';
import { fileSha256Hex } from '../io/digest.js';
import { expandFiles } from '../io/files.js';
import { readPublicKeys } from '../io/key-file.js';
import { readTextFile } from '../io/read-text.js';
import type { ReplayResult } from '../replay/replay.js';
import type { KeyEntry } from '../sign/key.js';
import type { VerifyOutcome } from '../sign/verifier.js';
import { verifyRecord } from '../sign/verify.js';
import { schemaIssues } from '../record/validate.js';
import { importOptionsMismatches, importOptionsOf, recomputeRecord, type LedgerSource } from './replay.js';
import { barProof, checkAttestedBar, type BarCheck } from './bar-check.js';
import { proofChecklist, replayDigests, type Checklist } from '../check/checklist.js';
import type { AgentQualityRecord } from '../record/types.js';

const MAX_BUNDLE_BYTES = 32 * 1024 * 1024;

export interface BundleVerifyOptions {
  /** Public keys (a file, a JWKS file or URL): the bundle's key, and the record's. */
  keys?: string | undefined;
  /** Keyless: the Sigstore trusted root (JSON) and the certificate's identity (exact, or an anchored pattern) and OIDC issuer (exact; GitHub Actions' by default). */
  trustedRoot?: string | undefined;
  identity?: string | undefined;
  identityRegexp?: string | undefined;
  issuer?: string | undefined;
  /** The statement's predicate type must be this; default aqr's. */
  predicateType?: string | undefined;
  /** Files that must be among the statement's subjects (by sha256). */
  subjects?: string[] | undefined;
  ledger?: LedgerSource | undefined;
  /** Bar files to check against the predicate's bar (the bundle's signature covers it). */
  bar?: readonly string[] | undefined;
}

export type BundleOutcome = { ok: true; signer: string } | { ok: false; code: string; message: string };

export interface BundleReport {
  file: string;
  valid: boolean;
  bundle: BundleOutcome;
  statement?: { predicateType: string; subject: Subject[] };
  /** What keeps the statement or predicate from holding: each one line. */
  problems: string[];
  /** A SLSA VSA's verdict: what it says of its resource, against which policy. */
  summary?: Pick<VerificationSummary, 'verificationResult' | 'verifiedLevels' | 'resourceUri'> & { policy: string };
  record?: { record_id: string; signature: VerifyOutcome | null; schema: string[] };
  replay?: ReplayResult & { ceilings: number; files: { manifest: string; evidence: string[] } };
  /** With bar files given: their digests against the predicate's bar (the bundle's signature covers it), and its profile against the record's gates. */
  bar?: BarCheck;
  /** What was checked, gate by gate, and the verdict apart from the proof. */
  checklist: Checklist;
}

/** True when the file is a Sigstore bundle (JSON with a bundle media type), not a record. */
export async function isBundleFile(file: string): Promise<boolean> {
  const text = await readTextFile(file, 'record or bundle', MAX_BUNDLE_BYTES);
  return /^\s*\{/.test(text) && /"mediaType"\s*:\s*"application\/vnd\.dev\.sigstore\.bundle/.test(text.slice(0, 4096));
}

/** Verifies a bundle and what it attests; see the module comment. */
export async function verifyBundleFile(file: string, o: BundleVerifyOptions): Promise<BundleReport> {
  let record: AgentQualityRecord | undefined;
  const report = await verifyBundle(file, o, (r) => (record = r));
  return { ...report, checklist: bundleChecklist(report, record, o) };
}

async function verifyBundle(file: string, o: BundleVerifyOptions, attested: (record: AgentQualityRecord) => void): Promise<Omit<BundleReport, 'checklist'>> {
  const keys = o.keys === undefined ? undefined : await readPublicKeys(o.keys);
  const bundle = parseBundle(await readTextFile(file, 'bundle', MAX_BUNDLE_BYTES), file);
  const keyless = bundle.verificationMaterial.content.$case !== 'publicKey';
  const named = o.identity !== undefined || o.identityRegexp !== undefined;
  // An empty or unreadable identity is refused before anything is verified, whatever signs the bundle.
  const policy = named ? identityPolicy(o) : undefined;
  if (keyless && (o.trustedRoot === undefined || !policy))
    throw new AqrError(
      'ERR_USAGE',
      'this bundle is signed keyless (a certificate): give --trusted-root FILE and --certificate-identity (exact) or --certificate-identity-regexp (anchored)',
      { file },
    );
  if (!keyless && (named || o.issuer !== undefined))
    throw new AqrError(
      'ERR_USAGE',
      'this bundle is signed with a key, not a certificate: --certificate-identity and --certificate-oidc-issuer do not apply (give --key)',
      { file },
    );
  if (!keyless && !keys) throw new AqrError('ERR_USAGE', 'this bundle is signed with a key: give --key FILE (or --jwks)', { file });
  const roots =
    o.trustedRoot === undefined
      ? [TrustedRoot.fromJSON({ tlogs: [], certificateAuthorities: [], ctlogs: [], timestampAuthorities: [] })]
      : await readTrustedRoots(o.trustedRoot);
  // `gh attestation trusted-root` prints one root a line (public good, GitHub's): any one may vouch.
  let outcome: BundleOutcome = { ok: false, code: 'VERIFICATION_ERROR', message: 'no trusted root' };
  for (const root of roots) {
    outcome = checkBundle(bundle, root, keyless ? undefined : keys, policy);
    if (outcome.ok) break;
  }
  const report: Omit<BundleReport, 'checklist'> = { file, valid: false, bundle: outcome, problems: [] };
  if (!report.bundle.ok) return report;

  const statement = readStatement(bundle, report.problems);
  if (!statement) return report;
  report.statement = { predicateType: statement.predicateType, subject: statement.subject };
  const want = o.predicateType ?? PREDICATE_TYPE;
  if (statement.predicateType !== want) report.problems.push(`the statement's predicateType is ${JSON.stringify(statement.predicateType)}, not ${want}`);
  for (const f of o.subjects && o.subjects.length > 0 ? await expandFiles(o.subjects, 'subject') : []) {
    const hex = await fileSha256Hex(f);
    if (!statement.subject.some((s) => s.digest.sha256 === hex)) report.problems.push(`${f} (sha256:${hex}) is not a subject of the statement`);
  }
  // The bar is checked against an aqr predicate's: with another predicate, --bar would confirm nothing.
  if (o.bar && o.bar.length > 0 && statement.predicateType !== PREDICATE_TYPE)
    report.problems.push(`--bar checks the bar of an aqr predicate (${PREDICATE_TYPE}); this statement's is another`);
  if (statement.predicateType === VSA_PREDICATE_TYPE && statement.predicateType === want) checkSummary(statement.predicate, report);
  if (report.problems.length > 0 || statement.predicateType !== PREDICATE_TYPE) {
    report.valid = report.problems.length === 0;
    return report;
  }

  const read = readPredicateValue(statement.predicate);
  report.problems.push(...read.problems);
  if (!read.predicate) return report;
  const predicate = read.predicate;
  const record = predicate.record;
  attested(record);
  const schema = schemaIssues(record).map((i) => `${i.message} (${i.code})`);
  const signature = keys ? await verifyRecord(record, keys) : null;
  report.record = { record_id: record.record_id, signature, schema };
  report.valid = report.problems.length === 0 && schema.length === 0 && (signature === null || signature.ok);
  // A predicate that does not hold together is not replayed: its thresholds may ask for what cannot be computed.
  if (o.ledger && report.problems.length === 0) {
    // The options that chose an eval tool's rows are in the predicate's bar, which the bundle's signature covers.
    const recorded = importOptionsOf(predicate.bar);
    const again = await recomputeRecord(record, o.ledger.importOptions === undefined && recorded ? { ...o.ledger, importOptions: recorded } : o.ledger);
    report.replay = { ...replayAttested({ record, ...again }, predicate), files: { manifest: o.ledger.taskManifest ?? '', evidence: again.files } };
    if (recorded) report.replay.mismatches.push(...importOptionsMismatches(recorded, again.selection));
    report.replay.ok &&= report.replay.mismatches.length === 0;
    report.valid &&= report.replay.ok;
  }
  if (o.bar && o.bar.length > 0) {
    report.bar = await checkAttestedBar(file, predicate.bar, { record, schemaValid: schema.length === 0 }, o.bar);
    report.valid &&= report.bar.ok;
  }
  return report;
}

/** A VSA's fields against the spec's list (src/attest/vsa.ts); what it says, when it holds. */
function checkSummary(predicate: unknown, report: Omit<BundleReport, 'checklist'>): void {
  const issues = vsaIssues(predicate);
  report.problems.push(...issues.map((i) => `not a SLSA VSA v1: ${i}`));
  if (issues.length > 0) return;
  const v = predicate as VerificationSummary;
  report.summary = { verificationResult: v.verificationResult, verifiedLevels: v.verifiedLevels, resourceUri: v.resourceUri, policy: v.policy.uri };
}

/** The checklist of a bundle's verification: the bundle's own signature first, then its record's. */
function bundleChecklist(report: Omit<BundleReport, 'checklist'>, record: AgentQualityRecord | undefined, o: BundleVerifyOptions): Checklist {
  const b = report.bundle;
  const rec = report.record;
  const r = report.replay;
  const why = !rec ? 'the bundle attests no aqr record that holds together' : undefined;
  return proofChecklist({
    record: rec && rec.schema.length === 0 ? record : undefined,
    verdict: record?.decision?.verdict,
    schema: rec?.schema ?? [],
    bundle: {
      state: b.ok && report.problems.length === 0 ? 'pass' : 'fail',
      detail: b.ok ? `verified by sigstore-js (${b.signer})${report.problems.length > 0 ? `; ${report.problems[0] ?? ''}` : ''}` : `${b.message} (${b.code})`,
    },
    signature: rec?.signature ?? undefined,
    signatureWhy: why ?? "the record's own signature: give --key to check it",
    digests: r ? replayDigests(r, r.files) : [],
    replay: r,
    replayWhy: why ?? (o.ledger ? undefined : 'no evidence given (--ledger and --task-manifest)'),
    stats: record && r ? 'the predicate, signed with the bundle' : undefined,
    ceilings: true,
    bar: report.bar ? barProof(report.bar) : undefined,
    barWhy: 'not checked against files (give --bar FILE...; the predicate names the bar it was judged by)',
  });
}

/** A Sigstore bundle's text as a bundle (sigstore-js's own parser), or an input error naming the file. */
export function parseBundle(text: string, file: string): Bundle {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AqrError('ERR_INPUT_PARSE', 'is not JSON (a Sigstore bundle)', { file });
  }
  try {
    return bundleFromJSON(json);
  } catch (e) {
    const fields = (e as { fields?: string[] }).fields;
    throw new AqrError('ERR_INPUT_INVALID', `is not a valid Sigstore bundle${fields?.length ? `: ${fields.join(', ')}` : `: ${(e as Error).message}`}`, {
      file,
    });
  }
}

/** A trusted root as JSON, or several as JSON Lines (what `gh attestation trusted-root` prints). */
export async function readTrustedRoots(file: string): Promise<TrustedRoot[]> {
  const text = await readTextFile(file, 'trusted root');
  const docs = /^\s*\{[^\n]*\}\s*\n\s*\{/.test(text)
    ? text
        .split('\n')
        .map((l, i) => ({ l, line: i + 1 }))
        .filter((x) => x.l.trim() !== '')
    : [{ l: text, line: 1 }];
  return docs.map(({ l, line }) => {
    let json: unknown;
    try {
      json = JSON.parse(l);
    } catch {
      throw new AqrError('ERR_INPUT_PARSE', 'is not JSON (a Sigstore trusted root, or one a line)', { file, line });
    }
    try {
      return TrustedRoot.fromJSON(json);
    } catch (e) {
      throw new AqrError('ERR_INPUT_INVALID', `is not a Sigstore trusted root: ${(e as Error).message}`, { file, line });
    }
  });
}

/** The bundle's signature, signing key or certificate, and log entries, by sigstore-js. */
export function checkBundle(bundle: Bundle, root: TrustedRoot, keys: readonly KeyEntry[] | undefined, policy: IdentityPolicy | undefined): BundleOutcome {
  try {
    if (keys) {
      const finder = (hint: string) => {
        // The hint names the key (aqr writes its thumbprint); with one key given, that key is the one meant.
        const k = keys.find((e) => e.kid === hint) ?? (keys.length === 1 ? keys[0] : undefined);
        if (!k || k.key instanceof Uint8Array) throw new Error(`no given key matches the bundle's key hint ${JSON.stringify(hint)}`);
        return { publicKey: KeyObject.from(k.key), validFor: () => true };
      };
      const hint = bundle.verificationMaterial.content.$case === 'publicKey' ? bundle.verificationMaterial.content.publicKey.hint : '';
      new Verifier(toTrustMaterial(root, finder), { tlogThreshold: 0, ctlogThreshold: 0, timestampThreshold: 0 }).verify(toSignedEntity(bundle));
      const used = keys.find((e) => e.kid === hint) ?? keys[0];
      return { ok: true, signer: `key ${used?.kid ?? hint}` };
    }
    // No policy handed to sigstore-js (its SAN check is an unanchored RegExp): the identity of the
    // leaf it verified the chain of is held to the policy exactly, below.
    const signer = new Verifier(toTrustMaterial(root)).verify(toSignedEntity(bundle));
    const who = { san: signer.identity?.subjectAlternativeName, issuer: signer.identity?.extensions?.issuer };
    const wrong = policy ? identityMismatch(policy, who) : { code: 'VERIFICATION_ERROR', message: 'no identity to hold the certificate to' };
    return wrong ? { ok: false, ...wrong } : { ok: true, signer: describeSigner(who) };
  } catch (e) {
    return { ok: false, code: String((e as { code?: unknown }).code ?? 'VERIFICATION_ERROR'), message: (e as Error).message };
  }
}

/** The in-toto statement a bundle's DSSE envelope signs, or none, with why in `problems`. */
export function readStatement(bundle: Bundle, problems: string[]): AnyStatement | undefined {
  if (bundle.content.$case !== 'dsseEnvelope') {
    problems.push('the bundle signs a message, not a DSSE envelope: there is no statement');
    return undefined;
  }
  const env = bundle.content.dsseEnvelope;
  const read = statementFromPayload(env.payloadType, env.payload);
  if ('problem' in read) {
    problems.push(read.problem);
    return undefined;
  }
  return read.statement;
}
