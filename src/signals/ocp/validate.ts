// OCP signal and rule contracts. Shape problems and the kind/value rules are
// error E195 in the specification's own terms.
import { describeValue, safeKeys, safeLabel } from '../deviation.js';
import { isRfc3339 } from '../../text/rfc3339.js';
import { isSignalTier, SIGNAL_TIERS, type AcceptanceRule, type OcpSignal } from './types.js';

const VERDICTS = new Set(['accept', 'reject', 'pass', 'fail', 'error']);
const SIGNAL_KEYS = new Set(['id', 'kind', 'name', 'value', 'unit', 'better', 'target', 'scale', 'at_attempt', 'observed_at', 'source', 'tier', 'ext']);

/** Why a value is not an OCP signal (E195), or undefined. */
export function signalProblem(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return 'a signal is an object';
  const s = v as Record<string, unknown>;
  for (const k of ['id', 'kind', 'name', 'observed_at', 'tier']) if (s[k] === undefined) return `signal has no ${k}`;
  if (!('value' in s)) return 'signal has no value';
  {
    const extra = Object.keys(s).filter((k) => !SIGNAL_KEYS.has(k));
    if (extra.length > 0) return `signal fields not in OCP 0.3: ${safeKeys(extra)}`;
  }
  if (typeof s['id'] !== 'string' || s['id'] === '' || s['id'].length > 200) return 'id must be a string of 1 to 200 characters';
  if (typeof s['name'] !== 'string' || s['name'].length > 200) return 'name must be a string of at most 200 characters';
  if (typeof s['observed_at'] !== 'string' || !isRfc3339(s['observed_at'])) return 'observed_at must be an RFC 3339 timestamp with an offset';
  if (!isSignalTier(s['tier'])) return `tier must be ${SIGNAL_TIERS.join(', ')}, got ${describeValue(s['tier'])}`;
  const value = s['value'];
  switch (s['kind']) {
    case 'verdict':
      if (typeof value !== 'string' || !VERDICTS.has(value)) return `a verdict's value is accept, reject, pass, fail or error, got ${describeValue(value)}`;
      break;
    case 'score':
      if (value !== null && (typeof value !== 'number' || !Number.isFinite(value))) return `a score's value is a number or null, got ${describeValue(value)}`;
      if (s['scale'] === 'fraction' && typeof value === 'number' && (value < 0 || value > 1)) return `a fraction score lies in [0, 1], got ${value}`;
      break;
    case 'event':
      if (typeof value !== 'string') return `an event's value is a reference string, got ${describeValue(value)}`;
      break;
    default:
      return `kind must be verdict, score or event, got ${describeValue(s['kind'])}`;
  }
  if (typeof value === 'string' && value.length > 500) return 'value is longer than 500 characters';
  if (s['better'] !== undefined && s['better'] !== 'higher' && s['better'] !== 'lower') return 'better must be higher or lower';
  if (s['scale'] !== undefined && !['linear', 'log', 'fraction'].includes(s['scale'] as string)) return 'scale must be linear, log or fraction';
  if (s['target'] !== undefined && typeof s['target'] !== 'number') return 'target must be a number';
  return undefined;
}

export function isSignal(v: unknown): v is OcpSignal {
  return signalProblem(v) === undefined;
}

/** Why a value is not an acceptance rule, or undefined. */
export function ruleProblem(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return 'an acceptance rule is an object';
  const r = v as Record<string, unknown>;
  if (typeof r['name'] !== 'string' || r['name'] === '') return 'acceptance_rule needs a name';
  if (typeof r['definition'] !== 'string') return 'acceptance_rule needs a definition';
  if (r['requires'] !== undefined && (!Array.isArray(r['requires']) || r['requires'].some((x) => typeof x !== 'string')))
    return 'requires is a list of verdict names';
  if (r['excludes_events'] !== undefined && (!Array.isArray(r['excludes_events']) || r['excludes_events'].some((x) => typeof x !== 'string')))
    return 'excludes_events is a list of event names';
  if (r['window_days'] !== undefined && (typeof r['window_days'] !== 'number' || !Number.isInteger(r['window_days']) || r['window_days'] < 0))
    return 'window_days is an integer ≥ 0';
  const score = r['score'];
  if (score !== undefined && score !== null) {
    const sc = score as Record<string, unknown>;
    if (typeof sc['name'] !== 'string' || typeof sc['target'] !== 'number' || (sc['better'] !== 'higher' && sc['better'] !== 'lower'))
      return 'score needs name, target and better (higher or lower)';
    if (sc['scale'] === 'fraction' && ((sc['target'] as number) < 0 || (sc['target'] as number) > 1))
      return `a fraction score target lies in [0, 1], got ${String(sc['target'])}`;
  }
  return undefined;
}

/** E195 between a rule and the signals it reads: names of the wrong kind. */
export function ruleAgainstSignals(rule: AcceptanceRule, kinds: ReadonlyMap<string, Set<string>>): string[] {
  const out: string[] = [];
  for (const name of rule.requires ?? []) {
    const k = kinds.get(name);
    if (k && (k.has('score') || k.has('event'))) out.push(`requires names ${safeLabel(name)}, a ${[...k].join('/')} signal, not a verdict`);
  }
  if (rule.score) {
    const k = kinds.get(rule.score.name);
    if (k && (k.has('verdict') || k.has('event'))) out.push(`score names ${safeLabel(rule.score.name)}, a ${[...k].join('/')} signal, not a score`);
  }
  return out;
}
