// The deploy-time check as the server runs it: the record for the deployment's
// commit (and artifact) found through the API as the installation, held to the
// policy file by the same function the CLI and the action use
// (src/github/deploy-check.ts). The reason is one sentence: what held, or the
// first thing that did not (and how many more).
import { checkCommitDeploy } from '../github/deploy-check.js';
import type { DeployPolicy, PolicyResult } from '../policy/types.js';
import type { Judge } from './review.js';

export function policyJudge(policy: DeployPolicy, now: () => Date, warn: (m: string) => void): Judge {
  return async (request, octokit) => {
    if (request.artifactProblem !== undefined) return { ok: false, reason: request.artifactProblem };
    const { found, result } = await checkCommitDeploy(octokit, {
      owner: request.owner,
      repo: request.repo,
      commit: request.sha,
      subjectDigest: request.artifactDigest,
      policy,
      now: now(),
      warn,
    });
    return { ok: result.ok === true && result.failures.length === 0, reason: reasonOf(result, request.sha), recordRunUrl: found?.runUrl };
  };
}

/** One sentence: why the deployment may go, or the first reason it may not. */
export function reasonOf(result: PolicyResult, sha: string): string {
  const commit = sha.slice(0, 12);
  if (result.ok && result.failures.length === 0) {
    const head = `${result.record_id ? `record ${result.record_id}` : 'the record'} for commit ${commit}${result.verdict ? ` says ${result.verdict}` : ''}${result.level ? ` at ${result.level}` : ''}`;
    const also = [result.signer ? `signed by ${result.signer}` : '', result.artifact ? `names the artifact ${result.artifact.slice(0, 19)}` : ''].filter(
      Boolean,
    );
    return [head, ...also, 'and holds to the deploy policy'].join(', ');
  }
  const [first, ...rest] = result.failures;
  const more = rest.length === 0 ? '' : ` (and ${rest.length} more: ${rest.map((f) => f.code).join(', ')})`;
  return `${first ? `${first.message} [${first.code}]` : 'the check failed without a reason'}${more}`;
}
