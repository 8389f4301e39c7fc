// What a person reads about one gate run, derived once so every surface (the
// comment, the job summary, `aqr comment`, the CLI, the HTML report,
// verify.html) tells the same story: the verdict and its reasons as sentences
// (wording.ts), the level and why, each gate in one of four states with the
// number it is judged on, its threshold and margin, measures against the last
// shipped record, the per-task drill-down, links, the acceptance rule and
// advisory findings. Numbers stay numbers here; every surface rounds them with
// num() (escape.ts), the one rounding rule.
import type { GateResult } from '../gate/gates.js';
import type { Reason } from '../gate/verdict.js';
import type { Unmet } from '../check/types.js';
import type { FailingTask, TaskDetail } from '../ledger/task-detail.js';
import type { GateSource, Split } from '../record/types.js';
import { num } from './escape.js';
import { numRange, signed } from '../text/number.js';
import { MARKS } from './marks.js';
import { oneLine } from '../errors.js';
import { levelWhy, reasonLine, type Phrase, type ReasonLine, type Surface } from './wording.js';
import type { BarChange } from '../bar/types.js';
import type { AgentQualityRecord, Measure, Verdict } from '../record/types.js';
import type { SignalsReport } from '../signals/analysis.js';
import { usesStats, type StatsSidecar } from '../gate/stats.js';
import { importFormatOf } from '../import/formats.js';
import { pairedView, type PairedView } from './paired-view.js';

/** A gate's state for people: four, whatever the gate's outcome (missing evidence is inconclusive, "no evidence"). */
export type GateState = 'pass' | 'fail' | 'inconclusive' | 'shadow';

/** The word each state is shown with, on every surface. */
export const STATE_WORD: Readonly<Record<GateState, string>> = {
  pass: MARKS.pass.word,
  fail: MARKS.fail.word,
  inconclusive: MARKS.inconclusive.word,
  shadow: MARKS.shadow.word,
};

/** One gate as people read it. */
export interface GateLine {
  id: string;
  split?: Split;
  k?: number;
  /** The gate's name with its split and k: "task_success (held-out, k=3)". Untrusted: escape it. */
  name: string;
  state: GateState;
  /** What follows the state word: "~216 more tasks", "no evidence", "not enforced, would fail", "regressed against rec-1". */
  note?: string;
  /** The state and its note: "inconclusive (~216 more tasks)". */
  stateText: string;
  /** What the result follows: the measured value, a confidence bound, or a decision. */
  judgedOn: 'value' | 'lower bound' | 'upper bound' | 'decision' | 'nothing';
  /** The number the gate is judged on: the bound when it is judged on one. */
  judged?: number | boolean;
  /** The measured (point) value. */
  value?: number | boolean;
  threshold?: { kind: 'floor' | 'ceiling'; value: number };
  /** Room left on the judged number: positive inside the threshold, negative past it. */
  margin?: number;
  bound?: { lower: number; upper: number; confidence: number; method: string; n: number; more?: number | null };
  /** The regression test, naming its baseline; `drop` is the measured drop (baseline − now). */
  regression?: { baseline: string; before: number; now: number; drop: number; maxDrop: number; result: 'pass' | 'fail' | 'inconclusive' };
  source: GateSource;
  unit?: string;
  /** The gate's own line from the gate (full precision): for the record, not for display. */
  reason: string;
}

/** The drill-down to the task, from the detail sidecar (report/detail.ts). */
export interface DrillDown {
  heldOut: number;
  /** The tasks (not canaries) with an attempt, of every split; held-out only in a sidecar written before every split was listed. */
  tasks: number;
  /** Failing tasks of every split, those that failed every attempt first (bounded); `failingTotal` counts them all. */
  failing: FailingTask[];
  failingTotal: number;
  /** False when the sidecar lists held-out tasks only (written before every split was). */
  everySplit: boolean;
  /** Against the baseline's drill-down, when there is one: tasks failing now that passed then, and the other way round. */
  sinceBaseline?: { baseline: string; newlyFailing: string[]; newlyPassing: string[]; complete: boolean };
  canaries: TaskDetail['canaries'];
  costliest: TaskDetail['costliest'];
}

