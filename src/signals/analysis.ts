// Everything read from --signals, in one fold: each JSON value is classified by
// its content (OCP run document, OCP signal, Agent Signal, confidence sample,
// A2A data part), checked against its contract and folded into bounded state.
import { AqrError } from '../errors.js';
import { formatPath, type PathSegment } from '../doc/path.js';
import { MAX_NESTING, tooDeep } from '../doc/syntax.js';
import { AgentAnalytics, type SoftHoldPolicy } from './agent/analytics.js';
import { normalizeAgentSignal } from './agent/normalize.js';
import { ConfidenceStore, readSample } from './confidence/store.js';
import { describeValue, safeLabel, type Deviation, type Report } from './deviation.js';
import { AcceptanceFold, excludedEvents, type Acceptance } from './ocp/acceptance.js';
import type { AcceptanceRule, SignalTier } from './ocp/types.js';
import { readerInstant } from './ocp/timestamp.js';
import { ruleAgainstSignals, ruleProblem, signalProblem } from './ocp/validate.js';
import { NestedTooDeep, privacyFindings, type PrivacyFinding, type PrivacyKind } from './privacy.js';

export interface SignalOptions {
  strict?: boolean;
  /** The rule for bare signal lists (a run document carries its own). */
  rule?: AcceptanceRule;
  /** Signals below this tier cannot satisfy the rule. */
  minTier?: SignalTier;
  /** Decision time (ms since the epoch; default: the clock): excluded events observed later are not yet known. */
  now?: number;
  softHolds?: SoftHoldPolicy & { calibration_inversion?: boolean; max_high_conf_failures?: number };
}

export interface Where {
  file: string;
  line?: number;
  lineOf?: (path: readonly PathSegment[]) => number | undefined;
}

/** One run's acceptance, where it was read, and what contradicts it. */
export type RunAcceptance = Acceptance & { file: string; run?: string; rule: string; contradiction?: string };

const KEEP_DEVIATIONS = 1000;
/** The path of a value that is a whole line or document (shared: no array made a line). */
const TOP: readonly PathSegment[] = Object.freeze([]);
const KEEP_FINDINGS = 1000;

export class SignalAnalysis {
  readonly agents = new AgentAnalytics();
  readonly confidence = new ConfidenceStore();
  private readonly bare: AcceptanceFold;
  private bareSignals = 0;
  readonly acceptance: RunAcceptance[] = [];
  /** Each acceptance's run id as written: the join with escalations, never printed (the printed id may be withheld). */
  private readonly runIds = new WeakMap<RunAcceptance, string>();
  readonly counts = { records: 0, ocpRuns: 0, ocpSignals: 0, agentSignals: 0, confidenceSamples: 0, skipped: 0 };
  private readonly deviationCounts: Record<string, number> = {};
  private readonly deviations: Deviation[] = [];
  private readonly privacyCounts: Record<string, number> = {};
  private readonly findings: { file: string; line?: number; field: string; kind: PrivacyKind }[] = [];
  readonly files = new Set<string>();
  /** The file of the last value added: a file of a million lines is put in the set once. */
  private lastFile: string | undefined;

  /** The value being added: where it was read, its path there and its line. */
  private here: Where = { file: '' };
  private herePath: readonly PathSegment[] = TOP;
  private hereLine: number | undefined;
  /** Reports a deviation of the value being added (add() reads a value to its end before the next). */
  private readonly reportHere: Report = ({ path: field, ...d }) => {
    const { here: where, herePath: path, hereLine: line } = this;
    if (field === undefined || field.length === 0) return this.deviation({ ...(line === undefined ? { file: where.file } : { file: where.file, line }), ...d });
    const fieldLine = where.lineOf?.([...path, ...field]) ?? line;
    this.deviation({
      file: where.file,
      ...(fieldLine === undefined ? {} : { line: fieldLine }),
      ...d,
      field: formatPath(field.map((seg) => (typeof seg === 'string' ? safeLabel(seg) : seg))),
    });
  };

  constructor(private readonly options: SignalOptions = {}) {
    this.bare = new AcceptanceFold(excludedEvents(options.rule), options.now);
  }

