// OTLP/JSON trace exports from disk, streamed into the fold (src/otel/evidence.ts).
import { foldTraceFile } from '../otel/evidence.js';
import type { TraceFold } from '../otel/fold.js';
import { expandFiles } from './files.js';
import { forEachLine } from './lines.js';

export async function readTraces(patterns: readonly string[], fold: TraceFold): Promise<string[]> {
  const files = await expandFiles(patterns, 'evidence');
  for (const file of files) await foldTraceFile(file, fold, forEachLine);
  return files;
}
