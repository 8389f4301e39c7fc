// The pieces of a delivery on their own: the signature, the event read into a
// review request (the callback URL held to the API root), and the log's
// scrubbing of whatever looks like a credential.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsonLogger } from '../../src/server/log.js';
import { readEvent, signatureHolds } from '../../src/server/webhook.js';
import { protectionRuleEvent } from './github-app.js';

const SHA = 'a'.repeat(40);

describe('signatureHolds', () => {
  const body = new TextEncoder().encode('{"action":"requested"}');
  const good = `sha256=${createHmac('sha256', 'a-secret-of-enough-length').update(body).digest('hex')}`;
  it('holds only for sha256= and the HMAC of the exact bytes under the secret', () => {
    expect(signatureHolds('a-secret-of-enough-length', body, good)).toBe(true);
    expect(signatureHolds('another-secret-entirely', body, good)).toBe(false);
    expect(signatureHolds('a-secret-of-enough-length', new TextEncoder().encode('{"action":"requested" }'), good)).toBe(false);
    expect(signatureHolds('a-secret-of-enough-length', body, good.toUpperCase())).toBe(false);
    expect(signatureHolds('a-secret-of-enough-length', body, good.slice(0, -2))).toBe(false);
    expect(signatureHolds('a-secret-of-enough-length', body, undefined)).toBe(false);
  });
});

describe('readEvent', () => {
  it('takes a GitHub Enterprise Server callback under its /api/v3 root, owner and name in any case', () => {
    const api = 'https://ghes.example.com/api/v3';
    const event = protectionRuleEvent({ apiUrl: api, sha: SHA, runId: 12, owner: 'Acme', repo: 'Agent' });
    event['deployment_callback_url'] = `${api}/repos/acme/agent/actions/runs/12/deployment_protection_rule`;
    const r = readEvent('deployment_protection_rule', event, api);
    expect(r).toMatchObject({
      kind: 'review',
      request: {
        owner: 'Acme',
        repo: 'Agent',
        runId: 12,
        callbackUrl: `${api}/repos/Acme/Agent/actions/runs/12/deployment_protection_rule`,
        runUrl: 'https://github.com/Acme/Agent/actions/runs/12',
        artifactDigest: undefined,
        artifactProblem: undefined,
      },
    });
  });

  it.each([
    [
      'another repository',
      (e: Record<string, unknown>) => (e['deployment_callback_url'] = 'https://api.github.com/repos/evil/agent/actions/runs/1/deployment_protection_rule'),
    ],
    ['another path', (e: Record<string, unknown>) => (e['deployment_callback_url'] = 'https://api.github.com/repos/acme/agent/actions/runs/1/approve')],
    [
      'a longer host',
      (e: Record<string, unknown>) =>
        (e['deployment_callback_url'] = 'https://api.github.com.evil.example/repos/acme/agent/actions/runs/1/deployment_protection_rule'),
    ],
  ])('refuses a callback URL to %s', (_, change) => {
    const event = protectionRuleEvent({ apiUrl: 'https://api.github.com', sha: SHA, runId: 1 });
    change(event);
    expect(readEvent('deployment_protection_rule', event, 'https://api.github.com').kind).toBe('refused');
  });

  it('ignores other events and actions, and refuses a payload without what a review needs', () => {
    const event = protectionRuleEvent({ apiUrl: 'https://api.github.com', sha: SHA, runId: 1 });
    expect(readEvent('push', event, 'https://api.github.com')).toEqual({ kind: 'ignored', why: 'event push is not deployment_protection_rule' });
    expect(readEvent('deployment_protection_rule', { ...event, action: 'completed' }, 'https://api.github.com').kind).toBe('ignored');
    expect(readEvent('deployment_protection_rule', { ...event, installation: undefined }, 'https://api.github.com')).toEqual({
      kind: 'refused',
      why: 'repository, deployment or installation is missing',
    });
    const bad = { ...event, deployment: { ...(event['deployment'] as object), sha: 'main' } };
    expect(readEvent('deployment_protection_rule', bad, 'https://api.github.com')).toEqual({ kind: 'refused', why: 'deployment.sha is not a commit id' });
  });

  it('reads the artifact from the payload, as an object or JSON text', () => {
    const digest = `sha256:${'c'.repeat(64)}`;
    for (const payload of [{ artifact_digest: digest }, JSON.stringify({ artifact_digest: digest })]) {
      const r = readEvent(
        'deployment_protection_rule',
        protectionRuleEvent({ apiUrl: 'https://api.github.com', sha: SHA, runId: 1, payload }),
        'https://api.github.com',
      );
      expect(r).toMatchObject({ kind: 'review', request: { artifactDigest: digest, artifactProblem: undefined } });
    }
  });
});

describe('the log', () => {
  it('redacts the secrets it was told of and whatever is shaped like a token, a JWT or a PEM block', () => {
    const lines: string[] = [];
    const log = jsonLogger(
      (l) => lines.push(l),
      () => new Date('2026-12-01T00:00:00Z'),
    );
    log.secret('s3cret-value-long');
    log.log('warn', 'x', {
      a: 'secret s3cret-value-long here',
      b: 'token ghs_abcDEF123456 and github_pat_11AB_cd',
      c: 'jwt eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiIxIn0.c2ln end',
      d: '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY----- after',
      n: 3,
      u: undefined,
    });
    expect(JSON.parse(lines[0]!)).toEqual({
      time: '2026-12-01T00:00:00.000Z',
      level: 'warn',
      event: 'x',
      a: 'secret [redacted] here',
      b: 'token [redacted] and [redacted]',
      c: 'jwt [redacted] end',
      d: '[redacted] after',
      n: 3,
    });
  });
});
