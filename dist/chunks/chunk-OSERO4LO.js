import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readJsonValues
} from "./chunk-32R52CTD.js";
import {
  forEachLine
} from "./chunk-K6OQSGEN.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  readDocument
} from "./chunk-RHRCZFGS.js";

// src/io/json-lines-file.ts
function readJsonValuesFile(file, maxDocumentChars, tooLarge, on) {
  return readJsonValues((f, each) => forEachLine(f, each), file, maxDocumentChars, tooLarge, on);
}

// src/io/signals-file.ts
var MAX_DOCUMENT_CHARS = 256 * 1024 * 1024;
async function readSignals(patterns, analysis) {
  for (const file of await expandFiles(patterns, "signals")) {
    const before = analysis.counts.records;
    let binary = false;
    let document;
    await readJsonValuesFile(file, MAX_DOCUMENT_CHARS, "a single JSON document over 256 MiB: write large signal sets as JSON Lines", {
      value: (v, line) => analysis.add(v, { file, line }),
      badLine: (line) => analysis.unreadable({ file, line }, "the line is not JSON (signal files are JSON Lines, or one JSON document)"),
      // The document is handed over once the file is read; it is parsed just after.
      document: (text) => void (document = text)
    });
    if (document !== void 0) {
      if (document.includes("\0")) binary = true;
      else {
        const parsed = await readDocument(document, file, { bulk: true });
        analysis.add(parsed.value, { file, line: parsed.lineOf([]) ?? 1, lineOf: (p) => parsed.lineOf(p) });
      }
    }
    if (analysis.counts.records === before)
      analysis.emptyFile(file, binary ? "the file holds NUL bytes: it is binary, not signals" : "the file holds no signal (it is empty or blank)");
  }
}

export {
  readSignals
};
