// The drill-down's costliest tasks (src/ledger/task-detail.ts) kept as they
// come, bounded: the same list as sorting every task with a cost (cost
// descending, then id) and keeping the first ten, ties and all.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_COSTLIEST, taskDetail } from '../../src/ledger/task-detail.js';
import { FIXED, TrialTally } from '../../src/ledger/tally.js';
import type { Manifest, ManifestTask } from '../../src/taskset/manifest.js';

function tallyOf(costs: readonly number[], ids: readonly string[]): TrialTally {
  const tasks = new Map<string, ManifestTask>();
  ids.forEach((id, index) => tasks.set(id, { id, split: index % 2 ? 'held-in' : 'held-out', canary: index === 3, index }));
  const tally = new TrialTally({ tasks, held_in: 0, held_out: 0, canary_ids: [] } satisfies Manifest);
  const f = tally.addFile('t.jsonl');
  costs.forEach((c, i) => tally.add({ task_id: ids[i] as string, attempt: 1, passed: i % 3 !== 0, ...(c >= 0 ? { cost_usd: c } : {}) }, f, i + 1));
  return tally;
}

/** What the drill-down listed before: an entry for every task with a cost, all sorted. */
function reference(tally: TrialTally) {
  const all = [...tally.manifest.tasks.values()]
    .filter((t) => !t.canary && (tally.taskSums.cost[t.index] as number) > 0)
    .map((t) => ({ id: t.id, cost_usd: (tally.taskSums.cost[t.index] as number) / FIXED.cost, attempts: tally.attemptsAt(t.index) }));
  all.sort((a, b) => b.cost_usd - a.cost_usd || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return all.slice(0, MAX_COSTLIEST);
}

describe('the costliest tasks', () => {
  it('are the first ten of every task sorted, with ties broken by id', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(-1, 0, 0.5, 1, 2),
            fc.integer({ min: 0, max: 50 }).map((x) => x / 10),
          ),
          { maxLength: 60 },
        ),
        (costs) => {
          // Ids whose order is not the manifest's, so ties are broken by id, not by position.
          const ids = costs.map((_, i) => `t${(i * 7919) % 101}-${i}`);
          const tally = tallyOf(costs, ids);
          expect(taskDetail(tally).costliest).toEqual(reference(tally));
        },
      ),
      { numRuns: 300 },
    );
  });
});
