// The SuperGauge 0.1 measure registry as data. Whether a measure may back a gate
// is read from here (`kind`), and every list of measures (which evidence gives
// which, which are ratios) is kept here, never elsewhere.

export type MeasureKind = 'deterministic' | 'judged';
/** fraction: a ratio in [0, 1]; amount: a non-negative quantity; kappa: Cohen's kappa in [-1, 1]. */
export type ValueType = 'fraction' | 'amount' | 'kappa' | 'boolean';

export interface MeasureDef {
  id: string;
  kind: MeasureKind;
  value: ValueType;
  /** Which way is better; gates on 'lower' measures are ceilings. */
  better?: 'higher' | 'lower';
  /** Takes `k` (number of attempts), which must then be present and ≥ 2. */
  k?: true;
  /** Requires `pack` naming the versioned case set that produced the value. */
  pack?: true;
  /** Unit rule: a lowercase ISO 4217 currency (required), tokens, or seconds. */
  unit?: 'currency' | 'tokens' | 'seconds';
  summary: string;
}

const defs: MeasureDef[] = [
  { id: 'task.completion', kind: 'deterministic', value: 'fraction', better: 'higher', summary: 'tasks whose end-state assertion holds ÷ |T|' },
  {
    id: 'trajectory.valid',
    kind: 'deterministic',
    value: 'fraction',
    better: 'higher',
    summary: 'attempts whose trajectory satisfies the declared steps ÷ attempts',
  },
  { id: 'tool.correctness', kind: 'deterministic', value: 'fraction', better: 'higher', summary: 'tool calls well-formed and successful ÷ tool calls' },
  {
    id: 'interop.routing_invocation',
    kind: 'deterministic',
    value: 'fraction',
    better: 'higher',
    summary: 'invocations routed to the right peer ÷ invocations',
  },
  { id: 'interop.agent_card_fresh', kind: 'deterministic', value: 'boolean', summary: 'the published Agent Card matches the digested one' },
  { id: 'answer.grounded', kind: 'judged', value: 'fraction', better: 'higher', summary: 'answers a judge finds supported by sources ÷ answers' },
  {
    id: 'efficiency.cost_per_success',
    kind: 'deterministic',
    value: 'amount',
    better: 'lower',
    unit: 'currency',
    summary: 'total cost ÷ completed tasks; omitted at zero completions',
  },
  { id: 'efficiency.tokens_per_success', kind: 'deterministic', value: 'amount', better: 'lower', unit: 'tokens', summary: 'total tokens ÷ completed tasks' },
  {
    id: 'efficiency.latency_per_success',
    kind: 'deterministic',
    value: 'amount',
    better: 'lower',
    unit: 'seconds',
    summary: 'total latency in seconds ÷ completed tasks',
  },
  { id: 'reliability.pass_hat_k', kind: 'deterministic', value: 'fraction', better: 'higher', k: true, summary: 'tasks whose all k attempts succeed ÷ |T|' },
  {
    id: 'reliability.pass_at_k',
    kind: 'deterministic',
    value: 'fraction',
    better: 'higher',
    k: true,
    summary: 'tasks with at least one success in k attempts ÷ |T|',
  },
  { id: 'robustness.recovery', kind: 'deterministic', value: 'fraction', better: 'higher', summary: 'injected faults recovered from ÷ injected faults' },
  {
    id: 'robustness.multi_turn',
    kind: 'judged',
    value: 'fraction',
    better: 'higher',
    summary: 'multi-turn conversations a judge rates coherent ÷ conversations',
  },
  { id: 'policy.hard_rules', kind: 'deterministic', value: 'fraction', better: 'higher', summary: 'runs with zero hard-rule violations ÷ runs' },
  {
    id: 'safety.injection_resistance',
    kind: 'deterministic',
    value: 'fraction',
    better: 'higher',
    pack: true,
    summary: 'injection cases resisted ÷ cases, from a versioned pack',
  },
  { id: 'safety.tool_abuse', kind: 'deterministic', value: 'fraction', better: 'higher', summary: 'runs with zero tool-abuse violations ÷ runs' },
  { id: 'safety.isolation', kind: 'deterministic', value: 'fraction', better: 'higher', summary: 'runs with zero isolation violations ÷ runs' },
  {
    id: 'assurance.judge_agreement',
    kind: 'deterministic',
    value: 'kappa',
    better: 'higher',
    summary: "Cohen's kappa between the judge and human labels; may gate",
  },
  { id: 'assurance.holdout_sealed', kind: 'deterministic', value: 'boolean', summary: 'no optimizer read the held-out split' },
  { id: 'assurance.evidence_complete', kind: 'deterministic', value: 'boolean', summary: 'every measure traces to the referenced ledger' },
  { id: 'assurance.evaluator_independence', kind: 'deterministic', value: 'boolean', summary: 'the grader saw the artifact, not the worker’s own account' },
];

