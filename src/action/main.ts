// Entry of dist/index.js, the GitHub Action. It runs the same pipeline as
// `aqr evaluate` and adds only GitHub's context: defaults from the run, the
// last shipped record, the environment approval, the job summary, the sticky
// comment and the outputs. Order: evaluate, write and sign, summarise, comment,
// set outputs, then fail on a verdict named in fail-on. Reporting failures are
// warnings and never change the verdict.
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { isAqrError } from '../errors.js';
import { createClient, describeFailure, httpStatus, type Octokit } from '../github/client.js';
import { upsertComment } from '../github/comment.js';
import { runContext, type RunContext } from '../github/context.js';
import { findBaseline, type Baseline } from '../github/history.js';
import { runApproval } from '../github/approval.js';
import { readConfig } from '../io/config-file.js';
import { fileDigest } from '../io/digest.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import { readPublicKeys } from '../io/key-file.js';
import { besideRecord, runEvaluate, type EvaluateRun } from '../pipeline/evaluate.js';
import { writeHtmlReport } from '../pipeline/report.js';
import { toEvaluateOptions, type FlagValues } from '../pipeline/inputs.js';
import { commentMarker, renderComment, renderSummary } from '../report/markdown.js';
import { gateView } from '../report/view.js';
import { signalsMarkdown } from '../signals/markdown.js';
import { keyVerifier } from '../sign/verify.js';
import { readInputs, type ActionInputs } from './inputs.js';

const PERMISSION_HINT =
  'the comment needs `permissions: pull-requests: write`; a pull request from a fork never gets it, so use the two-workflow pattern (a `workflow_run` workflow that comments, see the README)';

export async function main(): Promise<void> {
  let inputs: ActionInputs;
  let run: EvaluateRun;
  let ctx: RunContext;
  let octokit: Octokit | undefined;
  let baseline: Baseline | undefined;
  try {
    inputs = readInputs();
    ctx = runContext(process.env, readEvent());
    octokit = inputs.token ? createClient(inputs.token) : undefined;
    const flags: FlagValues = { ...(inputs.config ? await readConfig(inputs.config) : {}), ...inputs.flags };
    if (flags.agent === undefined && ctx.repo) flags.agent = ctx.repo;
    flags.out ??= join(process.env['RUNNER_TEMP'] ?? tmpdir(), 'agent-quality-record.json');
    const holds: { code: string; message: string }[] = [];
    const notes: string[] = [];

    if (flags['rollback-to'] === 'auto') {
      delete flags['rollback-to'];
      baseline = await lookUpBaseline(octokit, ctx, inputs);
      if (baseline) {
        flags['rollback-to'] = baseline.record.subject.harness_digest;
        core.info(`rollback target: ${baseline.record.subject.harness_digest} from run ${baseline.runId} (${baseline.file})`);
      } else notes.push('No earlier shipped record was found, so this release has no rollback target.');
    }
    const approval = await lookUpApproval(octokit, ctx);
    if (approval) {
      if (ctx.prAuthor && approval.login === ctx.prAuthor) {
        holds.push({ code: 'APPROVAL_BY_AUTHOR', message: `the release was approved by ${approval.login}, who wrote the pull request; another reviewer must approve` });
      } else {
        flags.actor = approval.login;
        notes.push(`Approved by ${approval.login}${approval.environments.length ? ` for ${approval.environments.join(', ')}` : ''}${approval.comment ? `: ${approval.comment.replace(/\s+/g, ' ').slice(0, 300).replace(/[.!?\s]+$/, '')}` : ''}.`);
      }
    }
    if (flags.actor === undefined && ctx.actor) flags.actor = ctx.actor;
    const options = toEvaluateOptions(flags);
    if (inputs.signingKey) options.key = { text: inputs.signingKey, label: 'signing-key input' };
    run = await runEvaluate({ ...options, holds, notes });
  } catch (e) {
    core.setFailed(isAqrError(e) ? `aqr input error: ${e.format()}` : `aqr internal error: ${(e as Error).message}`);
    return;
  }
  for (const w of run.warnings) core.warning(w);

  const out = run.out as string;
  const digest = await fileDigest(out);
  const view = gateView({ verdict: run.verdict, reasons: run.reasons, gates: run.gates, record: run.record, level: run.check.level, recordDigest: digest, signals: run.signals, baseline: baseline?.record, artifact: inputs.artifactName });

  if (process.env['GITHUB_STEP_SUMMARY']) {
    try {
      await core.summary.addRaw(renderSummary(view, run.signals ? signalsMarkdown(run.signals) : undefined), true).write();
    } catch (e) {
      core.warning(`the job summary could not be written: ${(e as Error).message}`);
    }
  }
  await comment(octokit, ctx, inputs, view, run);
  // The record as a page, beside it (`<record>.html`): the upload step archives it with the record.
  try {
    await writeHtmlReport({ record: out, out: besideRecord(out, '.html'), signals: run.signalsOut, baselineRecord: baseline?.record, key: inputs.publicKey });
  } catch (e) {
    core.warning(`the report page could not be written beside the record (${isAqrError(e) ? e.format() : (e as Error).message})`);
  }

  core.setOutput('verdict', run.verdict);
  core.setOutput('record-path', out);
  core.setOutput('record-digest', digest);
  core.setOutput('level', run.check.level ?? '');
  core.setOutput('failed-gates', run.gates.filter((g) => g.result === 'fail').map((g) => g.id).join(','));
  core.setOutput('signals-path', run.signalsOut ?? '');
  core.info(`verdict: ${run.verdict}; record ${out} (${digest}), conformance ${run.check.level ?? 'below L1'}`);
  for (const r of run.reasons) core.info(`  ${r.verdict} ${r.code}: ${r.message}`);
  if (inputs.failOn.has(run.verdict)) core.setFailed(`verdict ${run.verdict}: ${run.reasons.map((r) => r.message).join('; ') || 'see the job summary'}`);
}

