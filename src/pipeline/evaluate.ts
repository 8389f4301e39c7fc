// `aqr evaluate` and the action share this: read every input, fold the ledger,
// run the pure gate, check the record it makes, and write it whole.
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { posixRelative } from '../io/files.js';
import { checkRecord } from '../check/check.js';
import type { CheckResult } from '../check/types.js';
import { AqrError, isAqrError } from '../errors.js';
import { evaluate, measurementSource, type EvaluateInput, type EvaluateResult } from '../gate/evaluate.js';
import { barChangeAcceptance, type ApprovalJudgement } from '../gate/approval.js';
import type { GateResult } from '../gate/gates.js';
import type { Reason } from '../gate/verdict.js';
import type { Bar, BarChange, BarRecord, ImportOptionsRecord } from '../bar/types.js';
import type { AgentQualityRecord } from '../record/types.js';
import { readBar, type BarPaths, type LoadedProfile } from '../io/bar-files.js';
import { checkoutSource, gitSource, type BarSource } from '../io/bar-source.js';
import { fallBackToProposed, pinBar, unpinned, type PinnedBar } from './bar.js';
import { treeDigest } from '../io/digest.js';
import { readPrivateKey, type PrivateKey } from '../io/key-file.js';
import { textsFirst, type ReadText } from '../io/read-text.js';
import { readMeasures } from '../io/entries-file.js';
import { readTrials, type LedgerRead } from '../io/ledger-file.js';
import { mergeRecomputes, recomputeHolds, type RecomputeSummary } from '../import/promptfoo-recompute.js';
import type { ImportOptions } from '../import/types.js';
import { LEDGER_FORMAT } from '../ledger/trial.js';
import type { TrialsHow } from '../io/import-file.js';
import { judgedFailureHolds, notMeasured } from '../import/fold.js';
import { bindDefinitions, type DefinitionBinding } from '../import/definition.js';
import type { CustodyFacts } from '../gate/integrity.js';
import { importReport } from './import.js';
import { readTallies } from '../io/tally-file.js';
import type { EvidenceFile } from '../attest/predicate.js';
import { readRecordFile } from '../io/record-file.js';
import { assertInside, writeFilesAtomic } from '../io/write-atomic.js';
import { besideRecord } from '../io/beside.js';
import { ledgerMeasures, type LedgerResult } from '../ledger/measures.js';
import { evidenceMeasures, measureKey, underivableMeasures } from '../replay/replay.js';
import type { TrialTally } from '../ledger/tally.js';
import { taskDetail, type TaskDetail } from '../ledger/task-detail.js';
import { detailSidecar } from '../report/detail.js';
import { RELEASE_TIERS, type Profile, type ProfileGate } from '../profile/types.js';
import { extendProfile } from '../profile/merge.js';
import type { Expected } from '../otel/fold.js';
import type { Manifest } from '../taskset/manifest.js';
import { DIGEST_RE } from '../record/digest.js';
import type { Evidence, Judge, Measure, Subject, ReleaseTier, Verdict } from '../record/types.js';
import { isYamlPath, toRecordText } from '../doc/text.js';
import { readRule } from '../io/rule-file.js';
import type { SignalsReport } from '../signals/analysis.js';
import type { InputWords } from '../gate/words.js';
import { signalGates } from '../gate/signal-gates.js';
import { formatLedgerRef } from '../replay/ledger-ref.js';
import { signRecord } from '../sign/sign.js';
import { barStatement, barStatementText } from '../sign/bar-statement.js';
import { keyVerifier } from '../sign/verify.js';
import { assertSchemaValid } from '../record/validate.js';
import { OTEL_FORMAT } from '../otel/measures.js';
import { appliedGates, buildPredicate, resolvedProfile } from '../attest/predicate.js';
import { sha256Hex } from '../crypto/index.js';
import { expandFiles } from '../io/files.js';
import { VERSION } from '../version.js';
import { isRfc3339 } from '../text/rfc3339.js';
import { evidenceFiles, predicateText, readSubjects, summaryOf, writeBundle } from './attest.js';
import { readBaseline, statsContext } from './stats.js';
import { usesStats } from '../gate/stats.js';
import type { Baseline } from '../gate/bounds.js';
import { readBlocks, type BlockInputs, type Blocks } from './blocks.js';

