// Imported attempts into the same tally as an aqr.trials/1 ledger, and what an
// imported file says beside them: judged checks (recorded, never gating) and
// the measures no eval tool's format carries (not measured: absent, never zero).
import { AqrError, isAqrError } from '../errors.js';
import { TrialTally } from '../ledger/tally.js';
import type { Manifest } from '../taskset/manifest.js';
import type { Trial } from '../ledger/trial.js';
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
