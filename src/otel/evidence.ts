// Trace evidence to measures, wherever the files are read (the CLI from disk,
// the page from dropped files): each export folded into the trace fold, the
// attempts put through the trial ledger's tally, so traces and ledgers give the
// same numbers; traces add tool.correctness and trajectory.valid.
import { AqrError } from '../errors.js';
import { readJsonValues } from '../json-values.js';
import { ledgerMeasures, round, type LedgerResult } from '../ledger/measures.js';
import type { LineReader } from '../ledger/read.js';
import { TrialTally } from '../ledger/tally.js';
import type { Manifest } from '../taskset/manifest.js';
import type { OtelResult, TraceFold } from './fold.js';

const MAX_DOCUMENT_CHARS = 512 * 1024 * 1024;

/** One OTLP/JSON file, one export per line (as the Collector's file exporter writes) or one per file, into the fold. */
export async function foldTraceFile(file: string, fold: TraceFold, lines: LineReader): Promise<void> {
  await readJsonValues(lines, file, MAX_DOCUMENT_CHARS, 'one trace export over 512 MiB: write one export per line', {
    value: (v, line) => fold.add(v, `${file}:${line}`),
    badLine: (line) => {
      throw new AqrError('ERR_INPUT_PARSE', 'is not JSON (trace exports are one OTLP/JSON object per line, or one per file)', { file, line });
    },
    document: (text) => {
      let v: unknown;
      try {
        v = JSON.parse(text);
      } catch {
        throw new AqrError('ERR_INPUT_PARSE', 'is neither OTLP/JSON lines nor one OTLP/JSON document', { file });
      }
      fold.add(v, file);
    },
  });
}

/** The attempts the fold found, through the trial ledger's tally. */
export function traceTally(manifest: Manifest, r: OtelResult): TrialTally {
  const tally = new TrialTally(manifest);
  const idx = tally.addFile('(traces)');
  r.trials.forEach((t, i) => tally.add(t, idx, i + 1));
  return tally;
}

export function traceMeasures(e: { tally: TrialTally; fold: OtelResult }, k: number | undefined): LedgerResult {
  const r = e.fold;
  const out = ledgerMeasures(e.tally, k);
  if (r.missingReset.length > 0) {
    const first = r.missingReset[0] as (typeof r.missingReset)[number];
    const why = `task ${first.task} attempt ${first.attempt} (trace ${first.trace}) has no sg.attempt.reset event: repeated attempts may share state, so pass^k and pass@k are not measured${r.missingReset.length > 1 ? ` (${r.missingReset.length} attempts in all)` : ''}`;
    for (const m of out.measures.filter((x) => x.id === 'reliability.pass_hat_k' || x.id === 'reliability.pass_at_k')) out.missing.push({ id: m.id, ...(m.split ? { split: m.split } : {}), reason: why });
    out.measures = out.measures.filter((x) => x.id !== 'reliability.pass_hat_k' && x.id !== 'reliability.pass_at_k');
    out.warnings.push(why);
  }
  if (r.tool.calls > 0) out.measures.push({ id: 'tool.correctness', value: round(r.tool.correct / r.tool.calls), n: r.tool.calls });
  if (r.trajectory.attempts > 0) out.measures.push({ id: 'trajectory.valid', value: round(r.trajectory.valid / r.trajectory.attempts), n: r.trajectory.attempts });
  if (r.orphanTraces > 0) out.warnings.push(`${r.orphanTraces} traces have no span with sg.task.id and were not counted as attempts`);
  return out;
}
