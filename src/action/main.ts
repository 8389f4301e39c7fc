// Entry of dist/index.cjs, the GitHub Action. It runs the same pipeline as
// `aqr evaluate` and adds only GitHub's context: defaults from the run, the
// last shipped record, the environment approval, the job summary, the sticky
// comment and the outputs. Order: evaluate, write and sign, summarise, comment,
// set outputs, then fail on a verdict named in fail-on. Reporting failures are
// warnings and never change the verdict.
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { AqrError, isAqrError } from '../errors.js';
import { noApprovalNote, workflowIdentity } from '../gate/approval.js';
import type { Octokit } from '../github/client.js';
import { describeFailure, httpStatus } from '../github/failure.js';
import { lazyClient } from '../github/lazy-client.js';
import { upsertComment } from '../github/comment.js';
import { runContext, type RunContext } from '../github/context.js';
import type { Baseline } from '../github/history.js';
import { judgeRunApproval } from '../github/approval.js';
import { readConfig } from '../io/config-file.js';
import { loadCheckoutProfile } from '../io/bar-files.js';
import { ACTION_WORDS } from '../gate/words.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import { readPublicKeys } from '../io/key-file.js';
import { besideRecord } from '../io/beside.js';
import { runEvaluate, type EvaluateOptions, type EvaluateRun } from '../pipeline/evaluate.js';
import { writeHtmlReport } from '../pipeline/report.js';
import type { FlagValues } from '../flags.js';
import { toEvaluateOptions } from '../pipeline/inputs.js';
import { commentMarker, renderComment, renderNoVerdict, renderNoVerdictComment, renderSummary, type NoVerdict } from '../report/markdown.js';
import { barChangeView, gateText, gateView } from '../report/view.js';
import { signalsBlocks } from '../report/signals-markdown.js';
import { keyVerifier } from '../sign/verify.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { PREDICATE_TYPE } from '../attest/predicate.js';
import { VSA_PREDICATE_TYPE } from '../attest/vsa.js';
import { log } from './log.js';
import { quote } from '../text/log-line.js';
import { DIGEST_RE } from '../record/digest.js';
import { releaseVerdict } from '../check/release.js';
import { pinnedBarSource } from './bar.js';
import { compareLayout } from './layout.js';
import { baseInputs, configAt } from '../pipeline/config-pin.js';
import { commentKey, failureLine, legacyMarker, needsApproval } from './report.js';

/** The run's own defaults for either side's inputs: the agent is the repository, the record goes to RUNNER_TEMP, the predicate beside it. */
function runDefaults(flags: FlagValues, ctx: RunContext): FlagValues {
  if (flags.agent === undefined && ctx.repo) flags.agent = ctx.repo;
  flags.out ??= join(process.env['RUNNER_TEMP'] ?? tmpdir(), 'agent-quality-record.json');
  // The predicate always: the next step may be actions/attest (keyless).
  flags.predicate ??= besideRecord(flags.out as string, '.predicate.json');
  // And its SLSA VSA, for actions/attest with the vsa-type output.
  flags.vsa ??= besideRecord(flags.out as string, '.vsa.json');
  return flags;
}

const PERMISSION_HINT =
  'the comment needs `permissions: pull-requests: write`; a pull request from a fork never gets it, so use the two-workflow pattern (a `workflow_run` workflow that comments: docs/action.md, "Forks")';

