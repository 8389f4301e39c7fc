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
  /** The base commit the event names (a pull request's, a merge queue's): the bar is read there. */
  baseSha?: string;
  /**
   * Whether the run judges a change that is not yet the default branch's:
   * `pull-request` (the event runs a pull request's code: pull_request*,
   * merge_group, a payload naming a pull request), `ref` (a branch or tag
   * other than the default branch: is it the default branch's history?), or
   * undefined (the default branch itself, or no ref known).
   */
  change?: 'pull-request' | 'ref';
  /** The ref the run checked out (GITHUB_REF, else the event's ref). */
  ref?: string;
  /** A pull request from a fork: its token cannot write comments. */
  fromFork: boolean;
  defaultBranch?: string;
  actor?: string;
  /** Who started this run when it differs from actor, a re-run's say (GITHUB_TRIGGERING_ACTOR). */
  triggeringActor?: string;
  /** Who sent the event (its `sender`): for a push to a pull request, the pusher. */
  sender?: string;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

type PullRequestPayload = {
  number?: number;
  user?: { login?: string };
  head?: { repo?: { full_name?: string } };
  base?: { sha?: string; repo?: { full_name?: string } };
};

export function runContext(env: NodeJS.ProcessEnv, event: Record<string, unknown>): RunContext {
  const [owner = '', repo = ''] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  const eventName = env['GITHUB_EVENT_NAME'] ?? '';
  // workflow_run names the pull requests of the run it follows; a fork's are not listed.
  const pr = (event['pull_request'] ?? (event['workflow_run'] as { pull_requests?: PullRequestPayload[] } | undefined)?.pull_requests?.[0] ?? undefined) as
    PullRequestPayload | undefined;
  // issue_comment on a pull request: the issue is the pull request, its base is asked of the API.
  const issue = event['issue'] as { number?: number; user?: { login?: string }; pull_request?: unknown } | undefined;
  const onPr = issue?.pull_request ? issue : undefined;
  const queue = event['merge_group'] as { base_sha?: string } | undefined;
  const workflowRef = env['GITHUB_WORKFLOW_REF'] ?? '';
  const file = /\/\.github\/workflows\/([^@/]+)@/.exec(workflowRef)?.[1];
  const ctx: RunContext = {
    owner,
    repo,
    workflow: env['GITHUB_WORKFLOW'] ?? file ?? 'workflow',
    eventName,
    fromFork: Boolean(pr?.head?.repo?.full_name && pr.base?.repo?.full_name && pr.head.repo.full_name !== pr.base.repo.full_name),
  };
  const runId = Number(env['GITHUB_RUN_ID']);
  if (Number.isInteger(runId) && runId > 0) ctx.runId = runId;
  if (file) ctx.workflowFile = file;
  const number = pr?.number ?? onPr?.number;
  if (typeof number === 'number') ctx.prNumber = number;
  const author = pr?.user?.login ?? onPr?.user?.login;
  if (author) ctx.prAuthor = author;
  const base = pr?.base?.sha ?? queue?.base_sha;
  if (typeof base === 'string' && SHA.test(base)) ctx.baseSha = base;
  const ref = env['GITHUB_REF'] || (typeof event['ref'] === 'string' ? event['ref'] : undefined);
  // A schedule's payload names no repository, but a schedule runs on the default branch: GITHUB_REF is it.
  const branch =
    (event['repository'] as { default_branch?: string } | undefined)?.default_branch ??
    (eventName === 'schedule' ? ref?.replace(/^refs\/heads\//, '') : undefined);
  if (branch) ctx.defaultBranch = branch;
  if (env['GITHUB_ACTOR']) ctx.actor = env['GITHUB_ACTOR'];
  if (env['GITHUB_JOB']) ctx.job = env['GITHUB_JOB'];
  if (env['GITHUB_TRIGGERING_ACTOR']) ctx.triggeringActor = env['GITHUB_TRIGGERING_ACTOR'];
  const sender = (event['sender'] as { login?: unknown } | undefined)?.login;
  if (typeof sender === 'string' && sender) ctx.sender = sender;
  if (ref) ctx.ref = ref;
  if (pr || onPr || queue || /^pull_request/.test(eventName) || eventName === 'merge_group') ctx.change = 'pull-request';
  else if (ref && ref !== `refs/heads/${branch ?? ''}`) ctx.change = 'ref';
  return ctx;
}
