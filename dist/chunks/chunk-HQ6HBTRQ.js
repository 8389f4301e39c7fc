import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  tierBelow
} from "./chunk-FANIYTUJ.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  DEFAULT_RESAMPLES,
  RELEASE_TIERS,
  gateKey,
  gatesAtTier
} from "./chunk-EIAKEXQU.js";
import {
  readJsonFile
} from "./chunk-N3NFBNC2.js";
import {
  fileSha256Hex
} from "./chunk-I4NETQDU.js";
import {
  posixRelative
} from "./chunk-ASVLCMNX.js";
import {
  SCHEMAS,
  conformsTo,
  require_ucs2length
} from "./chunk-G3XACPNI.js";
import {
  RATIO_MEASURES,
  isExtension,
  lookupMeasure
} from "./chunk-H3GVQIAQ.js";
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import {
  DIGEST_RE
} from "./chunk-MEDCQDMU.js";
import {
  formatPath,
  pointerToPath
} from "./chunk-A74B5NYC.js";
import {
  closestMatch
} from "./chunk-3YZ3XDBF.js";
import {
  MAX_TEXT_BYTES,
  decodeText,
  readFileBytes
} from "./chunk-I4NKPTV4.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError,
  isAqrError
} from "./chunk-DMNESY7P.js";
import {
  canonicalText,
  signingPayload,
  verifyDetached
} from "./chunk-SHO3CQ7S.js";

