import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/doc/path.ts
function formatPath(path) {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out === "" ? seg : `.${seg}`;
  return out === "" ? "(record)" : out;
}
function pointerToPath(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")).map((s) => /^(0|[1-9]\d*)$/.test(s) ? Number(s) : s);
}
function valueAt(value, path) {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== "object") return void 0;
    v = v[seg];
  }
  return v;
}

export {
  formatPath,
  pointerToPath,
  valueAt
};