export interface EvaluateOptions {
  profile: string;
  /** Gates given as --floor / --ceiling: added to the profile's, tightening only (as a profile that extends it). */
  gates?: ProfileGate[];
  tier?: ReleaseTier;
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
  /** Files, folders or globs that decide pass or fail (the eval tool's config, graders, tests): part of the bar. */
  evalDefinition?: string[];
  actor: string;
  question?: string;
  option: string[];
  rationale?: string;
  rollbackTo?: string;
  evaluatorIndependent: boolean;
  judge?: Judge;
  /** The decision time; default: the clock. */
  now?: string;
  /** How hold reasons name the inputs: CLI flags unless the action says otherwise. */
  words?: InputWords;
  /** Paths in the record are relative to this folder (the action: GITHUB_WORKSPACE); default: the working directory. */
  pathBase?: string;
  out?: string;
  /** How `trials` are read: the format forced (`--trials-format`), the subject and task-id field of an eval tool's file. */
  trialsHow?: TrialsHow;
  /** OpenTelemetry trace exports (OTLP/JSON) as the evidence of attempts. */
  evidence?: string[];
  /** Partial tallies (aqr tally) of the ledger's shards, merged here instead of reading the shards. */
  tallies?: string[];
  /** The shard files the evidence must cover: fewer hold with SHARD_MISSING, more are an input error. */
  expectShards?: number;
  /** Signal files: OCP runs, Agent Signals, confidence samples. */
  signals?: string[];
  /** The acceptance rule for bare signal lists. */
  acceptanceRule?: string;
  /** Every signal deviation is an error. */
  strict?: boolean;
  /** Sign the record with this private key (a file, an environment variable, or its text). */
  key?: { file?: string; env?: string; text?: string; label?: string };
  /** What the inputs themselves warn of (a deprecated name): said with the run's warnings. */
  inputWarnings?: string[];
  /** Holds the caller's context adds (the action: an approval by the PR's author). */
  holds?: { code: string; message: string }[];
  /** Sentences appended to the rationale (the action: the approval, a missing rollback target). */
  notes?: string[];
  /** Write the attestation predicate here (src/attest/predicate.ts); with `attest`, default beside the record. */
  predicate?: string;
  /** Write a Sigstore bundle (an in-toto statement in DSSE, signed with `key`) here. */
  attest?: string;
  /** Write the record's SLSA VSA v1 predicate here (src/attest/vsa.ts). */
  vsa?: string;
  /** The statement's subjects: files or globs, and `NAME=sha256:HEX`; default the agent and its harness digest. */
  subjects?: string[];
  subjectDigests?: string[];
  /** The last release's record, for regression gates (a file), and the key that must have signed it. */
  baseline?: string;
  baselineKey?: string;
  /** A baseline the caller found itself (the action: the record rollback-to: auto found). */
  baselineFound?: Baseline;
  /** Judge by the bar as it is at this git ref (`--bar-ref`), read with git from the repository here. */
  barRef?: string;
  /** Where the pinned bar is read (the action: git objects or GitHub's contents API); wins over barRef. */
  barSource?: BarSource;
  /** The run's approval, judged (the action: a GitHub Environment approval): it may accept a bar change. */
  approval?: ApprovalJudgement;
  /** Accept a change of the bar without an approval (the workflow's explicit opt-out). */
  allowBarChange?: boolean;
  /** The files where the change under review itself sets allow-bar-change (the action's workflow comparison): named wherever the opt-out accepts it. */
  allowBarChangeAddedIn?: string[];
  /**
   * The base's own inputs, when a config file is pinned (pipeline/config-pin.ts): its options
   * (undefined: the config does not load at the base) and how they differ. Judged by unless the
   * change is accepted; where the run writes is always the base's. Absent: the base's inputs are these.
   */
  base?: { options?: EvaluateOptions | undefined; lines: string[] };
  /** Every file written must lie inside one of these folders (the action: the workspace and RUNNER_TEMP); ERR_OUTPUT_WRITE otherwise. */
  writeRoots?: string[];
  /** The profile, loaded from the checkout already (the action: to read its tier); used when it is the one `profile` names. */
  loadedProfile?: LoadedProfile;
  /** Files the record's optional blocks are taken from: model, Agent Card, supply chain, judge pack (src/pipeline/blocks.ts). */
  blocks?: BlockInputs;
}

export interface EvaluateRun extends EvaluateResult {
  check: CheckResult;
  warnings: string[];
  out?: string;
  signals?: SignalsReport;
  signalsOut?: string;
  predicateOut?: string;
  attestOut?: string;
  vsaOut?: string;
  statsOut?: string;
  /** The bar this run was judged by (for the record's sidecar and the attestation). */
  bar: BarRecord;
  /** `<record>.bar.json`, when the record was written. */
  barOut?: string;
  /** The per-task drill-down of the enforced side's attempts (none from measures alone). */
  tasks?: TaskDetail;
  /** `<record>.detail.json` (report/detail.ts), when the record was written. */
  detailOut?: string;
  /** The `sha256:` digest of the record's file as written to `out`, from the text written: callers hand it on rather than read the file back. */
  recordDigest?: string;
  /** What the change under review does to the bar, when it alters it. */
  barChange?: BarChange;
  /** The verdict the other bar gives (the change's own, or the base's once accepted): shown, never enforced. */
  barShadow?: { bar: 'base' | 'proposed' } & ({ verdict: Verdict; reasons: Reason[]; gates: GateResult[] } | { error: string });
}

/**
 * From evidence on disk to a verdict and a written record: reads every input,
 * folds the evidence, runs the pure gate, signs when given a key, checks the
 * record it made, and writes it with its sidecars whole, or nothing on bad
 * input. With a bar source (`--bar-ref`, the action's pull-request base) the
 * bar is pinned: see pipeline/bar.ts; `<record>.bar.json` names that bar.
 * With `base` (the config read at the base, pipeline/config-pin.ts) every
 * input is pinned too: the side the bar decides on gives every value.
 */
