// The REST client (octokit through @actions/github, which honours
// GITHUB_API_URL), and what its errors mean for a user. Every request names
// the REST API version it was written against, and transient failures (5xx,
// 429, primary and secondary rate limits) are retried with backoff by
// Octokit's own plugins; a failure after the retries is the caller's to report.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

/** What the project calls of the client: the REST routes, paginated lists, GraphQL (src/github/lazy-client.ts gives the same, loaded on first call). */
export type Octokit = Pick<ReturnType<typeof getOctokit>, 'request' | 'paginate' | 'graphql'>;

/** The REST API version every call here was checked against (github/rest-api-description). */
export const API_VERSION = '2022-11-28';
/** Retries of one request after a 5xx or 429 (plugin-retry waits 1 s, 4 s, 9 s). */
const RETRIES = 3;
/** A rate limit is waited out only when its reset is this near (seconds), at most twice. */
const MAX_RATE_LIMIT_WAIT = 60;

const apiVersion = (octokit: { hook: { before: (name: 'request', fn: (o: { headers: Record<string, string | number | undefined> }) => void) => void } }) => {
  octokit.hook.before('request', (o) => {
    o.headers['x-github-api-version'] ??= API_VERSION;
  });
};

/** `tuning` is for tests and the protection rule server: another API root, shorter waits, a signal that ends every request (a deadline). */
export function createClient(
  token: string,
  log: (m: string) => void = () => {},
  tuning: { baseUrl?: string; waitUnitMs?: number; signal?: AbortSignal } = {},
): ReturnType<typeof getOctokit> {
  const unit = tuning.waitUnitMs === undefined ? {} : { retryAfterBaseValue: tuning.waitUnitMs };
  const wait = (kind: string) => (after: number, o: { method?: string; url?: string }, _: unknown, count: number) => {
    const again = count < 2 && after <= MAX_RATE_LIMIT_WAIT;
    log(`GitHub ${kind} on ${o.method ?? ''} ${o.url ?? ''}: ${again ? `retrying in ${after} s` : 'giving up'}`);
    return again;
  };
  return getOctokit(
    token,
    {
      ...(tuning.baseUrl ? { baseUrl: tuning.baseUrl } : {}),
      ...(tuning.signal ? { request: { signal: tuning.signal } } : {}),
      retry: { retries: RETRIES, ...unit },
      throttle: { onRateLimit: wait('rate limit'), onSecondaryRateLimit: wait('secondary rate limit'), ...unit },
    } as Parameters<typeof getOctokit>[1],
    retry as never,
    throttling as never,
    apiVersion as never,
  );
}

// What a failure means lives apart, so code that only reports one does not load the client.
export { describeFailure, httpStatus } from './failure.js';
