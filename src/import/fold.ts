// Imported attempts into the same tally as an aqr.trials/1 ledger, and what an
// imported file says beside them: judged checks (recorded, never gating) and
// the measures no eval tool's format carries (not measured: absent, never zero).
import { AqrError, isAqrError } from '../errors.js';
import { TrialTally } from '../ledger/tally.js';
import type { Manifest } from '../taskset/manifest.js';
import type { Trial } from '../ledger/trial.js';
import { quote } from '../text/log-line.js';
import type { Imported, ImportedAttempt, JudgedSeen } from './types.js';

/** An imported attempt as a trial of the native ledger (no split: splits come from the task manifest). */
export function trialOf(a: ImportedAttempt): Trial {
  return {
    task_id: a.task_id,
    attempt: a.attempt,
    passed: a.passed,
    ...(a.cost_usd === undefined ? {} : { cost_usd: a.cost_usd }),
    ...(a.tokens === undefined ? {} : { tokens: a.tokens }),
    ...(a.latency_s === undefined ? {} : { latency_s: a.latency_s }),
  };
}

/** Each file's attempts folded, in order; an error names the file and the place in it (`results.results[3]`). */
export function foldImported(reads: readonly { file: string; imported: Imported }[], manifest: Manifest): TrialTally {
  const tally = new TrialTally(manifest);
  for (const { file, imported } of reads) {
    const idx = tally.addFile(file);
    for (const a of imported.attempts) {
      try {
        tally.add(trialOf(a), idx, 0);
      } catch (e) {
        // The tally names a line; an imported attempt has a place in its file instead.
        if (isAqrError(e)) throw new AqrError(e.code, e.message, { file, field: e.where.field ? `${a.at}.${e.where.field}` : a.at });
        throw e;
      }
    }
  }
  return tally;
}

/** The measures a trial ledger gives from violation counts: no imported format carries them. */
const VIOLATION_MEASURES = ['policy.hard_rules', 'safety.tool_abuse', 'safety.isolation'] as const;

/** Why each violation measure is absent: the format cannot carry it (so a gate on it holds, naming this). */
export function notMeasured(format: string): { id: string; reason: string }[] {
  return VIOLATION_MEASURES.map((id) => ({ id, reason: `not measured: ${format} evidence carries no policy or safety violation counts` }));
}

/**
 * What the judged checks gave, one line each, for the run's report: never a
 * measure of the record (no registered measure says what an llm-rubric judged,
 * and an x- measure would hold the record at L1) and never a gate.
 */
export function judgedLines(judged: readonly JudgedSeen[]): string[] {
  return judged.map((j) => `${j.name}: ${j.passed} of ${j.count} passed (judged: reported, never gating)`);
}

/** The reason code of the advisory hold signals.soft_holds.max_judged_failures opts in to. */
export const JUDGED_FAILURES_HOLD = 'SOFT_JUDGED_FAILURES';

/**
 * The eval tool's own failures that the deterministic verdict does not see:
 * attempts it counts as passed whose judged checks failed (`judged_failed`),
 * and rows with judged checks only that failed (`judgedOnlyFailures`).
 * Above `max` (signals.soft_holds.max_judged_failures) they hold the run,
 * naming every such task (most such attempts first) and the judged checks:
 * judged evidence may hold a release, never reject one. Canary probes are
 * left out (they are meant to fail). Empty when the profile does not opt in.
 */
export function judgedFailureHolds(
  reads: readonly { imported: Imported }[],
  max: number | undefined,
  canaries: ReadonlySet<string> = new Set(),
): { code: string; message: string }[] {
  if (max === undefined) return [];
  const byTask = new Map<string, { failed: number; attempts: number }>();
  const checks = new Set<string>();
  let failed = 0;
  for (const { imported } of reads)
    for (const a of imported.attempts) {
      if (canaries.has(a.task_id)) continue;
      const t = byTask.get(a.task_id) ?? { failed: 0, attempts: 0 };
      t.attempts++;
      if (a.passed && a.judged_failed && a.judged_failed.length > 0) {
        t.failed++;
        failed++;
        for (const c of a.judged_failed) checks.add(c);
      }
      byTask.set(a.task_id, t);
    }
  // Rows with judged checks only: the tool failed them, and the deterministic verdict checks nothing there.
  for (const { imported } of reads)
    for (const f of imported.judgedOnlyFailures ?? []) {
      if (canaries.has(f.task_id)) continue;
      const t = byTask.get(f.task_id) ?? { failed: 0, attempts: 0 };
      t.attempts++;
      t.failed++;
      failed++;
      for (const c of f.judged_failed) checks.add(c);
      byTask.set(f.task_id, t);
    }
  if (failed <= max) return [];
  const tasks = [...byTask]
    .filter(([, t]) => t.failed > 0)
    .sort(([a, x], [b, y]) => y.failed / y.attempts - x.failed / x.attempts || y.failed - x.failed || (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, t]) => `${quote(id)} (${t.failed} of ${t.attempts} attempts)`);
  return [
    {
      code: JUDGED_FAILURES_HOLD,
      message: `the eval tool failed ${failed} ${failed === 1 ? 'attempt' : 'attempts'} on judged checks alone (${[...checks].sort().join(', ')}), which the deterministic verdict passed or does not check, in ${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}: ${tasks.join(', ')}; the profile allows ${max} (signals.soft_holds.max_judged_failures)`,
    },
  ];
}
