// The deploy-time decision, on plain data: a record (and what the edges
// verified of its bundle, and read of the bar's files at the policy's ref)
// against a deploy policy. Every check runs and each failure is one sentence;
// the deployment may go only when none failed. The release rule is the
// checker's own (releaseVerdict, the function behind --require-ship).
import type { BarRecord, BarStatement } from '../bar/types.js';
import { checkRecord } from '../check/check.js';
import { releaseVerdict } from '../check/release.js';
import { LEVELS, type Level } from '../check/types.js';
import { schemaIssues } from '../record/validate.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { ReplayResult } from '../replay/replay.js';
import { verifyBarStatement } from '../sign/bar-statement.js';
import { keyVerifier, verifyRecord } from '../sign/verify.js';
import { isRfc3339 } from '../text/rfc3339.js';
import { quote } from '../text/log-line.js';
import type { DeployPolicy, PolicyFailure, PolicyResult } from './types.js';

/** What the edges verified of a Sigstore bundle (sigstore-js): who signed it, the statement's subjects, the bar its predicate names. */
export type BundleFacts =
  { ok: true; signer: string; subjects: { name: string; sha256: string }[]; bar?: BarRecord | undefined } | { ok: false; code: string; message: string };

export interface DeployFacts {
  policy: DeployPolicy;
  /** The record as read (any shape), or undefined when none was found. */
  record: unknown;
  /** How the record is named in messages (a file, an artifact). */
  recordName: string;
  bundle?: BundleFacts | undefined;
  /** The record's bar sidecar (`<record>.bar.json`), as read. */
  barStatement?: BarStatement | undefined;
  /** sha256 (hex) of each policy bar file at the policy's ref; undefined: not there. */
  barAtRef?: ReadonlyMap<string, string | undefined> | undefined;
  /** Why the bar's files could not be read at the ref (then the bar cannot be confirmed). */
  barProblem?: string | undefined;
  /** The artifact being deployed, `sha256:HEX`. */
  subjectDigest?: string | undefined;
  /** The replay of the record's evidence, when it was at hand. */
  replay?: ReplayResult | undefined;
  now: Date;
}

/** Clock skew allowed for a record emitted "in the future". */
const SKEW_SECONDS = 300;

