import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/record/document.ts
function asRecordDocument(parsed, file) {
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    const got = Array.isArray(v) ? "a list" : v === null ? "null" : `a ${typeof v}`;
    throw new AqrError("ERR_NOT_A_RECORD", `is not an Agent Quality Record: the top level is ${got}, expected a mapping`, { file, line: 1 });
  }
  if (!("supergauge" in v)) throw new AqrError("ERR_NOT_A_RECORD", "is not an Agent Quality Record: no 'supergauge' key at the top level", { file, line: 1 });
  return parsed;
}

// src/io/record-file.ts
async function readRecordFile(file, read = readTextFile) {
  return asRecordDocument(await readDocument(await read(file, "record"), file), file);
}

export {
  asRecordDocument,
  readRecordFile
};
