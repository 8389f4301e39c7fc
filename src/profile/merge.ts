// A profile over the one it extends: it may add gates, raise floors, lower
// ceilings, raise k and the tier, and tighten task-set rules; never the reverse.
import { AqrError } from '../errors.js';
import type { ReleaseTier } from '../record/types.js';
import { DEFAULT_RESAMPLES, gateKey, RELEASE_TIERS, type Profile, type ProfileDoc, type ProfileGate, type SignalRules, type TaskSetRules } from './types.js';
import { tierBelow } from '../signals/ocp/types.js';

export function fromDoc(doc: ProfileDoc): Profile {
  const p: Profile = {
    id: doc.id,
    version: doc.version,
    tier: doc.tier ?? 'T0',
    gates: doc.gates ?? [],
    tier_gates: doc.tier_gates ?? {},
    task_set: doc.task_set ?? {},
    reported: doc.reported ?? [],
    signals: doc.signals ?? {},
    chain: [`${doc.id}@${doc.version}`],
    warnings: [],
  };
  if (doc.k !== undefined) p.k = doc.k;
  return p;
}

export function extendProfile(parent: Profile, child: ProfileDoc, file: string): Profile {
  const weakens = (what: string) =>
    new AqrError('ERR_PROFILE_WEAKENS', `${what}; a profile may only tighten the one it extends (${parent.chain[0] ?? parent.id})`, { file });
  const tier = child.tier ?? parent.tier;
  if (RELEASE_TIERS.indexOf(tier) < RELEASE_TIERS.indexOf(parent.tier)) throw weakens(`tier ${tier} is below ${parent.tier}`);
  if (child.k !== undefined && parent.k !== undefined && child.k < parent.k) throw weakens(`k ${child.k} is below ${parent.k}`);
  const merged: Profile = {
    id: child.id,
    version: child.version,
    tier,
    gates: mergeGates(parent.gates, child.gates ?? [], weakens),
    tier_gates: {},
    task_set: mergeTaskSet(parent.task_set, child.task_set ?? {}, weakens),
    reported: [...new Set([...parent.reported, ...(child.reported ?? [])])],
    signals: mergeSignals(parent.signals, child.signals ?? {}, weakens),
    chain: [`${child.id}@${child.version}`, ...parent.chain],
    warnings: [...parent.warnings],
  };
  const k = child.k ?? parent.k;
  if (k !== undefined) merged.k = k;
  for (const t of RELEASE_TIERS) {
    const gates = mergeGates(parent.tier_gates[t] ?? [], child.tier_gates?.[t] ?? [], weakens);
    if (gates.length > 0) merged.tier_gates[t as ReleaseTier] = gates;
  }
  return merged;
}

function mergeGates(parent: ProfileGate[], child: ProfileGate[], weakens: (what: string) => AqrError): ProfileGate[] {
  const out = new Map(parent.map((g) => [gateKey(g), g]));
  for (const c of child) {
    const key = gateKey(c);
    const p = out.get(key);
    if (!p) {
      out.set(key, c);
      continue;
    }
    if (p.floor !== undefined && (c.floor === undefined || c.floor < p.floor))
      throw weakens(`gate ${key} lowers its floor from ${p.floor} to ${c.floor ?? 'none'}`);
    if (p.ceiling !== undefined && (c.ceiling === undefined || c.ceiling > p.ceiling))
      throw weakens(`gate ${key} raises its ceiling from ${p.ceiling} to ${c.ceiling ?? 'none'}`);
    if (p.k !== undefined && (c.k === undefined || c.k < p.k)) throw weakens(`gate ${key} lowers k from ${p.k} to ${c.k ?? 'none'}`);
    if (p.source !== undefined && c.source !== undefined && c.source !== p.source)
      throw weakens(`gate ${key} changes its source from ${p.source} to ${c.source}`);
    const weaker = statsWeakening(p, c);
    if (weaker) throw weakens(`gate ${key} ${weaker}`);
    const g: ProfileGate = { ...p, ...c };
    if (c.source === undefined && p.source !== undefined) g.source = p.source;
    out.set(key, g);
  }
  return [...out.values()];
}

