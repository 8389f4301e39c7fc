// PendingRuns (src/signals/agent/pending-runs.ts) holds the newest run outside
// its Map. Under any sequence of adds, look-ups, deletes and readings in order,
// it must answer as a plain Map does, entry for entry and in the same order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AgentAnalytics, MAX_PENDING_RUNS } from '../../src/signals/agent/analytics.js';
import { PendingRuns } from '../../src/signals/agent/pending-runs.js';

const ID = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const OP = fc.oneof(
  fc.record({ op: fc.constant('state' as const), id: ID }),
  fc.record({ op: fc.constant('get' as const), id: ID }),
  fc.record({ op: fc.constant('delete' as const), id: ID }),
  fc.record({ op: fc.constant('entries' as const) }),
);

describe('PendingRuns', () => {
  it('answers as a Map on any sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(OP, { maxLength: 40 }), (ops) => {
        const runs = new PendingRuns<{ n: number }>();
        const map = new Map<string, { n: number }>();
        let made = 0;
        for (const o of ops) {
          switch (o.op) {
            case 'state': {
              // Each state made carries its own number: the same state is found, never a new one made.
              let want = map.get(o.id);
              if (!want) map.set(o.id, (want = { n: made }));
              const got = runs.state(o.id, () => ({ n: made }));
              if (want.n === made) made++;
              expect(got).toEqual(want);
              break;
            }
            case 'get':
              expect(runs.get(o.id)).toEqual(map.get(o.id));
              break;
            case 'delete':
              runs.delete(o.id);
              map.delete(o.id);
              break;
            case 'entries':
              expect([...runs.entries()]).toEqual([...map.entries()]);
          }
        }
        expect([...runs.entries()]).toEqual([...map.entries()]);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the order of first addition when the held run is put in the Map', () => {
    const runs = new PendingRuns<number>();
    runs.state('x', () => 1);
    runs.state('y', () => 2); // x goes into the Map, y is held
    runs.state('x', () => 3); // x is found, not made again
    runs.delete('y');
    runs.state('z', () => 4);
    expect([...runs.entries()]).toEqual([
      ['x', 1],
      ['z', 4],
    ]);
  });

  it('lets go of the oldest run it may past `limit` runs, and keeps the others', () => {
    const gone: string[] = [];
    const runs = new PendingRuns<{ id: string; keep?: true }>({ limit: 3, evictable: (s) => !s.keep, onEvict: (s) => gone.push(s.id) });
    runs.state('chain', () => ({ id: 'chain', keep: true }));
    for (const id of ['a', 'b', 'c', 'd', 'e']) runs.state(id, () => ({ id }));
    expect([...runs.entries()].map(([id]) => id)).toEqual(['chain', 'd', 'e']);
    expect(gone).toEqual(['a', 'b', 'c']);
  });
});

describe('AgentAnalytics past MAX_PENDING_RUNS', () => {
  const exec = (run_id: string, extra = {}) => ({ type: 'execution' as const, run_id, agent: 'a', confidence: 4, ...extra });
  const outcome = (run_id: string) => ({ type: 'outcome' as const, run_id, agent: 'e', quality: 4 });

  it('counts a run let go as unjoined, its late outcome too, and keeps chains and open escalations', () => {
    const a = new AgentAnalytics(4);
    a.add(exec('r0', { readiness: 3, resumed_from: 'before' }));
    a.add({ type: 'escalation', run_id: 'esc', agent: 'a', severity: 'high', blocking: true });
    for (let i = 1; i <= 5; i++) a.add(exec(`r${i}`));
    a.add(outcome('r1')); // r1 was let go: its outcome joins nothing
    a.add(outcome('r5'));
    const r = a.report();
    // r1-r4 let go, and r0 (kept for its chain) never rated; r1's outcome came too late.
    expect(r.calibration).toMatchObject({ n: 1, unjoinedExecutions: 5, unjoinedOutcomes: 1 });
    expect(r.continuation.chains.links).toBe(1);
    expect(r.escalations.unresolvedBlockingCount).toBe(1);
  });

  it('joins as before below the bound', () => {
    expect(MAX_PENDING_RUNS).toBe(1_048_576);
    const a = new AgentAnalytics();
    for (let i = 0; i < 1000; i++) a.add(exec(`r${i}`));
    for (let i = 0; i < 1000; i++) a.add(outcome(`r${i}`));
    expect(a.report().calibration).toMatchObject({ n: 1000, unjoinedExecutions: 0, unjoinedOutcomes: 0 });
  });
});
