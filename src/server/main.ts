// `node dist/server.js`: the deployment protection rule server, configured
// from the environment (src/server/config.ts), logging JSON lines to stdout.
// A bad setting is one line on stderr and exit 2; SIGTERM or SIGINT stop it
// gracefully (reviews under way are finished or rejected, never dropped).
import { isAqrError } from '../errors.js';
import { createClient } from '../github/client.js';
import { readPolicyFile } from '../io/policy-file.js';
import { VERSION } from '../version.js';
import { installationTokens } from './app-auth.js';
import { readServerConfig } from './config.js';
import { policyJudge } from './judge.js';
import { jsonLogger } from './log.js';
import { startServer } from './server.js';

const log = jsonLogger((line) => process.stdout.write(`${line}\n`));

async function main(): Promise<number> {
  let config;
  let policy;
  try {
    config = await readServerConfig();
    policy = await readPolicyFile(config.policyFile);
  } catch (e) {
    if (!isAqrError(e)) throw e;
    process.stderr.write(`aqr server: ${e.format()}\n`);
    return 2;
  }
  log.secret(config.webhookSecret);
  const now = () => new Date();
  const userAgent = `agent-release-gate-server/${VERSION}`;
  const server = await startServer(
    {
      webhookSecret: config.webhookSecret,
      apiUrl: config.apiUrl,
      tokens: installationTokens({ appId: config.appId, appKey: config.appKey, apiUrl: config.apiUrl, now, minted: (t) => log.secret(t), userAgent }),
      client: (token, signal) => createClient(token, (m) => log.log('warn', 'github', { why: m }), { baseUrl: config.apiUrl, signal }),
      judge: policyJudge(policy, now, (m) => log.log('warn', 'record_search', { why: m })),
      log,
      userAgent,
    },
    { host: config.host, port: config.port },
  );
  log.log('info', 'started', { version: VERSION, policy: config.policyFile, api: config.apiUrl, app: config.appId });
  await new Promise<void>((stop) => {
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
  await server.close();
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // Through the log, so whatever the error quotes is scrubbed of secrets.
    log.log('error', 'crashed', { why: (e as Error).message });
    process.exitCode = 1;
  },
);
