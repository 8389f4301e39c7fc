// One profile document: shape by schema, gates by the registry. A profile that
// gates a judged measure, or puts a floor where lower is better, is refused
// when it loads, not when it would have let a release through.
import { AqrError } from '../errors.js';
import type { Parsed } from '../doc/parsed.js';
import { isExtension, lookupMeasure, RATIO_MEASURES } from '../record/registry.js';
import { schemaError } from '../doc/schema-error.js';
import { conformsTo } from '../doc/fast/conforms.js';
import { profileValidator } from '../doc/validator/profile.js';
import type { ProfileDoc, ProfileGate } from './types.js';

export function validateProfile(parsed: Parsed, file: string): ProfileDoc {
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new AqrError('ERR_PROFILE_INVALID', 'a profile is a mapping with id, version and gates', { file, line: 1 });
  if (!conformsTo('profile', v)) {
    const validate = profileValidator();
    if (!validate(v)) throw schemaError(validate.errors, parsed, file, 'ERR_PROFILE_INVALID');
  }
  const doc = v as unknown as ProfileDoc;
  const check = (gates: ProfileGate[] | undefined, at: (string | number)[]) =>
    gates?.forEach((g, i) => {
      const problem = gateProblem(g);
      if (problem) {
        const path = [...at, i];
        const line = parsed.lineOf(path);
        throw new AqrError('ERR_PROFILE_INVALID', problem, { file, field: `${at.join('.')}[${i}] ${g.id}`, ...(line === undefined ? {} : { line }) });
      }
    });
  check(doc.gates, ['gates']);
  for (const [tier, gates] of Object.entries(doc.tier_gates ?? {})) check(gates, ['tier_gates', tier]);
  return doc;
}

function gateProblem(g: ProfileGate): string | undefined {
  if (g.floor !== undefined && g.ceiling !== undefined) return 'a gate has a floor or a ceiling, not both';
  if (isExtension(g.id)) return undefined;
  const def = lookupMeasure(g.id);
  if (!def) {
    // An external decision may name its own rule (policy.no_pii_egress); a threshold needs a registered measure.
    if (g.floor !== undefined || g.ceiling !== undefined || (g.source !== 'acs' && g.source !== 'assert'))
      return `'${g.id}' is not a registered measure; prefix local measures with 'x-', or make it a decision (source: acs or assert)`;
    return undefined;
  }
  if (def.kind === 'judged') return `${g.id} is a judged measure: only deterministic measures may gate (record it, do not gate on it)`;
  if (def.value === 'boolean' && (g.floor !== undefined || g.ceiling !== undefined))
    return `${g.id} is a boolean: its gate passes when it is true, with no floor or ceiling`;
  if (g.floor !== undefined && def.better === 'lower') return `${g.id} is lower-is-better: give it a ceiling, not a floor`;
  if (g.ceiling !== undefined && def.better === 'higher') return `${g.id} is higher-is-better: give it a floor, not a ceiling`;
  const t = g.floor ?? g.ceiling;
  if (t !== undefined && def.value === 'fraction' && (t < 0 || t > 1)) return `${g.id} is a fraction: its threshold must be in [0, 1], got ${t}`;
  if (t !== undefined && def.value === 'kappa' && (t < -1 || t > 1)) return `${g.id} is a kappa: its threshold must be in [-1, 1], got ${t}`;
  if (g.k !== undefined && !def.k) return `${g.id} takes no k`;
  return statsProblem(g, def.value === 'fraction');
}

/** Confidence bounds need a threshold and a measure they can be computed for. */
function statsProblem(g: ProfileGate, fraction: boolean): string | undefined {
  const ratio = RATIO_MEASURES.has(g.id);
  if (g.confidence === undefined) {
    if (g.min_n !== undefined || g.method !== undefined || g.resamples !== undefined)
      return `${g.id}: min_n, method and resamples qualify a confidence bound; set confidence too`;
  } else {
    if (g.floor === undefined && g.ceiling === undefined) return `${g.id}: a confidence bound is judged against a threshold; give a floor or a ceiling`;
    if (!fraction && !ratio) return `${g.id}: confidence bounds are computed for proportions and per-success ratios, not for this measure`;
    if (ratio && g.method !== undefined) return `${g.id} is a ratio of sums: its bound is a bootstrap, so method does not apply`;
    if (fraction && g.resamples !== undefined) return `${g.id} is a proportion: its bound is exact or Wilson, so resamples does not apply`;
  }
  if (g.regression && !fraction) return `${g.id}: a regression is tested on a proportion against the baseline's; this measure is not one`;
  return undefined;
}
