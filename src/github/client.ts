// The REST client (octokit's core with pagination, which honours
// GITHUB_API_URL as @actions/github does), and what its errors mean for a user.
// Every request names the REST API version it was written against, and
// transient failures (5xx, 429, primary and secondary rate limits) are
// retried with backoff by Octokit's own plugins; a failure after the retries
// is the caller's to report. Not @actions/github's client: it bundles undici
// (416 KiB of the action's 574 KiB REST client) and a method for every REST
// route, and the project calls routes by name; its proxy-aware fetch is
// loaded only when a proxy applies (https_proxy, no_proxy, as it reads them).
import { Octokit as Core } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { getProxyUrl } from '@actions/http-client/lib/proxy';

const Client = Core.plugin(paginateRest, retry, throttling);

/** What the project calls of the client: the REST routes, paginated lists, GraphQL (src/github/lazy-client.ts gives the same, loaded on first call). */
export type Octokit = Pick<InstanceType<typeof Client>, 'request' | 'paginate' | 'graphql'>;

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

/** The API root as @actions/github takes it. */
const apiRoot = () => process.env['GITHUB_API_URL'] || 'https://api.github.com';

/** The user agent's tail @actions/github adds on a runner that names its orchestration. */
function orchestration(): string | undefined {
  const id = process.env['ACTIONS_ORCHESTRATION_ID']?.trim();
  return id ? `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}` : undefined;
}

/** fetch through the proxy the environment names for the API root, as @actions/github makes it (loaded at the first call). */
export function proxyFetch(): typeof fetch | undefined {
  if (!getProxyUrl(new URL(apiRoot()))) return undefined;
  let loading: Promise<typeof fetch> | undefined;
  return async (url, init) => {
    loading ??= import('@actions/github/lib/utils').then((m) => (m.defaults.request?.fetch ?? fetch) as unknown as typeof fetch);
    return (await loading)(url, init);
  };
}

/** `tuning` is for tests and the protection rule server: another API root, shorter waits, a signal that ends every request (a deadline). */
export function createClient(
  token: string,
  log: (m: string) => void = () => {},
  tuning: { baseUrl?: string; waitUnitMs?: number; signal?: AbortSignal } = {},
): InstanceType<typeof Client> {
  const unit = tuning.waitUnitMs === undefined ? {} : { retryAfterBaseValue: tuning.waitUnitMs };
  const wait = (kind: string) => (after: number, o: { method?: string; url?: string }, _: unknown, count: number) => {
    const again = count < 2 && after <= MAX_RATE_LIMIT_WAIT;
    log(`GitHub ${kind} on ${o.method ?? ''} ${o.url ?? ''}: ${again ? `retrying in ${after} s` : 'giving up'}`);
    return again;
  };
  const viaProxy = proxyFetch();
  const userAgent = orchestration();
  const octokit = new Client({
    baseUrl: tuning.baseUrl ?? apiRoot(),
    auth: `token ${token}`,
    ...(userAgent ? { userAgent } : {}),
    request: { ...(viaProxy ? { fetch: viaProxy } : {}), ...(tuning.signal ? { signal: tuning.signal } : {}) },
    retry: { retries: RETRIES, ...unit },
    throttle: { onRateLimit: wait('rate limit'), onSecondaryRateLimit: wait('secondary rate limit'), ...unit },
  } as ConstructorParameters<typeof Client>[0]);
  apiVersion(octokit);
  return octokit;
}

// What a failure means lives apart, so code that only reports one does not load the client.
export { describeFailure, httpStatus } from './failure.js';
