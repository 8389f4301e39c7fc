// The one table of how a reason reads for people: a sentence, a next step,
// the code kept in a quiet form after it. Every surface (comment, summary,
// `aqr comment`, the CLI, the HTML report, verify.html) takes its wording
// from here through the view (view.ts), so a reason reads alike everywhere.
// Text is plain (never markup); `{ code }` marks a literal a person types,
// which each surface renders its own way (a code span, <code>).
import type { Reason } from '../gate/verdict.js';
import type { Unmet } from '../check/types.js';

/** Plain text and literals (`{ code }`): rendered by each surface, escaped there. */
export type Phrase = readonly (string | { code: string })[];

/** Whose words name an input: the CLI's flags or the action's inputs. */
export type Surface = 'cli' | 'action';

interface Wording {
  /** The sentence, when the reason's own message is not the best one. */
  text?: Phrase;
  /** What a person can do about it. */
  next: (s: Surface) => Phrase;
}

const input = (s: Surface, name: string, value = 'true'): { code: string } => ({ code: s === 'cli' ? `--${name}` : `${name}: ${value}` });

/** Reasons by code. A code not here reads as its message, with no next step. */
const WORDING: Readonly<Record<string, Wording>> = {
  GATE_FAILED: { next: () => ['fix what makes the gate fail (the failing tasks are listed under Tasks), then run again'] },
  GATE_INCONCLUSIVE: { next: () => ['run more tasks: the bound cannot settle the gate on this many'] },
  GATE_NO_EVIDENCE: { next: () => ['give the measure or the decision this gate reads'] },
  GATE_NO_THRESHOLD: { next: () => ['set a floor or a ceiling for this gate in the profile'] },
  DECISION_CONTRADICTED: { next: () => ['look at the measurement: the decision disagrees with it, so it does not count'] },
  CANARY_FIRED: { next: () => ['rotate the held-out tasks and their canaries: the set may have leaked into training or prompts'] },
  CANARY_NOT_RUN: { next: () => ['run the canary probes with the other tasks'] },
  UNSEALED: {
    text: ['the held-out split is not sealed'],
    next: (s) => ['set ', input(s, 'sealed'), ' once no optimizer or prompt author has read it'],
  },
  TIER_RELIABILITY_GATE: { next: () => ['add a ', { code: 'reliability.pass_hat_k' }, ' gate with a floor to the profile'] },
  HELD_OUT_EMPTY: { next: () => ['mark some tasks ', { code: 'held-out' }, ' in the task manifest'] },
  TASK_SET_HELD_OUT_SHARE: { next: () => ['hold out more of the tasks in the task manifest'] },
  TASK_SET_CANARIES: { next: () => ['add canary probes to the task manifest'] },
  T2_DECISION_INCOMPLETE: { next: (s) => ['record the human decision: ', input(s, 'question', '…'), ', two or more options and the rationale'] },
  T2_SIGNATURE_MISSING: {
    text: ['tier T2 needs a signed record'],
    next: (s) => ['give ', s === 'cli' ? { code: '--signing-key file:PATH' } : { code: 'signing-key' }],
  },
  APPROVAL_BY_AUTHOR: { next: () => ['have someone other than the author of the change approve the run'] },
  APPROVAL_UNCHECKED: { next: () => ['give the workflow the permission to read approvals'] },
  BAR_CHANGED: { next: () => ['have the change of the bar approved, or judge it by the base'] },
  BAR_UNSIGNED: { next: () => ["sign the bar with the record's key"] },
  BASELINE_UNVERIFIED: { next: () => ['give the public key the baseline record was signed with'] },
  RECOMPUTE_CONTRADICTED: {
    next: () => ['run the evaluation again in a job that does not run the change’s code: the results file records a pass its own output fails'],
  },
};

/** Levels: why a run stops where it does, by the first rule of the next level it misses. */
const STOPS: Readonly<Record<string, string>> = {
  UNSEALED: 'an unsealed run stops at L1',
  DIGEST_PLACEHOLDER: 'a record with a placeholder digest stops below L2',
  PASS_HAT_K_MISSING: 'a record without pass^k stops at L2',
  JUDGE_NOT_PINNED: 'a judge that is not pinned keeps a record at L2',
  JUDGE_KAPPA_MISSING: 'a judge without its agreement with people (kappa) keeps a record at L2',
  EVALUATOR_NOT_INDEPENDENT: 'an evaluator that is not independent keeps a record at L2',
  SIGNATURE_UNVERIFIED: 'an unverified signature stops at L3 (verify it with the public key)',
  SIGNATURE_MISSING: 'an unsigned record stops at L3',
};

export interface ReasonLine {
  verdict: Reason['verdict'];
  code: string;
  /** "Held" or "Rejected": how the line starts. */
  lead: 'Held' | 'Rejected';
  text: Phrase;
  next?: Phrase;
}

/** A reason as people read it; `text` is the gate's own sentence where the reason is about a gate (view.ts). */
export function reasonLine(r: Reason, surface: Surface, text?: Phrase): ReasonLine {
  const w = WORDING[r.code];
  const next = w?.next(surface);
  return {
    verdict: r.verdict,
    code: r.code,
    lead: r.verdict === 'reject' ? 'Rejected' : 'Held',
    text: text ?? w?.text ?? [r.message.replace(/^advisory: /, '')],
    ...(next ? { next } : {}),
  };
}

/** "L1: an unsealed run stops at L1": the level and why it is not the next one. */
export function levelWhy(level: string | null, unmet: readonly Pick<Unmet, 'code' | 'message' | 'level'>[] | undefined): string {
  const name = level ?? 'below L1';
  if (level === 'L4') return 'L4: every rule of every level holds';
  const first = unmet?.[0];
  if (!first) return name;
  return `${name}: ${STOPS[first.code] ?? `the next level needs ${first.message}`}`;
}

/** A phrase as plain text, literals as they are typed (for logs and tests). */
export function plainText(p: Phrase): string {
  return p.map((x) => (typeof x === 'string' ? x : x.code)).join('');
}

/** A reason as one line of plain text (the CLI): "Held: … — … (UNSEALED)". */
export function reasonText(r: ReasonLine): string {
  return `${r.lead}: ${plainText(r.text)}${r.next ? ` — ${plainText(r.next)}` : ''} (${r.code})`;
}
