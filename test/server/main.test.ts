// The server as it is started: `node dist/server.js` (built here into a
// temporary folder), configured from the environment. A bad setting is one
// line naming the variable, exit 2; a good one listens, answers health and a
// signed delivery (approved against the loopback GitHub), logs JSON lines
// without its secrets, and stops on SIGTERM with exit 0. The settings
// themselves are checked in process (readServerConfig).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV, readServerConfig } from '../../src/server/config.js';
import { ROOT, tempDir } from '../helpers.js';
import { APP_ID, appGitHub, appKeyPair, deliver, protectionRuleEvent, type AppGitHub } from './github-app.js';
import { addRun, ARTIFACT, keysAndPolicy, SECRET, signedRecord, type Keys } from './fixtures.js';

let dir: string;
let keys: Keys;
let pem: string;
let app: AppGitHub;
let policyFile: string;
let alone: string;

beforeAll(async () => {
  dir = await tempDir();
  keys = await keysAndPolicy();
  // No max_age: the built server runs on the wall clock, and the example record's age must not matter.
  policyFile = join(keys.dir, 'policy-any-age.yaml');
  await writeFile(policyFile, 'deploy_policy: 1\nsigner:\n  key: gate.public.jwk\nartifact: required\n');
  const pair = appKeyPair();
  pem = pair.pem;
  app = await appGitHub(pair.publicKey);
  await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/build.mjs'), join(dir, 'dist')], { cwd: ROOT });
  // As the container holds it: server.js alone in a folder, run from there.
  alone = await tempDir();
  await copyFile(join(dir, 'dist/server.js'), join(alone, 'server.js'));
}, 120_000);
afterAll(() => app?.close());

const env = (over: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env['PATH'],
  [ENV.appId]: APP_ID,
  [ENV.appKey]: pem,
  [ENV.webhookSecret]: SECRET,
  [ENV.apiUrl]: app.url,
  [ENV.policy]: policyFile,
  [ENV.host]: '127.0.0.1',
  [ENV.port]: '0',
  ...over,
});

describe('readServerConfig', () => {
  it('reads every setting, the key as PEM text or a file, and takes the secrets out of the environment', async () => {
    const e = env();
    const c = await readServerConfig(e);
    expect(c).toMatchObject({ appId: APP_ID, webhookSecret: SECRET, apiUrl: app.url, policyFile, host: '127.0.0.1', port: 0 });
    expect(c.appKey.asymmetricKeyType).toBe('rsa');
    expect(e[ENV.appKey]).toBeUndefined();
    expect(e[ENV.webhookSecret]).toBeUndefined();
    const keyFile = join(dir, 'app.pem');
    await writeFile(keyFile, pem, { mode: 0o600 });
    expect((await readServerConfig(env({ [ENV.appKey]: keyFile, [ENV.host]: undefined, [ENV.port]: undefined, [ENV.apiUrl]: undefined }))).apiUrl).toBe(
      'https://api.github.com',
    );
  });

  it.each([
    [{ [ENV.appId]: undefined }, '$GITHUB_APP_ID: is unset or empty (docs/protection-rule-server.md) (ERR_USAGE)'],
    [{ [ENV.appId]: 'my-app' }, "$GITHUB_APP_ID: is not a GitHub App's id (digits) or client id (Iv...) (ERR_USAGE)"],
    [{ [ENV.webhookSecret]: 'short' }, '$GITHUB_WEBHOOK_SECRET: is shorter than 16 characters; use a long random string (ERR_USAGE)'],
    [{ [ENV.policy]: '' }, '$AQR_POLICY: is unset or empty (docs/protection-rule-server.md) (ERR_USAGE)'],
    [{ [ENV.apiUrl]: 'http://api.example.com' }, '$GITHUB_API_URL: must be an https URL (http only on the loopback) (ERR_USAGE)'],
    [{ [ENV.apiUrl]: 'https://x:y@api.example.com' }, '$GITHUB_API_URL: must be a plain API root, without query, fragment or credentials (ERR_USAGE)'],
    [{ [ENV.port]: '70000' }, '$PORT: is not a port number (0 to 65535) (ERR_USAGE)'],
    [
      { [ENV.appKey]: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n' },
      '$GITHUB_APP_PRIVATE_KEY: is not a PEM private key (give the .pem GitHub generated for the App, or its path) (ERR_KEY_INVALID)',
    ],
    [
      { [ENV.appKey]: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string },
      '$GITHUB_APP_PRIVATE_KEY: is not an RSA key of 2048 bits or more, as GitHub Apps use (ERR_KEY_INVALID)',
    ],
  ])('refuses %j in one line naming the variable, never its value', async (over, message) => {
    const e = await readServerConfig(env(over)).catch((x: { format(): string }) => x);
    expect((e as { format(): string }).format()).toBe(message);
    expect((e as { format(): string }).format()).not.toContain(SECRET);
  });
});

/** Starts the built server; resolves with the process, its log lines so far, and its URL once it listens. */
async function start(e: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; lines: string[]; url: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [join(alone, 'server.js')], { env: e, cwd: alone, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let rest = '';
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  const url = await new Promise<string>((ok, fail) => {
    child.stdout!.on('data', (c: Buffer) => {
      rest += c.toString();
      const parts = rest.split('\n');
      rest = parts.pop()!;
      for (const l of parts) {
        lines.push(l);
        const entry = JSON.parse(l) as { event: string; url?: string };
        if (entry.event === 'listening') ok(entry.url!);
      }
    });
    void exited.then((code) => fail(new Error(`exited ${code}`)));
  });
  return { child, lines, url, exited };
}

describe('node dist/server.js', () => {
  it('refuses a bad setting in one line on stderr, exit 2', async () => {
    const r = await promisify(execFile)(process.execPath, [join(dir, 'dist/server.js')], { env: env({ [ENV.webhookSecret]: 'short' }), cwd: ROOT }).catch(
      (e: { code: number; stderr: string; stdout: string }) => e,
    );
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect((r as { stderr: string }).stderr).toBe('aqr server: $GITHUB_WEBHOOK_SECRET: is shorter than 16 characters; use a long random string (ERR_USAGE)\n');
  });

  it('listens, answers health and a delivery, logs no secret, and stops on SIGTERM', { timeout: 60_000 }, async () => {
    const sha = 'b0b'.padEnd(40, '0');
    addRun(app, sha, await signedRecord(keys, keys.trusted.privateFile));
    const s = await start(env());
    expect(await (await fetch(`${s.url}/healthz`)).json()).toEqual({ status: 'ok', running: 0, queued: 0 });
    const answer = await deliver(s.url, protectionRuleEvent({ apiUrl: app.url, sha, runId: 4242, payload: { artifact_digest: ARTIFACT } }), {
      secret: SECRET,
      delivery: 'b0b00000-0000-4000-8000-000000000001',
    });
    expect(answer.status).toBe(202);
    await app.reviewsReach(1);
    expect(app.reviews.map((r) => [r.runId, r.body.state])).toEqual([[4242, 'approved']]);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    const events = s.lines.map((l) => (JSON.parse(l) as { event: string }).event);
    expect(events).toEqual(['listening', 'started', 'queued', 'reviewed', 'closing', 'closed']);
    const text = s.lines.join('\n');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(pem.split('\n')[1]!);
    for (const t of app.tokens.keys()) expect(text).not.toContain(t);
  });
});
