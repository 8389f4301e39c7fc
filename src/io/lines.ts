// Line by line over a file, at the speed of the read: chunks are split on
// newlines by hand (no readline, src/line-splitter.ts, shared with the page),
// and a `.gz` file is gunzipped on the way. No line may exceed MAX_LINE_CHARS.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import { AqrError } from '../errors.js';
import { LineSplitter } from '../line-splitter.js';
import { contentSetText } from '../replay/ledger-ref.js';
import { assertRegularFile } from './regular-file.js';
import { Utf8Chunks } from './utf8-chunks.js';

/** The longest line any line-oriented input may have (16 MiB of text). */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

/**
 * Calls `each(line, lineNumber)` for every line, blank ones included; returns
 * the line count. `onBytes` sees the file's bytes as read (compressed, for a
 * `.gz`), so a caller can hash exactly what it measured in the same pass.
 */
export async function forEachLine(file: string, each: (line: string, n: number) => void, maxLineChars = MAX_LINE_CHARS, onBytes?: (chunk: Buffer) => void): Promise<number> {
  await assertRegularFile(file);
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const gz = file.endsWith('.gz');
  const stream = gz ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (e) => stream.destroy(e));
  if (gz && onBytes) raw.on('data', (chunk) => onBytes(chunk as Buffer));
  const decoder = new Utf8Chunks();
  const tooLong = (line: number) => new AqrError('ERR_INPUT_TOO_LARGE', `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line });
  const lines = new LineSplitter(each, tooLong, maxLineChars);
  try {
    for await (const chunk of stream) {
      if (!gz) onBytes?.(chunk as Buffer);
      lines.push(decoder.decode(chunk as Buffer));
    }
    decoder.end();
  } catch (e) {
    raw.destroy();
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' ? 'is not valid gzip' : e instanceof TypeError ? 'is not valid UTF-8 text' : `cannot be read (${code ?? (e as Error).message})`;
    throw new AqrError(code === 'ENOENT' ? 'ERR_INPUT_READ' : 'ERR_INPUT_ENCODING', why, { file, line: lines.n + 1 }, { cause: e });
  }
  raw.destroy();
  return lines.end();
}

/**
 * A line reader that hashes each file as it reads it, for evidence named by its
 * digest: `setDigest(files)` is the ledger digest (io/digest.ts
 * contentSetDigest) of exactly the bytes that were read, in one pass. The
 * hashing runs on a worker thread (a copy of each chunk goes there), so it
 * overlaps the parsing instead of adding to it; `close()` ends the worker.
 */
export function hashingLineReader(): { lines: (file: string, each: (line: string, n: number) => void) => Promise<number>; setDigest(files: readonly string[]): string; close(): Promise<void> } {
  const hexes = new Map<string, string>();
  let worker: HashWorker | undefined;
  return {
    async lines(file, each) {
      // A thread costs a few milliseconds to start: small files are hashed here.
      const size = (await stat(file).catch(() => undefined))?.size ?? 0;
      if (size < WORKER_FROM_BYTES) {
        const hash = createHash('sha256');
        const n = await forEachLine(file, each, MAX_LINE_CHARS, (chunk) => hash.update(chunk));
        hexes.set(file, hash.digest('hex'));
        return n;
      }
      worker ??= new HashWorker();
      const hashed = worker.start();
      let n: number;
      try {
        n = await forEachLine(file, each, MAX_LINE_CHARS, (chunk) => worker?.update(chunk));
      } finally {
        worker.end();
      }
      hexes.set(file, await hashed);
      return n;
    },
    setDigest(files) {
      const missing = files.find((f) => !hexes.has(f));
      if (missing !== undefined) throw new Error(`internal: ${missing} was not read`);
      return `sha256:${createHash('sha256').update(contentSetText(files.map((f) => hexes.get(f) as string))).digest('hex')}`;
    },
    async close() {
      await worker?.close();
      worker = undefined;
    },
  };
}

/** Files from this size are hashed on the worker thread. */
const WORKER_FROM_BYTES = 4 * 1024 * 1024;

const HASHER = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
let hash;
parentPort.on('message', (m) => {
  if (m === 'start') hash = createHash('sha256');
  else if (m === 'end') parentPort.postMessage(hash.digest('hex'));
  else hash.update(new Uint8Array(m));
});
`;

/** sha256 on a worker thread: start(), update(chunk)…, end(); start's promise is the hex digest. */
class HashWorker {
  private readonly worker = new Worker(HASHER, { eval: true });
  /** One per start(), answered in order: every start() is followed by exactly one end(). */
  private readonly waiting: { resolve: (hex: string) => void; reject: (e: unknown) => void }[] = [];

  constructor() {
    // Idle, the worker does not keep the process alive; while a digest is
    // awaited it must (ref in start, unref when nothing is awaited).
    this.worker.unref();
    this.worker.on('message', (hex: string) => {
      this.waiting.shift()?.resolve(hex);
      if (this.waiting.length === 0) this.worker.unref();
    });
    this.worker.on('error', (e) => {
      for (const w of this.waiting.splice(0)) w.reject(e);
      this.worker.unref();
    });
  }

  start(): Promise<string> {
    this.worker.ref();
    this.worker.postMessage('start');
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  update(chunk: Buffer): void {
    // A copy the worker owns: the stream may reuse the chunk's memory.
    const copy = new ArrayBuffer(chunk.byteLength);
    new Uint8Array(copy).set(chunk);
    this.worker.postMessage(copy, [copy]);
  }

  end(): void {
    this.worker.postMessage('end');
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
