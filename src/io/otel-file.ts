// OTLP/JSON trace exports from disk, streamed into the fold (src/otel/evidence.ts).
// A plain file is digested in the same pass as it is folded (one read of each
// file, not two); a gzipped one is digested apart, over its compressed bytes.
import { createHash } from 'node:crypto';
import { foldTraceFile } from '../otel/evidence.js';
import type { TraceFold } from '../otel/fold.js';
import { fileSha256Hex } from './digest.js';
import { expandFiles } from './files.js';
import { forEachLine, MAX_LINE_CHARS } from './lines.js';

/** The files read, and the sha256 (hex) of each file's bytes, in the same order. */
export async function readTraces(patterns: readonly string[], fold: TraceFold): Promise<{ files: string[]; sha256: string[] }> {
  const files = await expandFiles(patterns, 'evidence');
  const sha256: string[] = [];
  for (const file of files) {
    const hash = file.endsWith('.gz') ? undefined : createHash('sha256');
    await foldTraceFile(file, fold, (f, each) => forEachLine(f, each, MAX_LINE_CHARS, hash && ((chunk) => hash.update(chunk))));
    sha256.push(hash ? hash.digest('hex') : await fileSha256Hex(file));
  }
  return { files, sha256 };
}
