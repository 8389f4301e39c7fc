// Task ids across files: Inspect AI numbers samples per task (1, 2, 3…), so two
// logs of two tasks would share ids. When the files read name more than one
// task (`Imported.group`), each task id is prefixed `task/`; files of one task
// (shards, or epochs run apart) keep the bare ids and merge as attempts.
import type { Imported } from './types.js';

export function qualifyTaskIds(reads: readonly Imported[]): Imported[] {
  if (new Set(reads.map((r) => r.group)).size < 2) return [...reads];
  return reads.map((r) =>
    r.group === undefined
      ? r
      : {
          ...r,
          attempts: r.attempts.map((a) => ({ ...a, task_id: `${r.group}/${a.task_id}` })),
          ...(r.judgedOnlyFailures ? { judgedOnlyFailures: r.judgedOnlyFailures.map((f) => ({ ...f, task_id: `${r.group}/${f.task_id}` })) } : {}),
        },
  );
}
