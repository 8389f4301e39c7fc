// One sticky comment per gate on the pull request: found by its hidden marker
// among every page of comments, and only among those the token itself wrote,
// updated in place. Another bot's look-alike comment is never touched.
import type { Octokit } from './client.js';
import type { RunContext } from './context.js';

export type CommentOutcome = 'created' | 'updated' | 'unchanged';

/** The workflow's GITHUB_TOKEN acts as this bot when nothing else says who the token is. */
const WORKFLOW_BOT = 'github-actions[bot]';

/**
 * Who the token acts as. A user's token answers `GET /user`; an installation
 * token (GITHUB_TOKEN, a GitHub App's) is refused there but answers GraphQL's
 * `viewer` with the bot's login (`<app-slug>[bot]`), the same login its
 * comments carry.
 */
export async function selfLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.request('GET /user');
    return (data as { login: string }).login;
  } catch {
    // Installation tokens: GET /user is "not accessible by integration".
  }
  try {
    const data = await octokit.graphql<{ viewer?: { login?: string } }>('query { viewer { login } }');
    if (data.viewer?.login) return data.viewer.login;
  } catch {
    // Neither answered: assume the workflow's own token.
  }
  return WORKFLOW_BOT;
}

interface IssueComment {
  id: number;
  body?: string;
  user?: { login?: string } | null;
}

export async function upsertComment(
  octokit: Octokit,
  ctx: RunContext & { prNumber: number },
  c: { marker: string; body: string; hash: string; onlyOnChange: boolean; legacy?: (body: string) => boolean },
): Promise<{ outcome: CommentOutcome; id: number }> {
  const me = await selfLogin(octokit);
  const comments = (await octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
    owner: ctx.owner,
    repo: ctx.repo,
    issue_number: ctx.prNumber,
    per_page: 100,
  })) as IssueComment[];
  const own = comments.filter((x) => x.user?.login === me);
  // A comment under an earlier version's key (say, one with the profile version in it) is taken over, never left stale.
  const legacy = c.legacy;
  const mine = own.find((x) => (x.body ?? '').includes(c.marker)) ?? (legacy ? own.find((x) => legacy(x.body ?? '')) : undefined);
  if (mine) {
    if (c.onlyOnChange && (mine.body ?? '').includes(`<!-- aqr-content:${c.hash} -->`)) return { outcome: 'unchanged', id: mine.id };
    await octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner: ctx.owner, repo: ctx.repo, comment_id: mine.id, body: c.body });
    return { outcome: 'updated', id: mine.id };
  }
  const { data } = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
    owner: ctx.owner,
    repo: ctx.repo,
    issue_number: ctx.prNumber,
    body: c.body,
  });
  return { outcome: 'created', id: (data as { id: number }).id };
}
