// The line reader's decoder (src/io/utf8-chunks.ts) against the one it
// replaced, TextDecoder('utf-8', { fatal: true }) in stream mode: the same
// text chunk for chunk, and an error at the same chunk, over byte streams of
// valid and broken UTF-8 cut at every kind of place.
import { describe, expect, it } from 'vitest';
import { Utf8Chunks } from '../../src/io/utf8-chunks.js';

const PIECES: number[][] = [
  [0x61], [0x7b, 0x22, 0x3a, 0x0a], [0xef, 0xbb, 0xbf], // a, {":\n, BOM
  [0xc3, 0xa9], [0xe2, 0x82, 0xac], [0xf0, 0x9f, 0x98, 0x80], [0xed, 0x9f, 0xbf], [0xf4, 0x8f, 0xbf, 0xbf], // é € 😀 U+D7FF U+10FFFF
  [0x80], [0xbf], [0xc0, 0x80], [0xc1, 0xbf], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf0, 0x80, 0x80, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xf5], [0xff], // broken
  [0xc3], [0xe2, 0x82], [0xf0, 0x9f], [0xf0, 0x9f, 0x98], // cut short
  [0xed, 0xa0], [0xf4, 0x90], [0xe0, 0x9f], [0xf0, 0x8f], // cut short, and no longer valid
];

type Outcome = { texts: string[]; failedAt?: number };

function run(chunks: Buffer[], decode: (c: Buffer) => string, end: () => string): Outcome {
  const texts: string[] = [];
  for (let i = 0; i <= chunks.length; i++) {
    try {
      texts.push(i < chunks.length ? decode(chunks[i] as Buffer) : end());
    } catch (e) {
      expect(e).toBeInstanceOf(TypeError);
      return { texts, failedAt: i };
    }
  }
  return { texts };
}

describe('Utf8Chunks', () => {
  it('decodes and fails exactly as TextDecoder does in stream mode', () => {
    let seed = 7;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    let failed = 0;
    for (let t = 0; t < 20_000; t++) {
      const bytes: number[] = [];
      const broken = t % 3 === 0;
      for (let k = rand(12); k >= 0; k--) {
        const p = PIECES[broken ? rand(PIECES.length) : rand(8)] as number[];
        bytes.push(...p);
      }
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; ) {
        const len = 1 + rand(6);
        chunks.push(Buffer.from(bytes.slice(at, at + len)));
        at += len;
      }
      const td = new TextDecoder('utf-8', { fatal: true });
      const want = run(chunks, (c) => td.decode(c, { stream: true }), () => td.decode());
      const ours = new Utf8Chunks();
      const got = run(chunks, (c) => ours.decode(c), () => ours.end());
      expect(got, JSON.stringify(chunks.map((c) => [...c]))).toEqual(want);
      if (want.failedAt !== undefined) failed++;
    }
    expect(failed).toBeGreaterThan(1000);
  });
});
