// The deployment protection rule server end to end, against the loopback
// GitHub (test/server/github-app.ts): signed webhook deliveries shaped as
// GitHub's webhook schema has them, the App's JWT exchanged for an
// installation token, the record found in the commit's run and held to the
// policy file, and the review posted to the callback URL, every request in the
// shape of GitHub's OpenAPI description. Real keys throughout: the App's RSA
// key and the record's signing keys are made here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from '../action/github-api.js';
import { requestProblems, typeProblems, type Schema } from '../github/openapi-check.js';
import { ROOT } from '../helpers.js';
import { deliver, protectionRuleEvent } from './github-app.js';
import {
  addRun,
  ARTIFACT,
  harness,
  keysAndPolicy,
  OTHER_ARTIFACT,
  reviewsPosted,
  SECRET,
  signedRecord,
  type EditableRecord,
  type Harness,
  type Keys,
} from './fixtures.js';

const SHA = 'c0ffee'.padEnd(40, '0');
let keys: Keys;
let shipRecord: string;
let h: Harness | undefined;
let delivery = 0;
const nextDelivery = () => `d0c5e1a0-0000-4000-8000-${String(++delivery).padStart(12, '0')}`;

beforeAll(async () => {
  keys = await keysAndPolicy();
  shipRecord = await signedRecord(keys, keys.trusted.privateFile);
});
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** One deployment of `sha` reviewed: delivered, answered 202, and its review read back. */
async function review(o: { record?: string | undefined; artifact?: string; sha?: string; payload?: Record<string, unknown> } = {}) {
  h ??= await harness(keys);
  const sha = o.sha ?? SHA;
  const runId = 'record' in o && o.record === undefined ? undefined : addRun(h.app, sha, o.record ?? shipRecord);
  const waitingRun = 5000 + delivery;
  const event = protectionRuleEvent({ apiUrl: h.app.url, sha, runId: waitingRun, payload: o.payload ?? { artifact_digest: o.artifact ?? ARTIFACT } });
  const before = h.app.reviews.length;
  const answer = await deliver(h.server.url, event, { secret: SECRET, delivery: nextDelivery() });
  expect(answer).toEqual({ status: 202, body: { status: 'under review' } });
  await reviewsPosted(h, before + 1);
  expect(h.app.reviews.length).toBe(before + 1);
  return { review: h.app.reviews.at(-1)!, event, recordRun: runId, waitingRun };
}

/** Every field the webhook schema requires is in the payload, each of its type, three levels down. */
function payloadProblems(value: unknown, schema: Schema | undefined, at = 'payload', depth = 0): string[] {
  if (!schema || depth > 3) return [];
  const s = openApi30(schema);
  const own = typeProblems(value, s, at);
  if (own.length || value === null || typeof value !== 'object' || Array.isArray(value)) return own;
  const v = value as Record<string, unknown>;
  const out = (s.required ?? []).filter((k) => !(k in v)).map((k) => `${at}.${k} is missing`);
  for (const [k, sub] of Object.entries(s.properties ?? {})) if (k in v) out.push(...payloadProblems(v[k], sub, `${at}.${k}`, depth + 1));
  return out;
}

/** The webhooks description is OpenAPI 3.1 (`type: [string, 'null']`); the check reads 3.0's `nullable` and anyOf. */
function openApi30(s: Schema): Schema {
  if (s.anyOf?.some((x) => (x.type as unknown) === 'null'))
    return { ...s, nullable: true, anyOf: s.anyOf.filter((x) => (x.type as unknown) !== 'null').map(openApi30) };
  const t = s.type as unknown;
  if (!Array.isArray(t)) return s;
  const types = (t as string[]).filter((x) => x !== 'null');
  const nullable = types.length < t.length || s.nullable === true;
  if (types.length === 1) return { ...s, type: types[0]!, nullable };
  const { type: _, ...rest } = s;
  return { ...rest, nullable, anyOf: types.map((x) => ({ type: x })) };
}