  /** One parsed JSON value from a file: a line of JSONL, or a whole document; one nested deeper than MAX_NESTING is an input error. */
  add(v: unknown, where: Where, path: readonly PathSegment[] = TOP): void {
    if (where.file !== this.lastFile) {
      this.files.add(where.file);
      this.lastFile = where.file;
    }
    const line = path.length > 0 ? (where.lineOf?.(path) ?? where.line) : where.line;
    if (Array.isArray(v)) {
      if (path.length >= MAX_NESTING) throw tooDeep({ file: where.file, ...(line === undefined ? {} : { line }) });
      v.forEach((x, i) => this.add(x, where, [...path, i]));
      return;
    }
    this.counts.records++;
    // What this value's deviations are reported against (one reporter for all values: no closure per line).
    this.here = where;
    this.herePath = path;
    this.hereLine = line;
    const report = this.reportHere;
    if (v === null || typeof v !== 'object') return this.skip(report, 'SIG_NOT_AN_OBJECT', `a ${v === null ? 'null' : typeof v} is no signal`);
    const o = v as Record<string, unknown>;
    // An index loop: for-of over the shared empty (frozen) result costs an iterator a line.
    const found = this.findingsOf(o, where.file, line);
    for (let i = 0; i < found.length; i++) {
      const f = found[i] as PrivacyFinding;
      // In a multi-line document, the line of the field itself.
      const fieldLine = where.lineOf?.([...path, ...fieldPath(f.field)]) ?? line;
      this.privacy({ file: where.file, ...(fieldLine === undefined ? {} : { line: fieldLine }), ...f });
    }
    if ('ocp' in o) return this.runDocument(o, where.file, report);
    if ('signal_type' in o) {
      const s = normalizeAgentSignal(o, report);
      if (s) {
        this.counts.agentSignals++;
        this.agents.add(s);
      } else this.counts.skipped++;
      return;
    }
    if (o['kind'] === 'verdict' || o['kind'] === 'score' || o['kind'] === 'event') {
      this.bareSignals++;
      this.readSignal(o, this.bare, report);
      return;
    }
    const parts = dataParts(o);
    if (parts.length > 0) {
      for (const p of parts) this.sample(p, report);
      return;
    }
    if ('confidence' in o) return this.sample(o, report);
    this.skip(report, 'SIG_UNKNOWN_KIND', 'not an OCP run or signal, an Agent Signal or a confidence sample');
  }

  /** The privacy walk, which also holds the value to MAX_NESTING (so the walks after it may recurse). */
  private findingsOf(o: object, file: string, line: number | undefined): readonly PrivacyFinding[] {
    try {
      return privacyFindings(o, '', this.herePath.length);
    } catch (e) {
      if (e instanceof NestedTooDeep) throw tooDeep({ file, ...(line === undefined ? {} : { line }) });
      throw e;
    }
  }

  private sample(p: Record<string, unknown>, report: Report): void {
    const s = readSample(p, report);
    if (s) {
      this.counts.confidenceSamples++;
      this.confidence.add(s, report);
    } else this.counts.skipped++;
  }

