// Whose approval counts. A release (and a change of the bar it is judged by)
// is a decision a person takes: an approval counts only when someone other
// than the author of the change gave it. The action reads the approval from
// GitHub; the rule is here, on plain data.
import { quote } from '../report/log-line.js';

/** An approval as GitHub reports it: who, their note, which environments. */
export interface ApprovalFacts {
  login: string;
  comment?: string;
  environments: string[];
}

export type ApprovalJudgement =
  | { valid: true; actor: string; note: string }
  | { valid: false; hold: { code: 'APPROVAL_BY_AUTHOR'; message: string } };

/** An approval by the change's own author does not count; any other names the actor. */
export function judgeApproval(a: ApprovalFacts, author: string | undefined): ApprovalJudgement {
  if (author !== undefined && a.login === author)
    return { valid: false, hold: { code: 'APPROVAL_BY_AUTHOR', message: `the release was approved by ${quote(a.login)}, who wrote the pull request; another reviewer must approve` } };
  const comment = a.comment ? `: ${a.comment.replace(/\s+/g, ' ').slice(0, 300).replace(/[.!?\s]+$/, '')}` : '';
  return { valid: true, actor: a.login, note: `Approved by ${a.login}${a.environments.length ? ` for ${a.environments.join(', ')}` : ''}${comment}.` };
}

/**
 * How a change of the bar is accepted: by a valid approval (someone other than
 * the author), or by the workflow's explicit opt-out; else not at all.
 */
export function barChangeAcceptance(approval: ApprovalJudgement | undefined, allowBarChange: boolean): string | undefined {
  if (approval?.valid) return `approved by ${approval.actor}`;
  if (allowBarChange) return 'allowed by allow-bar-change (the explicit opt-out)';
  return undefined;
}