// src/io/bar-source.ts
import { existsSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";

// src/io/git-batch.ts
var GitBatchError = class extends Error {
};
var batchable = (name2) => !/[\r\n\0]/.test(name2);
var HEADER = /^([0-9a-f]{40}|[0-9a-f]{64}) (\S+) (\d+)$/;
var STDERR_KEPT = 16 * 1024;
var GitBatch = class {
  /** `cwd`: a folder of the repository (names like `<commit>:<path>` are read from the repository root whatever it is). */
  constructor(cwd, env = { ...process.env, GIT_TERMINAL_PROMPT: "0" }) {
    this.cwd = cwd;
    this.env = env;
  }
  cwd;
  env;
  child;
  starting;
  queue = [];
  current;
  reply;
  buffered = Buffer.alloc(0);
  stderr = "";
  closed = false;
  /** The object `name` names (any name git takes: `<commit>:<path>`, `<ref>^{commit}`, an oid), its content read when at most `maxBytes`. */
  get(name2, maxBytes = Number.MAX_SAFE_INTEGER) {
    if (this.closed) return Promise.reject(new GitBatchError("the git batch is closed"));
    if (!batchable(name2)) return Promise.reject(new GitBatchError(`a name with a line break cannot be asked of git cat-file --batch: ${JSON.stringify(name2)}`));
    return new Promise((done, fail) => {
      this.queue.push({ name: name2, maxBytes, done, fail });
      if (!this.current) void this.next();
    });
  }
  /** Ends the process (its input closed, so git exits) and waits for it; asking again after this fails. */
  async close() {
    this.closed = true;
    const child = this.child ?? (this.starting ? await this.starting.catch(() => void 0) : void 0);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.hold(true);
    await new Promise((done) => {
      child.once("close", () => done());
      child.stdin.end();
    });
  }
  async next() {
    const p = this.queue.shift();
    this.current = p;
    if (!p) return this.hold(false);
    let child;
    try {
      child = await this.process();
    } catch (e) {
      this.current = void 0;
      p.fail(e);
      return this.next();
    }
    this.hold(true);
    child.stdin.write(`${p.name}
`);
  }
  /** The running process, started when there is none. */
  process() {
    if (this.child) return Promise.resolve(this.child);
    return this.starting ??= (async () => {
      const { spawn } = await import("node:child_process");
      const child = spawn("git", ["cat-file", "--batch"], { cwd: this.cwd, env: this.env, stdio: ["pipe", "pipe", "pipe"] });
      await new Promise((ready, failed) => {
        child.once("spawn", ready);
        child.once("error", failed);
      }).catch((e) => {
        this.starting = void 0;
        throw new GitBatchError(`git could not be started (${e.message})`);
      });
      this.child = child;
      this.starting = void 0;
      this.buffered = Buffer.alloc(0);
      this.reply = void 0;
      this.stderr = "";
      child.stdout.on("data", (chunk) => this.take(chunk));
      child.stderr.setEncoding("utf8");
      child.stderr.on("data", (s) => {
        if (this.stderr.length < STDERR_KEPT) this.stderr += s;
      });
      child.stdin.on("error", () => {
      });
      child.on("error", () => {
      });
      child.on("close", (code, signal) => this.ended(child, code, signal));
      return child;
    })();
  }
  /** While a request waits, the process and its pipes keep the run alive; otherwise they do not. */
  hold(on) {
    const c = this.child;
    if (!c) return;
    for (const h of [c, c.stdin, c.stdout, c.stderr])
      if (on) h.ref();
      else h.unref();
  }
  ended(child, code, signal) {
    if (this.child !== child) return;
    this.child = void 0;
    const p = this.current;
    if (!p) return;
    this.current = void 0;
    this.reply = void 0;
    const said = this.stderr.trim().split("\n")[0];
    p.fail(new GitBatchError(said || `git cat-file --batch ended (${signal ?? `exit ${code}`}) before answering ${JSON.stringify(p.name)}`));
    void this.next();
  }
  take(chunk) {
    let data = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    this.buffered = Buffer.alloc(0);
    while (data.length > 0) {
      const p = this.current;
      if (!p) return;
      const r = this.reply;
      if (!r) {
        const nl = data.indexOf(10);
        if (nl < 0) {
          this.buffered = data;
          return;
        }
        const line = data.toString("utf8", 0, nl);
        data = data.subarray(nl + 1);
        if (line === `${p.name} missing`) this.answer({ found: false, why: "missing" });
        else if (line === `${p.name} ambiguous`) this.answer({ found: false, why: "ambiguous" });
        else {
          const m = HEADER.exec(line);
          if (!m) {
            this.protocolError(p, line);
            return;
          }
          const size = Number(m[3]);
          this.reply = { oid: m[1], type: m[2], size, target: size <= p.maxBytes ? Buffer.allocUnsafe(size) : void 0, got: 0 };
        }
        continue;
      }
      const rest = r.size - r.got;
      if (rest > 0) {
        const n = Math.min(rest, data.length);
        if (r.target) data.copy(r.target, r.got, 0, n);
        r.got += n;
        data = data.subarray(n);
        continue;
      }
      if (data[0] !== 10) {
        this.protocolError(p, `${r.oid} ${r.type} ${r.size} and no line feed after its content`);
        return;
      }
      data = data.subarray(1);
      this.reply = void 0;
      this.answer({ found: true, oid: r.oid, type: r.type, size: r.size, bytes: r.target });
    }
  }
  answer(a) {
    const p = this.current;
    this.current = void 0;
    p.done(a);
    void this.next();
  }
  /** git wrote what this reader does not know: the process is ended, the request fails, the next one starts anew. */
  protocolError(p, line) {
    const child = this.child;
    this.child = void 0;
    this.current = void 0;
    this.reply = void 0;
    child?.kill();
    p.fail(new GitBatchError(`git cat-file --batch answered ${JSON.stringify(line.slice(0, 200))} for ${JSON.stringify(p.name)}`));
    void this.next();
  }
};

// src/io/bar-source.ts
var BarSourceError = class extends AqrError {
};
function checkoutSource() {
  return {
    ref: null,
    label: "the checkout",
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => existsSync(path) ? readFileBytes(path, what, maxBytes) : void 0
  };
}
function fromRoot(path, root, cwd = process.cwd()) {
  return insideRoot(resolve(root, path), cwd);
}
function insideRoot(path, root) {
  const rel = relative(root, resolve(path));
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return void 0;
  return sep === "/" ? rel : rel.split(sep).join("/");
}
async function git(args, cwd, maxBuffer = 1024 * 1024) {
  const { execFile } = await import("node:child_process");
  return new Promise(
    (done) => execFile(
      "git",
      args,
      { cwd, encoding: "buffer", maxBuffer, env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } },
      (e, out, err) => done({ ok: !e, out, err: err.toString("utf8") })
    )
  );
}
async function commitAndRoot(ref, cwd) {
  if (ref.startsWith("-")) return void 0;
  const r = await git(["rev-parse", "--show-toplevel", "--verify", "--quiet", `${ref}^{commit}`], cwd);
  const out = r.out.toString("utf8").replace(/\n$/, "");
  const cut = out.lastIndexOf("\n");
  return r.ok && cut > 0 ? { root: out.slice(0, cut), sha: out.slice(cut + 1) } : void 0;
}
async function gitSource(ref, cwd = process.cwd()) {
  const source = await gitSourceAt(ref, cwd);
  if (!source)
    throw new BarSourceError(
      "ERR_USAGE",
      `--bar-ref ${JSON.stringify(ref)} names no commit in the git repository here (with actions/checkout, fetch the base: fetch-depth: 0)`
    );
  return source;
}
async function gitSourceAt(ref, cwd = process.cwd()) {
  const at = await commitAndRoot(ref, cwd);
  if (!at) return void 0;
  const { sha, root } = at;
  const outside = checkoutSource();
  const batch = new GitBatch(root);
  const label = `commit ${sha.slice(0, 12)}`;
  return {
    ref: sha,
    label,
    list: async (folder) => {
      const rel = insideRoot(resolve(cwd, folder), root) ?? (resolve(cwd, folder) === root ? "" : void 0);
      if (rel === void 0) return void 0;
      const r = await git(["ls-tree", "-r", "-z", "--name-only", sha, "--", ...rel === "" ? [] : [rel]], root, 64 * 1024 * 1024);
      if (!r.ok)
        throw new BarSourceError("ERR_INPUT_READ", `cannot be listed at ${label} (${r.err.trim().split("\n")[0] ?? "git failed"})`, {
          file: folder
        });
      return r.out.toString("utf8").split("\0").filter(Boolean).flatMap((f) => fromRoot(f, root, cwd) ?? []);
    },
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => {
      const rel = insideRoot(resolve(cwd, path), root);
      if (rel === void 0) return outside.read(path, what, maxBytes);
      const a = batchable(rel) ? await objectAt(batch, sha, rel, maxBytes) : await objectByProcesses(`${sha}:${rel}`, root, maxBytes);
      if ("error" in a) throw new BarSourceError("ERR_INPUT_READ", `cannot be read at ${label} (${a.error})`, { file: path });
      if (!a.found) return void 0;
      if (a.type !== "blob") throw new BarSourceError("ERR_INPUT_READ", `is a folder at ${label}, expected a ${what}`, { file: path });
      if (a.size > maxBytes || !a.bytes)
        throw new BarSourceError("ERR_INPUT_TOO_LARGE", `is ${a.size} bytes at ${label}; a ${what} is at most ${maxBytes}`, { file: path });
      return a.bytes;
    },
    close: () => batch.close()
  };
}
async function objectAt(batch, sha, rel, maxBytes) {
  try {
    const a = await batch.get(`${sha}:${rel}`, maxBytes);
    if (a.found || a.why === "missing") {
      if (a.found) return a;
      const cut = rel.lastIndexOf("/");
      const parent = await batch.get(cut < 0 ? `${sha}^{tree}` : `${sha}:${rel.slice(0, cut)}`);
      const entry = parent.found && parent.type === "tree" && parent.bytes ? treeEntry(parent.bytes, rel.slice(cut + 1), sha.length / 2) : void 0;
      if (!entry) return a;
      return { error: entry.mode === "160000" ? `a submodule there (commit ${entry.oid}), not a file` : `git holds no object ${entry.oid} for it` };
    }
    return { error: `git finds the name ${a.why}` };
  } catch (e) {
    if (e instanceof GitBatchError) return { error: e.message };
    throw e;
  }
}
function treeEntry(tree, name2, oidBytes) {
  const want = Buffer.from(name2, "utf8");
  for (let i = 0; i < tree.length; ) {
    const sp = tree.indexOf(32, i);
    const nul = tree.indexOf(0, sp + 1);
    if (sp < 0 || nul < 0) return void 0;
    const end = nul + 1 + oidBytes;
    if (nul - sp - 1 === want.length && tree.compare(want, 0, want.length, sp + 1, nul) === 0)
      return { mode: tree.toString("latin1", i, sp), oid: tree.toString("hex", nul + 1, end) };
    i = end;
  }
  return void 0;
}
async function objectByProcesses(name2, root, maxBytes) {
  const firstLine = (err) => err.trim().split("\n")[0] || "git failed";
  const size = await git(["cat-file", "-s", name2], root);
  if (!size.ok)
    return /does not exist|exists on disk, but not in|not a valid object name/i.test(size.err) ? { found: false, why: "missing" } : { error: firstLine(size.err) };
  const type = (await git(["cat-file", "-t", name2], root)).out.toString("utf8").trim();
  const n = Number(size.out.toString("utf8").trim());
  if (type !== "blob" || n > maxBytes) return { found: true, oid: "", type, size: n, bytes: void 0 };
  const blob = await git(["cat-file", "blob", name2], root, maxBytes + 1024);
  return blob.ok ? { found: true, oid: "", type, size: n, bytes: blob.out } : { error: firstLine(blob.err) };
}