export async function runEvaluate(o: EvaluateOptions): Promise<EvaluateRun> {
  const proposed = await readBar(barPaths(o), checkoutSource(), [], o.loadedProfile);
  const source = o.barSource ?? (o.barRef !== undefined ? await gitSource(o.barRef) : undefined);
  const baseOptions = o.base ? o.base.options && { ...o.base.options, ...runLevel(o) } : o;
  let pinned = source
    ? await pinBar(
        { paths: baseOptions && barPaths(baseOptions), lines: o.base?.lines ?? [] },
        proposed,
        source,
        barChangeAcceptance(o.approval, o.allowBarChange === true, o.allowBarChangeAddedIn),
      )
    : unpinned(proposed);
  // The base is read: a source opened here (git's batch process) is ended; the caller's is the caller's to end.
  if (source !== o.barSource) await source?.close?.();
  // Where the run writes is the base's, whichever side judges (the change's own config could point anywhere).
  const writes = baseOptions ?? o;
  const sideOf = (which: 'base' | 'proposed'): EvaluateOptions => {
    const { out: _o, predicate: _p, attest: _a, vsa: _v, ...own } = which === 'base' && baseOptions ? baseOptions : o;
    return {
      ...own,
      ...(writes.out !== undefined ? { out: writes.out } : {}),
      ...(writes.predicate !== undefined ? { predicate: writes.predicate } : {}),
      ...(writes.attest !== undefined ? { attest: writes.attest } : {}),
      ...(writes.vsa !== undefined ? { vsa: writes.vsa } : {}),
    };
  };
  // The side judged: the base's unless its bar did not load or the change was accepted (its own, then).
  let side = sideOf(source && pinned.change?.enforced !== 'proposed' ? 'base' : 'proposed');
  for (const f of [side.out, side.predicate, side.attest, side.vsa]) if (f !== undefined && o.writeRoots) assertInside(f, o.writeRoots);

  // A bad key fails before the evidence is read, and the tier knows a signature is coming.
  const key = side.key ? await readPrivateKey(side.key) : undefined;
  if (side.attest !== undefined && !key) throw new AqrError('ERR_USAGE', "--attest signs the statement with the record's key: give --signing-key");
  if ((side.attest !== undefined || side.predicate !== undefined || side.vsa !== undefined) && side.out === undefined)
    throw new AqrError('ERR_USAGE', '--attest, --predicate and --vsa attest the record written with --out: give --out');
  // Subjects are read first: a missing subject file fails before any work.
  const subjects = side.attest !== undefined || side.vsa !== undefined ? await readSubjects(side.subjects ?? [], side.subjectDigests ?? []) : [];
  const tier = side.tier ?? pinned.judged.profile.tier;
  if (RELEASE_TIERS.indexOf(tier) < RELEASE_TIERS.indexOf(pinned.judged.profile.tier))
    throw new AqrError('ERR_USAGE', `--tier ${tier} is below the profile's tier ${pinned.judged.profile.tier}; a tier may be raised, never lowered`);
  if (side.trials.length === 0 && side.measures.length === 0 && (side.evidence ?? []).length === 0 && (side.tallies ?? []).length === 0)
    throw new AqrError('ERR_USAGE', 'no evidence: give --trials (a trial ledger), --tallies (its partial tallies), --evidence (traces) or --measures');

  const judge = async (opts: EvaluateOptions, bar: Bar, enforced: boolean, warnings: string[]) => {
    const { holds, warnings: read, ...inputs } = await sideInputs(opts, bar, key);
    const judged = await judgeWith(
      opts,
      bar,
      {
        ...inputs,
        willSign: key !== undefined,
        sealed: opts.sealed && !(enforced && pinned.unseal),
        holds: [...(o.holds ?? []), ...(enforced ? pinned.holds : []), ...holds],
        notes: enforced ? [...(o.notes ?? []), ...barNotes(pinned)] : [],
        definition: definitionCustody(pinned, bar, source !== undefined),
      },
      warnings,
    );
    warnings.unshift(...bar.profile.warnings, ...read);
    return judged;
  };
  const warnings: string[] = [];
  let enforced: Judged;
  try {
    enforced = await judge(side, pinned.judged, true, warnings);
  } catch (e) {
    if (!(pinned.change?.enforced === 'base' && isAqrError(e) && e.code === 'ERR_INPUT_MISMATCH')) throw e;
    pinned = fallBackToProposed(pinned, proposed, e);
    side = sideOf('proposed');
    warnings.length = 0;
    enforced = await judge(side, pinned.judged, true, warnings);
  }
  warnings.unshift(...(o.inputWarnings ?? []));
  const { result, signals } = enforced;
  let barShadow: EvaluateRun['barShadow'];
  if (pinned.other) {
    try {
      const s = await judge(sideOf(pinned.other.which), pinned.other.bar, false, []);
      barShadow = { bar: pinned.other.which, verdict: s.result.verdict, reasons: s.result.reasons, gates: s.result.gates };
    } catch (e) {
      if (!isAqrError(e)) throw e;
      barShadow = { bar: pinned.other.which, error: e.format() };
    }
  }

  // Checked as it would be written, signature and all; the signature of a record refused here never leaves the process.
  if (key) result.record = await signRecord(result.record, key);
  assertSchemaValid(result.record, result.reasons);
  const check = await checkRecord(result.record, key ? { verifier: keyVerifier([key]) } : {});
  const run: EvaluateRun = {
    ...result,
    check,
    warnings,
    bar: withImportOptions(pinned.record, enforced.selection),
    ...(signals ? { signals } : {}),
    ...(pinned.change ? { barChange: pinned.change } : {}),
    ...(barShadow ? { barShadow } : {}),
    ...(enforced.tasks ? { tasks: enforced.tasks } : {}),
  };
  if (side.out !== undefined) {
    // The signals report, the bar, the stats sidecar, the predicate and the record appear all or none.
    const barOut = besideRecord(side.out, '.bar.json');
    const signalsOut = signals ? besideRecord(side.out, '.signals.json') : undefined;
    const signalsText = signals ? `${JSON.stringify(signals, null, 2)}\n` : undefined;
    const statsOut = usesStats(result.stats) ? besideRecord(side.out, '.stats.json') : undefined;
    const recordText = await toRecordText(result.record, isYamlPath(side.out));
    const recordDigest = `sha256:${sha256Hex(recordText)}`;
    const detailOut = besideRecord(side.out, '.detail.json');
    const detail = detailSidecar({ recordDigest, gates: result.gates, shadow: result.shadow, reasons: result.reasons, tasks: enforced.tasks });
    const predicateOut = side.predicate ?? (side.attest !== undefined ? besideRecord(side.out, '.predicate.json') : undefined);
    const predicate =
      predicateOut === undefined && side.vsa === undefined
        ? undefined
        : buildPredicate({
            record: result.record,
            recordDigest,
            profileRef: side.profile,
            profile: pinned.judged.profile,
            tier: result.record.profile.tier,
            k: enforced.ledger.measures.find((m) => m.k !== undefined)?.k,
            sealed: side.sealed,
            evidence: {
              format: enforced.evidence.format,
              files: enforced.shards ?? (await evidenceFiles(enforced.files)),
              task_manifest: {
                path: pinned.judged.files.find((f) => f.role === 'task-manifest')?.path ?? side.taskManifest,
                digest: pinned.judged.manifestDigest,
              },
              signals: signalsOut && signalsText ? { path: signalsOut, digest: `sha256:${sha256Hex(signalsText)}` } : null,
            },
            version: VERSION,
            ...(usesStats(result.stats) ? { stats: result.stats } : {}),
            bar: run.bar,
          });
    await writeFilesAtomic([
      { file: side.out, data: recordText },
      ...(signalsOut && signalsText ? [{ file: signalsOut, data: signalsText }] : []),
      ...(statsOut ? [{ file: statsOut, data: `${JSON.stringify(result.stats, null, 2)}\n` }] : []),
      { file: detailOut, data: `${JSON.stringify(detail, null, 2)}\n` },
      ...(predicateOut && predicate ? [{ file: predicateOut, data: predicateText(predicate) }] : []),
      ...(side.vsa !== undefined && predicate ? [{ file: side.vsa, data: predicateText(summaryOf(predicate, check.level, subjects, side.out)) }] : []),
      // The bar bound to this record and signed with its key (unsigned without one): src/sign/bar-statement.ts.
      // Every threshold applied, ceilings too, signed beside the record: the record's closed schema keeps floors only.
      { file: barOut, data: barStatementText(await barStatement(result.record, withThresholds(run.bar, pinned.judged.profile, result.record), key)) },
    ]);
    if (signalsOut) run.signalsOut = signalsOut;
    if (statsOut) run.statsOut = statsOut;
    run.barOut = barOut;
    run.detailOut = detailOut;
    run.out = side.out;
    run.recordDigest = recordDigest;
    if (side.vsa !== undefined) run.vsaOut = side.vsa;
    if (predicateOut && predicate) {
      run.predicateOut = predicateOut;
      if (side.attest !== undefined && key) {
        await writeBundle(side.attest, predicate, subjects, key);
        run.attestOut = side.attest;
      }
    }
  }
  return run;
}

