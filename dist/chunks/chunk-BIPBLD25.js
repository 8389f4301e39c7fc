import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  chooseImporter,
  judgedLines,
  readImported,
  trialOf
} from "./chunk-XDYC6BPR.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  recomputeLine
} from "./chunk-6B5RA472.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import {
  require_canonicalize
} from "./chunk-NYJ5TMSC.js";
import {
  __toESM
} from "./chunk-FXVQAL6E.js";

// src/pipeline/import.ts
async function importFiles(patterns, how = {}) {
  const files = await expandFiles(patterns, "eval results");
  const importer = await chooseImporter(files, how);
  if (!importer)
    throw new AqrError(
      "ERR_INPUT_INVALID",
      "is not a file aqr imports (promptfoo results JSON, JUnit XML, an Inspect AI log, a DeepEval test run); an aqr.trials/1 ledger needs no import (give --trials-format to force a reader)",
      { file: files[0] ?? "" }
    );
  const reads = await readImported(files, importer, how.options);
  if (reads.every((r) => r.imported.attempts.length === 0))
    throw new AqrError("ERR_INPUT_EMPTY", `holds no attempt: nothing the ${importer.format} reader maps`, { file: files[0] ?? "" });
  return reads;
}
function trialsText(reads) {
  return reads.flatMap((r) => r.imported.attempts).map((a) => `${JSON.stringify(trialOf(a))}
`).join("");
}
function importReport(read) {
  const out = [];
  for (const { file, imported } of read.imported ?? []) {
    const at = `${file} (${imported.format}${imported.subject ? `, subject ${imported.subject}` : ""})`;
    out.push(`${at}: ${imported.attempts.length} attempt${imported.attempts.length === 1 ? "" : "s"} mapped`);
    for (const s of imported.skipped)
      out.push(
        `${at}: ${s.count} rows skipped: ${s.reason}${s.examples.length > 0 ? ` (${s.examples.join(", ")}${s.examples.length >= 3 ? ", \u2026" : ""})` : ""}`
      );
    for (const j of judgedLines(imported.judged)) out.push(`${at}: ${j}`);
    if (imported.recompute) out.push(`${at}: ${recomputeLine(imported.recompute)}`);
    for (const w of imported.warnings) out.push(`${at}: ${w}`);
  }
  return out;
}

// src/import/definition.ts
var import_canonicalize = __toESM(require_canonicalize(), 1);
var canonicalize = import_canonicalize.default;
function definitionDigests(parts) {
  const out = {};
  for (const k of Object.keys(parts).sort()) out[k] = `sha256:${sha256Hex(canonicalize(parts[k] ?? null) ?? "null")}`;
  return out;
}
var NAMED_TASKS = 5;
var SHOWN = 120;
function bindDefinitions(reads, manifest) {
  let attempts = 0;
  let bound = 0;
  let carried = 0;
  let pinned = 0;
  const differs = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Map();
  for (const { file, imported } of reads)
    for (const a of imported.attempts) {
      attempts++;
      seen.set(a.task_id, (seen.get(a.task_id) ?? 0) + 1);
      if (a.definition) carried++;
      const want = manifest.tasks.get(a.task_id)?.definition;
      if (!want) continue;
      pinned++;
      const got = a.definition ? definitionDigests(a.definition) : {};
      const parts = [.../* @__PURE__ */ new Set([...Object.keys(want), ...Object.keys(got)])].filter((p) => want[p] !== got[p]).sort();
      if (parts.length === 0) {
        bound++;
        continue;
      }
      const d = differs.get(a.task_id) ?? { count: 0, parts: /* @__PURE__ */ new Set(), example: "", file };
      d.count++;
      for (const p of parts) d.parts.add(p);
      if (d.example === "") d.example = describe(a.definition, parts);
      differs.set(a.task_id, d);
    }
  const holds = [];
  const tasks = [...differs.entries()];
  for (const [task, d] of tasks.slice(0, NAMED_TASKS)) {
    const of = seen.get(task) ?? d.count;
    holds.push({
      code: "DEFINITION_CHANGED",
      message: `task ${task}: ${d.count} of ${of} attempt${of === 1 ? "" : "s"} in ${d.file} ${d.count === 1 ? "was" : "were"} graded by another definition than the task manifest pins (${[...d.parts].join(", ")} differ${d.parts.size === 1 ? "s" : ""}${d.example ? `; the results grade with ${d.example}` : ""})`
    });
  }
  if (tasks.length > NAMED_TASKS)
    holds.push({
      code: "DEFINITION_CHANGED",
      message: `${tasks.length - NAMED_TASKS} more tasks were graded by another definition than the task manifest pins (${tasks.slice(NAMED_TASKS, NAMED_TASKS + 3).map(([t]) => t).join(", ")}, \u2026)`
    });
  const out = { attempts, bound, holds };
  const format = reads[0]?.imported.format;
  if (attempts > 0 && carried === 0)
    out.note = `The ${format ?? "imported"} results carry no definition of what was checked, so no attempt is bound to the pinned eval definition: each was taken as recorded.`;
  else if (attempts > 0 && pinned === 0)
    out.note = "The task manifest pins no definition digests (aqr init --from writes them), so no imported attempt is bound to the pinned eval definition: each was taken as recorded.";
  return out;
}
function describe(def, parts) {
  if (!def) return "no definition written";
  const shown = parts.map((p) => p in def ? `${p} ${summary(p, def[p])}` : `no ${p}`).join("; ");
  return shown.length > SHOWN ? `${shown.slice(0, SHOWN - 1)}\u2026` : shown;
}
function summary(part, v) {
  if (part === "assert" && Array.isArray(v))
    return v.map((a) => {
      const o = a;
      const t = typeof o?.type === "string" ? o.type : "?";
      return o?.value === void 0 ? t : `${t} ${JSON.stringify(o.value)}`;
    }).join(", ");
  return JSON.stringify(v) ?? "null";
}

export {
  definitionDigests,
  bindDefinitions,
  importFiles,
  trialsText,
  importReport
};