export async function main(): Promise<void> {
  let inputs: ActionInputs | undefined;
  let run: EvaluateRun;
  let ctx: RunContext | undefined;
  let octokit: Octokit | undefined;
  let baseline: Baseline | undefined;
  /** Who approved the run, null when no person did: the comment says which. */
  let approvedBy: string | null = null;
  let event: Record<string, unknown>;
  try {
    inputs = readInputs();
    event = readEvent();
    ctx = runContext(process.env, event);
    // The REST client (octokit) is loaded at its first call, not for a token alone.
    octokit = inputs.token ? lazyClient(inputs.token, (m) => log.info(m)) : undefined;
    const config = inputs.config ? await readConfig(inputs.config) : {};
    // The config file is the pull request's own: what decides which bar judges it comes from the workflow only.
    for (const k of ['bar-ref', 'allow-bar-change'] as const)
      if (config[k] !== undefined)
        throw new AqrError(
          'ERR_USAGE',
          `${k} is set in the config file ${inputs.config}, which the pull request can edit; set it as an input of the workflow step`,
        );
    const holds: { code: string; message: string }[] = [];
    const notes: string[] = [];
    // Where the bar is read comes first: on a change's events its config is read there too, every key.
    const pin = await pinnedBarSource(octokit, ctx, inputs.flags);
    const barSource = pin.source;
    if (pin.hold) holds.push(pin.hold);
    const flags = runDefaults({ ...config, ...inputs.flags }, ctx);
    const atBase = barSource && inputs.config ? await configAt(barSource, inputs.config) : undefined;
    const baseFlags = atBase && !isAqrError(atBase) ? runDefaults({ ...atBase, ...inputs.flags }, ctx) : undefined;

    const resolveRollback = rollbackResolver(octokit, ctx, inputs, notes);
    const ownBaseline = await resolveRollback(flags);
    const baseBaseline = baseFlags ? await resolveRollback(baseFlags) : undefined;
    baseline = ownBaseline ?? baseBaseline;
    // Approvals are read when the tier needs one, the job names its environment, or a pinned bar may change (its change needs one).
    // The profile is read once: for its tier here, and by the evaluation.
    const loadedProfile = typeof flags.profile === 'string' ? await loadCheckoutProfile(flags.profile) : undefined;
    const judged =
      needsApproval(flags, inputs, loadedProfile) || barSource !== undefined
        ? await judgeRunApproval(octokit, ctx, inputs.environment, log.warning)
        : undefined;
    for (const n of judged?.notices ?? []) log.warning(n);
    if (judged?.valid) {
      notes.push(judged.note);
      approvedBy = judged.actor;
    } else if (judged) holds.push(...judged.holds);
    // No person approved: the actor is the workflow's input or the workflow itself, never whoever opened or pushed the change.
    // The note speaks of the side that is judged without an approval: the base's, when there is one.
    const fromWorkflow = (baseFlags ?? flags).actor === undefined;
    for (const f of baseFlags ? [flags, baseFlags] : [flags]) {
      if (judged?.valid) f.actor = judged.actor;
      else f.actor ??= workflowIdentity(ctx);
    }
    if (!judged?.valid) notes.push(noApprovalNote(String((baseFlags ?? flags).actor), fromWorkflow));
    const finish =
      (found: Baseline | undefined) =>
      (options: EvaluateOptions): EvaluateOptions => {
        // Regression gates compare against the record rollback-to: auto found, unless a baseline is named.
        if (found && options.baseline === undefined)
          options.baselineFound = {
            record_id: found.record.record_id,
            measures: found.record.measures,
            verified: inputs?.publicKey !== undefined,
            ...(found.tasks ? { tasks: found.tasks } : {}),
          };
        return options;
      };
    const options = finish(ownBaseline)(toEvaluateOptions(flags));
    let base: EvaluateOptions['base'];
    if (barSource) {
      base =
        inputs.config && atBase !== undefined
          ? baseInputs(baseFlags ?? atBase, flags, inputs.config, barSource.label, finish(baseBaseline))
          : { options, lines: [] };
      // Every file that can hold this step (the caller, the local reusable workflows and composite actions it reaches).
      const layout = await compareLayout(barSource, ctx);
      base.lines.push(...layout.lines);
      holds.push(...layout.holds);
      if (layout.optOutAddedIn.length > 0) options.allowBarChangeAddedIn = layout.optOutAddedIn;
    }
    const workspace = process.env['GITHUB_WORKSPACE'];
    const writeRoots = [workspace ?? process.cwd(), process.env['RUNNER_TEMP'] ?? tmpdir()];
    run = await runEvaluate({
      ...options,
      holds,
      notes,
      words: ACTION_WORDS,
      writeRoots,
      ...(workspace ? { pathBase: workspace } : {}),
      ...(barSource ? { barSource } : {}),
      ...(base ? { base } : {}),
      ...(judged ? { approval: judged } : {}),
      ...(loadedProfile ? { loadedProfile } : {}),
    });
    // The base is read: git's batch process, if one was started, ends here.
    await barSource?.close?.();
  } catch (e) {
    await reportNoVerdict(e, ctx, inputs, octokit);
    log.setFailed(scrubSecrets(isAqrError(e) ? `aqr input error: ${e.format()}` : `aqr internal error: ${(e as Error).message}`));
    return;
  }
  for (const w of run.warnings) log.warning(w);
  // Both were set in the try above, or it returned.
  inputs = inputs as ActionInputs;
  ctx = ctx as RunContext;

  const out = run.out as string;
  const digest = run.recordDigest as string;
  const view = gateView({
    verdict: run.verdict,
    reasons: run.reasons,
    gates: run.gates,
    record: run.record,
    level: run.check.level,
    recordDigest: digest,
    signals: run.signals,
    baseline: baseline?.record,
    artifact: inputs.artifactName,
    stats: run.stats,
    barChange: barChangeView(run),
    approvedBy,
    unmet: run.check.unmet,
    surface: 'action',
    links: runLinks(ctx),
    tasks: run.tasks,
    // The shadow gates judged whole, so their rows carry their numbers as the CLI's do.
    shadow: run.shadow,
  });

  if (process.env['GITHUB_STEP_SUMMARY']) {
    try {
      await core.summary.addRaw(renderSummary(view, run.signals ? signalsBlocks(run.signals) : undefined), true).write();
    } catch (e) {
      log.warning(`the job summary could not be written: ${(e as Error).message}`);
    }
  }
  await comment(octokit, ctx, inputs, view, run);
  if (inputs.checkRun !== undefined) await checkRun(octokit, ctx, inputs.checkRun, event, view, run);
  // The record as a page, beside it (`<record>.html`): the upload step archives it with the record.
  try {
    // The record as written, not read back, with the run's check: the page's level is the comment's.
    // An archived page certifies nothing about itself: it says what the record claims and how to verify it.
    const written = { record: run.record, digest, check: run.check };
    await writeHtmlReport({
      record: out,
      out: besideRecord(out, '.html'),
      signals: run.signalsOut,
      baselineRecord: baseline?.record,
      written,
      onNote: (n) => log.warning(n),
    });
  } catch (e) {
    log.warning(`the report page could not be written beside the record (${isAqrError(e) ? e.format() : (e as Error).message})`);
  }

  core.setOutput('verdict', run.verdict);
  core.setOutput('record-path', out);
  core.setOutput('record-digest', digest);
  core.setOutput('level', run.check.level ?? '');
  core.setOutput('release-permitted', String(releaseVerdict(run.record, run.check.level).permitted));
  core.setOutput(
    'failed-gates',
    run.gates
      .filter((g) => g.result === 'fail')
      .map((g) => g.id)
      .join(','),
  );
  core.setOutput('signals-path', run.signalsOut ?? '');
  core.setOutput('predicate-path', run.predicateOut ?? '');
  core.setOutput('predicate-type', PREDICATE_TYPE);
  core.setOutput('vsa-path', run.vsaOut ?? '');
  core.setOutput('vsa-type', VSA_PREDICATE_TYPE);
  core.setOutput('attestation-path', run.attestOut ?? '');
  core.setOutput('stats-path', run.statsOut ?? '');
  log.info(`verdict: ${run.verdict}; record ${out} (${digest}), conformance ${run.check.level ?? 'below L1'}`);
  // Each reason by its code (as recorded), then every gate in the words and rounding of every other surface (view.ts, num()).
  for (const r of run.reasons) log.info(`  ${r.verdict} ${r.code}: ${r.message}`);
  for (const l of view.rows) log.info(`  ${gateText(l)}`);
  if (inputs.failOn.has(run.verdict)) log.setFailed(failureLine(run.verdict, view.reasonLines));
}

