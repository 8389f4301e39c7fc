// Agent Signals (seed 000, schema 0.1.0/0.1.1) as emitted in the wild, made
// readable: each departure from the field contracts is reported with a stable
// code; what still has one meaning is read, what does not is skipped.
import { describeValue, safeKeys, safeLabel, safeName, type Report } from '../deviation.js';
import type { PathSegment } from '../../doc/path.js';
import { isUuid } from '../uuid.js';

export interface AgentSignal {
  type: 'execution' | 'outcome' | 'escalation' | 'partnership';
  run_id: string;
  agent: string;
  timestamp?: number;
  skill?: string;
  confidence?: number;
  readiness?: number;
  resumed_from?: string;
  quality?: number;
  recovery?: number;
  severity?: 'low' | 'medium' | 'high' | 'critical';
  blocking?: boolean;
  observed_agent?: string;
  recommendations?: { type?: string; target?: string; validation_status?: string; priority?: string }[];
}

const COMMON = ['signal_type', 'schema_version', 'run_id', 'timestamp', 'agent_name'];
// Each contract by its own name, chosen by a switch: the type changes line to
// line, and a look-up by a changing key misses V8's inline cache (and a Map
// look-up hashes the type each line).
const EXECUTION_KEYS: ReadonlySet<string> = new Set([...COMMON, 'self_assessment', 'skill_used', 'mode', 'resumed_from_run_id', 'patterns']);
const OUTCOME_KEYS: ReadonlySet<string> = new Set([...COMMON, 'quality_rating', 'effort_to_merge', 'issues_found', 'continuation']);
const ESCALATION_KEYS: ReadonlySet<string> = new Set([...COMMON, 'reason', 'severity', 'blocking', 'requested_action']);
const PARTNERSHIP_KEYS: ReadonlySet<string> = new Set([...COMMON, 'observed_agent', 'observation', 'observed_skill', 'recommendations', 'self_assessment']);
function contractKeys(type: AgentSignal['type']): ReadonlySet<string> {
  switch (type) {
    case 'execution':
      return EXECUTION_KEYS;
    case 'outcome':
      return OUTCOME_KEYS;
    case 'escalation':
      return ESCALATION_KEYS;
    case 'partnership':
      return PARTNERSHIP_KEYS;
  }
}
const RATINGS = ['confidence', 'accuracy', 'completeness'] as const;
const SELF_ASSESSMENT = new Set([...RATINGS, 'continuation_readiness']);
const IDENT = /^[A-Za-z0-9][\w.:/-]{0,99}$/;
const SEVERITIES = new Set(['low', 'medium', 'high', 'critical']);

/** A recommendation's identifier fields travel on only when they are plain and look like nothing private. */
const ident = (x: unknown): x is string => typeof x === 'string' && IDENT.test(x) && safeLabel(x) === x;
const rating = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5;
/** The first of RATINGS that is not a rating. Each is read by its name: a look-up by a key that changes misses V8's inline cache. */
function badRating(sa: Record<string, unknown>): (typeof RATINGS)[number] | undefined {
  if (!rating(sa['confidence'])) return 'confidence';
  if (!rating(sa['accuracy'])) return 'accuracy';
  if (!rating(sa['completeness'])) return 'completeness';
  return undefined;
}

const digits = (s: string, from: number, n: number): number => {
  let v = 0;
  for (let i = from; i < from + n; i++) {
    const d = s.charCodeAt(i) - 48;
    if (!(d >= 0 && d <= 9)) return -1;
    v = v * 10 + d;
  }
  return v;
};

/**
 * Date.parse(s), with the form signals are written in (`YYYY-MM-DDTHH:MM:SSZ`,
 * optionally `.sss` before the Z) read by hand: Date.parse costs about 0.27 µs
 * a call, a quarter of a signal's whole analysis. Only what is plainly valid
 * takes the short way (year 1000 or later, day 1 to 28, hour 0 to 23, minute
 * and second 0 to 59); anything else, other forms and edges included, is
 * Date.parse's.
 */