describe('the protection rule server', () => {
  it('approves a deployment of a commit with a verified ship record for the artifact, through GitHub’s own endpoints and shapes', async () => {
    const { review: r, event, recordRun, waitingRun } = await review();
    expect(r.body.state).toBe('approved');
    expect(r.body.environment_name).toBe('production');
    expect(String(r.body.comment).replace(/\baqr_[0-9a-z]{26}\b/, 'aqr_ID')).toBe(
      `Approved by agent-release-gate: record aqr_ID for commit c0ffee000000 says ship at L4, signed by key ${keys.trusted.kid}, names the artifact ${ARTIFACT.slice(0, 19)}, and holds to the deploy policy (https://github.com/acme/agent/actions/runs/${recordRun}).`,
    );
    expect(r.body.comment).toContain(`(https://github.com/acme/agent/actions/runs/${recordRun}).`);
    expect(r).toMatchObject({ owner: 'acme', repo: 'agent', runId: waitingRun });
    // The installation token was narrowed to the one repository, and only the tokens this App was given were used.
    expect([...h!.app.tokens.values()]).toEqual([{ installationId: 5150, repositoryIds: [7001] }]);
    expect(h!.app.badJwts).toEqual([]);
    // The webhook payload is GitHub's, and every request is an operation of the REST API in its shape.
    const hooks = JSON.parse(await readFile(join(ROOT, 'test/fixtures/github-webhooks.json'), 'utf8')) as { events: { name: string; payload: Schema }[] };
    expect(payloadProblems(event, hooks.events.find((e) => e.name === 'deployment-protection-rule-requested')!.payload)).toEqual([]);
    const requests: Request[] = [...h!.app.requests, ...h!.app.gh.requests.filter((q) => !q.path.startsWith('/blob/'))];
    expect(new Set(requests.map((q) => `${q.method} ${q.path.replace(/\d+/g, 'N')}`))).toEqual(
      new Set([
        'POST /app/installations/N/access_tokens',
        'GET /repos/acme/agent/actions/runs',
        'GET /repos/acme/agent/actions/runs/N/artifacts',
        'GET /repos/acme/agent/actions/artifacts/N/zip',
        'POST /repos/acme/agent/actions/runs/N/deployment_protection_rule',
      ]),
    );
    expect(requests.flatMap(requestProblems)).toEqual([]);
  });

  it.each([
    ['a hold', (r: EditableRecord) => (r['decision'].verdict = 'hold'), /hold/i],
    ['a reject', (r: EditableRecord) => (r['decision'].verdict = 'reject'), /reject/i],
    ['a stale record', (r: EditableRecord) => (r['emitted_at'] = '2026-11-01T12:00:00Z'), /older than the policy's max_age 7d \[DEPLOY_STALE\]/],
  ])('rejects %s, saying why', async (_, edit, why) => {
    const { review: r } = await review({ record: await signedRecord(keys, keys.trusted.privateFile, edit) });
    expect(r.body.state).toBe('rejected');
    expect(r.body.comment).toMatch(/^Rejected by agent-release-gate: /);
    expect(r.body.comment).toMatch(why);
  });

  it('rejects a record for another artifact, and a deployment that names none', async () => {
    const other = await review({ artifact: OTHER_ARTIFACT });
    expect(other.review.body).toMatchObject({ state: 'rejected' });
    expect(other.review.body.comment).toMatch(/not the artifact being deployed \(sha256:abababababab.*\[DEPLOY_ARTIFACT\]/);
    const unnamed = await review({ payload: {} });
    expect(unnamed.review.body).toMatchObject({ state: 'rejected' });
    expect(unnamed.review.body.comment).toMatch(/no artifact digest was given, and the policy requires .* \[DEPLOY_ARTIFACT\]/);
    const misnamed = await review({ payload: { artifact_digest: ARTIFACT.toUpperCase() } });
    expect(misnamed.review.body.comment).toMatch(
      /^Rejected by agent-release-gate: the deployment's payload names its artifact_digest in another form than sha256: and 64 lowercase hex digits \(/,
    );
  });

  it('rejects a record signed by a key the policy does not name', async () => {
    const { review: r } = await review({ record: await signedRecord(keys, keys.other.privateFile) });
    expect(r.body.state).toBe('rejected');
    expect(r.body.comment).toContain(`signed with key "${keys.other.kid}", not the policy's key (${keys.trusted.kid}) [DEPLOY_SIGNER]`);
  });

  it('rejects a commit no run uploaded a record for, saying what was missing', async () => {
    const { review: r } = await review({ record: undefined, sha: 'f'.repeat(40) });
    expect(r.body.state).toBe('rejected');
    expect(r.body.comment).toMatch(
      /no Agent Quality Record was found for commit ffffffffffff of acme\/agent: no run of it uploaded the artifact "agent-quality-record" \[DEPLOY_NO_RECORD\]/,
    );
    expect(r.body.comment).toMatch(/\(https:\/\/github\.com\/acme\/agent\/actions\/runs\/\d+\)\.$/);
  });

  it('refuses a delivery whose signature is missing, wrong, or made with another secret, and reviews nothing', async () => {
    h = await harness(keys);
    const event = protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 77 });
    const refused = { status: 401, body: { error: 'X-Hub-Signature-256 is missing or does not match the body under the webhook secret' } };
    expect(await deliver(h.server.url, event, { secret: 'another-secret-entirely', delivery: nextDelivery() })).toEqual(refused);
    expect(await deliver(h.server.url, event, { secret: SECRET, delivery: nextDelivery(), signature: 'sha1=abc' })).toEqual(refused);
    expect(await deliver(h.server.url, event, { secret: SECRET, delivery: nextDelivery(), signature: '' })).toEqual(refused);
    // Signed, then changed: the signature is over the bytes received.
    const text = JSON.stringify(event);
    const signed = await deliver(h.server.url, event, { secret: SECRET, delivery: nextDelivery(), text: text.replace('"production"', '"staging"') });
    expect(signed.status).toBe(202);
    const { createHmac } = await import('node:crypto');
    const sig = `sha256=${createHmac('sha256', SECRET).update(text).digest('hex')}`;
    expect(await deliver(h.server.url, event, { secret: SECRET, delivery: nextDelivery(), text: text.replace('c0ffee', 'deadbe'), signature: sig })).toEqual(
      refused,
    );
    await reviewsPosted(h, 1);
    expect(h.app.reviews.map((r) => r.body.environment_name)).toEqual(['staging']);
  });

  it('answers a delivery once: a replay of its id is acknowledged and not reviewed again', async () => {
    h = await harness(keys);
    addRun(h.app, SHA, shipRecord);
    const event = protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 88, payload: { artifact_digest: ARTIFACT } });
    const id = nextDelivery();
    expect((await deliver(h.server.url, event, { secret: SECRET, delivery: id })).status).toBe(202);
    await reviewsPosted(h, 1);
    expect(await deliver(h.server.url, event, { secret: SECRET, delivery: id })).toEqual({ status: 200, body: { status: 'already answered' } });
    expect(await deliver(h.server.url, event, { secret: SECRET, delivery: id })).toEqual({ status: 200, body: { status: 'already answered' } });
    await reviewsPosted(h, 1);
    expect(h.app.reviews.map((r) => r.body.state)).toEqual(['approved']);
    expect(h.logs.filter((l) => JSON.parse(l).event === 'replayed')).toHaveLength(2);
  });

  it('rejects, never approves, when the GitHub API fails mid-way, and still answers', async () => {
    h = await harness(keys);
    addRun(h.app, SHA, shipRecord);
    // With the token got, the API fails on every try (the first and three retries): no record could be read.
    h.app.gh.failNext.push(500, 500, 500, 500);
    const first = await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 91, payload: { artifact_digest: ARTIFACT } }), {
      secret: SECRET,
      delivery: nextDelivery(),
    });
    expect(first.status).toBe(202);
    await reviewsPosted(h, 1);
    expect(h.app.reviews[0]!.body.state).toBe('rejected');
    expect(h.app.reviews[0]!.body.comment).toMatch(/the review could not be completed \(HTTP 500: Server Error\), so no verified record was seen/);
    // The next deployment goes through: the failures were the API's, not the record's.
    await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 92, payload: { artifact_digest: ARTIFACT } }), {
      secret: SECRET,
      delivery: nextDelivery(),
    });
    await reviewsPosted(h, 2);
    // The token exchange refused (for another repository: a token is kept per repository): rejected, and the rejection still posted with a token got on the next try.
    h.app.failTokens.push(502);
    await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 93, repositoryId: 7002, payload: { artifact_digest: ARTIFACT } }), {
      secret: SECRET,
      delivery: nextDelivery(),
    });
    await reviewsPosted(h, 3);
    expect(h.app.reviews[2]!.body.state).toBe('rejected');
    expect(h.app.reviews[2]!.body.comment).toMatch(/could not be completed \(the installation token was refused \(HTTP 502: Server Error\)\)/);
    // The callback itself failing twice: retried, posted once.
    h.app.failReviews.push(502, 503);
    await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 94, payload: { artifact_digest: ARTIFACT } }), {
      secret: SECRET,
      delivery: nextDelivery(),
    });
    await reviewsPosted(h, 4);
    expect(h.app.reviews.map((r) => [r.runId, r.body.state])).toEqual([
      [91, 'rejected'],
      [92, 'approved'],
      [93, 'rejected'],
      [94, 'approved'],
    ]);
    expect(h.logs.filter((l) => JSON.parse(l).event === 'callback_retry')).toHaveLength(2);
    // The runs and the artifact listed, then its zip gone at the storage host: rejected.
    const run = addRun(h.app, 'e'.repeat(40), shipRecord);
    delete h.app.gh.zips[run * 10];
    await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: 'e'.repeat(40), runId: 90, payload: { artifact_digest: ARTIFACT } }), {
      secret: SECRET,
      delivery: nextDelivery(),
    });
    await reviewsPosted(h, 5);
    expect(h.app.reviews[4]!.body).toMatchObject({ state: 'rejected', comment: expect.stringMatching(/could not be completed \(HTTP 404: gone\)/) });
  });

  it('rejects a review that runs past its deadline, and one cut short by shutdown', async () => {
    const never = () => new Promise<never>(() => {});
    h = await harness(keys, { judge: never, limits: { reviewTimeoutMs: 50 } });
    await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 95 }), { secret: SECRET, delivery: nextDelivery() });
    await reviewsPosted(h, 1);
    expect(h.app.reviews[0]!.body).toMatchObject({
      state: 'rejected',
      comment: expect.stringMatching(/did not finish within 0 s, so no verified record was seen/),
    });
    await h.close();
    h = await harness(keys, { judge: never, limits: { shutdownGraceMs: 20 } });
    await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 96 }), { secret: SECRET, delivery: nextDelivery() });
    const app = h.app;
    await h.server.close();
    expect(app.reviews.map((r) => [r.runId, r.body.state])).toEqual([[96, 'rejected']]);
    expect(app.reviews[0]!.body.comment).toMatch(/the server was shutting down before the review finished/);
  });

  it('a judge that answers ok without a reason, or throws, is a rejection', async () => {
    h = await harness(keys, { judge: async () => ({ ok: 1 as unknown as boolean, reason: 'looks fine' }) });
    await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 97 }), { secret: SECRET, delivery: nextDelivery() });
    await reviewsPosted(h, 1);
    expect(h.app.reviews[0]!.body.state).toBe('rejected');
    await h.close();
    h = await harness(keys, {
      judge: async () => {
        throw new Error('boom');
      },
    });
    await deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 98 }), { secret: SECRET, delivery: nextDelivery() });
    await reviewsPosted(h, 1);
    expect(h.app.reviews[0]!.body).toMatchObject({ state: 'rejected', comment: expect.stringContaining('the review could not be completed (boom)') });
  });

  it('refuses what is not a webhook it takes, and answers health', async () => {
    h = await harness(keys);
    const url = h.server.url;
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', running: 0, queued: 0 });
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/webhook`)).status).toBe(405);
    const post = (headers: Record<string, string>, body: string) => fetch(`${url}/webhook`, { method: 'POST', headers, body });
    expect((await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'payload=%7B%7D')).status).toBe(415);
    const big = 'x'.repeat(1024 * 1024 + 1);
    expect((await post({ 'content-type': 'application/json' }, big).catch(() => ({ status: 413 }))).status).toBe(413);
    const ping = await deliver(url, { zen: 'Keep it logically awesome.', hook_id: 1 }, { secret: SECRET, delivery: nextDelivery(), event: 'ping' });
    expect(ping).toEqual({ status: 200, body: { status: 'ignored', why: 'ping' } });
    expect((await deliver(url, {}, { secret: SECRET, delivery: nextDelivery(), text: '{not json' })).status).toBe(400);
    expect((await deliver(url, {}, { secret: SECRET, delivery: 'not an id!' })).status).toBe(400);
    // A callback URL elsewhere than this repository's review endpoint under the API root: the token is never sent there.
    const elsewhere = protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: 99 });
    elsewhere['deployment_callback_url'] = 'https://attacker.example/repos/acme/agent/actions/runs/99/deployment_protection_rule';
    const answer = await deliver(url, elsewhere, { secret: SECRET, delivery: nextDelivery() });
    expect(answer.status).toBe(400);
    expect(String(answer.body['error'])).toMatch(
      /^deployment_callback_url is not http:\/\/127\.0\.0\.1:\d+\/repos\/acme\/agent\/actions\/runs\/RUN\/deployment_protection_rule$/,
    );
    expect(h.app.tokens.size).toBe(0);
  });

  it('logs JSON lines with no secret in them: not the webhook secret, the App key or a token', async () => {
    await review();
    await review({ artifact: OTHER_ARTIFACT });
    const tokens = [...h!.app.tokens.keys()];
    expect(tokens.length).toBeGreaterThan(0);
    const text = h!.logs.join('\n');
    for (const l of h!.logs) expect(() => JSON.parse(l)).not.toThrow();
    expect(new Set(h!.logs.map((l) => JSON.parse(l).event))).toEqual(new Set(['listening', 'queued', 'reviewed']));
    expect(text).not.toContain(SECRET);
    for (const t of tokens) expect(text).not.toContain(t);
    expect(text).not.toContain('PRIVATE KEY');
    expect(text).not.toContain(h!.pem.split('\n')[1]!);
  });
});
