// Agent signal analytics (seed 000), folded as signals stream in. State is kept
// per run only while a join is pending (execution awaiting its outcome) or the
// run is part of a handoff chain; everything else is counts.
//   calibration = 5 − |confidence − quality_rating|, per run (execution ⋈ outcome)
//   spread of confidence per agent: flat confidence with good calibration is a gaming tell
//   continuation gap = |readiness − recovery|, delta = readiness − recovery (positive: overclaimed)
import { bump, histogramSummary, round } from '../stats.js';
import type { AgentSignal } from './normalize.js';
import { PendingRuns } from './pending-runs.js';

interface RunState {
  agent?: string;
  confidence?: number;
  readiness?: number;
  resumedFrom?: string;
  quality?: number;
  recovery?: number;
  escalation?: { severity: string; at: number };
  calibrated?: true;
  handedOver?: true;
}

interface AgentStats {
  confidence: number[];
  calibration: number[];
}

export interface SoftHoldPolicy {
  min_calibration?: number;
  flat_confidence?: boolean;
  continuation_overclaim?: boolean;
}

const FLAT_MIN_N = 10;
const newRun = (): RunState => ({});

/**
 * At most this many runs wait for their outcome at once: some 230 bytes of
 * state each (990,000 waiting peaked at 290 MiB in `aqr signals`, bench row
 * 3), so a stream of any length stays near that. (A quarter of it let go of
 * runs all along on that stream and peaked higher: the runs let go are
 * garbage the collector keeps a while.) Past it the oldest is let go: counted as an unjoined execution (or
 * outcome) and forgotten, so its outcome, if it comes later, is an unjoined
 * outcome. That is what the stream would say had the outcome never come,
 * which its writer can do anyway: letting go gives no input a new way to move
 * the verdict. A run in a continuation chain or with an open escalation is
 * never let go: its state is what the report's chains and holds read.
 */
export const MAX_PENDING_RUNS = 1 << 20;
const joinOnly = (r: RunState): boolean => r.readiness === undefined && r.recovery === undefined && r.resumedFrom === undefined && r.escalation === undefined;

export class AgentAnalytics {
  private readonly runs: PendingRuns<RunState>;
  /** Runs let go past the bound before they were joined. */
  private readonly letGo = { executions: 0, outcomes: 0 };
  private readonly agents = new Map<string, AgentStats>();
  private readonly calibration = [0, 0, 0, 0, 0];
  private readonly gaps = [0, 0, 0, 0, 0];
  private readonly recovery = [0, 0, 0, 0, 0];
  private deltaSum = 0;
  private overclaimed = 0;
  private underclaimed = 0;
  private zeroGapFailedRecovery = 0;
  private readonly escalations: Record<string, { blocking: number; nonBlocking: number }> = {};
  private readonly recs: { agent: string; type?: string; target?: string; validation_status: string; priority?: string }[] = [];
  private recTotal = 0;
  private recValidated = 0;
  readonly counts = { execution: 0, outcome: 0, escalation: 0, partnership: 0 };

  /** `pendingLimit`: MAX_PENDING_RUNS, smaller in tests. */
  constructor(pendingLimit = MAX_PENDING_RUNS) {
    this.runs = new PendingRuns<RunState>({
      limit: pendingLimit,
      evictable: joinOnly,
      onEvict: (r) => {
        if (r.calibrated) return;
        if (r.confidence !== undefined) this.letGo.executions++;
        if (r.quality !== undefined) this.letGo.outcomes++;
      },
    });
  }