/** Where a reader goes next: the run, its artifact, the report page (URLs, when known). */
export interface ViewLinks {
  run?: string;
  artifact?: string;
  report?: string;
}

export interface GateView {
  verdict: Verdict;
  /** The verdict's reasons as sentences with a next step (wording.ts), in the verdict's order. */
  reasonLines: ReasonLine[];
  /** Every gate, enforced ones first (profile order), then shadow gates. */
  rows: GateLine[];
  /** "L1: an unsealed run stops at L1". */
  levelWhy: string;
  /** The record's digest shortened for a header line (`sha256:` and 12 hex digits); recordDigest is whole. */
  shortDigest: string;
  links: ViewLinks;
  drill?: DrillDown;
  /** Rendered from files no key vouched for (`aqr comment` without --key): said at the top, not in small print. */
  unverified?: true;
  reasons: Reason[];
  gates: GateResult[];
  measures: (Measure & { baseline?: number | boolean })[];
  baseline?: { record_id: string; emitted_at: string };
  acceptance: { rule: string; run?: string; result: string; tier: string | null; reasons: string[]; details: string[] }[];
  advisory: string[];
  level: string | null;
  profile: string;
  agent: string;
  recordDigest: string;
  /** The evidence format, when it is an eval tool's own file (`promptfoo.results/3`): the comment names it. */
  evidence?: string;
  /** Who graded the gated measures (`assurance.integrity.metric_custody`), and why attempts were taken as recorded when the format writes no definition (JUnit). */
  custody?: string;
  artifact?: string;
  confidenceBuckets: { from: number; to: number; n: number; meanConfidence: number | null; successRate: number | null }[];
  /** Bounds, regression tests and shadow gates, when the profile uses them. */
  stats?: StatsSidecar;
  /** Each regression's test, the tasks that flipped under it and the flaky tasks (paired-view.ts). */
  paired?: PairedView;
  barChange?: BarChangeView;
  /** Who approved the run (`by`), or that no person did (null), beside the record's actor; absent where approvals are not read (the CLI). */
  approval?: { by: string | null; actor: string };
}

/** A change of the bar: what differs, which bar was enforced, and the other bar's verdict (a shadow, never enforced). */
export interface BarChangeView extends BarChange {
  shadow?: { bar: 'base' | 'proposed'; verdict?: Verdict; reasons?: Reason[]; error?: string };
}

/** The bar part of a run's result (pipeline/evaluate's barChange and barShadow), for the report. */
export function barChangeView(run: {
  barChange?: BarChange | undefined;
  barShadow?: { bar: 'base' | 'proposed'; verdict?: Verdict; reasons?: Reason[]; error?: string } | undefined;
}): BarChangeView | undefined {
  if (!run.barChange) return undefined;
  return { ...run.barChange, ...(run.barShadow ? { shadow: run.barShadow } : {}) };
}

