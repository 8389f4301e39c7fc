// Replay: does the ledger support the record? Every measure the ledger can
// give is recomputed and compared, the ledger's digest and event count are
// checked, each floor gate's result is confirmed, and the canaries re-observed.
// Measures the ledger cannot give (packs, judged scores) are left as recorded.
import type { LedgerResult } from '../ledger/measures.js';
import { LEDGER_FORMAT } from '../ledger/trial.js';
import { OTEL_FORMAT } from '../otel/measures.js';
import { IMPORTED_MEASURES, LEDGER_MEASURES, TRACE_MEASURES } from '../record/registry.js';
import { importFormatOf } from '../import/formats.js';
import type { AgentQualityRecord, Gate, Measure } from '../record/types.js';
import { recordContradictions } from '../gate/contradiction.js';
import { backingMeasure } from '../record/backing.js';
import { parseLedgerRef } from './ledger-ref.js';
import { replayBounds } from './bounds.js';
import type { StatsSidecar } from '../gate/stats.js';
import type { Baseline } from '../gate/bounds.js';

export interface Mismatch {
  code:
    | 'LEDGER_FORMAT'
    | 'LEDGER_DIGEST'
    | 'LEDGER_EVENTS'
    | 'MANIFEST_DIGEST'
    | 'MEASURE_MISMATCH'
    | 'MEASURE_NOT_IN_LEDGER'
    | 'MEASURE_NOT_RECORDED'
    | 'GATE_MISMATCH'
    | 'CANARY_MISMATCH'
    | 'STATS_MISMATCH'
    | 'DECISION_CONTRADICTED'
    | 'MEASURE_N_MISMATCH'
    | 'MEASURE_NOT_DERIVABLE'
    | 'TASK_SET_MISMATCH'
    | 'TALLY_MISMATCH'
    | 'RECOMPUTE_MISMATCH'
    | 'IMPORT_OPTIONS';
  /** The measure, gate or property compared. */
  what: string;
  recorded: unknown;
  recomputed: unknown;
  message: string;
}

/** The measures evidence of this format gives, which replay recomputes (and a measures file never supplies). */
export function evidenceMeasures(format: string): ReadonlySet<string> {
  return format === LEDGER_FORMAT ? LEDGER_MEASURES : importFormatOf(format) !== undefined ? IMPORTED_MEASURES : TRACE_MEASURES;
}
export const REPLAYABLE_FORMATS = new Set([LEDGER_FORMAT, OTEL_FORMAT]);

/** Whether replay reads this evidence format: the native ledger, traces, or an eval tool's file read through its importer. */
export function isReplayableFormat(format: string): boolean {
  return REPLAYABLE_FORMATS.has(format) || importFormatOf(format) !== undefined;
}

export interface ReplayInput {
  record: AgentQualityRecord;
  recomputed: LedgerResult;
  events: number;
  ledgerDigest: string;
  manifestDigest: string;
  /** The stats sidecar written beside the record: its bounds are recomputed too. */
  stats?: StatsSidecar;
  baseline?: Baseline;
  /** The task manifest's counts and canaries, to hold the record's task_set against. */
  taskSet?: { held_in: number; held_out: number; canary_ids: readonly string[] };
  /** The independent recompute of an eval tool's assertions done again (import/promptfoo-recompute.ts), to hold assurance.integrity against. */
  recompute?: { digest: string; mechanicalOverride: boolean } | undefined;
}

export interface ReplayResult {
  ok: boolean;
  mismatches: Mismatch[];
  /** How much was confirmed, for the report. */
  confirmed: { measures: number; gates: number; canaries: number; events: number };
}

/**
 * Why replay takes a gate's result as recorded rather than re-deriving it from
 * the evidence (undefined: it re-derives it). A floor on a measure the evidence
 * gives is re-derived; with the attestation's thresholds (`ceilings`), a native
 * gate the record keeps no floor for is re-held as the ceiling it is.
 */
export function notRederived(format: string, gate: Pick<Gate, 'id' | 'floor' | 'source'>, ceilings = false): string | undefined {
  const given = evidenceMeasures(format);
  const source = gate.source ?? 'native';
  if (!given.has(gate.id)) return `${format} evidence does not give ${gate.id}`;
  if (gate.floor !== undefined || (ceilings && source === 'native')) return undefined;
  return source === 'native'
    ? 'the record keeps no threshold for it (a ceiling: the attestation carries it)'
    : `decided by policy (source ${source}), not by a floor`;
}

/** How replay names a measure: id, split and k. */
export const measureKey = (m: Pick<Measure, 'id' | 'split' | 'k'>): string => `${m.id}${m.split ? ` (${m.split})` : ''}${m.k !== undefined ? ` k=${m.k}` : ''}`;