/** The bar with every threshold its profile applied at the record's tier (BarRecord.thresholds). */
function withThresholds(bar: BarRecord, profile: Profile, record: AgentQualityRecord): BarRecord {
  const tier = record.profile.tier;
  return { ...bar, thresholds: { tier, gates: appliedGates(resolvedProfile(profile), tier) } };
}

/** The bar's files an options set names (the config's paths, made relative to the working directory). */
function barPaths(o: EvaluateOptions): BarPaths {
  const inputs: NonNullable<BarPaths['inputs']> = {};
  if (o.acceptanceRule !== undefined) inputs['acceptance-rule'] = o.acceptanceRule;
  if (o.rollbackTo !== undefined) inputs['rollback-to'] = o.rollbackTo;
  if (o.baseline !== undefined) inputs.baseline = o.baseline;
  if (o.baselineKey !== undefined) inputs['baseline-key'] = o.baselineKey;
  return { profile: o.profile, taskManifest: o.taskManifest, authority: o.authority, decisions: o.decisions, evalDefinition: o.evalDefinition ?? [], inputs };
}

/** What belongs to the run, not to either side's inputs: the caller's holds and notes, the bar's source, the approval. */
function runLevel(o: EvaluateOptions): Partial<EvaluateOptions> {
  const run: Partial<EvaluateOptions> = {};
  for (const k of ['words', 'pathBase', 'holds', 'notes', 'barRef', 'barSource', 'approval', 'allowBarChange', 'allowBarChangeAddedIn', 'writeRoots'] as const)
    if (o[k] !== undefined) Object.assign(run, { [k]: o[k] });
  return run;
}

