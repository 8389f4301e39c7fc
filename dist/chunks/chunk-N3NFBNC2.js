import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/json-file.ts
async function readJsonFile(file, what, notJson, maxBytes) {
  const text = await readTextFile(file, what, maxBytes);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new AqrError("ERR_INPUT_PARSE", notJson(e), { file });
  }
}

export {
  readJsonFile
};
