import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  replayRecord
} from "./chunk-U65WLLYX.js";
import {
  BUILT_IN,
  builtInProfileDir
} from "./chunk-44WGKZ2N.js";
import {
  recordContradictions
} from "./chunk-5MGLBBSH.js";
import {
  statsBeside
} from "./chunk-7BUGJ6IR.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  readRecordFile,
  schemaIssues
} from "./chunk-YZVKNPGH.js";
import {
  readPublicKeys
} from "./chunk-Z5IY5I6X.js";
import {
  readTextFile
} from "./chunk-R3H6C3J7.js";
import {
  verifyRecord
} from "./chunk-YDBKDNNN.js";
import {
  fileSha256Hex,
  posixRelative
} from "./chunk-JCYOXX3J.js";
import {
  AqrError
} from "./chunk-JFP2MHRA.js";

// src/pipeline/bar-check.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
async function checkBar(recordFile, given) {
  const file = besideRecord(recordFile, ".bar.json");
  const bar = parseBarRecord(await readTextFile(file, "bar record"), file);
  const out = { ok: true, file, ref: bar.ref, confirmed: [], mismatches: [], unchecked: [] };
  const seen = /* @__PURE__ */ new Set();
  for (const g of given) {
    const path = posixRelative(g);
    const entries = bar.files.filter((f) => f.path === path);
    if (entries.length === 0) {
      out.mismatches.push(`${path} is not a file of the bar the record names`);
      continue;
    }
    const hex = await fileSha256Hex(g);
    for (const e of entries) {
      seen.add(e);
      if (e.sha256 === hex) out.confirmed.push(path);
      else out.mismatches.push(`${path} (${e.role}): sha256 ${hex}, the record's bar names ${e.sha256}`);
    }
  }
  for (const f of bar.files) {
    if (seen.has(f)) continue;
    const builtIn = f.role === "profile" && BUILT_IN.test(f.path) ? join(builtInProfileDir(), `${f.path}.yaml`) : void 0;
    if (!builtIn || !existsSync(builtIn)) out.unchecked.push(f.path);
    else if (await fileSha256Hex(builtIn) === f.sha256) out.confirmed.push(`${f.path} (built in)`);
    else out.mismatches.push(`${f.path} (built-in profile): this installation's copy differs from the one the record's bar names`);
  }
  out.ok = out.mismatches.length === 0;
  return out;
}
function parseBarRecord(text, file) {
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw new AqrError("ERR_INPUT_PARSE", "is not JSON (a bar record written beside the record)", { file });
  }
  const b = v;
  const okFile = (f) => {
    const x = f;
    return x !== null && typeof x === "object" && typeof x.role === "string" && typeof x.path === "string" && typeof x.sha256 === "string" && /^[0-9a-f]{64}$/.test(x.sha256);
  };
  if (b === null || typeof b !== "object" || !(b.ref === null || typeof b.ref === "string") || typeof b.changed !== "boolean" || !Array.isArray(b.files) || !b.files.every(okFile))
    throw new AqrError("ERR_INPUT_INVALID", "is not a bar record ({ref, files: [{role, path, sha256}], changed})", { file });
  return b;
}

// src/pipeline/verify.ts
async function verifyFile(file, keySource, ledger, barFiles) {
  const keys = await readPublicKeys(keySource);
  const parsed = await readRecordFile(file);
  const record = parsed.value;
  const schema = schemaIssues(record).map((i) => {
    const line = parsed.lineOf(i.path);
    return `${line === void 0 ? "" : `line ${line}: `}${i.message} (${i.code})`;
  });
  const sig = record.decision?.signature;
  const signature = typeof sig !== "string" ? { ok: false, code: "SIGNATURE_FORMAT", message: "the record carries no decision.signature" } : await verifyRecord(record, keys);
  const contradictions = schema.length > 0 ? [] : recordContradictions(record.gates, record.measures, "the record itself").map((c) => c.message);
  const report = { file, valid: signature.ok && schema.length === 0 && contradictions.length === 0, signature, schema, contradictions };
  if (ledger) {
    if (schema.length > 0) throw new AqrError("ERR_NOT_A_RECORD", `is not a schema-valid record, so it cannot be replayed: ${schema[0] ?? ""}`, { file });
    report.replay = await replayRecord(record, { ...ledger, stats: statsBeside(file, ledger.stats) });
    report.valid &&= report.replay.ok;
  }
  if (barFiles && barFiles.length > 0) {
    report.bar = await checkBar(file, barFiles);
    report.valid &&= report.bar.ok;
  }
  return report;
}

export {
  verifyFile
};
