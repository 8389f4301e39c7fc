import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  ruleProblem
} from "./chunk-6EQII5ZQ.js";
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/rule-file.ts
async function readRule(file, read = readTextFile) {
  const parsed = await readDocument(await read(file, "acceptance rule"), file);
  const doc = parsed.value;
  const v = doc?.acceptance_rule ?? doc?.run?.acceptance_rule ?? parsed.value;
  const problem = ruleProblem(v);
  if (problem) throw new AqrError("ERR_INPUT_INVALID", `${problem} (E195)`, { file, line: 1 });
  return v;
}

export {
  readRule
};
