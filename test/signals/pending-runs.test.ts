// PendingRuns (src/signals/agent/pending-runs.ts) holds the newest run outside
// its Map. Under any sequence of adds, look-ups, deletes and readings in order,
// it must answer as a plain Map does, entry for entry and in the same order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
});
