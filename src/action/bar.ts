// The action's part in pinning the bar: which commit the bar is read at (the
// base the event names, bar-ref, the pull request's base asked of the API, or
// the default branch's head for another branch), through what (git history of
// the checkout, else GitHub's API), and what the workflow file itself changes.
import { AqrError, isAqrError } from '../errors.js';
import { contentsSource } from '../github/contents.js';
import type { Octokit } from '../github/client.js';
import { describeFailure } from '../github/failure.js';
import type { RunContext } from '../github/context.js';
import { checkoutSource, gitCommit, gitIsAncestor, gitSource, type BarSource } from '../io/bar-source.js';
import { posixRelative } from '../io/files.js';
import { decodeText } from '../io/read-text.js';
import type { FlagValues } from '../flags.js';
import { readDocument } from '../doc/read.js';
import { log } from './log.js';
import { judgeChange, type ChangeProbes } from './change.js';

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** Where the bar is read, or why the base could not be determined (a hold: never judged by the checkout in silence). */
export type BarPin = { source?: BarSource; hold?: { code: string; message: string } };

const workspace = () => process.env['GITHUB_WORKSPACE'] ?? process.cwd();

/**
 * Where the bar is read: the ref in bar-ref, else the base the run's change
 * is judged against (action/change.ts, the one rule); from git objects when the checkout has
 * that commit (fetch-depth: 0), else through GitHub's API. The default
 * branch's own runs read the checkout.
 */
export async function pinnedBarSource(
  octokit: Octokit | undefined,
  ctx: RunContext,
  flags: FlagValues,
  probes: ChangeProbes = runProbes(octokit, ctx),
): Promise<BarPin> {
  const given = typeof flags['bar-ref'] === 'string' && flags['bar-ref'] !== '' ? flags['bar-ref'] : undefined;
  delete flags['bar-ref'];
  let ref = given;
  if (ref === undefined) {
    const judging = await judgeChange(ctx, probes);
    if (!judging.change) return {};
    if ('unknown' in judging)
      return {
        hold: {
          code: 'BAR_BASE_UNKNOWN',
          message: `${judging.unknown}, so the bar this change (${judging.why}) is judged by cannot be pinned; it was read from the checkout, which the change can edit`,
        },
      };
    log.info(`this run judges a change (${judging.why}): its base is ${judging.base}`);
    ref = judging.base;
  }
  const sha = await gitCommit(ref);
  if (sha) {
    log.info(`the bar is read at ${sha} from the git history of the checkout`);
    return { source: await gitSource(sha) };
  }
  if (!SHA.test(ref))
    throw new AqrError('ERR_USAGE', `bar-ref ${JSON.stringify(ref)} names no commit in the checkout (give a commit SHA, or check out with fetch-depth: 0)`);
  if (!octokit)
    throw new AqrError(
      'ERR_USAGE',
      `the bar must be read at ${ref.slice(0, 12)}, which the checkout does not hold, and there is no github-token to read it through GitHub's API (give github-token with contents: read, or check out with fetch-depth: 0)`,
    );
  log.info(`the bar is read at ${ref} through GitHub's contents API`);
  return { source: contentsSource(octokit, ctx, ref, workspace()) };
}

/** The rule's probes (action/change.ts): git in the workspace, else GitHub's API through `octokit`. */
export function runProbes(octokit: Octokit | undefined, ctx: RunContext): ChangeProbes {
  const ask = async <T>(
    what: string,
    route: string,
    params: Record<string, unknown>,
    pick: (data: T) => string | undefined,
  ): Promise<string | { unknown: string }> => {
    if (!octokit) return { unknown: `${what} needs github-token to be asked of GitHub's API` };
    try {
      const { data } = (await octokit.request(route, { owner: ctx.owner, repo: ctx.repo, ...params })) as { data: T };
      return pick(data) ?? { unknown: `GitHub's API names no ${what}` };
    } catch (e) {
      return { unknown: `${what} could not be read through GitHub's API (${describeFailure(e)})` };
    }
  };
  return {
    head: () => gitCommit('HEAD'),
    isAncestor: (a, b) => gitIsAncestor(a, b),
    defaultBranch: () => ask<{ default_branch?: string }>('the default branch', 'GET /repos/{owner}/{repo}', {}, (d) => d.default_branch),
    defaultHead: async (branch) =>
      (await gitCommit(`refs/remotes/origin/${branch}`)) ??
      ask<{ commit?: { sha?: string } }>(`the head of the default branch ${branch}`, 'GET /repos/{owner}/{repo}/branches/{branch}', { branch }, (d) =>
        typeof d.commit?.sha === 'string' && SHA.test(d.commit.sha) ? d.commit.sha : undefined,
      ),
    pullBase: (n) =>
      ask<{ base?: { sha?: string } }>(`the base of pull request #${n}`, 'GET /repos/{owner}/{repo}/pulls/{pull_number}', { pull_number: n }, (d) =>
        typeof d.base?.sha === 'string' && SHA.test(d.base.sha) ? d.base.sha : undefined,
      ),
  };
}

