// What the server's tests share: signed records (the example ship record and
// its variants, signed with keys made here), a policy file naming the key, the
// loopback App GitHub holding a run of the commit with the record as its
// artifact, and a server started against it with a log kept in memory.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { parse, stringify } from 'yaml';
import { createClient } from '../../src/github/client.js';
import { readPolicyFile } from '../../src/io/policy-file.js';
import { installationTokens } from '../../src/server/app-auth.js';
import { policyJudge } from '../../src/server/judge.js';
import { jsonLogger } from '../../src/server/log.js';
import type { Judge } from '../../src/server/review.js';
import { startServer, type Limits, type ProtectionRuleServer } from '../../src/server/server.js';
import { pushRun } from '../action/github-api.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';
import { APP_ID, appGitHub, appKeyPair, type AppGitHub } from './github-app.js';

export const SECRET = 'whsec-test-0123456789abcdef';
/** The example record's harness digest: the artifact it names. */
export const ARTIFACT = 'sha256:4d0c8639c88d2129b7f6b8094050947d5ab6d20101a8e3db91882569fee96de4';
export const OTHER_ARTIFACT = `sha256:${'ab'.repeat(32)}`;
/** The server's clock: a day after the example record was emitted. */
export const NOW = new Date('2026-11-30T12:00:00Z');

/** A record as YAML reads it, for a test to change any field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EditableRecord = Record<string, any>;

export interface Keys {
  dir: string;
  trusted: { publicFile: string; privateFile: string; kid: string };
  other: { publicFile: string; privateFile: string; kid: string };
  policyFile: string;
}

/** Two signing keys (one the policy trusts) and a policy: the key, 7 days, the artifact required. */
export async function keysAndPolicy(): Promise<Keys> {
  const dir = await tempDir();
  const trusted = await keyFiles(dir, 'gate');
  const other = await keyFiles(dir, 'stranger');
  const policyFile = join(dir, 'policy.yaml');
  await writeFile(
    policyFile,
    `deploy_policy: 1\nsigner:\n  key: gate.public.jwk\nmax_age: 7d\nartifact: required\nrecord:\n  artifact_name: agent-quality-record\n`,
  );
  return { dir, trusted, other, policyFile };
}

/** The example ship record, changed by `edit`, signed with `privateFile`: its YAML text. */
export async function signedRecord(keys: Keys, privateFile: string, edit: (r: EditableRecord) => void = () => {}): Promise<string> {
  const record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as EditableRecord;
  delete record['decision'].signature;
  edit(record);
  const n = Math.random().toString(36).slice(2);
  const unsigned = join(keys.dir, `unsigned-${n}.yaml`);
  const out = join(keys.dir, `signed-${n}.yaml`);
  await writeFile(unsigned, stringify(record));
  const r = await aqr('sign', unsigned, '--key', privateFile, '--out', out);
  if (r.code !== 0) throw new Error(`aqr sign: ${r.err}`);
  return readFile(out, 'utf8');
}

let nextRun = 100;
/** A run of `sha` in the loopback GitHub whose artifact holds `recordText` as record.yaml. */
export function addRun(app: AppGitHub, sha: string, recordText: string | undefined): number {
  const id = nextRun++;
  app.gh.runs.unshift(pushRun(id, { head_sha: sha, path: '.github/workflows/gate.yml', html_url: `https://github.com/acme/agent/actions/runs/${id}` }));
  if (recordText !== undefined) {
    app.gh.artifacts[id] = [{ id: id * 10, name: 'agent-quality-record' }];
    app.gh.zips[id * 10] = zipSync({ 'record.yaml': new TextEncoder().encode(recordText) });
  }
  return id;
}

export interface Harness {
  app: AppGitHub;
  server: ProtectionRuleServer;
  logs: string[];
  pem: string;
  close(): Promise<void>;
}

/** The loopback App GitHub and a server against it; the real policy check unless `judge` is given. */
export async function harness(keys: Keys, o: { judge?: Judge; limits?: Partial<Limits> } = {}): Promise<Harness> {
  const { pem, publicKey } = appKeyPair();
  const app = await appGitHub(publicKey);
  const logs: string[] = [];
  const log = jsonLogger((l) => logs.push(l));
  log.secret(SECRET);
  const { createPrivateKey } = await import('node:crypto');
  const now = () => NOW;
  const userAgent = 'agent-release-gate-server/test';
  const server = await startServer(
    {
      webhookSecret: SECRET,
      apiUrl: app.url,
      tokens: installationTokens({ appId: APP_ID, appKey: createPrivateKey(pem), apiUrl: app.url, now, minted: (t) => log.secret(t), userAgent }),
      client: (token, signal) => createClient(token, (m) => log.log('warn', 'github', { why: m }), { baseUrl: app.url, waitUnitMs: 1, signal }),
      judge: o.judge ?? policyJudge(await readPolicyFile(keys.policyFile), now, (m) => log.log('warn', 'record_search', { why: m })),
      log,
      userAgent,
      limits: { callbackBackoffMs: 1, ...o.limits },
    },
    { host: '127.0.0.1', port: 0 },
  );
  return {
    app,
    server,
    logs,
    pem,
    async close() {
      await server.close();
      await app.close();
    },
  };
}

/** Waits until `n` reviews have been posted and the server has nothing left under way (it counts a review done just after posting it). */
export async function reviewsPosted(h: Harness, n: number): Promise<void> {
  await h.app.reviewsReach(n);
  while (h.server.load().running > 0 || h.server.load().queued > 0) await new Promise((ok) => setTimeout(ok, 5));
}
