// AqrError across copies of its module: the action's bundles each hold their
// own (scripts/build.mjs), and an error raised in one (the YAML parser, loaded
// on demand) must still be told as an input error by another.
import { describe, expect, it, vi } from 'vitest';

async function freshCopy() {
  vi.resetModules();
  return {
    errors: await import('../src/errors.js'),
    tally: await import('../src/ledger/tally.js'),
    barSource: await import('../src/io/bar-source.js'),
  };
}

describe('AqrError', () => {
  it('is told by its mark, whichever copy of the module made it', async () => {
    const a = await freshCopy();
    const b = await freshCopy();
    expect(a.errors.AqrError).not.toBe(b.errors.AqrError);
    const e = new b.errors.AqrError('ERR_INPUT_PARSE', 'cannot be parsed', { file: 'p.yaml', line: 3 });
    expect(e instanceof a.errors.AqrError).toBe(true);
    expect(a.errors.isAqrError(e)).toBe(true);
    expect(e instanceof Error).toBe(true);
  });

  it('is not claimed by look-alikes: a plain Error, an object with the same fields, or null', async () => {
    const { errors } = await freshCopy();
    expect(new Error('x') instanceof errors.AqrError).toBe(false);
    expect({ name: 'AqrError', code: 'ERR_INPUT_PARSE', where: {}, message: 'x' } instanceof errors.AqrError).toBe(false);
    expect(errors.isAqrError(null)).toBe(false);
    expect(errors.isAqrError('ERR_INPUT_PARSE')).toBe(false);
  });

  it('keeps subclasses apart: an AqrError is no BarSourceError, a BarSourceError is an AqrError', async () => {
    const { errors, barSource, tally } = await freshCopy();
    const plain = new errors.AqrError('ERR_INPUT_READ', 'no such file');
    expect(plain instanceof barSource.BarSourceError).toBe(false);
    expect(plain instanceof tally.DuplicateAttempt).toBe(false);
    const sub = new barSource.BarSourceError('ERR_INPUT_READ', 'not at that commit');
    expect(sub instanceof barSource.BarSourceError).toBe(true);
    expect(sub instanceof errors.AqrError).toBe(true);
    expect(sub instanceof tally.DuplicateAttempt).toBe(false);
  });
});
