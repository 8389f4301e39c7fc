import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/files.ts
import { lstatSync, readdirSync as readdirSync2, statSync } from "node:fs";
import { relative, sep } from "node:path";

// src/io/simple-glob.ts
import { readdirSync } from "node:fs";
var FOLDER = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
var LAST = /^[A-Za-z0-9_*-][A-Za-z0-9._*-]*$/;
function shape(pattern) {
  const segments = pattern.split("/");
  const last = segments.pop();
  if (!LAST.test(last) || last.includes("**") || !segments.every((s) => FOLDER.test(s))) return void 0;
  return { folder: segments.join("/"), last };
}
function simplyDynamic(pattern) {
  const s = shape(pattern);
  return s ? s.last.includes("*") : void 0;
}
async function simpleGlob(pattern, cwd) {
  const s = shape(pattern);
  if (!s || !s.last.includes("*")) return void 0;
  let entries;
  try {
    entries = readdirSync(s.folder === "" ? cwd : `${cwd}/${s.folder}`, { withFileTypes: true });
  } catch {
    return void 0;
  }
  const re = new RegExp(`^${s.last.replace(/\./g, "\\.").replace(/\*/g, "[^/]*")}$`);
  const out = [];
  for (const e of entries) {
    if (e.name.startsWith(".") || !(e.isFile() || e.isDirectory())) return void 0;
    if (e.isFile() && re.test(e.name)) out.push(s.folder === "" ? e.name : `${s.folder}/${e.name}`);
  }
  return out;
}

// src/io/files.ts
var tinyglobby = () => import("./dist-A4FIKPTG.js");
async function isDynamicPattern(pattern) {
  return simplyDynamic(pattern) ?? (await tinyglobby()).isDynamicPattern(pattern);
}
async function expandFiles(patterns, what, cwd = process.cwd()) {
  const found = /* @__PURE__ */ new Set();
  for (const p of patterns) {
    let matches;
    if (await isDynamicPattern(p)) {
      matches = await simpleGlob(p, cwd) ?? await (await tinyglobby()).glob(p, { cwd, onlyFiles: true, dot: true, expandDirectories: false });
    } else {
      const st = statOrUndefined(statSync, p);
      if (!st) throw new AqrError("ERR_INPUT_READ", `no such file or folder (${what})`, { file: p });
      matches = st.isDirectory() ? await (await tinyglobby()).glob("**/*", { cwd: p, onlyFiles: true, dot: true }).then((fs) => fs.map((f) => `${p.replace(/\/+$/, "")}/${f}`)) : [p];
    }
    if (matches.length === 0) throw new AqrError("ERR_INPUT_READ", `matches no file (${what})`, { file: p });
    for (const m of matches) found.add(posixRelative(m, cwd));
  }
  return [...found].sort(byteOrder);
}
function statOrUndefined(how, path) {
  try {
    return how(path);
  } catch {
    return void 0;
  }
}
function posixRelative(path, cwd = process.cwd()) {
  const rel = relative(cwd, path.startsWith("/") ? path : `${cwd}/${path}`);
  return sep === "/" ? rel : rel.split(sep).join("/");
}
function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
async function expandTree(patterns, what, cwd = process.cwd()) {
  const found = /* @__PURE__ */ new Set();
  const skipped = /* @__PURE__ */ new Map();
  for (const p of patterns) {
    const before = found.size + skipped.size;
    if (await isDynamicPattern(p)) {
      const matches = await (await tinyglobby()).glob(p, { cwd, onlyFiles: false, dot: true, expandDirectories: false, followSymbolicLinks: false });
      for (const m of matches) classify(`${cwd}/${m}`.replace(/\/+$/, ""), false);
    } else {
      const st = statOrUndefined(lstatSync, p);
      if (!st) throw new AqrError("ERR_INPUT_READ", `no such file or folder (${what})`, { file: p });
      classify(p.replace(/(.)\/+$/, "$1"), true);
    }
    if (found.size + skipped.size === before) throw new AqrError("ERR_INPUT_READ", `matches no file (${what})`, { file: p });
  }
  return { files: [...found].sort(byteOrder), skipped: [...skipped].map(([path, kind]) => ({ path, kind })).sort((a, b) => byteOrder(a.path, b.path)) };
  function unreadable(e, path) {
    return new AqrError(
      "ERR_INPUT_READ",
      `cannot be read (${e.code ?? e.message})`,
      { file: posixRelative(path, cwd) },
      { cause: e }
    );
  }
  function classify(path, descend) {
    let st;
    try {
      st = lstatSync(path);
    } catch (e) {
      throw unreadable(e, path);
    }
    if (st.isFile()) found.add(posixRelative(path, cwd));
    else if (st.isDirectory()) {
      if (descend) walk(path);
    } else skipped.set(posixRelative(path, cwd), st.isSymbolicLink() ? "symbolic link" : st.isFIFO() ? "named pipe" : st.isSocket() ? "socket" : "device");
  }
  function walk(dir) {
    let entries;
    try {
      entries = readdirSync2(dir, { withFileTypes: true });
    } catch (e) {
      throw unreadable(e, dir);
    }
    for (const e of entries) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) found.add(posixRelative(path, cwd));
      else classify(path, false);
    }
  }
}

export {
  isDynamicPattern,
  expandFiles,
  posixRelative,
  byteOrder,
  expandTree
};
