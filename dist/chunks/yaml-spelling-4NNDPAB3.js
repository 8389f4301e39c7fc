import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-AHJTWVBH.js";
import {
  canonicalNumber
} from "./chunk-VRDUKWRR.js";
import {
  __toESM
} from "./chunk-FXVQAL6E.js";

// src/doc/yaml-spelling.ts
var import_yaml = __toESM(require_dist(), 1);
var schema11;
var options11 = () => ({
  version: "1.1",
  schema: schema11 ??= new import_yaml.Schema({ resolveKnownTags: false, schema: "yaml-1.1", customTags: ["timestamp"] })
});
function readAs11(source) {
  try {
    return (0, import_yaml.parse)(source, { ...options11(), logLevel: "error" });
  } catch {
    return source;
  }
}
var BATCHABLE = /^(?!---|\.\.\.|%)[^\s\p{Cc}](?:[^\p{Cc}]*[^\s\p{Cc}])?$/u;
function readAllAs11(sources) {
  const out = /* @__PURE__ */ new Map();
  const batch = [...new Set(sources)].filter((s) => BATCHABLE.test(s));
  if (batch.length > 0) {
    const doc = (0, import_yaml.parseDocument)(batch.map((s) => `- ${s}`).join("\n"), options11());
    const items = (0, import_yaml.isSeq)(doc.contents) ? doc.contents.items : [];
    if (doc.errors.length === 0 && doc.warnings.length === 0 && items.length === batch.length) {
      let values = [];
      try {
        values = doc.toJS();
      } catch {
      }
      items.forEach((item, i) => {
        if (i < values.length && (0, import_yaml.isScalar)(item) && item.type === "PLAIN" && item.source === batch[i]) out.set(batch[i], values[i]);
      });
    }
  }
  for (const s of sources) if (!out.has(s)) out.set(s, readAs11(s));
  return out;
}
function same(a, b) {
  return a === b || typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
}
function yamlSpellingWarnings(text, read) {
  const lines = read?.lines ?? new import_yaml.LineCounter();
  const doc = read?.doc ?? (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: false });
  const out = [];
  if (doc.directives?.yaml.explicit && doc.directives.yaml.version === "1.1") {
    const at = text.search(/^%YAML/m);
    out.push({
      code: "YAML_1_1_DIRECTIVE",
      line: at < 0 ? 1 : lines.linePos(at).line,
      message: "%YAML 1.1 directive: YAML 1.2 readers and YAML 1.1 readers read this record differently; remove it"
    });
  }
  const plain = [];
  (0, import_yaml.visit)(doc, {
    Scalar(_key, node) {
      if ((0, import_yaml.isScalar)(node) && node.type === "PLAIN" && typeof node.source === "string") plain.push(node);
    }
  });
  const as11 = readAllAs11(plain.map((node) => node.source));
  for (const node of plain) {
    const line = node.range ? lines.linePos(node.range[0]).line : 1;
    const v11 = as11.get(node.source);
    const src = JSON.stringify(node.source);
    if (typeof node.value === "number" && node.source !== canonicalNumber(node.value)) {
      out.push({
        code: "YAML_NUMBER_SPELLING",
        line,
        message: `${src} is not the canonical spelling of ${canonicalNumber(node.value)}${same(v11, node.value) ? "" : `; a YAML 1.1 reader reads it as ${JSON.stringify(String(v11))}`}`
      });
    } else if (!same(v11, node.value)) {
      const as = v11 instanceof Date ? "a timestamp" : JSON.stringify(String(v11));
      out.push({ code: "YAML_1_1_READING", line, message: `${src} is read as ${JSON.stringify(node.value)} here but as ${as} by a YAML 1.1 reader; quote it` });
    }
  }
  return out;
}
export {
  canonicalNumber,
  yamlSpellingWarnings
};
