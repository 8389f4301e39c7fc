// Entries of a zip (a record artifact, an Inspect AI .eval log), read as hostile data. The central directory is
// read first; entries are chosen by name and declared size before a byte is
// inflated; their number and total size are capped; and each is inflated as a
// stream against a byte budget, so a zip bomb (a huge deflate stream, many
// entries sharing one stream, overlapping entries) is refused after at most the
// budget's worth of work. Names are data: nothing is written to disk.
import { Inflate } from 'fflate';
import { concatBytes } from '../bytes.js';

/** Each caller sets its own: an artifact holds a few records, an .eval log many samples. */
export interface ZipLimits {
  /** The zip itself. */
  maxZipBytes: number;
  /** Entries in the central directory. */
  maxEntries: number;
  /** Entries chosen for inflating. */
  maxChosen: number;
  /** One inflated entry. */
  maxEntryBytes: number;
  /** All inflated entries together. */
  maxTotalBytes: number;
}

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

export interface ZipContents {
  entries: ZipEntry[];
  /** Entries left out, each with why (unsafe name, too large, overlapping, …). */
  skipped: { name: string; reason: string }[];
}

export class ZipRefused extends Error {}

const CHUNK = 1024;

/** A name that could not escape a folder if it were ever extracted: relative, `/`-separated, no `..`, no control characters. */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return !name.split('/').some((s) => s === '..' || s === '.');
}

/** The entries of `zip` that `want` picks by name, within `limits`; throws ZipRefused when the zip itself is unreadable or over a limit. */
export function readZipEntries(zip: Uint8Array, want: (name: string) => boolean, limits: ZipLimits): ZipContents {
  if (zip.byteLength > limits.maxZipBytes) throw new ZipRefused(`is ${zip.byteLength} bytes, over the ${limits.maxZipBytes}-byte limit`);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = findEndOfDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ZipRefused('is a ZIP64 archive, which is not read');
  if (count > limits.maxEntries) throw new ZipRefused(`has ${count} entries, over the limit of ${limits.maxEntries}`);
  if (cdOffset + cdSize > eocd) throw new ZipRefused('has a central directory outside the file');

  const out: ZipContents = { entries: [], skipped: [] };
  const chosen: { name: string; method: number; start: number; end: number; size: number }[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 0x02014b50) throw new ZipRefused('has a malformed central directory');
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const csize = view.getUint32(p + 20, true);
    const usize = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const next = p + 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    const local = view.getUint32(p + 42, true);
    if (next > eocd) throw new ZipRefused('has a malformed central directory');
    const name = new TextDecoder('utf-8').decode(zip.subarray(p + 46, p + 46 + nameLen));
    p = next;
    if (name.endsWith('/') && usize === 0) continue;
    if (!want(name)) continue;
    const skip = (reason: string) => void out.skipped.push({ name, reason });
    if (!isSafeEntryName(name)) skip('an unsafe name (absolute, a backslash, a .. segment or a control character)');
    else if (flags & 1) skip('encrypted');
    else if (method !== 0 && method !== 8) skip(`compression method ${method}`);
    else if (usize > limits.maxEntryBytes || csize > limits.maxEntryBytes)
      skip(`declares ${Math.max(usize, csize)} bytes, over the ${limits.maxEntryBytes}-byte limit`);
    else if (method === 0 && csize !== usize) skip('a stored entry whose sizes disagree');
    else if (chosen.length >= limits.maxChosen) skip(`more than ${limits.maxChosen} candidate entries`);
    else {
      if (local + 30 > zip.byteLength || view.getUint32(local, true) !== 0x04034b50) {
        skip('a local header outside the file');
        continue;
      }
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const end = start + csize;
      if (end > cdOffset) skip('data outside the file');
      else if (chosen.some((c) => start < c.end && c.start < end)) skip('data overlapping another entry');
      else chosen.push({ name, method, start, end, size: usize });
    }
  }

  let budget = limits.maxTotalBytes;
  for (const c of chosen) {
    const data = zip.subarray(c.start, c.end);
    if (c.method === 0) {
      if (c.size > budget) {
        out.skipped.push({ name: c.name, reason: `over the ${limits.maxTotalBytes}-byte total` });
        continue;
      }
      budget -= c.size;
      out.entries.push({ name: c.name, bytes: data.slice() });
      continue;
    }
    const cap = Math.min(c.size, budget);
    const bytes = inflateCapped(data, cap);
    if (typeof bytes === 'string') {
      out.skipped.push({ name: c.name, reason: bytes });
      continue;
    }
    budget -= bytes.byteLength;
    out.entries.push({ name: c.name, bytes });
  }
  return out;
}

function findEndOfDirectory(view: DataView): number {
  const min = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= min; i--) if (view.getUint32(i, true) === 0x06054b50) return i;
  throw new ZipRefused('is not a zip (no end of central directory)');
}

class OverBudget extends Error {}

/** Inflates `data` a chunk at a time, stopping as soon as the output passes `cap` bytes (the entry's declared size, or what is left of the total). */
function inflateCapped(data: Uint8Array, cap: number): Uint8Array | string {
  const parts: Uint8Array[] = [];
  let size = 0;
  let done = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.byteLength;
    if (size > cap) throw new OverBudget();
    parts.push(chunk);
    if (final) done = true;
  });
  try {
    for (let i = 0; i < data.byteLength; i += CHUNK) inflate.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.byteLength);
    if (data.byteLength === 0) inflate.push(new Uint8Array(0), true);
  } catch (e) {
    if (e instanceof OverBudget) return `inflates past ${cap} bytes (its declared size or the total left)`;
    return 'not a valid deflate stream';
  }
  if (!done) return 'a deflate stream that does not end';
  return concatBytes(parts);
}
