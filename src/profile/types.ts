import type { SignalTier } from '../signals/ocp/types.js';
import type { GateSource, Split, ReleaseTier } from '../record/types.js';

/** A gate as a profile states it: a measure and its threshold, or an external decision. */
export interface ProfileGate {
  id: string;
  split?: Split;
  k?: number;
  /** Higher is better: the measure must reach it. */
  floor?: number;
  /** Lower is better: the measure must not exceed it. */
  ceiling?: number;
  source?: GateSource;
  /** Why this threshold: the evidence behind the number. */
  evidence?: string;
  /** Judge the threshold on a one-sided confidence bound at this level, not on the point value. */
  confidence?: number;
  /** Fewer observations than this hold the gate (GATE_INCONCLUSIVE). */
  min_n?: number;
  /** The bound of a proportion: Wilson score (default) or exact (Clopper–Pearson). */
  method?: 'wilson' | 'exact';
  /** Bootstrap resamples for a ratio-of-sums ceiling (efficiency per success); DEFAULT_RESAMPLES when unset. */
  resamples?: number;
  /** Fail on a drop against the baseline release beyond max_drop, at this confidence. */
  regression?: { max_drop: number; confidence: number };
  /** shadow: evaluated and reported, never enforced and not written among the record's gates. */
  mode?: 'enforce' | 'shadow';
}

/** A bootstrap's resamples when the gate sets none. */
export const DEFAULT_RESAMPLES = 1000;

export interface TaskSetRules {
  min_held_out_share?: number;
  min_canaries?: number;
  reset_between_attempts?: boolean;
}

export interface SignalRules {
  min_tier?: SignalTier;
  require_acceptance?: boolean;
  blocking_escalation?: ('low' | 'medium' | 'high' | 'critical')[];
  soft_holds?: {
    min_calibration?: number;
    flat_confidence?: boolean;
    calibration_inversion?: boolean;
    max_high_conf_failures?: number;
    continuation_overclaim?: boolean;
    /** Hold (advisory, never a reject) when the eval tool failed more attempts than this on judged checks alone: failures its deterministic verdict does not see. */
    max_judged_failures?: number;
  };
}

/** A profile file as written. */
export interface ProfileDoc {
  id: string;
  version: string;
  extends?: string;
  tier?: ReleaseTier;
  description?: string;
  k?: number;
  gates?: ProfileGate[];
  tier_gates?: Partial<Record<ReleaseTier, ProfileGate[]>>;
  task_set?: TaskSetRules;
  reported?: string[];
  signals?: SignalRules;
}

/** A profile with its `extends` chain folded in. */
export interface Profile {
  id: string;
  version: string;
  tier: ReleaseTier;
  k?: number;
  gates: ProfileGate[];
  tier_gates: Partial<Record<ReleaseTier, ProfileGate[]>>;
  task_set: TaskSetRules;
  reported: string[];
  signals: SignalRules;
  /** `id@version` of this profile and each it extends, nearest first. */
  chain: string[];
  warnings: string[];
}

/** The one list of release tiers, weakest demand first. */
export const RELEASE_TIERS: readonly ReleaseTier[] = ['T0', 'T1', 'T2'];

export function gateKey(g: Pick<ProfileGate, 'id' | 'split' | 'mode'>): string {
  // A shadow gate stands beside the enforced gate on the same measure (a new floor on trial).
  return `${g.split ? `${g.id}@${g.split}` : g.id}${g.mode === 'shadow' ? '#shadow' : ''}`;
}

/** The gates a profile demands at a tier: its own, and those of every tier up to it. */
export function gatesAtTier(p: Profile, tier: ReleaseTier): ProfileGate[] {
  const out = [...p.gates];
  for (const t of RELEASE_TIERS.slice(0, RELEASE_TIERS.indexOf(tier) + 1)) {
    for (const g of p.tier_gates[t] ?? []) {
      // A tier's bare demand (a gate on this measure) is met by any enforced gate the profile sets on it.
      const bare = g.split === undefined && g.floor === undefined && g.ceiling === undefined;
      // A regression alone (no threshold) is skipped without a baseline, so it meets no demand.
      const regressionOnly = (o: ProfileGate) => o.regression !== undefined && o.floor === undefined && o.ceiling === undefined;
      if (out.some((o) => o.mode !== 'shadow' && !regressionOnly(o) && (gateKey(o) === gateKey(g) || (bare && o.id === g.id)))) continue;
      out.push(g);
    }
  }
  return out;
}
