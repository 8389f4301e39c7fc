// Bytes to text for line readers, strict as TextDecoder's `fatal` mode but a
// third of its cost: each chunk is checked with node:buffer's isUtf8 (simdutf)
// and decoded with Buffer#toString. A character split between two chunks is
// carried over; a leading byte-order mark is dropped, as TextDecoder does.
import { isUtf8 } from 'node:buffer';

/** Thrown for bytes that are not UTF-8; the reader reports it with its file and line. */
export class NotUtf8 extends TypeError {}

export class Utf8Chunks {
  private carry: Buffer | undefined;
  private first = true;

  /** The text of the complete characters so far. */
  decode(chunk: Buffer): string {
    return this.complete(chunk).toString('utf8');
  }

  /**
   * The bytes of the complete characters so far, checked as decode checks them
   * (what decode turns into text), for a reader that looks at bytes before
   * text: valid until the next call (they may be `chunk` itself).
   */
  complete(chunk: Buffer): Buffer {
    let buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = undefined;
    if (this.first && buf.length > 0) {
      if (buf.length < 3 && isBomPrefix(buf)) return this.hold(buf, 0);
      this.first = false;
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
    }
    return this.hold(buf, completeUpTo(buf));
  }

  /** The end of the input: bytes still carried are a character cut short. */
  end(): void {
    if (this.carry) throw new NotUtf8('the text ends inside a character');
  }

  private hold(buf: Buffer, cut: number): Buffer {
    if (cut < buf.length) this.carry = Buffer.from(buf.subarray(cut));
    const whole = cut === buf.length ? buf : buf.subarray(0, cut);
    if (!isUtf8(whole)) throw new NotUtf8('not UTF-8');
    return whole;
  }
}

function isBomPrefix(b: Buffer): boolean {
  return b[0] === 0xef && (b.length < 2 || b[1] === 0xbb) && (b.length < 3 || b[2] === 0xbf);
}

/**
 * Where the last character that may still continue in the next chunk starts
 * (the length when none does). Only a valid beginning of a character is
 * carried: bytes that can never start one are left in, so isUtf8 refuses this
 * chunk, as TextDecoder does, and the error names this chunk's line.
 */
function completeUpTo(b: Buffer): number {
  // Look back over at most three continuation bytes for the lead byte of the last character.
  for (let i = b.length - 1, back = 0; i >= 0 && back < 4; i--, back++) {
    const x = b[i] as number;
    if (x < 0x80) return b.length; // ASCII: every character before it is complete
    if (x >= 0xc0) {
      const need = x >= 0xf0 ? 4 : x >= 0xe0 ? 3 : 2;
      return b.length - i < need && validPrefix(b, i) ? i : b.length;
    }
  }
  return b.length; // four or more continuation bytes: invalid, isUtf8 says so
}

/** Whether the bytes from `i` to the end begin some character (RFC 3629's table, as TextDecoder reads it). */
function validPrefix(b: Buffer, i: number): boolean {
  const lead = b[i] as number;
  if (lead < 0xc2 || lead > 0xf4) return false;
  const second = b[i + 1];
  if (second === undefined) return true;
  const [lo, hi] = lead === 0xe0 ? [0xa0, 0xbf] : lead === 0xed ? [0x80, 0x9f] : lead === 0xf0 ? [0x90, 0xbf] : lead === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
  if (second < lo || second > hi) return false;
  const third = b[i + 2];
  return third === undefined || (third >= 0x80 && third <= 0xbf);
}