export function parseTimestamp(s: string): number {
  // Neighbouring signals often carry the same time: the last one read is kept.
  if (s === lastTimestamp) return lastTime;
  const t = readTimestamp(s);
  lastTimestamp = s;
  lastTime = t;
  return t;
}
let lastTimestamp: string | undefined;
let lastTime = Number.NaN;

function readTimestamp(s: string): number {
  const n = s.length;
  if (
    (n === 20 || n === 24) &&
    s.charCodeAt(n - 1) === 90 /* Z */ &&
    s.charCodeAt(4) === 45 &&
    s.charCodeAt(7) === 45 &&
    s.charCodeAt(10) === 84 /* T */ &&
    s.charCodeAt(13) === 58 &&
    s.charCodeAt(16) === 58 &&
    (n === 20 || s.charCodeAt(19) === 46) /* . */
  ) {
    const y = digits(s, 0, 4);
    const mo = digits(s, 5, 2);
    const d = digits(s, 8, 2);
    const h = digits(s, 11, 2);
    const mi = digits(s, 14, 2);
    const sec = digits(s, 17, 2);
    const ms = n === 24 ? digits(s, 20, 3) : 0;
    if (y >= 1000 && mo >= 1 && mo <= 12 && d >= 1 && d <= 28 && h >= 0 && h <= 23 && mi >= 0 && mi <= 59 && sec >= 0 && sec <= 59 && ms >= 0)
      return Date.UTC(y, mo - 1, d, h, mi, sec, ms);
  }
  return Date.parse(s);
}

// Key lists found inside a contract: a file repeats a few (one per kind of
// signal), and an object with one of them, the same keys in the same order,
// is settled by comparing interned keys. A few at most, forgotten all at once.
const INSIDE_LISTS_MAX = 16;
/** The contracts have at most 12 keys: a longer list is never inside one, and is not kept. */
const INSIDE_LIST_KEYS = 16;
const insideLists: { known: ReadonlySet<string>; keys: string[] }[] = [];

/** The keys of `o` outside `known` (and other than `also`, which goes with `known`), in Object.keys order. */
function keysOutside(o: Record<string, unknown>, known: ReadonlySet<string>, also?: string): string[] | undefined {
  const keys = Object.keys(o);
  next: for (const l of insideLists) {
    if (l.known !== known || l.keys.length !== keys.length) continue;
    for (let i = 0; i < keys.length; i++) if (l.keys[i] !== keys[i]) continue next;
    return undefined;
  }
  let extra: string[] | undefined;
  for (const k of keys) if (!known.has(k) && k !== also) (extra ??= []).push(k);
  if (!extra && keys.length <= INSIDE_LIST_KEYS) {
    if (insideLists.length >= INSIDE_LISTS_MAX) insideLists.length = 0;
    insideLists.push({ known, keys });
  }
  return extra;
}

/** Reports a deviation of a `type` signal (a function, not a closure made per signal). */
function note(report: Report, type: AgentSignal['type'], action: 'read' | 'skipped', code: string, message: string, path?: PathSegment[]): undefined {
  report({ code, message: `${type} signal: ${message}`, action, ...(path ? { path } : {}) });
  return undefined;
}

