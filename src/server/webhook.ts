// A webhook delivery, checked: the signature over the exact bytes received
// (X-Hub-Signature-256, HMAC-SHA256 under the App's webhook secret, compared
// in constant time), then the deployment_protection_rule event read into the
// few fields the review needs, each checked for its shape. Everything in a
// payload is someone else's text; the callback URL is taken only when it is
// this repository's own review endpoint under the configured API root, so the
// installation token is never sent anywhere else.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** True only when `header` is `sha256=` and the hex HMAC-SHA256 of `body` under `secret`. */
export function signatureHolds(secret: string, body: Uint8Array, header: string | undefined): boolean {
  const hex = /^sha256=([0-9a-f]{64})$/.exec(header ?? '')?.[1];
  if (hex === undefined) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

/** What one deployment's review needs from the event. */
export interface DeploymentRequest {
  owner: string;
  repo: string;
  repositoryId: number;
  installationId: number;
  environment: string;
  /** The commit being deployed. */
  sha: string;
  ref: string;
  deploymentId: number;
  /** The workflow run waiting on the rule (from the callback URL). */
  runId: number;
  /** The run's page, for the comment. */
  runUrl: string;
  /** Where the review is posted: POST {apiUrl}/repos/{owner}/{repo}/actions/runs/{runId}/deployment_protection_rule. */
  callbackUrl: string;
  /** The artifact being deployed, when the deployment's payload names it (`artifact_digest: sha256:HEX`). */
  artifactDigest: string | undefined;
  /** Why the payload's artifact_digest could not be taken, when it has one that is not `sha256:` and 64 hex digits. */
  artifactProblem: string | undefined;
}

export type EventReading = { kind: 'review'; request: DeploymentRequest } | { kind: 'ignored'; why: string } | { kind: 'refused'; why: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** The event named by X-GitHub-Event, read from its parsed JSON body. `apiUrl` has no trailing slash. */
export function readEvent(event: string | undefined, body: unknown, apiUrl: string): EventReading {
  if (event === 'ping') return { kind: 'ignored', why: 'ping' };
  if (event !== 'deployment_protection_rule') return { kind: 'ignored', why: `event ${event ?? '(none)'} is not deployment_protection_rule` };
  if (!isObject(body)) return { kind: 'refused', why: 'the payload is not a JSON object' };
  if (body['action'] !== 'requested') return { kind: 'ignored', why: 'action is not requested' };
  const repository = body['repository'];
  const deployment = body['deployment'];
  const installation = body['installation'];
  if (!isObject(repository) || !isObject(deployment) || !isObject(installation))
    return { kind: 'refused', why: 'repository, deployment or installation is missing' };
  const fullName = repository['full_name'];
  const [owner, repo, extra] = typeof fullName === 'string' ? fullName.split('/') : [];
  if (!owner || !repo || extra !== undefined || !NAME.test(owner) || !NAME.test(repo))
    return { kind: 'refused', why: 'repository.full_name is not owner/name' };
  if (!isId(repository['id'])) return { kind: 'refused', why: 'repository.id is not an id' };
  if (!isId(installation['id'])) return { kind: 'refused', why: 'installation.id is not an id' };
  if (!isId(deployment['id'])) return { kind: 'refused', why: 'deployment.id is not an id' };
  const environment = body['environment'];
  if (typeof environment !== 'string' || environment === '' || environment.length > 255) return { kind: 'refused', why: 'environment is not a name' };
  const sha = deployment['sha'];
  if (typeof sha !== 'string' || !/^([0-9a-f]{40}|[0-9a-f]{64})$/.test(sha)) return { kind: 'refused', why: 'deployment.sha is not a commit id' };
  const ref = typeof deployment['ref'] === 'string' ? deployment['ref'] : '';
  const callback = body['deployment_callback_url'];
  if (typeof callback !== 'string') return { kind: 'refused', why: 'deployment_callback_url is missing' };
  const runId = reviewRunId(callback, apiUrl, owner, repo);
  if (runId === undefined)
    return { kind: 'refused', why: `deployment_callback_url is not ${apiUrl}/repos/${owner}/${repo}/actions/runs/RUN/deployment_protection_rule` };
  const html = typeof repository['html_url'] === 'string' && /^https:\/\/[^\s?#]+$/.test(repository['html_url']) ? repository['html_url'] : undefined;
  const runUrl = `${html ?? `https://github.com/${owner}/${repo}`}/actions/runs/${runId}`;
  return {
    kind: 'review',
    request: {
      owner,
      repo,
      repositoryId: repository['id'],
      installationId: installation['id'],
      environment,
      sha,
      ref,
      deploymentId: deployment['id'],
      runId,
      runUrl,
      callbackUrl: `${apiUrl}/repos/${owner}/${repo}/actions/runs/${runId}/deployment_protection_rule`,
      ...artifactOf(deployment['payload']),
    },
  };
}

/** The run id when `url` is exactly this repository's review endpoint under `apiUrl`; owner and name compared as GitHub does, case-insensitively. */
function reviewRunId(url: string, apiUrl: string, owner: string, repo: string): number | undefined {
  const prefix = `${apiUrl}/repos/`;
  if (url.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return undefined;
  const [, o, r, run] = /^([^/]+)\/([^/]+)\/actions\/runs\/(\d{1,18})\/deployment_protection_rule$/.exec(url.slice(prefix.length)) ?? [];
  if (o === undefined || r === undefined || o.toLowerCase() !== owner.toLowerCase() || r.toLowerCase() !== repo.toLowerCase()) return undefined;
  const id = Number(run);
  return isId(id) ? id : undefined;
}

/** `artifact_digest` of the deployment's payload (an object, or JSON text as the API may hand it): taken when it is `sha256:` and 64 hex digits. */
function artifactOf(payload: unknown): { artifactDigest: string | undefined; artifactProblem: string | undefined } {
  let p = payload;
  if (typeof p === 'string' && p.trim() !== '') {
    try {
      p = p.length <= 65536 ? (JSON.parse(p) as unknown) : undefined;
    } catch {
      p = undefined;
    }
  }
  const d = isObject(p) ? p['artifact_digest'] : undefined;
  if (d === undefined) return { artifactDigest: undefined, artifactProblem: undefined };
  if (typeof d === 'string' && /^sha256:[0-9a-f]{64}$/.test(d)) return { artifactDigest: d, artifactProblem: undefined };
  return {
    artifactDigest: undefined,
    artifactProblem: "the deployment's payload names its artifact_digest in another form than sha256: and 64 lowercase hex digits",
  };
}
