import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  evaluateGate,
  evidenceMeasures,
  replay
} from "./chunk-CPV5JXSL.js";
import {
  asStatsSidecar,
  sidecarProblem
} from "./chunk-TLEL4NPO.js";
import {
  checkTallies,
  readManifestFile
} from "./chunk-XFGAI2GH.js";
import {
  readTraceEvidence
} from "./chunk-TA25MMNT.js";
import {
  OTEL_FORMAT,
  traceMeasures
} from "./chunk-3LHYYOLB.js";
import {
  ledgerMeasures
} from "./chunk-4HCHGIET.js";
import {
  readTrials
} from "./chunk-CRYWO3G5.js";
import {
  MAX_MANIFEST_BYTES
} from "./chunk-ZZ52A57W.js";
import {
  boundGate,
  statsContext
} from "./chunk-B7PSI4WC.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  mergeRecomputes
} from "./chunk-6B5RA472.js";
import {
  importFormatOf
} from "./chunk-APF4LJVI.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/attest/regate.ts
function regateGates(record, gates, recomputed) {
  const given = evidenceMeasures(record.assurance.evidence.format);
  const out = [];
  const confirmed = { floors: 0, ceilings: 0 };
  const ctx = statsContext(recomputed);
  for (const g of gates) {
    if (g.floor === void 0 && g.ceiling === void 0 || g.source !== "native" || !given.has(g.id) || g.mode === "shadow") continue;
    let again = evaluateGate(g, recomputed.measures, [], () => void 0);
    if (g.confidence !== void 0 && (again.result === "pass" || again.result === "fail")) {
      const m = backingMeasure(g, recomputed.measures).pick;
      if (m) {
        const b = boundGate(g, m, ctx);
        again = { ...again, result: b.result === "pass" ? "pass" : "fail", reason: b.reason };
      }
    }
    const recorded = record.gates.find((r) => r.id === g.id && r.split === g.split);
    const was = recorded?.result ?? "missing";
    if (g.regression && was === "fail" && again.result === "pass") continue;
    const bound = g.ceiling !== void 0 ? `ceiling ${g.ceiling}` : `floor ${String(g.floor)}`;
    const what = `gate ${g.id}${g.split ? ` (${g.split})` : ""} ${bound}`;
    if (again.result !== was)
      out.push({
        code: "GATE_MISMATCH",
        what,
        recorded: was,
        recomputed: again.result,
        message: `${what}: recorded ${was}, but replayed ${again.reason} is ${again.result}`
      });
    else if (g.ceiling !== void 0) confirmed.ceilings++;
    else confirmed.floors++;
  }
  return { mismatches: out, confirmed };
}
function replayAttested(input, predicate) {
  const stats = predicate.stats && !sidecarProblem(predicate.stats) ? { stats: predicate.stats } : {};
  return withThresholds(replay({ ...input, ...stats }), input.record, predicate.thresholds.gates, input.recomputed);
}
function withThresholds(r, record, gates, recomputed) {
  const g = regateGates(record, gates, recomputed);
  const extra = g.mismatches.filter((m) => !r.mismatches.some((x) => x.code === "GATE_MISMATCH" && m.what.startsWith(`${x.what} `)));
  return { ...r, ok: r.ok && extra.length === 0, mismatches: [...r.mismatches, ...extra], ceilings: g.confirmed.ceilings };
}

// src/pipeline/replay.ts
async function replayRecord(record, source, thresholds) {
  const again = await recomputeRecord(record, source);
  const plain = replay({ record, ...again, ...await sidecar(source.stats) });
  const r = thresholds ? withThresholds(plain, record, thresholds, again.recomputed) : plain;
  if (source.tallies && source.tallies.length > 0) {
    const tallies = await checkTallies(source.tallies, source.ledger, source.taskManifest);
    r.mismatches.push(...tallies);
    r.ok &&= tallies.length === 0;
  }
  return {
    ...r,
    files: { manifest: source.taskManifest ?? "", evidence: again.files, ...source.stats !== void 0 ? { stats: source.stats } : {} },
    ...again.selection ? { selection: again.selection } : {}
  };
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
  const recompute = mergeRecomputes((read.imported ?? []).flatMap((i) => i.imported.recompute ? [i.imported.recompute] : []));
  const selection = read.imported?.[0]?.imported.selection;
  return {
    recomputed: ledgerMeasures(read.tally, k),
    events: read.tally.events,
    ledgerDigest: read.digest,
    manifestDigest,
    taskSet: manifest,
    files: read.files,
    ...recompute ? { recompute } : {},
    ...selection ? { selection } : {}
  };
}
async function sidecar(file) {
  if (file === void 0) return {};
  return { stats: asStatsSidecar((await readDocument(await readTextFile(file, "stats sidecar", MAX_MANIFEST_BYTES), file)).value, file) };
}
function importOptionsOf(bar) {
  const o = bar?.import_options;
  if (!o) return void 0;
  const str = (v) => typeof v === "string" && v !== "" ? v : void 0;
  const out = {};
  const subject = str(o["trials-subject"]);
  const taskIdField = str(o["task-id"]);
  const scorer = str(o["trials-scorer"]);
  if (subject !== void 0) out.subject = subject;
  if (taskIdField !== void 0) out.taskIdField = taskIdField;
  if (scorer !== void 0) out.scorer = scorer;
  return Object.keys(out).length > 0 ? out : void 0;
}
function importOptionsMismatches(recorded, replayed) {
  const keys = { subject: "trials-subject", taskIdField: "task-id", scorer: "trials-scorer" };
  const out = [];
  for (const k of ["subject", "taskIdField", "scorer"]) {
    const was = recorded[k];
    const now = replayed?.[k];
    if (was !== void 0 && was !== now)
      out.push({
        code: "IMPORT_OPTIONS",
        what: keys[k],
        recorded: was,
        recomputed: now ?? null,
        message: `the record counted the rows ${keys[k]} ${JSON.stringify(was)} chose (its signed bar says so), the replay read ${now === void 0 ? "without it" : JSON.stringify(now)}`
      });
  }
  return out;
}

export {
  replayAttested,
  replayRecord,
  recomputeRecord,
  importOptionsOf,
  importOptionsMismatches
};
