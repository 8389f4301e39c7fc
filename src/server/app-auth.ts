// The App's credentials: a JWT signed with its private key (RS256, jose)
// exchanged for an installation access token at POST
// /app/installations/{id}/access_tokens, narrowed to the one repository under
// review. Tokens are kept until a few minutes before they expire, a bounded
// number of them; the JWT is made fresh for each exchange.
import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { API_VERSION } from '../github/client.js';

/** GitHub refuses a JWT that expires more than 10 minutes ahead; its clock may run behind ours, so iat is set back a minute. */
const JWT_LIFETIME_S = 9 * 60;
const CLOCK_SKEW_S = 60;
/** A cached token is dropped this long before its expiry. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
const MAX_CACHED = 256;
const MAX_ANSWER_BYTES = 64 * 1024;

/** A call of the App's own that failed; its message says how (the HTTP status in it, not as a field, so it reads once). */
export class GitHubCallFailed extends Error {}

export async function appJwt(appId: string, key: KeyObject, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000) - CLOCK_SKEW_S;
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(appId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + JWT_LIFETIME_S)
    .sign(key);
}

export interface TokenSource {
  /** An installation token that can read and review `repositoryId`. */
  token(installationId: number, repositoryId: number, signal: AbortSignal): Promise<string>;
}

export function installationTokens(o: {
  appId: string;
  appKey: KeyObject;
  apiUrl: string;
  now: () => Date;
  /** Told of each token minted, so the log never prints it. */
  minted: (token: string) => void;
  userAgent: string;
}): TokenSource {
  const cache = new Map<string, { token: string; until: number }>();
  const pending = new Map<string, Promise<string>>();
  const mint = async (installationId: number, repositoryId: number, signal: AbortSignal) => {
    const jwt = await appJwt(o.appId, o.appKey, o.now());
    const res = await fetch(`${o.apiUrl}/app/installations/${installationId}/access_tokens`, {
      method: 'POST',
      signal,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${jwt}`,
        'content-type': 'application/json',
        'user-agent': o.userAgent,
        'x-github-api-version': API_VERSION,
      },
      body: JSON.stringify({ repository_ids: [repositoryId] }),
    });
    const text = await boundedText(res);
    if (res.status !== 201) throw new GitHubCallFailed(`the installation token was refused (HTTP ${res.status}${messageOf(text)})`);
    let answer: { token?: unknown; expires_at?: unknown };
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new GitHubCallFailed('the installation token answer is not JSON');
    }
    if (typeof answer.token !== 'string' || answer.token === '') throw new GitHubCallFailed('the installation token answer has no token');
    o.minted(answer.token);
    const expires = typeof answer.expires_at === 'string' ? Date.parse(answer.expires_at) : NaN;
    return { token: answer.token, until: (Number.isFinite(expires) ? expires : o.now().getTime() + 60 * 60 * 1000) - TOKEN_MARGIN_MS };
  };
  return {
    async token(installationId, repositoryId, signal) {
      const k = `${installationId}/${repositoryId}`;
      const held = cache.get(k);
      if (held && held.until > o.now().getTime()) return held.token;
      cache.delete(k);
      // Concurrent reviews of one repository share one exchange.
      let p = pending.get(k);
      if (!p) {
        p = mint(installationId, repositoryId, signal).then(
          (t) => {
            pending.delete(k);
            cache.set(k, t);
            for (const old of cache.keys()) {
              if (cache.size <= MAX_CACHED) break;
              cache.delete(old);
            }
            return t.token;
          },
          (e: unknown) => {
            pending.delete(k);
            throw e;
          },
        );
        pending.set(k, p);
      }
      return p;
    },
  };
}

/** The body as text, at most MAX_ANSWER_BYTES of it. */
export async function boundedText(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `: message` from a GitHub error answer, cut short. */
export function messageOf(text: string): string {
  try {
    const m = (JSON.parse(text) as { message?: unknown }).message;
    return typeof m === 'string' ? `: ${m.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}