function readEvent(): Record<string, unknown> {
  const path = process.env['GITHUB_EVENT_PATH'];
  if (!path || !existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    core.warning(`the event file ${path} is not JSON; running without pull-request context`);
    return {};
  }
}

async function lookUpBaseline(octokit: Octokit | undefined, ctx: RunContext, inputs: ActionInputs): Promise<Baseline | undefined> {
  if (!octokit) {
    core.warning('rollback-to auto needs github-token to read earlier runs; continuing without a rollback target');
    return undefined;
  }
  try {
    const keys = inputs.publicKey === undefined ? undefined : await readPublicKeys(inputs.publicKey, 'public-key input');
    return await findBaseline(octokit, ctx, inputs.artifactName, keys ? keyVerifier(keys) : undefined, (m) => core.warning(m));
  } catch (e) {
    core.warning(`rollback-to auto: earlier runs could not be read (${isAqrError(e) ? e.format() : describeFailure(e)}); continuing without a rollback target`);
    return undefined;
  }
}

async function lookUpApproval(octokit: Octokit | undefined, ctx: RunContext) {
  if (!octokit || ctx.runId === undefined) return undefined;
  try {
    return await runApproval(octokit, { ...ctx, runId: ctx.runId });
  } catch (e) {
    if (httpStatus(e) !== 404) core.warning(`the run's environment approvals could not be read (${describeFailure(e)})`);
    return undefined;
  }
}

async function comment(octokit: Octokit | undefined, ctx: RunContext, inputs: ActionInputs, view: ReturnType<typeof gateView>, run: EvaluateRun): Promise<void> {
  if (ctx.prNumber === undefined) return;
  const key = `${ctx.workflow}:${run.record.profile.id}@${run.record.profile.version}`;
  const { body, hash } = renderComment(view, key);
  // Beside the record, for the two-workflow pattern: a workflow_run job posts it.
  try {
    await writeFileAtomic(besideRecord(run.out as string, '.comment.md'), body);
  } catch (e) {
    core.warning(`the comment body could not be written beside the record (${(e as Error).message})`);
  }
  if (inputs.comment === 'never') return;
  if (!octokit) return core.warning(`no github-token: the pull-request comment was not written; ${PERMISSION_HINT}`);
  if (ctx.fromFork) core.info('this pull request comes from a fork: its token is read-only, so the comment will likely be refused');
  try {
    const r = await upsertComment(octokit, { ...ctx, prNumber: ctx.prNumber }, { marker: commentMarker(key), body, hash, onlyOnChange: inputs.comment === 'on-change' });
    core.info(`pull-request comment ${r.outcome} (${r.id})`);
  } catch (e) {
    const status = httpStatus(e);
    core.warning(`the pull-request comment was not written (${describeFailure(e)})${status === 403 || status === 404 || ctx.fromFork ? `: ${PERMISSION_HINT}` : ''}`);
  }
}

await main().catch((e: unknown) => core.setFailed(`aqr internal error: ${(e as Error).message}`));