/** One side's inputs read as its bar's source holds them: the subject, the decision time, the decision, the baseline. */
async function sideInputs(
  o: EvaluateOptions,
  bar: Bar,
  key: PrivateKey | undefined,
): Promise<{
  subject: Subject;
  now: string;
  decision: EvaluateInput['decision'];
  baseline: Baseline | undefined;
  holds: { code: string; message: string }[];
  warnings: string[];
  blocks: Blocks;
}> {
  const read = textsFirst(bar.texts);
  const warnings: string[] = [];
  const tree = async (paths: string[], what: string) => {
    const t = await treeDigest(paths, what);
    if (t.skipped.length > 0)
      warnings.push(
        `${t.skipped.length} paths in the ${what} are symbolic links or special files and were not digested (as find -type f): ${t.skipped
          .slice(0, 3)
          .map((s) => JSON.stringify(s.path))
          .join(', ')}${t.skipped.length > 3 ? ', …' : ''}`,
      );
    return t.digest;
  };
  const subject: Subject = { agent: o.agent, harness_digest: await tree(o.harness, 'harness'), authority: bar.authority };
  if (o.code.length > 0) subject.code_digest = await tree(o.code, 'code');
  if (o.modelProvider !== undefined || o.modelId !== undefined) {
    if (!o.modelProvider || !o.modelId) throw new AqrError('ERR_USAGE', '--model-provider and --model-id go together');
    subject.model = { provider: o.modelProvider, id: o.modelId };
  }
  const blocks = await readBlocks(o.blocks ?? {}, bar.manifest.tasks.values(), subject.model !== undefined, o.judge !== undefined);
  if (blocks.modelDigest && subject.model) subject.model.digest = blocks.modelDigest;
  if (blocks.agentCard) subject.agent_card = blocks.agentCard;
  const decision: EvaluateInput['decision'] = {
    actor: o.actor,
    ...(o.question ? { question: o.question } : {}),
    ...(o.option.length > 0 ? { options: o.option } : {}),
    ...(o.rationale ? { rationale: o.rationale } : {}),
    ...(o.rollbackTo ? { rolls_back_to: await rollbackTarget(o.rollbackTo, read, bar.texts) } : {}),
  };
  const base = o.baseline
    ? await readBaseline(o.baseline, o.baselineKey ?? (key ? [key] : undefined), read)
    : o.baselineFound
      ? { baseline: o.baselineFound }
      : undefined;
  if (base?.warning) warnings.push(base.warning);
  const holds = base && 'hold' in base && base.hold ? [base.hold] : [];
  return { subject, now: decisionTime(o.now), decision, baseline: base?.baseline, holds, warnings, blocks };
}

/**
 * What the bar says of the eval definition: read at the base and left as it
 * was there (pinned), or altered by the change (its files, or which files).
 */
function definitionCustody(pinned: PinnedBar, judged: Bar, atBase: boolean): Pick<CustodyFacts, 'definitionPinned' | 'definitionChanged'> {
  const of = (b: Bar) =>
    b.files
      .filter((f) => f.role === 'eval-definition')
      .map((f) => `${f.path}\u0000${f.sha256}`)
      .sort()
      .join('\n');
  const other = pinned.other?.bar;
  const changed = other !== undefined && of(other) !== of(judged);
  return { definitionPinned: atBase && pinned.record.ref !== null && !changed && of(judged) !== '', definitionChanged: changed };
}

/** Sentences the rationale gains from the bar: an accepted change, and by whom. */
function barNotes(p: PinnedBar): string[] {
  if (!p.change) return [];
  return [
    p.change.accepted
      ? `This change alters the bar (${p.change.lines.length} differences from ${p.change.base}), ${p.change.accepted}.`
      : `This change alters the bar; it was judged by the bar at ${p.change.base}.`,
  ];
}

interface Judged {
  result: EvaluateResult;
  signals?: SignalsReport;
  ledger: LedgerResult;
  evidence: Evidence;
  /** The evidence files read (for the attestation predicate). */
  files: string[];
  /** The evidence files by content, when the run read them through partial tallies (the shards themselves are elsewhere). */
  shards?: EvidenceFile[];
  tasks?: TaskDetail;
  /** Imported attempts against the definition the task manifest pins. */
  binding?: DefinitionBinding;
  /** An eval tool's files: the independent recompute of their assertions, over every file read. */
  recompute?: RecomputeSummary;
  /** An eval tool's files: the options that chose the rows, as resolved (recorded in the signed bar, replayed). */
  selection?: ImportOptions;
  /** An eval tool's files: the advisory hold on its failures the deterministic verdict does not see (signals.soft_holds.max_judged_failures). */
  judgedHolds?: { code: string; message: string }[];
}

/** The stats context with this run's per-task outcomes, for a paired regression (its clusters stay made on first read). */
function withTasks(ctx: ReturnType<typeof statsContext>, tasks: TaskDetail | undefined): ReturnType<typeof statsContext> {
  if (tasks?.results) ctx.tasks = tasks.results;
  return ctx;
}

