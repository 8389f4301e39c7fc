// `aqr evaluate` and the action share this: read every input, fold the ledger,
// run the pure gate, check the record it makes, and write it whole.
import { checkRecord } from '../check/check.js';
import type { CheckResult } from '../check/types.js';
import { AqrError } from '../errors.js';
import { evaluate, type EvaluateResult } from '../gate/evaluate.js';
import type { Decision } from '../gate/gates.js';
import { readAuthority } from '../io/authority-file.js';
import { contentSetDigest, fileDigest, treeDigest } from '../io/digest.js';
import { readPrivateKey } from '../io/key-file.js';
import { readDecisions, readMeasures } from '../io/entries-file.js';
import { readTrials } from '../io/ledger-file.js';
import { loadProfile } from '../io/profile-file.js';
import { readTextFile } from '../io/read-text.js';
import { readRecordFile } from '../io/record-file.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import { ledgerMeasures, type LedgerResult } from '../ledger/measures.js';
import type { TrialTally } from '../ledger/tally.js';
import { LEDGER_FORMAT } from '../ledger/trial.js';
import { TIER_ORDER, type Profile } from '../profile/types.js';
import type { Expected } from '../otel/fold.js';
import type { Manifest } from '../taskset/manifest.js';
import { DIGEST_RE } from '../record/digest.js';
import { parseDocument } from '../record/parse.js';
import type { Evidence, Judge, Measure, Subject, Tier } from '../record/types.js';
import { isYamlPath, toJsonText, toYamlText } from '../record/write.js';
import { readManifest } from '../taskset/manifest.js';
import { readRule } from '../io/rule-file.js';
import { readSignals } from '../io/signals-file.js';
import { SignalAnalysis, type SignalsReport } from '../signals/analysis.js';
import { signalGates } from '../gate/signal-gates.js';
import { formatLedgerRef } from '../replay/ledger-ref.js';
import { signRecord } from '../sign/sign.js';
import { keyVerifier } from '../sign/verify.js';
import { MAX_MANIFEST_BYTES } from './limits.js';
import { OTEL_FORMAT, readTraceEvidence, traceMeasures } from './otel.js';

export interface EvaluateOptions {
  profile: string;
  tier?: Tier;
  measures: string[];
  trials: string[];
  taskManifest: string;
  sealed: boolean;
  agent: string;
  modelProvider?: string;
  modelId?: string;
  harness: string[];
  code: string[];
  authority: string;
  decisions: string[];
  actor: string;
  question?: string;
  option: string[];
  rationale?: string;
  rollbackTo?: string;
  evaluatorIndependent: boolean;
  judge?: Judge;
  /** The decision time; default: the clock. */
  now?: string;
  out?: string;
  /** OpenTelemetry trace exports (OTLP/JSON) as the evidence of attempts. */
  evidence?: string[];
  /** Signal files: OCP runs, Agent Signals, confidence samples. */
  signals?: string[];
  /** The acceptance rule for bare signal lists. */
  acceptanceRule?: string;
  /** Every signal deviation is an error. */
  strict?: boolean;
  /** Sign the record with this private key (a file, an environment variable, or its text). */
  key?: { file?: string; env?: string; text?: string; label?: string };
  /** Holds the caller's context adds (the action: an approval by the PR's author). */
  holds?: { code: string; message: string }[];
  /** Sentences appended to the rationale (the action: the approval, a missing rollback target). */
  notes?: string[];
}

export interface EvaluateRun extends EvaluateResult {
  check: CheckResult;
  warnings: string[];
  out?: string;
  signals?: SignalsReport;
  signalsOut?: string;
}

/** Files that travel with a record sit beside it: `x.yaml` → `x.signals.json`, `x.comment.md`. */
export function besideRecord(recordPath: string, suffix: string): string {
  return `${recordPath.replace(/\.(ya?ml|json)$/i, '')}${suffix}`;
}

