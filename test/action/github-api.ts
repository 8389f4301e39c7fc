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

/** A workflow run as the REST API lists it (the fields rollback-to auto reads). */
export interface WorkflowRun {
  id: number;
  event: string;
  head_branch: string;
  conclusion: string | null;
  head_repository: { full_name: string } | null;
  /** The commit the run ran on, and its workflow file (as GET actions/runs lists them). */
  head_sha?: string;
  path?: string;
  html_url?: string;
}

/** A check run as POST check-runs received it, with the id the fake gave it. */
export interface CheckRun {
  id: number;
  name: string;
  head_sha: string;
  status?: string;
  conclusion?: string;
  output?: {
    title: string;
    summary: string;
    text?: string;
    annotations?: { path: string; start_line: number; end_line: number; annotation_level: string; message: string; title?: string }[];
  };
}

/** A successful push run of acme/agent's main branch, with any field changed. */
export function pushRun(id: number, change: Partial<WorkflowRun> = {}): WorkflowRun {
  return { id, event: 'push', head_branch: 'main', conclusion: 'success', head_repository: { full_name: 'acme/agent' }, ...change };
}

export interface RawZipEntry {
  name: string;
  /** The bytes stored (already deflated when method is 8). */
  data?: Uint8Array;
  method?: 0 | 8;
  /** Declared sizes; default: data's length (compressed) and the same (uncompressed). */
  size?: number;
  compressedSize?: number;
  /** Point this central-directory entry at another entry's local header (overlapping entries). */
  sameDataAs?: number;
}

/** A zip written byte by byte, so a test can make it lie: sizes, names, shared data. */
export function rawZip(entries: RawZipEntry[]): Uint8Array {
  const enc = new TextEncoder();
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  entries.forEach((e) => {
    if (e.sameDataAs !== undefined) {
      offsets.push(offsets[e.sameDataAs]!);
      return;
    }
    const name = enc.encode(e.name);
    const data = e.data ?? new Uint8Array(0);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x800, 6);
    h.writeUInt16LE(e.method ?? 0, 8);
    h.writeUInt32LE(e.compressedSize ?? data.length, 18);
    h.writeUInt32LE(e.size ?? data.length, 22);
    h.writeUInt16LE(name.length, 26);
    offsets.push(at);
    const block = Buffer.concat([h, name, data]);
    locals.push(block);
    at += block.length;
  });
  const central: Buffer[] = [];
  entries.forEach((e, i) => {
    const src = e.sameDataAs === undefined ? e : entries[e.sameDataAs]!;
    const name = enc.encode(e.name);
    const data = src.data ?? new Uint8Array(0);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x800, 8);
    c.writeUInt16LE(src.method ?? 0, 10);
    c.writeUInt32LE(e.compressedSize ?? src.compressedSize ?? data.length, 20);
    c.writeUInt32LE(e.size ?? src.size ?? data.length, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offsets[i]!, 42);
    central.push(Buffer.concat([c, name]));
  });
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(at, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, end]));
}

/** A commit as GET pulls/{n}/commits lists it (the fields the action reads). */
export interface PrCommit {
  sha: string;
  author: { login: string } | null;
  committer: { login: string } | null;
}

/** A commit of `login`, authored and committed by them (or committed by `committer`). */
export function prCommit(n: number, login: string, committer: string | null = login): PrCommit {
  return { sha: n.toString(16).padStart(40, '0'), author: { login }, committer: committer === null ? null : { login: committer } };
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
  runs: WorkflowRun[];
  artifacts: Record<number, { id: number; name: string; expired?: boolean }[]>;
  zips: Record<number, Uint8Array>;
  /** The storage host's Content-Type for a zip; null sends none. */
  zipType: string | null;
  approvals: { state: string; user: { login: string }; comment?: string; environments?: { name: string }[] }[];
  /** The pull request's commits (GET pulls/{n}/commits): the accounts of author and committer, null for none. */
  prCommits: PrCommit[];
  /** The pull request's timeline (GET issues/{n}/timeline), e.g. head_ref_force_pushed by an actor. */
  timeline: { event: string; actor?: { login: string } }[];
  /** The token may not read the pull request's commits and timeline. */
  peopleDenied: boolean;
  /** Files by commit and repository path, served by the contents API (base64 JSON up to 1 MB, raw above). */
  contents: Record<string, Record<string, string | Uint8Array>>;
  /** The token lacks `contents: read`. */
  contentsDenied: boolean;
  /** Pull requests by number, as GET /repos/{owner}/{repo}/pulls/{number} answers (the base commit issue_comment runs are pinned to). */
  pulls: Record<number, { number: number; user: { login: string }; base: { sha: string; ref: string }; head: { sha: string; ref: string } }>;
  /** Branch heads, as GET /repos/{owner}/{repo}/branches/{branch} answers. */
  branches: Record<string, string>;
  /** Attestations by subject digest (`sha256:HEX`), as GET attestations/{subject_digest} lists them. */
  attestations: Record<string, { bundle: unknown; repository_id: number }[]>;
  /** Check runs created (POST check-runs) and updated (PATCH check-runs/{id}). */
  checkRuns: CheckRun[];
  /** The token lacks `checks: write` (as GITHUB_TOKEN without it answers: 403). */
  checksDenied: boolean;
  close(): Promise<void>;
}