/** The signal as the analysis reads it, or undefined when it was skipped (reported). */
export function normalizeAgentSignal(v: Record<string, unknown>, report: Report): AgentSignal | undefined {
  const type = v['signal_type'];
  if (type !== 'execution' && type !== 'outcome' && type !== 'escalation' && type !== 'partnership') {
    report({
      code: 'AS_UNKNOWN_TYPE',
      message: `signal_type (${describeValue(type)}) is not execution, outcome, escalation or partnership`,
      action: 'skipped',
    });
    return undefined;
  }
  const run_id = v['run_id'];
  if (typeof run_id !== 'string' || run_id === '') return note(report, type, 'skipped', 'AS_MISSING_RUN_ID', 'no run_id: it cannot be joined');
  if (!isUuid(run_id)) note(report, type, 'read', 'AS_RUN_ID_NOT_UUID', 'run_id is not a UUID', ['run_id']);
  const agent = v['agent_name'];
  if (typeof agent !== 'string' || agent === '') return note(report, type, 'skipped', 'AS_MISSING_AGENT', 'no agent_name');
  const version = v['schema_version'];
  if (version === undefined) note(report, type, 'read', 'AS_MISSING_SCHEMA_VERSION', 'no schema_version');
  else if (version !== '0.1.0' && version !== '0.1.1')
    note(report, type, 'read', 'AS_SCHEMA_VERSION', `schema_version (${describeValue(version)}) is not 0.1.0 or 0.1.1`, ['schema_version']);
  const out: AgentSignal = { type, run_id, agent: safeName(agent) };
  const ts = v['timestamp'];
  if (ts === undefined) note(report, type, 'read', 'AS_MISSING_TIMESTAMP', 'no timestamp');
  else {
    const at = typeof ts === 'string' ? parseTimestamp(ts) : Number.NaN;
    if (Number.isNaN(at)) note(report, type, 'read', 'AS_BAD_TIMESTAMP', 'timestamp is not ISO 8601', ['timestamp']);
    else out.timestamp = at;
  }

  // Extra keys are read past (the examples carry review_context, tsg_alignment, …).
  const extra = keysOutside(v, contractKeys(type), type === 'escalation' ? 'escalation' : undefined);
  if (extra) note(report, type, 'read', 'AS_EXTRA_KEYS', `keys outside the contract: ${safeKeys(extra)}`, [extra[0] as string]);

  switch (type) {
    case 'execution': {
      const sa = v['self_assessment'] as Record<string, unknown> | undefined;
      if (!sa || typeof sa !== 'object') return note(report, type, 'skipped', 'AS_MISSING_FIELD', 'no self_assessment');
      const k = badRating(sa);
      if (k !== undefined)
        return note(report, type, 'skipped', 'AS_BAD_RATING', `self_assessment.${k} must be an integer 1–5, got ${describeValue(sa[k])}`, [
          'self_assessment',
          k,
        ]);
      const saExtra = keysOutside(sa, SELF_ASSESSMENT);
      if (saExtra)
        note(report, type, 'read', 'AS_EXTRA_KEYS', `self_assessment keys outside the contract: ${safeKeys(saExtra)}`, [
          'self_assessment',
          saExtra[0] as string,
        ]);
      out.confidence = sa['confidence'] as number;
      if (sa['continuation_readiness'] !== undefined) {
        if (!rating(sa['continuation_readiness']))
          note(report, type, 'read', 'AS_BAD_RATING', 'self_assessment.continuation_readiness is not an integer 1–5; left out', [
            'self_assessment',
            'continuation_readiness',
          ]);
        else out.readiness = sa['continuation_readiness'];
      }
      if (typeof v['skill_used'] === 'string') out.skill = safeName(v['skill_used']);
      if (v['resumed_from_run_id'] !== undefined) {
        if (typeof v['resumed_from_run_id'] !== 'string')
          note(report, type, 'read', 'AS_BAD_FIELD', 'resumed_from_run_id is not a string; left out', ['resumed_from_run_id']);
        else out.resumed_from = v['resumed_from_run_id'];
      }
      if ((out.readiness !== undefined || out.resumed_from !== undefined) && version === '0.1.0')
        note(report, type, 'read', 'AS_SCHEMA_VERSION', 'continuation fields need schema_version 0.1.1');
      return out;
    }
    case 'outcome': {
      if (!rating(v['quality_rating']))
        return note(
          report,
          type,
          'skipped',
          'AS_BAD_RATING',
          `quality_rating must be an integer 1–5, got ${describeValue(v['quality_rating'])}`,
          v['quality_rating'] === undefined ? undefined : ['quality_rating'],
        );
      out.quality = v['quality_rating'];
      const c = v['continuation'] as Record<string, unknown> | undefined;
      if (c !== undefined) {
        if (c === null || typeof c !== 'object' || !rating(c['recovery_rating']))
          note(report, type, 'read', 'AS_BAD_RATING', 'continuation.recovery_rating must be an integer 1–5; continuation left out', ['continuation']);
        else out.recovery = c['recovery_rating'];
      }
      return out;
    }
    case 'escalation': {
      let reason = v['reason'];
      const nested = v['escalation'] as Record<string, unknown> | undefined;
      if (reason === undefined && nested && typeof nested === 'object' && typeof nested['reason'] === 'string') {
        note(report, type, 'read', 'AS_NESTED_REASON', 'reason is nested under escalation; read from there', ['escalation', 'reason']);
        reason = nested['reason'];
      }
      if (typeof reason !== 'string') note(report, type, 'read', 'AS_MISSING_FIELD', 'no reason');
      const sev = v['severity'] ?? nested?.['severity'];
      if (sev === undefined) note(report, type, 'read', 'AS_MISSING_FIELD', 'no severity: counted as unknown severity');
      else if (typeof sev !== 'string' || !SEVERITIES.has(sev))
        return note(
          report,
          type,
          'skipped',
          'AS_BAD_FIELD',
          `severity must be low, medium, high or critical, got ${describeValue(sev)}`,
          v['severity'] === undefined ? ['escalation', 'severity'] : ['severity'],
        );
      else out.severity = sev as AgentSignal['severity'] & string;
      const blocking = v['blocking'] ?? nested?.['blocking'];
      if (blocking !== undefined) {
        if (typeof blocking !== 'boolean')
          return note(
            report,
            type,
            'skipped',
            'AS_BAD_FIELD',
            `blocking must be true or false, got ${describeValue(blocking)}`,
            v['blocking'] === undefined ? ['escalation', 'blocking'] : ['blocking'],
          );
        out.blocking = blocking;
      }
      return out;
    }
    case 'partnership': {
      if (typeof v['observed_agent'] !== 'string') return note(report, type, 'skipped', 'AS_MISSING_FIELD', 'no observed_agent');
      out.observed_agent = safeName(v['observed_agent']);
      const obs = v['observation'] as Record<string, unknown> | undefined;
      if (!obs || typeof obs !== 'object' || obs['signal_count_reviewed'] === undefined || obs['time_window'] === undefined)
        note(report, type, 'read', 'AS_MISSING_FIELD', 'observation needs signal_count_reviewed and time_window');
      const recs = v['recommendations'];
      if (Array.isArray(recs)) {
        out.recommendations = recs
          .map((r, i) => [r, i] as const)
          .filter((x): x is readonly [Record<string, unknown>, number] => x[0] !== null && typeof x[0] === 'object')
          .map(([r, i]) => {
            const vs = r['validation_status'];
            if (vs !== undefined && vs !== 'outcome_validated' && vs !== 'self_report_only')
              note(
                report,
                type,
                'read',
                'AS_BAD_FIELD',
                `validation_status (${describeValue(vs)}) is not outcome_validated or self_report_only: ranked as self_report_only`,
                ['recommendations', i, 'validation_status'],
              );
            return {
              ...(ident(r['type']) ? { type: r['type'] } : {}),
              // Only identifiers travel on: descriptions and evidence are free text.
              ...(ident(r['target']) ? { target: r['target'] } : {}),
              validation_status: vs === 'outcome_validated' ? 'outcome_validated' : 'self_report_only',
              ...(ident(r['priority']) ? { priority: r['priority'] } : {}),
            };
          });
      }
      return out;
    }
  }
}