export async function runEvaluate(o: EvaluateOptions): Promise<EvaluateRun> {
  // A bad key fails before any work, and the tier knows a signature is coming.
  const key = o.key ? await readPrivateKey(o.key) : undefined;
  const profile = await loadProfile(o.profile);
  const tier = o.tier ?? profile.tier;
  if (TIER_ORDER.indexOf(tier) < TIER_ORDER.indexOf(profile.tier)) throw new AqrError('ERR_USAGE', `--tier ${tier} is below the profile's tier ${profile.tier}; a tier may be raised, never lowered`);
  const warnings = [...profile.warnings];
  if (o.trials.length === 0 && o.measures.length === 0 && (o.evidence ?? []).length === 0) throw new AqrError('ERR_USAGE', 'no evidence: give --trials (a trial ledger), --evidence (traces) or --measures');

  const manifestFile = o.taskManifest;
  const manifest = readManifest(parseDocument(await readTextFile(manifestFile, 'task manifest', MAX_MANIFEST_BYTES), manifestFile, { bulk: true }), manifestFile);

  const subject: Subject = {
    agent: o.agent,
    harness_digest: (await treeDigest(o.harness, 'harness')).digest,
    authority: await readAuthority(o.authority),
  };
  if (o.code.length > 0) subject.code_digest = (await treeDigest(o.code, 'code')).digest;
  if (o.modelProvider !== undefined || o.modelId !== undefined) {
    if (!o.modelProvider || !o.modelId) throw new AqrError('ERR_USAGE', '--model-provider and --model-id go together');
    subject.model = { provider: o.modelProvider, id: o.modelId };
  }
  const manifestDigest = await fileDigest(manifestFile);

  const { ledger, evidence } = await readAttempts(o, profile, manifest, { manifestDigest, harnessDigest: subject.harness_digest }, warnings);
  warnings.push(...ledger.warnings);
  const measures = mergeMeasures(ledger.measures, await readMeasures(o.measures));
  const decisions: Decision[] = o.decisions.length > 0 ? await readDecisions(o.decisions) : [];
  const now = decisionTime(o.now);
  let signals: SignalsReport | undefined;
  if (o.signals && o.signals.length > 0) {
    const analysis = new SignalAnalysis({
      strict: o.strict === true,
      ...(o.acceptanceRule ? { rule: await readRule(o.acceptanceRule) } : {}),
      ...(profile.signals.min_tier ? { minTier: profile.signals.min_tier } : {}),
      ...(o.now !== undefined ? { now: Date.parse(now) } : {}),
      ...(profile.signals.soft_holds ? { softHolds: profile.signals.soft_holds } : {}),
    });
    await readSignals(o.signals, analysis);
    signals = analysis.report();
    if (signals.deviations.total > 0) warnings.push(`${signals.deviations.total} signal deviations (${Object.entries(signals.deviations.byCode).map(([c, n]) => `${c} ${n}`).join(', ')}); see the signals report`);
    if (signals.counts.skipped > 0) warnings.push(`${signals.counts.skipped} signal records were skipped; see the signals report`);
    if (signals.privacy.flagged > 0) warnings.push(`${signals.privacy.flagged} signal values look like e-mail addresses, secrets, repository URLs or code (${Object.keys(signals.privacy.byKind).join(', ')}); their text is not copied anywhere`);
  }

  const result = evaluate({
    profile,
    tier,
    now,
    subject,
    taskSet: { manifest_digest: manifestDigest, held_in: manifest.held_in, held_out: manifest.held_out, sealed: o.sealed, canary_ids: manifest.canary_ids },
    measures,
    missing: ledger.missing,
    decisions,
    canaries: ledger.canaries,
    evidence,
    evaluatorIndependent: o.evaluatorIndependent,
    ...(o.judge ? { judge: o.judge } : {}),
    decision: {
      actor: o.actor,
      ...(o.question ? { question: o.question } : {}),
      ...(o.option.length > 0 ? { options: o.option } : {}),
      ...(o.rationale ? { rationale: o.rationale } : {}),
      ...(o.rollbackTo ? { rolls_back_to: await rollbackTarget(o.rollbackTo) } : {}),
    },
    willSign: key !== undefined,
    signalGates: signalGates(signals, profile.signals),
    softHolds: signals?.softHolds ?? [],
    holds: o.holds ?? [],
    notes: o.notes ?? [],
  });
  if (key) result.record = await signRecord(result.record, key);
  const check = await checkRecord(result.record, key ? { verifier: keyVerifier([key]) } : {});
  const run: EvaluateRun = { ...result, check, warnings, ...(signals ? { signals } : {}) };
  if (o.out !== undefined) {
    if (signals) {
      run.signalsOut = besideRecord(o.out, '.signals.json');
      await writeFileAtomic(run.signalsOut, `${JSON.stringify(signals, null, 2)}\n`);
    }
    await writeFileAtomic(o.out, isYamlPath(o.out) ? toYamlText(result.record) : toJsonText(result.record));
    run.out = o.out;
  }
  return run;
}

/**
 * The attempts, from a trial ledger or from traces (never both), folded into
 * the same tally; or, with neither, only the given measures (not replayable).
 */