export async function fakeGitHub(owner = 'acme', repo = 'agent'): Promise<FakeGitHub> {
  let nextId = 1000;
  const gh = {
    comments: [],
    calls: [],
    requests: [],
    failNext: [],
    self: 'aqr-bot',
    app: undefined,
    zipType: 'application/zip',
    readOnly: false,
    runs: [],
    artifacts: {},
    zips: {},
    approvals: [],
    prCommits: [prCommit(1, 'octo-dev')],
    timeline: [],
    peopleDenied: false,
    contents: {},
    contentsDenied: false,
    pulls: {},
    branches: {},
    attestations: {},
    checkRuns: [],
    checksDenied: false,
  } as unknown as FakeGitHub;
  const base = `/repos/${owner}/${repo}`;
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const read = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((ok) => {
      let s = '';
      req.on('data', (c: Buffer) => (s += c.toString()));
      req.on('end', () => ok(s ? (JSON.parse(s) as Record<string, unknown>) : {}));
    });
  /** One page of `list` as GitHub pages it: per_page and page, and a Link header to the next and last. */
  const paged = (res: ServerResponse, url: URL, list: unknown[]) => {
    const per = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const last = Math.max(1, Math.ceil(list.length / per));
    const link =
      page < last
        ? {
            link: `<${gh.url}${url.pathname}?per_page=${per}&page=${page + 1}>; rel="next", <${gh.url}${url.pathname}?per_page=${per}&page=${last}>; rel="last"`,
          }
        : {};
    return json(res, 200, list.slice((page - 1) * per, page * per), link);
  };
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
      if (req.method === 'GET') return paged(res, url, gh.comments);
      if (gh.readOnly) return json(res, 403, { message: 'Resource not accessible by integration' });
      const c: Comment = {
        id: nextId++,
        body: String((await body(req))['body']),
        user: { login: bot(), type: gh.app || !gh.self ? 'Bot' : 'User' },
        performed_via_github_app: gh.app ? { id: 4242, slug: gh.app } : null,
      };
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
    if (new RegExp(`^${base}/actions/workflows/[^/]+/runs$`).test(p)) {
      // As GitHub filters: branch is the head branch (a fork's too), status=success the conclusion.
      const branch = url.searchParams.get('branch');
      const status = url.searchParams.get('status');
      const list = gh.runs.filter((r) => (!branch || r.head_branch === branch) && (status !== 'success' || r.conclusion === 'success'));
      const per = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(res, 200, { total_count: list.length, workflow_runs: list.slice((page - 1) * per, page * per) });
    }
    if (p === `${base}/actions/runs` && req.method === 'GET') {
      // As GitHub filters: head_sha the commit; newest first as the list is kept.
      const sha = url.searchParams.get('head_sha');
      const list = gh.runs.filter((r) => !sha || r.head_sha === sha);
      const per = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(res, 200, { total_count: list.length, workflow_runs: list.slice((page - 1) * per, page * per) });
    }
    if ((m = new RegExp(`^${base}/attestations/([^/]+)$`).exec(p)) && req.method === 'GET') {
      const list = gh.attestations[decodeURIComponent(m[1]!)] ?? [];
      return list.length > 0 ? json(res, 200, { attestations: list }) : json(res, 404, { message: 'Not Found' });
    }
    if (p === `${base}/check-runs` && req.method === 'POST') {
      if (gh.checksDenied) return json(res, 403, { message: 'Resource not accessible by integration' });
      const run = { id: nextId++, ...(payload as Omit<CheckRun, 'id'>) };
      gh.checkRuns.push(run);
      return json(res, 201, { ...run, html_url: `https://github.com/${owner}/${repo}/runs/${run.id}` });
    }
    if ((m = new RegExp(`^${base}/check-runs/(\\d+)$`).exec(p)) && req.method === 'PATCH') {
      if (gh.checksDenied) return json(res, 403, { message: 'Resource not accessible by integration' });
      const run = gh.checkRuns.find((r) => r.id === Number(m![1]));
      if (!run) return json(res, 404, { message: 'Not Found' });
      Object.assign(run, payload);
      return json(res, 200, run);
    }
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
    if (new RegExp(`^${base}/pulls/\\d+/commits$`).test(p))
      return gh.peopleDenied ? json(res, 403, { message: 'Resource not accessible by integration' }) : paged(res, url, gh.prCommits);
    if (new RegExp(`^${base}/issues/\\d+/timeline$`).test(p))
      return gh.peopleDenied ? json(res, 403, { message: 'Resource not accessible by integration' }) : paged(res, url, gh.timeline);
    if ((m = new RegExp(`^${base}/pulls/(\\d+)$`).exec(p))) {
      const pr = gh.pulls[Number(m[1])];
      return pr ? json(res, 200, pr) : json(res, 404, { message: 'Not Found' });
    }
    if ((m = new RegExp(`^${base}/branches/(.+)$`).exec(p))) {
      const sha = gh.branches[decodeURIComponent(m[1]!)];
      return sha ? json(res, 200, { name: m[1], commit: { sha } }) : json(res, 404, { message: 'Branch not found' });
    }
    if ((m = new RegExp(`^${base}/git/trees/([0-9a-f]+)$`).exec(p))) {
      if (gh.contentsDenied) return json(res, 403, { message: 'Resource not accessible by integration' });
      const tree = gh.contents[m[1]!];
      if (!tree) return json(res, 404, { message: 'Not Found' });
      // As GitHub answers ?recursive=1: every blob and the folders above them.
      const folders = new Set(
        Object.keys(tree).flatMap((f) =>
          f
            .split('/')
            .slice(0, -1)
            .map((_, i, a) => a.slice(0, i + 1).join('/')),
        ),
      );
      return json(res, 200, {
        sha: m[1],
        truncated: false,
        tree: [
          ...[...folders].map((f) => ({ path: f, type: 'tree', mode: '040000' })),
          ...Object.keys(tree).map((f) => ({ path: f, type: 'blob', mode: '100644' })),
        ],
      });
    }
    if ((m = new RegExp(`^${base}/contents/(.+)$`).exec(p))) {
      if (gh.contentsDenied) return json(res, 403, { message: 'Resource not accessible by integration' });
      const tree = gh.contents[url.searchParams.get('ref') ?? ''];
      const path = decodeURIComponent(m[1]!);
      const file = tree?.[path];
      if (file === undefined) {
        const below = Object.keys(tree ?? {}).filter((f) => f.startsWith(`${path}/`));
        if (below.length > 0)
          return json(
            res,
            200,
            below.map((f) => ({ type: 'file', path: f, name: f.slice(path.length + 1) })),
          );
        return json(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/contents#get-repository-content' });
      }
      const bytes = Buffer.from(file);
      if (/\.raw/.test(req.headers.accept ?? '')) {
        res.writeHead(200, { 'content-type': 'application/vnd.github.raw; charset=utf-8' });
        return res.end(bytes);
      }
      // As GitHub answers: base64 in lines of 60, and above 1 MB no content ("encoding": "none").
      const large = bytes.length > 1024 * 1024;
      const content = large ? '' : (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n';
      return json(res, 200, {
        type: 'file',
        encoding: large ? 'none' : 'base64',
        size: bytes.length,
        name: path.split('/').pop(),
        path,
        content,
        sha: 'f'.repeat(40),
      });
    }
    json(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  gh.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gh.close = () => new Promise<void>((ok) => server.close(() => ok()));
  return gh;
}
