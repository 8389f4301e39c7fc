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

// src/doc/write.ts
var import_yaml = __toESM(require_dist(), 1);
function toYamlText(value) {
  const doc = new import_yaml.Document(value, { version: "1.2" });
  const numeric = /* @__PURE__ */ new Set(["tag:yaml.org,2002:float", "tag:yaml.org,2002:int"]);
  doc.schema.tags = doc.schema.tags.map(
    (t) => numeric.has(t.tag) && !t.format && !("collection" in t && t.collection) ? { ...t, stringify: (item) => canonicalNumber(Number(item.value)) } : t
  );
  (0, import_yaml.visit)(doc, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && needsQuotes(node.value)) node.type = "QUOTE_DOUBLE";
    }
  });
  return doc.toString({ lineWidth: 0 });
}
function needsQuotes(s) {
  try {
    return typeof (0, import_yaml.parse)(s, { version: "1.1", schema: "yaml-1.1", customTags: ["timestamp"], logLevel: "error" }) !== "string";
  } catch {
    return true;
  }
}
export {
  toYamlText
};
