// A check run on the commit the gate judged (POST /repos/{owner}/{repo}/check-runs,
// `checks: write`), completed at once with the verdict; annotations past
// GitHub's 50 a request follow in updates of the same run. The commit is the
// pull request's head (what a ruleset's required check looks at), else GITHUB_SHA.
import { ANNOTATIONS_PER_REQUEST, type CheckRunOutput } from '../report/check-run.js';
import type { Octokit } from './client.js';

const SHA = /^[0-9a-f]{40}$/;

/** The commit a check run belongs on: a pull request's head, a merge group's head, or the run's own commit. */
export function checkRunSha(env: NodeJS.ProcessEnv, event: Record<string, unknown>): string | undefined {
  const pr = event['pull_request'] as { head?: { sha?: unknown } } | undefined;
  const queue = event['merge_group'] as { head_sha?: unknown } | undefined;
  for (const s of [pr?.head?.sha, queue?.head_sha, env['GITHUB_SHA']]) if (typeof s === 'string' && SHA.test(s)) return s;
  return undefined;
}

export async function postCheckRun(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  run: { name: string; headSha: string; detailsUrl?: string | undefined; output: CheckRunOutput },
): Promise<{ id: number; url: string | undefined }> {
  const { conclusion, title, summary, annotations } = run.output;
  const batches: (typeof annotations)[] = [];
  for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const { data } = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
    owner: repo.owner,
    repo: repo.repo,
    name: run.name,
    head_sha: run.headSha,
    status: 'completed',
    conclusion,
    ...(run.detailsUrl ? { details_url: run.detailsUrl } : {}),
    output: { title, summary, ...(batches[0] ? { annotations: batches[0] } : {}) },
  });
  const id = (data as { id: number }).id;
  for (const batch of batches.slice(1))
    await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      owner: repo.owner,
      repo: repo.repo,
      check_run_id: id,
      output: { title, summary, annotations: batch },
    });
  return { id, url: (data as { html_url?: string }).html_url };
}
