// The server under load on the loopback: N deliveries at once (N sized to a
// two-core machine), each a real review (token, record search, policy check,
// callback). None is lost, none is answered twice, and the heap after a second
// round is not above the first's by more than a bound: nothing grows with the
// number of deliveries (the delivery ids are remembered in a bounded map).
// Counts only, no timing.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliver, protectionRuleEvent } from './github-app.js';
import { addRun, ARTIFACT, harness, keysAndPolicy, reviewsPosted, SECRET, signedRecord, type Harness } from './fixtures.js';

const N = 200;
const SHA = 'a11'.padEnd(40, '0');
let h: Harness;

beforeAll(async () => {
  const keys = await keysAndPolicy();
  // Ids remembered: fewer than the deliveries of two rounds, so the bound is what keeps memory flat.
  h = await harness(keys, { limits: { rememberedDeliveries: N } });
  addRun(h.app, SHA, await signedRecord(keys, keys.trusted.privateFile));
});
afterAll(() => h.close());

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

/** N deliveries at once; returns their answers' statuses. */
async function round(r: number): Promise<number[]> {
  const before = h.app.reviews.length;
  const answers = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      deliver(h.server.url, protectionRuleEvent({ apiUrl: h.app.url, sha: SHA, runId: r * 100_000 + i, payload: { artifact_digest: ARTIFACT } }), {
        secret: SECRET,
        delivery: `10ad0000-0000-4000-8000-${String(r * 100_000 + i).padStart(12, '0')}`,
      }).then((a) => a.status),
    ),
  );
  await reviewsPosted(h, before + N);
  return answers;
}

it(`answers ${N} concurrent deliveries, each once, twice over, with the heap flat`, { timeout: 600_000 }, async () => {
  expect(new Set(await round(1))).toEqual(new Set([202]));
  const first = heap();
  expect(new Set(await round(2))).toEqual(new Set([202]));
  const second = heap();
  // Every delivery answered exactly once, and every answer an approval (the record holds): none lost, none doubled.
  const runs = h.app.reviews.map((r) => r.runId);
  expect(runs.length).toBe(2 * N);
  expect(new Set(runs).size).toBe(2 * N);
  expect(new Set(h.app.reviews.map((r) => r.body.state))).toEqual(new Set(['approved']));
  expect(h.server.load()).toMatchObject({ running: 0, queued: 0, remembered: N });
  // One token exchange served all of it (kept per repository until it nears expiry).
  expect(h.app.tokens.size).toBe(1);
  // The second round's heap is within 16 MiB of the first's: what a round leaves behind does not accumulate.
  expect(second - first).toBeLessThan(16 * 1024 * 1024);
});
