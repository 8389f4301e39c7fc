import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  DIGEST_RE
} from "./chunk-LPVEIMFZ.js";

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

export {
  formatLedgerRef,
  parseLedgerRef,
  contentSetText
};