export async function decideDeploy(f: DeployFacts): Promise<PolicyResult> {
  const failures: PolicyFailure[] = [];
  const passed: string[] = [];
  const fail = (code: string, message: string) => failures.push({ code, message });
  const { policy } = f;
  if (f.record === undefined) {
    const none: PolicyResult = { ok: false, failures, passed };
    bundleChecks(f, fail, passed, none);
    fail('DEPLOY_NO_RECORD', `no Agent Quality Record was found (${f.recordName}${f.bundle?.ok ? ': the bundle attests something else' : ''})`);
    return none;
  }
  const issues = schemaIssues(f.record);
  if (issues.length > 0) {
    fail('DEPLOY_NOT_A_RECORD', `${f.recordName} is not a schema-valid Agent Quality Record: ${issues[0]?.message ?? ''} (${issues[0]?.code ?? ''})`);
    return { ok: false, failures, passed };
  }
  const record = f.record as AgentQualityRecord;
  const result: PolicyResult = { ok: false, failures, passed, verdict: record.decision.verdict, record_id: record.record_id, emitted_at: record.emitted_at };

  // 1. The proof and its signer.
  const keys = policy.signer.kind === 'key' ? policy.signer.keys : [];
  let recordKid: string | undefined;
  if (policy.signer.kind === 'key') {
    const s = await verifyRecord(record, keys);
    const expected = keys.map((k) => k.kid).join(', ');
    if (s.ok) {
      recordKid = s.kid;
      result.signer = `key ${s.kid}`;
      passed.push(`signed by the policy's key ${s.kid}`);
    } else if (s.code === 'SIGNATURE_KID_MISMATCH')
      fail('DEPLOY_SIGNER', `the record is ${s.message.replace(/^signed with key kid (\S+), .*/, 'signed with key $1')}, not the policy's key (${expected})`);
    else if (s.code === 'SIGNATURE_FORMAT' && (record.decision as { signature?: unknown }).signature === undefined)
      fail('DEPLOY_SIGNER', `the record is unsigned; the policy wants a signature by key ${expected}`);
    else fail('DEPLOY_PROOF', `the record's signature does not hold: ${s.message} (${s.code})`);
  }
  bundleChecks(f, fail, passed, result);
  if (f.replay) {
    if (f.replay.ok) passed.push('replay of the evidence matches');
    else fail('DEPLOY_REPLAY', `the replay of the evidence does not match: ${f.replay.mismatches.map((m) => `${m.code} ${m.what}`).join(', ')}`);
  }

  // 2. The release rule (--require-ship's), at the level the checker gives.
  const checked = await checkRecord(record, keys.length > 0 ? { verifier: keyVerifier(keys) } : {});
  result.level = checked.level;
  const release = releaseVerdict(record, checked.level, f.replay ? { replay: f.replay.mismatches } : {});
  for (const b of release.blockers) if (b.code !== 'RELEASE_REPLAY') fail(b.code, b.message);
  if (release.permitted) passed.push(`release permitted: verdict ship at ${checked.level ?? 'below L1'}`);
  if (LEVELS.indexOf(policy.minLevel) > LEVELS.indexOf(checked.level ?? ('L0' as Level)))
    fail('DEPLOY_LEVEL', `the record is at ${checked.level ?? 'below L1'}; the policy wants ${policy.minLevel} or higher`);

  // 3. The artifact being deployed is one the record (its statement) names.
  // A bundle that does not verify names nothing; its failure already refuses the deployment.
  const unproven = f.bundle !== undefined && !f.bundle.ok;
  const named = f.bundle?.ok
    ? f.bundle.subjects.map((s) => ({ name: s.name, digest: `sha256:${s.sha256.toLowerCase()}` }))
    : [
        { name: `${record.subject.agent} (harness)`, digest: record.subject.harness_digest },
        ...(record.subject.code_digest ? [{ name: `${record.subject.agent} (code)`, digest: record.subject.code_digest }] : []),
      ];
  const want = f.subjectDigest === undefined ? undefined : normalDigest(f.subjectDigest);
  if (unproven) {
    // said above
  } else if (want !== undefined) {
    result.artifact = want;
    const hit = named.find((n) => n.digest.toLowerCase() === want);
    if (hit) passed.push(`names the artifact ${want} (${hit.name})`);
    else
      fail(
        'DEPLOY_ARTIFACT',
        `the record is about ${named.map((n) => `${n.name} ${short(n.digest)}`).join(', ')}, not the artifact being deployed (${short(want)})`,
      );
  } else if (policy.artifact === 'required')
    fail('DEPLOY_ARTIFACT', 'no artifact digest was given, and the policy requires the record to name the artifact deployed');

  // 4. Fresh enough.
  if (policy.maxAgeSeconds !== null) {
    const at = isRfc3339(record.emitted_at) ? Date.parse(record.emitted_at) : Number.NaN;
    const age = (f.now.getTime() - at) / 1000;
    if (Number.isNaN(at)) fail('DEPLOY_STALE', `the record's emitted_at ${quote(record.emitted_at)} is not a time`);
    else if (age > policy.maxAgeSeconds)
      fail('DEPLOY_STALE', `the record was emitted at ${record.emitted_at}, ${ageWords(age)} ago, older than the policy's max_age ${policy.maxAge ?? ''}`);
    else if (age < -SKEW_SECONDS) fail('DEPLOY_STALE', `the record says it was emitted at ${record.emitted_at}, after now (${f.now.toISOString()})`);
    else passed.push(`fresh: emitted ${ageWords(Math.max(0, age))} ago, within ${policy.maxAge ?? ''}`);
  }

  // 5. Judged by the bar the policy names.
  if (policy.bar) failures.push(...(await barFailures(f, policy.bar, record, recordKid, passed)));

  result.ok = failures.length === 0;
  return result;
}

