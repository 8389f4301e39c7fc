// L2: deterministic gates enforced, held-out split sealed and fingerprinted,
// contamination probes present, and the tier's ship rules honoured.
import { backingMeasure } from '../record/backing.js';
import { isDecisionSource, onlyThresholdJudges } from '../gate/contradiction.js';
import { measuresById } from '../record/group.js';
import { isExtension, lookupMeasure } from '../record/registry.js';
import type { AgentQualityRecord, Gate, Measure } from '../record/types.js';
import type { Unmet } from './types.js';

export function level2(r: AgentQualityRecord): Unmet[] {
  const out: Unmet[] = [];
  const add = (code: string, message: string, path?: (string | number)[]) =>
    out.push(path ? { level: 'L2', code, message, path } : { level: 'L2', code, message });
  const ship = r.decision.verdict === 'ship';

  r.measures.forEach((m, i) => {
    if (isExtension(m.id)) add('X_MEASURE', `measure ${m.id} is a local extension: a record with x- measures reaches L1 at most`, ['measures', i, 'id']);
  });
  if (r.gates.length === 0) add('NO_GATES', 'no gates: nothing was enforced', ['gates']);
  const byId = measuresById(r.measures);
  r.gates.forEach((g, i) => {
    const where = ['gates', i];
    if (isExtension(g.id)) add('X_MEASURE', `gate ${g.id} is a local extension: a record with x- measures reaches L1 at most`, [...where, 'id']);
    const def = lookupMeasure(g.id);
    if (def?.kind === 'judged') add('GATE_JUDGED', `gate ${g.id} is backed by a judged measure; only deterministic measures may gate`, [...where, 'id']);
    gateAgainstMeasure(g, byId.get(g.id) ?? [], where, add);
  });

  if (!r.task_set.sealed) add('UNSEALED', 'task_set.sealed is false: the held-out split may have been read by an optimizer', ['task_set', 'sealed']);
  if (!r.task_set.held_out) add('HELD_OUT_EMPTY', 'task_set.held_out is missing or 0: there is no held-out split', ['task_set']);
  if (!r.task_set.canary_ids?.length) add('NO_CANARIES', 'task_set.canary_ids is empty: no contamination probes', ['task_set']);

  const fired = (r.assurance.integrity?.canaries ?? []).filter((c) => c.observed !== c.expected);
  if (ship && fired.length > 0)
    add('CANARY_FIRED_SHIP', `verdict is ship but canary ${fired.map((c) => c.id).join(', ')} fired (observed ≠ expected)`, [
      'assurance',
      'integrity',
      'canaries',
    ]);

  // RFC 0005: a judged pass discarded because a deterministic check failed is never a ship.
  if (ship && r.assurance.integrity?.mechanical_override === true)
    add('MECHANICAL_OVERRIDE_SHIP', 'verdict is ship but assurance.integrity.mechanical_override is true: a deterministic check failed under a judged pass', [
      'assurance',
      'integrity',
      'mechanical_override',
    ]);

  if (ship && (r.profile.tier === 'T1' || r.profile.tier === 'T2') && !r.gates.some((g) => g.id === 'reliability.pass_hat_k' && g.floor !== undefined))
    add('TIER_RELIABILITY_GATE', `tier ${r.profile.tier} ships only with a reliability.pass_hat_k gate that has a floor`, ['gates']);

  contradiction(r, 'assurance.holdout_sealed', r.task_set.sealed, 'task_set.sealed', add);
  contradiction(r, 'assurance.evaluator_independence', r.assurance.evaluator_independent, 'assurance.evaluator_independent', add);
  return out;
}

type Add = (code: string, message: string, path?: (string | number)[]) => void;

function gateAgainstMeasure(g: Gate, measures: Measure[], where: (string | number)[], add: Add): void {
  // Exactly one measure of the gate's own split: a gate without a split stands on the unsplit measure.
  const { candidates } = backingMeasure(g, measures);
  const on = g.split ? ` on split ${g.split}` : '';
  if (g.floor === undefined) {
    // A gate without a floor may be an external decision (acs, assert); when it
    // stands on one boolean measure, a pass must not contradict it, and a
    // decision never passes a number only a threshold can judge.
    const only = candidates.length === 1 ? candidates[0] : undefined;
    if (g.result === 'pass' && only?.value === false) add('GATE_CONTRADICTS_MEASURE', `gate ${g.id} passed but its measure is false`, where);
    if (g.result === 'pass' && only && isDecisionSource(g.source) && onlyThresholdJudges(only))
      add(
        'GATE_NO_THRESHOLD',
        `gate ${g.id}${on} passed on a ${g.source} decision with no floor, but the record measures it (${String(only.value)}): a decision does not stand in for a threshold`,
        where,
      );
    return;
  }
  const def = lookupMeasure(g.id);
  if (def?.better === 'lower')
    add('GATE_FLOOR_ON_CEILING', `gate ${g.id} has a floor, but lower is better for ${g.id}: its threshold is a ceiling`, [...where, 'floor']);
  if (candidates.length === 0) return add('GATE_NO_MEASURE', `gate ${g.id} has a floor but no measure ${g.id}${on} backs it`, where);
  if (candidates.length > 1)
    return add('GATE_AMBIGUOUS_MEASURE', `gate ${g.id} has a floor and ${candidates.length} measures ${g.id}${on} could back it; name the split`, where);
  const value = (candidates[0] as Measure).value;
  if (typeof value !== 'number')
    return add('GATE_FLOOR_NOT_NUMERIC', `gate ${g.id} has a floor but its measure is ${JSON.stringify(value)}, not a number`, where);
  if (g.result === 'pass' && value < g.floor) add('GATE_BELOW_FLOOR', `gate ${g.id} passed with ${value}${on}, below its floor ${g.floor}`, where);
}

function contradiction(r: AgentQualityRecord, id: string, actual: boolean, field: string, add: Add): void {
  r.measures.forEach((m, i) => {
    if (m.id === id && typeof m.value === 'boolean' && m.value !== actual)
      add('ASSURANCE_CONTRADICTION', `measure ${id} is ${m.value} but ${field} is ${actual}`, ['measures', i, 'value']);
  });
}
