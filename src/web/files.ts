// Files the user dropped or picked, by the name they are shown under; the
// page's readers stream them (File.stream()) and never hold a whole ledger.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { AqrError } from '../errors.js';
import type { LineReader } from '../line-reader.js';
import { LineSplitter } from '../line-splitter.js';

export type Dropped = Map<string, Blob>;

/** The most bytes decoded into one string (io/lines.ts TEXT_PIECE). */
const TEXT_PIECE = 32 * 1024;

/** The bytes of a file, chunk by chunk, gunzipped when its name ends in .gz. */
function chunks(name: string, blob: Blob, gunzip: boolean): ReadableStream<Uint8Array> {
  const raw = blob.stream() as ReadableStream<Uint8Array>;
  return gunzip && name.endsWith('.gz') ? raw.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>) : raw;
}

/** sha256 of a file's bytes, streamed through @noble/hashes (WebCrypto has no incremental digest). */
export async function sha256Hex(blob: Blob, onProgress?: (bytes: number) => void): Promise<string> {
  const h = sha256.create();
  let done = 0;
  const reader = (blob.stream() as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { value, done: end } = await reader.read();
    if (end) break;
    h.update(value);
    done += value.length;
    onProgress?.(done);
  }
  return bytesToHex(h.digest());
}

/** A LineReader (src/line-reader.ts) over the dropped files: the page's io/lines.ts. */
export function lineReader(files: Dropped): LineReader {
  return async (name, each) => {
    const blob = files.get(name);
    if (!blob) throw new AqrError('ERR_INPUT_READ', 'no such file', { file: name });
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const reader = chunks(name, blob, true).getReader();
    const lines = new LineSplitter(each);
    let tail: string;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        // In pieces of at most 32 KiB (as io/lines.ts): a string of a whole large chunk lands in V8's large-object space, 30 times as costly to make.
        for (let i = 0; i < value.length; i += TEXT_PIECE) lines.push(decoder.decode(value.subarray(i, i + TEXT_PIECE), { stream: true }));
      }
      tail = decoder.decode();
    } catch (e) {
      await reader.cancel().catch(() => undefined);
      if (e === lines.thrown || e instanceof AqrError) throw e;
      const why =
        e instanceof TypeError && !name.endsWith('.gz')
          ? 'is not valid UTF-8 text'
          : name.endsWith('.gz')
            ? 'is not valid gzip'
            : `cannot be read (${(e as Error).message})`;
      throw new AqrError('ERR_INPUT_ENCODING', why, { file: name, line: lines.n + 1 });
    }
    return lines.end(tail);
  };
}

/** A small text file whole (records, keys, manifests), refused past `max` bytes. */
export async function readText(name: string, blob: Blob, what: string, max = 8 * 1024 * 1024): Promise<string> {
  if (blob.size > max)
    throw new AqrError('ERR_INPUT_TOO_LARGE', `is ${(blob.size / 1048576).toFixed(1)} MiB; a ${what} is at most ${(max / 1048576).toFixed(1)} MiB`, {
      file: name,
    });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (bytes.includes(0)) throw new AqrError('ERR_INPUT_ENCODING', `is binary (holds NUL bytes), expected a ${what} as text`, { file: name });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AqrError('ERR_INPUT_ENCODING', 'is not valid UTF-8 text', { file: name });
  }
}
