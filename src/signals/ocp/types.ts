// OCP 0.3 run signals and acceptance rules (seed 001).

/** How a signal is known (OCP's OutcomeTier), strongest first. Not a release tier (T0–T2). */
export type SignalTier = 'verified' | 'reported' | 'heuristic' | 'asserted';
/** The one list of signal tiers, strongest first. */
export const SIGNAL_TIERS: readonly SignalTier[] = ['verified', 'reported', 'heuristic', 'asserted'];

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
  tier: SignalTier;
}

export interface AcceptanceRule {
  name: string;
  definition: string;
  requires?: string[];
  score?: { name: string; target: number; better: 'higher' | 'lower'; scale?: 'linear' | 'log' | 'fraction' } | null;
  excludes_events?: string[];
  window_days?: number;
}

export function isSignalTier(v: unknown): v is SignalTier {
  return SIGNAL_TIERS.includes(v as SignalTier);
}

/** A tier as the reference reader reads it: any case; missing or unknown is `asserted`. */
export function readerTier(v: unknown): SignalTier {
  const t = typeof v === 'string' && v !== '' ? v.toLowerCase() : 'asserted';
  return isSignalTier(t) ? t : 'asserted';
}

/** Whether `t` is weaker than `min`. */
export function tierBelow(t: SignalTier, min: SignalTier): boolean {
  return SIGNAL_TIERS.indexOf(t) > SIGNAL_TIERS.indexOf(min);
}

/** The weakest of the tiers used; with none used, `asserted` (nothing backs the result). */
export function weakest(tiers: Iterable<SignalTier>): SignalTier {
  let worst = -1;
  for (const t of tiers) worst = Math.max(worst, SIGNAL_TIERS.indexOf(t));
  return SIGNAL_TIERS[worst < 0 ? SIGNAL_TIERS.length - 1 : worst] as SignalTier;
}
