// One deployment's review: the check run as the App's installation, turned
// into GitHub's answer, and the answer posted. It fails closed: the only way
// to `approved` is a check that returned ok before the deadline; an error, a
// timeout, a missing record or an answer of any other shape is `rejected`,
// with a comment that says what was missing. The answer itself is retried a
// bounded number of times; a review that could not be posted is logged.
import type { Octokit } from '../github/client.js';
import { describeFailure } from '../github/failure.js';
import { oneLine } from '../errors.js';
import { boundedText, messageOf, type TokenSource } from './app-auth.js';
import type { Logger } from './log.js';
import type { DeploymentRequest } from './webhook.js';
import { API_VERSION } from '../github/client.js';

/** What the deploy-time check says of one deployment: ok, and one sentence why (or why not); the run the record came from, when known. */
export interface Judgement {
  ok: boolean;
  reason: string;
  recordRunUrl?: string | undefined;
}

/** The deploy-time check, as the server runs it: the record found for the request's commit and artifact, held to the policy. */
export type Judge = (request: DeploymentRequest, octokit: Octokit, signal: AbortSignal) => Promise<Judgement>;

export interface Review {
  state: 'approved' | 'rejected';
  comment: string;
}

/** GitHub shows the comment beside the deployment; a sentence, not a report. */
const MAX_COMMENT = 1000;

export function commentOf(state: Review['state'], reason: string, runUrl: string): string {
  const head = state === 'approved' ? 'Approved by agent-release-gate' : 'Rejected by agent-release-gate';
  const sentence = oneLine(reason).replace(/[.\s]+$/, '');
  const tail = ` (${runUrl}).`;
  return `${head}: ${sentence.slice(0, MAX_COMMENT - head.length - tail.length - 2)}${tail}`;
}

/** The review of `request`: the check's answer, or a rejection saying what went wrong. Never throws. */
export async function decide(
  request: DeploymentRequest,
  o: { tokens: TokenSource; client: (token: string, signal: AbortSignal) => Octokit; judge: Judge; signal: AbortSignal; timeoutMs: number },
): Promise<Review> {
  const { signal } = o;
  let stop = () => {};
  const late = new Promise<never>((_, fail) => {
    stop = () => fail(new ReviewAborted(signal.reason));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  late.catch(() => undefined);
  try {
    const judged = await Promise.race([
      (async () => {
        const token = await o.tokens.token(request.installationId, request.repositoryId, signal);
        return o.judge(request, o.client(token, signal), signal);
      })(),
      late,
    ]);
    if (signal.aborted) return reject(request, timedOut(signal.reason, o.timeoutMs));
    if (judged?.ok === true && typeof judged.reason === 'string')
      return { state: 'approved', comment: commentOf('approved', judged.reason, judged.recordRunUrl ?? request.runUrl) };
    const reason = typeof judged?.reason === 'string' && judged.reason.trim() ? judged.reason : 'the check gave no reason';
    return { state: 'rejected', comment: commentOf('rejected', reason, judged?.recordRunUrl ?? request.runUrl) };
  } catch (e) {
    if (e instanceof ReviewAborted || signal.aborted) return reject(request, timedOut(signal.reason, o.timeoutMs));
    return reject(request, `the review could not be completed (${describeFailure(e)}), so no verified record was seen`);
  } finally {
    // The deadline's signal lives on (its timer); it need not hold this review.
    signal.removeEventListener('abort', stop);
  }
}

class ReviewAborted extends Error {
  constructor(readonly why: unknown) {
    super('aborted');
  }
}

const reject = (request: DeploymentRequest, reason: string): Review => ({ state: 'rejected', comment: commentOf('rejected', reason, request.runUrl) });

function timedOut(why: unknown, ms: number): string {
  return why === 'shutdown'
    ? 'the server was shutting down before the review finished; deploy again to ask again'
    : `the review did not finish within ${Math.round(ms / 1000)} s, so no verified record was seen`;
}

export interface CallbackOptions {
  attempts: number;
  timeoutMs: number;
  backoffMs: number;
  userAgent: string;
}

/** Posts `review` to the request's callback URL as the installation; true once GitHub took it. Retries network failures, 5xx and 429. */
export async function postReview(request: DeploymentRequest, review: Review, token: () => Promise<string>, log: Logger, o: CallbackOptions): Promise<boolean> {
  const body = JSON.stringify({ environment_name: request.environment, state: review.state, comment: review.comment });
  for (let attempt = 1; attempt <= o.attempts; attempt++) {
    let why: string;
    let retry = true;
    try {
      const res = await fetch(request.callbackUrl, {
        method: 'POST',
        signal: AbortSignal.timeout(o.timeoutMs),
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${await token()}`,
          'content-type': 'application/json',
          'user-agent': o.userAgent,
          'x-github-api-version': API_VERSION,
        },
        body,
      });
      const text = await boundedText(res);
      if (res.status >= 200 && res.status < 300) return true;
      why = `HTTP ${res.status}${messageOf(text)}`;
      retry = res.status >= 500 || res.status === 429;
    } catch (e) {
      why = (e as Error).name === 'TimeoutError' ? `no answer in ${Math.round(o.timeoutMs / 1000)} s` : describeFailure(e);
    }
    const last = attempt === o.attempts || !retry;
    log.log(last ? 'error' : 'warn', last ? 'callback_failed' : 'callback_retry', {
      owner: request.owner,
      repo: request.repo,
      run: request.runId,
      environment: request.environment,
      state: review.state,
      attempt,
      why,
    });
    if (last) return false;
    await new Promise((ok) => setTimeout(ok, o.backoffMs * 2 ** (attempt - 1)));
  }
  return false;
}