  add(s: AgentSignal): void {
    const run = this.state(s.run_id);
    // Each count by its own name: a store by a key that varies line to line is much slower.
    switch (s.type) {
      case 'execution': {
        this.counts.execution++;
        run.agent = s.agent;
        run.confidence = s.confidence as number;
        if (s.readiness !== undefined) run.readiness = s.readiness;
        if (s.resumed_from !== undefined) {
          run.resumedFrom = s.resumed_from;
          this.state(s.resumed_from); // the predecessor stays known for the chain
        }
        bump(this.agent(s.agent).confidence, (s.confidence as number) - 1);
        break;
      }
      case 'outcome':
        this.counts.outcome++;
        run.quality ??= s.quality as number;
        if (s.recovery !== undefined) run.recovery = s.recovery;
        // An outcome after an escalation on the same run resolves it.
        if (run.escalation && (s.timestamp === undefined || s.timestamp >= run.escalation.at)) delete run.escalation;
        break;
      case 'escalation': {
        this.counts.escalation++;
        const sev = s.severity ?? 'unknown';
        const e = (this.escalations[sev] ??= { blocking: 0, nonBlocking: 0 });
        if (s.blocking) {
          e.blocking++;
          run.escalation = { severity: sev, at: s.timestamp ?? Number.NEGATIVE_INFINITY };
        } else e.nonBlocking++;
        break;
      }
      case 'partnership':
        this.counts.partnership++;
        for (const r of s.recommendations ?? []) {
          this.recTotal++;
          if (r.validation_status === 'outcome_validated') this.recValidated++;
          this.recs.push({ agent: s.observed_agent ?? '', ...r, validation_status: r.validation_status ?? 'self_report_only' });
          if (this.recs.length > 200) this.rankRecs().splice(100);
        }
        break;
    }
    this.settle(s.run_id, run);
  }

  private state(id: string): RunState {
    return this.runs.state(id, newRun);
  }

  private agent(name: string): AgentStats {
    let a = this.agents.get(name);
    if (!a) this.agents.set(name, (a = { confidence: [0, 0, 0, 0, 0], calibration: [0, 0, 0, 0, 0] }));
    return a;
  }

  /** The severity of a blocking escalation still open on this run, if there is one. */
  openBlocking(runId: string): string | undefined {
    return this.runs.get(runId)?.escalation?.severity;
  }

  /** Joins what can be joined, then forgets the run unless a chain or escalation needs it. */
  private settle(id: string, r: RunState): void {
    if (r.confidence !== undefined && r.quality !== undefined && !r.calibrated) {
      const cal = 5 - Math.abs(r.confidence - r.quality);
      bump(this.calibration, cal - 1);
      if (r.agent) bump(this.agent(r.agent).calibration, cal - 1);
      r.calibrated = true;
    }
    if (r.readiness !== undefined && r.recovery !== undefined && !r.handedOver) {
      const delta = r.readiness - r.recovery;
      bump(this.gaps, Math.abs(delta));
      bump(this.recovery, r.recovery - 1);
      this.deltaSum += delta;
      if (delta > 0) this.overclaimed++;
      if (delta < 0) this.underclaimed++;
      if (delta === 0 && r.recovery <= 2) this.zeroGapFailedRecovery++;
      r.handedOver = true;
    }
    const handoff = r.readiness !== undefined || r.recovery !== undefined || r.resumedFrom !== undefined;
    if (r.calibrated && !handoff && !r.escalation) this.runs.delete(id);
  }

  private rankRecs() {
    const prio = (p?: string) => ({ critical: 0, high: 1, medium: 2, low: 3 })[p ?? ''] ?? 4;
    return this.recs.sort(
      (a, b) => (a.validation_status === b.validation_status ? 0 : a.validation_status === 'outcome_validated' ? -1 : 1) || prio(a.priority) - prio(b.priority),
    );
  }

