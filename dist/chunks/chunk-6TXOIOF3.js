import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  RELEASE_TIERS,
  gateKey
} from "./chunk-LAFYHAOY.js";
import {
  tierBelow
} from "./chunk-FANIYTUJ.js";
import {
  RATIO_MEASURES
} from "./chunk-K6E2MFNB.js";
import {
  sha256Hex
} from "./chunk-MGWEQS64.js";
import {
  posixRelative
} from "./chunk-MVSBSJVG.js";
import {
  closestMatch
} from "./chunk-6QWBJ7IX.js";
import {
  profileValidator
} from "./chunk-GW5XCNHD.js";
import {
  formatPath,
  pointerToPath
} from "./chunk-STKYN4C7.js";
import {
  isExtension,
  lookupMeasure
} from "./chunk-RIDO7CBS.js";
import {
  parseDocument
} from "./chunk-VDLCHM3O.js";
import {
  MAX_TEXT_BYTES,
  decodeText,
  readFileBytes
} from "./chunk-RNNNK2KU.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

// src/io/bar-source.ts
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
var BarSourceError = class extends AqrError {
};
function checkoutSource() {
  return {
    ref: null,
    label: "the checkout",
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => existsSync(path) ? readFileBytes(path, what, maxBytes) : void 0
  };
}
function insideRoot(path, root) {
  const rel = relative(root, resolve(path));
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return void 0;
  return sep === "/" ? rel : rel.split(sep).join("/");
}
function git(args, cwd, maxBuffer = 1024 * 1024) {
  return new Promise(
    (done) => execFile("git", args, { cwd, encoding: "buffer", maxBuffer, env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } }, (e, out, err) => done({ ok: !e, out, err: err.toString("utf8") }))
  );
}
async function gitCommit(ref, cwd = process.cwd()) {
  if (ref.startsWith("-")) return void 0;
  const r = await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd);
  return r.ok ? r.out.toString("utf8").trim() : void 0;
}
async function gitSource(ref, cwd = process.cwd()) {
  const sha = await gitCommit(ref, cwd);
  if (!sha) throw new BarSourceError("ERR_USAGE", `--bar-ref ${JSON.stringify(ref)} names no commit in the git repository here (with actions/checkout, fetch the base: fetch-depth: 0)`);
  const top = await git(["rev-parse", "--show-toplevel"], cwd);
  const root = top.out.toString("utf8").trim();
  return {
    ref: sha,
    label: `commit ${sha.slice(0, 12)}`,
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => {
      const rel = insideRoot(resolve(cwd, path), root);
      if (rel === void 0) return void 0;
      const size = await git(["cat-file", "-s", `${sha}:${rel}`], root);
      if (!size.ok) {
        if (/does not exist|exists on disk, but not in|not a valid object name|Not a valid object name/i.test(size.err)) return void 0;
        throw new BarSourceError("ERR_INPUT_READ", `cannot be read at commit ${sha.slice(0, 12)} (${size.err.trim().split("\n")[0] ?? "git failed"})`, { file: path });
      }
      const type = await git(["cat-file", "-t", `${sha}:${rel}`], root);
      if (type.out.toString("utf8").trim() !== "blob") throw new BarSourceError("ERR_INPUT_READ", `is a folder at commit ${sha.slice(0, 12)}, expected a ${what}`, { file: path });
      const n = Number(size.out.toString("utf8").trim());
      if (n > maxBytes) throw new BarSourceError("ERR_INPUT_TOO_LARGE", `is ${n} bytes at commit ${sha.slice(0, 12)}; a ${what} is at most ${maxBytes}`, { file: path });
      const blob = await git(["cat-file", "blob", `${sha}:${rel}`], root, maxBytes + 1024);
      if (!blob.ok) throw new BarSourceError("ERR_INPUT_READ", `cannot be read at commit ${sha.slice(0, 12)} (${blob.err.trim().split("\n")[0] ?? "git failed"})`, { file: path });
      return blob.out;
    }
  };
}

