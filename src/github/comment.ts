// One sticky comment per gate on the pull request: found by its hidden marker
// among every page of comments, and only among those the token itself wrote,
// updated in place. Another bot's look-alike comment is never touched.
import type { Octokit } from './client.js';
import type { RunContext } from './context.js';

export type CommentOutcome = 'created' | 'updated' | 'unchanged';

export async function selfLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.request('GET /user');
    return (data as { login: string }).login;
  } catch {
    // The workflow's GITHUB_TOKEN is an app installation token: /user is not for it.
    return 'github-actions[bot]';
  }
}

export async function upsertComment(octokit: Octokit, ctx: RunContext & { prNumber: number }, c: { marker: string; body: string; hash: string; onlyOnChange: boolean }): Promise<{ outcome: CommentOutcome; id: number }> {
  const me = await selfLogin(octokit);
  const comments = (await octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: ctx.owner, repo: ctx.repo, issue_number: ctx.prNumber, per_page: 100 })) as { id: number; body?: string; user?: { login?: string } | null }[];
  const mine = comments.find((x) => x.user?.login === me && (x.body ?? '').includes(c.marker));
  if (mine) {
    if (c.onlyOnChange && (mine.body ?? '').includes(`<!-- aqr-content:${c.hash} -->`)) return { outcome: 'unchanged', id: mine.id };
    await octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner: ctx.owner, repo: ctx.repo, comment_id: mine.id, body: c.body });
    return { outcome: 'updated', id: mine.id };
  }
  const { data } = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: ctx.owner, repo: ctx.repo, issue_number: ctx.prNumber, body: c.body });
  return { outcome: 'created', id: (data as { id: number }).id };
}