/** One evaluation under one bar: the enforced one, or the shadow beside it. */
async function judgeWith(
  o: EvaluateOptions,
  bar: Bar,
  c: {
    subject: Subject;
    now: string;
    decision: EvaluateInput['decision'];
    baseline: Baseline | undefined;
    willSign: boolean;
    sealed: boolean;
    holds: { code: string; message: string }[];
    notes: string[];
    definition: Pick<CustodyFacts, 'definitionPinned' | 'definitionChanged'>;
    blocks: Blocks;
  },
  warnings: string[],
): Promise<Judged> {
  const { manifest } = bar;
  const profile = o.gates ? withFlagGates(bar.profile, o.gates) : bar.profile;
  // The stricter of the asked tier and the bar's own.
  const tier = o.tier !== undefined && RELEASE_TIERS.indexOf(o.tier) > RELEASE_TIERS.indexOf(profile.tier) ? o.tier : profile.tier;
  const { ledger, evidence, files, shards, tasks, binding, recompute, selection, judgedHolds } = await readAttempts(
    o,
    profile,
    manifest,
    { manifestDigest: bar.manifestDigest, harnessDigest: c.subject.harness_digest },
    warnings,
  );
  warnings.push(...ledger.warnings);
  const shardHold = shardsHold(o.expectShards, shards?.length ?? files.length, o.words);
  const measures = mergeMeasures(
    ledger,
    evidence,
    recordPaths([...o.trials, ...(o.evidence ?? []), ...(o.tallies ?? [])], o.pathBase),
    await readMeasures(o.measures),
  );
  measures.push(...c.blocks.measures);
  const { signals, judgeEce } = await analyseSignals(o, profile, c.now, warnings, textsFirst(bar.texts));
  // RFC 0004: the judge's pack by digest, and its calibration from its own confidence samples (agentName = the judge's id).
  const judge = o.judge
    ? { ...o.judge, ...(c.blocks.judgePackDigest ? { pack_digest: c.blocks.judgePackDigest } : {}), ...(judgeEce ? { calibration_ece: judgeEce.ece } : {}) }
    : undefined;
  const result = evaluate({
    profile,
    tier,
    now: c.now,
    subject: c.subject,
    taskSet: { manifest_digest: bar.manifestDigest, held_in: manifest.held_in, held_out: manifest.held_out, sealed: c.sealed, canary_ids: manifest.canary_ids },
    measures,
    missing: ledger.missing,
    decisions: bar.decisions,
    canaries: ledger.canaries,
    evidence,
    evaluatorIndependent: o.evaluatorIndependent,
    ...(judge ? { judge } : {}),
    ...(c.blocks.supplyChain ? { supplyChain: c.blocks.supplyChain } : {}),
    decision: c.decision,
    willSign: c.willSign,
    signalGates: signalGates(signals, profile.signals, o.words),
    softHolds: [...(signals?.softHolds ?? []), ...(judgedHolds ?? [])],
    holds: [...c.holds, ...shardHold, ...(binding?.holds ?? []), ...recomputeHolds(recompute)],
    notes: [...c.notes, ...(binding?.note ? [binding.note] : []), ...c.blocks.notes],
    ...(binding || (bar.files.some((f) => f.role === 'eval-definition') && evidence.replayable)
      ? {
          custody: {
            ...c.definition,
            attempts: binding?.attempts ?? evidence.events ?? 0,
            bound: binding?.bound ?? 0,
            derived: new Set(ledger.measures.map((m) => m.id)),
          },
        }
      : {}),
    ...(recompute ? { recompute } : {}),
    stats: withTasks(statsContext(ledger), tasks),
    ...(c.baseline ? { baseline: c.baseline } : {}),
    ...(o.words ? { words: o.words } : {}),
  });
  return {
    result,
    ...(signals ? { signals } : {}),
    ledger,
    evidence,
    files,
    ...(shards ? { shards } : {}),
    ...(tasks ? { tasks } : {}),
    ...(recompute ? { recompute } : {}),
    ...(selection ? { selection } : {}),
  };
}

/**
 * A matrix job that crashed contributes no shard, and the rest would be judged
 * as if they were all: with --expect-shards, fewer shard files hold the
 * verdict; more than expected is a mistake in the workflow, an input error.
 */
function shardsHold(expected: number | undefined, found: number, words: InputWords | undefined): { code: string; message: string }[] {
  if (expected === undefined || found === expected) return [];
  const flag = words?.input('expect-shards') ?? '--expect-shards';
  if (found > expected)
    throw new AqrError(
      'ERR_USAGE',
      `the evidence covers ${found} shard files but ${flag} is ${expected}: more shards than the run has (a stale artifact, a second run's?)`,
    );
  return [{ code: 'SHARD_MISSING', message: `the evidence covers ${found} of the ${expected} shard files ${flag} expects: a matrix job contributed nothing` }];
}

async function analyseSignals(
  o: EvaluateOptions,
  profile: Profile,
  now: string,
  warnings: string[],
  read: ReadText,
): Promise<{ signals?: SignalsReport; judgeEce?: { ece: number; n: number } }> {
  if (!o.signals || o.signals.length === 0) return {};
  // The signals code is loaded only for a run that has signals.
  const [{ readSignals }, { SignalAnalysis }] = await Promise.all([import('../io/signals-file.js'), import('../signals/analysis.js')]);
  const analysis = new SignalAnalysis({
    strict: o.strict === true,
    ...(o.acceptanceRule ? { rule: await readRule(o.acceptanceRule, read) } : {}),
    ...(profile.signals.min_tier ? { minTier: profile.signals.min_tier } : {}),
    ...(o.now !== undefined ? { now: Date.parse(now) } : {}),
    ...(profile.signals.soft_holds ? { softHolds: profile.signals.soft_holds } : {}),
  });
  await readSignals(o.signals, analysis);
  const signals = analysis.report();
  if (signals.deviations.total > 0)
    warnings.push(
      `${signals.deviations.total} signal deviations (${Object.entries(signals.deviations.byCode)
        .map(([c, n]) => `${c} ${n}`)
        .join(', ')}); see the signals report`,
    );
  if (signals.counts.skipped > 0) warnings.push(`${signals.counts.skipped} signal records were skipped; see the signals report`);
  if (signals.privacy.flagged > 0)
    warnings.push(
      `${signals.privacy.flagged} signal values look like e-mail addresses, secrets, repository URLs or code (${Object.keys(signals.privacy.byKind).join(', ')}); their text is not copied anywhere`,
    );
  // The judge's confidence samples are those whose agentName is its id.
  const judgeEce = o.judge ? analysis.confidence.ece(o.judge.id) : undefined;
  return { signals, ...(judgeEce ? { judgeEce } : {}) };
}

/**
 * The attempts, from a trial ledger or from traces (never both), folded into
 * the same tally; or, with neither, only the given measures (not replayable).
 */
