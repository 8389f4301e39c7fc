// The deploy-time check of a commit through GitHub's API: its record found
// (src/github/find-record.ts), the policy's bar files read at the policy's
// ref through the contents API, then the same check as for a file
// (checkDeployPolicy). Used by `aqr deploy-check --repo --commit` and the
// protection rule server. Fails closed: no record is a failure, and an API
// error is thrown for the caller to turn into a rejection.
import { checkDeployPolicy } from '../pipeline/deploy-check.js';
import type { DeployPolicy, PolicyResult } from '../policy/types.js';
import type { Octokit } from './client.js';
import { contentsSource } from './contents.js';
import { findRecord, type FoundRecord } from './find-record.js';

export interface CommitDeployQuery {
  owner: string;
  repo: string;
  commit: string;
  /** The artifact deployed, `sha256:HEX`. */
  subjectDigest?: string | undefined;
  policy: DeployPolicy;
  now: Date;
  warn?: (m: string) => void;
}

/** The record found for the commit (or none) and the policy's verdict on it. */
export async function checkCommitDeploy(octokit: Octokit, q: CommitDeployQuery): Promise<{ found: FoundRecord | undefined; result: PolicyResult }> {
  const found = await findRecord(octokit, { owner: q.owner, repo: q.repo, commit: q.commit, subjectDigest: q.subjectDigest, policy: q.policy, warn: q.warn });
  if (!found)
    return {
      found,
      result: {
        ok: false,
        failures: [
          {
            code: 'DEPLOY_NO_RECORD',
            message: `no Agent Quality Record was found for commit ${q.commit.slice(0, 12)} of ${q.owner}/${q.repo}: no run of it uploaded the artifact ${JSON.stringify(q.policy.record.artifactName)}${q.policy.signer.kind === 'keyless' ? ', and the attestations API holds none for the artifact' : ''}`,
          },
        ],
        passed: [],
      },
    };
  let source: ReturnType<typeof contentsSource> | undefined;
  const result = await checkDeployPolicy({
    policy: q.policy,
    ...(found.record !== undefined ? { record: found.record } : {}),
    recordName: found.recordName,
    ...(found.bundle !== undefined ? { bundle: found.bundle } : {}),
    ...(found.barStatement !== undefined ? { barStatement: found.barStatement } : {}),
    ...(q.subjectDigest !== undefined ? { subjectDigest: q.subjectDigest } : {}),
    readBarFile: async (path, ref) => {
      source ??= contentsSource(octokit, { owner: q.owner, repo: q.repo }, await commitOf(octokit, q, ref), process.cwd());
      return source.read(path, 'bar file');
    },
    now: q.now,
  });
  return { found, result };
}

/** The commit a ref names: itself when it is one, else the branch's head. */
async function commitOf(octokit: Octokit, q: { owner: string; repo: string }, ref: string): Promise<string> {
  if (/^[0-9a-f]{40}$/.test(ref)) return ref;
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', {
    owner: q.owner,
    repo: q.repo,
    branch: ref.replace(/^refs\/heads\//, ''),
  });
  return (data as { commit: { sha: string } }).commit.sha;
}
