// Trace evidence from disk: the files read and folded (io/otel-file), their
// digest for the record; the measures themselves are pure (otel/measures).
import { noAttempts } from '../io/ledger-file.js';
import { readTraces } from '../io/otel-file.js';
import { TraceFold, type Expected } from '../otel/fold.js';
import { tallyTraces, type TraceTally } from '../otel/measures.js';
import type { Manifest } from '../taskset/manifest.js';

export { OTEL_FORMAT, traceMeasures } from '../otel/measures.js';

export interface TraceEvidence extends TraceTally {
  files: string[];
  digest: string;
  /** Spans and span events. */
  events: number;
}

/** Reads and folds the trace exports matching `patterns`; spans of another task set or harness are an input error. */
export async function readTraceEvidence(patterns: readonly string[], manifest: Manifest, expected: Expected): Promise<TraceEvidence> {
  const fold = new TraceFold(manifest, expected);
  const { files, digest } = await readTraces(patterns, fold);
  const r = fold.finish();
  if (r.spans + r.events === 0) throw noAttempts(files, 'trace evidence');
  return { ...tallyTraces(manifest, r), files, digest, events: r.spans + r.events };
}
