// The project's own OCP 0.3 run documents (test/fixtures/runs), pretty-printed
// as people write them: the acceptance rule's three outcomes, and a document
// that deviates from the contract, each deviation at the line it concerns.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aqr, FIXTURES } from '../helpers.js';

const run = (name: string) => join(FIXTURES, 'runs', `${name}.json`);

describe('run documents of the corpus', () => {
  it('accepted: every required signal, the weakest tier named, exit 0', async () => {
    expect(await aqr('acceptance', run('accepted'))).toMatchObject({ code: 0, out: 'accepted (tier reported)' });
  });

  it('a required verdict that fails rejects, exit 1', async () => {
    const r = await aqr('acceptance', run('build-failed'), '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ result: 'rejected' });
  });

  it('a required signal not yet there is unknown, not rejected, exit 1', async () => {
    expect(await aqr('acceptance', run('awaiting-approval'))).toMatchObject({ code: 1, out: 'unknown (tier verified): missing:approval' });
  });

  it('deviations are reported at the line they concern, and the malformed signal is skipped and counted', async () => {
    const r = await aqr('signals', run('deviating'), '--json');
    const report = JSON.parse(r.out) as {
      counts: { skipped: number };
      deviations: { first: { line: number; code: string; field?: string; action: string }[] };
    };
    expect(report.counts.skipped).toBe(1);
    expect(report.deviations.first).toEqual([
      expect.objectContaining({ line: 1, code: 'E195', action: 'read' }),
      expect.objectContaining({ line: 14, code: 'E195', field: 'run.signals[1]', action: 'skipped' }),
    ]);
    const strict = await aqr('signals', run('deviating'), '--strict');
    expect(strict.code).toBe(2);
  });
});
