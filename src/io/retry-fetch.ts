// fetch with retries for transient failures: a network error, HTTP 5xx or
// 429, waited out with backoff (Retry-After honoured up to a bound). Only the
// response's status is looked at; reading the body is the caller's.

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries?: number;
  /** The first wait, doubled after each retry. */
  baseMs?: number;
  /** The longest wait, Retry-After included. */
  maxWaitMs?: number;
}

const transient = (status: number) => status === 429 || (status >= 500 && status <= 599);

/** `init` is called for each attempt, so a timeout signal is fresh every time. */
export async function fetchWithRetry(url: string, init: () => RequestInit, o: RetryOptions = {}): Promise<Response> {
  const retries = o.retries ?? 3;
  const base = o.baseMs ?? 500;
  const max = o.maxWaitMs ?? 10_000;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(url, init());
    } catch (e) {
      if (attempt >= retries) throw e;
      await sleep(Math.min(max, base * 2 ** attempt));
      continue;
    }
    if (!transient(res.status) || attempt >= retries) return res;
    const after = Number(res.headers.get('retry-after'));
    await res.body?.cancel().catch(() => {});
    await sleep(Math.min(max, Number.isFinite(after) && after > 0 ? after * 1000 : base * 2 ** attempt));
  }
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
