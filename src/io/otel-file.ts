// OTLP/JSON trace exports from disk, streamed into the fold (src/otel/evidence.ts),
// each file hashed in the same pass (the evidence digest of the bytes read).
import { foldTraceFile } from '../otel/evidence.js';
import type { TraceFold } from '../otel/fold.js';
import { expandFiles } from './files.js';
import { hashingLineReader } from './lines.js';

export async function readTraces(patterns: readonly string[], fold: TraceFold): Promise<{ files: string[]; digest: string }> {
  const files = await expandFiles(patterns, 'evidence');
  const reader = hashingLineReader();
  for (const file of files) await foldTraceFile(file, fold, reader.lines);
  return { files, digest: reader.setDigest(files) };
}