/**
 * A run that reached no verdict (bad input, or an internal error) still says
 * so where people look: the job summary and the sticky comment (which an
 * earlier verdict would otherwise keep), naming the file, line and field; the
 * step fails after. Text is escaped, secrets removed, and no stack trace is
 * shown. Each surface that cannot be written is a warning.
 */
async function reportNoVerdict(e: unknown, known: RunContext | undefined, inputs: ActionInputs | undefined, client: Octokit | undefined): Promise<void> {
  let ctx = known;
  try {
    ctx ??= runContext(process.env, readEvent());
  } catch {
    ctx = undefined;
  }
  const n: NoVerdict = isAqrError(e)
    ? { kind: 'input', message: scrubSecrets(e.message), code: e.code, file: e.where.file, line: e.where.line, field: e.where.field }
    : { kind: 'internal', message: scrubSecrets(e instanceof Error ? e.message : String(e)) };
  if (ctx) n.run = runLinks(ctx).run;
  if (process.env['GITHUB_STEP_SUMMARY']) {
    try {
      await core.summary.addRaw(renderNoVerdict(n), true).write();
    } catch (err) {
      log.warning(`the job summary could not be written: ${(err as Error).message}`);
    }
  }
  if (ctx?.prNumber === undefined) return;
  const mode = inputs?.comment ?? core.getInput('comment');
  if (mode === 'never') return;
  const token = inputs?.token ?? core.getInput('github-token');
  const octokit = client ?? (token ? lazyClient(token, (m) => log.info(m)) : undefined);
  if (!octokit) return log.warning(`no github-token: the pull-request comment was not written; ${PERMISSION_HINT}`);
  const key = commentKey(ctx, inputs?.commentKey ?? (core.getInput('comment-key') || undefined));
  const { body, hash } = renderNoVerdictComment(n, key);
  try {
    const r = await upsertComment(
      octokit,
      { ...ctx, prNumber: ctx.prNumber },
      { marker: commentMarker(key), body, hash, onlyOnChange: mode === 'on-change', legacy: legacyMarker(ctx) },
    );
    log.info(`pull-request comment ${r.outcome} (${r.id}): no verdict`);
  } catch (err) {
    log.warning(`the pull-request comment was not written (${describeFailure(err)})`);
  }
}