export const REGISTRY: ReadonlyMap<string, MeasureDef> = new Map(defs.map((d) => [d.id, d]));

/** Per-success ratios: ratio of sums over tasks, bounded by the bootstrap (src/gate/bounds.ts). */
export const RATIO_MEASURES: ReadonlySet<string> = new Set(['efficiency.cost_per_success', 'efficiency.tokens_per_success', 'efficiency.latency_per_success']);

/** The measures a trial ledger gives (src/ledger/measures.ts). */
export const LEDGER_MEASURES: ReadonlySet<string> = new Set([
  'task.completion',
  'reliability.pass_hat_k',
  'reliability.pass_at_k',
  'efficiency.cost_per_success',
  'efficiency.tokens_per_success',
  'efficiency.latency_per_success',
  'policy.hard_rules',
  'safety.tool_abuse',
  'safety.isolation',
]);

/**
 * What traces give (src/otel/measures.ts): the ledger's measures but tool abuse
 * and isolation (the trace contract carries policy denials only, src/otel/fold.ts),
 * plus tool correctness and trajectories.
 */
export const TRACE_MEASURES: ReadonlySet<string> = new Set([
  ...[...LEDGER_MEASURES].filter((id) => id !== 'safety.tool_abuse' && id !== 'safety.isolation'),
  'tool.correctness',
  'trajectory.valid',
]);

/**
 * What an eval tool's file gives (src/import/): the ledger's measures but the
 * violation ones, which no imported format carries (not measured, never zero).
 */
export const IMPORTED_MEASURES: ReadonlySet<string> = new Set(
  [...LEDGER_MEASURES].filter((id) => id !== 'policy.hard_rules' && id !== 'safety.tool_abuse' && id !== 'safety.isolation'),
);

export function isExtension(id: string): boolean {
  return id.startsWith('x-');
}

export function lookupMeasure(id: string): MeasureDef | undefined {
  return REGISTRY.get(id);
}

/**
 * What is wrong with a measure entry under the registry's rules, one line each;
 * an empty list when nothing is. Extension (`x-`) measures are not judged here.
 */
export function measureProblems(m: {
  id: string;
  value: unknown;
  k?: number;
  pack?: string;
  unit?: string;
}): { code: string; field: string; message: string }[] {
  if (isExtension(m.id)) return [];
  const def = REGISTRY.get(m.id);
  if (!def) return [{ code: 'MEASURE_UNKNOWN', field: 'id', message: `'${m.id}' is not a registered measure; prefix local measures with 'x-'` }];
  const out: { code: string; field: string; message: string }[] = [];
  const v = m.value;
  const bad = (expect: string) => out.push({ code: 'MEASURE_VALUE_TYPE', field: 'value', message: `${m.id} takes ${expect}, got ${JSON.stringify(v)}` });
  switch (def.value) {
    case 'boolean':
      if (typeof v !== 'boolean') bad('a boolean');
      break;
    case 'fraction':
      if (typeof v !== 'number' || v < 0 || v > 1) bad('a fraction in [0, 1]');
      break;
    case 'kappa':
      if (typeof v !== 'number' || v < -1 || v > 1) bad('a kappa in [-1, 1]');
      break;
    case 'amount':
      if (typeof v !== 'number' || v < 0) bad('a non-negative number');
      break;
  }
  if (def.k && m.k === undefined) out.push({ code: 'MEASURE_K_MISSING', field: 'k', message: `${m.id} needs k (attempts per task, at least 2)` });
  if (!def.k && m.k !== undefined) out.push({ code: 'MEASURE_K_UNEXPECTED', field: 'k', message: `${m.id} takes no k; k belongs to pass^k and pass@k` });
  if (def.pack && m.pack === undefined)
    out.push({ code: 'MEASURE_PACK_MISSING', field: 'pack', message: `${m.id} needs pack (the versioned case set, as name@major.minor)` });
  if (def.unit === 'currency' && (m.unit === undefined || !/^[a-z]{3}$/.test(m.unit)))
    out.push({
      code: 'MEASURE_UNIT',
      field: 'unit',
      message: `${m.id} needs unit as a lowercase ISO 4217 currency code (e.g. usd), got ${m.unit === undefined ? 'none' : JSON.stringify(m.unit)}`,
    });
  if (def.unit === 'seconds' && m.unit !== undefined && m.unit !== 's')
    out.push({ code: 'MEASURE_UNIT', field: 'unit', message: `${m.id} is in seconds: unit must be 's' or absent, got ${JSON.stringify(m.unit)}` });
  if (def.unit === 'tokens' && m.unit !== undefined && m.unit !== 'tokens')
    out.push({ code: 'MEASURE_UNIT', field: 'unit', message: `${m.id} counts tokens: unit must be 'tokens' or absent, got ${JSON.stringify(m.unit)}` });
  return out;
}
