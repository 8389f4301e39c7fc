// The protection rule server's settings, from the environment only (a
// container's way): the App's id and private key, the webhook secret, the API
// root, the policy file, where to listen. Each is checked here, once, and a
// bad one is one line naming the variable (exit 2); a secret's value is never
// part of a message. docs/protection-rule-server.md lists them.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { AqrError } from '../errors.js';
import { readTextFile } from '../io/read-text.js';

export interface ServerConfig {
  /** The App's id (or its client id): the JWT's issuer. */
  appId: string;
  /** The App's RSA private key. */
  appKey: KeyObject;
  webhookSecret: string;
  /** The REST API root, without a trailing slash (https://api.github.com, or a GHES host's /api/v3). */
  apiUrl: string;
  /** The deploy policy file (the same file aqr deploy-check and the action read). */
  policyFile: string;
  host: string;
  port: number;
}

/** The variables, one spelling each: main.ts, the docs and the tests name them through this table. */
export const ENV = {
  appId: 'GITHUB_APP_ID',
  appKey: 'GITHUB_APP_PRIVATE_KEY',
  webhookSecret: 'GITHUB_WEBHOOK_SECRET',
  apiUrl: 'GITHUB_API_URL',
  policy: 'AQR_POLICY',
  host: 'HOST',
  port: 'PORT',
} as const;

/** A webhook secret shorter than this is refused: it is all that stands between the Internet and a deployment's review. */
export const MIN_WEBHOOK_SECRET = 16;
const MAX_KEY_BYTES = 64 * 1024;

const bad = (name: string, message: string, code: 'ERR_USAGE' | 'ERR_KEY_INVALID' = 'ERR_USAGE') => new AqrError(code, message, { field: `$${name}` });

/** The settings from `env`; the secrets are removed from it once read, so nothing started later inherits them. */
export async function readServerConfig(env: NodeJS.ProcessEnv = process.env): Promise<ServerConfig> {
  const need = (name: string) => {
    const v = env[name];
    if (v === undefined || v.trim() === '') throw bad(name, 'is unset or empty (docs/protection-rule-server.md)');
    return v;
  };
  const appId = need(ENV.appId).trim();
  if (!/^(\d{1,12}|Iv[0-9A-Za-z.]{1,40})$/.test(appId)) throw bad(ENV.appId, "is not a GitHub App's id (digits) or client id (Iv...)");
  const keySource = need(ENV.appKey);
  const webhookSecret = need(ENV.webhookSecret);
  if (webhookSecret.length < MIN_WEBHOOK_SECRET) throw bad(ENV.webhookSecret, `is shorter than ${MIN_WEBHOOK_SECRET} characters; use a long random string`);
  const policyFile = need(ENV.policy);
  const apiUrl = readApiUrl(env[ENV.apiUrl]);
  const port = env[ENV.port]?.trim() ? Number(env[ENV.port]) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw bad(ENV.port, 'is not a port number (0 to 65535)');
  const host = env[ENV.host]?.trim() || '0.0.0.0';
  const appKey = await readAppKey(keySource);
  for (const name of [ENV.appKey, ENV.webhookSecret]) Reflect.deleteProperty(env, name);
  return { appId, appKey, webhookSecret, apiUrl, policyFile, host, port };
}

function readApiUrl(raw: string | undefined): string {
  const text = raw?.trim() || 'https://api.github.com';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw bad(ENV.apiUrl, 'is not a URL');
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw bad(ENV.apiUrl, 'must be an https URL (http only on the loopback)');
  if (url.search || url.hash || url.username || url.password) throw bad(ENV.apiUrl, 'must be a plain API root, without query, fragment or credentials');
  return url.href.replace(/\/+$/, '');
}

/** PEM text (as GitHub hands it out, PKCS#1 or PKCS#8), or the path of a file holding it. */
async function readAppKey(source: string): Promise<KeyObject> {
  const text = /^\s*-----BEGIN /.test(source) ? source : await readTextFile(source.trim(), 'App private key', MAX_KEY_BYTES);
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: text, format: 'pem' });
  } catch {
    throw bad(ENV.appKey, 'is not a PEM private key (give the .pem GitHub generated for the App, or its path)', 'ERR_KEY_INVALID');
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < 2048) throw bad(ENV.appKey, 'is not an RSA key of 2048 bits or more, as GitHub Apps use', 'ERR_KEY_INVALID');
  return key;
}