// src/bar/gates.ts
function name(g) {
  return g.split ? `${g.id} (${g.split})` : g.id;
}
function threshold(g) {
  return g.floor !== void 0 ? `floor ${g.floor}` : g.ceiling !== void 0 ? `ceiling ${g.ceiling}` : "a decision";
}
function written(g, gates) {
  return gates.filter((r) => r.id === g.id && (g.split === void 0 || r.split === g.split));
}
function barGateCheck(profile2, record) {
  const out = { confirmed: 0, mismatches: [], notJudged: [] };
  const r = record.profile;
  if (r.id !== profile2.id || r.version !== profile2.version)
    out.mismatches.push(`the record names profile ${r.id}@${r.version}, the profile is ${profile2.id}@${profile2.version}`);
  if (RELEASE_TIERS.indexOf(r.tier) < RELEASE_TIERS.indexOf(profile2.tier))
    out.mismatches.push(`the record's tier ${r.tier} is weaker than the profile's own (${profile2.tier})`);
  for (const g of gatesAtTier(profile2, r.tier)) {
    if (g.mode === "shadow" || g.regression !== void 0 && g.floor === void 0 && g.ceiling === void 0) continue;
    const found = written(g, record.gates);
    if (found.some((w) => w.floor === g.floor)) out.confirmed++;
    else if (found.length > 0)
      out.mismatches.push(
        `gate ${name(g)}: the record's ${found.map((w) => w.floor === void 0 ? "gate has no floor" : `floor is ${w.floor}`).join(", ")}, the profile sets ${threshold(g)}`
      );
    else if (record.decision.verdict === "ship") out.mismatches.push(`gate ${name(g)} (${threshold(g)}) of the profile is not in the record, yet it ships`);
    else out.notJudged.push(name(g));
  }
  return out;
}

// src/pipeline/bar-check.ts
import { existsSync as existsSync3 } from "node:fs";
import { join as join2 } from "node:path";

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
    if (p.floor !== void 0 && (c.floor === void 0 || c.floor < p.floor))
      throw weakens(`gate ${key} lowers its floor from ${p.floor} to ${c.floor ?? "none"}`);
    if (p.ceiling !== void 0 && (c.ceiling === void 0 || c.ceiling > p.ceiling))
      throw weakens(`gate ${key} raises its ceiling from ${p.ceiling} to ${c.ceiling ?? "none"}`);
    if (p.k !== void 0 && (c.k === void 0 || c.k < p.k)) throw weakens(`gate ${key} lowers k from ${p.k} to ${c.k ?? "none"}`);
    if (p.source !== void 0 && c.source !== void 0 && c.source !== p.source)
      throw weakens(`gate ${key} changes its source from ${p.source} to ${c.source}`);
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
  const resamples = (g) => g.resamples ?? DEFAULT_RESAMPLES;
  if (p.confidence !== void 0 && resamples({ ...p, ...c }) < resamples(p)) return `lowers resamples from ${resamples(p)} to ${resamples({ ...p, ...c })}`;
  if (c.regression && p.floor === void 0 && p.ceiling === void 0 && c.floor === void 0 && c.ceiling === void 0)
    return "becomes a regression alone; give it a floor or ceiling too";
  if (p.regression && c.regression) {
    if (c.regression.max_drop > p.regression.max_drop) return `allows a larger drop (${c.regression.max_drop}) than ${p.regression.max_drop}`;
    if (c.regression.confidence < p.regression.confidence)
      return `lowers its regression confidence from ${p.regression.confidence} to ${c.regression.confidence}`;
  }
  return void 0;
}
function mergeTaskSet(parent, child, weakens) {
  const out = { ...parent, ...child };
  if (parent.min_held_out_share !== void 0 && (child.min_held_out_share ?? parent.min_held_out_share) < parent.min_held_out_share)
    throw weakens(`task_set.min_held_out_share ${child.min_held_out_share} is below ${parent.min_held_out_share}`);
  if (parent.min_canaries !== void 0 && (child.min_canaries ?? parent.min_canaries) < parent.min_canaries)
    throw weakens(`task_set.min_canaries ${child.min_canaries} is below ${parent.min_canaries}`);
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
  for (const k of ["flat_confidence", "calibration_inversion", "continuation_overclaim"])
    if (p[k] && c[k] === false) throw weakens(`signals.soft_holds.${k} is turned off`);
  if (p.min_calibration !== void 0 && c.min_calibration !== void 0 && c.min_calibration < p.min_calibration)
    throw weakens(`signals.soft_holds.min_calibration ${c.min_calibration} is below ${p.min_calibration}`);
  if (p.max_high_conf_failures !== void 0 && c.max_high_conf_failures !== void 0 && c.max_high_conf_failures > p.max_high_conf_failures)
    throw weakens(`signals.soft_holds.max_high_conf_failures ${c.max_high_conf_failures} is above ${p.max_high_conf_failures}`);
  if (p.max_judged_failures !== void 0 && c.max_judged_failures !== void 0 && c.max_judged_failures > p.max_judged_failures)
    throw weakens(`signals.soft_holds.max_judged_failures ${c.max_judged_failures} is above ${p.max_judged_failures}`);
  if (parent.soft_holds || child.soft_holds) out.soft_holds = { ...p, ...c };
  return out;
}
function thresholdWarnings(p) {
  const all = [...p.gates, ...Object.values(p.tier_gates).flat()];
  return all.filter((g) => (g.floor !== void 0 || g.ceiling !== void 0) && !g.evidence).map(
    (g) => `profile ${p.id}@${p.version}: gate ${gateKey(g)} has a ${g.floor !== void 0 ? `floor ${g.floor}` : `ceiling ${g.ceiling}`} with no evidence note saying why that number`
  );
}

