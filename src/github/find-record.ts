// The record for a commit, found through GitHub's API: the gate run's artifact
// (the runs of that commit, newest first; the record, its bar sidecar and a
// key-signed bundle from the artifact's zip, read within limits), or, for a
// keyless policy, the attestations API (the bundles stored for the artifact's
// digest). Everything read here is hostile data: sizes are capped, nothing in
// it becomes a path, and what it says is judged later by the deploy check.
import { PREDICATE_TYPE } from '../attest/predicate.js';
import { parseDocument } from '../doc/parse.js';
import { DEFAULT_RECORD_ARTIFACT, type DeployPolicy } from '../policy/types.js';
import { quote } from '../text/log-line.js';
import { readZipEntries, ZipRefused } from '../zip/read.js';
import { ARTIFACT_ZIP_LIMITS, artifactZip, runArtifact } from './artifacts.js';
import type { Octokit } from './client.js';
import { httpStatus } from './failure.js';

export interface FindRecordQuery {
  owner: string;
  repo: string;
  /** The commit deployed (40 hex). */
  commit: string;
  /** The artifact deployed, `sha256:HEX`: the attestations API is asked by it. */
  subjectDigest?: string | undefined;
  /** The policy: its record.artifact_name and record.workflow, and whether its signer is keyless (then the attestations API is asked too). */
  policy?: Pick<DeployPolicy, 'record' | 'signer'> | undefined;
  /** Said when something is skipped (a bad zip, an unreadable entry). */
  warn?: ((m: string) => void) | undefined;
}

export interface FoundRecord {
  /** Where it came from, for messages: `artifact "agent-quality-record" of run 42`, `the attestations API`. */
  source: string;
  runId?: number;
  /** The run's page, for a link in a comment. */
  runUrl?: string;
  /** The record's text (YAML or JSON), when one was found as a file. */
  record?: string;
  /** The record's name in messages. */
  recordName: string;
  /** A Sigstore bundle's JSON text. */
  bundle?: string;
  /** The record's bar sidecar's text. */
  barStatement?: string;
}

/** Runs of the commit looked at, newest first. */
const RUNS_LOOKED_AT = 20;

interface Run {
  id?: unknown;
  head_sha?: unknown;
  path?: unknown;
  html_url?: unknown;
}

/**
 * The newest record for the commit; undefined when there is none. Errors of
 * the API (a 5xx after retries, a 403) are thrown: the caller fails closed.
 */
export async function findRecord(octokit: Octokit, q: FindRecordQuery): Promise<FoundRecord | undefined> {
  const warn = q.warn ?? (() => {});
  const artifactName = q.policy?.record.artifactName ?? DEFAULT_RECORD_ARTIFACT;
  const workflow = q.policy?.record.workflow ?? null;
  const keyless = q.policy?.signer.kind === 'keyless';
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs', {
    owner: q.owner,
    repo: q.repo,
    head_sha: q.commit,
    per_page: RUNS_LOOKED_AT,
  });
  const runs = (Array.isArray((data as { workflow_runs?: unknown }).workflow_runs) ? (data as { workflow_runs: Run[] }).workflow_runs : [])
    .filter((r) => typeof r.id === 'number' && r.head_sha === q.commit)
    .filter(
      (r) => workflow === null || (typeof r.path === 'string' && (r.path === workflow || r.path.endsWith(`/${workflow}`) || r.path.startsWith(`${workflow}@`))),
    );
  let found: FoundRecord | undefined;
  for (const run of runs) {
    found = await fromRun(octokit, q, run, artifactName, warn);
    if (found) break;
  }
  if (keyless && q.subjectDigest !== undefined && (!found || found.bundle === undefined)) {
    const bundle = await attestedBundle(octokit, q, warn);
    if (bundle) return found ? { ...found, bundle } : { source: 'the attestations API', recordName: `the attestation of ${q.subjectDigest}`, bundle };
  }
  return found;
}

async function fromRun(octokit: Octokit, q: FindRecordQuery, run: Run, artifactName: string, warn: (m: string) => void): Promise<FoundRecord | undefined> {
  const runId = run.id as number;
  const art = await runArtifact(octokit, q, runId, artifactName);
  if (!art) return undefined;
  const { where } = art;
  if (art.tooLarge !== undefined) {
    warn(`${where} is ${art.tooLarge} bytes, over the ${ARTIFACT_ZIP_LIMITS.maxZipBytes}-byte limit; skipped`);
    return undefined;
  }
  const zip = await artifactZip(octokit, q, art.id);
  if (!zip) {
    warn(`${where} is over the ${ARTIFACT_ZIP_LIMITS.maxZipBytes}-byte limit; skipped`);
    return undefined;
  }
  let entries: { name: string; bytes: Uint8Array }[];
  try {
    entries = readZipEntries(zip, (n) => /\.(json|ya?ml)$/i.test(n), ARTIFACT_ZIP_LIMITS).entries;
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    warn(`${where} ${e.message}; skipped`);
    return undefined;
  }
  const out: FoundRecord = { source: where, runId, recordName: where, ...(typeof run.html_url === 'string' ? { runUrl: run.html_url } : {}) };
  for (const e of entries) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(e.bytes);
    } catch {
      warn(`${quote(e.name)} of ${where} is not UTF-8; skipped`);
      continue;
    }
    if (/\.bar\.json$/i.test(e.name)) {
      out.barStatement ??= text;
      continue;
    }
    if (/^\s*\{/.test(text) && /"mediaType"\s*:\s*"application\/vnd\.dev\.sigstore\.bundle/.test(text.slice(0, 4096))) {
      out.bundle ??= text;
      continue;
    }
    if (out.record !== undefined) continue;
    let value: unknown;
    try {
      value = parseDocument(text, e.name).value;
    } catch {
      continue;
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, 'supergauge')) {
      out.record = text;
      out.recordName = `${e.name} (${where})`;
    }
  }
  return out.record !== undefined || out.bundle !== undefined ? out : undefined;
}

/** The newest bundle the attestations API holds for the artifact's digest with aqr's predicate type. */
async function attestedBundle(octokit: Octokit, q: FindRecordQuery, warn: (m: string) => void): Promise<string | undefined> {
  const digest = (q.subjectDigest ?? '').toLowerCase().replace(/^(?=[0-9a-f]{64}$)/, 'sha256:');
  let data: unknown;
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}/attestations/{subject_digest}', {
      owner: q.owner,
      repo: q.repo,
      subject_digest: digest,
      predicate_type: PREDICATE_TYPE,
      per_page: 30,
    }));
  } catch (e) {
    // GitHub answers 404 when it holds no attestation for the digest.
    if (httpStatus(e) === 404) return undefined;
    throw e;
  }
  const list = (data as { attestations?: unknown }).attestations;
  for (const a of Array.isArray(list) ? (list as { bundle?: unknown }[]) : []) {
    if (a?.bundle && typeof a.bundle === 'object') return JSON.stringify(a.bundle);
  }
  if (Array.isArray(list) && list.length > 0) warn(`the attestations API lists ${list.length} attestation(s) for ${digest}, none with its bundle inline`);
  return undefined;
}