export function gateView(input: {
  verdict: Verdict;
  reasons: Reason[];
  gates: GateResult[];
  record: AgentQualityRecord;
  level: string | null;
  recordDigest: string;
  signals?: SignalsReport | undefined;
  baseline?: AgentQualityRecord | undefined;
  artifact?: string | undefined;
  stats?: StatsSidecar | undefined;
  barChange?: BarChangeView | undefined;
  approvedBy?: string | null | undefined;
  /** What the record misses for the next level (the check's unmet), for the level's one-line why. */
  unmet?: readonly Unmet[] | undefined;
  surface?: Surface | undefined;
  links?: ViewLinks | undefined;
  /** The run's per-task detail, and the baseline's (from its detail sidecar) for what changed since. */
  tasks?: TaskDetail | undefined;
  baselineTasks?: TaskDetail | undefined;
  /** The shadow gates judged whole (thresholds and values); else the stats sidecar's summary of them. */
  shadow?: readonly GateResult[] | undefined;
}): GateView {
  const { record, signals, baseline } = input;
  const key = (m: Measure) => `${m.id}|${m.split ?? ''}|${m.k ?? ''}`;
  const before = new Map((baseline?.measures ?? []).map((m) => [key(m), m.value]));
  const advisory: string[] = [];
  if (signals) {
    for (const h of signals.softHolds) advisory.push(`${h.code}: ${h.message}`);
    for (const a of signals.agents.agents)
      if (a.gamingTell && !signals.softHolds.some((h) => h.code === 'SOFT_FLAT_CONFIDENCE'))
        advisory.push(
          `agent ${a.agent} reports the same confidence on nearly every run yet scores well on calibration: its confidence may be tuned to the score rather than to the task`,
        );
    for (const s of signals.confidence.summaries)
      if (s.calibrationInversion && !signals.softHolds.some((h) => h.code === 'SOFT_CALIBRATION_INVERSION'))
        advisory.push(`${s.agentName}::${s.skill} is more confident when it fails than when it succeeds`);
    if (signals.privacy.flagged > 0)
      advisory.push(`${signals.privacy.flagged} signal values look like ${Object.keys(signals.privacy.byKind).join(', ')}: signals must not carry them`);
    if (signals.deviations.total > 0)
      advisory.push(
        `${signals.deviations.total} signal deviations from their contracts (each is listed in the signals analysis, \`.signals.json\` beside the record)`,
      );
  }
  const shadow = input.shadow ? input.shadow.map((g) => asShadow(gateLine(g, record), g.result)) : (input.stats?.shadow ?? []).map(shadowLine);
  const rows = [...input.gates.map((g) => gateLine(g, record)), ...shadow];
  const paired = pairedView(input.stats, input.tasks);
  const drill = input.tasks
    ? drillDown(input.tasks, baseline && input.baselineTasks ? { id: baseline.record_id, tasks: input.baselineTasks } : undefined)
    : undefined;
  return {
    verdict: input.verdict,
    reasonLines: reasonLines(input.reasons, input.gates, rows, input.surface ?? 'cli'),
    rows,
    levelWhy: levelWhy(input.level, input.unmet),
    shortDigest: shortDigest(input.recordDigest),
    links: input.links ?? {},
    ...(drill ? { drill } : {}),
    reasons: input.reasons,
    gates: input.gates,
    measures: record.measures.map((m) => {
      const b = before.get(key(m));
      return b === undefined ? m : { ...m, baseline: b };
    }),
    ...(baseline ? { baseline: { record_id: baseline.record_id, emitted_at: baseline.emitted_at } } : {}),
    acceptance: (signals?.acceptance ?? []).map((a) => ({
      rule: a.rule,
      ...(a.run ? { run: a.run } : {}),
      result: a.result,
      tier: a.tier,
      reasons: a.reasons,
      details: a.details,
    })),
    advisory,
    level: input.level,
    profile: `${record.profile.id}@${record.profile.version} (${record.profile.tier})`,
    agent: record.subject.agent,
    recordDigest: input.recordDigest,
    ...(importFormatOf(record.assurance.evidence.format) !== undefined ? { evidence: record.assurance.evidence.format } : {}),
    ...custodyView(record),
    ...(input.artifact ? { artifact: input.artifact } : {}),
    confidenceBuckets: signals?.confidence.buckets ?? [],
    ...(input.stats && usesStats(input.stats) ? { stats: input.stats } : {}),
    ...(paired ? { paired } : {}),
    ...(input.barChange ? { barChange: input.barChange } : {}),
    ...(input.approvedBy === undefined ? {} : { approval: { by: input.approvedBy, actor: record.decision.actor } }),
  };
}

/** `sha256:` and the first 12 hex digits: enough to tell records apart in a header line. */
export function shortDigest(digest: string): string {
  const m = /^(sha256:)?([0-9a-f]{12})[0-9a-f]*$/.exec(digest);
  return m ? `sha256:${m[2]}` : digest;
}

function gateName(g: { id: string; split?: Split | undefined; k?: number | undefined }): string {
  const parts = [g.split, g.k === undefined ? undefined : `k=${g.k}`].filter((p) => p !== undefined);
  return parts.length > 0 ? `${g.id} (${parts.join(', ')})` : g.id;
}

