// The deployment protection rule server: one HTTP endpoint for the App's
// webhooks (POST /webhook) and one for health (GET /healthz). A delivery is
// answered at once (202) once its body fits, its signature holds and its id is
// new; the review runs behind it, a bounded number at a time, each under a
// deadline, and its answer goes to GitHub's callback URL. Everything is
// bounded: body size, open connections, reviews at once and waiting, the ids
// remembered, every outbound call's time. docs/protection-rule-server.md.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Octokit } from '../github/client.js';
import type { TokenSource } from './app-auth.js';
import type { Logger } from './log.js';
import { decide, postReview, type Judge, type Review } from './review.js';
import { readEvent, signatureHolds, type DeploymentRequest } from './webhook.js';

export interface Limits {
  /** A webhook body above this is refused (413). GitHub's deployment_protection_rule payloads are a few kB. */
  maxBodyBytes: number;
  /** Reviews run at once. */
  concurrency: number;
  /** Reviews waiting for a slot; a delivery beyond is refused (503) and GitHub shows it failed, to redeliver. */
  maxQueued: number;
  /** One review's deadline: token, record search and check. */
  reviewTimeoutMs: number;
  /** One call to post the answer, its attempts, and the first wait between them (doubled each time). */
  callbackTimeoutMs: number;
  callbackAttempts: number;
  callbackBackoffMs: number;
  /** Delivery ids remembered, to ignore replays. */
  rememberedDeliveries: number;
  /** Open connections at once. */
  maxConnections: number;
  /** On SIGTERM, how long reviews under way may run before they are cut short (and rejected). */
  shutdownGraceMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxBodyBytes: 1024 * 1024,
  concurrency: 8,
  maxQueued: 1000,
  reviewTimeoutMs: 60_000,
  callbackTimeoutMs: 10_000,
  callbackAttempts: 4,
  callbackBackoffMs: 1000,
  rememberedDeliveries: 10_000,
  maxConnections: 1024,
  shutdownGraceMs: 20_000,
};

export interface ServerOptions {
  webhookSecret: string;
  apiUrl: string;
  tokens: TokenSource;
  /** The REST client for one review, as the installation, ended by `signal`. */
  client: (token: string, signal: AbortSignal) => Octokit;
  judge: Judge;
  log: Logger;
  userAgent: string;
  limits?: Partial<Limits>;
}

export interface ProtectionRuleServer {
  /** Listening address, once started. */
  url: string;
  /** Reviews running and waiting, and delivery ids remembered. */
  load(): { running: number; queued: number; remembered: number };
  /** Stops taking deliveries, lets reviews under way finish within the grace period (then rejects them), and closes. */
  close(): Promise<void>;
}

type Seen = 'reviewing' | 'answered';