  report(policy: SoftHoldPolicy = {}) {
    let pendingExec = this.letGo.executions;
    let pendingOutcome = this.letGo.outcomes;
    let links = 0;
    let verified = 0;
    let longest = 0;
    const unresolved: { run_id: string; severity: string }[] = [];
    const depth = new Map<string, number>();
    // The links behind a run, walked back without recursion: a chain of any
    // length, or a loop a hostile file makes (a resumed from b, b from a), is
    // counted, never a stack overflow. A run met twice on one walk ends it, as
    // a run that resumed nothing would: each run of a loop counts once.
    const chainDepth = (start: string): number => {
      const walk: string[] = [];
      const seen = new Set<string>();
      let id: string | undefined = start;
      let d = -1;
      while (id !== undefined) {
        const known = depth.get(id);
        if (known !== undefined) {
          d = known;
          break;
        }
        if (seen.has(id)) break;
        seen.add(id);
        walk.push(id);
        id = this.runs.get(id)?.resumedFrom;
      }
      for (let i = walk.length - 1; i >= 0; i--) depth.set(walk[i] as string, ++d);
      return d;
    };
    for (const [id, r] of this.runs.entries()) {
      if (!r.calibrated) {
        if (r.confidence !== undefined) pendingExec++;
        if (r.quality !== undefined) pendingOutcome++;
      }
      if (r.resumedFrom !== undefined) {
        links++;
        if (this.runs.get(r.resumedFrom)?.recovery !== undefined) verified++;
        longest = Math.max(longest, chainDepth(id));
      }
      if (r.escalation) unresolved.push({ run_id: id, severity: r.escalation.severity });
    }
    const cal = histogramSummary(this.calibration, 1);
    const agents = [...this.agents].map(([agent, a]) => {
      const conf = histogramSummary(a.confidence, 1);
      const c = histogramSummary(a.calibration, 1);
      const flat = conf.n >= FLAT_MIN_N && ((conf.modeShare ?? 0) >= 0.8 || (conf.stddev ?? 1) < 0.5);
      return {
        agent,
        executions: conf.n,
        confidence: { ...conf, histogram: a.confidence },
        calibration: { ...c, histogram: a.calibration },
        gamingTell: flat && (c.mean ?? 0) >= 4 && c.n >= FLAT_MIN_N,
      };
    });
    const handoffs = this.gaps.reduce((x, y) => x + y, 0);
    const continuation = {
      handoffs,
      gap: { ...histogramSummary(this.gaps, 0), histogram: this.gaps },
      delta: { mean: handoffs ? round(this.deltaSum / handoffs) : null, overclaimed: this.overclaimed, underclaimed: this.underclaimed },
      recovery: { ...histogramSummary(this.recovery, 1), histogram: this.recovery },
      zeroGapFailedRecovery: this.zeroGapFailedRecovery,
      chains: { links, verifiedLinks: verified, unverifiedLinks: links - verified, longest },
    };
    const recommendations = this.rankRecs().slice(0, 20);
    const softHolds: { code: string; message: string }[] = [];
    if (policy.min_calibration !== undefined && cal.mean !== null && cal.mean < policy.min_calibration)
      softHolds.push({ code: 'SOFT_CALIBRATION', message: `mean calibration ${cal.mean} is below the profile's ${policy.min_calibration}` });
    if (policy.flat_confidence)
      for (const a of agents)
        if (a.gamingTell)
          softHolds.push({
            code: 'SOFT_FLAT_CONFIDENCE',
            message: `agent ${a.agent} reports flat confidence (mode ${a.confidence.mode} in ${Math.round((a.confidence.modeShare ?? 0) * 100)}% of runs) with good calibration: the confidence may be tuned to the score rather than to the task`,
          });
    if (policy.continuation_overclaim && this.overclaimed > 0)
      softHolds.push({ code: 'SOFT_CONTINUATION_OVERCLAIM', message: `${this.overclaimed} of ${handoffs} handoffs overclaimed readiness` });
    return {
      counts: { ...this.counts },
      calibration: { ...cal, histogram: this.calibration, unjoinedExecutions: pendingExec, unjoinedOutcomes: pendingOutcome },
      agents,
      continuation,
      escalations: {
        bySeverity: this.escalations,
        unresolvedBlocking: unresolved.slice(0, 100),
        unresolvedBlockingCount: unresolved.length,
        unresolvedBlockingBySeverity: unresolved.reduce<Record<string, number>>((acc, e) => ((acc[e.severity] = (acc[e.severity] ?? 0) + 1), acc), {}),
      },
      partnership: { total: this.recTotal, outcomeValidated: this.recValidated, recommendations },
      softHolds,
    };
  }
}

export type AgentReport = ReturnType<AgentAnalytics['report']>;