function withState(state: GateState, note?: string): { state: GateState; stateText: string; note?: string } {
  return { state, stateText: note ? `${STATE_WORD[state]} (${note})` : STATE_WORD[state], ...(note ? { note } : {}) };
}

/** The note of a gate that is not settled: missing evidence, or a bound or regression that cannot settle it yet. */
function openNote(g: GateResult): string {
  if (g.result === 'missing') return g.contradicted ? 'the decision is contradicted' : g.noThreshold ? 'no threshold' : 'no evidence';
  const more = g.bound?.result === 'inconclusive' ? g.bound.more : undefined;
  if (more) return `~${more.toLocaleString('en-US')} more tasks`;
  if (more === null) return 'more tasks at this rate would not settle it';
  if (g.regression?.result === 'inconclusive') return `the regression against ${g.regression.baseline.record_id} is not settled`;
  return 'not settled';
}

export function gateLine(g: GateResult, record?: AgentQualityRecord): GateLine {
  const b = g.bound;
  const kind = g.floor !== undefined ? 'floor' : g.ceiling !== undefined ? 'ceiling' : b?.kind;
  const t = g.floor ?? g.ceiling ?? b?.threshold;
  const threshold = kind !== undefined && t !== undefined ? { kind, value: t } : undefined;
  const judgedOn: GateLine['judgedOn'] = b
    ? b.kind === 'floor'
      ? 'lower bound'
      : 'upper bound'
    : g.value !== undefined
      ? 'value'
      : g.decided !== undefined
        ? 'decision'
        : 'nothing';
  const judged = b ? (b.kind === 'floor' ? b.lower : b.upper) : g.value;
  const r = g.regression;
  // A gate judged only on its regression test has the allowed drop as its room.
  const margin =
    typeof judged === 'number' && threshold && Number.isFinite(judged)
      ? threshold.kind === 'floor'
        ? judged - threshold.value
        : threshold.value - judged
      : !threshold && r
        ? r.max_drop - (r.baseline.value - r.current.value)
        : undefined;
  const regressed = r && r.result === 'fail' ? `regressed against ${r.baseline.record_id}` : undefined;
  const state = g.result === 'pass' ? withState('pass') : g.result === 'fail' ? withState('fail', regressed) : withState('inconclusive', openNote(g));
  const unit = record?.measures.find((m) => m.id === g.id && (m.split ?? undefined) === g.split && (g.k === undefined || m.k === g.k))?.unit;
  return {
    id: g.id,
    ...(g.split ? { split: g.split } : {}),
    ...(g.k !== undefined ? { k: g.k } : {}),
    name: gateName(g),
    ...state,
    judgedOn,
    ...(judged !== undefined ? { judged } : {}),
    ...(g.value !== undefined ? { value: g.value } : {}),
    ...(threshold ? { threshold } : {}),
    ...(margin !== undefined ? { margin } : {}),
    ...(b
      ? { bound: { lower: b.lower, upper: b.upper, confidence: b.confidence, method: b.method, n: b.n, ...(b.more !== undefined ? { more: b.more } : {}) } }
      : {}),
    ...(r
      ? {
          regression: {
            baseline: r.baseline.record_id,
            before: r.baseline.value,
            now: r.current.value,
            drop: r.baseline.value - r.current.value,
            maxDrop: r.max_drop,
            result: r.result,
          },
        }
      : {}),
    source: g.source,
    ...(unit ? { unit } : {}),
    reason: g.reason,
  };
}

const wouldBe = (r: GateResult['result']) => (r === 'missing' ? 'would have no evidence' : `would ${r === 'inconclusive' ? 'be inconclusive' : r}`);

/** A shadow gate judged whole: its numbers kept, its state shadow. */
function asShadow(l: GateLine, result: GateResult['result']): GateLine {
  return { ...l, ...withState('shadow', `not enforced, ${wouldBe(result)}`) };
}

function shadowLine(s: NonNullable<StatsSidecar['shadow']>[number]): GateLine {
  return {
    id: s.id,
    ...(s.split ? { split: s.split } : {}),
    name: gateName(s),
    ...withState('shadow', `not enforced, ${wouldBe(s.result)}`),
    judgedOn: 'nothing',
    source: 'native',
    reason: s.reason,
  };
}

