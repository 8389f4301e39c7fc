// Measures from OpenTelemetry traces: the attempts become trials and go
// through the same tally as a trial ledger, so both give the same numbers;
// traces add tool.correctness and trajectory.valid.
import { contentSetDigest } from '../io/digest.js';
import { readTraces } from '../io/otel-file.js';
import { ledgerMeasures, round, type LedgerResult } from '../ledger/measures.js';
import { TrialTally } from '../ledger/tally.js';
import { TraceFold, type Expected, type OtelResult } from '../otel/fold.js';
import type { Manifest } from '../taskset/manifest.js';

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
  const tally = new TrialTally(manifest);
  const idx = tally.addFile('(traces)');
  r.trials.forEach((t, i) => tally.add(t, idx, i + 1));
  return { tally, fold: r, files, digest: await contentSetDigest(files), events: r.spans + r.events };
}

export function traceMeasures(e: TraceEvidence, k: number | undefined): LedgerResult {
  const r = e.fold;
  const out = ledgerMeasures(e.tally, k);
  if (r.missingReset.length > 0) {
    const first = r.missingReset[0] as (typeof r.missingReset)[number];
    const why = `task ${first.task} attempt ${first.attempt} (trace ${first.trace}) has no sg.attempt.reset event: repeated attempts may share state, so pass^k and pass@k are not measured${r.missingReset.length > 1 ? ` (${r.missingReset.length} attempts in all)` : ''}`;
    for (const m of out.measures.filter((x) => x.id === 'reliability.pass_hat_k' || x.id === 'reliability.pass_at_k')) out.missing.push({ id: m.id, ...(m.split ? { split: m.split } : {}), reason: why });
    out.measures = out.measures.filter((x) => x.id !== 'reliability.pass_hat_k' && x.id !== 'reliability.pass_at_k');
    if (out.counts) out.counts = out.counts.filter((x) => x.id !== 'reliability.pass_hat_k' && x.id !== 'reliability.pass_at_k');
    out.warnings.push(why);
  }
  if (r.tool.calls > 0) {
    out.measures.push({ id: 'tool.correctness', value: round(r.tool.correct / r.tool.calls), n: r.tool.calls });
    out.counts?.push({ id: 'tool.correctness', x: r.tool.correct, n: r.tool.calls });
  }
  if (r.trajectory.attempts > 0) {
    out.measures.push({ id: 'trajectory.valid', value: round(r.trajectory.valid / r.trajectory.attempts), n: r.trajectory.attempts });
    out.counts?.push({ id: 'trajectory.valid', x: r.trajectory.valid, n: r.trajectory.attempts });
  }
  if (r.orphanTraces > 0) out.warnings.push(`${r.orphanTraces} traces have no span with sg.task.id and were not counted as attempts`);
  return out;
}
