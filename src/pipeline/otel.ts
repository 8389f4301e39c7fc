// Measures from OpenTelemetry traces on disk: the files read into the trace
// fold and tallied as a trial ledger (src/otel/evidence.ts, shared with the
// page), with the files' set digest.
import { contentSetDigest } from '../io/digest.js';
import { readTraces } from '../io/otel-file.js';
import type { TrialTally } from '../ledger/tally.js';
import { traceTally } from '../otel/evidence.js';
import { TraceFold, type Expected, type OtelResult } from '../otel/fold.js';
import type { Manifest } from '../taskset/manifest.js';

export { traceMeasures } from '../otel/evidence.js';

export const OTEL_FORMAT = 'opentelemetry/1.x';

export interface TraceEvidence {
  tally: TrialTally;
  fold: OtelResult;
  files: string[];
  digest: string;
  /** Spans and span events. */
  events: number;
}

export async function readTraceEvidence(patterns: readonly string[], manifest: Manifest, expected: Expected): Promise<TraceEvidence> {
  const fold = new TraceFold(manifest, expected);
  const files = await readTraces(patterns, fold);
  const r = fold.finish();
  return { tally: traceTally(manifest, r), fold: r, files, digest: await contentSetDigest(files), events: r.spans + r.events };
}