/** Text with every secret the run was given cut out (the signing key, each line of it, the key a variable holds, the token). */
function scrubSecrets(text: string): string {
  const secrets: string[] = [];
  const add = (v: string | undefined) => {
    if (v === undefined) return;
    for (const line of [v, ...v.split(/\r?\n/)]) if (line.trim().length >= 8) secrets.push(line.trim());
  };
  for (const name of ['signing-key', 'key-env']) {
    const v = core.getInput(name);
    const env = name === 'key-env' ? v : /^env:/.test(v) ? v.slice(4) : undefined;
    if (env !== undefined) add(env === '' ? undefined : process.env[env]);
    else if (!/^file:/.test(v)) add(v);
  }
  add(core.getInput('github-token'));
  let out = text;
  for (const s of secrets.sort((a, b) => b.length - a.length)) out = out.split(s).join('***');
  return out;
}

function readEvent(): Record<string, unknown> {
  const path = process.env['GITHUB_EVENT_PATH'];
  if (!path || !existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    log.warning(`the event file ${path} is not JSON; running without pull-request context`);
    return {};
  }
}

/**
 * rollback-to auto (or auto-unverified) in either side's inputs, replaced by
 * the digest of the last shipped record found (each mode looked up once), or
 * removed with a note; returns the record found.
 */
