import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  TrialTally,
  VIOLATION_KINDS
} from "./chunk-XDYC6BPR.js";
import {
  MAX_MANIFEST_BYTES
} from "./chunk-ZZ52A57W.js";
import {
  readJsonFile
} from "./chunk-N3NFBNC2.js";
import {
  contentSetDigestOf
} from "./chunk-I4NETQDU.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  DIGEST_RE
} from "./chunk-MEDCQDMU.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/ledger/partial.ts
var TALLY_FORMAT = "aqr.tally/1";
function partialOf(tally, meta) {
  const tasks = [];
  for (const t of tally.manifest.tasks.values()) {
    const s = tally.stateAt(t.index);
    if (s) tasks.push(rowOf(t.id, s));
  }
  const shards = [...meta.shards].sort((a, b) => byteOrder(a.name, b.name) || byteOrder(a.sha256, b.sha256));
  const tot = tally.totals;
  return {
    format: TALLY_FORMAT,
    tool: meta.tool,
    evidence_format: meta.evidenceFormat,
    manifest_digest: meta.manifestDigest,
    shards: shards.map(({ name, sha256, lines }) => ({ name, sha256, lines })),
    lines: { read: shards.reduce((n, s) => n + s.lines, 0), skipped: meta.skipped },
    given: { cost: tot.cost.n, tokens: tot.tokens.n, latency: tot.latency.n },
    violations: Object.fromEntries(VIOLATION_KINDS.map((k) => [k, { ...tally.violations[k] }])),
    tasks
  };
}
function partialText(p) {
  const { tasks, ...head } = p;
  const top = JSON.stringify({
    format: head.format,
    tool: head.tool,
    evidence_format: head.evidence_format,
    manifest_digest: head.manifest_digest,
    shards: head.shards.map((s) => ({ name: s.name, sha256: s.sha256, lines: s.lines })),
    lines: { read: head.lines.read, skipped: head.lines.skipped },
    given: { cost: head.given.cost, tokens: head.given.tokens, latency: head.given.latency },
    violations: Object.fromEntries(VIOLATION_KINDS.map((k) => [k, { runs: head.violations[k].runs, clean: head.violations[k].clean }]))
  });
  return `${top.slice(0, -1)},"tasks":[
${tasks.map((r) => JSON.stringify(r)).join(",\n")}
]}
`;
}
function asPartial(v, file, manifest) {
  const bad = (field, message, code = "ERR_INPUT_INVALID") => new AqrError(code, message, { file, field });
  if (!isObject(v)) throw bad("(file)", "a partial tally is a JSON object (format aqr.tally/1)");
  if (v["format"] !== TALLY_FORMAT) throw bad("format", `must be "${TALLY_FORMAT}", got ${JSON.stringify(v["format"])}`);
  for (const k of Object.keys(v))
    if (!["format", "tool", "evidence_format", "manifest_digest", "shards", "lines", "given", "violations", "tasks"].includes(k))
      throw bad(k, "is not a field of a partial tally");
  if (typeof v["tool"] !== "string") throw bad("tool", "must be a string");
  if (typeof v["evidence_format"] !== "string" || !/^[a-z][a-z0-9._-]*\/[0-9]+$/.test(v["evidence_format"]))
    throw bad("evidence_format", "must name a format and its version (aqr.trials/1)");
  if (typeof v["manifest_digest"] !== "string" || !DIGEST_RE.test(v["manifest_digest"])) throw bad("manifest_digest", "must be sha256: and 64 hex digits");
  const shards = v["shards"];
  if (!Array.isArray(shards) || shards.length === 0) throw bad("shards", "must list the shard files tallied");
  shards.forEach((s, i) => {
    const field = `shards[${i}]`;
    if (!isObject(s) || Object.keys(s).length !== 3) throw bad(field, "must be {name, sha256, lines}");
    if (typeof s["name"] !== "string" || s["name"] === "") throw bad(`${field}.name`, "must be a non-empty string");
    if (typeof s["sha256"] !== "string" || !/^[0-9a-f]{64}$/.test(s["sha256"])) throw bad(`${field}.sha256`, "must be 64 lowercase hex digits");
    count(s["lines"], `${field}.lines`, bad);
  });
  fields(v["lines"], "lines", ["read", "skipped"], bad);
  fields(v["given"], "given", ["cost", "tokens", "latency"], bad);
  if (!isObject(v["violations"])) throw bad("violations", "must be {policy, tool_abuse, isolation}");
  const violations = v["violations"];
  for (const k of Object.keys(violations)) if (!VIOLATION_KINDS.includes(k)) throw bad(`violations.${k}`, "is not a violation kind");
  for (const k of VIOLATION_KINDS) fields(violations[k], `violations.${k}`, ["runs", "clean"], bad);
  const tasks = v["tasks"];
  if (!Array.isArray(tasks)) throw bad("tasks", "must be a list of task rows");
  tasks.forEach((r, i) => checkRow(r, `tasks[${i}]`, manifest, bad));
  return v;
}
function checkRow(r, field, manifest, bad) {
  if (!Array.isArray(r) || r.length !== 6 && r.length !== 7)
    throw bad(field, "must be [task_id, seen, passed, cost, tokens, latency] (and attempts past 32)");
  const [id, seen, passed] = r;
  if (typeof id !== "string") throw bad(`${field}[0]`, "must be a task id");
  const task = manifest.tasks.get(id);
  if (!task) throw bad(`${field}[0]`, `task ${id} is not in the task manifest: a tally of another task set does not count`, "ERR_INPUT_MISMATCH");
  for (const [j, x] of [seen, passed].entries())
    if (typeof x !== "number" || !Number.isInteger(x) || x < 0 || x > 4294967295) throw bad(`${field}[${j + 1}]`, "must be a 32-bit mask");
  if ((passed & ~seen) !== 0) throw bad(`${field}[2]`, "marks as passed an attempt it has not seen");
  for (let j = 3; j < 6; j++) {
    count(r[j], `${field}[${j}]`, bad);
    if (task.canary && r[j] !== 0) throw bad(`${field}[${j}]`, `task ${id} is a canary: no sum is kept for it`);
  }
  const more = r[6];
  if (more === void 0) {
    if (seen === 0) throw bad(field, `task ${id} has no attempt: leave it out`);
    return;
  }
  if (!Array.isArray(more) || more.length === 0) throw bad(`${field}[6]`, "must list attempts past 32 as [attempt, passed]");
  let last = 32;
  more.forEach((m, j) => {
    if (!Array.isArray(m) || m.length !== 2 || !Number.isInteger(m[0]) || m[0] <= last || typeof m[1] !== "boolean")
      throw bad(`${field}[6][${j}]`, "must be [attempt, passed], attempts past 32 in ascending order");
    last = m[0];
  });
}
function mergePartials(parts, manifest, manifestDigest) {
  const first = parts[0];
  if (!first) throw new AqrError("ERR_USAGE", "no partial tally to merge");
  const tally = new TrialTally(manifest);
  const byContent = /* @__PURE__ */ new Map();
  const byName = /* @__PURE__ */ new Map();
  const shards = [];
  let skipped = 0;
  for (const { file, partial: p } of parts) {
    if (p.manifest_digest !== manifestDigest)
      throw new AqrError(
        "ERR_INPUT_MISMATCH",
        `is a tally of another task manifest (${p.manifest_digest}), not the one judged by (${manifestDigest}): evidence from another task set does not count`,
        { file, field: "manifest_digest" }
      );
    if (p.evidence_format !== first.partial.evidence_format)
      throw new AqrError(
        "ERR_INPUT_MISMATCH",
        `tallies ${p.evidence_format} evidence but ${first.file} tallies ${first.partial.evidence_format}: one record's evidence is of one format`,
        { file, field: "evidence_format" }
      );
    for (const s of p.shards) {
      const twice = byContent.get(s.sha256) ?? byName.get(s.name);
      if (twice !== void 0)
        throw new AqrError("ERR_INPUT_DUPLICATE", `shard ${s.name} (sha256 ${s.sha256.slice(0, 12)}\u2026) is tallied here and in ${twice}: a shard counts once`, {
          file,
          field: "shards"
        });
      byContent.set(s.sha256, file);
      byName.set(s.name, file);
      shards.push(s);
      tally.addFile(s.name);
    }
    skipped += p.lines.skipped;
    p.tasks.forEach((r, i) => {
      const task = manifest.tasks.get(r[0]);
      if (!task) throw new AqrError("ERR_INPUT_MISMATCH", `task ${r[0]} is not in the task manifest`, { file, field: `tasks[${i}][0]` });
      const again = tally.absorbAt(task.index, stateOf(r));
      if (again !== void 0)
        throw new AqrError("ERR_INPUT_DUPLICATE", `task ${r[0]} attempt ${again} appears twice: first in ${firstWith(parts, r[0], again, file)}`, {
          file,
          field: `tasks[${i}]`
        });
    });
    tally.addCounts(p.given, p.violations);
  }
  shards.sort((a, b) => byteOrder(a.name, b.name) || byteOrder(a.sha256, b.sha256));
  return { tally, shards, skipped, evidenceFormat: first.partial.evidence_format };
}
function partialDifference(given, again) {
  for (const k of ["evidence_format", "manifest_digest", "shards", "lines", "given", "violations"]) {
    const a = JSON.stringify(given[k]);
    const b = JSON.stringify(again[k]);
    if (a !== b) return `${k}: the tally says ${clip(a)}, its shards give ${clip(b)}`;
  }
  const rows = new Map(again.tasks.map((r) => [r[0], r]));
  for (const r of given.tasks) {
    const b = rows.get(r[0]);
    if (JSON.stringify(r) !== JSON.stringify(b))
      return `task ${r[0]}: the tally says ${JSON.stringify(r.slice(1))}, its shards give ${b ? JSON.stringify(b.slice(1)) : "no attempt"}`;
    rows.delete(r[0]);
  }
  const [missing] = rows.values();
  return missing ? `task ${missing[0]}: the tally has no attempt, its shards give ${JSON.stringify(missing.slice(1))}` : void 0;
}
function rowOf(id, s) {
  const row = [id, s.seen, s.passed, s.cost, s.tokens, s.latency];
  return s.more.length > 0 ? [...row, s.more] : row;
}
function stateOf(r) {
  return { seen: r[1] >>> 0, passed: r[2] >>> 0, cost: r[3], tokens: r[4], latency: r[5], more: r[6] ?? [] };
}
function firstWith(parts, id, attempt, not) {
  for (const { file, partial } of parts) {
    if (file === not) break;
    const r = partial.tasks.find((x) => x[0] === id);
    if (r && (attempt <= 32 ? r[1] >>> attempt - 1 & 1 : (r[6] ?? []).some(([a]) => a === attempt))) return file;
  }
  return "an earlier row of this tally";
}
function count(x, field, bad) {
  if (typeof x !== "number" || !Number.isSafeInteger(x) || x < 0) throw bad(field, `must be an integer \u2265 0, got ${JSON.stringify(x)}`);
}
function fields(v, field, keys, bad) {
  if (!isObject(v) || Object.keys(v).length !== keys.length) throw bad(field, `must be {${keys.join(", ")}}`);
  for (const k of keys) count(v[k], `${field}.${k}`, bad);
}
function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
var byteOrder = (a, b) => a < b ? -1 : a > b ? 1 : 0;
var clip = (s) => s.length > 200 ? `${s.slice(0, 200)}\u2026` : s;

// src/io/tally-file.ts
async function readPartial(file, manifest) {
  const v = await readJsonFile(file, "partial tally", () => "is not JSON (a partial tally is the JSON aqr tally writes)", MAX_MANIFEST_BYTES);
  return asPartial(v, file, manifest);
}
async function readTallies(patterns, manifest, manifestDigest) {
  const files = await expandFiles(patterns, "partial tally");
  const parts = [];
  for (const file of files) parts.push({ file, partial: await readPartial(file, manifest) });
  const merged = mergePartials(parts, manifest, manifestDigest);
  if (merged.tally.events === 0)
    throw new AqrError("ERR_INPUT_EMPTY", "holds no attempt: the partial tallies measured nothing (did the evaluation step fail?)", {
      file: files[0] ?? "tallies"
    });
  return { ...merged, files, digest: contentSetDigestOf(merged.shards.map((s) => s.sha256)) };
}

export {
  partialOf,
  partialText,
  partialDifference,
  readPartial,
  readTallies
};
