// OpenTelemetry traces as evidence (the public mapping for Agent Quality
// Records): one attempt per trace, its root span carrying sg.task.id,
// sg.attempt.index (when k > 1), sg.split, sg.task.passed and the task set's
// and harness's digests; tool calls as spans named by gen_ai.tool.name or
// sg.tool.name with sg.tool.outcome, sg.tool.schema_ok and the event
// sg.tool.redundant_retry; policy decisions as sg.policy.decision events
// (sg.policy.result allow|deny|ask); sg.attempt.reset events before repeated
// attempts. Spans may arrive in any order; state is kept per trace.
import { AqrError } from '../errors.js';
import type { Trial } from '../ledger/trial.js';
import type { Manifest } from '../taskset/manifest.js';
import { attrs, type AttrValue } from './attributes.js';

interface TraceState {
  rootSpan?: string;
  task?: string;
  attempt?: number;
  split?: string;
  passed?: boolean;
  latency?: number;
  where: string;
  denies: number;
  reset: boolean;
  tokens?: number;
  cost?: number;
  /** Tool steps as pairs (start time, interned name), kept only while the task may declare trajectory rules. */
  steps: number[] | undefined;
}

export interface OtelResult {
  trials: Trial[];
  /** Attempts past the first that show no sg.attempt.reset: pass^k cannot be trusted. */
  missingReset: { task: string; attempt: number; trace: string }[];
  tool: { calls: number; correct: number };
  trajectory: { attempts: number; valid: number };
  orphanTraces: number;
  spans: number;
  events: number;
}

export interface Expected {
  manifestDigest: string;
  harnessDigest: string;
}

export class TraceFold {
  private readonly traces = new Map<string, TraceState>();
  private readonly tool = { calls: 0, correct: 0 };
  private readonly names: string[] = [];
  private readonly nameIds = new Map<string, number>();
  spans = 0;
  events = 0;

  constructor(
    private readonly manifest: Manifest,
    private readonly expected: Expected,
  ) {}

  /** One OTLP/JSON export object: {resourceSpans: [{scopeSpans: [{spans: [...]}]}]}. */
  add(doc: unknown, where: string): void {
    const rs = (doc as { resourceSpans?: unknown } | null)?.resourceSpans;
    if (!Array.isArray(rs)) throw new AqrError('ERR_INPUT_INVALID', 'not an OTLP/JSON trace export (no resourceSpans)', { file: where });
    for (const r of rs as { scopeSpans?: { spans?: unknown[] }[] }[])
      for (const ss of r?.scopeSpans ?? []) for (const span of ss?.spans ?? []) this.span(span as Record<string, unknown>, where);
  }

  private span(s: Record<string, unknown>, where: string): void {
    const traceId = s['traceId'];
    const spanId = s['spanId'];
    if (typeof traceId !== 'string' || typeof spanId !== 'string') throw new AqrError('ERR_INPUT_INVALID', 'a span without traceId or spanId', { file: where });
    this.spans++;
    const a = attrs(s['attributes']);
    // The span's name for a message, spelled only when there is one.
    const name = (): string => `trace ${traceId} span ${spanId}`;
    this.checkDigest(a, name, where);
    let t = this.traces.get(traceId);
    if (!t) this.traces.set(traceId, (t = { where, denies: 0, reset: false, steps: [] }));
    const events = Array.isArray(s['events']) ? (s['events'] as { name?: string; attributes?: unknown }[]) : [];
    this.events += events.length;
    let redundant = false;
    for (const e of events) {
      const ea = e.attributes === undefined ? NO_ATTRIBUTES : attrs(e.attributes);
      this.checkDigest(ea, name, where);
      if (e.name === 'sg.policy.decision' && ea.get('sg.policy.result') === 'deny') t.denies++;
      else if (e.name === 'sg.attempt.reset') t.reset = true;
      else if (e.name === 'sg.tool.redundant_retry') redundant = true;
    }
    const tokens = num(a.get('gen_ai.usage.input_tokens')) + num(a.get('gen_ai.usage.output_tokens'));
    if (a.has('gen_ai.usage.input_tokens') || a.has('gen_ai.usage.output_tokens')) t.tokens = (t.tokens ?? 0) + tokens;
    if (a.has('sg.cost.usd')) t.cost = (t.cost ?? 0) + num(a.get('sg.cost.usd'));
    const tool = a.get('gen_ai.tool.name') ?? a.get('sg.tool.name');
    if (typeof tool === 'string') {
      this.tool.calls++;
      if (a.get('sg.tool.outcome') === 'ok' && a.get('sg.tool.schema_ok') !== false && !redundant) this.tool.correct++;
      if (t.steps) {
        let n = this.nameIds.get(tool);
        if (n === undefined) this.nameIds.set(tool, (n = this.names.push(tool) - 1));
        t.steps.push(Number(big(s['startTimeUnixNano'])), n);
      }
    }
    const task = a.get('sg.task.id');
    if (task === undefined) return;
    if (t.rootSpan !== undefined)
      throw new AqrError('ERR_INPUT_INVALID', `${name()} is a second attempt root in one trace (first: span ${t.rootSpan}); each attempt is its own trace`, {
        file: where,
      });
    if (typeof task !== 'string') throw new AqrError('ERR_INPUT_INVALID', `${name()}: sg.task.id must be a string`, { file: where });
    const passed = a.get('sg.task.passed');
    if (typeof passed !== 'boolean')
      throw new AqrError('ERR_INPUT_INVALID', `${name()}: the attempt's root span needs sg.task.passed (bool), the end-state assertion`, { file: where });
    const attempt = a.get('sg.attempt.index') ?? 1;
    if (typeof attempt !== 'number' || !Number.isInteger(attempt) || attempt < 1)
      throw new AqrError('ERR_INPUT_INVALID', `${name()}: sg.attempt.index must be an integer from 1`, { file: where });
    const split = a.get('sg.split');
    if (split !== undefined && split !== 'held-in' && split !== 'held-out')
      throw new AqrError('ERR_INPUT_INVALID', `${name()}: sg.split must be held-in or held-out`, { file: where });
    const canary = a.get('sg.task_set.canary_id');
    const known = this.manifest.tasks.get(task);
    if (canary !== undefined && known && !known.canary)
      throw new AqrError('ERR_INPUT_MISMATCH', `${name()} marks task ${task} as a canary probe, but the manifest does not`, { file: where });
    Object.assign(t, { rootSpan: spanId, task, attempt, passed, where, latency: Number(big(s['endTimeUnixNano']) - big(s['startTimeUnixNano'])) / 1e9 });
    // Steps matter only for tasks that declare trajectory rules.
    if (!known?.steps || known.canary) t.steps = undefined;
    if (split !== undefined) t.split = split;
  }