/** "≥ 0.7", "≤ 0.05 USD", "drop ≤ 0.05" (a regression test alone): a threshold as people read it. */
export function thresholdText(l: Pick<GateLine, 'threshold' | 'unit'> & Partial<Pick<GateLine, 'regression'>>): string {
  if (!l.threshold) return l.regression ? `drop ≤ ${num(l.regression.maxDrop)}` : '–';
  return `${l.threshold.kind === 'floor' ? '≥' : '≤'} ${num(l.threshold.value)}${l.unit ? ` ${l.unit}` : ''}`;
}

/** "+0.05", "−0.12": the margin signed, rounded. */
export function marginText(l: Pick<GateLine, 'margin'>): string {
  if (l.margin === undefined) return '–';
  return signed(l.margin);
}

/** The number a gate is judged on, and what it is: "0.66 (lower bound)". */
export function judgedText(l: Pick<GateLine, 'judged' | 'judgedOn' | 'unit' | 'source'> & Partial<Pick<GateLine, 'threshold' | 'regression'>>): string {
  if (l.judged === undefined) return l.judgedOn === 'decision' ? `${l.source} decision` : '–';
  const unit = l.unit && typeof l.judged === 'number' ? ` ${l.unit}` : '';
  const on =
    l.judgedOn === 'lower bound' || l.judgedOn === 'upper bound' ? ` (${l.judgedOn})` : !l.threshold && l.regression ? ` (drop ${num(l.regression.drop)})` : '';
  return `${num(l.judged)}${unit}${on}`;
}

/** A gate a line of plain text (the CLI and the action's log): state, name, the number it is judged on against its threshold, the margin. */
export function gateText(l: GateLine): string {
  const numbers = l.threshold ? `  ${judgedText(l)} ${thresholdText(l)}  margin ${marginText(l)}` : l.judgedOn === 'nothing' ? '' : `  ${judgedText(l)}`;
  return oneLine(`${l.stateText.padEnd(13)} ${l.name}${numbers}`);
}

/** What a gate's state rests on, as a sentence: the reason a reviewer reads. */
export function gateSentence(l: GateLine): Phrase {
  const name = `gate ${l.name}`;
  const t = l.threshold ? `${l.threshold.kind} ${num(l.threshold.value)}` : undefined;
  const rg = l.regression;
  if (l.state === 'fail' && rg && rg.result === 'fail')
    return [`${name} dropped ${num(rg.drop)} since ${rg.baseline} (${num(rg.before)} then, ${num(rg.now)} now; at most ${num(rg.maxDrop)} may drop)`];
  if (l.state === 'fail') {
    if (typeof l.judged === 'boolean') return [`${name} is ${l.judged}`];
    if (typeof l.judged === 'number' && t) {
      const side = l.threshold?.kind === 'floor' ? 'below' : 'above';
      const on = l.judgedOn === 'value' ? 'is' : `has its ${l.judgedOn} at`;
      return [`${name} ${on} ${num(l.judged)}${l.unit ? ` ${l.unit}` : ''}, ${side} its ${t}`];
    }
    return [`${name} failed: ${l.reason}`];
  }
  if (l.state === 'inconclusive') {
    if (l.note === 'no evidence') return [`${name} has no evidence (${afterLabel(l.reason)})`];
    if (l.note === 'no threshold') return [`${name} is measured but the profile sets no floor or ceiling for it`];
    if (l.note === 'the decision is contradicted') return [`${name}: ${afterLabel(l.reason)}`];
    const bd = l.bound;
    if (bd && t)
      return [
        `${name} is not settled: its ${num(bd.confidence * 100)}% interval ${numRange(bd.lower, bd.upper)} on ${bd.n.toLocaleString('en-US')} observations straddles its ${t}`,
      ];
    if (rg && rg.result === 'inconclusive')
      return [`${name} is not settled: its drop of ${num(rg.drop)} since ${rg.baseline} cannot yet be told apart from the ${num(rg.maxDrop)} allowed`];
    return [`${name} is not settled (${l.note ?? 'inconclusive'})`];
  }
  return [`${name} ${l.stateText}`];
}

