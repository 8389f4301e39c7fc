// Whose approval counts. A release (and a change of the bar it is judged by)
// is a decision a person takes: an approval counts only for the environment
// the workflow names, and only from someone who had no hand in the change nor
// in starting the run. The action reads the facts from GitHub; the rule is
// here, on plain data.
import { quote } from '../text/log-line.js';

/** An approval as GitHub reports it: who, their note, which environments. */
export interface ApprovalFacts {
  login: string;
  comment?: string;
  environments: string[];
}

/** One commit of the pull request: the GitHub accounts GitHub ties to its author and committer (null: none). */
export interface CommitFacts {
  sha: string;
  author: string | null;
  committer: string | null;
}

/** Who had a hand in the change and the run, as read from GitHub. */
export interface ChangeFacts {
  prAuthor?: string | undefined;
  /** Who started the run: GITHUB_ACTOR, GITHUB_TRIGGERING_ACTOR, the event's sender. */
  started: { login: string; as: 'actor' | 'triggering-actor' | 'sender' }[];
  /** The pull request's commits and force-pushers; `unreadable` says why they could not be read. Absent: no pull request. */
  pr?: { commits: CommitFacts[]; forcePushers: string[] } | { unreadable: string };
}

type RoleKind = 'opened' | 'authored' | 'committed' | 'force-pushed' | 'actor' | 'triggering-actor' | 'sender';

/** The people whose approval does not count, each with what they did; `unknown` says why the list is not whole. */
export interface Excluded {
  roles: Map<string, { kind: RoleKind; sha?: string }[]>;
  unknown?: string;
}

export type ApprovalHold = { code: 'APPROVAL_BY_AUTHOR' | 'APPROVAL_BY_CONTRIBUTOR' | 'APPROVAL_BY_TRIGGER' | 'APPROVAL_UNCHECKED'; message: string };

/** The run's approvals, judged: the one that counts (if any), holds, and notices for the log. */
export type ApprovalJudgement = { valid: true; actor: string; note: string; notices: string[] } | { valid: false; holds: ApprovalHold[]; notices: string[] };

/** GitHub lists at most this many commits of a pull request: a list this long may be cut. */
export const PR_COMMITS_LISTED = 250;
/** GitHub's committer for edits, merges and "update branch" made in the web interface: no person, the author stands for it. */
const WEB_COMMITTER = 'web-flow';

/** Reasons the list is not whole, named before the rest are counted. */
const UNKNOWN_SHOWN = 3;

/** GitHub logins are case-insensitive. */
const same = (login: string) => login.toLowerCase();

/**
 * Everyone whose approval must not count: the pull request's author, each
 * commit's author and committer, whoever force-pushed, and whoever started the
 * run. A commit GitHub ties to no account (an e-mail no account claims) hides
 * who wrote it, and `web-flow` stands for whoever edited in the browser (the
 * commit's author): either way the list is not whole when that author is unknown.
 */
export function excludedPeople(f: ChangeFacts): Excluded {
  const roles: Excluded['roles'] = new Map();
  const add = (login: string, kind: RoleKind, sha?: string) => {
    const list = roles.get(same(login)) ?? [];
    if (!list.some((r) => r.kind === kind)) list.push({ kind, ...(sha ? { sha } : {}) });
    roles.set(same(login), list);
  };
  if (f.prAuthor) add(f.prAuthor, 'opened');
  for (const s of f.started) add(s.login, s.as);
  if (!f.pr) return { roles };
  if ('unreadable' in f.pr) return { roles, unknown: f.pr.unreadable };
  const unknown: string[] = [];
  if (f.pr.commits.length >= PR_COMMITS_LISTED)
    unknown.push(`GitHub lists only ${PR_COMMITS_LISTED} commits of a pull request, and this one has at least that many`);
  for (const c of f.pr.commits) {
    const short = c.sha.slice(0, 7);
    if (c.author) add(c.author, 'authored', short);
    else unknown.push(`the author of commit ${short} has no GitHub account`);
    if (c.committer && c.committer !== WEB_COMMITTER) add(c.committer, 'committed', short);
    else if (!c.committer) unknown.push(`the committer of commit ${short} has no GitHub account`);
  }
  for (const p of f.pr.forcePushers) add(p, 'force-pushed');
  if (unknown.length === 0) return { roles };
  const more = unknown.length - UNKNOWN_SHOWN;
  return { roles, unknown: `${unknown.slice(0, UNKNOWN_SHOWN).join('; ')}${more > 0 ? `; and ${more} more` : ''}` };
}

function roleText(r: { kind: RoleKind; sha?: string }): string {
  switch (r.kind) {
    case 'opened':
      return 'wrote the pull request';
    case 'authored':
      return `authored commit ${r.sha ?? '?'} of the pull request`;
    case 'committed':
      return `committed commit ${r.sha ?? '?'} of the pull request`;
    case 'force-pushed':
      return 'force-pushed to the pull request';
    case 'actor':
      return 'started this run (GITHUB_ACTOR)';
    case 'triggering-actor':
      return 'triggered this run (GITHUB_TRIGGERING_ACTOR)';
    case 'sender':
      return 'sent the event that started this run';
  }
}

