// The line readers' UTF-8 decoder (isUtf8 + toString, for speed) must accept
// and refuse exactly what TextDecoder's fatal mode does, however the bytes are
// cut into chunks, and drop a leading byte-order mark as it does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Utf8Chunks } from '../../src/io/utf8-chunks.js';

function viaChunks(bytes: Uint8Array, cuts: number[]): string | 'error' {
  const d = new Utf8Chunks();
  let out = '';
  let at = 0;
  try {
    for (const c of [...cuts.filter((x) => x > 0 && x < bytes.length).sort((a, b) => a - b), bytes.length]) {
      out += d.decode(Buffer.from(bytes.subarray(at, c)));
      at = c;
    }
    d.end();
  } catch (e) {
    if (e instanceof TypeError) return 'error';
    throw e;
  }
  return out;
}

function viaTextDecoder(bytes: Uint8Array): string | 'error' {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'error';
  }
}

// Bytes near UTF-8's edges: ASCII, every lead and continuation range, the BOM,
// surrogates encoded (ED A0 80), overlongs (C0 80, E0 80 80), and past U+10FFFF (F4 90 80 80).
const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => Buffer.from(s)),
  fc.constantFrom(
    ...[
      [0xf5],
      [0xc0],
      [0xe0, 0x80],
      [0xed, 0xa0],
      [0xf4, 0x90],
      [0xef, 0xbb, 0xbf],
      [0xed, 0xa0, 0x80],
      [0xc0, 0x80],
      [0xe0, 0x80, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf0, 0x9f, 0x98, 0x80],
      [0xc3],
      [0x80],
      [0xe2, 0x82],
      [0xff],
    ].map((b) => Buffer.from(b)),
  ),
);

describe('Utf8Chunks', () => {
  it('decodes as TextDecoder (fatal) does, for any bytes cut anywhere', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(fc.nat(64), { maxLength: 6 }), (pieces, cuts) => {
        const bytes = Buffer.concat(pieces);
        expect(viaChunks(bytes, cuts)).toBe(viaTextDecoder(bytes));
      }),
      { numRuns: 3000 },
    );
  });

  it('drops a byte-order mark cut across chunks, and keeps a second one', () => {
    const bytes = Buffer.from([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41]);
    for (let a = 1; a < bytes.length; a++) for (let b = a; b < bytes.length; b++) expect(viaChunks(bytes, [a, b])).toBe('\ufeffA');
  });

  it('refuses a text that ends inside a character, or a lone lead byte', () => {
    expect(viaChunks(Buffer.from([0x41, 0xe2, 0x82]), [2])).toBe('error');
    expect(viaChunks(Buffer.from([0xef, 0xbb]), [1])).toBe('error');
    expect(viaChunks(Buffer.from([0xc3, 0x41]), [1])).toBe('error');
  });

  it('refuses bad bytes in the chunk that holds them, as TextDecoder does, not a chunk later', () => {
    const firstBadChunk = (chunks: Buffer[], mine: boolean) => {
      const d = mine ? new Utf8Chunks() : new TextDecoder('utf-8', { fatal: true });
      for (let i = 0; i < chunks.length; i++) {
        try {
          if (d instanceof Utf8Chunks) d.decode(chunks[i] as Buffer);
          else d.decode(chunks[i], { stream: true });
        } catch {
          return i;
        }
      }
      try {
        if (d instanceof Utf8Chunks) d.end();
        else d.decode();
      } catch {
        return chunks.length;
      }
      return -1;
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.array(piece, { maxLength: 4 }).map((p) => Buffer.concat(p)),
          { maxLength: 6 },
        ),
        (chunks) => {
          expect(firstBadChunk(chunks, true)).toBe(firstBadChunk(chunks, false));
        },
      ),
      { numRuns: 5000 },
    );
    expect(firstBadChunk([Buffer.from([0xf5]), Buffer.from([0x61])], true)).toBe(0);
    expect(firstBadChunk([Buffer.from([0xe0, 0x80]), Buffer.from([0x80])], true)).toBe(0);
  });
});