async function readAttempts(
  o: EvaluateOptions,
  profile: Profile,
  manifest: Manifest,
  expected: Expected,
  warnings: string[],
): Promise<Omit<Judged, 'result' | 'signals'>> {
  const traces = o.evidence ?? [];
  const tallies = o.tallies ?? [];
  if ([o.trials, traces, tallies].filter((x) => x.length > 0).length > 1)
    throw new AqrError(
      'ERR_USAGE',
      'give the attempts once: --trials (a trial ledger), --tallies (its partial tallies) or --evidence (traces), not two of them',
    );
  if (tallies.length > 0) {
    const read = await readTallies(tallies, manifest, expected.manifestDigest);
    if (read.skipped > 0) warnings.push(`${read.skipped} blank lines in the trial ledger were passed over`);
    const ledger = ledgerMeasures(read.tally, chooseK(profile, read.tally, warnings));
    if (read.evidenceFormat !== LEDGER_FORMAT) ledger.missing.push(...notMeasured(read.evidenceFormat));
    return {
      ledger,
      // The shards as the matrix jobs named them, by the digest one job reading them all would record.
      evidence: {
        ledger: formatLedgerRef(
          read.shards.map((s) => s.name),
          read.digest,
        ),
        format: read.evidenceFormat,
        events: read.tally.events,
        replayable: true,
      },
      files: read.files,
      shards: read.shards.map((s) => ({ path: s.name, sha256: s.sha256, lines: s.lines })),
      tasks: taskDetail(read.tally),
    };
  }
  if (o.trials.length === 0 && traces.length === 0) {
    const none: LedgerResult = { measures: [], missing: [], canaries: manifest.canary_ids.map((id) => ({ id, fired: false, attempts: 0 })), warnings: [] };
    return {
      ledger: none,
      evidence: { ledger: recordPaths(o.measures, o.pathBase).join(' '), format: 'aqr.measures/1', replayable: false },
      files: await expandFiles(o.measures, 'measures'),
    };
  }
  // Replayable: `aqr verify --ledger` recomputes every measure from these files.
  if (o.trials.length > 0) {
    const read = await readTrials(o.trials, manifest, o.trialsHow);
    if (read.blank > 0) warnings.push(`${read.blank} blank lines in the trial ledger were passed over`);
    warnings.push(...importReport(read));
    const ledger = ledgerMeasures(read.tally, chooseK(profile, read.tally, warnings));
    if (read.imported) ledger.missing.push(...notMeasured(read.format));
    const recompute = mergeRecomputes((read.imported ?? []).flatMap((i) => (i.imported.recompute ? [i.imported.recompute] : [])));
    const selection = selectionOf(read.imported);
    const judgedHolds = judgedFailureHolds(read.imported ?? [], profile.signals.soft_holds?.max_judged_failures, new Set(manifest.canary_ids));
    return {
      ledger,
      evidence: { ledger: formatLedgerRef(recordPaths(o.trials, o.pathBase), read.digest), format: read.format, events: read.tally.events, replayable: true },
      files: read.files,
      tasks: taskDetail(read.tally),
      ...(read.imported ? { binding: bindDefinitions(read.imported, manifest) } : {}),
      ...(recompute ? { recompute } : {}),
      ...(selection ? { selection } : {}),
      ...(judgedHolds.length > 0 ? { judgedHolds } : {}),
    };
  }
  // The trace reader is loaded for trace evidence only, not at every start.
  const { readTraceEvidence, traceMeasures } = await import('./otel.js');
  const read = await readTraceEvidence(traces, manifest, expected);
  const ledger = traceMeasures(read, chooseK(profile, read.tally, warnings));
  return {
    ledger,
    evidence: { ledger: formatLedgerRef(recordPaths(traces, o.pathBase), read.digest), format: OTEL_FORMAT, events: read.events, replayable: true },
    files: read.files,
    tasks: taskDetail(read.tally),
  };
}

/** The profile with the gates of --floor / --ceiling: they add or tighten, and one that would loosen the profile is an input error. */
function withFlagGates(profile: Profile, gates: ProfileGate[]): Profile {
  try {
    return { ...extendProfile(profile, { id: profile.id, version: profile.version, gates }, '--floor/--ceiling'), chain: profile.chain };
  } catch (e) {
    const why = e instanceof AqrError ? e.message.replace(/; a profile may only tighten.*$/, '') : String(e);
    throw new AqrError(
      'ERR_USAGE',
      `--floor/--ceiling: ${why.replace(/^--floor\/--ceiling: /, '')} of profile ${profile.chain[0] ?? profile.id}; a gate given here only adds or tightens (loosen it in the profile, saying why)`,
    );
  }
}

/** The profile's k, or a gate's, or else the attempts every task has (and say so). */
function chooseK(profile: Profile, tally: TrialTally, warnings: string[]): number | undefined {
  const k = profile.k ?? [...profile.gates, ...Object.values(profile.tier_gates).flat()].find((g) => g.k !== undefined)?.k;
  if (k !== undefined) return k;
  let min = Infinity;
  for (const t of tally.manifest.tasks.values()) if (!t.canary) min = Math.min(min, tally.attemptsAt(t.index));
  if (!Number.isFinite(min) || min < 2) return undefined;
  warnings.push(`the profile sets no k: pass^k uses k=${min}, the attempts every task has`);
  return min;
}

type GivenMeasure = { value: Measure; file: string; line?: number };

/**
 * Computed and given measures together. Evidence outranks a file: with a
 * ledger or traces, a given measure of an id that evidence gives (what replay
 * recomputes from it) is refused in any split and at any value, naming both
 * sources; a file adds only what the evidence cannot measure (packs, judged
 * scores, x- measures). One measure given twice with two values conflicts too.
 */
