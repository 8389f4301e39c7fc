// Small decisions of the action about what it reports and reads: the sticky
// comment's key, the one-line failure annotation, and whether the run's
// environment approvals are worth reading at all.
import { plainText, type ReasonLine } from '../report/wording.js';
import type { LoadedProfile } from '../io/bar-files.js';
import type { FlagValues } from '../flags.js';
import type { RunContext } from '../github/context.js';
import type { ActionInputs } from './inputs.js';
import { commentMarker, stickyKey } from '../report/markdown.js';

/** Reasons named in the failure annotation before the rest are counted. */
const ANNOTATION_REASONS = 3;
const ANNOTATION_REASON_CHARS = 160;

/**
 * The sticky comment's key: the workflow, the job and the optional
 * `comment-key` input. Not the profile or its version, so a changed profile
 * updates the same comment instead of leaving a stale verdict beside it.
 */
export function commentKey(ctx: RunContext, key: string | undefined): string {
  return stickyKey(ctx.workflow, ctx.job, key);
}

/**
 * Markers of the key before 0.2 (`workflow:profile@version`) for this
 * workflow: the comment they mark is this gate's, written before the key
 * changed, and is updated rather than left beside a new one.
 */
export function legacyMarker(ctx: RunContext): (body: string) => boolean {
  const prefix = commentMarker(`${ctx.workflow}:`).replace(/ -->$/, '');
  const re = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\w./:-]*@[\\w@./:-]+ -->`);
  return (body) => re.test(body);
}

/**
 * The `::error::` annotation: one short line with the first reasons as every
 * surface words them (view.ts: the gate's sentence, its numbers rounded as
 * num() rounds) and a count of the rest.
 */
export function failureLine(verdict: string, reasons: readonly ReasonLine[]): string {
  if (reasons.length === 0) return `verdict ${verdict}: see the job summary`;
  const shown = reasons.slice(0, ANNOTATION_REASONS).map((r) => {
    const m = `${plainText(r.text)} (${r.code})`.replace(/\s+/g, ' ');
    return m.length > ANNOTATION_REASON_CHARS ? `${m.slice(0, ANNOTATION_REASON_CHARS - 1)}…` : m;
  });
  const rest = reasons.length - shown.length;
  return `verdict ${verdict}: ${shown.join('; ')}${rest > 0 ? `; and ${rest} more (see the job summary)` : ''}`;
}

/**
 * Environment approvals name T2's human decision: read them only when the
 * tier is T2 or the job says it runs in an environment, so no other run needs
 * `actions: read` (or warns without it). `profile`: the one the run names,
 * loaded from the checkout (loadCheckoutProfile); one that does not load is
 * left to the evaluation, which reports it properly.
 */
export function needsApproval(flags: FlagValues, inputs: ActionInputs, profile: LoadedProfile | undefined): boolean {
  if (inputs.environment) return true;
  if (flags.tier === 'T2') return true;
  return profile?.profile.tier === 'T2';
}
