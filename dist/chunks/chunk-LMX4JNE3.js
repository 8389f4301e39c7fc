import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  expandTree
} from "./chunk-MVSBSJVG.js";
import {
  assertRegularFile
} from "./chunk-IDCMMKND.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

// src/io/digest.ts
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
async function fileSha256Hex(file) {
  await assertRegularFile(file);
  const hash = createHash("sha256");
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk);
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", `cannot be read (${e.code ?? e.message})`, { file }, { cause: e });
  }
  return hash.digest("hex");
}
function sha256Hex(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
async function fileDigest(file) {
  return `sha256:${await fileSha256Hex(file)}`;
}
async function treeDigest(patterns, what, options = {}) {
  const { files, skipped } = await expandTree(patterns, what);
  const first = skipped[0];
  if (options.strict && first)
    throw new AqrError("ERR_INPUT_INVALID", `is a ${first.kind}; the ${what} digest covers regular files only (${skipped.length} such path${skipped.length === 1 ? "" : "s"}; without --strict they are skipped and reported)`, { file: first.path });
  const outer = createHash("sha256");
  for (const f of files) {
    if (/[\\\n]/.test(f)) throw new AqrError("ERR_INPUT_INVALID", "file names with a backslash or newline cannot be digested reproducibly", { file: f });
    outer.update(`${await fileSha256Hex(f)}  ${f}
`);
  }
  return { digest: `sha256:${outer.digest("hex")}`, files, skipped };
}

export {
  fileSha256Hex,
  sha256Hex,
  fileDigest,
  treeDigest
};
