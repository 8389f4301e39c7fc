// The last shipped record: from the newest earlier successful run of this
// workflow on the default branch, its artifact (a zip, opened with fflate),
// the record whose verdict is ship and, given a key, whose signature holds.
import { unzipSync } from 'fflate';
import { parseDocument } from '../record/parse.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { SignatureVerifier } from '../sign/verifier.js';
import { describeFailure, type Octokit } from './client.js';
import type { RunContext } from './context.js';

const RUNS_LOOKED_AT = 20;

export interface Baseline {
  record: AgentQualityRecord;
  runId: number;
  file: string;
}

export async function findBaseline(octokit: Octokit, ctx: RunContext, artifactName: string, verifier: SignatureVerifier | undefined, warn: (m: string) => void): Promise<Baseline | undefined> {
  if (!ctx.workflowFile) {
    warn('rollback-to auto: the workflow file is unknown (GITHUB_WORKFLOW_REF), so earlier runs cannot be listed');
    return undefined;
  }
  const branch = ctx.defaultBranch ?? ((await octokit.request('GET /repos/{owner}/{repo}', { owner: ctx.owner, repo: ctx.repo })).data as { default_branch: string }).default_branch;
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', { owner: ctx.owner, repo: ctx.repo, workflow_id: ctx.workflowFile, branch, status: 'success', per_page: RUNS_LOOKED_AT });
  const runs = ((data as { workflow_runs?: { id: number }[] }).workflow_runs ?? []).filter((r) => r.id !== ctx.runId);
  for (const run of runs) {
    const arts = ((await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', { owner: ctx.owner, repo: ctx.repo, run_id: run.id, name: artifactName, per_page: 100 })).data as { artifacts?: { id: number; name: string; expired?: boolean }[] }).artifacts ?? [];
    const art = arts.find((a) => a.name === artifactName && !a.expired);
    if (!art) continue;
    let zip: Uint8Array;
    try {
      // The body as bytes whatever the storage host calls it: octokit would read a response without a Content-Type as text.
      const res = await octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', { owner: ctx.owner, repo: ctx.repo, artifact_id: art.id, archive_format: 'zip', request: { parseSuccessResponseBody: false } });
      zip = new Uint8Array(await new Response(res.data as unknown as ReadableStream<Uint8Array>).arrayBuffer());
    } catch (e) {
      warn(`rollback-to auto: artifact ${artifactName} of run ${run.id} could not be downloaded (${describeFailure(e)})`);
      continue;
    }
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(zip);
    } catch {
      warn(`rollback-to auto: artifact ${artifactName} of run ${run.id} is not a valid zip`);
      continue;
    }
    for (const [name, bytes] of Object.entries(files)) {
      if (!/\.(json|ya?ml)$/i.test(name) || /\.signals\.json$/i.test(name)) continue;
      let record: AgentQualityRecord;
      try {
        record = parseDocument(new TextDecoder('utf-8', { fatal: true }).decode(bytes), name).value as AgentQualityRecord;
      } catch {
        continue;
      }
      if (record?.supergauge === undefined || record.decision?.verdict !== 'ship') continue;
      if (verifier) {
        const v = await verifier.verify(record);
        if (!v.ok) {
          warn(`rollback-to auto: ${name} of run ${run.id} ships but its signature does not verify (${v.code}); looking further back`);
          continue;
        }
      }
      return { record, runId: run.id, file: name };
    }
  }
  return undefined;
}
