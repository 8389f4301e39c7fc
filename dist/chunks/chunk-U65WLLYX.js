import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  MAX_MANIFEST_BYTES,
  manifestFromText,
  readTrials,
  replay
} from "./chunk-5MGLBBSH.js";
import {
  asStatsSidecar
} from "./chunk-EXUFWHG6.js";
import {
  readDocument
} from "./chunk-TMHOHQTT.js";
import {
  readTextFile
} from "./chunk-R3H6C3J7.js";
import {
  readTraceEvidence
} from "./chunk-66M75NPU.js";
import {
  OTEL_FORMAT,
  ledgerMeasures,
  traceMeasures
} from "./chunk-3U34HUA7.js";
import {
  expandFiles,
  fileDigest
} from "./chunk-JCYOXX3J.js";
import {
  AqrError
} from "./chunk-JFP2MHRA.js";

// src/pipeline/replay.ts
async function replayRecord(record, source) {
  return replay({ record, ...await recomputeRecord(record, source), ...await sidecar(source.stats) });
}
async function recomputeRecord(record, source) {
  if (source.taskManifest === void 0)
    throw new AqrError("ERR_USAGE", "replay needs the task manifest (--task-manifest FILE): it gives the splits and canaries, and its digest is in the record");
  const manifestText = await readTextFile(source.taskManifest, "task manifest", MAX_MANIFEST_BYTES);
  const manifest = await manifestFromText(manifestText, source.taskManifest);
  const k = record.measures.find((m) => m.id === "reliability.pass_hat_k" || m.id === "reliability.pass_at_k")?.k;
  const manifestDigest = await fileDigest(source.taskManifest);
  if (record.assurance.evidence.format === OTEL_FORMAT) {
    const read2 = await readTraceEvidence(source.ledger, manifest, { manifestDigest: record.task_set.manifest_digest, harnessDigest: record.subject.harness_digest });
    return { recomputed: traceMeasures(read2, k), events: read2.events, ledgerDigest: read2.digest, manifestDigest, taskSet: manifest };
  }
  const files = await expandFiles(source.ledger, "trial ledger");
  const read = await readTrials(files, manifest);
  return { recomputed: ledgerMeasures(read.tally, k), events: read.tally.events, ledgerDigest: read.digest, manifestDigest, taskSet: manifest };
}
async function sidecar(file) {
  if (file === void 0) return {};
  return { stats: asStatsSidecar((await readDocument(await readTextFile(file, "stats sidecar", MAX_MANIFEST_BYTES), file)).value, file) };
}

export {
  replayRecord,
  recomputeRecord
};
