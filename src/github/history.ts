// The last shipped record, for rollback-to auto. Everything read here may come
// from someone else: a fork's pull-request run on a branch named like the
// default one, an artifact uploaded by any step of any run. So only runs of
// this repository's own default branch started by push, workflow_dispatch or
// schedule are looked at; each artifact zip is read within limits
// (zip/read.ts); each candidate must be a schema-valid record (L1) that
// ships and, given a verifier, whose signature holds. A bad candidate is
// skipped with a warning and the search goes on; nothing in a candidate is
// ever taken as a path.
import { level1 } from '../check/level1.js';
import { isAqrError } from '../errors.js';
import { parseDocument } from '../doc/parse.js';
import { formatPath } from '../doc/path.js';
import type { AgentQualityRecord } from '../record/types.js';
import { quote } from '../text/log-line.js';
import type { SignatureVerifier } from '../sign/verifier.js';
import { readZipEntries, ZipRefused } from '../zip/read.js';
import { ARTIFACT_ZIP_LIMITS, artifactZip, runArtifact } from './artifacts.js';
import type { Octokit } from './client.js';
import { describeFailure } from './failure.js';
import { sha256Hex } from '../crypto/index.js';
import { readDetail } from '../report/detail.js';
import type { TaskResult } from '../ledger/task-detail.js';
import type { RunContext } from './context.js';

/** Earlier runs examined at most (eligible ones), and pages of the run list read to find them. */
/** An artifact holds a few records, each at most 8 MiB (`artifacts.ts`). */
export { ARTIFACT_ZIP_LIMITS };

const RUNS_LOOKED_AT = 20;
const PAGES = 3;
const PER_PAGE = 100;
/** Events that only people with write access to this repository can start on its default branch. */
const TRUSTED_EVENTS = new Set(['push', 'workflow_dispatch', 'schedule']);

export interface Baseline {
  record: AgentQualityRecord;
  runId: number;
  file: string;
  verified: boolean;
  /** The record's per-task outcomes, from its detail sidecar in the same artifact (bound by the record file's digest): for a paired regression test. */
  tasks?: TaskResult[];
}

export interface BaselineSearch {
  artifactName: string;
  /** Each candidate's signature must hold under it; without one (rollback-to: auto-unverified) candidates are taken unverified. */
  verifier?: SignatureVerifier | undefined;
  warn(m: string): void;
  info(m: string): void;
}

interface Run {
  id?: unknown;
  event?: unknown;
  head_branch?: unknown;
  conclusion?: unknown;
  head_repository?: { full_name?: unknown } | null;
}

/** Finds the newest earlier trusted run's shipped record; undefined (with warnings said) when there is none. */
export async function findBaseline(octokit: Octokit, ctx: RunContext, search: BaselineSearch): Promise<Baseline | undefined> {
  const { warn } = search;
  if (!ctx.workflowFile) {
    warn('rollback-to auto: the workflow file is unknown (GITHUB_WORKFLOW_REF), so earlier runs cannot be listed');
    return undefined;
  }
  const branch =
    ctx.defaultBranch ??
    ((await octokit.request('GET /repos/{owner}/{repo}', { owner: ctx.owner, repo: ctx.repo })).data as { default_branch: string }).default_branch;
  const runs = await trustedRuns(octokit, ctx, branch, search);
  for (const runId of runs) {
    try {
      const found = await fromRun(octokit, ctx, runId, search);
      if (found) return found;
    } catch (e) {
      warn(`rollback-to auto: run ${quote(runId)} could not be read (${describeFailure(e)}); looking further back`);
    }
  }
  return undefined;
}

async function trustedRuns(octokit: Octokit, ctx: RunContext, branch: string, search: BaselineSearch): Promise<number[]> {
  const self = `${ctx.owner}/${ctx.repo}`.toLowerCase();
  const out: number[] = [];
  let others = 0;
  for (let page = 1; page <= PAGES && out.length < RUNS_LOOKED_AT; page++) {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', {
      owner: ctx.owner,
      repo: ctx.repo,
      workflow_id: ctx.workflowFile as string,
      branch,
      status: 'success',
      exclude_pull_requests: true,
      per_page: PER_PAGE,
      page,
    });
    const list = ((data as { workflow_runs?: unknown }).workflow_runs ?? []) as Run[];
    if (!Array.isArray(list)) break;
    for (const r of list) {
      if (typeof r?.id !== 'number' || r.id === ctx.runId) continue;
      const trusted =
        typeof r.event === 'string' &&
        TRUSTED_EVENTS.has(r.event) &&
        r.head_branch === branch &&
        r.conclusion === 'success' &&
        typeof r.head_repository?.full_name === 'string' &&
        r.head_repository.full_name.toLowerCase() === self;
      if (!trusted) others++;
      else if (out.length < RUNS_LOOKED_AT) out.push(r.id);
    }
    if (list.length < PER_PAGE) break;
  }
  if (others > 0)
    search.info(
      `rollback-to auto: ${others} earlier run${others === 1 ? '' : 's'} skipped: not a push, workflow_dispatch or schedule run of ${self}'s ${quote(branch)} branch`,
    );
  return out;
}