function rollbackResolver(
  octokit: Octokit | undefined,
  ctx: RunContext,
  inputs: ActionInputs,
  notes: string[],
): (f: FlagValues) => Promise<Baseline | undefined> {
  const lookUps = new Map<string, ReturnType<typeof lookUpBaseline>>();
  return async (f) => {
    const rollback = f['rollback-to'];
    if (rollback !== 'auto' && rollback !== 'auto-unverified') return undefined;
    delete f['rollback-to'];
    const first = !lookUps.has(rollback);
    if (first) lookUps.set(rollback, lookUpBaseline(octokit, ctx, inputs, rollback === 'auto-unverified'));
    const found = await (lookUps.get(rollback) as ReturnType<typeof lookUpBaseline>);
    // A digest from an artifact is data: it is never read as a path to a record.
    const target = found.baseline?.record.subject.harness_digest;
    if (found.baseline && typeof target === 'string' && DIGEST_RE.test(target)) {
      f['rollback-to'] = target;
      if (first)
        log.info(
          `rollback target: ${quote(target)} from run ${found.baseline.runId} (${quote(found.baseline.file)})${found.baseline.verified ? '' : ', NOT verified (rollback-to: auto-unverified)'}`,
        );
      return found.baseline;
    }
    if (first) notes.push(found.note);
    return undefined;
  };
}

const NO_BASELINE = 'No earlier shipped record was found, so this release has no rollback target.';

/**
 * The baseline for rollback-to auto: used only when it verifies under
 * public-key; without a key none is used, unless the workflow opted out with
 * rollback-to: auto-unverified. `note` says in the rationale why there is none.
 */
async function lookUpBaseline(
  octokit: Octokit | undefined,
  ctx: RunContext,
  inputs: ActionInputs,
  unverified: boolean,
): Promise<{ baseline?: Baseline | undefined; note: string }> {
  if (!octokit) {
    log.warning('rollback-to auto needs github-token to read earlier runs; continuing without a rollback target');
    return { note: NO_BASELINE };
  }
  if (inputs.publicKey === undefined && !unverified) {
    log.warning(
      'rollback-to auto: no public-key input, so no earlier record can be verified and none is used; this release has no rollback target (rollback-to: auto-unverified takes unverified records, which anyone able to upload an artifact could forge)',
    );
    return { note: 'No earlier record could be verified (rollback-to auto without public-key), so this release has no rollback target.' };
  }
  try {
    const keys = inputs.publicKey === undefined ? undefined : await readPublicKeys(inputs.publicKey, 'public-key input');
    if (!keys) log.warning('rollback-to auto-unverified: earlier records are taken without verifying a signature (unsafe)');
    // The artifact reader (and its zip inflater) is loaded only when there are earlier runs to read.
    const { findBaseline } = await import('../github/history.js');
    const baseline = await findBaseline(octokit, ctx, {
      artifactName: inputs.artifactName,
      verifier: keys ? keyVerifier(keys) : undefined,
      warn: log.warning,
      info: log.info,
    });
    return { baseline, note: keys ? 'No earlier shipped record verified under public-key, so this release has no rollback target.' : NO_BASELINE };
  } catch (e) {
    log.warning(`rollback-to auto: earlier runs could not be read (${isAqrError(e) ? e.format() : describeFailure(e)}); continuing without a rollback target`);
    return { note: NO_BASELINE };
  }
}

