import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-DPMNYSK3.js";
import {
  __toESM
} from "./chunk-FXVQAL6E.js";

// src/record/yaml-spelling.ts
var import_yaml = __toESM(require_dist(), 1);
function canonicalNumber(n) {
  if (Object.is(n, -0)) return "0";
  const s = JSON.stringify(n);
  const m = /^(-?\d+)(e[-+]\d+)$/.exec(s);
  return m ? `${m[1]}.0${m[2]}` : s;
}
function readAs11(source) {
  try {
    return (0, import_yaml.parse)(source, { version: "1.1", schema: "yaml-1.1", customTags: ["timestamp"] });
  } catch {
    return source;
  }
}
function same(a, b) {
  return a === b || typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
}
function yamlSpellingWarnings(text) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: false });
  const out = [];
  if (doc.directives?.yaml.explicit && doc.directives.yaml.version === "1.1") {
    const at = text.search(/^%YAML/m);
    out.push({ code: "YAML_1_1_DIRECTIVE", line: at < 0 ? 1 : lines.linePos(at).line, message: "%YAML 1.1 directive: YAML 1.2 readers and YAML 1.1 readers read this record differently; remove it" });
  }
  (0, import_yaml.visit)(doc, {
    Scalar(_key, node) {
      if (!(0, import_yaml.isScalar)(node) || node.type !== "PLAIN" || typeof node.source !== "string") return;
      const line = node.range ? lines.linePos(node.range[0]).line : 1;
      const v11 = readAs11(node.source);
      const src = JSON.stringify(node.source);
      if (typeof node.value === "number" && node.source !== canonicalNumber(node.value)) {
        out.push({ code: "YAML_NUMBER_SPELLING", line, message: `${src} is not the canonical spelling of ${canonicalNumber(node.value)}${same(v11, node.value) ? "" : `; a YAML 1.1 reader reads it as ${JSON.stringify(String(v11))}`}` });
      } else if (!same(v11, node.value)) {
        const as = v11 instanceof Date ? "a timestamp" : JSON.stringify(String(v11));
        out.push({ code: "YAML_1_1_READING", line, message: `${src} is read as ${JSON.stringify(node.value)} here but as ${as} by a YAML 1.1 reader; quote it` });
      }
    }
  });
  return out;
}

export {
  canonicalNumber,
  yamlSpellingWarnings
};
