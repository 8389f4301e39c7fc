// Confidence samples (seed 004, confidence-v1): the last 200 per agent::skill,
// summarised as the store does, plus a reliability diagram over every sample.
import { describeValue, safeName, type Report } from '../deviation.js';
import { round } from '../stats.js';

export interface Sample {
  /** As written in the signal: the store labels it (safeName). */
  agentName: string;
  skill: string;
  confidence: number;
  success: boolean;
}

const KEEP = 200;
const RAW_NAMES_MAX = 4096;
const BUCKETS = 10;

class Ring {
  readonly conf = new Float64Array(KEEP);
  readonly ok = new Uint8Array(KEEP);
  size = 0;
  next = 0;
  total = 0;
  clamped = 0;
  push(c: number, ok: boolean): void {
    this.conf[this.next] = c;
    this.ok[this.next] = ok ? 1 : 0;
    this.next = (this.next + 1) % KEEP;
    this.size = Math.min(KEEP, this.size + 1);
    this.total++;
  }
}

export class ConfidenceStore {
  private readonly rings = new Map<string, Ring>();
  private readonly byAgent = new Map<string, Map<string, Ring>>();
  /** The rings by agent and skill as written (labelled once, not per sample); bounded, forgotten all at once when full. */
  private readonly byRawAgent = new Map<string, Map<string, Ring>>();
  private rawEntries = 0;
  private readonly buckets = Array.from({ length: BUCKETS }, () => ({ n: 0, conf: 0, ok: 0 }));
  /** Per agent (as labelled), per bucket: the confidence summed minus the successes counted, and the count: its expected calibration error. */
  private readonly calibration = new Map<string, { n: number; gap: Float64Array }>();
  samples = 0;

  add(s: Sample, report: Report): void {
    let c = s.confidence;
    const ring = this.rawRing(s.agentName, s.skill);
    if (c < 0 || c > 1) {
      report({ code: 'CS_CLAMPED', message: `confidence ${c} is outside [0, 1]: clamped`, action: 'read' });
      c = Math.min(1, Math.max(0, c));
      ring.clamped++;
    }
    ring.push(c, s.success);
    this.samples++;
    const b = this.buckets[Math.min(BUCKETS - 1, Math.floor(c * BUCKETS))] as { n: number; conf: number; ok: number };
    b.n++;
    b.conf += c;
    if (s.success) b.ok++;
    const label = safeName(s.agentName);
    let cal = this.calibration.get(label);
    if (!cal && this.calibration.size < RAW_NAMES_MAX) this.calibration.set(label, (cal = { n: 0, gap: new Float64Array(BUCKETS) }));
    if (cal) {
      cal.n++;
      const i = Math.min(BUCKETS - 1, Math.floor(c * BUCKETS));
      cal.gap[i] = (cal.gap[i] as number) + c - (s.success ? 1 : 0);
    }
  }

  /**
   * The expected calibration error of one agent's samples (named as written): ten
   * equal-width bins of stated confidence ([0, 0.1), …, [0.9, 1]),
   * ECE = Σ_b (n_b / N) · |acc_b − conf_b| = Σ_b |Σ_{i∈b} (c_i − y_i)| / N
   * (Guo et al. 2017, eq. 3; RFC 0004's calibration_ece), over every sample
   * read, not only the last 200. Undefined when the agent has none.
   */
  ece(agentName: string): { ece: number; n: number } | undefined {
    const cal = this.calibration.get(safeName(agentName));
    if (!cal || cal.n === 0) return undefined;
    let sum = 0;
    for (const g of cal.gap) sum += Math.abs(g);
    return { ece: round(sum / cal.n), n: cal.n };
  }

  private rawRing(agentName: string, skill: string): Ring {
    let bySkill = this.byRawAgent.get(agentName);
    let ring = bySkill?.get(skill);
    if (ring) return ring;
    ring = this.ring(safeName(agentName), safeName(skill));
    if (this.rawEntries >= RAW_NAMES_MAX) {
      this.byRawAgent.clear();
      this.rawEntries = 0;
      bySkill = undefined;
    }
    if (!bySkill) this.byRawAgent.set(agentName, (bySkill = new Map()));
    bySkill.set(skill, ring);
    this.rawEntries++;
    return ring;
  }

