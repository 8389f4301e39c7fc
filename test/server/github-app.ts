// The loopback GitHub as a GitHub App sees it: in front of the action's fake
// (test/action/github-api.ts: runs, artifacts, contents), the App's own
// endpoints: the installation token exchange (the JWT checked with the App's
// public key, as GitHub checks it) and the deployment review callback. Every
// other request is passed to the fake behind, after checking it carries a
// token this fake minted. Also: the App's RSA key pair, a
// deployment_protection_rule payload shaped as GitHub's webhook schema has
// it, and a signed delivery.
import { createHmac, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { fakeGitHub, type FakeGitHub, type Request } from '../action/github-api.js';

export const APP_ID = '424242';

/** The App's key pair: RSA 2048, the private key as the PEM GitHub hands out (PKCS#1). */
export function appKeyPair(): { pem: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { pem: privateKey.export({ type: 'pkcs1', format: 'pem' }) as string, publicKey };
}

export interface ReviewPosted {
  owner: string;
  repo: string;
  runId: number;
  body: { environment_name?: unknown; state?: unknown; comment?: unknown };
  token: string;
}

export interface AppGitHub {
  url: string;
  /** The fake behind (records, runs, artifacts, contents). */
  gh: FakeGitHub;
  /** Requests answered here (the App's endpoints), as the OpenAPI check takes them. */
  requests: Request[];
  reviews: ReviewPosted[];
  /** Tokens minted, with the repositories each may read. */
  tokens: Map<string, { installationId: number; repositoryIds: number[] }>;
  /** Statuses to answer the next token exchanges or review posts with. */
  failTokens: number[];
  failReviews: number[];
  /** The JWTs presented that did not verify, with why. */
  badJwts: string[];
  /** Resolves once `n` reviews have been posted (no timer: the test's timeout bounds it). */
  reviewsReach(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function appGitHub(publicKey: KeyObject, owner = 'acme', repo = 'agent'): Promise<AppGitHub> {
  const gh = await fakeGitHub(owner, repo);
  const app = { gh, requests: [], reviews: [], tokens: new Map(), failTokens: [], failReviews: [], badJwts: [] } as unknown as AppGitHub;
  const waiting: { n: number; ok: () => void }[] = [];
  app.reviewsReach = (n) => (app.reviews.length >= n ? Promise.resolve() : new Promise((ok) => waiting.push({ n, ok })));
  const json = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status);
      return res.end();
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((ok) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => ok(Buffer.concat(chunks)));
    });
  const bearer = (req: IncomingMessage) => /^(?:Bearer|token) (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const p = url.pathname;
    const raw = await read(req);
    let m: RegExpExecArray | null;
    if ((m = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(p)) && req.method === 'POST') {
      const body = raw.length ? (JSON.parse(raw.toString()) as { repository_ids?: number[] }) : {};
      app.requests.push({ method: 'POST', path: p, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      const fail = app.failTokens.shift();
      if (fail) return json(res, fail, { message: 'Server Error' });
      // As GitHub checks an App's JWT: RS256 under the App's key, issued by the App, at most 10 minutes long.
      try {
        const { payload } = await jwtVerify(bearer(req) ?? '', publicKey, {
          algorithms: ['RS256'],
          issuer: APP_ID,
          currentDate: new Date(payloadTime(bearer(req))),
        });
        if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number' || payload.exp - payload.iat > 600) throw new Error('lifetime over 10 minutes');
      } catch (e) {
        app.badJwts.push((e as Error).message);
        return json(res, 401, { message: 'A JSON web token could not be decoded' });
      }
      const token = `ghs_${randomBytes(18).toString('base64url')}`;
      app.tokens.set(token, { installationId: Number(m[1]), repositoryIds: body.repository_ids ?? [] });
      return json(res, 201, {
        token,
        expires_at: '2099-01-01T00:00:00Z',
        permissions: { actions: 'read', deployments: 'write' },
        repository_selection: 'selected',
      });
    }
    const token = bearer(req);
    if (!token || !app.tokens.has(token)) return json(res, 401, { message: 'Bad credentials' });
    if ((m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/deployment_protection_rule$/.exec(p)) && req.method === 'POST') {
      const body = JSON.parse(raw.toString()) as ReviewPosted['body'];
      app.requests.push({ method: 'POST', path: p, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      const fail = app.failReviews.shift();
      if (fail) return json(res, fail, { message: 'Server Error' });
      app.reviews.push({ owner: m[1]!, repo: m[2]!, runId: Number(m[3]), body, token });
      json(res, 204);
      for (const w of waiting.filter((x) => app.reviews.length >= x.n)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.ok();
      }
      return;
    }
    // Everything else: the fake behind, as the same request.
    const behind = await fetch(`${gh.url}${p}${url.search}`, {
      method: req.method ?? 'GET',
      headers: Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host' && k !== 'content-length')) as Record<
        string,
        string
      >,
      ...(raw.length ? { body: new Uint8Array(raw) } : {}),
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    behind.headers.forEach((v, k) => {
      if (k !== 'content-length' && k !== 'transfer-encoding' && k !== 'connection') headers[k] = v;
    });
    res.writeHead(behind.status, headers);
    res.end(Buffer.from(await behind.arrayBuffer()));
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  app.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
    await gh.close();
  };
  return app;
}

/** The JWT's own issue time (plus a second), so the check does not depend on the wall clock: the server's clock is the test's. */
function payloadTime(jwt: string | undefined): number {
  try {
    const claims = JSON.parse(Buffer.from((jwt ?? '').split('.')[1] ?? '', 'base64url').toString()) as { iat?: number };
    return ((claims.iat ?? 0) + 61) * 1000;
  } catch {
    return 0;
  }
}

export interface EventOptions {
  apiUrl: string;
  owner?: string;
  repo?: string;
  sha: string;
  runId: number;
  environment?: string;
  installationId?: number;
  repositoryId?: number;
  deploymentId?: number;
  /** The deployment's payload (artifact_digest names the artifact). */
  payload?: Record<string, unknown> | string;
}

/** A deployment_protection_rule `requested` payload with every field GitHub's webhook schema requires (test/fixtures/github-webhooks.json). */
export function protectionRuleEvent(o: EventOptions): Record<string, unknown> {
  const owner = o.owner ?? 'acme';
  const repo = o.repo ?? 'agent';
  const full = `${owner}/${repo}`;
  const api = `${o.apiUrl}/repos/${full}`;
  const html = `https://github.com/${full}`;
  const user = (login: string, id: number) => ({
    login,
    id,
    node_id: `U_${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}`,
    gravatar_id: '',
    url: `${o.apiUrl}/users/${login}`,
    html_url: `https://github.com/${login}`,
    followers_url: `${o.apiUrl}/users/${login}/followers`,
    following_url: `${o.apiUrl}/users/${login}/following{/other_user}`,
    gists_url: `${o.apiUrl}/users/${login}/gists{/gist_id}`,
    starred_url: `${o.apiUrl}/users/${login}/starred{/owner}{/repo}`,
    subscriptions_url: `${o.apiUrl}/users/${login}/subscriptions`,
    organizations_url: `${o.apiUrl}/users/${login}/orgs`,
    repos_url: `${o.apiUrl}/users/${login}/repos`,
    events_url: `${o.apiUrl}/users/${login}/events{/privacy}`,
    received_events_url: `${o.apiUrl}/users/${login}/received_events`,
    type: 'User',
    site_admin: false,
  });
  const repositoryId = o.repositoryId ?? 7001;
  const urls = Object.fromEntries(
    [
      'archive_url:/{archive_format}{/ref}',
      'assignees_url:/assignees{/user}',
      'blobs_url:/git/blobs{/sha}',
      'branches_url:/branches{/branch}',
      'collaborators_url:/collaborators{/collaborator}',
      'comments_url:/comments{/number}',
      'commits_url:/commits{/sha}',
      'compare_url:/compare/{base}...{head}',
      'contents_url:/contents/{+path}',
      'contributors_url:/contributors',
      'deployments_url:/deployments',
      'downloads_url:/downloads',
      'events_url:/events',
      'forks_url:/forks',
      'git_commits_url:/git/commits{/sha}',
      'git_refs_url:/git/refs{/sha}',
      'git_tags_url:/git/tags{/sha}',
      'hooks_url:/hooks',
      'issue_comment_url:/issues/comments{/number}',
      'issue_events_url:/issues/events{/number}',
      'issues_url:/issues{/number}',
      'keys_url:/keys{/key_id}',
      'labels_url:/labels{/name}',
      'languages_url:/languages',
      'merges_url:/merges',
      'milestones_url:/milestones{/number}',
      'notifications_url:/notifications{?since,all,participating}',
      'pulls_url:/pulls{/number}',
      'releases_url:/releases{/id}',
      'stargazers_url:/stargazers',
      'statuses_url:/statuses/{sha}',
      'subscribers_url:/subscribers',
      'subscription_url:/subscription',
      'tags_url:/tags',
      'teams_url:/teams',
      'trees_url:/git/trees{/sha}',
    ].map((e) => {
      const [k, v] = e.split(':') as [string, string];
      return [k, `${api}${v}`];
    }),
  );
  const when = '2026-01-01T00:00:00Z';
  return {
    action: 'requested',
    environment: o.environment ?? 'production',
    event: 'push',
    deployment_callback_url: `${api}/actions/runs/${o.runId}/deployment_protection_rule`,
    deployment: {
      url: `${api}/deployments/${o.deploymentId ?? 9001}`,
      id: o.deploymentId ?? 9001,
      node_id: `DE_${o.deploymentId ?? 9001}`,
      sha: o.sha,
      ref: 'main',
      task: 'deploy',
      payload: o.payload ?? {},
      original_environment: o.environment ?? 'production',
      environment: o.environment ?? 'production',
      description: null,
      creator: user('octo-dev', 11),
      created_at: when,
      updated_at: when,
      statuses_url: `${api}/deployments/${o.deploymentId ?? 9001}/statuses`,
      repository_url: api,
    },
    repository: {
      id: repositoryId,
      node_id: `R_${repositoryId}`,
      name: repo,
      full_name: full,
      private: false,
      owner: user(owner, 10),
      html_url: html,
      description: null,
      fork: false,
      url: api,
      ...urls,
      clone_url: `${html}.git`,
      git_url: `git://github.com/${full}.git`,
      ssh_url: `git@github.com:${full}.git`,
      svn_url: html,
      mirror_url: null,
      homepage: null,
      language: 'TypeScript',
      forks: 0,
      forks_count: 0,
      stargazers_count: 0,
      watchers: 0,
      watchers_count: 0,
      size: 1,
      default_branch: 'main',
      open_issues: 0,
      open_issues_count: 0,
      has_issues: true,
      has_projects: false,
      has_wiki: false,
      has_pages: false,
      has_downloads: true,
      archived: false,
      disabled: false,
      license: null,
      pushed_at: when,
      created_at: when,
      updated_at: when,
    },
    installation: { id: o.installationId ?? 5150, node_id: 'MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uNTE1MA==' },
    sender: user('octo-dev', 11),
  };
}

/** POSTs `body` to the server's webhook as GitHub delivers it: signed with `secret`, with the event and a delivery id. */
export async function deliver(
  serverUrl: string,
  body: unknown,
  o: { secret: string; delivery: string; event?: string; signature?: string; text?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = o.text ?? JSON.stringify(body);
  const signature = o.signature ?? `sha256=${createHmac('sha256', o.secret).update(text).digest('hex')}`;
  const res = await fetch(`${serverUrl}/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GitHub-Hookshot/044aadd',
      'x-github-hook-id': '292430182',
      'x-github-event': o.event ?? 'deployment_protection_rule',
      'x-github-hook-installation-target-id': '424242',
      'x-github-hook-installation-target-type': 'integration',
      'x-github-delivery': o.delivery,
      'x-hub-signature-256': signature,
    },
    body: text,
  });
  const answer = await res.text();
  return { status: res.status, body: answer ? (JSON.parse(answer) as Record<string, unknown>) : {} };
}
