import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readTextFile
} from "./chunk-RNNNK2KU.js";
import {
  MAX_YAML_CHARS,
  detectSyntax,
  readJson,
  readSimpleYaml
} from "./chunk-CM4SI4IV.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

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

// src/record/read-document.ts
async function readDocument(text, file) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  if (body.length <= MAX_YAML_CHARS && detectSyntax(body) === "yaml") {
    const simple = readSimpleYaml(body);
    if (simple) return { value: simple.value, syntax: "yaml", lineOf: simple.lineOf, plain: simple.plain };
  }
  if (body.length <= MAX_YAML_CHARS && detectSyntax(body) === "json") {
    const json = readJson(body);
    if (json) return { value: json.value, syntax: "json", lineOf: json.lineOf };
  }
  const { parseDocument } = await import("./parse-6NDAJSSL.js");
  return parseDocument(text, file);
}

// src/io/record-file.ts
async function readRecordFile(file) {
  return asRecordDocument(await readDocument(await readTextFile(file, "record"), file), file);
}

export {
  readRecordFile
};
