import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  checkTallies,
  readManifestFile
} from "./chunk-KCVIFPNO.js";
import {
  replay
} from "./chunk-RI4QD77H.js";
import {
  asStatsSidecar
} from "./chunk-FBQ73SS3.js";
import {
  readDocument
} from "./chunk-43NYQZBQ.js";
import {
  readTraceEvidence
} from "./chunk-URWX3LLI.js";
import {
  OTEL_FORMAT,
  traceMeasures
} from "./chunk-4URTNIZT.js";
import {
  ledgerMeasures
} from "./chunk-ICDZDD25.js";
import {
  readTrials
} from "./chunk-3SSMVY4D.js";
import {
  MAX_MANIFEST_BYTES
} from "./chunk-EF6743E5.js";
import {
  importFormatOf
} from "./chunk-APF4LJVI.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/pipeline/replay.ts
async function replayRecord(record, source) {
  const again = await recomputeRecord(record, source);
  const r = replay({ record, ...again, ...await sidecar(source.stats) });
  if (source.tallies && source.tallies.length > 0) {
    const tallies = await checkTallies(source.tallies, source.ledger, source.taskManifest);
    r.mismatches.push(...tallies);
    r.ok &&= tallies.length === 0;
  }
  return { ...r, files: { manifest: source.taskManifest ?? "", evidence: again.files, ...source.stats !== void 0 ? { stats: source.stats } : {} } };
}
async function recomputeRecord(record, source) {
  if (source.taskManifest === void 0)
    throw new AqrError("ERR_USAGE", "replay needs the task manifest (--task-manifest FILE): it gives the splits and canaries, and its digest is in the record");
  const { manifest, digest: manifestDigest } = await readManifestFile(source.taskManifest);
  const k = record.measures.find((m) => m.id === "reliability.pass_hat_k" || m.id === "reliability.pass_at_k")?.k;
  if (record.assurance.evidence.format === OTEL_FORMAT) {
    const read2 = await readTraceEvidence(source.ledger, manifest, {
      manifestDigest: record.task_set.manifest_digest,
      harnessDigest: record.subject.harness_digest
    });
    return { recomputed: traceMeasures(read2, k), events: read2.events, ledgerDigest: read2.digest, manifestDigest, taskSet: manifest, files: read2.files };
  }
  const files = await expandFiles(source.ledger, "trial ledger");
  const imported = importFormatOf(record.assurance.evidence.format);
  const read = await readTrials(files, manifest, { format: imported ?? "aqr", options: source.importOptions });
  return {
    recomputed: ledgerMeasures(read.tally, k),
    events: read.tally.events,
    ledgerDigest: read.digest,
    manifestDigest,
    taskSet: manifest,
    files: read.files
  };
}
async function sidecar(file) {
  if (file === void 0) return {};
  return { stats: asStatsSidecar((await readDocument(await readTextFile(file, "stats sidecar", MAX_MANIFEST_BYTES), file)).value, file) };
}

export {
  replayRecord,
  recomputeRecord
};