// src/io/profile-file.ts
import { existsSync as existsSync2, readdirSync } from "node:fs";
import { dirname, join, resolve as resolve2, sep as sep2 } from "node:path";
import { fileURLToPath } from "node:url";

// src/profile/merge.ts
function fromDoc(doc) {
  const p = {
    id: doc.id,
    version: doc.version,
    tier: doc.tier ?? "T0",
    gates: doc.gates ?? [],
    tier_gates: doc.tier_gates ?? {},
    task_set: doc.task_set ?? {},
    reported: doc.reported ?? [],
    signals: doc.signals ?? {},
    chain: [`${doc.id}@${doc.version}`],
    warnings: []
  };
  if (doc.k !== void 0) p.k = doc.k;
  return p;
}
function extendProfile(parent, child, file) {
  const weakens = (what) => new AqrError("ERR_PROFILE_WEAKENS", `${what}; a profile may only tighten the one it extends (${parent.chain[0] ?? parent.id})`, { file });
  const tier = child.tier ?? parent.tier;
  if (RELEASE_TIERS.indexOf(tier) < RELEASE_TIERS.indexOf(parent.tier)) throw weakens(`tier ${tier} is below ${parent.tier}`);
  if (child.k !== void 0 && parent.k !== void 0 && child.k < parent.k) throw weakens(`k ${child.k} is below ${parent.k}`);
  const merged = {
    id: child.id,
    version: child.version,
    tier,
    gates: mergeGates(parent.gates, child.gates ?? [], weakens),
    tier_gates: {},
    task_set: mergeTaskSet(parent.task_set, child.task_set ?? {}, weakens),
    reported: [.../* @__PURE__ */ new Set([...parent.reported, ...child.reported ?? []])],
    signals: mergeSignals(parent.signals, child.signals ?? {}, weakens),
    chain: [`${child.id}@${child.version}`, ...parent.chain],
    warnings: [...parent.warnings]
  };
  const k = child.k ?? parent.k;
  if (k !== void 0) merged.k = k;
  for (const t of RELEASE_TIERS) {
    const gates = mergeGates(parent.tier_gates[t] ?? [], child.tier_gates?.[t] ?? [], weakens);
    if (gates.length > 0) merged.tier_gates[t] = gates;
  }
  return merged;
}
function mergeGates(parent, child, weakens) {
  const out = new Map(parent.map((g) => [gateKey(g), g]));
  for (const c of child) {
    const key = gateKey(c);
    const p = out.get(key);
    if (!p) {
      out.set(key, c);
      continue;
    }
    if (p.floor !== void 0 && (c.floor === void 0 || c.floor < p.floor)) throw weakens(`gate ${key} lowers its floor from ${p.floor} to ${c.floor ?? "none"}`);
    if (p.ceiling !== void 0 && (c.ceiling === void 0 || c.ceiling > p.ceiling)) throw weakens(`gate ${key} raises its ceiling from ${p.ceiling} to ${c.ceiling ?? "none"}`);
    if (p.k !== void 0 && (c.k === void 0 || c.k < p.k)) throw weakens(`gate ${key} lowers k from ${p.k} to ${c.k ?? "none"}`);
    if (p.source !== void 0 && c.source !== void 0 && c.source !== p.source) throw weakens(`gate ${key} changes its source from ${p.source} to ${c.source}`);
    const weaker = statsWeakening(p, c);
    if (weaker) throw weakens(`gate ${key} ${weaker}`);
    const g = { ...p, ...c };
    if (c.source === void 0 && p.source !== void 0) g.source = p.source;
    out.set(key, g);
  }
  return [...out.values()];
}
function statsWeakening(p, c) {
  if (p.confidence !== void 0 && (c.confidence ?? p.confidence) < p.confidence) return `lowers its confidence from ${p.confidence} to ${c.confidence}`;
  if (p.min_n !== void 0 && (c.min_n ?? p.min_n) < p.min_n) return `lowers min_n from ${p.min_n} to ${c.min_n}`;
  if (p.method === "exact" && c.method === "wilson") return "trades the exact bound for the Wilson bound";
  if (c.regression && p.floor === void 0 && p.ceiling === void 0 && c.floor === void 0 && c.ceiling === void 0) return "becomes a regression alone; give it a floor or ceiling too";
  if (p.regression && c.regression) {
    if (c.regression.max_drop > p.regression.max_drop) return `allows a larger drop (${c.regression.max_drop}) than ${p.regression.max_drop}`;
    if (c.regression.confidence < p.regression.confidence) return `lowers its regression confidence from ${p.regression.confidence} to ${c.regression.confidence}`;
  }
  return void 0;
}
function mergeTaskSet(parent, child, weakens) {
  const out = { ...parent, ...child };
  if (parent.min_held_out_share !== void 0 && (child.min_held_out_share ?? parent.min_held_out_share) < parent.min_held_out_share)
    throw weakens(`task_set.min_held_out_share ${child.min_held_out_share} is below ${parent.min_held_out_share}`);
  if (parent.min_canaries !== void 0 && (child.min_canaries ?? parent.min_canaries) < parent.min_canaries) throw weakens(`task_set.min_canaries ${child.min_canaries} is below ${parent.min_canaries}`);
  if (parent.reset_between_attempts && child.reset_between_attempts === false) throw weakens("task_set.reset_between_attempts is turned off");
  return out;
}
function mergeSignals(parent, child, weakens) {
  const out = { ...parent, ...child };
  if (parent.min_tier && (!child.min_tier || tierBelow(child.min_tier, parent.min_tier))) {
    if (child.min_tier) throw weakens(`signals.min_tier ${child.min_tier} is weaker than ${parent.min_tier}`);
    out.min_tier = parent.min_tier;
  }
  if (parent.require_acceptance && child.require_acceptance === false) throw weakens("signals.require_acceptance is turned off");
  if (parent.blocking_escalation) {
    const dropped = parent.blocking_escalation.filter((s) => child.blocking_escalation && !child.blocking_escalation.includes(s));
    if (dropped.length > 0) throw weakens(`signals.blocking_escalation drops ${dropped.join(", ")}`);
  }
  const p = parent.soft_holds ?? {};
  const c = child.soft_holds ?? {};
  for (const k of ["flat_confidence", "calibration_inversion", "continuation_overclaim"]) if (p[k] && c[k] === false) throw weakens(`signals.soft_holds.${k} is turned off`);
  if (p.min_calibration !== void 0 && c.min_calibration !== void 0 && c.min_calibration < p.min_calibration) throw weakens(`signals.soft_holds.min_calibration ${c.min_calibration} is below ${p.min_calibration}`);
  if (p.max_high_conf_failures !== void 0 && c.max_high_conf_failures !== void 0 && c.max_high_conf_failures > p.max_high_conf_failures)
    throw weakens(`signals.soft_holds.max_high_conf_failures ${c.max_high_conf_failures} is above ${p.max_high_conf_failures}`);
  if (parent.soft_holds || child.soft_holds) out.soft_holds = { ...p, ...c };
  return out;
}
function thresholdWarnings(p) {
  const all = [...p.gates, ...Object.values(p.tier_gates).flat()];
  return all.filter((g) => (g.floor !== void 0 || g.ceiling !== void 0) && !g.evidence).map((g) => `profile ${p.id}@${p.version}: gate ${gateKey(g)} has a ${g.floor !== void 0 ? `floor ${g.floor}` : `ceiling ${g.ceiling}`} with no evidence note saying why that number`);
}

