// The paired regression as people read it, derived once for every surface:
// each regression gate with the test it used (paired or not, and why), the
// tasks that flipped between the release and this change under the gate's
// measure (newly failing first), and this run's flaky tasks (mixed results
// across their attempts). Lists are bounded (gate/paired.ts MAX_LISTED) and
// always come with their full counts. Task ids are untrusted text: each
// surface escapes them (paired-render.ts).
import type { StatsSidecar } from '../gate/stats.js';
import type { TaskDetail } from '../ledger/task-detail.js';
import { flakyTasks, type RegressionTest } from '../gate/paired.js';

/** A bounded list of task ids and how many there are in all. */
export interface TaskList {
  count: number;
  ids: string[];
}

export interface PairedLine {
  /** The gate's name with its split and k. Untrusted: escape it. */
  gate: string;
  test: RegressionTest;
  result: 'pass' | 'fail' | 'inconclusive';
  /** Paired tests: the tasks both runs answered and McNemar's exact p-value. */
  n?: number;
  pValue?: number;
  newlyFailing?: TaskList;
  newlyPassing?: TaskList;
}

export interface PairedView {
  baseline?: string;
  regressions: PairedLine[];
  /** This run's tasks with mixed results across their attempts; absent when the per-task results are not at hand. */
  flaky?: TaskList;
}

/** The test's name on every surface. */
export const TEST_WORDS: Readonly<Record<RegressionTest, string>> = {
  'mcnemar-exact': "McNemar's exact test (paired)",
  'paired-bootstrap': 'paired bootstrap',
  newcombe: "Newcombe's interval (unpaired)",
};

/** The paired view of a run: undefined when it has no regression test and no flaky task. */
export function pairedView(stats: StatsSidecar | undefined, tasks: TaskDetail | undefined): PairedView | undefined {
  const regressions: PairedLine[] = (stats?.regressions ?? []).map((t) => {
    const parts = [t.split, t.k === undefined ? undefined : `k=${t.k}`].filter((p) => p !== undefined);
    const p = t.test === 'mcnemar-exact' ? t.paired : undefined;
    return {
      gate: parts.length > 0 ? `${t.id} (${parts.join(', ')})` : t.id,
      test: t.test ?? 'newcombe',
      result: t.result,
      ...(p
        ? {
            n: p.n,
            pValue: p.p_value,
            newlyFailing: { count: p.newly_failing, ids: p.newly_failing_ids },
            newlyPassing: { count: p.newly_passing, ids: p.newly_passing_ids },
          }
        : {}),
    };
  });
  const flaky = tasks?.results ? flakyTasks(tasks.results) : undefined;
  if (regressions.length === 0 && !flaky?.count) return undefined;
  return {
    ...(stats?.baseline ? { baseline: stats.baseline.record_id } : {}),
    regressions,
    ...(flaky && flaky.count > 0 ? { flaky } : {}),
  };
}