  /** The ring of agent::skill (labels), found without building the key each time (the key stays the ring's identity and order). */
  private ring(agentName: string, skill: string): Ring {
    let bySkill = this.byAgent.get(agentName);
    if (!bySkill) this.byAgent.set(agentName, (bySkill = new Map()));
    let ring = bySkill.get(skill);
    if (!ring) {
      const key = `${agentName}::${skill}`;
      ring = this.rings.get(key);
      if (!ring) this.rings.set(key, (ring = new Ring()));
      bySkill.set(skill, ring);
    }
    return ring;
  }

  report(policy: { calibration_inversion?: boolean; max_high_conf_failures?: number } = {}) {
    const summaries = [...this.rings].map(([key, r]) => {
      const sep = key.lastIndexOf('::');
      let sum = 0;
      let okSum = 0;
      let okN = 0;
      let failSum = 0;
      let failN = 0;
      let highConfFailures = 0;
      for (let i = 0; i < r.size; i++) {
        const c = r.conf[i] as number;
        sum += c;
        if (r.ok[i]) {
          okSum += c;
          okN++;
        } else {
          failSum += c;
          failN++;
          if (c >= 0.8) highConfFailures++;
        }
      }
      const onSuccess = okN ? round(okSum / okN) : null;
      const onFailure = failN ? round(failSum / failN) : null;
      return {
        agentName: key.slice(0, sep),
        skill: key.slice(sep + 2),
        sampleCount: r.size,
        samplesSeen: r.total,
        avgConfidence: r.size ? round(sum / r.size) : null,
        avgConfidenceOnSuccess: onSuccess,
        avgConfidenceOnFailure: onFailure,
        highConfFailures,
        // Only meaningful when both subsets are non-empty.
        calibrationInversion: onSuccess !== null && onFailure !== null && onFailure > onSuccess,
        clamped: r.clamped,
      };
    });
    const buckets = this.buckets.map((b, i) => ({
      from: i / BUCKETS,
      to: (i + 1) / BUCKETS,
      n: b.n,
      meanConfidence: b.n ? round(b.conf / b.n) : null,
      successRate: b.n ? round(b.ok / b.n) : null,
    }));
    const softHolds: { code: string; message: string }[] = [];
    for (const s of summaries) {
      if (policy.calibration_inversion && s.calibrationInversion)
        softHolds.push({
          code: 'SOFT_CALIBRATION_INVERSION',
          message: `${s.agentName}::${s.skill} is more confident when it fails (${s.avgConfidenceOnFailure}) than when it succeeds (${s.avgConfidenceOnSuccess})`,
        });
      if (policy.max_high_conf_failures !== undefined && s.highConfFailures > policy.max_high_conf_failures)
        softHolds.push({
          code: 'SOFT_HIGH_CONF_FAILURES',
          message: `${s.agentName}::${s.skill} failed ${s.highConfFailures} times at confidence ≥ 0.8 (the profile allows ${policy.max_high_conf_failures})`,
        });
    }
    return { samples: this.samples, summaries, buckets, softHolds };
  }
}

/** A confidence-v1 sample or an A2A terminal data part, or undefined with the reason reported. */
export function readSample(v: Record<string, unknown>, report: Report): Sample | undefined {
  // A2A: {kind: "data", data: {confidence, confidenceExplanation?, success}}, possibly inside a message's parts.
  const data = (v['kind'] === 'data' ? v['data'] : undefined) as Record<string, unknown> | undefined;
  const src = data ?? v;
  const conf = src['confidence'];
  if (typeof conf !== 'number' || !Number.isFinite(conf)) {
    report({ code: 'CS_BAD_CONFIDENCE', message: `confidence must be a number, got ${describeValue(conf)}`, action: 'skipped' });
    return undefined;
  }
  if (typeof src['success'] !== 'boolean') {
    report({ code: 'CS_MISSING_SUCCESS', message: 'success (true or false) is missing: the sample cannot be scored', action: 'skipped' });
    return undefined;
  }
  let agentName = v['agentName'];
  let skill = v['skill'];
  if (data) {
    const meta = (v['metadata'] ?? {}) as Record<string, unknown>;
    agentName = meta['agentName'] ?? meta['x-confidence-agent'];
    skill = meta['x-confidence-skill'] ?? meta['skill'];
  }
  if (typeof agentName !== 'string' || typeof skill !== 'string') {
    report({ code: 'CS_UNKEYED', message: 'no agentName or skill: counted under unknown::unknown', action: 'read' });
    agentName = typeof agentName === 'string' ? agentName : 'unknown';
    skill = typeof skill === 'string' ? skill : 'unknown';
  }
  return { agentName: agentName as string, skill: skill as string, confidence: conf, success: src['success'] };
}
