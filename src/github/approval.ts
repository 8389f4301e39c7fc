// T2's human decision from a GitHub Environment with required reviewers: the
// approval of this run, as GitHub reports it. Whether it counts (never the
// author's own) is the core's rule: gate/approval.
import type { ApprovalFacts } from '../gate/approval.js';
import type { Octokit } from './client.js';
import type { RunContext } from './context.js';

export async function runApproval(octokit: Octokit, ctx: RunContext & { runId: number }): Promise<ApprovalFacts | undefined> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals', { owner: ctx.owner, repo: ctx.repo, run_id: ctx.runId });
  const approved = (data as { state: string; comment?: string; user?: { login?: string }; environments?: { name?: string }[] }[]).filter((a) => a.state === 'approved' && a.user?.login);
  const last = approved.at(-1);
  if (!last) return undefined;
  return { login: last.user?.login as string, ...(last.comment ? { comment: last.comment } : {}), environments: (last.environments ?? []).map((e) => e.name ?? '').filter(Boolean) };
}
