// T2's human decision from a GitHub Environment with required reviewers: the
// run's approvals, and who had a hand in the change (the pull request's
// commits and force-pushes, who started the run), as GitHub reports them.
// Whether an approval counts is the core's rule: gate/approval.
import {
  excludedPeople,
  judgeApprovals,
  approvalsFor,
  type ApprovalFacts,
  type ApprovalJudgement,
  type ChangeFacts,
  type CommitFacts,
} from '../gate/approval.js';
import type { Octokit } from './client.js';
import type { RunContext } from './context.js';
import { describeFailure, httpStatus } from './failure.js';

type Login = { login?: string } | null | undefined;

/** Every approval of the run, in GitHub's order (oldest first); rejections are not approvals. */
export async function runApprovals(octokit: Octokit, ctx: RunContext & { runId: number }): Promise<ApprovalFacts[]> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals', { owner: ctx.owner, repo: ctx.repo, run_id: ctx.runId });
  return (data as { state: string; comment?: string; user?: Login; environments?: { name?: string }[] }[])
    .filter((a) => a.state === 'approved' && a.user?.login)
    .map((a) => ({
      login: a.user?.login as string,
      ...(a.comment ? { comment: a.comment } : {}),
      environments: (a.environments ?? []).map((e) => e.name ?? '').filter(Boolean),
    }));
}

/** The pull request's commits (REST lists at most 250) and who force-pushed to it (its timeline). */
async function pullRequestPeople(octokit: Octokit, ctx: RunContext & { prNumber: number }): Promise<{ commits: CommitFacts[]; forcePushers: string[] }> {
  const where = { owner: ctx.owner, repo: ctx.repo, per_page: 100 };
  const commits = (await octokit.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', { ...where, pull_number: ctx.prNumber })) as {
    sha: string;
    author?: Login;
    committer?: Login;
  }[];
  const timeline = (await octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/timeline', { ...where, issue_number: ctx.prNumber })) as {
    event?: string;
    actor?: Login;
  }[];
  return {
    commits: commits.map((c) => ({ sha: c.sha, author: c.author?.login ?? null, committer: c.committer?.login ?? null })),
    forcePushers: timeline.flatMap((e) => (e.event === 'head_ref_force_pushed' && e.actor?.login ? [e.actor.login] : [])),
  };
}

/** Who started the run, as the runner and the event name them. */
function starters(ctx: RunContext): ChangeFacts['started'] {
  return [
    ...(ctx.actor ? [{ login: ctx.actor, as: 'actor' as const }] : []),
    ...(ctx.triggeringActor ? [{ login: ctx.triggeringActor, as: 'triggering-actor' as const }] : []),
    ...(ctx.sender ? [{ login: ctx.sender, as: 'sender' as const }] : []),
  ];
}

/**
 * The run's approvals judged for `environment`. The people of the pull request
 * are read only when an approval for that environment is there to judge; a
 * failed read makes it not count (the core holds). Undefined when the run has
 * no approval or they cannot be read (`warn` says why, unless GitHub has none: 404).
 */
export async function judgeRunApproval(
  octokit: Octokit | undefined,
  ctx: RunContext,
  environment: string | undefined,
  warn: (m: string) => void,
): Promise<ApprovalJudgement | undefined> {
  if (!octokit || ctx.runId === undefined) return undefined;
  let approvals: ApprovalFacts[];
  try {
    approvals = await runApprovals(octokit, { ...ctx, runId: ctx.runId });
  } catch (e) {
    if (httpStatus(e) !== 404) warn(`the run's environment approvals could not be read (${describeFailure(e)})`);
    return undefined;
  }
  const facts: ChangeFacts = { prAuthor: ctx.prAuthor, started: starters(ctx) };
  if (ctx.prNumber !== undefined && approvalsFor(approvals, environment).length > 0) {
    try {
      facts.pr = await pullRequestPeople(octokit, { ...ctx, prNumber: ctx.prNumber });
    } catch (e) {
      facts.pr = { unreadable: `the pull request's commits or timeline could not be read: ${describeFailure(e)}; the token needs pull-requests: read` };
    }
  }
  return judgeApprovals(approvals, environment, excludedPeople(facts));
}
