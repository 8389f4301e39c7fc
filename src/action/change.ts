// The one rule for "is this run judging a change?": any run whose checkout
// (HEAD) is not in the default branch's history is a change, whatever the
// event, and so is a run the event itself calls one (a pull request's, a merge
// queue's, a workflow_run after a fork's or a pull request's run). Its base is
// the base the event names, else the default branch's head; when neither can
// be read, the run holds (BAR_BASE_UNKNOWN). The facts come through probes
// (git in the workspace, GitHub's API), so the rule is tested without either.
import type { RunContext } from '../github/context.js';

/** Not a change (the default branch's own run), a change judged against `base`, or a change whose base could not be read. */
export type Judging = { change: false } | { change: true; why: string; base: string } | { change: true; why: string; unknown: string };

/** What the rule asks of the world; each answer is a value or why it could not be had. */
export interface ChangeProbes {
  /** The checkout's commit (HEAD of the workspace's git repository); undefined when the workspace is no git checkout. */
  head(): Promise<string | undefined>;
  /** Whether commit `a` is in the history of `b`, as git in the workspace says; false when git cannot say (a commit it does not hold). */
  isAncestor(a: string, b: string): Promise<boolean>;
  /** The repository's default branch (asked of GitHub's API when the payload names none). */
  defaultBranch(): Promise<string | { unknown: string }>;
  /** The head of the default branch (origin/<branch> in the checkout, else GitHub's API). */
  defaultHead(branch: string): Promise<string | { unknown: string }>;
  /** The base commit of pull request `n` (GitHub's API). */
  pullBase(n: number): Promise<string | { unknown: string }>;
}

/**
 * Whether the run judges a change, and against which base. The event's own
 * word comes first (it needs no checkout); then the checkout: HEAD equal to
 * or in the history of the default branch's head is the default branch's own
 * run. On the default branch's ref GITHUB_SHA is a commit of that history
 * (GitHub ran the workflow on it), so no API call is made when HEAD is it.
 * A workspace that is no git checkout is taken at the event's word: a
 * change only on a ref other than the default branch.
 */
export async function judgeChange(ctx: RunContext, probes: ChangeProbes): Promise<Judging> {
  const unknown = (why: string, u: { unknown: string }): Judging => ({ change: true, why, unknown: u.unknown });
  if (ctx.changeByEvent) {
    const why = ctx.changeByEvent;
    if (ctx.baseSha) return { change: true, why, base: ctx.baseSha };
    // A pull request named without its base: its base, asked; never another branch's head in its place.
    if (ctx.prNumber !== undefined) {
      const base = await probes.pullBase(ctx.prNumber);
      return typeof base === 'string' ? { change: true, why, base } : unknown(why, base);
    }
    if (/^pull_request|^merge_group/.test(ctx.eventName)) return unknown(why, { unknown: `the ${ctx.eventName} event names no base commit` });
    // A workflow_run after a fork's run names no pull request: the default branch's head is the base.
    const head = await defaultHeadOf(ctx, probes);
    return typeof head === 'string' ? { change: true, why, base: head } : unknown(why, head);
  }
  const checkout = await probes.head();
  const branch = ctx.defaultBranch ?? (await probes.defaultBranch());
  const onDefault = typeof branch === 'string' && ctx.ref === `refs/heads/${branch}`;
  if (checkout === undefined) {
    // No git to ask: the ref the run was started on decides, as GitHub names it.
    if (ctx.ref === undefined || onDefault) return { change: false };
    const why = `the run is on ${ctx.ref}, not the default branch`;
    if (typeof branch !== 'string') return unknown(why, branch);
    const head = await defaultHeadOf(ctx, probes, branch);
    return typeof head === 'string' ? { change: true, why, base: head } : unknown(why, head);
  }
  if (onDefault && ctx.sha && (checkout === ctx.sha || (await probes.isAncestor(checkout, ctx.sha)))) return { change: false };
  const why = `the checkout ${checkout.slice(0, 12)} is not in the default branch's history`;
  if (typeof branch !== 'string') return unknown(why, branch);
  const head = await defaultHeadOf(ctx, probes, branch);
  if (typeof head !== 'string') return unknown(why, head);
  // A tag of the default branch, a branch behind it: judged by its own bar.
  if (checkout === head || (await probes.isAncestor(checkout, head))) return { change: false };
  return { change: true, why, base: head };
}

/** The default branch's head: GITHUB_SHA on its own ref (GitHub ran the workflow there), else origin/<branch> or the API. */
async function defaultHeadOf(ctx: RunContext, probes: ChangeProbes, known?: string): Promise<string | { unknown: string }> {
  const branch = known ?? ctx.defaultBranch ?? (await probes.defaultBranch());
  if (typeof branch !== 'string') return branch;
  if (ctx.sha && ctx.ref === `refs/heads/${branch}`) return ctx.sha;
  return probes.defaultHead(branch);
}