  private checkDigest(a: ReadonlyMap<string, AttrValue>, name: () => string, where: string): void {
    const m = a.get('sg.task_set.manifest_digest');
    if (m !== undefined && m !== this.expected.manifestDigest)
      throw new AqrError(
        'ERR_INPUT_MISMATCH',
        `${name()} is evidence for task set ${String(m)}, not ${this.expected.manifestDigest}: evidence from another task set never counts`,
        { file: where },
      );
    const h = a.get('sg.subject.harness_digest');
    if (h !== undefined && h !== this.expected.harnessDigest)
      throw new AqrError(
        'ERR_INPUT_MISMATCH',
        `${name()} is evidence for harness ${String(h)}, not ${this.expected.harnessDigest}: evidence from another agent never counts`,
        { file: where },
      );
  }

  finish(): OtelResult {
    const trials: Trial[] = [];
    const missingReset: OtelResult['missingReset'] = [];
    const trajectory = { attempts: 0, valid: 0 };
    let orphans = 0;
    for (const [traceId, t] of this.traces) {
      if (t.task === undefined) {
        orphans++;
        continue;
      }
      const trial: Trial = { task_id: t.task, attempt: t.attempt as number, passed: t.passed as boolean, violations: { policy: t.denies } };
      if (t.split) trial.split = t.split as 'held-in' | 'held-out';
      if (t.latency !== undefined) trial.latency_s = t.latency;
      if (t.tokens !== undefined) trial.tokens = t.tokens;
      if (t.cost !== undefined) trial.cost_usd = t.cost;
      trials.push(trial);
      if ((t.attempt as number) > 1 && !t.reset) missingReset.push({ task: t.task, attempt: t.attempt as number, trace: traceId });
      const rules = this.manifest.tasks.get(t.task);
      if (rules?.steps && !rules.canary && t.steps) {
        trajectory.attempts++;
        const order: { at: number; name: string; i: number }[] = [];
        for (let i = 0; i < t.steps.length; i += 2) order.push({ at: t.steps[i] as number, name: this.names[t.steps[i + 1] as number] as string, i });
        order.sort((x, y) => x.at - y.at || x.i - y.i);
        if (
          trajectoryValid(
            order.map((o) => o.name),
            rules.steps,
          )
        )
          trajectory.valid++;
      }
    }
    // The same order as a ledger sorted by task and attempt: sums then agree to the bit.
    trials.sort((a, b) => (a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : a.attempt - b.attempt));
    return { trials, missingReset, tool: this.tool, trajectory, orphanTraces: orphans, spans: this.spans, events: this.events };
  }
}

/** Required steps present in order, no forbidden step, at most max steps. */
export function trajectoryValid(steps: readonly string[], rules: { required?: string[]; forbidden?: string[]; max?: number }): boolean {
  if (rules.max !== undefined && steps.length > rules.max) return false;
  if (rules.forbidden?.some((f) => steps.includes(f))) return false;
  let i = 0;
  for (const s of steps) if (i < (rules.required?.length ?? 0) && s === rules.required?.[i]) i++;
  return i === (rules.required?.length ?? 0);
}

/** The attributes of an event that has none (most events): nothing to read, nothing to allocate. */
const NO_ATTRIBUTES: ReadonlyMap<string, AttrValue> = new Map();

function num(v: AttrValue | undefined): number {
  return typeof v === 'number' ? v : 0;
}

function big(v: unknown): bigint {
  try {
    return BigInt(typeof v === 'string' || typeof v === 'number' ? v : 0);
  } catch {
    return 0n;
  }
}
