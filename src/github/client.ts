// The REST client (octokit through @actions/github, which honours
// GITHUB_API_URL), and what its errors mean for a user.
import { getOctokit } from '@actions/github';

export type Octokit = ReturnType<typeof getOctokit>;

export function createClient(token: string): Octokit {
  return getOctokit(token);
}

export function httpStatus(e: unknown): number | undefined {
  const s = (e as { status?: unknown }).status;
  return typeof s === 'number' ? s : undefined;
}

/** A one-line account of a failed call, without the token or a stack. */
export function describeFailure(e: unknown): string {
  const status = httpStatus(e);
  const message = ((e as Error).message ?? String(e)).split('\n')[0] ?? '';
  return status ? `HTTP ${status}: ${message.replace(/ - https:\/\/docs\.github\.com\S*/, '')}` : message;
}
