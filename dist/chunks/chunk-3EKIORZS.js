import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  ruleProblem
} from "./chunk-4IXCNXHS.js";
import {
  parseDocument
} from "./chunk-6QFHXJLZ.js";
import {
  readTextFile
} from "./chunk-RNNNK2KU.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

// src/io/rule-file.ts
async function readRule(file) {
  const parsed = parseDocument(await readTextFile(file, "acceptance rule"), file);
  const doc = parsed.value;
  const v = doc?.acceptance_rule ?? doc?.run?.acceptance_rule ?? parsed.value;
  const problem = ruleProblem(v);
  if (problem) throw new AqrError("ERR_INPUT_INVALID", `${problem} (E195)`, { file, line: 1 });
  return v;
}

export {
  readRule
};