/** The bundle's verification (sigstore-js, by the edges) as the policy reads it: a wrong key or identity is an unexpected signer. */
function bundleChecks(f: DeployFacts, fail: (code: string, message: string) => void, passed: string[], result: PolicyResult): void {
  const signer = f.policy.signer;
  const kind = signer.kind;
  if (!f.bundle) {
    if (signer.kind === 'keyless')
      fail('DEPLOY_SIGNER', `a keyless policy (${signer.describe}) needs the record's Sigstore bundle, and none was given or found`);
    return;
  }
  if (f.bundle.ok) {
    passed.push(`bundle verified (${f.bundle.signer})`);
    if (kind === 'keyless') result.signer = f.bundle.signer;
  } else if (SIGNER_CODES.has(f.bundle.code))
    fail('DEPLOY_SIGNER', `the bundle is not signed by the expected ${kind === 'key' ? 'key' : 'identity'}: ${f.bundle.message}`);
  else fail('DEPLOY_PROOF', `the bundle does not verify: ${f.bundle.message} (${f.bundle.code})`);
}

/** A bundle's failures that say who signed it, not that it was altered. */
const SIGNER_CODES = new Set(['CERTIFICATE_IDENTITY_MISMATCH', 'CERTIFICATE_ISSUER_MISMATCH', 'SIGNER_KIND', 'SIGNER_KEY']);

async function barFailures(
  f: DeployFacts,
  policyBar: { ref: string; files: string[] },
  record: AgentQualityRecord,
  recordKid: string | undefined,
  passed: string[],
): Promise<PolicyFailure[]> {
  if (f.barProblem !== undefined) return [{ code: 'DEPLOY_BAR', message: f.barProblem }];
  const out: PolicyFailure[] = [];
  let bar: BarRecord;
  let by: string;
  if (f.policy.signer.kind === 'key') {
    if (!f.barStatement)
      return [{ code: 'DEPLOY_BAR', message: `the record carries no bar sidecar (${f.recordName}.bar.json), so the bar it was judged by is unknown` }];
    const trust = await verifyBarStatement(f.barStatement, record, f.policy.signer.keys, recordKid);
    if (!trust.ok) return [{ code: 'DEPLOY_BAR', message: `the record's bar is not to be trusted: ${trust.message} (${trust.code})` }];
    bar = f.barStatement.bar;
    by = `key ${trust.kid}`;
  } else {
    if (!f.bundle?.ok || !f.bundle.bar)
      return [{ code: 'DEPLOY_BAR', message: "the bundle's predicate names no bar, so the bar the record was judged by is unknown" }];
    bar = f.bundle.bar;
    by = 'the bundle';
  }
  const atRef = f.barAtRef ?? new Map<string, string | undefined>();
  for (const path of policyBar.files) {
    const entry = bar.files.find((x) => x.path === path);
    const now = atRef.get(path);
    if (!entry) out.push({ code: 'DEPLOY_BAR', message: `${path} is not a file of the bar the record was judged by` });
    else if (now === undefined) out.push({ code: 'DEPLOY_BAR', message: `${path} is not at ${policyBar.ref}, so the record's bar cannot be held to it` });
    else if (now !== entry.sha256)
      out.push({
        code: 'DEPLOY_BAR',
        message: `${path} at ${policyBar.ref} (sha256:${now.slice(0, 12)}) is not the file the record was judged by (sha256:${entry.sha256.slice(0, 12)})`,
      });
  }
  if (out.length === 0) passed.push(`judged by the bar at ${policyBar.ref}: ${policyBar.files.join(', ')} (signed by ${by})`);
  return out;
}

/** `sha256:HEX` in lower case; a bare 64-hex digest is read as sha256. */
export function normalDigest(d: string): string {
  const t = d.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(t) ? `sha256:${t}` : t;
}

const short = (d: string) => (/^sha256:[0-9a-f]{64}$/.test(d) ? `${d.slice(0, 19)}…` : quote(d));

function ageWords(seconds: number): string {
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}
