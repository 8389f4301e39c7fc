import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  expandTree
} from "./chunk-ASVLCMNX.js";
import {
  DIGEST_RE
} from "./chunk-MEDCQDMU.js";
import {
  assertRegularFile,
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/io/digest.ts
import { createHash } from "node:crypto";

// src/io/read-chunks.ts
import { closeSync, openSync, readSync } from "node:fs";
function eachChunk(file, sizeHint, each) {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.allocUnsafe(sizeHint === 0 ? 1 << 16 : Math.min(sizeHint + 1, 1 << 20));
    for (let n = readSync(fd, buf, 0, buf.length, null); n > 0; n = readSync(fd, buf, 0, buf.length, null)) each(n === buf.length ? buf : buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

// src/replay/ledger-ref.ts
function formatLedgerRef(paths, digest) {
  return `${paths.join(" ")}#${digest}`;
}
function parseLedgerRef(ref) {
  const at = ref.lastIndexOf("#sha256:");
  if (at < 0) return { paths: ref.split(" ").filter(Boolean) };
  const digest = ref.slice(at + 1);
  const paths = ref.slice(0, at).split(" ").filter(Boolean);
  return DIGEST_RE.test(digest) ? { paths, digest } : { paths };
}
function contentSetText(hexes) {
  return [...hexes].sort().map((h) => `${h}
`).join("");
}

// src/io/digest.ts
async function fileSha256Hex(file) {
  const { size } = await assertRegularFile(file);
  const hash = createHash("sha256");
  try {
    eachChunk(file, size, (chunk) => hash.update(chunk));
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", `cannot be read (${e.code ?? e.message})`, { file }, { cause: e });
  }
  return hash.digest("hex");
}
async function fileDigest(file) {
  return `sha256:${await fileSha256Hex(file)}`;
}
async function treeDigest(patterns, what, options = {}) {
  const { files, skipped } = await expandTree(patterns, what);
  const first = skipped[0];
  if (options.strict && first)
    throw new AqrError(
      "ERR_INPUT_INVALID",
      `is a ${first.kind}; the ${what} digest covers regular files only (${skipped.length} such path${skipped.length === 1 ? "" : "s"}; without --strict they are skipped and reported)`,
      { file: first.path }
    );
  const outer = createHash("sha256");
  for (const f of files) {
    if (/[\\\n]/.test(f)) throw new AqrError("ERR_INPUT_INVALID", "file names with a backslash or newline cannot be digested reproducibly", { file: f });
    outer.update(`${await fileSha256Hex(f)}  ${f}
`);
  }
  return { digest: `sha256:${outer.digest("hex")}`, files, skipped };
}
function contentSetDigestOf(hexes) {
  return `sha256:${sha256Hex(contentSetText(hexes))}`;
}

export {
  eachChunk,
  formatLedgerRef,
  parseLedgerRef,
  fileSha256Hex,
  fileDigest,
  treeDigest,
  contentSetDigestOf
};
