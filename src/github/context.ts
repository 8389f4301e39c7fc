// The run as GitHub describes it: repository, run, workflow, and the event.
// Read from the runner's environment and event file; nothing else.

export interface RunContext {
  owner: string;
  repo: string;
  runId?: number;
  /** The workflow's file name, as the REST API takes it for workflow_id. */
  workflowFile?: string;
  workflow: string;
  /** The job's id in the workflow (GITHUB_JOB). */
  job?: string;
  eventName: string;
  prNumber?: number;
  prAuthor?: string;
  /** The pull request's base commit: the bar is read there. */
  baseSha?: string;
  /** A pull request from a fork: its token cannot write comments. */
  fromFork: boolean;
  defaultBranch?: string;
  actor?: string;
  /** Who started this run when it differs from actor, a re-run's say (GITHUB_TRIGGERING_ACTOR). */
  triggeringActor?: string;
  /** Who sent the event (its `sender`): for a push to a pull request, the pusher. */
  sender?: string;
}

export function runContext(env: NodeJS.ProcessEnv, event: Record<string, unknown>): RunContext {
  const [owner = '', repo = ''] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  const pr = (event['pull_request'] ?? undefined) as { number?: number; user?: { login?: string }; head?: { repo?: { full_name?: string } }; base?: { sha?: string; repo?: { full_name?: string } } } | undefined;
  const workflowRef = env['GITHUB_WORKFLOW_REF'] ?? '';
  const file = /\/\.github\/workflows\/([^@/]+)@/.exec(workflowRef)?.[1];
  const ctx: RunContext = {
    owner,
    repo,
    workflow: env['GITHUB_WORKFLOW'] ?? file ?? 'workflow',
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    fromFork: Boolean(pr?.head?.repo?.full_name && pr.base?.repo?.full_name && pr.head.repo.full_name !== pr.base.repo.full_name),
  };
  const runId = Number(env['GITHUB_RUN_ID']);
  if (Number.isInteger(runId) && runId > 0) ctx.runId = runId;
  if (file) ctx.workflowFile = file;
  if (typeof pr?.number === 'number') ctx.prNumber = pr.number;
  if (pr?.user?.login) ctx.prAuthor = pr.user.login;
  if (typeof pr?.base?.sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(pr.base.sha)) ctx.baseSha = pr.base.sha;
  const branch = (event['repository'] as { default_branch?: string } | undefined)?.default_branch;
  if (branch) ctx.defaultBranch = branch;
  if (env['GITHUB_ACTOR']) ctx.actor = env['GITHUB_ACTOR'];
  if (env['GITHUB_JOB']) ctx.job = env['GITHUB_JOB'];
  if (env['GITHUB_TRIGGERING_ACTOR']) ctx.triggeringActor = env['GITHUB_TRIGGERING_ACTOR'];
  const sender = (event['sender'] as { login?: unknown } | undefined)?.login;
  if (typeof sender === 'string' && sender) ctx.sender = sender;
  return ctx;
}