/** What a child's confidence, regression or mode settings give up of its parent's, if anything. */
function statsWeakening(p: ProfileGate, c: ProfileGate): string | undefined {
  if (p.confidence !== undefined && (c.confidence ?? p.confidence) < p.confidence) return `lowers its confidence from ${p.confidence} to ${c.confidence}`;
  if (p.min_n !== undefined && (c.min_n ?? p.min_n) < p.min_n) return `lowers min_n from ${p.min_n} to ${c.min_n}`;
  if (p.method === 'exact' && c.method === 'wilson') return 'trades the exact bound for the Wilson bound';
  // Fewer resamples make the bound's percentile noisier (its Monte Carlo error grows as 1/√resamples): a luckier draw is likelier.
  const resamples = (g: ProfileGate) => g.resamples ?? DEFAULT_RESAMPLES;
  if (p.confidence !== undefined && resamples({ ...p, ...c }) < resamples(p)) return `lowers resamples from ${resamples(p)} to ${resamples({ ...p, ...c })}`;
  // A regression alone is relative to the last release: it does not stand in for the threshold or decision the parent demands.
  if (c.regression && p.floor === undefined && p.ceiling === undefined && c.floor === undefined && c.ceiling === undefined)
    return 'becomes a regression alone; give it a floor or ceiling too';
  if (p.regression && c.regression) {
    if (c.regression.max_drop > p.regression.max_drop) return `allows a larger drop (${c.regression.max_drop}) than ${p.regression.max_drop}`;
    if (c.regression.confidence < p.regression.confidence)
      return `lowers its regression confidence from ${p.regression.confidence} to ${c.regression.confidence}`;
  }
  return undefined;
}

function mergeTaskSet(parent: TaskSetRules, child: TaskSetRules, weakens: (what: string) => AqrError): TaskSetRules {
  const out: TaskSetRules = { ...parent, ...child };
  if (parent.min_held_out_share !== undefined && (child.min_held_out_share ?? parent.min_held_out_share) < parent.min_held_out_share)
    throw weakens(`task_set.min_held_out_share ${child.min_held_out_share} is below ${parent.min_held_out_share}`);
  if (parent.min_canaries !== undefined && (child.min_canaries ?? parent.min_canaries) < parent.min_canaries)
    throw weakens(`task_set.min_canaries ${child.min_canaries} is below ${parent.min_canaries}`);
  if (parent.reset_between_attempts && child.reset_between_attempts === false) throw weakens('task_set.reset_between_attempts is turned off');
  return out;
}

function mergeSignals(parent: SignalRules, child: SignalRules, weakens: (what: string) => AqrError): SignalRules {
  const out: SignalRules = { ...parent, ...child };
  if (parent.min_tier && (!child.min_tier || tierBelow(child.min_tier, parent.min_tier))) {
    if (child.min_tier) throw weakens(`signals.min_tier ${child.min_tier} is weaker than ${parent.min_tier}`);
    out.min_tier = parent.min_tier;
  }
  if (parent.require_acceptance && child.require_acceptance === false) throw weakens('signals.require_acceptance is turned off');
  if (parent.blocking_escalation) {
    const dropped = parent.blocking_escalation.filter((s) => child.blocking_escalation && !child.blocking_escalation.includes(s));
    if (dropped.length > 0) throw weakens(`signals.blocking_escalation drops ${dropped.join(', ')}`);
  }
  const p = parent.soft_holds ?? {};
  const c = child.soft_holds ?? {};
  for (const k of ['flat_confidence', 'calibration_inversion', 'continuation_overclaim'] as const)
    if (p[k] && c[k] === false) throw weakens(`signals.soft_holds.${k} is turned off`);
  if (p.min_calibration !== undefined && c.min_calibration !== undefined && c.min_calibration < p.min_calibration)
    throw weakens(`signals.soft_holds.min_calibration ${c.min_calibration} is below ${p.min_calibration}`);
  if (p.max_high_conf_failures !== undefined && c.max_high_conf_failures !== undefined && c.max_high_conf_failures > p.max_high_conf_failures)
    throw weakens(`signals.soft_holds.max_high_conf_failures ${c.max_high_conf_failures} is above ${p.max_high_conf_failures}`);
  if (p.max_judged_failures !== undefined && c.max_judged_failures !== undefined && c.max_judged_failures > p.max_judged_failures)
    throw weakens(`signals.soft_holds.max_judged_failures ${c.max_judged_failures} is above ${p.max_judged_failures}`);
  if (parent.soft_holds || child.soft_holds) out.soft_holds = { ...p, ...c };
  return out;
}

/** Warnings a loaded profile deserves: thresholds with no evidence behind them. */
export function thresholdWarnings(p: Profile): string[] {
  const all = [...p.gates, ...Object.values(p.tier_gates).flat()];
  return all
    .filter((g) => (g.floor !== undefined || g.ceiling !== undefined) && !g.evidence)
    .map(
      (g) =>
        `profile ${p.id}@${p.version}: gate ${gateKey(g)} has a ${g.floor !== undefined ? `floor ${g.floor}` : `ceiling ${g.ceiling}`} with no evidence note saying why that number`,
    );
}
