// The verdict and every reason for it. reject: a gate failed or a canary fired.
// hold: evidence is missing, the split is not sealed, the task set falls short
// of the profile, or what the tier demands of the decision is absent.
// ship: none of these.
import type { Profile } from '../profile/types.js';
import type { TaskSet, ReleaseTier, Verdict } from '../record/types.js';
import type { GateResult } from './gates.js';
import { quote } from '../text/log-line.js';
import { CLI_WORDS, type InputWords } from './words.js';

export interface Reason {
  verdict: Exclude<Verdict, 'ship'>;
  code: string;
  message: string;
}

export interface VerdictInput {
  profile: Profile;
  tier: ReleaseTier;
  gates: readonly GateResult[];
  taskSet: TaskSet;
  canaries: readonly { id: string; fired: boolean; attempts: number }[];
  human: { question?: string | undefined; options?: readonly string[] | undefined; rationale?: string | undefined };
  signed: boolean;
  /** Advisory findings the profile opted in to: they turn ship into hold, nothing more. */
  softHolds?: readonly { code: string; message: string }[];
  /** Holds from the caller's context (an approval by the author of the change). */
  holds?: readonly { code: string; message: string }[];
  /** How reasons name the inputs (CLI flags unless told). */
  words?: InputWords;
}

export function decide(v: VerdictInput): { verdict: Verdict; reasons: Reason[] } {
  const reasons: Reason[] = [];
  const reject = (code: string, message: string) => reasons.push({ verdict: 'reject', code, message });
  const hold = (code: string, message: string) => reasons.push({ verdict: 'hold', code, message });
  const w = v.words ?? CLI_WORDS;

  for (const g of v.gates) if (g.result === 'fail') reject('GATE_FAILED', `gate failed: ${g.reason}`);
  for (const c of v.canaries) if (c.fired) reject('CANARY_FIRED', `canary ${quote(c.id)} passed: the held-out set may have leaked into training or prompts`);

  for (const g of v.gates) {
    if (g.result !== 'missing') continue;
    if (g.contradicted) hold('DECISION_CONTRADICTED', g.reason);
    else if (g.noThreshold) hold('GATE_NO_THRESHOLD', `gate ${g.reason}`);
    else hold('GATE_NO_EVIDENCE', `no evidence for gate ${g.reason}`);
  }
  for (const g of v.gates) if (g.result === 'inconclusive') hold('GATE_INCONCLUSIVE', `gate ${g.reason}`);
  if (!v.taskSet.sealed) hold('UNSEALED', `the held-out split is not sealed (give ${w.input('sealed')} only when no optimizer or prompt author has read it)`);
  if (v.tier !== 'T0' && !v.gates.some((g) => g.id === 'reliability.pass_hat_k' && g.floor !== undefined))
    hold('TIER_RELIABILITY_GATE', `tier ${v.tier} needs a reliability.pass_hat_k gate with a floor; profile ${v.profile.id}@${v.profile.version} has none`);
  const held_in = v.taskSet.held_in ?? 0;
  const held_out = v.taskSet.held_out ?? 0;
  const rules = v.profile.task_set;
  if (held_out === 0) hold('HELD_OUT_EMPTY', 'the task set has no held-out tasks');
  else if (rules.min_held_out_share !== undefined && held_out / (held_in + held_out) < rules.min_held_out_share)
    hold('TASK_SET_HELD_OUT_SHARE', `${held_out} of ${held_in + held_out} tasks are held out; the profile needs at least ${rules.min_held_out_share * 100}%`);
  const canaries = v.taskSet.canary_ids?.length ?? 0;
  if (rules.min_canaries !== undefined && canaries < rules.min_canaries)
    hold('TASK_SET_CANARIES', `${canaries} canary probes; the profile needs at least ${rules.min_canaries}`);
  for (const c of v.canaries) if (c.attempts === 0) hold('CANARY_NOT_RUN', `canary ${quote(c.id)} has no attempt in the ledger: the probe was never tried`);

  if (v.tier === 'T2') {
    const missing = [
      !v.human.question && `the question (${w.input('question')})`,
      (v.human.options?.length ?? 0) < 2 && `two or more options (${w.input('option')}, once per option)`,
      !v.human.rationale && `the rationale (${w.input('rationale')})`,
    ].filter(Boolean);
    if (missing.length > 0) hold('T2_DECISION_INCOMPLETE', `tier T2 needs a recorded human decision; missing: ${missing.join(', ')}`);
    if (!v.signed) hold('T2_SIGNATURE_MISSING', `tier T2 needs a signed record: give ${w.signingKey}`);
  }
  for (const h of v.holds ?? []) hold(h.code, h.message);
  for (const h of v.softHolds ?? []) hold(h.code, `advisory: ${h.message}`);
  const verdict: Verdict = reasons.some((r) => r.verdict === 'reject') ? 'reject' : reasons.length > 0 ? 'hold' : 'ship';
  return { verdict, reasons };
}

/** The rationale written when the human gave none: the reasons, then the gates. */
export function generatedRationale(verdict: Verdict, reasons: readonly Reason[], gates: readonly GateResult[]): string {
  const head =
    verdict === 'ship'
      ? 'Ship: every gate passed and nothing is missing.'
      : `${verdict === 'hold' ? 'Hold' : 'Reject'}: ${reasons.map((r) => r.message).join('; ')}.`;
  const passed = gates.filter((g) => g.result === 'pass').map((g) => g.reason);
  return passed.length > 0 ? `${head} Passed: ${passed.join('; ')}.` : head;
}
