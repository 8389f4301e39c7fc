// OCP 0.3 run signals and acceptance rules (seed 001).

export type Tier = 'verified' | 'reported' | 'heuristic' | 'asserted';
export const TIER_ORDER: readonly Tier[] = ['verified', 'reported', 'heuristic', 'asserted'];

export interface OcpSignal {
  id: string;
  kind: 'verdict' | 'score' | 'event';
  name: string;
  value: string | number | null;
  unit?: string;
  better?: 'higher' | 'lower';
  target?: number;
  scale?: 'linear' | 'log' | 'fraction';
  at_attempt?: string;
  observed_at: string;
  source?: { kind: string; ref?: string };
  tier: Tier;
}

export interface AcceptanceRule {
  name: string;
  definition: string;
  requires?: string[];
  score?: { name: string; target: number; better: 'higher' | 'lower'; scale?: 'linear' | 'log' | 'fraction' } | null;
  excludes_events?: string[];
  window_days?: number;
}

export function weakest(tiers: Iterable<Tier>): Tier | null {
  let worst = -1;
  for (const t of tiers) worst = Math.max(worst, TIER_ORDER.indexOf(t));
  return worst < 0 ? null : (TIER_ORDER[worst] as Tier);
}
