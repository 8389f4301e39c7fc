// aqr deploy-check [RECORD|BUNDLE] --policy FILE [--subject-digest sha256:HEX | --subject FILE] [--bundle FILE] [--repo OWNER/NAME --commit SHA] [--now RFC3339] [--json]
// The deploy-time check: exit 0 only when every check of the policy holds.
import { existsSync } from 'node:fs';
import { AqrError } from '../errors.js';
import { besideRecord } from '../io/beside.js';
import { gitSource, type BarSource } from '../io/bar-source.js';
import { fileSha256Hex } from '../io/digest.js';
import { readPolicyFile } from '../io/policy-file.js';
import { readTextFile } from '../io/read-text.js';
import { checkDeployPolicy } from '../pipeline/deploy-check.js';
import { isBundleFile } from '../pipeline/verify-bundle.js';
import type { PolicyResult } from '../policy/types.js';
import { isRfc3339 } from '../text/rfc3339.js';
import type { Io } from './io.js';
import { ledgerSource } from './ledger-source.js';
import { parseCommand, synopsis } from './spec.js';

const MAX_RECORD_BYTES = 32 * 1024 * 1024;

export async function deployCheckCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('deploy-check', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const v = parsed.values as {
    policy?: string;
    'subject-digest'?: string;
    subject?: string;
    bundle?: string;
    repo?: string;
    commit?: string;
    now?: string;
    json?: boolean;
    ledger?: string[];
    'task-manifest'?: string;
  };
  const usage = `usage: ${synopsis('deploy-check')}`;
  if (v.policy === undefined) throw new AqrError('ERR_USAGE', `give --policy FILE, the deploy policy; ${usage}`);
  const remote = v.repo !== undefined || v.commit !== undefined;
  if (remote && (v.repo === undefined || v.commit === undefined))
    throw new AqrError('ERR_USAGE', '--repo and --commit go together: the repository and the commit being deployed');
  if (remote && positionals.length > 0) throw new AqrError('ERR_USAGE', `give a record or --repo and --commit, not both; ${usage}`);
  if (!remote && positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record or bundle, or --repo and --commit; ${usage}`);
  if (v.repo !== undefined && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v.repo)) throw new AqrError('ERR_USAGE', 'is not OWNER/NAME', { field: '--repo' });
  if (v.commit !== undefined && !/^[0-9a-f]{40}$/i.test(v.commit)) throw new AqrError('ERR_USAGE', 'is not a 40-hex commit SHA', { field: '--commit' });
  if (remote && (v.bundle !== undefined || v.ledger !== undefined))
    throw new AqrError('ERR_USAGE', '--bundle and --ledger are for a record given here; with --repo the record and its bundle are found');
  if (v.ledger && v['task-manifest'] === undefined)
    throw new AqrError('ERR_USAGE', '--ledger needs --task-manifest: replay takes the splits and canaries from it');
  if (v['subject-digest'] !== undefined && v.subject !== undefined) throw new AqrError('ERR_USAGE', 'give --subject-digest or --subject, not both');
  if (v['subject-digest'] !== undefined && !/^(sha256:)?[0-9a-fA-F]{64}$/.test(v['subject-digest']))
    throw new AqrError('ERR_USAGE', 'is not sha256:HEX (64 hex digits)', { field: '--subject-digest' });
  if (v.now !== undefined && !isRfc3339(v.now)) throw new AqrError('ERR_USAGE', 'is not an RFC 3339 time', { field: '--now' });
  const now = v.now === undefined ? new Date() : new Date(v.now);
  const subjectDigest = v.subject !== undefined ? `sha256:${await fileSha256Hex(v.subject)}` : v['subject-digest'];
  const policy = await readPolicyFile(v.policy);

  let result: PolicyResult;
  let source: string;
  if (remote) {
    const [owner, repo] = (v.repo as string).split('/') as [string, string];
    const token = process.env['GITHUB_TOKEN'];
    if (!token) throw new AqrError('ERR_USAGE', '--repo needs a token in GITHUB_TOKEN with actions: read, contents: read and attestations: read');
    const { createClient } = await import('../github/client.js');
    const { checkCommitDeploy } = await import('../github/deploy-check.js');
    const octokit = createClient(token, (m) => io.err(`aqr: ${m}`));
    let checked: Awaited<ReturnType<typeof checkCommitDeploy>>;
    try {
      checked = await checkCommitDeploy(octokit, {
        owner,
        repo,
        commit: (v.commit as string).toLowerCase(),
        subjectDigest,
        policy,
        now,
        warn: (m) => io.err(`aqr: warning: ${m}`),
      });
    } catch (e) {
      if (e instanceof AqrError) throw e;
      const { describeFailure } = await import('../github/failure.js');
      throw new AqrError('ERR_INPUT_READ', `GitHub's API failed while looking for the record of ${v.commit ?? ''}: ${describeFailure(e)}`, { field: '--repo' });
    }
    result = checked.result;
    source = checked.found ? `${checked.found.source}${checked.found.runUrl ? ` (${checked.found.runUrl})` : ''}` : `${v.repo ?? ''}@${v.commit ?? ''}`;
  } else {
    const file = positionals[0] as string;
    const text = await readTextFile(file, 'record or bundle', MAX_RECORD_BYTES);
    const asBundle = await isBundleFile(file);
    const bundleFile = v.bundle ?? (asBundle ? undefined : existing(besideRecord(file, '.sigstore.json')));
    const barFile = asBundle ? undefined : existing(besideRecord(file, '.bar.json'));
    let bars: BarSource | undefined;
    result = await checkDeployPolicy({
      policy,
      ...(asBundle ? { bundle: text } : { record: text }),
      recordName: file,
      ...(bundleFile !== undefined ? { bundle: await readTextFile(bundleFile, 'bundle', MAX_RECORD_BYTES) } : {}),
      ...(barFile !== undefined ? { barStatement: await readTextFile(barFile, 'bar sidecar') } : {}),
      ...(subjectDigest !== undefined ? { subjectDigest } : {}),
      readBarFile: async (path, ref) => (bars ??= await gitSource(ref)).read(path, 'bar file'),
      ...(v.ledger ? { ledger: ledgerSource(v) } : {}),
      now,
    });
    await bars?.close?.();
    source = file;
  }
  if (v.json) io.out(JSON.stringify({ source, ...result }));
  else printResult(source, result, io);
  return result.ok ? 0 : 1;
}

function existing(f: string): string | undefined {
  return existsSync(f) ? f : undefined;
}

function printResult(source: string, r: PolicyResult, io: Io): void {
  io.out(`${source}: ${r.record_id ? `record ${r.record_id}, verdict ${r.verdict ?? '?'} at ${r.level ?? 'below L1'}` : 'no record'}`);
  for (const p of r.passed) io.out(`  ok    ${p}`);
  for (const f of r.failures) io.out(`  FAIL  ${f.code}  ${f.message}`);
  io.out(r.ok ? 'deploy: permitted' : `deploy: refused (${r.failures.length} check${r.failures.length === 1 ? '' : 's'} failed)`);
}
