// A workflow run's artifact as the REST API serves it: found by name among the
// run's artifacts, refused unread when it declares more than the zip limit, and
// downloaded as bytes capped at that limit. Read by the baseline search
// (`history.ts`) and the deploy check's record search (`find-record.ts`).
import { readCapped } from '../io/read-capped.js';
import { quote } from '../text/log-line.js';
import type { ZipLimits } from '../zip/read.js';
import type { Octokit } from './client.js';

/** What an artifact's zip may hold: its size, entries and the bytes read from them. */
export const ARTIFACT_ZIP_LIMITS: ZipLimits = {
  maxZipBytes: 64 * 1024 * 1024,
  maxEntries: 10_000,
  maxChosen: 16,
  maxEntryBytes: 8 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
};

/** An artifact of a run: its id, how a message names it, and its declared size when that is over the zip limit. */
export interface RunArtifact {
  id: number;
  where: string;
  tooLarge?: number;
}

/** The unexpired artifact named `name` of run `runId`, or none. */
export async function runArtifact(octokit: Octokit, repo: { owner: string; repo: string }, runId: number, name: string): Promise<RunArtifact | undefined> {
  const arts = (
    (
      await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', {
        owner: repo.owner,
        repo: repo.repo,
        run_id: runId,
        name,
        per_page: 100,
      })
    ).data as { artifacts?: unknown }
  ).artifacts;
  const art = (Array.isArray(arts) ? (arts as { id?: unknown; name?: unknown; expired?: unknown; size_in_bytes?: unknown }[]) : []).find(
    (a) => a?.name === name && a.expired !== true && typeof a.id === 'number',
  );
  if (!art) return undefined;
  const where = `artifact ${quote(name)} of run ${runId}`;
  const size = art.size_in_bytes;
  return { id: art.id as number, where, ...(typeof size === 'number' && size > ARTIFACT_ZIP_LIMITS.maxZipBytes ? { tooLarge: size } : {}) };
}

/**
 * An artifact's zip as bytes, whatever the storage host calls it (octokit
 * would read a response without a Content-Type as text), never more than the
 * zip limit: none when the body is over it.
 */
export async function artifactZip(octokit: Octokit, repo: { owner: string; repo: string }, id: number): Promise<Uint8Array | undefined> {
  const res = await octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', {
    owner: repo.owner,
    repo: repo.repo,
    artifact_id: id,
    archive_format: 'zip',
    request: { parseSuccessResponseBody: false },
  });
  return (await readCapped(res.data as unknown as ReadableStream<Uint8Array> | ArrayBuffer | null, ARTIFACT_ZIP_LIMITS.maxZipBytes)) ?? undefined;
}
