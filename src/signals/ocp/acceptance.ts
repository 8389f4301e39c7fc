// The acceptance rule, exactly as OCP 0.3 states it (seed 001):
// - for each required verdict, the latest signal by observed_at counts (ties:
//   the later in document order); accept/pass passes, reject/fail fails,
//   error or absence leaves that part unknown;
// - the score's latest numeric value must reach the target; null or absent is
//   unknown;
// - an excluded event (default revert, incident) observed within window_days
//   (default 14) after the run's end rejects;
// - any failing part rejects; otherwise any unknown part leaves the result
//   unknown; the result is as trustworthy as the weakest tier used.
// Streaming: per name only the latest signal is kept, and excluded events.
import type { AcceptanceRule, OcpSignal, Tier } from './types.js';
import { TIER_ORDER, weakest } from './types.js';

export type AcceptanceResult = 'accepted' | 'rejected' | 'unknown';

export interface Acceptance {
  result: AcceptanceResult;
  tier: Tier | null;
  reasons: string[];
  scores: Record<string, number>;
}

interface Latest {
  signal: OcpSignal;
  at: number;
  order: number;
}

/** Folds signals one at a time; `evaluate` may be called at any point. */
export class AcceptanceFold {
  private order = 0;
  private readonly verdicts = new Map<string, Latest>();
  private readonly scoreSignals = new Map<string, Latest>();
  private readonly numericScores = new Map<string, Latest>();
  private readonly events = new Map<string, { at: number; tier: Tier }[]>();
  /** Every kind each name was seen with, for the rule's E195 checks. */
  readonly kinds = new Map<string, Set<string>>();

  constructor(
    private readonly excluded: ReadonlySet<string> = new Set(['revert', 'incident']),
    private readonly notAfter?: number,
  ) {}

  add(s: OcpSignal): void {
    const at = Date.parse(s.observed_at);
    // Replaying a decision as of a time: what was observed later was not yet known.
    if (this.notAfter !== undefined && at > this.notAfter) return;
    const entry: Latest = { signal: s, at, order: this.order++ };
    let k = this.kinds.get(s.name);
    if (!k) this.kinds.set(s.name, (k = new Set()));
    k.add(s.kind);
    const later = (m: Map<string, Latest>) => {
      const prev = m.get(s.name);
      if (!prev || at >= prev.at) m.set(s.name, entry);
    };
    if (s.kind === 'verdict') later(this.verdicts);
    else if (s.kind === 'score') {
      later(this.scoreSignals);
      if (typeof s.value === 'number') later(this.numericScores);
    } else if (this.excluded.has(s.name)) {
      let list = this.events.get(s.name);
      if (!list) this.events.set(s.name, (list = []));
      list.push({ at, tier: s.tier });
    }
  }

  evaluate(rule: AcceptanceRule, endedAt: string | undefined, minTier?: Tier): Acceptance {
    const reasons: string[] = [];
    const used: Tier[] = [];
    let failed = false;
    let unknown = false;
    const below = (t: Tier) => minTier !== undefined && TIER_ORDER.indexOf(t) > TIER_ORDER.indexOf(minTier);
    for (const name of rule.requires ?? []) {
      const v = this.verdicts.get(name)?.signal;
      if (!v || v.value === 'error' || below(v.tier)) {
        unknown = true;
        reasons.push(`missing:${name}`);
        continue;
      }
      used.push(v.tier);
      if (v.value === 'reject' || v.value === 'fail') {
        failed = true;
        reasons.push(`failed:${name}`);
      }
    }
    if (rule.score) {
      const { name, target, better } = rule.score;
      const latest = this.scoreSignals.get(name)?.signal;
      if (!latest || latest.value === null || typeof latest.value !== 'number' || below(latest.tier)) {
        unknown = true;
        reasons.push(`missing:${name}`);
      } else {
        used.push(latest.tier);
        const ok = better === 'higher' ? latest.value >= target : latest.value <= target;
        if (!ok) {
          failed = true;
          reasons.push(`below_target:${name}`);
        }
      }
    }
    const end = endedAt === undefined ? undefined : Date.parse(endedAt);
    const window = (rule.window_days ?? 14) * 86_400_000;
    for (const name of rule.excludes_events ?? ['revert', 'incident']) {
      for (const e of this.events.get(name) ?? []) {
        // Without the run's end no window can be placed: every excluded event counts.
        if (end === undefined || (e.at >= end && e.at <= end + window)) {
          // Too weak to reject, too present to ignore: that part is unknown.
          if (below(e.tier)) {
            unknown = true;
            if (!reasons.includes(`missing:${name}`)) reasons.push(`missing:${name}`);
            continue;
          }
          failed = true;
          used.push(e.tier);
          reasons.push(`late:${name}`);
          break;
        }
      }
    }
    // Keyed by signal names: no prototype, so __proto__ is a name like any other.
    const scores: Record<string, number> = Object.create(null) as Record<string, number>;
    for (const [name, l] of this.numericScores) scores[name] = l.signal.value as number;
    return { result: failed ? 'rejected' : unknown ? 'unknown' : 'accepted', tier: weakest(used), reasons, scores };
  }
}

export function excludedEvents(rule: AcceptanceRule | undefined): Set<string> {
  return new Set(rule?.excludes_events ?? ['revert', 'incident']);
}
