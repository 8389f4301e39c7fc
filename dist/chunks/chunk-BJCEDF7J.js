import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  ruleProblem
} from "./chunk-6ATJ3OLY.js";
import {
  readDocument
} from "./chunk-TMHOHQTT.js";
import {
  readTextFile
} from "./chunk-R3H6C3J7.js";
import {
  AqrError
} from "./chunk-JFP2MHRA.js";

// src/io/rule-file.ts
async function readRule(file) {
  const parsed = await readDocument(await readTextFile(file, "acceptance rule"), file);
  const doc = parsed.value;
  const v = doc?.acceptance_rule ?? doc?.run?.acceptance_rule ?? parsed.value;
  const problem = ruleProblem(v);
  if (problem) throw new AqrError("ERR_INPUT_INVALID", `${problem} (E195)`, { file, line: 1 });
  return v;
}

export {
  readRule
};