/** An approval by someone excluded: the code names the closest hand they had, `why` what they did. */
function excludedApproval(login: string, roles: { kind: RoleKind; sha?: string }[]): { code: ApprovalHold['code']; why: string } {
  const kinds = new Set(roles.map((r) => r.kind));
  const code = kinds.has('opened')
    ? 'APPROVAL_BY_AUTHOR'
    : kinds.has('authored') || kinds.has('committed') || kinds.has('force-pushed')
      ? 'APPROVAL_BY_CONTRIBUTOR'
      : 'APPROVAL_BY_TRIGGER';
  return { code, why: `the release was approved by ${quote(login)}, who ${roles.map(roleText).join(' and ')}` };
}

/** An approval in a log line: who, for which environments. */
const describe = (a: ApprovalFacts) => `${quote(a.login)} for ${a.environments.length ? a.environments.map(quote).join(', ') : 'no environment'}`;

/** The approvals for `environment`, by its exact name. */
export function approvalsFor(approvals: readonly ApprovalFacts[], environment: string | undefined): ApprovalFacts[] {
  return environment === undefined ? [] : approvals.filter((a) => a.environments.includes(environment));
}

/**
 * The rule: the **last** approval for the named environment by a permitted
 * person counts. Every approval is looked at, so an excluded person's approval
 * neither masks a valid one given before it nor is hidden behind one: it is
 * named in a notice, and holds only when no valid approval is left. An
 * approval for another environment never counts; with no environment named
 * none does (GitHub tells a step nothing of its job's environment). When who
 * had a hand in the change cannot be read in full, no approval counts
 * (`APPROVAL_UNCHECKED`). Undefined: no approval to judge.
 */
export function judgeApprovals(approvals: readonly ApprovalFacts[], environment: string | undefined, excluded: Excluded): ApprovalJudgement | undefined {
  if (approvals.length === 0) return undefined;
  const notices: string[] = [];
  if (environment === undefined) {
    notices.push(
      `the run has approvals (${approvals.map(describe).join('; ')}) but the environment input is not set, so none counts: set environment to the job's environment`,
    );
    return { valid: false, holds: [], notices };
  }
  const mine = approvalsFor(approvals, environment);
  for (const a of approvals) if (!mine.includes(a)) notices.push(`the approval by ${describe(a)} does not count for the environment ${quote(environment)}`);
  if (mine.length === 0) return { valid: false, holds: [], notices };
  if (excluded.unknown !== undefined) {
    const who = [...new Set(mine.map((a) => quote(a.login)))].join(', ');
    return {
      valid: false,
      holds: [
        {
          code: 'APPROVAL_UNCHECKED',
          message: `the approval by ${who} for ${quote(environment)} does not count: who wrote and pushed the change could not be read in full (${excluded.unknown})`,
        },
      ],
      notices,
    };
  }
  const byExcluded = new Map<string, ReturnType<typeof excludedApproval>>();
  let counted: ApprovalFacts | undefined;
  for (const a of mine) {
    const roles = excluded.roles.get(same(a.login));
    if (roles) byExcluded.set(same(a.login), excludedApproval(a.login, roles));
    else counted = a;
  }
  if (!counted)
    return { valid: false, holds: [...byExcluded.values()].map((x) => ({ code: x.code, message: `${x.why}; another reviewer must approve` })), notices };
  for (const x of byExcluded.values()) notices.push(`${x.why}: that approval does not count`);
  const comment = counted.comment
    ? `: ${counted.comment
        .replace(/\s+/g, ' ')
        .slice(0, 300)
        .replace(/[.!?\s]+$/, '')}`
    : '';
  return { valid: true, actor: counted.login, note: `Approved by ${counted.login} for ${environment}${comment}.`, notices };
}

/**
 * How a change of the bar is accepted: by a valid approval (someone other than
 * the author), or by the workflow's explicit opt-out, named with the files
 * where the change itself added it; else not at all.
 */
export function barChangeAcceptance(approval: ApprovalJudgement | undefined, allowBarChange: boolean, addedIn: readonly string[] = []): string | undefined {
  if (approval?.valid) return `approved by ${approval.actor}`;
  if (allowBarChange)
    return addedIn.length > 0
      ? `allowed by allow-bar-change (the explicit opt-out), which this change itself added in ${addedIn.join(', ')}`
      : 'allowed by allow-bar-change (the explicit opt-out)';
  return undefined;
}

/** Who the record names as its actor when no person approved: the workflow itself, never the pull request's author. */
export function workflowIdentity(run: { owner: string; repo: string; workflowFile?: string | undefined }): string {
  if (!run.owner || !run.repo) return 'github-actions';
  return `github-actions@${run.owner}/${run.repo}${run.workflowFile ? `/.github/workflows/${run.workflowFile}` : ''}`;
}

/** The rationale's sentence when no person approved, naming the actor the record carries instead. */
export function noApprovalNote(actor: string, fromWorkflow: boolean): string {
  return fromWorkflow
    ? `No person approved this run, so the record names the workflow (${actor}) as its actor.`
    : `No person approved this run; the actor ${actor} is named by the workflow's inputs.`;
}
