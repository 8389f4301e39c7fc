import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  assertRegularFile,
  readFailure
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/read-text.ts
import { closeSync, openSync, readSync } from "node:fs";
var MAX_TEXT_BYTES = 8 * 1024 * 1024;
async function readTextFile(file, what = "file", maxBytes = MAX_TEXT_BYTES) {
  return decodeText(await readFileBytes(file, what, maxBytes), file, what);
}
function textsFirst(texts) {
  if (!texts || texts.size === 0) return readTextFile;
  return async (file, what = "file", maxBytes = MAX_TEXT_BYTES) => {
    const held = texts.get(file);
    if (!held) return readTextFile(file, what, maxBytes);
    if (held.length > maxBytes) throw new AqrError("ERR_INPUT_TOO_LARGE", `is ${mib(held.length)}; a ${what} is at most ${mib(maxBytes)}`, { file });
    return decodeText(held, file, what);
  };
}
async function readFileBytes(file, what = "file", maxBytes = MAX_TEXT_BYTES) {
  const { size } = await assertRegularFile(file, what);
  if (size > maxBytes) throw new AqrError("ERR_INPUT_TOO_LARGE", `is ${mib(size)}; a ${what} is at most ${mib(maxBytes)}`, { file });
  try {
    const fd = openSync(file, "r");
    try {
      const buf = Buffer.alloc(Math.min(size, maxBytes) + 1);
      let bytesRead = 0;
      for (let n = -1; n !== 0 && bytesRead < buf.length; bytesRead += n) n = readSync(fd, buf, bytesRead, buf.length - bytesRead, bytesRead);
      if (bytesRead > maxBytes) throw new AqrError("ERR_INPUT_TOO_LARGE", `is over ${mib(maxBytes)}; a ${what} is at most that`, { file });
      return buf.subarray(0, bytesRead);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    if (e instanceof AqrError) throw e;
    throw new AqrError("ERR_INPUT_READ", readFailure(e), { file }, { cause: e });
  }
}
function decodeText(bytes, file, what = "file") {
  if (bytes.includes(0)) throw new AqrError("ERR_INPUT_ENCODING", `is binary (holds NUL bytes), expected a ${what} as text`, { file });
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AqrError("ERR_INPUT_ENCODING", "is not valid UTF-8 text", { file });
  }
}
function mib(n) {
  return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
}

export {
  MAX_TEXT_BYTES,
  readTextFile,
  textsFirst,
  readFileBytes,
  decodeText
};
