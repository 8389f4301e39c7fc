import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  verifyBarStatement
} from "./chunk-XPDHIMH3.js";
import {
  BUILT_IN,
  barGateCheck,
  builtInProfileDir,
  loadProfile
} from "./chunk-2IF2XXJ2.js";
import {
  readJsonFile
} from "./chunk-N3NFBNC2.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  fileSha256Hex
} from "./chunk-I4NETQDU.js";
import {
  posixRelative
} from "./chunk-ASVLCMNX.js";
import {
  DIGEST_RE
} from "./chunk-MEDCQDMU.js";
import {
  AqrError,
  isAqrError
} from "./chunk-DMNESY7P.js";

// src/pipeline/bar-check.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
async function checkBar(recordFile, subject, given) {
  const file = besideRecord(recordFile, ".bar.json");
  const statement = await readBarStatement(file);
  const trust = await verifyBarStatement(statement, subject.record, subject.keys, subject.recordKid);
  return compareBar(file, statement.bar, trust.ok ? { ok: true, by: `key ${trust.kid}` } : trust, given, subject);
}
async function checkAttestedBar(bundleFile, bar, subject, given) {
  if (bar === void 0)
    return compareBar(bundleFile, { ref: null, files: [], changed: false }, { ok: false, code: "BAR_UNSIGNED", message: "the predicate names no bar" }, given, {
      ...subject,
      keys: []
    });
  return compareBar(bundleFile, barRecord(bar, bundleFile), { ok: true, by: "the bundle" }, given, { ...subject, keys: [] });
}
var plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
function barMismatches(b) {
  const gates = "skipped" in b.gates ? [] : b.gates.mismatches;
  return [
    ...b.mismatches.map((message) => ({ code: "BAR_MISMATCH", message })),
    ...gates.map((message) => ({ code: "BAR_GATE_MISMATCH", message }))
  ];
}
function barProof(b) {
  if (!b.signed.ok) return { ok: false, detail: `refused (${b.file}): ${b.signed.message} (${b.signed.code})` };
  const of = `the bar of ${b.file} (read at ${b.ref ?? "the checkout"}, signed by ${b.signed.by})`;
  const g = b.gates;
  const confirmed = `${plural(b.confirmed.length, "file", "files")}${b.confirmed.length > 0 ? ` (${b.confirmed.join(", ")})` : ""}${"skipped" in g ? "" : ` and ${plural(g.confirmed, "gate", "gates")}`}`;
  const rest = [
    b.unchecked.length > 0 ? `not given: ${b.unchecked.join(", ")}` : "",
    "skipped" in g ? `gates not compared: ${g.skipped}` : g.notJudged.length > 0 ? `not judged in the record (it does not ship): ${g.notJudged.join(", ")}` : ""
  ].filter((x) => x !== "").map((x) => `; ${x}`).join("");
  const differs = barMismatches(b);
  if (differs.length > 0)
    return {
      ok: false,
      detail: `${plural(differs.length, "mismatch", "mismatches")} (${[...new Set(differs.map((m) => m.code))].join(", ")}) against ${of}; confirmed ${confirmed}${rest}`
    };
  return { ok: true, detail: `confirmed against ${confirmed} of ${of}${rest}` };
}
async function compareBar(file, bar, signed, given, subject) {
  const out = { ok: false, file, ref: bar.ref, signed, confirmed: [], mismatches: [], unchecked: [], gates: { skipped: "the bar is not signed" } };
  if (!signed.ok) return out;
  const seen = /* @__PURE__ */ new Set();
  const matched = /* @__PURE__ */ new Set();
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
      if (e.sha256 === hex) {
        out.confirmed.push(path);
        matched.add(e);
      } else out.mismatches.push(`${path} (${e.role}): sha256 ${hex}, the record's bar names ${e.sha256}`);
    }
  }
  for (const f of bar.files) {
    if (seen.has(f)) continue;
    const builtIn = f.role === "profile" && BUILT_IN.test(f.path) ? join(builtInProfileDir(), `${f.path}.yaml`) : void 0;
    if (!builtIn || !existsSync(builtIn)) out.unchecked.push(f.path);
    else if (await fileSha256Hex(builtIn) === f.sha256) {
      out.confirmed.push(`${f.path} (built in)`);
      matched.add(f);
    } else out.mismatches.push(`${f.path} (built-in profile): this installation's copy differs from the one the record's bar names`);
  }
  out.gates = await compareGates(bar, matched, subject, out.mismatches);
  out.ok = out.mismatches.length === 0 && ("skipped" in out.gates || out.gates.mismatches.length === 0);
  return out;
}
async function compareGates(bar, matched, subject, mismatches) {
  const root = bar.files.find((f) => f.role === "profile");
  if (!root) return { skipped: "the bar names no profile" };
  if (!matched.has(root)) return { skipped: `the profile ${root.path} was not given or does not match` };
  if (!subject.schemaValid) return { skipped: "the record is not schema-valid" };
  const read = [];
  let profile;
  try {
    profile = await loadProfile(root.path, process.cwd(), void 0, read);
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return { skipped: `the profile does not load here: ${e.format()}` };
  }
  const differs = read.filter((r) => !bar.files.some((f) => f.role === "profile" && f.path === r.path && f.sha256 === r.sha256));
  for (const d of differs) mismatches.push(`${d.path} (profile, read as ${root.path} extends it): sha256 ${d.sha256} is not the one the record's bar names`);
  if (differs.length > 0) return { skipped: "a profile file it extends differs from the bar" };
  return barGateCheck(profile, subject.record);
}
async function readBarStatement(file) {
  const v = await readJsonFile(file, "bar record", () => "is not JSON (a bar record written beside the record)");
  if (nestedBeyond(v, MAX_NESTING)) throw new AqrError("ERR_INPUT_INVALID", `nests deeper than ${MAX_NESTING} levels, which no bar record does`, { file });
  const o = v;
  if (o !== null && typeof o === "object" && !("bar" in o) && "files" in o) return { record_digest: "", bar: barRecord(o, file) };
  if (o === null || typeof o !== "object" || typeof o.record_digest !== "string" || !DIGEST_RE.test(o.record_digest) || !(o.signature === void 0 || typeof o.signature === "string"))
    throw new AqrError("ERR_INPUT_INVALID", 'is not a bar record ({record_digest: "sha256:\u2026", bar, signature})', { file });
  return { ...o, bar: barRecord(o.bar, file) };
}
var MAX_NESTING = 64;
function nestedBeyond(v, max) {
  const stack = [[v, 0]];
  for (let top = stack.pop(); top !== void 0; top = stack.pop()) {
    const [x, depth] = top;
    if (x === null || typeof x !== "object") continue;
    if (depth >= max) return true;
    for (const c of Object.values(x)) stack.push([c, depth + 1]);
  }
  return false;
}
function barRecord(v, file) {
  const b = v;
  const okFile = (f) => {
    const x = f;
    return x !== null && typeof x === "object" && typeof x.role === "string" && typeof x.path === "string" && typeof x.sha256 === "string" && /^[0-9a-f]{64}$/.test(x.sha256);
  };
  if (b === null || typeof b !== "object" || !(b.ref === null || typeof b.ref === "string") || typeof b.changed !== "boolean" || !Array.isArray(b.files) || !b.files.every(okFile))
    throw new AqrError("ERR_INPUT_INVALID", "bar is not {ref, files: [{role, path, sha256}], changed}", { file });
  return b;
}

export {
  checkBar,
  checkAttestedBar,
  barMismatches,
  barProof,
  readBarStatement
};
