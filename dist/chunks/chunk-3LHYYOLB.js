import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  ledgerMeasures,
  round
} from "./chunk-4HCHGIET.js";
import {
  TrialTally
} from "./chunk-XDYC6BPR.js";

// src/otel/measures.ts
var OTEL_FORMAT = "opentelemetry/1.x";
function tallyTraces(manifest, fold) {
  const tally = new TrialTally(manifest);
  const idx = tally.addFile("(traces)");
  fold.trials.forEach((t, i) => tally.add(t, idx, i + 1));
  return { tally, fold };
}
function traceMeasures(e, k) {
  const r = e.fold;
  const out = ledgerMeasures(e.tally, k);
  if (r.missingReset.length > 0) {
    const first = r.missingReset[0];
    const why = `task ${first.task} attempt ${first.attempt} (trace ${first.trace}) has no sg.attempt.reset event: repeated attempts may share state, so pass^k and pass@k are not measured${r.missingReset.length > 1 ? ` (${r.missingReset.length} attempts in all)` : ""}`;
    for (const m of out.measures.filter((x) => x.id === "reliability.pass_hat_k" || x.id === "reliability.pass_at_k"))
      out.missing.push({ id: m.id, ...m.split ? { split: m.split } : {}, reason: why });
    out.measures = out.measures.filter((x) => x.id !== "reliability.pass_hat_k" && x.id !== "reliability.pass_at_k");
    if (out.counts) out.counts = out.counts.filter((x) => x.id !== "reliability.pass_hat_k" && x.id !== "reliability.pass_at_k");
    out.warnings.push(why);
  }
  if (r.tool.calls > 0) {
    out.measures.push({ id: "tool.correctness", value: round(r.tool.correct / r.tool.calls), n: r.tool.calls });
    out.counts?.push({ id: "tool.correctness", x: r.tool.correct, n: r.tool.calls });
  }
  if (r.trajectory.attempts > 0) {
    out.measures.push({ id: "trajectory.valid", value: round(r.trajectory.valid / r.trajectory.attempts), n: r.trajectory.attempts });
    out.counts?.push({ id: "trajectory.valid", x: r.trajectory.valid, n: r.trajectory.attempts });
  }
  if (r.orphanTraces > 0) out.warnings.push(`${r.orphanTraces} traces have no span with sg.task.id and were not counted as attempts`);
  return out;
}

export {
  OTEL_FORMAT,
  tallyTraces,
  traceMeasures
};
