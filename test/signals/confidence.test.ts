// Confidence samples (seed 004): the store's summary, and A2A data parts.
import { describe, expect, it } from 'vitest';
import { SignalAnalysis } from '../../src/signals/analysis.js';

const sample = (confidence: number, success: boolean, skill = 'pr_review') => ({
  systemActor: 'sys',
  agentName: 'quinn',
  skill,
  confidence,
  success,
  completedAt: 1,
  correlationId: 'c',
});

function summarise(values: object[], softHolds = {}) {
  const a = new SignalAnalysis({ softHolds });
  values.forEach((v, i) => a.add(v, { file: 'samples.jsonl', line: i + 1 }));
  return a.report();
}

describe('confidence samples', () => {
  it('summarise the last 200 per agent::skill', () => {
    const values = [
      ...Array.from({ length: 50 }, () => sample(0.1, false)),
      ...Array.from({ length: 150 }, () => sample(0.9, true)),
      ...Array.from({ length: 50 }, () => sample(0.85, false)),
    ];
    const [s] = summarise(values).confidence.summaries;
    // The first 50 (0.1, failed) fell out of the window.
    expect(s).toMatchObject({
      agentName: 'quinn',
      skill: 'pr_review',
      sampleCount: 200,
      samplesSeen: 250,
      avgConfidenceOnSuccess: 0.9,
      avgConfidenceOnFailure: 0.85,
      highConfFailures: 50,
      calibrationInversion: false,
    });
    expect(s!.avgConfidence).toBeCloseTo(0.8875, 4);
  });

  it('detect inversion only when both subsets exist, and clamp out-of-range values, counting them', () => {
    const r = summarise([sample(0.4, true), sample(0.6, false), sample(1.2, true, 'other'), sample(-0.1, true, 'other')], {
      calibration_inversion: true,
      max_high_conf_failures: 0,
    });
    const by = Object.fromEntries(r.confidence.summaries.map((s) => [s.skill, s]));
    expect(by['pr_review']).toMatchObject({ calibrationInversion: true });
    expect(by['other']).toMatchObject({ calibrationInversion: false, avgConfidenceOnFailure: null, clamped: 2, avgConfidence: 0.5 });
    expect(r.deviations.byCode).toEqual({ CS_CLAMPED: 2 });
    expect(r.softHolds.map((h) => h.code)).toEqual(['SOFT_CALIBRATION_INVERSION']);
  });

  it('hold softly on more high-confidence failures than the profile allows', () => {
    const r = summarise([sample(0.9, false), sample(0.85, false), sample(0.95, true)], { max_high_conf_failures: 1 });
    expect(r.softHolds).toEqual([{ code: 'SOFT_HIGH_CONF_FAILURES', message: 'quinn::pr_review failed 2 times at confidence ≥ 0.8 (the profile allows 1)' }]);
  });

  it('read A2A terminal data parts, keyed by the message metadata', () => {
    const r = summarise([
      { kind: 'data', data: { confidence: 0.82, confidenceExplanation: 'private reasoning', success: true } },
      {
        role: 'agent',
        parts: [
          { kind: 'text', text: 'done' },
          { kind: 'data', data: { confidence: 0.95, success: false } },
        ],
        metadata: { agentName: 'ava', 'x-confidence-skill': 'triage' },
      },
    ]);
    expect(r.confidence.summaries.map((s) => `${s.agentName}::${s.skill}:${s.sampleCount}`)).toEqual(['unknown::unknown:1', 'ava::triage:1']);
    expect(r.confidence.summaries[1]).toMatchObject({ highConfFailures: 1 });
    expect(r.deviations.byCode).toEqual({ CS_UNKEYED: 1 });
    expect(JSON.stringify(r)).not.toContain('private reasoning');
  });

  it('build a reliability diagram over every sample', () => {
    const r = summarise([sample(0.05, false), sample(0.95, true), sample(0.91, false), sample(0.99, true)]);
    expect(r.confidence.buckets[0]).toMatchObject({ n: 1, successRate: 0 });
    expect(r.confidence.buckets[9]).toMatchObject({ n: 3, successRate: 0.6667, meanConfidence: 0.95 });
  });
});
