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
   * Why the event itself says the run judges a change, whatever the checkout
   * (pull_request*, merge_group, issue_comment on a pull request, a
   * workflow_run after a pull request's run or another repository's);
   * undefined: the checkout decides (action/change.ts, the one rule).
   */
  changeByEvent?: string;
  /** The ref the run was started on (GITHUB_REF, else the event's ref). */
  ref?: string;
  /** The commit the run was started on (GITHUB_SHA): on the default branch's ref, a commit of its history. */
  sha?: string;
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

type WorkflowRunPayload = { event?: string; pull_requests?: PullRequestPayload[]; head_repository?: { full_name?: string } | null };

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
  const followed = event['workflow_run'] as WorkflowRunPayload | undefined;
  const pr = (event['pull_request'] ?? followed?.pull_requests?.[0] ?? undefined) as PullRequestPayload | undefined;
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
  if (env['GITHUB_SHA'] && SHA.test(env['GITHUB_SHA'])) ctx.sha = env['GITHUB_SHA'];
  const why = changeByEvent(eventName, env['GITHUB_REPOSITORY'] ?? '', { pr, onPr, queue, followed });
  if (why) ctx.changeByEvent = why;
  return ctx;
}

/** Why the event alone says the run judges a change (its payload names a pull request, a merge queue, or a run of one), else undefined. */
function changeByEvent(
  eventName: string,
  repository: string,
  e: { pr: unknown; onPr: unknown; queue: unknown; followed: WorkflowRunPayload | undefined },
): string | undefined {
  if (/^pull_request/.test(eventName)) return `the ${eventName} event`;
  if (e.queue || eventName === 'merge_group') return 'the merge_group event';
  if (e.onPr) return 'a comment on a pull request';
  const from = e.followed?.head_repository?.full_name;
  // A fork's pull request: GitHub lists no pull request in workflow_run.pull_requests, but the run it follows is the fork's.
  if (typeof from === 'string' && from.toLowerCase() !== repository.toLowerCase()) return `a workflow_run after a run of ${from}`;
  if (typeof e.followed?.event === 'string' && /^pull_request/.test(e.followed.event)) return `a workflow_run after a ${e.followed.event} run`;
  if (e.pr) return `the ${eventName || "run's"} event, which names a pull request`;
  return undefined;
}
