import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/regular-file.ts
import { statSync } from "node:fs";
async function assertRegularFile(file, what = "file") {
  let st;
  try {
    st = statSync(file);
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", readFailure(e), { file }, { cause: e });
  }
  if (st.isDirectory()) throw new AqrError("ERR_INPUT_READ", `is a directory, expected a ${what}`, { file });
  if (!st.isFile()) throw new AqrError("ERR_INPUT_READ", `is ${kindOf(st)}, not a regular file (expected a ${what})`, { file });
  return st;
}
function kindOf(st) {
  if (st.isFIFO()) return "a named pipe (FIFO)";
  if (st.isSocket()) return "a socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  if (st.isSymbolicLink()) return "a symbolic link";
  if (st.isDirectory()) return "a directory";
  return "not a regular file";
}
function readFailure(e) {
  const code = e.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOTDIR") return "no such file (a part of the path is not a folder)";
  return `cannot be read (${code ?? e.message})`;
}

export {
  assertRegularFile,
  readFailure
};