// src/doc/schema-error.ts
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

// aqr-validator:profile
var profile = validate0;
var schema0 = SCHEMAS["profile"];
var func0 = Object.prototype.hasOwnProperty;
var func1 = require_ucs2length().default;
var pattern0 = new RegExp("^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", "u");
var schema1 = SCHEMAS["profile"]["$defs"]["gate"];
var pattern1 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema1.required, parentSchema: schema1, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema1.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema1, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern1.test(data0)) {
          const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema1.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.id.type, parentSchema: schema1.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.split !== void 0) {
      let data1 = data.split;
      if (typeof data1 !== "string") {
        const err4 = { instancePath: instancePath + "/split", schemaPath: "#/properties/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.split.type, parentSchema: schema1.properties.split, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === "held-in" || data1 === "held-out" || data1 === "all")) {
        const err5 = { instancePath: instancePath + "/split", schemaPath: "#/properties/split/enum", keyword: "enum", params: { allowedValues: schema1.properties.split.enum }, message: "must be equal to one of the allowed values", schema: schema1.properties.split.enum, parentSchema: schema1.properties.split, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.k !== void 0) {
      let data2 = data.k;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err6 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.k.type, parentSchema: schema1.properties.k, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 2 || isNaN(data2)) {
          const err7 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema1.properties.k, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.floor !== void 0) {
      let data3 = data.floor;
      if (!(typeof data3 == "number" && isFinite(data3))) {
        const err8 = { instancePath: instancePath + "/floor", schemaPath: "#/properties/floor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.floor.type, parentSchema: schema1.properties.floor, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.ceiling !== void 0) {
      let data4 = data.ceiling;
      if (!(typeof data4 == "number" && isFinite(data4))) {
        const err9 = { instancePath: instancePath + "/ceiling", schemaPath: "#/properties/ceiling/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.ceiling.type, parentSchema: schema1.properties.ceiling, data: data4 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data5 = data.source;
      if (typeof data5 !== "string") {
        const err10 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.source.type, parentSchema: schema1.properties.source, data: data5 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data5 === "acs" || data5 === "assert" || data5 === "native" || data5 === "custom")) {
        const err11 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema1.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema1.properties.source.enum, parentSchema: schema1.properties.source, data: data5 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.evidence !== void 0) {
      let data6 = data.evidence;
      if (typeof data6 === "string") {
        if (func1(data6) < 1) {
          const err12 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema1.properties.evidence, data: data6 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.evidence.type, parentSchema: schema1.properties.evidence, data: data6 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.confidence !== void 0) {
      let data7 = data.confidence;
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 >= 1 || isNaN(data7)) {
          const err14 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema1.properties.confidence, data: data7 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data7 <= 0.5 || isNaN(data7)) {
          const err15 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema1.properties.confidence, data: data7 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.confidence.type, parentSchema: schema1.properties.confidence, data: data7 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.min_n !== void 0) {
      let data8 = data.min_n;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
        const err17 = { instancePath: instancePath + "/min_n", schemaPath: "#/properties/min_n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.min_n.type, parentSchema: schema1.properties.min_n, data: data8 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 < 1 || isNaN(data8)) {
          const err18 = { instancePath: instancePath + "/min_n", schemaPath: "#/properties/min_n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema1.properties.min_n, data: data8 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.method !== void 0) {
      let data9 = data.method;
      if (typeof data9 !== "string") {
        const err19 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.method.type, parentSchema: schema1.properties.method, data: data9 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (!(data9 === "wilson" || data9 === "exact")) {
        const err20 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/enum", keyword: "enum", params: { allowedValues: schema1.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema1.properties.method.enum, parentSchema: schema1.properties.method, data: data9 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.resamples !== void 0) {
      let data10 = data.resamples;
      if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
        const err21 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.resamples.type, parentSchema: schema1.properties.resamples, data: data10 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data10 == "number" && isFinite(data10)) {
        if (data10 > 1e5 || isNaN(data10)) {
          const err22 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema1.properties.resamples, data: data10 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data10 < 100 || isNaN(data10)) {
          const err23 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema1.properties.resamples, data: data10 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.regression !== void 0) {
      let data11 = data.regression;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        if (data11.max_drop === void 0) {
          const err24 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/required", keyword: "required", params: { missingProperty: "max_drop" }, message: "must have required property 'max_drop'", schema: schema1.properties.regression.required, parentSchema: schema1.properties.regression, data: data11 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data11.confidence === void 0) {
          const err25 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/required", keyword: "required", params: { missingProperty: "confidence" }, message: "must have required property 'confidence'", schema: schema1.properties.regression.required, parentSchema: schema1.properties.regression, data: data11 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        for (const key1 in data11) {
          if (!(key1 === "max_drop" || key1 === "confidence")) {
            const err26 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema1.properties.regression, data: data11 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data11.max_drop !== void 0) {
          let data12 = data11.max_drop;
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 > 1 || isNaN(data12)) {
              const err27 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema1.properties.regression.properties.max_drop, data: data12 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (data12 < 0 || isNaN(data12)) {
              const err28 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema1.properties.regression.properties.max_drop, data: data12 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          } else {
            const err29 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.regression.properties.max_drop.type, parentSchema: schema1.properties.regression.properties.max_drop, data: data12 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data11.confidence !== void 0) {
          let data13 = data11.confidence;
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 >= 1 || isNaN(data13)) {
              const err30 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema1.properties.regression.properties.confidence, data: data13 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (data13 <= 0.5 || isNaN(data13)) {
              const err31 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema1.properties.regression.properties.confidence, data: data13 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          } else {
            const err32 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.regression.properties.confidence.type, parentSchema: schema1.properties.regression.properties.confidence, data: data13 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.properties.regression.type, parentSchema: schema1.properties.regression, data: data11 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data14 = data.mode;
      if (typeof data14 !== "string") {
        const err34 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.mode.type, parentSchema: schema1.properties.mode, data: data14 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (!(data14 === "enforce" || data14 === "shadow")) {
        const err35 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema1.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema1.properties.mode.enum, parentSchema: schema1.properties.mode, data: data14 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
  } else {
    const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.type, parentSchema: schema1, data };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate1.errors = vErrors;
  return errors === 0;
}
validate1.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate0.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern0.test(data0)) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$" }, message: 'must match pattern "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$"', schema: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", parentSchema: schema0.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.id.type, parentSchema: schema0.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      let data1 = data.version;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.version, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.version.type, parentSchema: schema0.properties.version, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.extends !== void 0) {
      let data2 = data.extends;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err7 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.extends, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.extends.type, parentSchema: schema0.properties.extends, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.tier !== void 0) {
      let data3 = data.tier;
      if (typeof data3 !== "string") {
        const err9 = { instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.tier.type, parentSchema: schema0.properties.tier, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data3 === "T0" || data3 === "T1" || data3 === "T2")) {
        const err10 = { instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/enum", keyword: "enum", params: { allowedValues: schema0.properties.tier.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.tier.enum, parentSchema: schema0.properties.tier, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data4 = data.description;
      if (typeof data4 !== "string") {
        const err11 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.description.type, parentSchema: schema0.properties.description, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.k !== void 0) {
      let data5 = data.k;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err12 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.k.type, parentSchema: schema0.properties.k, data: data5 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 2 || isNaN(data5)) {
          const err13 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema0.properties.k, data: data5 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.gates !== void 0) {
      let data6 = data.gates;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate1(data6[i0], { instancePath: instancePath + "/gates/" + i0, parentData: data6, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.gates.type, parentSchema: schema0.properties.gates, data: data6 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.tier_gates !== void 0) {
      let data8 = data.tier_gates;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        for (const key1 in data8) {
          if (!(key1 === "T0" || key1 === "T1" || key1 === "T2")) {
            const err15 = { instancePath: instancePath + "/tier_gates", schemaPath: "#/properties/tier_gates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.tier_gates, data: data8 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data8.T0 !== void 0) {
          let data9 = data8.T0;
          if (Array.isArray(data9)) {
            const len1 = data9.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (!validate1(data9[i1], { instancePath: instancePath + "/tier_gates/T0/" + i1, parentData: data9, parentDataProperty: i1, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/tier_gates/T0", schemaPath: "#/properties/tier_gates/properties/T0/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.tier_gates.properties.T0.type, parentSchema: schema0.properties.tier_gates.properties.T0, data: data9 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data8.T1 !== void 0) {
          let data11 = data8.T1;
          if (Array.isArray(data11)) {
            const len2 = data11.length;
            for (let i2 = 0; i2 < len2; i2++) {
              if (!validate1(data11[i2], { instancePath: instancePath + "/tier_gates/T1/" + i2, parentData: data11, parentDataProperty: i2, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/tier_gates/T1", schemaPath: "#/properties/tier_gates/properties/T1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.tier_gates.properties.T1.type, parentSchema: schema0.properties.tier_gates.properties.T1, data: data11 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data8.T2 !== void 0) {
          let data13 = data8.T2;
          if (Array.isArray(data13)) {
            const len3 = data13.length;
            for (let i3 = 0; i3 < len3; i3++) {
              if (!validate1(data13[i3], { instancePath: instancePath + "/tier_gates/T2/" + i3, parentData: data13, parentDataProperty: i3, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/tier_gates/T2", schemaPath: "#/properties/tier_gates/properties/T2/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.tier_gates.properties.T2.type, parentSchema: schema0.properties.tier_gates.properties.T2, data: data13 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/tier_gates", schemaPath: "#/properties/tier_gates/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.tier_gates.type, parentSchema: schema0.properties.tier_gates, data: data8 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.task_set !== void 0) {
      let data15 = data.task_set;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key2 in data15) {
          if (!(key2 === "min_held_out_share" || key2 === "min_canaries" || key2 === "reset_between_attempts")) {
            const err20 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.task_set, data: data15 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data15.min_held_out_share !== void 0) {
          let data16 = data15.min_held_out_share;
          if (typeof data16 == "number" && isFinite(data16)) {
            if (data16 > 1 || isNaN(data16)) {
              const err21 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema0.properties.task_set.properties.min_held_out_share, data: data16 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data16 < 0 || isNaN(data16)) {
              const err22 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.task_set.properties.min_held_out_share, data: data16 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.task_set.properties.min_held_out_share.type, parentSchema: schema0.properties.task_set.properties.min_held_out_share, data: data16 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data15.min_canaries !== void 0) {
          let data17 = data15.min_canaries;
          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
            const err24 = { instancePath: instancePath + "/task_set/min_canaries", schemaPath: "#/properties/task_set/properties/min_canaries/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.task_set.properties.min_canaries.type, parentSchema: schema0.properties.task_set.properties.min_canaries, data: data17 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data17 == "number" && isFinite(data17)) {
            if (data17 < 0 || isNaN(data17)) {
              const err25 = { instancePath: instancePath + "/task_set/min_canaries", schemaPath: "#/properties/task_set/properties/min_canaries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.task_set.properties.min_canaries, data: data17 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data15.reset_between_attempts !== void 0) {
          let data18 = data15.reset_between_attempts;
          if (typeof data18 !== "boolean") {
            const err26 = { instancePath: instancePath + "/task_set/reset_between_attempts", schemaPath: "#/properties/task_set/properties/reset_between_attempts/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.task_set.properties.reset_between_attempts.type, parentSchema: schema0.properties.task_set.properties.reset_between_attempts, data: data18 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.task_set.type, parentSchema: schema0.properties.task_set, data: data15 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.reported !== void 0) {
      let data19 = data.reported;
      if (Array.isArray(data19)) {
        const len4 = data19.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data20 = data19[i4];
          if (typeof data20 !== "string") {
            const err28 = { instancePath: instancePath + "/reported/" + i4, schemaPath: "#/properties/reported/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.reported.items.type, parentSchema: schema0.properties.reported.items, data: data20 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/reported", schemaPath: "#/properties/reported/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.reported.type, parentSchema: schema0.properties.reported, data: data19 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.signals !== void 0) {
      let data21 = data.signals;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key3 in data21) {
          if (!(key3 === "min_tier" || key3 === "require_acceptance" || key3 === "blocking_escalation" || key3 === "soft_holds")) {
            const err30 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.signals, data: data21 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data21.min_tier !== void 0) {
          let data22 = data21.min_tier;
          if (typeof data22 !== "string") {
            const err31 = { instancePath: instancePath + "/signals/min_tier", schemaPath: "#/properties/signals/properties/min_tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.signals.properties.min_tier.type, parentSchema: schema0.properties.signals.properties.min_tier, data: data22 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (!(data22 === "verified" || data22 === "reported" || data22 === "heuristic" || data22 === "asserted")) {
            const err32 = { instancePath: instancePath + "/signals/min_tier", schemaPath: "#/properties/signals/properties/min_tier/enum", keyword: "enum", params: { allowedValues: schema0.properties.signals.properties.min_tier.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.signals.properties.min_tier.enum, parentSchema: schema0.properties.signals.properties.min_tier, data: data22 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data21.require_acceptance !== void 0) {
          let data23 = data21.require_acceptance;
          if (typeof data23 !== "boolean") {
            const err33 = { instancePath: instancePath + "/signals/require_acceptance", schemaPath: "#/properties/signals/properties/require_acceptance/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.signals.properties.require_acceptance.type, parentSchema: schema0.properties.signals.properties.require_acceptance, data: data23 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data21.blocking_escalation !== void 0) {
          let data24 = data21.blocking_escalation;
          if (Array.isArray(data24)) {
            const len5 = data24.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data25 = data24[i5];
              if (typeof data25 !== "string") {
                const err34 = { instancePath: instancePath + "/signals/blocking_escalation/" + i5, schemaPath: "#/properties/signals/properties/blocking_escalation/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.signals.properties.blocking_escalation.items.type, parentSchema: schema0.properties.signals.properties.blocking_escalation.items, data: data25 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
              if (!(data25 === "low" || data25 === "medium" || data25 === "high" || data25 === "critical")) {
                const err35 = { instancePath: instancePath + "/signals/blocking_escalation/" + i5, schemaPath: "#/properties/signals/properties/blocking_escalation/items/enum", keyword: "enum", params: { allowedValues: schema0.properties.signals.properties.blocking_escalation.items.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.signals.properties.blocking_escalation.items.enum, parentSchema: schema0.properties.signals.properties.blocking_escalation.items, data: data25 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            let i6 = data24.length;
            let j0;
            if (i6 > 1) {
              const indices0 = {};
              for (; i6--; ) {
                let item0 = data24[i6];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err36 = { instancePath: instancePath + "/signals/blocking_escalation", schemaPath: "#/properties/signals/properties/blocking_escalation/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i6 + " are identical)", schema: true, parentSchema: schema0.properties.signals.properties.blocking_escalation, data: data24 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i6;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/signals/blocking_escalation", schemaPath: "#/properties/signals/properties/blocking_escalation/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.signals.properties.blocking_escalation.type, parentSchema: schema0.properties.signals.properties.blocking_escalation, data: data24 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data21.soft_holds !== void 0) {
          let data26 = data21.soft_holds;
          if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
            for (const key4 in data26) {
              if (!(key4 === "min_calibration" || key4 === "flat_confidence" || key4 === "calibration_inversion" || key4 === "max_high_conf_failures" || key4 === "continuation_overclaim" || key4 === "max_judged_failures")) {
                const err38 = { instancePath: instancePath + "/signals/soft_holds", schemaPath: "#/properties/signals/properties/soft_holds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.signals.properties.soft_holds, data: data26 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data26.min_calibration !== void 0) {
              let data27 = data26.min_calibration;
              if (typeof data27 == "number" && isFinite(data27)) {
                if (data27 > 5 || isNaN(data27)) {
                  const err39 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5", schema: 5, parentSchema: schema0.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (data27 < 1 || isNaN(data27)) {
                  const err40 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema0.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              } else {
                const err41 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.signals.properties.soft_holds.properties.min_calibration.type, parentSchema: schema0.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data26.flat_confidence !== void 0) {
              let data28 = data26.flat_confidence;
              if (typeof data28 !== "boolean") {
                const err42 = { instancePath: instancePath + "/signals/soft_holds/flat_confidence", schemaPath: "#/properties/signals/properties/soft_holds/properties/flat_confidence/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.signals.properties.soft_holds.properties.flat_confidence.type, parentSchema: schema0.properties.signals.properties.soft_holds.properties.flat_confidence, data: data28 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data26.calibration_inversion !== void 0) {
              let data29 = data26.calibration_inversion;
              if (typeof data29 !== "boolean") {
                const err43 = { instancePath: instancePath + "/signals/soft_holds/calibration_inversion", schemaPath: "#/properties/signals/properties/soft_holds/properties/calibration_inversion/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.signals.properties.soft_holds.properties.calibration_inversion.type, parentSchema: schema0.properties.signals.properties.soft_holds.properties.calibration_inversion, data: data29 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
            if (data26.max_high_conf_failures !== void 0) {
              let data30 = data26.max_high_conf_failures;
              if (!(typeof data30 == "number" && (!(data30 % 1) && !isNaN(data30)) && isFinite(data30))) {
                const err44 = { instancePath: instancePath + "/signals/soft_holds/max_high_conf_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_high_conf_failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.signals.properties.soft_holds.properties.max_high_conf_failures.type, parentSchema: schema0.properties.signals.properties.soft_holds.properties.max_high_conf_failures, data: data30 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
              if (typeof data30 == "number" && isFinite(data30)) {
                if (data30 < 0 || isNaN(data30)) {
                  const err45 = { instancePath: instancePath + "/signals/soft_holds/max_high_conf_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_high_conf_failures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.signals.properties.soft_holds.properties.max_high_conf_failures, data: data30 };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
              }
            }
            if (data26.continuation_overclaim !== void 0) {
              let data31 = data26.continuation_overclaim;
              if (typeof data31 !== "boolean") {
                const err46 = { instancePath: instancePath + "/signals/soft_holds/continuation_overclaim", schemaPath: "#/properties/signals/properties/soft_holds/properties/continuation_overclaim/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.signals.properties.soft_holds.properties.continuation_overclaim.type, parentSchema: schema0.properties.signals.properties.soft_holds.properties.continuation_overclaim, data: data31 };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
            if (data26.max_judged_failures !== void 0) {
              let data32 = data26.max_judged_failures;
              if (!(typeof data32 == "number" && (!(data32 % 1) && !isNaN(data32)) && isFinite(data32))) {
                const err47 = { instancePath: instancePath + "/signals/soft_holds/max_judged_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_judged_failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.signals.properties.soft_holds.properties.max_judged_failures.type, parentSchema: schema0.properties.signals.properties.soft_holds.properties.max_judged_failures, data: data32 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
              if (typeof data32 == "number" && isFinite(data32)) {
                if (data32 < 0 || isNaN(data32)) {
                  const err48 = { instancePath: instancePath + "/signals/soft_holds/max_judged_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_judged_failures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.signals.properties.soft_holds.properties.max_judged_failures, data: data32 };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err49 = { instancePath: instancePath + "/signals/soft_holds", schemaPath: "#/properties/signals/properties/soft_holds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.signals.properties.soft_holds.type, parentSchema: schema0.properties.signals.properties.soft_holds, data: data26 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
      } else {
        const err50 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.signals.type, parentSchema: schema0.properties.signals, data: data21 };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
  } else {
    const err51 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
    if (vErrors === null) {
      vErrors = [err51];
    } else {
      vErrors.push(err51);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
validate0.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// src/doc/validator/profile.ts
var profileValidator = () => profile;

// src/profile/validate.ts
function validateProfile(parsed, file) {
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v))
    throw new AqrError("ERR_PROFILE_INVALID", "a profile is a mapping with id, version and gates", { file, line: 1 });
  if (!conformsTo("profile", v)) {
    const validate = profileValidator();
    if (!validate(v)) throw schemaError(validate.errors, parsed, file, "ERR_PROFILE_INVALID");
  }
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
  if (def.value === "boolean" && (g.floor !== void 0 || g.ceiling !== void 0))
    return `${g.id} is a boolean: its gate passes when it is true, with no floor or ceiling`;
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
    if (g.min_n !== void 0 || g.method !== void 0 || g.resamples !== void 0)
      return `${g.id}: min_n, method and resamples qualify a confidence bound; set confidence too`;
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
  const profile2 = await load(ref, from, [], source, files);
  profile2.warnings.push(...thresholdWarnings(profile2));
  return profile2;
}
async function load(ref, from, seen, source, files, namedBy) {
  let located;
  try {
    located = await locate(ref, from, source);
  } catch (e) {
    if (!namedBy || !(e instanceof AqrError)) throw e;
    throw new AqrError(e.code, e.message, { file: namedBy.file, field: "extends", ...namedBy.line === void 0 ? {} : { line: namedBy.line } });
  }
  const { file, bytes, name: name2 } = located;
  if (seen.includes(file)) throw new AqrError("ERR_PROFILE_INVALID", `extends itself through ${[...seen, file].join(" \u2192 ")}`, { file });
  files.push({ role: "profile", path: name2, sha256: sha256Hex(bytes) });
  const parsed = await readDocument(decodeText(bytes, file, "profile"), file);
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
  throw new AqrError(
    "ERR_PROFILE_NOT_FOUND",
    `no such profile file${where} (tried ${path})${/^[a-z0-9-]+\/[a-z0-9._-]+$/i.test(ref) && !/\.(ya?ml|json)$/i.test(ref) ? `; built-in profiles: ${builtInProfiles().join(", ")}` : ""}`,
    { file: ref }
  );
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

// src/sign/sign.ts
async function signRecord(record, key) {
  return { ...record, decision: { ...record.decision, signature: await signDetached(signingPayload(record), key) } };
}
async function signDetached(payload, key, typ) {
  const { FlattenedSign } = await import("./webapi-JMGKNBQF.js");
  const jws = await new FlattenedSign(payload).setProtectedHeader({ alg: key.jwsAlg, kid: key.kid, ...typ === void 0 ? {} : { typ } }).sign(key.privateKey);
  return `${key.alg}:${jws.protected ?? ""}..${jws.signature}`;
}

// src/sign/bar-statement.ts
var BAR_STATEMENT_TYP = "aqr-bar+json";
var SIGNED = { field: "signature", what: "the bar and its record_digest", typ: BAR_STATEMENT_TYP };
function recordDigest(record) {
  return `sha256:${sha256Hex(signingPayload(record))}`;
}
function statementPayload(s) {
  return new TextEncoder().encode(canonicalText({ record_digest: s.record_digest, bar: s.bar }));
}
async function barStatement(record, bar, key) {
  const s = { record_digest: recordDigest(record), bar };
  if (key) s.signature = await signDetached(statementPayload(s), key, BAR_STATEMENT_TYP);
  return s;
}
function barStatementText(s) {
  return `${JSON.stringify(s, null, 2)}
`;
}
async function verifyBarStatement(s, record, keys, recordKid) {
  if (s.signature === void 0)
    return { ok: false, code: "BAR_UNSIGNED", message: "the bar carries no signature (the run had no key): nothing binds it to the record" };
  const digest = recordDigest(record);
  if (s.record_digest !== digest)
    return { ok: false, code: "BAR_OTHER_RECORD", message: `the bar is bound to record ${s.record_digest}, not to this one (${digest})` };
  const v = await verifyDetached(s.signature, () => statementPayload(s), keys, SIGNED);
  if (!v.ok) return { ok: false, code: "BAR_SIGNATURE_INVALID", message: `${v.message} (${v.code})` };
  if (recordKid !== void 0 && v.kid !== recordKid)
    return { ok: false, code: "BAR_SIGNATURE_INVALID", message: `the bar is signed with key ${v.kid}, the record with ${recordKid}` };
  return { ok: true, kid: v.kid };
}
async function signedRecordDigest(s, keys) {
  if (s.signature === void 0) return void 0;
  const v = await verifyDetached(s.signature, () => statementPayload(s), keys, SIGNED);
  return v.ok ? { digest: s.record_digest, kid: v.kid } : void 0;
}

// src/pipeline/bar-check.ts
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
  for (const g of await namedByBarRecords(given)) {
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
    const builtIn = f.role === "profile" && BUILT_IN.test(f.path) ? join2(builtInProfileDir(), `${f.path}.yaml`) : void 0;
    if (!builtIn || !existsSync3(builtIn)) out.unchecked.push(f.path);
    else if (await fileSha256Hex(builtIn) === f.sha256) {
      out.confirmed.push(`${f.path} (built in)`);
      matched.add(f);
    } else out.mismatches.push(`${f.path} (built-in profile): this installation's copy differs from the one the record's bar names`);
  }
  out.gates = await compareGates(bar, matched, subject, out.mismatches);
  out.ok = out.mismatches.length === 0 && ("skipped" in out.gates || out.gates.mismatches.length === 0);
  return out;
}
async function namedByBarRecords(given) {
  const out = [];
  for (const g of given) {
    if (!g.endsWith(".bar.json")) out.push(g);
    else for (const f of (await readBarStatement(g)).bar.files) if (existsSync3(f.path)) out.push(f.path);
  }
  return [...new Set(out)];
}
async function compareGates(bar, matched, subject, mismatches) {
  const root = bar.files.find((f) => f.role === "profile");
  if (!root) return { skipped: "the bar names no profile" };
  if (!matched.has(root)) return { skipped: `the profile ${root.path} was not given or does not match` };
  if (!subject.schemaValid) return { skipped: "the record is not schema-valid" };
  const read = [];
  let profile2;
  try {
    profile2 = await loadProfile(root.path, process.cwd(), void 0, read);
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return { skipped: `the profile does not load here: ${e.format()}` };
  }
  const differs = read.filter((r) => !bar.files.some((f) => f.role === "profile" && f.path === r.path && f.sha256 === r.sha256));
  for (const d of differs) mismatches.push(`${d.path} (profile, read as ${root.path} extends it): sha256 ${d.sha256} is not the one the record's bar names`);
  if (differs.length > 0) return { skipped: "a profile file it extends differs from the bar" };
  return barGateCheck(profile2, subject.record);
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
  BarSourceError,
  checkoutSource,
  fromRoot,
  insideRoot,
  gitSource,
  schemaError,
  extendProfile,
  BUILT_IN,
  loadProfile,
  signRecord,
  recordDigest,
  barStatement,
  barStatementText,
  verifyBarStatement,
  signedRecordDigest,
  barGateCheck,
  checkBar,
  checkAttestedBar,
  barMismatches,
  barProof,
  readBarStatement
};
