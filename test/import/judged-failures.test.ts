// The eval tool's failures that its deterministic verdict does not see (a
// judge failed an attempt the deterministic checks passed): each importer
// keeps them on the attempt (`judged_failed`), never deciding it, and the
// profile's opt-in signals.soft_holds.max_judged_failures makes them an
// advisory hold naming every such task; never a reject, never a ship.
import { describe, expect, it } from 'vitest';
import { AqrError } from '../../src/errors.js';
import { readDeepEval } from '../../src/import/deepeval.js';
import { JUDGED_FAILURES_HOLD, judgedFailureHolds } from '../../src/import/fold.js';
import type { Imported, ImportedAttempt } from '../../src/import/types.js';
import { decide } from '../../src/gate/verdict.js';
import { extendProfile, fromDoc } from '../../src/profile/merge.js';

const attempt = (task_id: string, n: number, passed: boolean, judged_failed?: string[]): ImportedAttempt => ({
  task_id,
  attempt: n,
  passed,
  at: `${task_id}#${n}`,
  ...(judged_failed ? { judged_failed } : {}),
});
const file = (attempts: ImportedAttempt[]): { imported: Imported } => ({
  imported: { format: 'promptfoo.results/3', attempts, judged: [], skipped: [], warnings: [] },
});

describe('judged failures as an advisory hold', () => {
  const reads = [
    file([
      attempt('hours', 1, true, ['llm-rubric']),
      attempt('hours', 2, true, ['llm-rubric']),
      attempt('gift "cards"', 1, true, ['llm-rubric', 'factuality']),
      attempt('gift "cards"', 2, true),
      // A deterministic failure is the gates' to judge: not counted here.
      attempt('refund', 1, false, ['llm-rubric']),
      attempt('canary-1', 1, true, ['llm-rubric']),
    ]),
  ];

  it('nothing without the opt-in, nothing at or under the number allowed', () => {
    expect(judgedFailureHolds(reads, undefined)).toEqual([]);
    expect(judgedFailureHolds(reads, 3, new Set(['canary-1']))).toEqual([]);
    expect(judgedFailureHolds([file([attempt('a', 1, true), attempt('b', 1, false)])], 0)).toEqual([]);
  });

  it('above it, one hold naming every such task (most of its attempts first, quoted) and the judged checks', () => {
    expect(judgedFailureHolds(reads, 0, new Set(['canary-1']))).toEqual([
      {
        code: JUDGED_FAILURES_HOLD,
        message:
          'the eval tool failed 3 attempts on judged checks alone (factuality, llm-rubric), which the deterministic verdict passed or does not check, in 2 tasks: "hours" (2 of 2 attempts), "gift \\"cards\\"" (1 of 2 attempts); the profile allows 0 (signals.soft_holds.max_judged_failures)',
      },
    ]);
    // Canary probes are meant to fail: counted only when the manifest does not name them.
    expect(judgedFailureHolds(reads, 3)[0]?.message).toMatch(/^the eval tool failed 4 attempts .* in 3 tasks: /);
  });

  it('counts a row with judged checks only that failed: the tool reports it, the deterministic verdict checks nothing there', () => {
    const judgedOnly = file([attempt('hours', 1, true)]);
    judgedOnly.imported.judgedOnlyFailures = [{ task_id: 'tone', judged_failed: ['llm-rubric'], at: 'results.results[4]' }];
    expect(judgedFailureHolds([judgedOnly], 0)[0]?.message).toBe(
      'the eval tool failed 1 attempt on judged checks alone (llm-rubric), which the deterministic verdict passed or does not check, in 1 task: "tone" (1 of 1 attempts); the profile allows 0 (signals.soft_holds.max_judged_failures)',
    );
  });

  it('holds the verdict, never rejects it', () => {
    const holds = judgedFailureHolds(reads, 0);
    const v = decide({
      profile: fromDoc({ id: 'p', version: '1', tier: 'T0' }),
      tier: 'T0',
      gates: [{ id: 'task.completion', source: 'native', result: 'pass', reason: 'task.completion 1 ≥ 1' }],
      taskSet: { manifest_digest: 'sha256:0', held_in: 1, held_out: 1, sealed: true },
      canaries: [],
      human: {},
      signed: false,
      softHolds: holds,
    });
    expect(v.verdict).toBe('hold');
    expect(v.reasons.map((r) => [r.code, r.verdict])).toEqual([[JUDGED_FAILURES_HOLD, 'hold']]);
  });

  it('an extending profile may lower the number allowed, never raise it', () => {
    const base = fromDoc({ id: 'team/base', version: '1', signals: { soft_holds: { max_judged_failures: 2 } } });
    expect(extendProfile(base, { id: 'c', version: '1', signals: { soft_holds: { max_judged_failures: 0 } } }, 'c.yaml').signals.soft_holds).toEqual({
      max_judged_failures: 0,
    });
    try {
      extendProfile(base, { id: 'c', version: '1', signals: { soft_holds: { max_judged_failures: 5 } } }, 'c.yaml');
      expect.unreachable('accepted');
    } catch (e) {
      expect((e as AqrError).code).toBe('ERR_PROFILE_WEAKENS');
      expect((e as AqrError).message).toMatch(/signals\.soft_holds\.max_judged_failures 5 is above 2/);
    }
  });
});

describe('each importer keeps the judged failures on the attempt, never deciding it', () => {
  it('DeepEval: a model-judged metric failing beside a deterministic one that passed', () => {
    const run = {
      testCases: [
        {
          name: 'test_hours',
          success: false,
          metricsData: [
            { name: 'Exact Match', success: true, score: 1, threshold: 1, strictMode: false },
            { name: 'Answer Relevancy', success: false, score: 0.2, threshold: 0.7, strictMode: false, evaluationModel: 'gpt-4.1' },
          ],
        },
        {
          name: 'test_refund',
          success: true,
          metricsData: [
            { name: 'Exact Match', success: true, score: 1, threshold: 1, strictMode: false },
            { name: 'Answer Relevancy', success: true, score: 0.9, threshold: 0.7, strictMode: false, evaluationModel: 'gpt-4.1' },
          ],
        },
        {
          name: 'test_tone',
          success: false,
          metricsData: [{ name: 'Answer Relevancy', success: false, score: 0.1, threshold: 0.7, strictMode: false, evaluationModel: 'gpt-4.1' }],
        },
      ],
    };
    const r = readDeepEval({ file: 'latest_test_run.json', bytes: new TextEncoder().encode(JSON.stringify(run)) });
    expect(r.attempts.map((a) => [a.task_id, a.passed, a.judged_failed])).toEqual([
      ['test_hours', true, ['Answer Relevancy']],
      ['test_refund', true, undefined],
    ]);
    // A test case with judged metrics only is no attempt (skipped, counted), and its failure is kept for the hold.
    expect(r.judgedOnlyFailures).toEqual([{ task_id: 'test_tone', judged_failed: ['Answer Relevancy'], at: 'testCases[2]' }]);
  });
});
