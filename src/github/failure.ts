// What a failed GitHub call means for a user. Apart from the REST client
// (./client.ts) so that reporting a failure does not load octokit.

export function httpStatus(e: unknown): number | undefined {
  const s = (e as { status?: unknown }).status;
  return typeof s === 'number' ? s : undefined;
}

/** A one-line account of a failed call, without the token or a stack. */
export function describeFailure(e: unknown): string {
  const status = httpStatus(e);
  const message = ((e as Error).message ?? String(e)).split('\n')[0] ?? '';
  return status ? `HTTP ${status}: ${message.replace(/ - https:\/\/docs\.github\.com\S*/, '')}` : message;
}