// src/record/schema-error.ts
function schemaError(errors, parsed, file, code = "ERR_INPUT_INVALID") {
  const list = [...errors ?? []].filter((e2) => e2.keyword !== "if" && e2.keyword !== "anyOf" && e2.keyword !== "oneOf");
  list.sort((a, b) => b.instancePath.length - a.instancePath.length);
  const e = list[0] ?? errors?.[0];
  if (!e) return new AqrError(code, "is invalid", { file });
  let path = pointerToPath(e.instancePath);
  let message = e.message ?? "is invalid";
  if (e.keyword === "additionalProperties") {
    const extra = e.params.additionalProperty;
    path = [...path, extra];
    message = "is not a known field";
  } else if (e.keyword === "required") {
    message = `is missing required field '${e.params.missingProperty}'`;
  } else if (e.keyword === "enum") {
    message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  const line = parsed.lineOf(path);
  return new AqrError(code, message, { file, field: formatPath(path), ...line === void 0 ? {} : { line } });
}

// src/profile/validate.ts
function validateProfile(parsed, file) {
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) throw new AqrError("ERR_PROFILE_INVALID", "a profile is a mapping with id, version and gates", { file, line: 1 });
  const validate = profileValidator();
  if (!validate(v)) throw schemaError(validate.errors, parsed, file, "ERR_PROFILE_INVALID");
  const doc = v;
  const check = (gates, at) => gates?.forEach((g, i) => {
    const problem = gateProblem(g);
    if (problem) {
      const path = [...at, i];
      const line = parsed.lineOf(path);
      throw new AqrError("ERR_PROFILE_INVALID", problem, { file, field: `${at.join(".")}[${i}] ${g.id}`, ...line === void 0 ? {} : { line } });
    }
  });
  check(doc.gates, ["gates"]);
  for (const [tier, gates] of Object.entries(doc.tier_gates ?? {})) check(gates, ["tier_gates", tier]);
  return doc;
}
function gateProblem(g) {
  if (g.floor !== void 0 && g.ceiling !== void 0) return "a gate has a floor or a ceiling, not both";
  if (isExtension(g.id)) return void 0;
  const def = lookupMeasure(g.id);
  if (!def) {
    if (g.floor !== void 0 || g.ceiling !== void 0 || g.source !== "acs" && g.source !== "assert")
      return `'${g.id}' is not a registered measure; prefix local measures with 'x-', or make it a decision (source: acs or assert)`;
    return void 0;
  }
  if (def.kind === "judged") return `${g.id} is a judged measure: only deterministic measures may gate (record it, do not gate on it)`;
  if (def.value === "boolean" && (g.floor !== void 0 || g.ceiling !== void 0)) return `${g.id} is a boolean: its gate passes when it is true, with no floor or ceiling`;
  if (g.floor !== void 0 && def.better === "lower") return `${g.id} is lower-is-better: give it a ceiling, not a floor`;
  if (g.ceiling !== void 0 && def.better === "higher") return `${g.id} is higher-is-better: give it a floor, not a ceiling`;
  const t = g.floor ?? g.ceiling;
  if (t !== void 0 && def.value === "fraction" && (t < 0 || t > 1)) return `${g.id} is a fraction: its threshold must be in [0, 1], got ${t}`;
  if (t !== void 0 && def.value === "kappa" && (t < -1 || t > 1)) return `${g.id} is a kappa: its threshold must be in [-1, 1], got ${t}`;
  if (g.k !== void 0 && !def.k) return `${g.id} takes no k`;
  return statsProblem(g, def.value === "fraction");
}
function statsProblem(g, fraction) {
  const ratio = RATIO_MEASURES.has(g.id);
  if (g.confidence === void 0) {
    if (g.min_n !== void 0 || g.method !== void 0 || g.resamples !== void 0) return `${g.id}: min_n, method and resamples qualify a confidence bound; set confidence too`;
  } else {
    if (g.floor === void 0 && g.ceiling === void 0) return `${g.id}: a confidence bound is judged against a threshold; give a floor or a ceiling`;
    if (!fraction && !ratio) return `${g.id}: confidence bounds are computed for proportions and per-success ratios, not for this measure`;
    if (ratio && g.method !== void 0) return `${g.id} is a ratio of sums: its bound is a bootstrap, so method does not apply`;
    if (fraction && g.resamples !== void 0) return `${g.id} is a proportion: its bound is exact or Wilson, so resamples does not apply`;
  }
  if (g.regression && !fraction) return `${g.id}: a regression is tested on a proportion against the baseline's; this measure is not one`;
  return void 0;
}