const SHOWN_LINES = 8;

/**
 * The workflow file that runs this step (GITHUB_WORKFLOW_REF), at the base
 * and in the checkout: on pull_request GitHub runs it as the change wrote it,
 * so a change to it is a change of the bar. Each differing `with:` input of
 * this action's step is named; else the changed lines are shown. Not on
 * pull_request_target, which runs the base's workflow.
 */
export async function workflowLines(source: BarSource, ctx: RunContext, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  if (ctx.eventName === 'pull_request_target') return [];
  const m = /^([^/]+)\/([^/]+)\/(.+?)@/.exec(env['GITHUB_WORKFLOW_REF'] ?? '');
  // A reusable workflow from another repository: not this repository's to compare.
  if (!m || `${m[1]}/${m[2]}`.toLowerCase() !== `${ctx.owner}/${ctx.repo}`.toLowerCase()) return [];
  const file = m[3] as string;
  const path = posixRelative(`${workspace()}/${file}`);
  let base: Uint8Array | undefined;
  let head: Uint8Array | undefined;
  try {
    [base, head] = await Promise.all([source.read(path, 'workflow'), checkoutSource().read(path, 'workflow')]);
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return [`the workflow file ${file} cannot be compared (${e.format()})`];
  }
  if (!base && !head) return [];
  if (!base) return [`the workflow file ${file} is new since ${source.label}`];
  // A checkout without it (a sparse checkout): GitHub ran it as the change wrote it, unseen.
  if (!head) return [`the workflow file ${file} is not in the checkout, so what this change does to it cannot be seen`];
  if (Buffer.compare(Buffer.from(base), Buffer.from(head)) === 0) return [];
  const [a, b] = [decodeText(base, file, 'workflow'), decodeText(head, file, 'workflow')];
  const inputs = await withLines(a, b, file, env);
  if (inputs.length > 0) return [`the workflow file ${file} changed:`, ...inputs];
  const before = new Set(a.split('\n'));
  const after = new Set(b.split('\n'));
  const changed = [
    ...[...before].filter((l) => !after.has(l)).map((l) => `- ${l.trim()}`),
    ...[...after].filter((l) => !before.has(l)).map((l) => `+ ${l.trim()}`),
  ];
  return [
    `the workflow file ${file} changed (${changed.length} line${changed.length === 1 ? '' : 's'}):`,
    ...changed.slice(0, SHOWN_LINES).map((l) => `workflow ${l}`),
    ...(changed.length > SHOWN_LINES ? [`workflow: and ${changed.length - SHOWN_LINES} more lines`] : []),
  ];
}

type Step = { uses?: unknown; with?: Record<string, unknown> };

/** The `with:` inputs of this action's steps (in GITHUB_JOB when it is there) that differ, one line each; none when they cannot be read. */
async function withLines(a: string, b: string, file: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const steps = async (text: string): Promise<Step[]> => {
    try {
      const doc = (await readDocument(text, file)).value as { jobs?: Record<string, { steps?: Step[] }> } | null;
      const jobs = doc?.jobs ?? {};
      const job = env['GITHUB_JOB'];
      const chosen = job && jobs[job] ? [jobs[job]] : Object.values(jobs);
      const self = env['GITHUB_ACTION_REPOSITORY'];
      return chosen
        .flatMap((j) => (Array.isArray(j?.steps) ? j.steps : []))
        .filter(
          (s) =>
            typeof s?.uses === 'string' &&
            (self ? s.uses.toLowerCase().startsWith(`${self.toLowerCase()}@`) || s.uses.startsWith('./') : true) &&
            s.with !== undefined,
        );
    } catch {
      return [];
    }
  };
  const [sa, sb] = await Promise.all([steps(a), steps(b)]);
  const lines: string[] = [];
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const wa = sa[i]?.with ?? {};
    const wb = sb[i]?.with ?? {};
    for (const k of new Set([...Object.keys(wa), ...Object.keys(wb)])) {
      const show = (v: unknown) => (v === undefined ? 'none' : typeof v === 'string' ? v.split('\n').join(', ') : JSON.stringify(v));
      if (JSON.stringify(wa[k]) !== JSON.stringify(wb[k]))
        lines.push(`workflow input ${k} of step ${String(sa[i]?.uses ?? sb[i]?.uses)}: ${show(wa[k])} → ${show(wb[k])}`);
    }
  }
  return lines;
}