/** The run's page and its artifacts on GitHub, when the run is known (GITHUB_RUN_ID). */
function runLinks(ctx: RunContext): { run?: string; artifact?: string } {
  if (ctx.runId === undefined) return {};
  const server = (process.env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
  const run = `${server}/${encodeURIComponent(ctx.owner)}/${encodeURIComponent(ctx.repo)}/actions/runs/${ctx.runId}`;
  return { run, artifact: `${run}#artifacts` };
}

async function comment(
  octokit: Octokit | undefined,
  ctx: RunContext,
  inputs: ActionInputs,
  view: ReturnType<typeof gateView>,
  run: EvaluateRun,
): Promise<void> {
  if (ctx.prNumber === undefined) return;
  const key = commentKey(ctx, inputs.commentKey);
  const { body, hash } = renderComment(view, key);
  // Beside the record, for the two-workflow pattern: a workflow_run job posts it.
  try {
    await writeFileAtomic(besideRecord(run.out as string, '.comment.md'), body);
  } catch (e) {
    log.warning(`the comment body could not be written beside the record (${(e as Error).message})`);
  }
  if (inputs.comment === 'never') return;
  if (!octokit) return log.warning(`no github-token: the pull-request comment was not written; ${PERMISSION_HINT}`);
  if (ctx.fromFork) log.info('this pull request comes from a fork: its token is read-only, so the comment will likely be refused');
  try {
    const r = await upsertComment(
      octokit,
      { ...ctx, prNumber: ctx.prNumber },
      { marker: commentMarker(key), body, hash, onlyOnChange: inputs.comment === 'on-change', legacy: legacyMarker(ctx) },
    );
    log.info(`pull-request comment ${r.outcome} (${r.id})`);
  } catch (e) {
    const status = httpStatus(e);
    log.warning(
      `the pull-request comment was not written (${describeFailure(e)})${status === 403 || status === 404 || ctx.fromFork ? `: ${PERMISSION_HINT}` : ''}`,
    );
  }
}

const CHECKS_HINT = 'a check run needs `permissions: checks: write` in the workflow (a pull request from a fork never gets it)';

/** The verdict as a check run named `name` (the check-run input). A failure only warns: the verdict and fail-on stand as they are. */
async function checkRun(
  octokit: Octokit | undefined,
  ctx: RunContext,
  name: string,
  event: Record<string, unknown>,
  view: ReturnType<typeof gateView>,
  run: EvaluateRun,
): Promise<void> {
  if (!octokit) return log.warning(`no github-token: the check run ${quote(name)} was not posted; ${CHECKS_HINT}`);
  const { checkRunSha, postCheckRun } = await import('../github/check-run.js');
  const sha = checkRunSha(process.env, event);
  if (!sha) return log.warning(`the check run ${quote(name)} was not posted: the commit is unknown (no GITHUB_SHA)`);
  try {
    const { checkRunOutput } = await import('../report/check-run.js');
    // The profile file, for each failing gate's annotation on the line that sets it.
    const file = run.bar.files.find((f) => f.role === 'profile' && existsSync(f.path));
    const profile = file ? { path: file.path, text: readFileSync(file.path, 'utf8') } : undefined;
    const output = checkRunOutput(view, renderComment(view, `check-run:${name}`).body, profile);
    const posted = await postCheckRun(octokit, ctx, { name, headSha: sha, detailsUrl: runLinks(ctx).run, output });
    log.info(`check run ${quote(name)} posted: ${output.conclusion} (${posted.id})`);
  } catch (e) {
    const status = httpStatus(e);
    log.warning(
      `the check run ${quote(name)} was not posted (${describeFailure(e)})${status === 403 || status === 404 || ctx.fromFork ? `: ${CHECKS_HINT}` : ''}`,
    );
  }
}

// A run that stops before main ends (a promise nothing will settle) fails the
// step, as an unsettled top-level await did before the action was CommonJS.
let ended = false;
process.on('exit', (code) => {
  if (!ended && code === 0) log.setFailed('aqr internal error: the run stopped before it ended (a promise was left unsettled)');
});
void main()
  .catch((e: unknown) => log.setFailed(`aqr internal error: ${(e as Error).message}`))
  .finally(() => (ended = true));
