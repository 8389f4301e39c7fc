import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/write-atomic.ts
import { randomBytes } from "node:crypto";
import { mkdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, isAbsolute } from "node:path";
async function writeFileAtomic(file, data, mode = 420) {
  await writeFilesAtomic([{ file, data, mode }]);
}
async function writeFilesAtomic(outputs) {
  const staged = [];
  const fail = (file, e) => {
    for (const s of staged) removeQuietly(s.tmp);
    throw new AqrError("ERR_OUTPUT_WRITE", `cannot be written (${writeFailure(e)})`, { file }, { cause: e });
  };
  for (const { file, data, mode = 420 } of outputs) {
    const dir = dirname(file);
    const tmp = join(dir, `.${basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      ensureFolder(dir);
      writeFileSync(tmp, data, { mode, flag: "wx" });
      staged.push({ file, tmp });
    } catch (e) {
      removeQuietly(tmp);
      fail(file, e);
    }
  }
  const placed = [];
  for (const { file, tmp } of staged) {
    try {
      renameSync(tmp, file);
      placed.push(file);
    } catch (e) {
      for (const f of placed) removeQuietly(f);
      fail(file, e);
    }
  }
}
function assertInside(file, roots) {
  const real = (p) => {
    try {
      return realpathSync(p);
    } catch {
      const up = dirname(p);
      return up === p ? p : join(real(up), basename(p));
    }
  };
  const target = real(resolve(file));
  const inside = roots.some((root) => {
    const rel = relative(real(resolve(root)), target);
    return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
  });
  if (!inside) throw new AqrError("ERR_OUTPUT_WRITE", `is outside ${roots.join(" and ")}; the action writes only there`, { file });
}
var NoFolder = class extends Error {
  constructor(dir) {
    super(dir);
    this.dir = dir;
  }
  dir;
};
function removeQuietly(file) {
  try {
    rmSync(file, { force: true });
  } catch {
  }
}
function ensureFolder(dir) {
  let st;
  try {
    st = statSync(dir);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  if (st) {
    if (!st.isDirectory()) throw Object.assign(new Error("not a folder"), { code: "ENOTDIR" });
    return;
  }
  const roots = [process.cwd(), process.env["RUNNER_TEMP"]].filter((r) => r !== void 0 && r !== "");
  const inside = roots.some((root) => {
    const rel = relative(resolve(root), resolve(dir));
    return !rel.startsWith("..") && !isAbsolute(rel);
  });
  if (!inside) throw new NoFolder(dir);
  mkdirSync(dir, { recursive: true });
}
function writeFailure(e) {
  if (e instanceof NoFolder) return `the folder ${e.dir} does not exist; aqr creates folders only inside the working directory (or RUNNER_TEMP)`;
  const code = e.code;
  if (code === "ENOTDIR" || code === "EEXIST") return "a part of the path is a file, not a folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EROFS") return "the file system is read-only";
  if (code === "ENOENT") return "no such folder";
  if (code === "EISDIR") return "is a folder";
  return code ?? e.message;
}

export {
  writeFileAtomic,
  writeFilesAtomic,
  assertInside
};
