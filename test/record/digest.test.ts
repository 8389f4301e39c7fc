import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestFields, digestPlaceholderReason } from '../../src/record/digest.js';

const d = (hex: string) => `sha256:${hex}`;

describe('digestPlaceholderReason', () => {
  it('never flags a real sha256 output', () => {
    for (let i = 0; i < 20_000; i++) {
      const hex = createHash('sha256').update(randomBytes(16)).digest('hex');
      expect(digestPlaceholderReason(d(hex)), hex).toBeUndefined();
    }
  });

  it.each([
    ['one repeated digit', '0'.repeat(64), /one repeated hex digit \('0'\)/],
    ['another repeated digit', 'f'.repeat(64), /one repeated hex digit/],
    ['a repeated block', 'c0ffee00'.repeat(8), /regular pattern/],
    ['a counting run', '0123456789abcdef'.repeat(4), /regular pattern/],
    ['decimal counting with a prefix', `a1b0c2d3e4f5678901234567890abcdef1234567890abcdef1234567890abcde`, /regular pattern/],
    ['doubled digits', 'bb22cc33dd44ee55ff6677889900aabbccddeeff00112233445566778899aabb', /regular pattern/],
    ['interleaved descending runs', 'd4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3', /regular pattern/],
  ])('flags %s', (_name, hex, why) => {
    expect(digestPlaceholderReason(d(hex))).toMatch(why);
  });

  it('leaves malformed digests to the schema', () => {
    expect(digestPlaceholderReason('sha256:abc')).toBeUndefined();
  });
});

describe('digestFields', () => {
  it('finds every digest-valued field with its path', () => {
    const found = [
      ...digestFields({
        subject: { harness_digest: 'h', model: { digest: 'm' } },
        decision: { rolls_back_to: 'r', actor: 'x' },
        supply_chain: { tool_digests: [{ name: 'n', digest: 't' }] },
      }),
    ];
    expect(found).toEqual([
      { path: ['subject', 'harness_digest'], digest: 'h' },
      { path: ['subject', 'model', 'digest'], digest: 'm' },
      { path: ['decision', 'rolls_back_to'], digest: 'r' },
      { path: ['supply_chain', 'tool_digests', 0, 'digest'], digest: 't' },
    ]);
  });
});