/** A gate's line without the gate's label it starts with ("acceptance: " dropped). */
function afterLabel(reason: string): string {
  const at = reason.indexOf(': ');
  return at >= 0 ? reason.slice(at + 2) : reason;
}

const GATE_CODES = new Set(['GATE_FAILED', 'GATE_INCONCLUSIVE', 'GATE_NO_EVIDENCE', 'GATE_NO_THRESHOLD', 'DECISION_CONTRADICTED']);

/** Each reason as a sentence; a reason about a gate takes the gate's sentence (its message embeds the gate's line). */
export function reasonLines(reasons: readonly Reason[], gates: readonly GateResult[], rows: readonly GateLine[], surface: Surface): ReasonLine[] {
  const used = new Set<number>();
  return reasons.map((r) => {
    if (!GATE_CODES.has(r.code)) return reasonLine(r, surface);
    const i = gates.findIndex((g, at) => !used.has(at) && g.reason !== '' && r.message.includes(g.reason));
    if (i < 0) return reasonLine(r, surface);
    used.add(i);
    const row = rows[i] as GateLine;
    const line = reasonLine(r, surface, gateSentence(row));
    // The number of tasks that would settle it is the next step itself.
    if (r.code === 'GATE_INCONCLUSIVE' && row.bound?.more)
      return { ...line, next: [`run ~${row.bound.more.toLocaleString('en-US')} more tasks at this rate to settle it`] };
    return line;
  });
}

const inSet = (ids: readonly { id: string }[]) => new Set(ids.map((t) => t.id));

/** What the drill-down's list of failing tasks covers, as every surface titles it: "Tasks that failed (3 of 20)". */
export function failingTitle(d: DrillDown): string {
  return `${d.everySplit ? 'Tasks' : 'Held-out tasks'} that failed (${d.failingTotal.toLocaleString('en-US')} of ${d.tasks.toLocaleString('en-US')})`;
}

/** How a failing task's attempts read: "failed all 3 attempts", "failed attempt 2 of 3". */
export function failedAttemptsText(t: { attempts: number; failed: readonly number[] }): string {
  if (t.failed.length === t.attempts) return `failed ${t.attempts === 1 ? 'its attempt' : `all ${t.attempts} attempts`}`;
  return `failed attempt${t.failed.length === 1 ? '' : 's'} ${t.failed.join(', ')} of ${t.attempts}`;
}

/** The drill-down, and what changed since the baseline when its detail is known. */
export function drillDown(now: TaskDetail, baseline?: { id: string; tasks: TaskDetail }): DrillDown {
  const out: DrillDown = {
    heldOut: now.held_out.tasks,
    tasks: (now.all ?? now.held_out).tasks,
    failing: now.failing,
    failingTotal: (now.all ?? now.held_out).failing,
    everySplit: now.all !== undefined,
    canaries: now.canaries,
    costliest: now.costliest,
  };
  if (baseline) {
    const then = inSet(baseline.tasks.failing);
    const failingNow = inSet(now.failing);
    out.sinceBaseline = {
      baseline: baseline.id,
      newlyFailing: now.failing.filter((t) => !then.has(t.id)).map((t) => t.id),
      newlyPassing: baseline.tasks.failing.filter((t) => !failingNow.has(t.id)).map((t) => t.id),
      // Both lists whole: no task fell off either bounded list.
      complete:
        now.failing.length === (now.all ?? now.held_out).failing && baseline.tasks.failing.length === (baseline.tasks.all ?? baseline.tasks.held_out).failing,
    };
  }
  return out;
}

/** The record's metric custody for the header line; for JUnit, that its results carry no definition to bind. */
function custodyView(record: AgentQualityRecord): { custody?: string } {
  const c = record.assurance.integrity?.metric_custody;
  if (c === undefined) return {};
  const junit = importFormatOf(record.assurance.evidence.format) === 'junit';
  return { custody: junit ? `${c} (JUnit results carry no definition of their tests: taken as recorded)` : c };
}