  private runDocument(o: Record<string, unknown>, file: string, report: Report): void {
    if (o['ocp'] !== '0.3')
      report({
        code: 'E195',
        message: `ocp version (${describeValue(o['ocp'])}) is not 0.3; read as 0.3`,
        action: 'read',
        ...(o['ocp'] === undefined ? {} : { path: ['ocp'] }),
      });
    const run = o['run'] as Record<string, unknown> | undefined;
    if (!run || typeof run !== 'object') return this.skip(report, 'E195', 'an OCP run document has a run object');
    // The run schema requires these beside the run; the acceptance rule does not need them.
    const absent = [
      ['producer', 'object'],
      ['privacy', 'object'],
      ['nodes', 'array'],
    ]
      .filter(([k, t]) => (t === 'array' ? !Array.isArray(o[k as string]) : typeof o[k as string] !== 'object' || o[k as string] === null))
      .map(([k]) => k);
    if (absent.length > 0) report({ code: 'E195', message: `the run document lacks ${absent.join(', ')}; read for its signals`, action: 'read' });
    if (typeof run['id'] !== 'string' || run['id'] === '') report({ code: 'E195', message: 'run.id is missing; read without it', action: 'read' });
    this.counts.ocpRuns++;
    const ruleValue = run['acceptance_rule'] ?? this.options.rule;
    const rp = ruleValue === undefined ? undefined : ruleProblem(ruleValue);
    if (rp)
      report({
        code: 'E195',
        message: `acceptance_rule: ${rp}`,
        action: 'skipped',
        ...(run['acceptance_rule'] === undefined ? {} : { path: ['run', 'acceptance_rule'] }),
      });
    const rule = rp || ruleValue === undefined ? undefined : (ruleValue as AcceptanceRule);
    const fold = new AcceptanceFold(excludedEvents(rule), this.options.now);
    const signals = Array.isArray(run['signals']) ? run['signals'] : [];
    for (const [i, s] of signals.entries()) this.readSignal(s, fold, (d) => report({ ...d, path: ['run', 'signals', i, ...(d.path ?? [])] }));
    const runId = typeof run['id'] === 'string' ? { run: safeLabel(run['id']) } : {};
    // A rule that cannot be read decides nothing, and so it cannot accept: the run's acceptance is unknown.
    if (rp)
      this.pushAcceptance(run, {
        file,
        ...runId,
        rule: typeof (ruleValue as { name?: unknown }).name === 'string' ? safeLabel((ruleValue as { name: string }).name) : '(unreadable)',
        result: 'unknown',
        tier: 'asserted',
        reasons: [],
        details: [`invalid_rule: ${rp}`],
        scores: {},
      });
    if (!rule) return;
    for (const m of ruleAgainstSignals(rule, fold.kinds)) report({ code: 'E195', message: `acceptance_rule: ${m}`, action: 'read' });
    const ended = run['ended_at'];
    if (ended === undefined || ended === null)
      report({ code: 'SIG_NO_END', message: 'run has no ended_at: every excluded event counts, whenever observed', action: 'read' });
    else if (readerInstant(ended) === null)
      report({
        code: 'E195',
        message: `ended_at (${describeValue(ended)}) is not a timestamp: every excluded event counts, whenever observed`,
        action: 'read',
      });
    this.pushAcceptance(run, { file, ...runId, rule: safeLabel(rule.name), ...safeAcceptance(fold.evaluate(rule, ended, this.options.minTier)) });
  }

  /**
   * One OCP signal. The reference reader reads every object whatever its
   * deviations (a value's case, an unknown tier, no time), so it is read here
   * too and each deviation reported; only what the reader ignores is skipped.
   */
  private readSignal(s: unknown, fold: AcceptanceFold, report: Report): void {
    const problem = signalProblem(s);
    const o = s as Record<string, unknown>;
    const readable =
      s !== null && typeof s === 'object' && !Array.isArray(s) && typeof o['name'] === 'string' && ['verdict', 'score', 'event'].includes(o['kind'] as string);
    if (!readable) {
      this.counts.skipped++;
      report({ code: 'E195', message: problem ?? 'not a signal', action: 'skipped' });
      return;
    }
    if (problem) report({ code: 'E195', message: problem, action: 'read' });
    this.counts.ocpSignals++;
    fold.add(o);
  }

  private pushAcceptance(run: Record<string, unknown>, a: RunAcceptance): void {
    this.acceptance.push(a);
    if (typeof run['id'] === 'string') this.runIds.set(a, run['id']);
  }

  /** A file that gave no signal at all (empty, blank, binary): reported, an error under --strict. */
  emptyFile(file: string, why: string): void {
    this.files.add(file);
    this.deviation({ file, code: 'SIG_EMPTY_FILE', message: why, action: 'skipped' });
  }

  /** A line that is not JSON at all: counted and reported, an error under --strict. */
  unreadable(where: { file: string; line: number }, message: string): void {
    this.files.add(where.file);
    this.counts.records++;
    this.skip((d) => this.deviation({ ...where, ...d }), 'SIG_BAD_JSON', message);
  }

  private skip(report: Report, code: string, message: string): void {
    this.counts.skipped++;
    report({ code, message, action: 'skipped' });
  }

