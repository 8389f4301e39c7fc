// The acceptance rule (OCP 0.3, seed 001) as its reference reader, loopmath's
// `outcome_evidence`, reads it; docs/conformance.md lists each rule:
// - each required name: the latest verdict by observed_at (no time sorts first,
//   ties keep document order); accept/pass passes, reject/fail fails (either
//   case), anything else — error, another word, no verdict — leaves it unknown;
// - the score: its latest numeric value against the target; never measured is
//   unknown;
// - a rule with neither is unknown: nothing was checked;
// - every excluded event (default revert, incident) observed no later than
//   ended_at + window_days (default 14) rejects — also one before the end, one
//   without a readable time, and every one when the end is unknown; events
//   observed after `now` are not yet known;
// - the tier is the weakest among every signal used, `asserted` when none;
//   an unknown or missing tier is `asserted`.
// One extension (the profile's signals.min_tier): a passing part read from a
// signal below that tier is unknown instead. It only ever withholds acceptance.
// Reasons are the reader's; `details` names the cause behind a reason.
// Streaming: per name only the latest signal is kept, and excluded events.
import type { AcceptanceRule, SignalTier } from './types.js';
import { readerTier, tierBelow, weakest } from './types.js';
import { readerInstant } from './timestamp.js';

export type AcceptanceResult = 'accepted' | 'rejected' | 'unknown';

export interface Acceptance {
  result: AcceptanceResult;
  tier: SignalTier;
  reasons: string[];
  /** Causes behind the reasons, where the reader's word hides them. */
  details: string[];
  scores: Record<string, number>;
}

interface Seen {
  value: unknown;
  tier: SignalTier;
  at: bigint | null;
}

/** Later by time; no time is earliest; on a tie the later in the document. */
const notEarlier = (a: bigint | null, b: bigint | null) => a === b || (a !== null && (b === null || a >= b));

/** Folds signals one at a time; `evaluate` may be called at any point. */
export class AcceptanceFold {
  private readonly verdicts = new Map<string, Seen>();
  private readonly scores = new Map<string, Seen>();
  private readonly unmeasured = new Set<string>();
  private readonly events: { name: string; at: bigint | null; tier: SignalTier }[] = [];
  /** Every kind each name was seen with, for the rule's E195 checks. */
  readonly kinds = new Map<string, Set<string>>();

  /** `now`: the decision time in ms since the epoch (default: the clock); later events are not yet known. */
  constructor(
    private readonly excluded: ReadonlySet<string> = new Set(['revert', 'incident']),
    private readonly now: number = Date.now(),
  ) {}

  /** One signal object, read as the reader reads it, whatever its deviations. */
  add(s: Record<string, unknown>): void {
    const { kind, name } = s;
    if (typeof name !== 'string' || (kind !== 'verdict' && kind !== 'score' && kind !== 'event')) return;
    let k = this.kinds.get(name);
    if (!k) this.kinds.set(name, (k = new Set()));
    k.add(kind);
    const seen: Seen = { value: s['value'], tier: readerTier(s['tier']), at: readerInstant(s['observed_at']) };
    const keepLatest = (m: Map<string, Seen>) => {
      const prev = m.get(name);
      if (!prev || notEarlier(seen.at, prev.at)) m.set(name, seen);
    };
    if (kind === 'verdict') keepLatest(this.verdicts);
    else if (kind === 'score') {
      if (typeof seen.value === 'number') keepLatest(this.scores);
      else this.unmeasured.add(name);
    } else if (this.excluded.has(name)) {
      const nowUs = BigInt(Math.floor(this.now)) * 1000n;
      if (seen.at === null || seen.at <= nowUs) this.events.push({ name, at: seen.at, tier: seen.tier });
    }
  }

  /** The rule's result; `endedAt` is the run's `ended_at` as written (any value). */
  evaluate(rule: AcceptanceRule, endedAt: unknown, minTier?: SignalTier): Acceptance {
    const reasons: string[] = [];
    const details: string[] = [];
    const used: SignalTier[] = [];
    const parts: (boolean | null)[] = [];
    const part = (ok: boolean, name: string, tier: SignalTier) => {
      used.push(tier);
      if (ok && minTier !== undefined && tierBelow(tier, minTier)) {
        parts.push(null);
        reasons.push(`missing:${name}`);
        details.push(`below_min_tier:${name}`);
      } else parts.push(ok);
    };
    for (const name of rule.requires ?? []) {
      const v = this.verdicts.get(name);
      const word = typeof v?.value === 'string' ? v.value.toLowerCase() : '';
      if (!v || !['accept', 'pass', 'reject', 'fail'].includes(word)) {
        parts.push(null);
        reasons.push(`missing:${name}`);
        if (v) details.push(word === 'error' ? `error:${name}` : `not_a_verdict:${name}`);
        continue;
      }
      if (word === 'reject' || word === 'fail') reasons.push(`failed:${name}`);
      part(word === 'accept' || word === 'pass', name, v.tier);
    }
    if (rule.score) {
      const { name, target, better } = rule.score;
      const s = this.scores.get(name);
      if (!s) {
        parts.push(null);
        reasons.push(`missing:${name}`);
        if (this.unmeasured.has(name)) details.push(`unmeasured:${name}`);
      } else {
        const value = s.value as number;
        const ok = better === 'lower' ? value <= target : value >= target;
        if (!ok) {
          reasons.push(`below_target:${name}`);
          if (better === 'lower') details.push(`above_target:${name}`);
        }
        part(ok, name, s.tier);
      }
    }
    let result: AcceptanceResult = parts.includes(false) ? 'rejected' : parts.length > 0 && parts.every((p) => p === true) ? 'accepted' : 'unknown';
    if (parts.length === 0) details.push('empty_rule');
    const end = readerInstant(endedAt);
    const window = BigInt(rule.window_days ?? 14) * 86_400_000_000n;
    for (const e of this.events) {
      if (end === null || e.at === null || e.at - end <= window) {
        result = 'rejected';
        reasons.push(`late:${e.name}`);
        used.push(e.tier);
        if (e.at === null) details.push(`late_undated:${e.name}`);
      }
    }
    // Keyed by signal names: no prototype, so __proto__ is a name like any other.
    const scores: Record<string, number> = Object.create(null) as Record<string, number>;
    for (const [name, s] of [...this.scores].sort(([a], [b]) => (a < b ? -1 : 1))) scores[name] = s.value as number;
    return { result, tier: weakest(used), reasons, details, scores };
  }
}

export function excludedEvents(rule: AcceptanceRule | undefined): Set<string> {
  return new Set(rule?.excludes_events ?? ['revert', 'incident']);
}

/** ": <the reader's reasons> (details: <the causes behind them>)", or "" when there are none. */
export function explainAcceptance(a: { reasons: string[]; details: string[] }): string {
  return `${a.reasons.length ? `: ${a.reasons.join(', ')}` : ''}${a.details.length ? ` (details: ${a.details.join(', ')})` : ''}`;
}