function mergeMeasures(ledger: LedgerResult, evidence: Evidence, evidencePaths: readonly string[], given: readonly GivenMeasure[]): Measure[] {
  const key = (m: Measure) => `${m.id}|${m.split ?? ''}|${m.k ?? ''}`;
  const out = [...ledger.measures];
  // One look-up per measure (a Map by key): linear in the measures, not quadratic.
  const byKey = new Map<string, GivenMeasure>();
  for (const g of given) {
    const at = { file: g.file, ...(g.line === undefined ? {} : { line: g.line }) };
    const outranked = evidence.replayable
      ? outrankedBy(g.value, ledger, evidence.format, `${measurementSource(evidence)} at ${shortList(evidencePaths)}`)
      : undefined;
    if (outranked) throw new AqrError('ERR_INPUT_CONFLICT', outranked, at);
    const same = byKey.get(key(g.value));
    if (same && same.value.value !== g.value.value)
      throw new AqrError(
        'ERR_INPUT_CONFLICT',
        `${measureKey(g.value)} is ${JSON.stringify(g.value.value)} here but ${same.file}${same.line === undefined ? '' : `:${same.line}`} gives ${JSON.stringify(same.value.value)}`,
        at,
      );
    if (!same) {
      out.push(g.value);
      byKey.set(key(g.value), g);
    }
  }
  return out;
}

/** Why the evidence, not a file, speaks for this measure; undefined when the evidence cannot give it. */
function outrankedBy(m: Measure, ledger: LedgerResult, format: string, by: string): string | undefined {
  if (underivableMeasures(format).has(m.id))
    return `${m.id} is measured from traces; a record whose evidence is a trial ledger cannot carry it (give --evidence traces instead)`;
  if (!evidenceMeasures(format).has(m.id)) return undefined;
  const computed = ledger.measures.filter((c) => c.id === m.id);
  const missing = ledger.missing.find((c) => c.id === m.id);
  const says =
    computed.length > 0
      ? `computes ${shortList(computed.map((c) => `${measureKey(c)} = ${JSON.stringify(c.value)}`))}`
      : missing
        ? `gives ${m.id} and has none here (${missing.reason})`
        : `gives ${m.id} and has none here`;
  return `${measureKey(m)} is given here, but ${by} ${says}: the evidence outranks a measures file in every split (leave ${m.id} out of --measures)`;
}

const shortList = (items: readonly string[]) => `${items.slice(0, 3).join(', ')}${items.length > 3 ? ', …' : ''}`;

function decisionTime(now: string | undefined): string {
  const d = now === undefined ? new Date() : new Date(now);
  if (Number.isNaN(d.getTime()) || (now !== undefined && !isRfc3339(now, 'optional')))
    throw new AqrError('ERR_USAGE', `--now must be an RFC 3339 timestamp with a zone, got ${JSON.stringify(now)}`);
  return `${d.toISOString().slice(0, 19)}Z`;
}

async function rollbackTarget(ref: string, read: ReadText, held: ReadonlyMap<string, Uint8Array> | undefined): Promise<string> {
  if (DIGEST_RE.test(ref)) return ref;
  if (ref.startsWith('sha256:')) throw new AqrError('ERR_USAGE', `--rollback-to ${ref} is not a sha256 digest (sha256: and 64 lowercase hex digits)`);
  if (!held?.has(ref) && !existsSync(ref))
    throw new AqrError(
      'ERR_USAGE',
      `--rollback-to takes a digest (sha256: and 64 lowercase hex digits) or a previous record file; ${JSON.stringify(ref)} is neither`,
    );
  const previous = (await readRecordFile(ref, read)).value as { subject?: { harness_digest?: unknown } };
  const digest = previous.subject?.harness_digest;
  if (typeof digest !== 'string' || !DIGEST_RE.test(digest))
    throw new AqrError('ERR_INPUT_INVALID', 'the previous record has no valid subject.harness_digest to roll back to', { file: ref });
  return digest;
}

/**
 * Paths as a record names them: never absolute paths of the machine that wrote
 * it, but relative to the working directory (the repository root in the
 * action), which is where replay resolves them.
 */
export function recordPaths(paths: readonly string[], base = process.cwd()): string[] {
  return paths.map((p) => (isAbsolute(p) ? posixRelative(p, base) || '.' : p));
}

/** The options that chose the rows of an eval tool's files: each one every file resolved alike (files of several models keep no subject). */
function selectionOf(imported: LedgerRead['imported']): ImportOptions | undefined {
  const all = (imported ?? []).map((i) => i.imported.selection ?? {});
  const first = all[0];
  if (!first) return undefined;
  const out: ImportOptions = {};
  for (const k of ['subject', 'taskIdField', 'scorer'] as const) {
    const v = first[k];
    if (v !== undefined && all.every((o) => o[k] === v)) out[k] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The bar with the options that chose an eval tool's rows (`trials-subject`, `task-id`, `trials-scorer`): signed with it, replayed from it. */
function withImportOptions(bar: BarRecord, selection: ImportOptions | undefined): BarRecord {
  if (!selection) return bar;
  const options: ImportOptionsRecord = {
    ...(selection.subject === undefined ? {} : { 'trials-subject': selection.subject }),
    ...(selection.taskIdField === undefined ? {} : { 'task-id': selection.taskIdField }),
    ...(selection.scorer === undefined ? {} : { 'trials-scorer': selection.scorer }),
  };
  return { ...bar, import_options: options };
}