  private deviation(d: Deviation): void {
    if (this.options.strict)
      throw new AqrError('ERR_INPUT_INVALID', `${d.message} (${d.code}; --strict)`, { file: d.file, ...(d.line === undefined ? {} : { line: d.line }) });
    this.deviationCounts[d.code] = (this.deviationCounts[d.code] ?? 0) + 1;
    if (this.deviations.length < KEEP_DEVIATIONS) this.deviations.push(d);
  }

  private privacy(f: { file: string; line?: number; field: string; kind: PrivacyKind }): void {
    this.privacyCounts[f.kind] = (this.privacyCounts[f.kind] ?? 0) + 1;
    if (this.findings.length < KEEP_FINDINGS) this.findings.push(f);
  }

  /** The acceptance of the bare signal list under the given rule, when there is one. */
  private bareAcceptance(): RunAcceptance | undefined {
    const rule = this.options.rule;
    if (!rule || this.bareSignals === 0) return undefined;
    return { file: '(signal lists)', rule: safeLabel(rule.name), ...safeAcceptance(this.bare.evaluate(rule, undefined, this.options.minTier)) };
  }

  report() {
    // An accepted run with a blocking escalation still open on it: the signals contradict each other.
    for (const a of this.acceptance) {
      const id = this.runIds.get(a);
      const open = a.result === 'accepted' && id !== undefined ? this.agents.openBlocking(id) : undefined;
      if (open !== undefined)
        a.contradiction = `acceptance rule ${a.rule} accepted run ${a.run}, but an Agent Signal escalation (blocking, severity ${open}) on that run is still open: an acceptance does not outvote an open escalation`;
    }
    const bare = this.bareAcceptance();
    const agents = this.agents.report(this.options.softHolds);
    const confidence = this.confidence.report(this.options.softHolds);
    return {
      files: this.files.size,
      counts: this.counts,
      deviations: { total: Object.values(this.deviationCounts).reduce((a, b) => a + b, 0), byCode: this.deviationCounts, first: this.deviations },
      acceptance: bare ? [...this.acceptance, bare] : this.acceptance,
      agents,
      confidence,
      privacy: { flagged: Object.values(this.privacyCounts).reduce((a, b) => a + b, 0), byKind: this.privacyCounts, findings: this.findings },
      softHolds: [...agents.softHolds, ...confidence.softHolds],
    };
  }
}

export type SignalsReport = ReturnType<SignalAnalysis['report']>;

/** Signal names in reasons and scores come from the documents read: printed only when plain. */
function safeAcceptance(a: Acceptance): Acceptance {
  return {
    ...a,
    reasons: a.reasons.map((r) => {
      const colon = r.indexOf(':');
      return colon === -1 ? r : `${r.slice(0, colon)}:${safeLabel(r.slice(colon + 1))}`;
    }),
    scores: Object.fromEntries(Object.entries(a.scores).map(([k, v]) => [safeLabel(k), v])),
  };
}

/** A2A data parts carrying confidence: a part itself, a message's parts, or a task's status message. */
const isPart = (p: unknown): p is Record<string, unknown> =>
  p !== null && typeof p === 'object' && (p as { kind?: unknown }).kind === 'data' && typeof (p as { data?: unknown }).data === 'object';
const NO_PARTS: readonly Record<string, unknown>[] = Object.freeze([]);

function dataParts(o: Record<string, unknown>): readonly Record<string, unknown>[] {
  if (isPart(o)) return [o];
  const message = (o['status'] as { message?: unknown } | undefined)?.message ?? o;
  const parts = (message as { parts?: unknown }).parts;
  if (!Array.isArray(parts)) return NO_PARTS;
  const meta = (message as { metadata?: unknown }).metadata ?? o['metadata'];
  return parts
    .filter(isPart)
    .filter((p) => 'confidence' in (p['data'] as object))
    .map((p) => ({ ...p, metadata: meta }));
}

/** ['issues_found', 0] for `issues_found[0]` (a privacy finding's field). */
function fieldPath(field: string): PathSegment[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? (m[1] as string) : Number(m[2])));
}
