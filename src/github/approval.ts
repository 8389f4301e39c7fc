// T2's human decision from a GitHub Environment with required reviewers: the
// approval of this run names the actor. Whoever wrote the change may not be
// the one who approves its release.
import type { Octokit } from './client.js';
import type { RunContext } from './context.js';

export interface Approval {
  login: string;
  comment?: string;
  environments: string[];
}

export async function runApproval(octokit: Octokit, ctx: RunContext & { runId: number }): Promise<Approval | undefined> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals', { owner: ctx.owner, repo: ctx.repo, run_id: ctx.runId });
  const approved = (data as { state: string; comment?: string; user?: { login?: string }; environments?: { name?: string }[] }[]).filter((a) => a.state === 'approved' && a.user?.login);
  const last = approved.at(-1);
  if (!last) return undefined;
  return { login: last.user?.login as string, ...(last.comment ? { comment: last.comment } : {}), environments: (last.environments ?? []).map((e) => e.name ?? '').filter(Boolean) };
}
