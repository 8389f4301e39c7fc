import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readDetail
} from "./chunk-IKN6ABLJ.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  STATS_FORMAT
} from "./chunk-B7PSI4WC.js";
import {
  readJsonFile
} from "./chunk-N3NFBNC2.js";

// src/io/sidecars.ts
import { existsSync } from "node:fs";
var MAX_DETAIL_BYTES = 64 * 1024 * 1024;
async function readSidecars(recordPath, recordDigest) {
  const out = { notes: [] };
  const detailPath = besideRecord(recordPath, ".detail.json");
  if (existsSync(detailPath)) {
    const d = readDetail(await readJsonFile(detailPath, "detail sidecar", (e) => `is not JSON (${e.message})`, MAX_DETAIL_BYTES), recordDigest);
    if (typeof d === "string") out.notes.push(`${detailPath}: not used: ${d}`);
    else out.detail = d;
  }
  const statsPath = besideRecord(recordPath, ".stats.json");
  if (existsSync(statsPath)) {
    const s = await readJsonFile(statsPath, "stats sidecar", (e) => `is not JSON (${e.message})`);
    if (isStats(s)) out.stats = s;
    else out.notes.push(`${statsPath}: not used: not a stats sidecar (format ${STATS_FORMAT})`);
  }
  return out;
}
function isStats(v) {
  if (typeof v !== "object" || v === null) return false;
  const s = v;
  return s["format"] === STATS_FORMAT && ["bounds", "regressions", "shadow", "notices"].every((k) => Array.isArray(s[k]));
}

export {
  readSidecars
};
