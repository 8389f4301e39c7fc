import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readFast
} from "./chunk-BFIPOHE7.js";
import {
  MAX_NESTING,
  MAX_YAML_CHARS,
  MAX_YAML_NODES,
  detectSyntax,
  lineNestedBeyond,
  nodeBound,
  tooDeep
} from "./chunk-YAMR5NNT.js";
import {
  require_dist
} from "./chunk-AHJTWVBH.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import {
  __toESM
} from "./chunk-FXVQAL6E.js";

// src/doc/parse.ts
var import_yaml = __toESM(require_dist(), 1);
function parseDocument(text, file, options = {}) {
  if (text.charCodeAt(0) === 65279) text = text.slice(1);
  if (text.trim() === "") throw new AqrError("ERR_INPUT_EMPTY", "file is empty", { file });
  if (detectSyntax(text) === "json") {
    if (options.bulk) {
      let value;
      try {
        value = JSON.parse(text);
      } catch {
        strictJson(text, file);
      }
      let full;
      if (text.length > MAX_YAML_CHARS) return { value, syntax: "json", lineOf: () => void 0 };
      return { value, syntax: "json", lineOf: (path) => (full ??= parseDocument(text, file)).lineOf(path) };
    }
    strictJson(text, file);
  }
  if (text.length > MAX_YAML_CHARS)
    throw new AqrError(
      "ERR_INPUT_TOO_LARGE",
      `is a ${detectSyntax(text) === "json" ? "JSON" : "YAML"} document of ${(text.length / 1048576).toFixed(1)} MiB; such a document is at most ${MAX_YAML_CHARS / 1048576} MiB (write large sets as JSON Lines)`,
      { file }
    );
  if (options.full) return readFull(text, file);
  return readFast(text, options.bulk) ?? readFull(text, file);
}
function readFull(text, file) {
  const deep = lineNestedBeyond(text, MAX_NESTING);
  if (deep !== void 0) throw tooDeep({ file, line: deep });
  if (nodeBound(text, MAX_YAML_NODES) > MAX_YAML_NODES)
    throw new AqrError(
      "ERR_INPUT_TOO_LARGE",
      `holds more than ${MAX_YAML_NODES} YAML nodes in a shape the fast readers do not read; the full YAML parser is given at most that many (write large sets as JSON or JSON Lines)`,
      { file }
    );
  try {
    return parseYaml(text, file);
  } catch (e) {
    if (e instanceof AqrError) throw e;
    throw new AqrError(
      "ERR_INPUT_PARSE",
      `cannot be parsed: ${e instanceof RangeError ? "nested too deeply" : firstLine(String(e.message))}`,
      { file },
      { cause: e }
    );
  }
}
function parseYaml(text, file) {
  const lines = new import_yaml.LineCounter();
  const docs = (0, import_yaml.parseAllDocuments)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  if (!Array.isArray(docs)) {
    throw new AqrError("ERR_INPUT_EMPTY", "file holds no document", { file });
  }
  const nonEmpty = docs.filter((d) => d.contents !== null || d.errors.length > 0);
  for (const d of docs) {
    const err = d.errors[0];
    if (err) {
      const line = lines.linePos(err.pos[0]).line;
      throw new AqrError("ERR_INPUT_PARSE", `invalid ${detectSyntax(text) === "json" ? "JSON" : "YAML"}: ${firstLine(err.message)}`, { file, line });
    }
  }
  if (nonEmpty.length === 0) throw new AqrError("ERR_INPUT_EMPTY", "file holds no document", { file });
  if (nonEmpty.length > 1) {
    const second = nonEmpty[1];
    const line = second.range ? lines.linePos(second.range[0]).line : void 0;
    throw new AqrError("ERR_INPUT_PARSE", `holds ${nonEmpty.length} YAML documents; expected one`, line === void 0 ? { file } : { file, line });
  }
  const doc = nonEmpty[0];
  const dup = duplicateKey(doc.contents);
  if (dup)
    throw new AqrError("ERR_INPUT_PARSE", `invalid ${detectSyntax(text) === "json" ? "JSON" : "YAML"}: Map keys must be unique`, {
      file,
      ...dup.range ? { line: lines.linePos(dup.range[0]).line } : {}
    });
  let value;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new AqrError("ERR_INPUT_PARSE", `invalid YAML: ${firstLine(e.message)}`, { file });
  }
  return {
    value,
    syntax: detectSyntax(text),
    yaml: { doc, lines },
    lineOf(path) {
      let node = doc.contents;
      let line = lineOfNode(node, lines);
      for (const seg of path) {
        const step = child(node, seg);
        if (!step) break;
        line = lineOfNode(step.at, lines) ?? line;
        node = step.node;
      }
      return line;
    }
  };
}
function duplicateKey(root) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if ((0, import_yaml.isMap)(node)) {
      const seen = /* @__PURE__ */ new Set();
      for (const p of node.items) {
        if ((0, import_yaml.isScalar)(p.key)) {
          const k = String(p.key.value);
          if (seen.has(k)) return p.key;
          seen.add(k);
        } else if (p.key) stack.push(p.key);
        stack.push(p.value);
      }
    } else if ((0, import_yaml.isSeq)(node)) for (const item of node.items) stack.push(item);
  }
  return void 0;
}
var keyIndex = /* @__PURE__ */ new WeakMap();
function child(node, seg) {
  if ((0, import_yaml.isMap)(node)) {
    let index = keyIndex.get(node);
    if (!index) {
      index = /* @__PURE__ */ new Map();
      for (const p of node.items) if ((0, import_yaml.isScalar)(p.key) && !index.has(String(p.key.value))) index.set(String(p.key.value), p);
      keyIndex.set(node, index);
    }
    const pair = index.get(String(seg));
    return pair ? { node: pair.value, at: pair.key } : void 0;
  }
  if ((0, import_yaml.isSeq)(node) && typeof seg === "number") {
    const item = node.items[seg];
    return item === void 0 ? void 0 : { node: item, at: item };
  }
  return void 0;
}
function lineOfNode(node, lines) {
  const range = node?.range;
  return range ? lines.linePos(range[0]).line : void 0;
}
function firstLine(s) {
  return (s.split("\n")[0] ?? s).replace(/ at line \d+, column \d+:?$/, "").trim();
}
function strictJson(text, file) {
  try {
    JSON.parse(text);
    return;
  } catch {
  }
  const ok = (n) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (e) {
      const msg = e.message;
      const at = /at position (\d+)/.exec(msg)?.[1];
      return /Unexpected end of JSON input/i.test(msg) || at !== void 0 && Number(at) >= n;
    }
  };
  let lo = 0;
  let hi = text.length;
  if (ok(hi)) throw new AqrError("ERR_INPUT_PARSE", "invalid JSON: the text ends before the document does", { file, line: lineAt(text, hi) });
  while (hi - lo > 1) {
    const mid = lo + hi >>> 1;
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  const bad = text[hi - 1] ?? "";
  throw new AqrError("ERR_INPUT_PARSE", `invalid JSON: unexpected ${JSON.stringify(bad)}`, { file, line: lineAt(text, hi - 1) });
}
function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export {
  parseDocument
};
