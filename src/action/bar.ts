// The action's part in pinning the bar: which commit the bar is read at
// (bar-ref, else the base of the change the run judges: action/change.ts) and
// through what (git history of the checkout, else GitHub's API). What the
// workflow files themselves change is action/layout.ts.
import { AqrError } from '../errors.js';
import { contentsSource } from '../github/contents.js';
import type { Octokit } from '../github/client.js';
import { describeFailure } from '../github/failure.js';
import type { RunContext } from '../github/context.js';
import { gitCommit, gitIsAncestor, gitSourceAt, type BarSource } from '../io/bar-source.js';
import type { FlagValues } from '../flags.js';
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
  // The commit is resolved once, with the repository's root: every file is then read through one git process.
  const source = await gitSourceAt(ref);
  if (source) {
    log.info(`the bar is read at ${source.ref} from the git history of the checkout`);
    return { source };
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