export function replay(input: ReplayInput): ReplayResult {
  const { record, recomputed } = input;
  const out: Mismatch[] = [];
  const miss = (code: Mismatch['code'], what: string, recorded: unknown, again: unknown, message: string) =>
    out.push({ code, what, recorded, recomputed: again, message });
  const ev = record.assurance.evidence;
  const confirmed = { measures: 0, gates: 0, canaries: 0, events: input.events };

  if (!isReplayableFormat(ev.format)) {
    miss(
      'LEDGER_FORMAT',
      'assurance.evidence.format',
      ev.format,
      [...REPLAYABLE_FORMATS].join(' or '),
      `the ledger format ${ev.format} is not one aqr replays (${[...REPLAYABLE_FORMATS].join(', ')})`,
    );
    return { ok: false, mismatches: out, confirmed };
  }
  const given = evidenceMeasures(ev.format);
  const ref = parseLedgerRef(ev.ledger);
  if (ref.digest !== input.ledgerDigest)
    miss(
      'LEDGER_DIGEST',
      'ledger digest',
      ref.digest ?? null,
      input.ledgerDigest,
      ref.digest ? 'the ledger files are not the ones the record was made from' : 'the record names no ledger digest (ledger: <paths>#sha256:<hex>)',
    );
  if (ev.events !== input.events)
    miss('LEDGER_EVENTS', 'ledger events', ev.events ?? null, input.events, `the record counts ${ev.events ?? 'no'} events, the ledger has ${input.events}`);
  if (record.task_set.manifest_digest !== input.manifestDigest)
    miss(
      'MANIFEST_DIGEST',
      'task_set.manifest_digest',
      record.task_set.manifest_digest,
      input.manifestDigest,
      'the task manifest is not the one the record was made from',
    );

  const key = measureKey;
  const again = new Map(recomputed.measures.map((m) => [key(m), m]));
  const seen = new Set<string>();
  for (const m of record.measures) {
    if (!given.has(m.id)) continue;
    const k = key(m);
    seen.add(k);
    const r = again.get(k);
    if (!r) miss('MEASURE_NOT_IN_LEDGER', k, m.value, null, `${k} is recorded as ${JSON.stringify(m.value)} but the ledger does not give it`);
    else if (r.value !== m.value)
      miss('MEASURE_MISMATCH', k, m.value, r.value, `${k}: recorded ${JSON.stringify(m.value)}, recomputed ${JSON.stringify(r.value)}`);
    else confirmed.measures++;
  }
  for (const [k, r] of again)
    if (!seen.has(k)) miss('MEASURE_NOT_RECORDED', k, null, r.value, `the ledger gives ${k} = ${JSON.stringify(r.value)} but the record leaves it out`);

  const bounds = input.stats ? replayBounds(record, recomputed, input.stats, input.baseline) : undefined;
  if (bounds) {
    out.push(...bounds.mismatches);
    confirmed.gates += bounds.confirmed;
  }
  for (const g of record.gates) {
    const floor = g.floor;
    if (floor === undefined || notRederived(ev.format, g) !== undefined || bounds?.judged.has(`${g.id}|${g.split ?? ''}`)) continue;
    const m = backingMeasure(g, recomputed.measures).pick;
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ''}`;
    if (!m || typeof m.value !== 'number') {
      miss('GATE_MISMATCH', what, g.result, null, `${what} has a floor but the ledger gives no value to hold it against`);
      continue;
    }
    const result = m.value >= floor ? 'pass' : 'fail';
    if (result !== g.result) miss('GATE_MISMATCH', what, g.result, result, `${what}: recorded ${g.result}, but ${m.value} against floor ${floor} is ${result}`);
    else confirmed.gates++;
  }

  // A decision's gate the replayed measurement contradicts, even on a record signed anyway.
  for (const c of recordContradictions(record.gates, recomputed.measures, `the replayed ledger (${ev.format})`))
    miss('DECISION_CONTRADICTED', `gate ${c.gate.id}`, c.gate.result, backingMeasure(c.gate, recomputed.measures).pick?.value ?? null, c.message);

  const observed = new Map((record.assurance.integrity?.canaries ?? []).map((c) => [c.id, c.observed]));
  for (const c of recomputed.canaries) {
    if (c.attempts === 0) continue;
    const now = c.fired ? 'pass' : 'fail';
    const was = observed.get(c.id);
    if (was !== now)
      miss(
        'CANARY_MISMATCH',
        `canary ${c.id}`,
        was ?? null,
        now,
        `canary ${c.id}: recorded ${was ?? 'nothing'}, the ledger shows it ${c.fired ? 'passed (fired)' : 'failed'}`,
      );
    else confirmed.canaries++;
  }
  out.push(...derivedClaimMismatches(input));
  out.push(...recomputeMismatches(record, input.recompute));
  return { ok: out.length === 0, mismatches: out, confirmed };
}

/** The record's recompute_digest and mechanical_override against the recompute done again from the same files. */
function recomputeMismatches(record: AgentQualityRecord, again: ReplayInput['recompute']): Mismatch[] {
  const i = record.assurance.integrity;
  const out: Mismatch[] = [];
  const digest = again?.digest;
  if ((i?.recompute_digest ?? undefined) !== digest)
    out.push({
      code: 'RECOMPUTE_MISMATCH',
      what: 'assurance.integrity.recompute_digest',
      recorded: i?.recompute_digest ?? null,
      recomputed: digest ?? null,
      message:
        digest === undefined
          ? 'the record names a recompute digest, but its evidence gives no recompute'
          : `the recompute of the evidence's assertions gives ${digest}, the record ${i?.recompute_digest ?? 'none'}`,
    });
  const override = again?.mechanicalOverride;
  if (again && (i?.mechanical_override ?? false) !== override)
    out.push({
      code: 'RECOMPUTE_MISMATCH',
      what: 'assurance.integrity.mechanical_override',
      recorded: i?.mechanical_override ?? null,
      recomputed: override ?? null,
      message: `the recompute ${override ? 'discards' : 'discards no'} judged pass, the record says mechanical_override ${String(i?.mechanical_override ?? false)}`,
    });
  return out;
}