async function readAttempts(o: EvaluateOptions, profile: Profile, manifest: Manifest, expected: Expected, warnings: string[]): Promise<{ ledger: LedgerResult; evidence: Evidence }> {
  const traces = o.evidence ?? [];
  if (o.trials.length > 0 && traces.length > 0) throw new AqrError('ERR_USAGE', 'give the attempts once: --trials (a trial ledger) or --evidence (traces), not both');
  if (o.trials.length === 0 && traces.length === 0) {
    const none: LedgerResult = { measures: [], missing: [], canaries: manifest.canary_ids.map((id) => ({ id, fired: false, attempts: 0 })), warnings: [] };
    return { ledger: none, evidence: { ledger: o.measures.join(' '), format: 'aqr.measures/1', replayable: false } };
  }
  // Replayable: `aqr verify --ledger` recomputes every measure from these files.
  if (o.trials.length > 0) {
    const read = await readTrials(o.trials, manifest);
    if (read.blank > 0) warnings.push(`${read.blank} blank lines in the trial ledger were passed over`);
    const ledger = ledgerMeasures(read.tally, chooseK(profile, read.tally, warnings));
    return { ledger, evidence: { ledger: formatLedgerRef(o.trials, await contentSetDigest(read.files)), format: LEDGER_FORMAT, events: read.tally.events, replayable: true } };
  }
  const read = await readTraceEvidence(traces, manifest, expected);
  const ledger = traceMeasures(read, chooseK(profile, read.tally, warnings));
  return { ledger, evidence: { ledger: formatLedgerRef(traces, read.digest), format: OTEL_FORMAT, events: read.events, replayable: true } };
}

/** The profile's k, or a gate's, or else the attempts every task has (and say so). */
function chooseK(profile: Profile, tally: TrialTally, warnings: string[]): number | undefined {
  const k = profile.k ?? [...profile.gates, ...Object.values(profile.tier_gates).flat()].find((g) => g.k !== undefined)?.k;
  if (k !== undefined) return k;
  let min = Infinity;
  for (const t of tally.manifest.tasks.values()) if (!t.canary) min = Math.min(min, tally.attempts(t.id));
  if (!Number.isFinite(min) || min < 2) return undefined;
  warnings.push(`the profile sets no k: pass^k uses k=${min}, the attempts every task has`);
  return min;
}

/** Computed and given measures together; the same measure with two values is an error. */
function mergeMeasures(computed: Measure[], given: { value: Measure; file: string; line?: number }[]): Measure[] {
  const key = (m: Measure) => `${m.id}|${m.split ?? ''}|${m.k ?? ''}`;
  const out = [...computed];
  // One look-up per measure (a Map by key): linear in the measures, not quadratic.
  const byKey = new Map<string, Measure>();
  for (const m of out) if (!byKey.has(key(m))) byKey.set(key(m), m);
  for (const g of given) {
    const same = byKey.get(key(g.value));
    if (same && same.value !== g.value.value)
      throw new AqrError('ERR_INPUT_CONFLICT', `${g.value.id} is ${JSON.stringify(g.value.value)} here but the trial ledger gives ${JSON.stringify(same.value)}`, { file: g.file, ...(g.line === undefined ? {} : { line: g.line }) });
    if (!same) {
      out.push(g.value);
      byKey.set(key(g.value), g.value);
    }
  }
  return out;
}

function decisionTime(now: string | undefined): string {
  const d = now === undefined ? new Date() : new Date(now);
  if (Number.isNaN(d.getTime()) || (now !== undefined && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(now)))
    throw new AqrError('ERR_USAGE', `--now must be an RFC 3339 timestamp with a zone, got ${JSON.stringify(now)}`);
  return `${d.toISOString().slice(0, 19)}Z`;
}

async function rollbackTarget(ref: string): Promise<string> {
  if (DIGEST_RE.test(ref)) return ref;
  if (ref.startsWith('sha256:')) throw new AqrError('ERR_USAGE', `--rollback-to ${ref} is not a sha256 digest (sha256: and 64 lowercase hex digits)`);
  const previous = (await readRecordFile(ref)).value as { subject?: { harness_digest?: unknown } };
  const digest = previous.subject?.harness_digest;
  if (typeof digest !== 'string' || !DIGEST_RE.test(digest)) throw new AqrError('ERR_INPUT_INVALID', 'the previous record has no valid subject.harness_digest to roll back to', { file: ref });
  return digest;
}