async function fromRun(octokit: Octokit, ctx: RunContext, runId: number, search: BaselineSearch): Promise<Baseline | undefined> {
  const { artifactName, warn } = search;
  const art = await runArtifact(octokit, ctx, runId, artifactName);
  if (!art) return undefined;
  const { where } = art;
  if (art.tooLarge !== undefined) {
    warn(`rollback-to auto: ${where} is ${art.tooLarge} bytes, over the ${ARTIFACT_ZIP_LIMITS.maxZipBytes}-byte limit; skipped`);
    return undefined;
  }
  let zip: Uint8Array;
  try {
    const bytes = await artifactZip(octokit, ctx, art.id);
    if (!bytes) throw new Error(`the body is over ${ARTIFACT_ZIP_LIMITS.maxZipBytes} bytes`);
    zip = bytes;
  } catch (e) {
    warn(`rollback-to auto: ${where} could not be downloaded (${describeFailure(e)})`);
    return undefined;
  }
  let contents: ReturnType<typeof readZipEntries>;
  try {
    contents = readZipEntries(zip, isCandidateName, ARTIFACT_ZIP_LIMITS);
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    warn(`rollback-to auto: ${where} ${e.message}; skipped`);
    return undefined;
  }
  if (contents.skipped.length > 0) {
    const shown = contents.skipped
      .slice(0, 3)
      .map((s) => `${quote(s.name)}: ${s.reason}`)
      .join('; ');
    warn(
      `rollback-to auto: ${where}: ${contents.skipped.length} entr${contents.skipped.length === 1 ? 'y' : 'ies'} not read (${shown}${contents.skipped.length > 3 ? '; …' : ''})`,
    );
  }
  for (const entry of contents.entries) {
    const at = `${quote(entry.name)} of run ${runId}`;
    try {
      const found = await candidate(entry.name, entry.bytes, at, search);
      if (found) {
        const tasks = detailTasks(entry, contents.entries);
        return { ...found, runId, file: entry.name, ...(tasks ? { tasks } : {}) };
      }
    } catch (e) {
      warn(`rollback-to auto: ${at} could not be checked (${isAqrError(e) ? e.format() : (e as Error).message}); looking further back`);
    }
  }
  return undefined;
}

/** The per-task outcomes of the detail sidecar beside a record in the artifact, when it is that record's. */
export function detailTasks(record: { name: string; bytes: Uint8Array }, entries: readonly { name: string; bytes: Uint8Array }[]): TaskResult[] | undefined {
  const name = `${record.name.replace(/\.(ya?ml|json)$/i, '')}.detail.json`;
  const entry = entries.find((e) => e.name === name);
  if (!entry) return undefined;
  try {
    const d = readDetail(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(entry.bytes)), `sha256:${sha256Hex(record.bytes)}`);
    return typeof d === 'string' ? undefined : d.tasks?.results;
  } catch {
    return undefined;
  }
}

function isCandidateName(name: string): boolean {
  return /\.(json|ya?ml)$/i.test(name) && !/\.signals\.json$/i.test(name);
}

async function candidate(
  name: string,
  bytes: Uint8Array,
  at: string,
  search: BaselineSearch,
): Promise<{ record: AgentQualityRecord; verified: boolean } | undefined> {
  let value: unknown;
  try {
    value = parseDocument(new TextDecoder('utf-8', { fatal: true }).decode(bytes), name).value;
  } catch (e) {
    search.warn(`rollback-to auto: ${at} is not readable YAML or JSON (${isAqrError(e) ? e.code : 'ERR_INPUT_ENCODING'}); skipped`);
    return undefined;
  }
  // Other files of the artifact (the task manifest, a config) are not records.
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, 'supergauge')) return undefined;
  const unmet = level1(value);
  const first = unmet[0];
  if (first) {
    search.warn(
      `rollback-to auto: ${at} is not a valid record (${unmet.length} problem${unmet.length === 1 ? '' : 's'}, first ${first.code}${first.path ? ` at ${quote(formatPath(first.path))}` : ''}: ${quote(first.message)}); skipped`,
    );
    return undefined;
  }
  const record = value as AgentQualityRecord;
  if (record.decision.verdict !== 'ship') return undefined;
  if (!search.verifier) return { record, verified: false };
  const v = await search.verifier.verify(record);
  if (!v.ok) {
    search.warn(`rollback-to auto: ${at} ships but its signature does not verify (${v.code}: ${v.message}); looking further back`);
    return undefined;
  }
  return { record, verified: true };
}
