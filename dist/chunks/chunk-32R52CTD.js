import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/doc/json-lines.ts
async function readJsonValues(lines, file, maxDocumentChars, tooLarge, on) {
  let mode = "unknown";
  const doc = [];
  let size = 0;
  await lines(file, (line, n) => {
    if (mode === "document") {
      size += line.length + 1;
      if (size > maxDocumentChars) throw new AqrError("ERR_INPUT_TOO_LARGE", tooLarge, { file });
      doc.push(line);
      return;
    }
    const c = line.charCodeAt(0);
    if (!(c > 32 && c < 127) && line.trim() === "") {
      if (mode === "unknown") doc.push(line);
      return;
    }
    let v;
    try {
      v = JSON.parse(line);
    } catch {
      if (mode === "lines") return on.badLine(n);
      mode = "document";
      doc.push(line);
      size = doc.join("\n").length;
      return;
    }
    mode = "lines";
    on.value(v, n);
  });
  if (mode === "document") on.document(doc.join("\n"));
}

export {
  readJsonValues
};
