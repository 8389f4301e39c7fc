import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/text/log-line.ts
var QUOTE_MAX = 200;
function quote(value) {
  const s = typeof value === "string" ? value : String(value);
  const cut = s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX)}\u2026` : s;
  return JSON.stringify(cut).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function safeLines(text) {
  return text.split(/\r\n|\r|\n/).map((line) => line.replaceAll("##[", "##\\u005b").replace(/^(\s*)::/, "$1\\::")).join("\n");
}

export {
  quote,
  safeLines
};