/**
 * Measures only another evidence format gives: a trials record cannot carry
 * tool correctness or trajectory validity, which only traces measure.
 */
export function underivableMeasures(format: string): ReadonlySet<string> {
  return format === LEDGER_FORMAT || importFormatOf(format) !== undefined ? new Set([...TRACE_MEASURES].filter((id) => !LEDGER_MEASURES.has(id))) : new Set();
}

/**
 * The signed claims beside the measures' values that the evidence also
 * derives (issue 17, finding 8): each measure's `n`, the task set's held-in
 * and held-out counts and canary ids, recorded canaries the ledger never ran,
 * and measures the evidence format cannot produce.
 */
export function derivedClaimMismatches(input: ReplayInput): Mismatch[] {
  const { record, recomputed } = input;
  const out: Mismatch[] = [];
  const miss = (code: Mismatch['code'], what: string, recorded: unknown, again: unknown, message: string) =>
    out.push({ code, what, recorded, recomputed: again, message });
  const format = record.assurance.evidence.format;
  const given = evidenceMeasures(format);
  const key = measureKey;
  const again = new Map(recomputed.measures.map((m) => [key(m), m]));

  const cannot = underivableMeasures(format);
  for (const m of record.measures) {
    if (cannot.has(m.id)) {
      miss('MEASURE_NOT_DERIVABLE', key(m), m.value, null, `${key(m)} is recorded, but ${format} evidence cannot measure it (only traces do)`);
      continue;
    }
    if (!given.has(m.id)) continue;
    const r = again.get(key(m));
    if (r && r.value === m.value && r.n !== m.n)
      miss(
        'MEASURE_N_MISMATCH',
        `${key(m)} n`,
        m.n ?? null,
        r.n ?? null,
        `${key(m)}: recorded over n = ${m.n ?? 'nothing'}, the evidence gives n = ${r.n ?? 'nothing'}`,
      );
  }

  if (input.taskSet) {
    const ts = record.task_set;
    for (const f of ['held_in', 'held_out'] as const) {
      if ((ts[f] ?? 0) !== input.taskSet[f])
        miss(
          'TASK_SET_MISMATCH',
          `task_set.${f}`,
          ts[f] ?? null,
          input.taskSet[f],
          `task_set.${f}: recorded ${ts[f] ?? 'nothing'}, the task manifest has ${input.taskSet[f]}`,
        );
    }
    const recorded = [...(ts.canary_ids ?? [])].sort();
    const manifest = [...input.taskSet.canary_ids].sort();
    if (recorded.length !== manifest.length || recorded.some((id, i) => id !== manifest[i])) {
      const extra = recorded.filter((id) => !manifest.includes(id)).length;
      const absent = manifest.filter((id) => !recorded.includes(id)).length;
      miss(
        'TASK_SET_MISMATCH',
        'task_set.canary_ids',
        recorded.length,
        manifest.length,
        `task_set.canary_ids: ${recorded.length} recorded, the task manifest has ${manifest.length} (${extra} not in the manifest, ${absent} left out)`,
      );
    }
  }

  const ran = new Set(recomputed.canaries.filter((c) => c.attempts > 0).map((c) => c.id));
  for (const c of record.assurance.integrity?.canaries ?? [])
    if (!ran.has(c.id))
      miss('CANARY_MISMATCH', `canary ${c.id}`, c.observed, null, `canary ${c.id}: recorded as observed ${c.observed}, but the ledger has no attempt of it`);
  return out;
}