export async function startServer(o: ServerOptions, listen: { host: string; port: number }): Promise<ProtectionRuleServer> {
  const limits = { ...DEFAULT_LIMITS, ...o.limits };
  const { log } = o;
  const seen = new Map<string, Seen>();
  const queue: { delivery: string; request: DeploymentRequest }[] = [];
  let running = 0;
  let closing = false;
  const stopAll = new AbortController();
  const idle: (() => void)[] = [];

  const remember = (id: string, state: Seen) => {
    seen.delete(id);
    seen.set(id, state);
    for (const old of seen.keys()) {
      if (seen.size <= limits.rememberedDeliveries) break;
      seen.delete(old);
    }
  };

  const pump = () => {
    while (running < limits.concurrency) {
      const job = queue.shift();
      if (!job) break;
      running++;
      void review(job.delivery, job.request).finally(() => {
        running--;
        pump();
        if (running === 0 && queue.length === 0) idle.splice(0).forEach((f) => f());
      });
    }
  };

  const review = async (delivery: string, request: DeploymentRequest) => {
    const signal = AbortSignal.any([stopAll.signal, AbortSignal.timeout(limits.reviewTimeoutMs)]);
    const verdict: Review = await decide(request, { tokens: o.tokens, client: o.client, judge: o.judge, signal, timeoutMs: limits.reviewTimeoutMs });
    log.log('info', 'reviewed', {
      delivery,
      owner: request.owner,
      repo: request.repo,
      run: request.runId,
      environment: request.environment,
      sha: request.sha,
      state: verdict.state,
      comment: verdict.comment,
    });
    // The answer gets its own time: a review cut short is still answered.
    const token = () => o.tokens.token(request.installationId, request.repositoryId, AbortSignal.timeout(limits.callbackTimeoutMs));
    const posted = await postReview(request, verdict, token, log, {
      attempts: limits.callbackAttempts,
      timeoutMs: limits.callbackTimeoutMs,
      backoffMs: limits.callbackBackoffMs,
      userAgent: o.userAgent,
    });
    // A delivery whose answer did not reach GitHub is forgotten, so a redelivery is reviewed again.
    if (posted) remember(delivery, 'answered');
    else seen.delete(delivery);
  };

  const reply = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    if (res.headersSent) return;
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, why: string, delivery?: string) => {
    log.log('warn', 'refused', { status, why, delivery });
    reply(res, status, { error: why });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'GET /healthz');
      return reply(res, closing ? 503 : 200, { status: closing ? 'closing' : 'ok', running, queued: queue.length });
    }
    if (path !== '/webhook') return refuse(res, 404, 'not found: the webhook is POST /webhook');
    if (req.method !== 'POST') return refuse(res, 405, 'the webhook takes POST');
    if (closing) return refuse(res, 503, 'the server is shutting down');
    const type = String(req.headers['content-type'] ?? '')
      .replace(/;.*/, '')
      .trim();
    if (type !== 'application/json') return refuse(res, 415, 'the webhook takes application/json (set the App webhook content type to JSON)');
    const declared = Number(req.headers['content-length'] ?? 0);
    const body = declared > limits.maxBodyBytes ? undefined : await readBody(req, limits.maxBodyBytes);
    if (body === undefined) {
      // The rest is not read: the connection ends once the refusal is sent.
      res.setHeader('connection', 'close');
      res.on('finish', () => req.destroy());
      return refuse(res, 413, `the body is over ${limits.maxBodyBytes} bytes`);
    }
    const signature = req.headers['x-hub-signature-256'];
    if (!signatureHolds(o.webhookSecret, body, typeof signature === 'string' ? signature : undefined))
      return refuse(res, 401, 'X-Hub-Signature-256 is missing or does not match the body under the webhook secret');
    const delivery = req.headers['x-github-delivery'];
    if (typeof delivery !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(delivery)) return refuse(res, 400, 'X-GitHub-Delivery is missing or not an id');
    const known = seen.get(delivery);
    if (known) {
      log.log('info', 'replayed', { delivery, state: known });
      return reply(res, 200, { status: known === 'answered' ? 'already answered' : 'already under review' });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch {
      return refuse(res, 400, 'the body is not UTF-8 JSON', delivery);
    }
    const event = req.headers['x-github-event'];
    const reading = readEvent(typeof event === 'string' ? event : undefined, payload, o.apiUrl);
    if (reading.kind === 'ignored') {
      log.log('info', 'ignored', { delivery, why: reading.why });
      return reply(res, 200, { status: 'ignored', why: reading.why });
    }
    if (reading.kind === 'refused') return refuse(res, 400, reading.why, delivery);
    if (queue.length >= limits.maxQueued) return refuse(res, 503, `${queue.length} reviews are waiting; redeliver later`, delivery);
    remember(delivery, 'reviewing');
    queue.push({ delivery, request: reading.request });
    log.log('info', 'queued', {
      delivery,
      owner: reading.request.owner,
      repo: reading.request.repo,
      run: reading.request.runId,
      environment: reading.request.environment,
    });
    reply(res, 202, { status: 'under review' });
    pump();
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      log.log('error', 'failed', { why: (e as Error).message });
      reply(res, 500, { error: 'internal error' });
    });
  });
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(listen.port, listen.host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  log.log('info', 'listening', { url, concurrency: limits.concurrency, max_body_bytes: limits.maxBodyBytes });

  return {
    url,
    load: () => ({ running, queued: queue.length, remembered: seen.size }),
    async close() {
      if (closing) return;
      closing = true;
      log.log('info', 'closing', { running, queued: queue.length });
      const closed = new Promise<void>((ok) => server.close(() => ok()));
      server.closeIdleConnections();
      const drained = running === 0 && queue.length === 0 ? Promise.resolve() : new Promise<void>((ok) => idle.push(ok));
      const grace = setTimeout(() => stopAll.abort('shutdown'), limits.shutdownGraceMs);
      await drained;
      clearTimeout(grace);
      server.closeAllConnections();
      await closed;
      log.log('info', 'closed');
    },
  };
}

/** The body's bytes, or undefined once it passes `max`. */
function readBody(req: IncomingMessage, max: number): Promise<Uint8Array | undefined> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on('data', (c: Buffer) => {
      total += c.length;
      if (total > max) {
        req.removeAllListeners('data');
        req.pause();
        ok(undefined);
      } else chunks.push(c);
    });
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}
