import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  chooseImporter,
  judgedLines,
  readImported,
  trialOf
} from "./chunk-EF6743E5.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

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
    for (const w of imported.warnings) out.push(`${at}: ${w}`);
  }
  return out;
}

export {
  importFiles,
  trialsText,
  importReport
};
