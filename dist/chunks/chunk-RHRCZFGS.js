import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readFast
} from "./chunk-BFIPOHE7.js";
import {
  detectSyntax
} from "./chunk-YAMR5NNT.js";

// src/doc/read.ts
async function readDocument(text, file, options = {}) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const fast = body.trim() !== "" && !(options.bulk && detectSyntax(body) === "json") ? readFast(body, options.bulk) : void 0;
  if (fast) return fast;
  const { parseDocument } = await import("./parse-AP5JCS6T.js");
  return parseDocument(text, file, options);
}

export {
  readDocument
};
