// A loopback stand-in for the GitHub REST API: the endpoints the action uses,
// with real pagination (Link headers), redirects and permission failures.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Comment {
  id: number;
  body: string;
  user: { login: string; type?: string };
  performed_via_github_app?: { id: number; slug: string } | null;
}

/** One request as the fake received it, for checks against GitHub's OpenAPI description. */
export interface Request {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeGitHub {
  url: string;
  comments: Comment[];
  calls: string[];
  /** Who the token is; undefined answers /user with 403 as for GITHUB_TOKEN. */
  self: string | undefined;
  /** A GitHub App's installation token: /user refused, GraphQL viewer answers `<slug>[bot]`, comments carry the App. */
  app: string | undefined;
  /** Statuses to answer the next requests with before serving them (a 502, say). */
  failNext: (number | { status: number; message: string; headers?: Record<string, string> })[];
  requests: Request[];
  readOnly: boolean;
  runs: { id: number }[];
  artifacts: Record<number, { id: number; name: string; expired?: boolean }[]>;
  zips: Record<number, Uint8Array>;
  /** The storage host's Content-Type for a zip; null sends none. */
  zipType: string | null;
  approvals: { state: string; user: { login: string }; comment?: string; environments?: { name: string }[] }[];
  close(): Promise<void>;
}

export async function fakeGitHub(owner = 'acme', repo = 'agent'): Promise<FakeGitHub> {
  let nextId = 1000;
  const gh = { comments: [], calls: [], requests: [], failNext: [], self: 'aqr-bot', app: undefined, zipType: 'application/zip', readOnly: false, runs: [], artifacts: {}, zips: {}, approvals: [] } as unknown as FakeGitHub;
  const base = `/repos/${owner}/${repo}`;
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const read = (req: IncomingMessage) => new Promise<Record<string, unknown>>((ok) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString()));
    req.on('end', () => ok(s ? (JSON.parse(s) as Record<string, unknown>) : {}));
  });
  const bot = () => (gh.app ? `${gh.app}[bot]` : (gh.self ?? 'github-actions[bot]'));
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const p = url.pathname;
    gh.calls.push(`${req.method} ${p}${url.search}`);
    const payload = await read(req);
    gh.requests.push({ method: req.method ?? '', path: p, query: Object.fromEntries(url.searchParams), headers: req.headers, body: payload });
    const fail = gh.failNext.shift();
    if (typeof fail === 'number') return json(res, fail, { message: 'Server Error' });
    if (fail) return json(res, fail.status, { message: fail.message }, fail.headers);
    const body = async (_: IncomingMessage) => payload;
    let m: RegExpExecArray | null;
    if (p === '/user') return gh.self && !gh.app ? json(res, 200, { login: gh.self }) : json(res, 403, { message: 'Resource not accessible by integration' });
    if (p === '/graphql' && req.method === 'POST') {
      if (gh.app) return json(res, 200, { data: { viewer: { login: bot() } } });
      if (gh.self) return json(res, 200, { data: { viewer: { login: gh.self } } });
      return json(res, 403, { message: 'Resource not accessible by integration' });
    }
    if (p === base) return json(res, 200, { default_branch: 'main' });
    if ((m = new RegExp(`^${base}/issues/(\\d+)/comments$`).exec(p))) {
      if (req.method === 'GET') {
        const per = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        const items = gh.comments.slice((page - 1) * per, page * per);
        const last = Math.max(1, Math.ceil(gh.comments.length / per));
        const link = page < last ? { link: `<${gh.url}${p}?per_page=${per}&page=${page + 1}>; rel="next", <${gh.url}${p}?per_page=${per}&page=${last}>; rel="last"` } : {};
        return json(res, 200, items, link);
      }
      if (gh.readOnly) return json(res, 403, { message: 'Resource not accessible by integration' });
      const c: Comment = { id: nextId++, body: String((await body(req))['body']), user: { login: bot(), type: gh.app || !gh.self ? 'Bot' : 'User' }, performed_via_github_app: gh.app ? { id: 4242, slug: gh.app } : null };
      gh.comments.push(c);
      return json(res, 201, c);
    }
    if ((m = new RegExp(`^${base}/issues/comments/(\\d+)$`).exec(p)) && req.method === 'PATCH') {
      if (gh.readOnly) return json(res, 403, { message: 'Resource not accessible by integration' });
      const c = gh.comments.find((x) => x.id === Number(m![1]));
      if (!c) return json(res, 404, { message: 'Not Found' });
      c.body = String((await body(req))['body']);
      return json(res, 200, c);
    }
    if (new RegExp(`^${base}/actions/workflows/[^/]+/runs$`).test(p)) return json(res, 200, { total_count: gh.runs.length, workflow_runs: gh.runs });
    if ((m = new RegExp(`^${base}/actions/runs/(\\d+)/artifacts$`).exec(p))) {
      const all = gh.artifacts[Number(m[1])] ?? [];
      const name = url.searchParams.get('name');
      const list = name ? all.filter((a) => a.name === name) : all;
      return json(res, 200, { total_count: list.length, artifacts: list });
    }
    if ((m = new RegExp(`^${base}/actions/artifacts/(\\d+)/zip$`).exec(p))) {
      res.writeHead(302, { location: `${gh.url}/blob/${m[1]}` });
      return res.end();
    }
    if ((m = /^\/blob\/(\d+)$/.exec(p))) {
      const zip = gh.zips[Number(m[1])];
      if (!zip) return json(res, 404, { message: 'gone' });
      res.writeHead(200, gh.zipType === null ? {} : { 'content-type': gh.zipType });
      return res.end(Buffer.from(zip));
    }
    if (new RegExp(`^${base}/actions/runs/\\d+/approvals$`).test(p)) return json(res, 200, gh.approvals);
    json(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  gh.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gh.close = () => new Promise<void>((ok) => server.close(() => ok()));
  return gh;
}
