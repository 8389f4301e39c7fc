import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/doc/syntax.ts
var MAX_YAML_CHARS = 8 * 1024 * 1024;
function detectSyntax(text) {
  const first = text.match(/^\s*(\S)/)?.[1];
  return first === "{" || first === "[" ? "json" : "yaml";
}
var MAX_NESTING = 512;
var MAX_YAML_NODES = 1e5;
function nodeBound(text, max) {
  let n = 0;
  for (let i = 0; i < text.length && n <= max; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123 || c === 44 || c === 10) n++;
    else if (c === 45 || c === 63 || c === 58) {
      const next = text.charCodeAt(i + 1);
      if (next === 32 || next === 9 || next === 10 || next === 13 || Number.isNaN(next)) n++;
    }
  }
  return n;
}
function tooDeep(where) {
  return new AqrError("ERR_INPUT_PARSE", `cannot be parsed: nested more than ${MAX_NESTING} levels deep`, where);
}
function lineNestedBeyond(text, max) {
  let flow = 0;
  let lead = 0;
  let leading = true;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      lead = 0;
      leading = true;
      line++;
      continue;
    }
    if (c === 91 || c === 123) flow++;
    else if ((c === 93 || c === 125) && flow > 0) flow--;
    if (leading) {
      const next = text.charCodeAt(i + 1);
      if (c === 32 || c === 9 || (c === 45 || c === 63 || c === 58) && (next === 32 || next === 9 || next === 10 || Number.isNaN(next)))
        lead++;
      else leading = false;
    }
    if (flow + lead > max) return line;
  }
  return void 0;
}
function pathNestedBeyond(value, max) {
  const stack = [{ v: value, path: [] }];
  for (let top = stack.pop(); top !== void 0; top = stack.pop()) {
    const { v, path } = top;
    if (v === null || typeof v !== "object") continue;
    if (path.length >= max) return path;
    if (Array.isArray(v)) v.forEach((c, i) => stack.push({ v: c, path: [...path, i] }));
    else for (const [k, c] of Object.entries(v)) stack.push({ v: c, path: [...path, k] });
  }
  return void 0;
}

export {
  MAX_YAML_CHARS,
  detectSyntax,
  MAX_NESTING,
  MAX_YAML_NODES,
  nodeBound,
  tooDeep,
  lineNestedBeyond,
  pathNestedBeyond
};