// src/io/profile-file.ts
var BUILT_IN = /^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9][0-9A-Za-z.-]*$/;
function builtInProfileDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const candidate = join(dir, "profiles");
    if (existsSync2(join(dir, "package.json")) && existsSync2(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) throw new AqrError("ERR_PROFILE_NOT_FOUND", "the built-in profiles/ folder is missing from this installation");
    dir = up;
  }
}
async function loadProfile(ref, from = process.cwd(), source = checkoutSource(), files = []) {
  const profile = await load(ref, from, [], source, files);
  profile.warnings.push(...thresholdWarnings(profile));
  return profile;
}
async function load(ref, from, seen, source, files, namedBy) {
  let located;
  try {
    located = await locate(ref, from, source);
  } catch (e) {
    if (!namedBy || !(e instanceof AqrError)) throw e;
    throw new AqrError(e.code, e.message, { file: namedBy.file, field: "extends", ...namedBy.line === void 0 ? {} : { line: namedBy.line } });
  }
  const { file, bytes, name } = located;
  if (seen.includes(file)) throw new AqrError("ERR_PROFILE_INVALID", `extends itself through ${[...seen, file].join(" → ")}`, { file });
  files.push({ role: "profile", path: name, sha256: sha256Hex(bytes) });
  const parsed = parseDocument(decodeText(bytes, file, "profile"), file);
  const doc = validateProfile(parsed, file);
  if (doc.extends === void 0) return fromDoc(doc);
  const parent = await load(doc.extends, dirname(file), [...seen, file], source, files, { file, line: parsed.lineOf(["extends"]) });
  return extendProfile(parent, doc, file);
}
async function locate(ref, from, source) {
  const path = posixRelative(resolve2(from, ref));
  const bytes = await source.read(path, "profile");
  if (bytes) return { file: path, bytes, name: path };
  if (BUILT_IN.test(ref)) {
    const builtIn = join(builtInProfileDir(), `${ref}.yaml`);
    if (existsSync2(builtIn)) return { file: posixRelative(builtIn), bytes: await readFileBytes(builtIn, "profile"), name: ref };
    throw new AqrError("ERR_PROFILE_NOT_FOUND", `no built-in profile ${ref}${builtInHint(ref)}`, { file: ref });
  }
  const versions = builtInProfiles().filter((p) => p.startsWith(`${ref}@`));
  if (versions.length > 0) throw new AqrError("ERR_PROFILE_NOT_FOUND", `a built-in profile is named with its version: ${versions.join(", ")}`, { file: ref });
  const where = source.ref === null ? "" : ` at ${source.label}`;
  throw new AqrError("ERR_PROFILE_NOT_FOUND", `no such profile file${where} (tried ${path})${/^[a-z0-9-]+\/[a-z0-9._-]+$/i.test(ref) && !/\.(ya?ml|json)$/i.test(ref) ? `; built-in profiles: ${builtInProfiles().join(", ")}` : ""}`, { file: ref });
}
function builtInProfiles() {
  const root = builtInProfileDir();
  return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml")).map((f) => f.slice(0, -".yaml".length).split(sep2).join("/")).sort();
}
function builtInHint(ref) {
  const all = builtInProfiles();
  const near = closestMatch(ref, all, { maxDistance: Math.max(3, Math.floor(ref.length / 3)) });
  return `${near ? ` (did you mean ${near}?)` : ""}; built in: ${all.join(", ")}`;
}

export {
  schemaError,
  BarSourceError,
  checkoutSource,
  insideRoot,
  gitCommit,
  gitSource,
  BUILT_IN,
  builtInProfileDir,
  loadProfile
};
