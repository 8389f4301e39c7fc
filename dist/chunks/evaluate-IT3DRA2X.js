import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readRule
} from "./chunk-YD5I53JW.js";
import {
  failingTitle,
  gateText,
  gateView,
  pairedText,
  reasonText
} from "./chunk-LGMQYOOF.js";
import "./chunk-SRY74GCY.js";
import {
  evidenceFiles,
  predicateText,
  readSubjects,
  summaryOf,
  writeBundle
} from "./chunk-VAUNRLOS.js";
import {
  decision,
  measure
} from "./chunk-BXMPWXKW.js";
import {
  explainAcceptance
} from "./chunk-6EQII5ZQ.js";
import {
  isRfc3339
} from "./chunk-FSOK7FNT.js";
import {
  bindDefinitions,
  importReport
} from "./chunk-BIPBLD25.js";
import {
  isYamlPath,
  toRecordText
} from "./chunk-7FH3XXR7.js";
import {
  readBaseline
} from "./chunk-NNJEUE5T.js";
import "./chunk-BEWILBKY.js";
import {
  detailSidecar
} from "./chunk-IKN6ABLJ.js";
import {
  checkRecord,
  measuresById
} from "./chunk-K5K7RWKF.js";
import {
  toEvaluateOptions
} from "./chunk-WUMGQ3YS.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import "./chunk-VFM2G6YV.js";
import {
  appliedGates,
  buildPredicate,
  resolvedProfile
} from "./chunk-VJ3KPJV5.js";
import {
  BarSourceError,
  barStatement,
  barStatementText,
  checkoutSource,
  extendProfile,
  gitSource,
  loadProfile,
  schemaError,
  signRecord
} from "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import {
  decisionGate,
  evaluateGate,
  evidenceMeasures,
  measureKey,
  toRecordGate,
  underivableMeasures
} from "./chunk-CPV5JXSL.js";
import "./chunk-TLEL4NPO.js";
import {
  readTallies
} from "./chunk-NL7M2VS2.js";
import {
  manifestFromText
} from "./chunk-7CSC2EXP.js";
import {
  assertInside,
  writeFilesAtomic
} from "./chunk-LP2FYDS3.js";
import {
  OTEL_FORMAT
} from "./chunk-3LHYYOLB.js";
import {
  ledgerMeasures
} from "./chunk-4HCHGIET.js";
import {
  readTrials
} from "./chunk-CRYWO3G5.js";
import "./chunk-K6OQSGEN.js";
import {
  FIXED,
  LEDGER_FORMAT,
  judgedFailureHolds,
  notMeasured
} from "./chunk-XDYC6BPR.js";
import {
  MAX_MANIFEST_BYTES
} from "./chunk-ZZ52A57W.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  STATS_FORMAT,
  statsContext,
  usesStats,
  withStats
} from "./chunk-B7PSI4WC.js";
import {
  RELEASE_TIERS,
  gateKey,
  gatesAtTier
} from "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import {
  fileDigest,
  formatLedgerRef,
  treeDigest
} from "./chunk-I4NETQDU.js";
import {
  byteOrder,
  expandFiles,
  isDynamicPattern,
  posixRelative
} from "./chunk-ASVLCMNX.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-VU3GVDTU.js";
import {
  mergeRecomputes,
  recomputeHolds
} from "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import {
  assertSchemaValid,
  conformsTo
} from "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import {
  measureProblems
} from "./chunk-H3GVQIAQ.js";
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import {
  DIGEST_RE,
  digestPlaceholderReason
} from "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import {
  EVALUATE_FLAGS,
  PINNED_AS,
  parseCommand
} from "./chunk-U7KDE5S2.js";
import "./chunk-3YZ3XDBF.js";
import {
  VERSION
} from "./chunk-IYLHJKSN.js";
import "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import {
  readPrivateKey
} from "./chunk-UKLP2F2A.js";
import "./chunk-5CCUPJUU.js";
import {
  decodeText,
  readFileBytes,
  readTextFile,
  textsFirst
} from "./chunk-I4NKPTV4.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError,
  isAqrError,
  oneLine
} from "./chunk-DMNESY7P.js";
import {
  keyVerifier
} from "./chunk-SHO3CQ7S.js";
import {
  require_canonicalize
} from "./chunk-NYJ5TMSC.js";
import {
  quote
} from "./chunk-YJYA2IHS.js";
import {
  __toESM
} from "./chunk-FXVQAL6E.js";

// src/io/config-file.ts
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
var CONFIG_PATH_INPUTS = Object.keys(EVALUATE_FLAGS).filter((k) => EVALUATE_FLAGS[k].path === true);
async function readConfig(file) {
  return configFromText(await readTextFile(file, "config"), file);
}
async function configFromText(text, file) {
  const parsed = await readDocument(text, file);
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v))
    throw new AqrError("ERR_INPUT_INVALID", "a config is a mapping of flag names to values", { file, line: 1 });
  const out = {};
  for (const [k, x] of Object.entries(v)) {
    const at = () => {
      const line = parsed.lineOf([k]);
      return { file, field: k, ...line === void 0 ? {} : { line } };
    };
    const flag = Object.hasOwn(EVALUATE_FLAGS, k) ? EVALUATE_FLAGS[k] : void 0;
    if (!flag) throw new AqrError("ERR_INPUT_INVALID", "is not an evaluate input (see aqr evaluate --help)", at());
    if (flag.kind === "boolean") {
      if (typeof x !== "boolean") throw new AqrError("ERR_INPUT_INVALID", "must be true or false", at());
      out[k] = x;
    } else if (flag.kind === "list") {
      const list = Array.isArray(x) ? x : [x];
      if (list.some((s) => typeof s !== "string" && typeof s !== "number"))
        throw new AqrError("ERR_INPUT_INVALID", "must be a string or a list of strings", at());
      out[k] = list.map(String);
    } else {
      if (typeof x !== "string" && typeof x !== "number") throw new AqrError("ERR_INPUT_INVALID", "must be a string", at());
      out[k] = String(x);
    }
  }
  return resolvePaths(out, dirname(file));
}
function resolvePaths(values, dir) {
  const one = (p) => p === "" || isAbsolute(p) || notAFile(p) ? p : posixRelative(join(dir, p)) || ".";
  for (const k of CONFIG_PATH_INPUTS) {
    const v = values[k];
    if (typeof v === "string") {
      const notAPath = k === "profile" && /@[0-9]/.test(v) || k === "rollback-to" && (v.startsWith("sha256:") || v === "auto" || v === "auto-unverified");
      if (!notAPath || existsSync(join(dir, v))) values[k] = one(v);
    } else if (Array.isArray(v)) values[k] = v.map(one);
  }
  const key = values["signing-key"];
  if (typeof key === "string" && key.startsWith("file:") && key.length > 5) values["signing-key"] = `file:${one(key.slice(5))}`;
  return values;
}
var notAFile = (v) => /^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^\s*(\{|-----BEGIN)/.test(v);

// src/pipeline/config-pin.ts
async function configAt(source, file) {
  const bytes = await source.read(file, "config");
  if (!bytes) return new AqrError("ERR_INPUT_READ", `no such file at ${source.label}`, { file });
  try {
    return await configFromText(decodeText(bytes, file, "config"), file);
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return e;
  }
}
var SHOWN = 80;
function show(v) {
  if (v === void 0) return "none";
  const text = Array.isArray(v) ? v.join(", ") : String(v);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}\u2026` : text;
}
function secretShown(v) {
  return typeof v === "string" && !/^(env|file):/.test(v) ? "key text (not shown)" : show(v);
}
function configLines(base, proposed, file) {
  const lines = [];
  for (const k of Object.keys(PINNED_AS)) {
    const kind = PINNED_AS[k];
    if (kind !== "file" && kind !== "evidence" && kind !== "value") continue;
    const shown = k === "signing-key" ? secretShown : show;
    if (JSON.stringify(base[k]) !== JSON.stringify(proposed[k])) lines.push(`config ${file}: ${k} ${shown(base[k])} \u2192 ${shown(proposed[k])}`);
  }
  return lines;
}
function baseInputs(base, proposed, file, label, finish = (o) => o) {
  if (isAqrError(base)) return { lines: [`the config file ${file} does not load at ${label} (${base.format()}): the bar is this change's own`] };
  const lines = configLines(base, proposed, file);
  try {
    return { options: finish(toEvaluateOptions(base)), lines };
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return { lines: [...lines, `the inputs at ${label} are not complete (${e.format()}): the bar is this change's own`] };
  }
}

// src/pipeline/evaluate.ts
import { existsSync as existsSync2 } from "node:fs";
import { isAbsolute as isAbsolute2 } from "node:path";

// src/gate/evaluate.ts
var import_canonicalize = __toESM(require_canonicalize(), 1);

// src/gate/integrity.ts
function custodyOf(f, gated) {
  if (f.definitionChanged) return { metric_custody: "agent-writable" };
  const covered = f.attempts > 0 && (f.bound === f.attempts || (f.rederived ?? 0) === f.attempts);
  if (!f.definitionPinned || !covered) return { metric_custody: "shared" };
  const ids = [...new Set(gated.filter((id) => f.derived.has(id)))];
  return { metric_custody: "external", ...ids.length > 0 ? { protected_metric_ids: ids } : {} };
}

// src/gate/words.ts
var CLI_WORDS = {
  input: (name) => `--${name}`,
  signingKey: "--signing-key (the key, env:NAME or file:PATH)"
};

// src/gate/verdict.ts
function decide(v) {
  const reasons = [];
  const reject = (code, message) => reasons.push({ verdict: "reject", code, message });
  const hold = (code, message) => reasons.push({ verdict: "hold", code, message });
  const w = v.words ?? CLI_WORDS;
  for (const g of v.gates) if (g.result === "fail") reject("GATE_FAILED", `gate failed: ${g.reason}`);
  for (const c of v.canaries) if (c.fired) reject("CANARY_FIRED", `canary ${quote(c.id)} passed: the held-out set may have leaked into training or prompts`);
  for (const g of v.gates) {
    if (g.result !== "missing") continue;
    if (g.contradicted) hold("DECISION_CONTRADICTED", g.reason);
    else if (g.noThreshold) hold("GATE_NO_THRESHOLD", `gate ${g.reason}`);
    else hold("GATE_NO_EVIDENCE", `no evidence for gate ${g.reason}`);
  }
  for (const g of v.gates) if (g.result === "inconclusive") hold("GATE_INCONCLUSIVE", `gate ${g.reason}`);
  if (!v.taskSet.sealed) hold("UNSEALED", `the held-out split is not sealed (give ${w.input("sealed")} only when no optimizer or prompt author has read it)`);
  if (v.tier !== "T0" && !v.gates.some((g) => g.id === "reliability.pass_hat_k" && g.floor !== void 0))
    hold("TIER_RELIABILITY_GATE", `tier ${v.tier} needs a reliability.pass_hat_k gate with a floor; profile ${v.profile.id}@${v.profile.version} has none`);
  const held_in = v.taskSet.held_in ?? 0;
  const held_out = v.taskSet.held_out ?? 0;
  const rules = v.profile.task_set;
  if (held_out === 0) hold("HELD_OUT_EMPTY", "the task set has no held-out tasks");
  else if (rules.min_held_out_share !== void 0 && held_out / (held_in + held_out) < rules.min_held_out_share)
    hold("TASK_SET_HELD_OUT_SHARE", `${held_out} of ${held_in + held_out} tasks are held out; the profile needs at least ${rules.min_held_out_share * 100}%`);
  const canaries = v.taskSet.canary_ids?.length ?? 0;
  if (rules.min_canaries !== void 0 && canaries < rules.min_canaries)
    hold("TASK_SET_CANARIES", `${canaries} canary probes; the profile needs at least ${rules.min_canaries}`);
  for (const c of v.canaries) if (c.attempts === 0) hold("CANARY_NOT_RUN", `canary ${quote(c.id)} has no attempt in the ledger: the probe was never tried`);
  if (v.tier === "T2") {
    const missing = [
      !v.human.question && `the question (${w.input("question")})`,
      (v.human.options?.length ?? 0) < 2 && `two or more options (${w.input("option")}, once per option)`,
      !v.human.rationale && `the rationale (${w.input("rationale")})`
    ].filter(Boolean);
    if (missing.length > 0) hold("T2_DECISION_INCOMPLETE", `tier T2 needs a recorded human decision; missing: ${missing.join(", ")}`);
    if (!v.signed) hold("T2_SIGNATURE_MISSING", `tier T2 needs a signed record: give ${w.signingKey}`);
  }
  for (const h of v.holds ?? []) hold(h.code, h.message);
  for (const h of v.softHolds ?? []) hold(h.code, `advisory: ${h.message}`);
  const verdict = reasons.some((r) => r.verdict === "reject") ? "reject" : reasons.length > 0 ? "hold" : "ship";
  return { verdict, reasons };
}
function generatedRationale(verdict, reasons, gates) {
  const head = verdict === "ship" ? "Ship: every gate passed and nothing is missing." : `${verdict === "hold" ? "Hold" : "Reject"}: ${reasons.map((r) => r.message).join("; ")}.`;
  const passed = gates.filter((g) => g.result === "pass").map((g) => g.reason);
  return passed.length > 0 ? `${head} Passed: ${passed.join("; ")}.` : head;
}

// src/gate/evaluate.ts
var canonicalize = import_canonicalize.default;
function measurementSource(e) {
  const kind = e.format === LEDGER_FORMAT ? "the trial ledger" : e.format.startsWith("opentelemetry") ? "the trace export" : "the given measures";
  return `${kind} (${e.format})`;
}
function canaryOutcomes(canaries) {
  const tried = canaries.filter((c) => c.attempts > 0);
  if (tried.length === 0) return {};
  return { canaries: tried.map((c) => ({ id: c.id, expected: "fail", observed: c.fired ? "pass" : "fail" })) };
}
function integrityBlock(i) {
  return Object.keys(i).length > 0 ? { integrity: i } : {};
}
function evaluate(input) {
  const why = (id, split) => input.missing.find((m) => m.id === id && (split === void 0 || m.split === void 0 || m.split === split))?.reason;
  const all = gatesAtTier(input.profile, input.tier);
  const profileGates = all.filter((g) => g.mode !== "shadow");
  const measuredBy = measurementSource(input.evidence);
  const byId = measuresById(input.measures);
  const sidecar = { format: STATS_FORMAT, bounds: [], regressions: [], shadow: [], notices: [] };
  const judged = (g) => withStats(g, evaluateGate(g, byId.get(g.id) ?? [], input.decisions, why, measuredBy), input, sidecar);
  const gates = profileGates.map(judged).filter((g) => g !== void 0);
  const shadow = all.filter((g) => g.mode === "shadow").map(judged).filter((g) => g !== void 0);
  sidecar.shadow = shadow.map((g) => ({ id: g.id, ...g.split ? { split: g.split } : {}, result: g.result, reason: g.reason }));
  if (input.baseline) sidecar.baseline = { record_id: input.baseline.record_id, verified: input.baseline.verified };
  for (const d2 of input.decisions) if (!profileGates.some((g) => g.id === d2.id)) gates.push(decisionGate(d2, input.measures, measuredBy));
  gates.push(...input.signalGates ?? []);
  const { verdict, reasons } = decide({
    profile: input.profile,
    tier: input.tier,
    gates,
    taskSet: input.taskSet,
    canaries: input.canaries,
    human: input.decision,
    signed: input.willSign,
    softHolds: input.softHolds ?? [],
    holds: input.holds ?? [],
    ...input.words ? { words: input.words } : {}
  });
  const d = input.decision;
  const record = {
    supergauge: "0.1",
    record_id: "",
    emitted_at: input.now,
    profile: { id: input.profile.id, version: input.profile.version, tier: input.tier },
    subject: input.subject,
    task_set: input.taskSet,
    measures: input.measures,
    gates: gates.map(toRecordGate).filter((g) => g !== void 0),
    assurance: {
      ...input.judge ? { judge: input.judge } : {},
      evidence: input.evidence,
      evaluator_independent: input.evaluatorIndependent,
      ...integrityBlock({
        ...input.custody ? custodyOf(
          input.custody,
          gates.map((g) => g.id)
        ) : {},
        ...canaryOutcomes(input.canaries),
        ...recomputeIntegrity(input.recompute)
      })
    },
    decision: {
      verdict,
      actor: d.actor,
      ...d.rolls_back_to ? { rolls_back_to: d.rolls_back_to } : {},
      ...d.question ? { question: d.question } : {},
      ...d.options && d.options.length > 0 ? { options: d.options } : {},
      rationale: [d.rationale ?? generatedRationale(verdict, reasons, gates), ...input.notes ?? [], ...sidecar.notices].join(" ")
    },
    ...input.supplyChain ? { supply_chain: input.supplyChain } : {}
  };
  record.record_id = `aqr_${sha256Hex(canonicalize(record)).slice(0, 26)}`;
  return { verdict, reasons, gates, shadow, stats: sidecar, record };
}
function recomputeIntegrity(r) {
  return r ? { recompute_digest: r.digest, recompute_party: r.party, mechanical_override: r.mechanicalOverride } : {};
}

// src/gate/approval.ts
function barChangeAcceptance(approval, allowBarChange, addedIn = []) {
  if (approval?.valid) return `approved by ${approval.actor}`;
  if (allowBarChange)
    return addedIn.length > 0 ? `allowed by allow-bar-change (the explicit opt-out), which this change itself added in ${addedIn.join(", ")}` : "allowed by allow-bar-change (the explicit opt-out)";
  return void 0;
}

// src/io/bar-files.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, join as join2 } from "node:path";

// src/io/authority-file.ts
var EGRESS = ["deny-by-default", "allow-list", "unrestricted"];
async function authorityFromBytes(bytes, file) {
  const parsed = await readDocument(decodeText(bytes, file, "authority policy"), file);
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) throw new AqrError("ERR_INPUT_INVALID", "an authority policy is a mapping", { file, line: 1 });
  const bad = (field, message) => {
    const line = parsed.lineOf([field]);
    return new AqrError("ERR_INPUT_INVALID", message, { file, field, ...line === void 0 ? {} : { line } });
  };
  const out = { grant_digest: `sha256:${sha256Hex(bytes)}` };
  const { sandbox, egress, capabilities, acs_policy_version } = v;
  if (acs_policy_version !== void 0) {
    if (typeof acs_policy_version !== "string" || acs_policy_version === "") throw bad("acs_policy_version", 'must be a quoted version string, e.g. "2.1"');
    out.acs_policy_version = acs_policy_version;
  }
  if (sandbox !== void 0) {
    if (typeof sandbox !== "string" || sandbox === "") throw bad("sandbox", "must be a non-empty string");
    out.sandbox = sandbox;
  }
  if (egress !== void 0) {
    if (typeof egress !== "string" || !EGRESS.includes(egress)) throw bad("egress", `must be one of ${EGRESS.join(", ")}`);
    out.egress = egress;
  }
  if (capabilities !== void 0) {
    if (!Array.isArray(capabilities) || capabilities.some((c) => typeof c !== "string" || c === ""))
      throw bad("capabilities", "must be a list of non-empty strings");
    out.capabilities = [...new Set(capabilities)];
  }
  return out;
}

// src/doc/validator/entries.ts
var decisionValidator = () => decision;
var measureValidator = () => measure;

// src/io/entries-file.ts
async function entries(patterns, key, what) {
  const texts = [];
  for (const file of await expandFiles(patterns, what)) texts.push({ file, text: await readTextFile(file, what) });
  return entriesOf(texts, key, what);
}
async function entriesOf(texts, key, what) {
  const out = [];
  for (const { file, text } of texts) {
    const parsed = await readDocument(text, file);
    const v = parsed.value;
    const list = Array.isArray(v) ? v : v?.[key];
    if (!Array.isArray(list))
      throw new AqrError("ERR_INPUT_INVALID", `expected a list of ${what} entries, or a mapping with a ${key}: list`, { file, line: 1 });
    out.push({ parsed, file, list, base: Array.isArray(v) ? [] : [key] });
  }
  return out;
}
async function readMeasures(patterns) {
  const out = [];
  for (const { parsed, file, list, base } of await entries(patterns, "measures", "measures")) {
    list.forEach((m, i) => {
      const at = [...base, i];
      const sub = { lineOf: (p) => parsed.lineOf([...at, ...p]) };
      if (!conformsTo("measure", m)) {
        const validMeasure = measureValidator();
        if (!validMeasure(m)) throw schemaError(validMeasure.errors, sub, file);
      }
      const problem = measureProblems(m)[0];
      if (problem) {
        const line2 = parsed.lineOf([...at, problem.field]);
        throw new AqrError("ERR_INPUT_INVALID", problem.message, { file, field: problem.field, ...line2 === void 0 ? {} : { line: line2 } });
      }
      const line = parsed.lineOf(at);
      out.push({ value: m, file, ...line === void 0 ? {} : { line } });
    });
  }
  return out;
}
async function decisionsFromTexts(texts) {
  return decisionsOf(await entriesOf(texts, "decisions", "decisions"));
}
function decisionsOf(files) {
  const out = [];
  for (const { parsed, file, list, base } of files) {
    list.forEach((d, i) => {
      const at = [...base, i];
      if (!conformsTo("decision", d)) {
        const validDecision = decisionValidator();
        if (!validDecision(d)) throw schemaError(validDecision.errors, { lineOf: (p) => parsed.lineOf([...at, ...p]) }, file);
      }
      if (out.some((o) => o.id === d.id))
        throw new AqrError("ERR_INPUT_DUPLICATE", `decision ${d.id} is given twice`, { file, ...lineAt(parsed, at) });
      out.push(d);
    });
  }
  return out;
}
function lineAt(parsed, path) {
  const line = parsed.lineOf(path);
  return line === void 0 ? {} : { line };
}

// src/io/bar-files.ts
function namesFile(role, v) {
  if (role === "rollback-to") return !v.startsWith("sha256:") && v !== "auto" && v !== "auto-unverified";
  if (role === "baseline-key") return !/^https?:\/\//i.test(v) && !/^\s*(\{|-----BEGIN)/.test(v);
  return true;
}
async function readBar(paths, source, files = [], loaded) {
  let profile;
  if (loaded && loaded.ref === paths.profile && source.ref === null) {
    profile = loaded.profile;
    files.push(...loaded.files);
  } else profile = await loadProfile(paths.profile, process.cwd(), source, files);
  const need = async (file, role, what, max) => {
    const bytes = await source.read(file, what, max);
    if (!bytes) throw new AqrError("ERR_INPUT_READ", source.ref === null ? "no such file" : `no such file at ${source.label}`, { file });
    const sha256 = sha256Hex(bytes);
    files.push({ role, path: file, sha256 });
    return { bytes, sha256 };
  };
  const m = await need(paths.taskManifest, "task-manifest", "task manifest", MAX_MANIFEST_BYTES).then(({ bytes, sha256 }) => ({
    text: decodeText(bytes, paths.taskManifest, "task manifest"),
    sha256
  }));
  const manifest = await manifestFromText(m.text, paths.taskManifest);
  const a = await need(paths.authority, "authority", "authority policy");
  const authority = await authorityFromBytes(a.bytes, paths.authority);
  const texts = [];
  if (paths.decisions.length > 0) {
    const named2 = [];
    if (source.ref !== null) {
      for (const p of paths.decisions) if (!await isDynamicPattern(p)) named2.push(p);
    }
    const globbed = paths.decisions.filter((p) => !named2.includes(p));
    const matched = globbed.length === 0 ? [] : source.list ? await expandAt(source.list, globbed) : await expandFiles(globbed, "decisions");
    for (const file of [...named2, ...matched]) {
      const bytes = await source.read(file, "decisions");
      if (!bytes) {
        if (source.ref === null) throw new AqrError("ERR_INPUT_READ", "no such file", { file });
        continue;
      }
      files.push({ role: "decisions", path: file, sha256: sha256Hex(bytes) });
      texts.push({ file, text: decodeText(bytes, file, "decisions") });
    }
  }
  await readEvalDefinition(paths.evalDefinition ?? [], source, files);
  const read = /* @__PURE__ */ new Map();
  for (const [role, path] of Object.entries(paths.inputs ?? {})) {
    if (!namesFile(role, path)) continue;
    const bytes = await source.read(path, role);
    if (!bytes) continue;
    files.push({ role, path, sha256: sha256Hex(bytes) });
    read.set(path, bytes);
  }
  return { profile, manifest, manifestDigest: `sha256:${m.sha256}`, authority, decisions: await decisionsFromTexts(texts), files, texts: read };
}
async function readEvalDefinition(patterns, source, files) {
  if (patterns.length === 0) return;
  const matched = source.list ? await expandAt(source.list, patterns, "eval definition") : await expandFiles(patterns, "eval definition");
  for (const file of matched) {
    const bytes = await source.read(file, "eval definition file", MAX_MANIFEST_BYTES);
    if (!bytes) {
      if (source.ref === null) throw new AqrError("ERR_INPUT_READ", "no such file", { file });
      continue;
    }
    files.push({ role: "eval-definition", path: file, sha256: sha256Hex(bytes) });
  }
}
async function expandAt(list, patterns, what = "decisions") {
  const temp = process.env["RUNNER_TEMP"] || tmpdir();
  mkdirSync(temp, { recursive: true });
  const dir = mkdtempSync(join2(temp, "aqr-tree-"));
  try {
    const out = /* @__PURE__ */ new Set();
    for (const p of patterns) {
      const fixed = [];
      for (const seg of p.split("/").slice(0, -1)) {
        if (/[*?[\]{}!()]/.test(seg)) break;
        fixed.push(seg);
      }
      const listed2 = await list(fixed.join("/"));
      if (!listed2) {
        for (const f of await expandFiles([p], what)) out.add(f);
        continue;
      }
      for (const f of listed2) {
        mkdirSync(join2(dir, dirname2(f)), { recursive: true });
        writeFileSync(join2(dir, f), "");
      }
      try {
        for (const f of await expandFiles([p], what, dir)) out.add(f);
      } catch (e) {
        if (!isAqrError(e) || e.code !== "ERR_INPUT_READ") throw e;
      }
    }
    return [...out].sort(byteOrder);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// src/bar/types.ts
var BAR_INPUT_ROLES = ["acceptance-rule", "rollback-to", "baseline", "baseline-key"];
function isInputRole(role) {
  return BAR_INPUT_ROLES.includes(role);
}

// src/bar/diff.ts
var NAMED = 10;
function barDiff(base, proposed, baseFiles = base?.files ?? []) {
  const lines = [];
  const key = (f) => `${f.role}|${f.path}`;
  const before2 = new Map(baseFiles.map((f) => [key(f), f]));
  const after = new Map(proposed.files.map((f) => [key(f), f]));
  const changedFiles = [];
  for (const [k, f] of after) {
    const b = before2.get(k);
    if (!b) lines.push(`${f.role} file ${f.path} is now part of the bar`);
    else if (b.sha256 !== f.sha256) changedFiles.push(f);
  }
  for (const [k, f] of before2) if (!after.has(k)) lines.push(`${f.role} file ${f.path} is no longer part of the bar`);
  const changed = lines.length > 0 || changedFiles.length > 0;
  if (!changed) return { changed, lines, heldOutChanged: false };
  if (!base) return { changed, lines: [...lines, ...changedFiles.map((f) => `${f.role} file ${f.path} changed`)], heldOutChanged: true };
  const semantic = lines.length;
  lines.push(...profileDiff(base.profile, proposed.profile));
  const split = manifestDiff(base.manifest, proposed.manifest);
  lines.push(...split.lines);
  lines.push(...authorityDiff(base.authority, proposed.authority));
  lines.push(...decisionsDiff(base.decisions, proposed.decisions));
  const byBytes = (f) => isInputRole(f.role) || f.role === "eval-definition";
  const inputs = changedFiles.filter(byBytes);
  if (lines.length === semantic) {
    for (const f of changedFiles) if (!byBytes(f)) lines.push(`${f.role} file ${f.path} changed (no threshold, split, canary or decision differs)`);
  }
  for (const f of inputs) lines.push(`${f.role} file ${f.path} changed${f.role === "eval-definition" ? " (it decides which attempts pass)" : ""}`);
  return { changed, lines, heldOutChanged: split.heldOutChanged };
}
function gateName(g) {
  return `${g.id}${g.split ? ` (${g.split})` : ""}`;
}
function threshold(g) {
  return g.floor !== void 0 ? `floor ${g.floor}` : g.ceiling !== void 0 ? `ceiling ${g.ceiling}` : "no threshold";
}
function arrow(a, b) {
  const show2 = (v) => v === void 0 ? "none" : typeof v === "string" ? v : JSON.stringify(v);
  return `${show2(a)} \u2192 ${show2(b)}`;
}
function profileDiff(a, b) {
  const out = [];
  if (a.id !== b.id || a.version !== b.version) out.push(`profile ${a.id}@${a.version} \u2192 ${b.id}@${b.version}`);
  if (a.chain.slice(1).join(",") !== b.chain.slice(1).join(","))
    out.push(`profile extends ${arrow(a.chain.slice(1).join(" \u2192 ") || void 0, b.chain.slice(1).join(" \u2192 ") || void 0)}`);
  if (a.tier !== b.tier) out.push(`tier ${arrow(a.tier, b.tier)}`);
  if (a.k !== b.k) out.push(`k ${arrow(a.k, b.k)}`);
  const all = (p) => {
    const m = /* @__PURE__ */ new Map();
    for (const g of p.gates) m.set(gateKey(g), g);
    for (const t of RELEASE_TIERS) for (const g of p.tier_gates[t] ?? []) m.set(`${t}:${gateKey(g)}`, g);
    return m;
  };
  const ga = all(a);
  const gb = all(b);
  const where = (k) => /^T\d:/.test(k) ? ` (tier ${k.slice(0, 2)})` : "";
  for (const [k, g] of ga) {
    const h = gb.get(k);
    if (!h) {
      out.push(`gate ${gateName(g)}${where(k)} removed (was ${threshold(g)})`);
      continue;
    }
    if (g.floor !== h.floor) out.push(`floor of ${gateName(g)}${where(k)} ${arrow(g.floor, h.floor)}`);
    if (g.ceiling !== h.ceiling) out.push(`ceiling of ${gateName(g)}${where(k)} ${arrow(g.ceiling, h.ceiling)}`);
    if (g.k !== h.k) out.push(`k of ${gateName(g)}${where(k)} ${arrow(g.k, h.k)}`);
    if ((g.source ?? "native") !== (h.source ?? "native")) out.push(`source of ${gateName(g)}${where(k)} ${arrow(g.source ?? "native", h.source ?? "native")}`);
  }
  for (const [k, g] of gb) if (!ga.has(k)) out.push(`gate ${gateName(g)}${where(k)} added (${threshold(g)})`);
  for (const f of /* @__PURE__ */ new Set([...Object.keys(a.task_set), ...Object.keys(b.task_set)]))
    if (a.task_set[f] !== b.task_set[f]) out.push(`task_set.${f} ${arrow(a.task_set[f], b.task_set[f])}`);
  for (const f of /* @__PURE__ */ new Set([...Object.keys(a.signals), ...Object.keys(b.signals)]))
    if (JSON.stringify(a.signals[f]) !== JSON.stringify(b.signals[f])) out.push(`signals.${f} ${arrow(a.signals[f], b.signals[f])}`);
  return out;
}
function named(ids) {
  const shown = ids.slice(0, NAMED).join(", ");
  return ids.length > NAMED ? `${shown} and ${ids.length - NAMED} more` : shown;
}
function manifestDiff(a, b) {
  const out = [];
  const ca = new Set(a.canary_ids);
  const cb = new Set(b.canary_ids);
  const removed = a.canary_ids.filter((c) => !cb.has(c));
  const added = b.canary_ids.filter((c) => !ca.has(c));
  if (removed.length) out.push(`${removed.length === 1 ? "canary" : `${removed.length} canaries`} ${named(removed)} removed`);
  if (added.length) out.push(`${added.length === 1 ? "canary" : `${added.length} canaries`} ${named(added)} added`);
  let outToIn = 0;
  let inToOut = 0;
  const gone = { "held-in": 0, "held-out": 0 };
  const fresh = { "held-in": 0, "held-out": 0 };
  for (const t of a.tasks.values()) {
    if (t.canary) continue;
    const u = b.tasks.get(t.id);
    if (!u || u.canary) gone[t.split]++;
    else if (t.split === "held-out" && u.split === "held-in") outToIn++;
    else if (t.split === "held-in" && u.split === "held-out") inToOut++;
  }
  for (const u of b.tasks.values()) if (!u.canary && (!a.tasks.has(u.id) || a.tasks.get(u.id)?.canary)) fresh[u.split]++;
  const tasks = (n) => `${n} task${n === 1 ? "" : "s"}`;
  if (outToIn) out.push(`${tasks(outToIn)} moved from held-out to held-in`);
  if (inToOut) out.push(`${tasks(inToOut)} moved from held-in to held-out`);
  for (const s of ["held-out", "held-in"]) {
    if (gone[s]) out.push(`${tasks(gone[s])} removed from ${s}`);
    if (fresh[s]) out.push(`${tasks(fresh[s])} added to ${s}`);
  }
  return { lines: out, heldOutChanged: removed.length + added.length + outToIn + inToOut + gone["held-out"] + fresh["held-out"] > 0 };
}
function authorityDiff(a, b) {
  const out = [];
  for (const f of ["acs_policy_version", "sandbox", "egress"]) if (a[f] !== b[f]) out.push(`authority ${f} ${arrow(a[f], b[f])}`);
  const ca = new Set(a.capabilities ?? []);
  const cb = new Set(b.capabilities ?? []);
  const added = [...cb].filter((c) => !ca.has(c));
  const removed = [...ca].filter((c) => !cb.has(c));
  if (added.length) out.push(`authority capabilities added: ${named(added)}`);
  if (removed.length) out.push(`authority capabilities removed: ${named(removed)}`);
  return out;
}
function decisionsDiff(a, b) {
  const out = [];
  const mb = new Map(b.map((d) => [d.id, d]));
  const ma = new Map(a.map((d) => [d.id, d]));
  for (const d of a) {
    const e = mb.get(d.id);
    if (!e) out.push(`decision for ${d.id} removed (was ${d.result})`);
    else if (e.result !== d.result || e.source !== d.source)
      out.push(
        `decision for ${d.id} changed (${d.result}${e.source !== d.source ? ` from ${d.source}` : ""} \u2192 ${e.result}${e.source !== d.source ? ` from ${e.source}` : ""})`
      );
  }
  for (const d of b) if (!ma.has(d.id)) out.push(`decision for ${d.id} added (${d.result})`);
  return out;
}

// src/pipeline/bar.ts
function unpinned(proposed) {
  return { judged: proposed, record: { ref: null, files: proposed.files, changed: false }, holds: [], unseal: false };
}
async function pinBar(side, proposed, source, accepted) {
  const baseFiles = [];
  let base;
  let unreadable;
  if (side.paths)
    try {
      base = await readBar(side.paths, source, baseFiles);
    } catch (e) {
      if (!isAqrError(e) || e instanceof BarSourceError) throw e;
      unreadable = e.format();
    }
  const diff = barDiff(base, base ? heldAtBase(proposed, baseFiles) : proposed, baseFiles);
  if (unreadable) diff.lines.unshift(`the bar at ${source.label} does not load (${unreadable})`);
  diff.lines.unshift(...side.lines);
  if (!diff.changed && side.lines.length === 0 && base)
    return { judged: base, record: { ref: source.ref, files: base.files, changed: false }, holds: [], unseal: false };
  const unseal = diff.heldOutChanged;
  const change = { base: source.label, lines: diff.lines, enforced: accepted || !base ? "proposed" : "base" };
  if (accepted) change.accepted = accepted;
  const holds = accepted ? [] : [
    {
      code: "BAR_CHANGED",
      message: `this change alters the bar it is judged by (${diff.lines.length} difference${diff.lines.length === 1 ? "" : "s"} from ${source.label}); a person other than its author must approve it`
    }
  ];
  if (change.enforced === "proposed") {
    const out = { judged: proposed, record: { ref: null, files: proposed.files, changed: true }, change, holds, unseal };
    if (base) out.other = { bar: base, which: "base" };
    return out;
  }
  return {
    judged: base,
    other: { bar: proposed, which: "proposed" },
    record: { ref: source.ref, files: base.files, changed: true },
    change,
    holds,
    unseal
  };
}
function heldAtBase(proposed, baseFiles) {
  const held = new Set(baseFiles.map((f) => `${f.role}|${f.path}`));
  return { ...proposed, files: proposed.files.filter((f) => !isInputRole(f.role) || held.has(`${f.role}|${f.path}`)) };
}
function fallBackToProposed(pinned, proposed, why) {
  const change = { ...pinned.change, enforced: "proposed" };
  change.lines = [...change.lines, `the evidence does not fit the bar at ${change.base} (${why.format()}): judged by this change's own bar`];
  return { judged: proposed, record: { ref: null, files: proposed.files, changed: true }, change, holds: pinned.holds, unseal: pinned.unseal };
}

// src/ledger/task-detail.ts
var MAX_FAILING = 500;
var MAX_COSTLIEST = 10;
var MAX_ATTEMPTS = 32;
var MAX_RESULTS = 1e5;
function taskDetail(tally) {
  const allFailed = [];
  const someFailed = [];
  const canaries = [];
  const costs = new Costliest(MAX_COSTLIEST);
  const results = tally.manifest.tasks.size <= MAX_RESULTS ? [] : void 0;
  const heldOut = { tasks: 0, failing: 0 };
  const all = { tasks: 0, failing: 0 };
  for (const t of tally.manifest.tasks.values()) {
    const attempts = tally.attemptsAt(t.index);
    if (attempts === 0) continue;
    const passes = tally.passesAt(t.index);
    if (t.canary) {
      if (passes > 0) canaries.push({ id: t.id, attempt: firstPassed(tally, t.index) });
      continue;
    }
    const cost = tally.taskSums.cost[t.index];
    if (cost > 0) costs.offer(cost / FIXED.cost, t.id, attempts);
    all.tasks++;
    results?.push({ id: t.id, split: t.split, outcomes: outcomesOf(tally, t.index) });
    if (t.split === "held-out") heldOut.tasks++;
    if (passes === attempts) continue;
    all.failing++;
    if (t.split === "held-out") heldOut.failing++;
    const list = passes === 0 ? allFailed : someFailed;
    if (list.length < MAX_FAILING) list.push({ id: t.id, attempts, failed: failedAttempts(tally, t.index), split: t.split });
  }
  return {
    held_out: heldOut,
    all,
    failing: [...allFailed, ...someFailed].slice(0, MAX_FAILING),
    canaries,
    costliest: costs.list(),
    ...results ? { results } : {}
  };
}
var Costliest = class {
  constructor(n) {
    this.n = n;
    this.cost = new Float64Array(n);
    this.attempts = new Uint32Array(n);
  }
  n;
  cost;
  attempts;
  ids = [];
  /** A task's total cost (USD), id and attempts. */
  offer(cost, id, attempts) {
    const ids = this.ids;
    let at = ids.length;
    if (at === this.n && !before(cost, id, this.cost[at - 1], ids[at - 1])) return;
    if (at === this.n) at--;
    for (; at > 0 && before(cost, id, this.cost[at - 1], ids[at - 1]); at--) {
      this.cost[at] = this.cost[at - 1];
      this.attempts[at] = this.attempts[at - 1];
      ids[at] = ids[at - 1];
    }
    this.cost[at] = cost;
    this.attempts[at] = attempts;
    ids[at] = id;
  }
  list() {
    return this.ids.map((id, i) => ({ id, cost_usd: this.cost[i], attempts: this.attempts[i] }));
  }
};
function before(a, aid, b, bid) {
  return a > b || a === b && aid < bid;
}
function outcomesOf(tally, index) {
  let s = "";
  for (let a = 1; a <= MAX_ATTEMPTS; a++) s += !tally.hasAttemptAt(index, a) ? "-" : tally.passedAttemptAt(index, a) ? "p" : "f";
  return s.replace(/-+$/, "");
}
function failedAttempts(tally, index) {
  const out = [];
  for (let a = 1; a <= MAX_ATTEMPTS; a++) if (tally.hasAttemptAt(index, a) && !tally.passedAttemptAt(index, a)) out.push(a);
  return out;
}
function firstPassed(tally, index) {
  for (let a = 1; a <= MAX_ATTEMPTS; a++) if (tally.passedAttemptAt(index, a)) return a;
  for (let a = MAX_ATTEMPTS + 1; a <= 1e5; a++) if (tally.passedAttemptAt(index, a)) return a;
  return 0;
}

// src/gate/signal-gates.ts
var ACCEPTANCE_GATE = "signals.acceptance_rule";
var ESCALATION_GATE = "signals.no_blocking_escalation";
function signalGates(report, rules, words = CLI_WORDS) {
  const out = [];
  const accepted = report?.acceptance ?? [];
  if (accepted.length > 0 || rules.require_acceptance) {
    const base = { id: ACCEPTANCE_GATE, source: "custom" };
    const label = (a) => `acceptance rule ${a.rule}${a.run ? ` (run ${a.run})` : ""}`;
    const rejected = accepted.filter((a) => a.result === "rejected");
    const unknown = accepted.filter((a) => a.result === "unknown");
    const contradicted = accepted.filter((a) => a.contradiction !== void 0);
    if (accepted.length === 0)
      out.push({
        ...base,
        result: "missing",
        reason: `${ACCEPTANCE_GATE}: the profile requires an acceptance rule and no run document or ${words.input("acceptance-rule")} gave one`
      });
    else if (rejected.length > 0) out.push({ ...base, result: "fail", reason: rejected.map((a) => `${label(a)} rejected${explainAcceptance(a)}`).join("; ") });
    else if (contradicted.length > 0)
      out.push({ ...base, result: "missing", contradicted: true, reason: `${ACCEPTANCE_GATE}: ${contradicted.map((a) => a.contradiction).join("; ")}` });
    else if (unknown.length > 0)
      out.push({ ...base, result: "missing", reason: unknown.map((a) => `${label(a)} is unknown${explainAcceptance(a)}`).join("; ") });
    else out.push({ ...base, result: "pass", reason: `${accepted.map(label).join(", ")} accepted (weakest tier ${accepted.map((a) => a.tier).join("/")})` });
  }
  const severities = rules.blocking_escalation ?? [];
  if (severities.length > 0) {
    const base = { id: ESCALATION_GATE, source: "custom" };
    if (!report) out.push({ ...base, result: "missing", reason: `${ESCALATION_GATE}: the profile gates on blocking escalations and no signals were given` });
    else {
      const by = report.agents.escalations.unresolvedBlockingBySeverity;
      const open = severities.reduce((n, s) => n + (by[s] ?? 0), 0);
      out.push(
        open > 0 ? { ...base, result: "fail", reason: `${open} unresolved blocking escalation(s) of severity ${severities.join("/")}` } : { ...base, result: "pass", reason: `no unresolved blocking escalation of severity ${severities.join("/")}` }
      );
    }
  }
  return out;
}

// src/gate/blocks.ts
var LIST_MAX = 5;
var listed = (xs) => `${xs.slice(0, LIST_MAX).map((x) => JSON.stringify(x)).join(", ")}${xs.length > LIST_MAX ? `, \u2026 (${xs.length})` : ""}`;
function agentCardFacts(value, digest, wellKnownUrl, tasks, file) {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new AqrError("ERR_INPUT_INVALID", "is not an A2A Agent Card (a JSON object with name, url, version and skills)", { file });
  const v = value;
  if (!Array.isArray(v["skills"])) throw new AqrError("ERR_INPUT_INVALID", "an A2A Agent Card lists its skills (an array)", { file, field: "skills" });
  const onCard = [];
  v["skills"].forEach((s, i) => {
    const id = s !== null && typeof s === "object" ? s["id"] : void 0;
    if (typeof id !== "string" || id === "")
      throw new AqrError("ERR_INPUT_INVALID", "a skill needs an id (a non-empty string)", { file, field: `skills[${i}].id` });
    onCard.push(id);
  });
  const url = wellKnownUrl ?? wellKnownOf(v["url"], file);
  if (!/^https?:\/\/[^/\s]+/.test(url)) throw new AqrError("ERR_USAGE", `--agent-card-url must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
  const exercised = [];
  const tasksWithoutSkill = [];
  for (const t of tasks) {
    if (t.canary) continue;
    if (t.skill === void 0) tasksWithoutSkill.push(t.id);
    else if (!exercised.includes(t.skill)) exercised.push(t.skill);
  }
  const cardSet = new Set(onCard);
  const notOnCard = exercised.filter((s) => !cardSet.has(s));
  const notExercised = onCard.filter((s) => !exercised.includes(s));
  const card = { well_known_url: url, card_digest: digest };
  if (typeof v["version"] === "string" && v["version"] !== "") card.version = v["version"];
  if (exercised.length > 0) card.skill_ids = exercised;
  const notes = [];
  if (notOnCard.length > 0)
    notes.push(`The task set exercises skills the Agent Card does not publish (${listed(notOnCard)}): interop.agent_card_fresh is false.`);
  if (notExercised.length > 0) notes.push(`The Agent Card publishes skills no task exercises (${listed(notExercised)}): they are not claimed by this record.`);
  if (tasksWithoutSkill.length > 0) notes.push(`${tasksWithoutSkill.length} tasks name no Agent Card skill (${listed(tasksWithoutSkill)}).`);
  return { card, fresh: notOnCard.length === 0, notOnCard, notExercised, tasksWithoutSkill, notes };
}
function wellKnownOf(url, file) {
  let origin;
  try {
    origin = new URL(String(url)).origin;
  } catch {
    throw new AqrError("ERR_USAGE", `the Agent Card's url ${JSON.stringify(url)} is not an absolute URL: give --agent-card-url`, { file, field: "url" });
  }
  if (!/^https?:/.test(origin)) throw new AqrError("ERR_USAGE", `the Agent Card's url is not http(s): give --agent-card-url`, { file, field: "url" });
  return `${origin}/.well-known/agent-card.json`;
}
function bomFormat(value, file) {
  const v = value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
  if (v["bomFormat"] === "CycloneDX") {
    const spec = v["specVersion"];
    if (typeof spec !== "string" || !/^1\.[0-9]$/.test(spec))
      throw new AqrError("ERR_INPUT_INVALID", `a CycloneDX BOM needs specVersion (1.x), got ${JSON.stringify(spec)}`, { file, field: "specVersion" });
    const components = v["components"];
    if (components !== void 0 && !Array.isArray(components))
      throw new AqrError("ERR_INPUT_INVALID", "components must be an array", { file, field: "components" });
    let ml = false;
    (components ?? []).forEach((c, i) => {
      const o = c ?? {};
      if (typeof o["type"] !== "string" || typeof o["name"] !== "string")
        throw new AqrError("ERR_INPUT_INVALID", "a component needs a type and a name", { file, field: `components[${i}]` });
      if (o["type"] === "machine-learning-model" || o["type"] === "data") ml = true;
    });
    return `cyclonedx-${spec}${ml ? "+aibom" : ""}`;
  }
  if (typeof v["spdxVersion"] === "string") {
    const spec = v["spdxVersion"];
    if (!/^SPDX-2\.[0-9]$/.test(spec))
      throw new AqrError("ERR_INPUT_INVALID", `spdxVersion must be SPDX-2.x, got ${JSON.stringify(spec)}`, { file, field: "spdxVersion" });
    for (const f of ["SPDXID", "name", "creationInfo"])
      if (v[f] === void 0) throw new AqrError("ERR_INPUT_INVALID", `an SPDX document needs ${f}`, { file, field: f });
    return `spdx-${spec.slice(5)}`;
  }
  const ctx = v["@context"];
  if ((typeof ctx === "string" ? [ctx] : Array.isArray(ctx) ? ctx : []).some((c) => typeof c === "string" && /spdx\.org\/rdf\/3\./.test(c))) return "spdx-3.0";
  throw new AqrError("ERR_INPUT_INVALID", "is neither a CycloneDX JSON BOM (bomFormat) nor an SPDX JSON document (spdxVersion, or an SPDX 3 @context)", {
    file
  });
}
function mcpPins(value, file) {
  const v = value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
  const key = v["mcpServers"] !== void 0 ? "mcpServers" : v["servers"] !== void 0 ? "servers" : void 0;
  const table = key ? v[key] : void 0;
  if (!key || table === null || typeof table !== "object" || Array.isArray(table))
    throw new AqrError("ERR_INPUT_INVALID", "is not an MCP config: no mcpServers (or servers) mapping of server names", { file });
  const servers = [];
  const unpinned2 = [];
  for (const [name, s] of Object.entries(table)) {
    if (name === "" || s === null || typeof s !== "object" || Array.isArray(s))
      throw new AqrError("ERR_INPUT_INVALID", "a server is a mapping with a command or a url", { file, field: `${key}.${name}` });
    const o = s;
    const entry = { name };
    const pin = typeof o["url"] === "string" ? endpointPin(o) : commandPin(o);
    if (pin.version) entry.version = pin.version;
    if (pin.digest) entry.digest = pin.digest;
    if (pin.endpoint) entry.endpoint_digest = pin.endpoint;
    if (pin.why) unpinned2.push({ name, why: pin.why });
    servers.push(entry);
  }
  return { servers, unpinned: unpinned2 };
}
var EXACT_VERSION = /^v?[0-9]+\.[0-9]+\.[0-9]+(?:[-+][0-9A-Za-z.-]+)?$/;
function commandPin(o) {
  const command = typeof o["command"] === "string" ? o["command"].replace(/^.*[/\\]/, "") : void 0;
  const args = Array.isArray(o["args"]) ? o["args"].filter((a) => typeof a === "string") : [];
  if (!command) return { why: "no command and no url" };
  if (command === "docker" || command === "podman") {
    const image = args.find((a) => /@sha256:[0-9a-f]{64}$/.test(a));
    if (image) return { digest: `sha256:${image.slice(-64)}` };
    return { why: "a container image without @sha256: digest" };
  }
  const runner = command === "npx" || command === "bunx" || command === "uvx" || command === "pnpm" && args[0] === "dlx";
  if (!runner) return { why: `a local command (${JSON.stringify(command)}) whose build is not pinned here` };
  const rest = command === "pnpm" ? args.slice(1) : args;
  const spec = rest.find((a) => !a.startsWith("-"));
  if (!spec) return { why: `${command} without a package` };
  const at = spec.lastIndexOf("@");
  const version = command === "uvx" && spec.includes("==") ? spec.slice(spec.indexOf("==") + 2) : at > 0 ? spec.slice(at + 1) : "";
  if (EXACT_VERSION.test(version)) return { version: version.replace(/^v/, "") };
  return { why: `package ${JSON.stringify(spec)} is not at an exact version` };
}
function endpointPin(o) {
  let u;
  try {
    u = new URL(String(o["url"]));
  } catch {
    return { why: "a url that is not absolute" };
  }
  const headers = o["headers"] ?? {};
  const auth = Object.entries(headers).find(([k]) => k.toLowerCase() === "authorization")?.[1];
  const scheme = typeof auth === "string" ? (auth.trim().split(/\s+/)[0] ?? "").toLowerCase() : "none";
  const descriptor = JSON.stringify({ url: `${u.protocol}//${u.host}${u.pathname}`, auth: scheme });
  return { endpoint: `sha256:${sha256Hex(descriptor)}`, why: "a remote server: its endpoint is digested, the code it runs cannot be pinned from here" };
}

// src/pipeline/blocks.ts
var MAX_JSON_BYTES = 64 * 1024 * 1024;
async function readJson(file, what) {
  const bytes = await readFileBytes(file, what, MAX_JSON_BYTES);
  const text = decodeText(bytes, file, what);
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new AqrError("ERR_INPUT_PARSE", `is not JSON (${what}): ${e.message}`, { file });
  }
  return { value, digest: `sha256:${sha256Hex(bytes)}` };
}
async function readBlocks(o, tasks, hasModel, hasJudge) {
  const out = { measures: [], notes: [] };
  if (o.modelFile !== void 0 || o.modelDigest !== void 0) {
    if (o.modelFile !== void 0 && o.modelDigest !== void 0)
      throw new AqrError("ERR_USAGE", "--model-file and --model-digest are two sources of one digest: give one");
    if (!hasModel) throw new AqrError("ERR_USAGE", "--model-file and --model-digest need --model-provider and --model-id (the model they pin)");
    if (o.modelFile !== void 0) out.modelDigest = await fileDigest(o.modelFile);
    else {
      const d = o.modelDigest;
      if (!DIGEST_RE.test(d)) throw new AqrError("ERR_USAGE", `--model-digest must be sha256: and 64 lowercase hex digits, got ${JSON.stringify(d)}`);
      const fake = digestPlaceholderReason(d);
      if (fake) throw new AqrError("ERR_USAGE", `--model-digest ${d} ${fake}: give the publisher's real digest or the model file`);
      out.modelDigest = d;
      out.notes.push(`subject.model.digest is the digest the model's publisher declares (${d}), not one computed here from the model's bytes.`);
    }
  }
  if (o.agentCard !== void 0) {
    const { value, digest } = await readJson(o.agentCard, "A2A Agent Card");
    const facts = agentCardFacts(value, digest, o.agentCardUrl, tasks, o.agentCard);
    out.agentCard = facts.card;
    out.measures.push({ id: "interop.agent_card_fresh", value: facts.fresh });
    out.notes.push(...facts.notes);
  } else if (o.agentCardUrl !== void 0) throw new AqrError("ERR_USAGE", "--agent-card-url names where --agent-card is served: give the card file too");
  const sc = {};
  if (o.aibom !== void 0) {
    const { value, digest } = await readJson(o.aibom, "bill of materials");
    sc.aibom_format = bomFormat(value, o.aibom);
    sc.aibom_digest = digest;
  }
  if (o.provenance !== void 0) {
    const p = await verifiedProvenance(o);
    if ("digest" in p) {
      sc.slsa_provenance_digest = p.digest;
      sc.provenance_format = p.format;
    } else out.notes.push(p.unverified);
  }
  if (o.mcpConfig !== void 0) {
    const { value } = await readJson(o.mcpConfig, "MCP config");
    const { servers, unpinned: unpinned2 } = mcpPins(value, o.mcpConfig);
    if (servers.length > 0) sc.mcp_servers = servers;
    if (unpinned2.length > 0)
      out.notes.push(`MCP servers not pinned by version or digest: ${unpinned2.map((u) => `${JSON.stringify(u.name)} (${u.why})`).join("; ")}.`);
  }
  if (Object.keys(sc).length > 0) out.supplyChain = sc;
  if (o.judgePack !== void 0) {
    if (!hasJudge) throw new AqrError("ERR_USAGE", "--judge-pack needs --judge-id and --judge-model (the judge whose pack it is)");
    out.judgePackDigest = await fileDigest(o.judgePack);
  }
  return out;
}
async function verifiedProvenance(o) {
  const file = o.provenance;
  const [{ checkBundle, parseBundle, readTrustedRoots, readStatement }, { readPublicKeys }, { identityPolicy }, { TrustedRoot }] = await Promise.all([
    import("./verify-bundle-ULJSH74A.js"),
    import("./key-file-ZYJAYZZX.js"),
    import("./identity-DALMXV35.js"),
    import("./dist-BCOQPJK2.js")
  ]);
  const bytes = await readFileBytes(file, "provenance bundle", MAX_JSON_BYTES);
  const bundle = parseBundle(decodeText(bytes, file, "provenance bundle"), file);
  const digest = `sha256:${sha256Hex(bytes)}`;
  const name = JSON.stringify(file.replace(/^.*[/\\]/, ""));
  const keyless = bundle.verificationMaterial.content.$case !== "publicKey";
  if (keyless ? o.provenanceTrustedRoot === void 0 : o.provenanceKey === void 0)
    return {
      unverified: `The provenance bundle ${name} (${digest}) was not verified (${keyless ? "signed keyless: no --provenance-trusted-root" : "signed with a key: no --provenance-key"}): it is not recorded.`
    };
  if (keyless && o.provenanceIdentity === void 0)
    throw new AqrError(
      "ERR_USAGE",
      "the provenance bundle is signed keyless (a certificate): give --provenance-identity (the signer, exact) with --provenance-trusted-root",
      {
        file
      }
    );
  const keys = keyless ? void 0 : await readPublicKeys(o.provenanceKey);
  const policy = keyless ? identityPolicy({ identity: o.provenanceIdentity, issuer: o.provenanceIssuer }) : void 0;
  const roots = keyless ? await readTrustedRoots(o.provenanceTrustedRoot) : [TrustedRoot.fromJSON({ tlogs: [], certificateAuthorities: [], ctlogs: [], timestampAuthorities: [] })];
  let outcome = { ok: false, code: "VERIFICATION_ERROR" };
  for (const root of roots) if (!outcome.ok) outcome = checkBundle(bundle, root, keys, policy);
  if (!outcome.ok)
    return { unverified: `The provenance bundle ${name} (${digest}) does not verify (${outcome.code ?? "VERIFICATION_ERROR"}): it is not recorded.` };
  const problems = [];
  const statement = readStatement(bundle, problems);
  if (!statement) return { unverified: `The provenance bundle ${name} verifies but holds no in-toto statement (${problems.join("; ")}): it is not recorded.` };
  const format = statement.predicateType === "https://slsa.dev/provenance/v1" ? "slsa/v1" : "in-toto/v1";
  return { digest, format };
}

// src/pipeline/evaluate.ts
async function runEvaluate(o) {
  const proposed = await readBar(barPaths(o), checkoutSource(), [], o.loadedProfile);
  const source = o.barSource ?? (o.barRef !== void 0 ? await gitSource(o.barRef) : void 0);
  const baseOptions = o.base ? o.base.options && { ...o.base.options, ...runLevel(o) } : o;
  let pinned = source ? await pinBar(
    { paths: baseOptions && barPaths(baseOptions), lines: o.base?.lines ?? [] },
    proposed,
    source,
    barChangeAcceptance(o.approval, o.allowBarChange === true, o.allowBarChangeAddedIn)
  ) : unpinned(proposed);
  if (source !== o.barSource) await source?.close?.();
  const writes = baseOptions ?? o;
  const sideOf = (which) => {
    const { out: _o, predicate: _p, attest: _a, vsa: _v, ...own } = which === "base" && baseOptions ? baseOptions : o;
    return {
      ...own,
      ...writes.out !== void 0 ? { out: writes.out } : {},
      ...writes.predicate !== void 0 ? { predicate: writes.predicate } : {},
      ...writes.attest !== void 0 ? { attest: writes.attest } : {},
      ...writes.vsa !== void 0 ? { vsa: writes.vsa } : {}
    };
  };
  let side = sideOf(source && pinned.change?.enforced !== "proposed" ? "base" : "proposed");
  for (const f of [side.out, side.predicate, side.attest, side.vsa]) if (f !== void 0 && o.writeRoots) assertInside(f, o.writeRoots);
  const key = side.key ? await readPrivateKey(side.key) : void 0;
  if (side.attest !== void 0 && !key) throw new AqrError("ERR_USAGE", "--attest signs the statement with the record's key: give --signing-key");
  if ((side.attest !== void 0 || side.predicate !== void 0 || side.vsa !== void 0) && side.out === void 0)
    throw new AqrError("ERR_USAGE", "--attest, --predicate and --vsa attest the record written with --out: give --out");
  const subjects = side.attest !== void 0 || side.vsa !== void 0 ? await readSubjects(side.subjects ?? [], side.subjectDigests ?? []) : [];
  const tier = side.tier ?? pinned.judged.profile.tier;
  if (RELEASE_TIERS.indexOf(tier) < RELEASE_TIERS.indexOf(pinned.judged.profile.tier))
    throw new AqrError("ERR_USAGE", `--tier ${tier} is below the profile's tier ${pinned.judged.profile.tier}; a tier may be raised, never lowered`);
  if (side.trials.length === 0 && side.measures.length === 0 && (side.evidence ?? []).length === 0 && (side.tallies ?? []).length === 0)
    throw new AqrError("ERR_USAGE", "no evidence: give --trials (a trial ledger), --tallies (its partial tallies), --evidence (traces) or --measures");
  const judge = async (opts, bar, enforced2, warnings2) => {
    const { holds, warnings: read, ...inputs } = await sideInputs(opts, bar, key);
    const judged = await judgeWith(
      opts,
      bar,
      {
        ...inputs,
        willSign: key !== void 0,
        sealed: opts.sealed && !(enforced2 && pinned.unseal),
        holds: [...o.holds ?? [], ...enforced2 ? pinned.holds : [], ...holds],
        notes: enforced2 ? [...o.notes ?? [], ...barNotes(pinned)] : [],
        definition: definitionCustody(pinned, bar, source !== void 0)
      },
      warnings2
    );
    warnings2.unshift(...bar.profile.warnings, ...read);
    return judged;
  };
  const warnings = [];
  let enforced;
  try {
    enforced = await judge(side, pinned.judged, true, warnings);
  } catch (e) {
    if (!(pinned.change?.enforced === "base" && isAqrError(e) && e.code === "ERR_INPUT_MISMATCH")) throw e;
    pinned = fallBackToProposed(pinned, proposed, e);
    side = sideOf("proposed");
    warnings.length = 0;
    enforced = await judge(side, pinned.judged, true, warnings);
  }
  warnings.unshift(...o.inputWarnings ?? []);
  const { result, signals } = enforced;
  let barShadow;
  if (pinned.other) {
    try {
      const s = await judge(sideOf(pinned.other.which), pinned.other.bar, false, []);
      barShadow = { bar: pinned.other.which, verdict: s.result.verdict, reasons: s.result.reasons, gates: s.result.gates };
    } catch (e) {
      if (!isAqrError(e)) throw e;
      barShadow = { bar: pinned.other.which, error: e.format() };
    }
  }
  if (key) result.record = await signRecord(result.record, key);
  assertSchemaValid(result.record, result.reasons);
  const check = await checkRecord(result.record, key ? { verifier: keyVerifier([key]) } : {});
  const run = {
    ...result,
    check,
    warnings,
    bar: withImportOptions(pinned.record, enforced.selection),
    ...signals ? { signals } : {},
    ...pinned.change ? { barChange: pinned.change } : {},
    ...barShadow ? { barShadow } : {},
    ...enforced.tasks ? { tasks: enforced.tasks } : {}
  };
  if (side.out !== void 0) {
    const barOut = besideRecord(side.out, ".bar.json");
    const signalsOut = signals ? besideRecord(side.out, ".signals.json") : void 0;
    const signalsText = signals ? `${JSON.stringify(signals, null, 2)}
` : void 0;
    const statsOut = usesStats(result.stats) ? besideRecord(side.out, ".stats.json") : void 0;
    const recordText = await toRecordText(result.record, isYamlPath(side.out));
    const recordDigest = `sha256:${sha256Hex(recordText)}`;
    const detailOut = besideRecord(side.out, ".detail.json");
    const detail = detailSidecar({ recordDigest, gates: result.gates, shadow: result.shadow, reasons: result.reasons, tasks: enforced.tasks });
    const predicateOut = side.predicate ?? (side.attest !== void 0 ? besideRecord(side.out, ".predicate.json") : void 0);
    const predicate = predicateOut === void 0 && side.vsa === void 0 ? void 0 : buildPredicate({
      record: result.record,
      recordDigest,
      profileRef: side.profile,
      profile: pinned.judged.profile,
      tier: result.record.profile.tier,
      k: enforced.ledger.measures.find((m) => m.k !== void 0)?.k,
      sealed: side.sealed,
      evidence: {
        format: enforced.evidence.format,
        files: enforced.shards ?? await evidenceFiles(enforced.files),
        task_manifest: {
          path: pinned.judged.files.find((f) => f.role === "task-manifest")?.path ?? side.taskManifest,
          digest: pinned.judged.manifestDigest
        },
        signals: signalsOut && signalsText ? { path: signalsOut, digest: `sha256:${sha256Hex(signalsText)}` } : null
      },
      version: VERSION,
      ...usesStats(result.stats) ? { stats: result.stats } : {},
      bar: run.bar
    });
    await writeFilesAtomic([
      { file: side.out, data: recordText },
      ...signalsOut && signalsText ? [{ file: signalsOut, data: signalsText }] : [],
      ...statsOut ? [{ file: statsOut, data: `${JSON.stringify(result.stats, null, 2)}
` }] : [],
      { file: detailOut, data: `${JSON.stringify(detail, null, 2)}
` },
      ...predicateOut && predicate ? [{ file: predicateOut, data: predicateText(predicate) }] : [],
      ...side.vsa !== void 0 && predicate ? [{ file: side.vsa, data: predicateText(summaryOf(predicate, check.level, subjects, side.out)) }] : [],
      // The bar bound to this record and signed with its key (unsigned without one): src/sign/bar-statement.ts.
      // Every threshold applied, ceilings too, signed beside the record: the record's closed schema keeps floors only.
      { file: barOut, data: barStatementText(await barStatement(result.record, withThresholds(run.bar, pinned.judged.profile, result.record), key)) }
    ]);
    if (signalsOut) run.signalsOut = signalsOut;
    if (statsOut) run.statsOut = statsOut;
    run.barOut = barOut;
    run.detailOut = detailOut;
    run.out = side.out;
    run.recordDigest = recordDigest;
    if (side.vsa !== void 0) run.vsaOut = side.vsa;
    if (predicateOut && predicate) {
      run.predicateOut = predicateOut;
      if (side.attest !== void 0 && key) {
        await writeBundle(side.attest, predicate, subjects, key);
        run.attestOut = side.attest;
      }
    }
  }
  return run;
}
function withThresholds(bar, profile, record) {
  const tier = record.profile.tier;
  return { ...bar, thresholds: { tier, gates: appliedGates(resolvedProfile(profile), tier) } };
}
function barPaths(o) {
  const inputs = {};
  if (o.acceptanceRule !== void 0) inputs["acceptance-rule"] = o.acceptanceRule;
  if (o.rollbackTo !== void 0) inputs["rollback-to"] = o.rollbackTo;
  if (o.baseline !== void 0) inputs.baseline = o.baseline;
  if (o.baselineKey !== void 0) inputs["baseline-key"] = o.baselineKey;
  return { profile: o.profile, taskManifest: o.taskManifest, authority: o.authority, decisions: o.decisions, evalDefinition: o.evalDefinition ?? [], inputs };
}
function runLevel(o) {
  const run = {};
  for (const k of ["words", "pathBase", "holds", "notes", "barRef", "barSource", "approval", "allowBarChange", "allowBarChangeAddedIn", "writeRoots"])
    if (o[k] !== void 0) Object.assign(run, { [k]: o[k] });
  return run;
}
async function sideInputs(o, bar, key) {
  const read = textsFirst(bar.texts);
  const warnings = [];
  const tree = async (paths, what) => {
    const t = await treeDigest(paths, what);
    if (t.skipped.length > 0)
      warnings.push(
        `${t.skipped.length} paths in the ${what} are symbolic links or special files and were not digested (as find -type f): ${t.skipped.slice(0, 3).map((s) => JSON.stringify(s.path)).join(", ")}${t.skipped.length > 3 ? ", \u2026" : ""}`
      );
    return t.digest;
  };
  const subject = { agent: o.agent, harness_digest: await tree(o.harness, "harness"), authority: bar.authority };
  if (o.code.length > 0) subject.code_digest = await tree(o.code, "code");
  if (o.modelProvider !== void 0 || o.modelId !== void 0) {
    if (!o.modelProvider || !o.modelId) throw new AqrError("ERR_USAGE", "--model-provider and --model-id go together");
    subject.model = { provider: o.modelProvider, id: o.modelId };
  }
  const blocks = await readBlocks(o.blocks ?? {}, bar.manifest.tasks.values(), subject.model !== void 0, o.judge !== void 0);
  if (blocks.modelDigest && subject.model) subject.model.digest = blocks.modelDigest;
  if (blocks.agentCard) subject.agent_card = blocks.agentCard;
  const decision2 = {
    actor: o.actor,
    ...o.question ? { question: o.question } : {},
    ...o.option.length > 0 ? { options: o.option } : {},
    ...o.rationale ? { rationale: o.rationale } : {},
    ...o.rollbackTo ? { rolls_back_to: await rollbackTarget(o.rollbackTo, read, bar.texts) } : {}
  };
  const base = o.baseline ? await readBaseline(o.baseline, o.baselineKey ?? (key ? [key] : void 0), read) : o.baselineFound ? { baseline: o.baselineFound } : void 0;
  if (base?.warning) warnings.push(base.warning);
  const holds = base && "hold" in base && base.hold ? [base.hold] : [];
  return { subject, now: decisionTime(o.now), decision: decision2, baseline: base?.baseline, holds, warnings, blocks };
}
function definitionCustody(pinned, judged, atBase) {
  const of = (b) => b.files.filter((f) => f.role === "eval-definition").map((f) => `${f.path}\0${f.sha256}`).sort().join("\n");
  const other = pinned.other?.bar;
  const changed = other !== void 0 && of(other) !== of(judged);
  return { definitionPinned: atBase && pinned.record.ref !== null && !changed && of(judged) !== "", definitionChanged: changed };
}
function barNotes(p) {
  if (!p.change) return [];
  return [
    p.change.accepted ? `This change alters the bar (${p.change.lines.length} differences from ${p.change.base}), ${p.change.accepted}.` : `This change alters the bar; it was judged by the bar at ${p.change.base}.`
  ];
}
function withTasks(ctx, tasks) {
  if (tasks?.results) ctx.tasks = tasks.results;
  return ctx;
}
async function judgeWith(o, bar, c, warnings) {
  const { manifest } = bar;
  const profile = o.gates ? withFlagGates(bar.profile, o.gates) : bar.profile;
  const tier = o.tier !== void 0 && RELEASE_TIERS.indexOf(o.tier) > RELEASE_TIERS.indexOf(profile.tier) ? o.tier : profile.tier;
  const { ledger, evidence, files, shards, tasks, binding, recompute, selection, judgedHolds } = await readAttempts(
    o,
    profile,
    manifest,
    { manifestDigest: bar.manifestDigest, harnessDigest: c.subject.harness_digest },
    warnings
  );
  warnings.push(...ledger.warnings);
  const shardHold = shardsHold(o.expectShards, shards?.length ?? files.length, o.words);
  const measures = mergeMeasures(
    ledger,
    evidence,
    recordPaths([...o.trials, ...o.evidence ?? [], ...o.tallies ?? []], o.pathBase),
    await readMeasures(o.measures)
  );
  measures.push(...c.blocks.measures);
  const { signals, judgeEce } = await analyseSignals(o, profile, c.now, warnings, textsFirst(bar.texts));
  const judge = o.judge ? { ...o.judge, ...c.blocks.judgePackDigest ? { pack_digest: c.blocks.judgePackDigest } : {}, ...judgeEce ? { calibration_ece: judgeEce.ece } : {} } : void 0;
  const result = evaluate({
    profile,
    tier,
    now: c.now,
    subject: c.subject,
    taskSet: { manifest_digest: bar.manifestDigest, held_in: manifest.held_in, held_out: manifest.held_out, sealed: c.sealed, canary_ids: manifest.canary_ids },
    measures,
    missing: ledger.missing,
    decisions: bar.decisions,
    canaries: ledger.canaries,
    evidence,
    evaluatorIndependent: o.evaluatorIndependent,
    ...judge ? { judge } : {},
    ...c.blocks.supplyChain ? { supplyChain: c.blocks.supplyChain } : {},
    decision: c.decision,
    willSign: c.willSign,
    signalGates: signalGates(signals, profile.signals, o.words),
    softHolds: [...signals?.softHolds ?? [], ...judgedHolds ?? []],
    holds: [...c.holds, ...shardHold, ...binding?.holds ?? [], ...recomputeHolds(recompute)],
    notes: [...c.notes, ...binding?.note ? [binding.note] : [], ...c.blocks.notes],
    ...binding || bar.files.some((f) => f.role === "eval-definition") && evidence.replayable ? {
      custody: {
        ...c.definition,
        attempts: binding?.attempts ?? evidence.events ?? 0,
        bound: binding?.bound ?? 0,
        derived: new Set(ledger.measures.map((m) => m.id))
      }
    } : {},
    ...recompute ? { recompute } : {},
    stats: withTasks(statsContext(ledger), tasks),
    ...c.baseline ? { baseline: c.baseline } : {},
    ...o.words ? { words: o.words } : {}
  });
  return {
    result,
    ...signals ? { signals } : {},
    ledger,
    evidence,
    files,
    ...shards ? { shards } : {},
    ...tasks ? { tasks } : {},
    ...recompute ? { recompute } : {},
    ...selection ? { selection } : {}
  };
}
function shardsHold(expected, found, words) {
  if (expected === void 0 || found === expected) return [];
  const flag = words?.input("expect-shards") ?? "--expect-shards";
  if (found > expected)
    throw new AqrError(
      "ERR_USAGE",
      `the evidence covers ${found} shard files but ${flag} is ${expected}: more shards than the run has (a stale artifact, a second run's?)`
    );
  return [{ code: "SHARD_MISSING", message: `the evidence covers ${found} of the ${expected} shard files ${flag} expects: a matrix job contributed nothing` }];
}
async function analyseSignals(o, profile, now, warnings, read) {
  if (!o.signals || o.signals.length === 0) return {};
  const [{ readSignals }, { SignalAnalysis }] = await Promise.all([import("./signals-file-WNVEAS6Y.js"), import("./analysis-ARXWUU2D.js")]);
  const analysis = new SignalAnalysis({
    strict: o.strict === true,
    ...o.acceptanceRule ? { rule: await readRule(o.acceptanceRule, read) } : {},
    ...profile.signals.min_tier ? { minTier: profile.signals.min_tier } : {},
    ...o.now !== void 0 ? { now: Date.parse(now) } : {},
    ...profile.signals.soft_holds ? { softHolds: profile.signals.soft_holds } : {}
  });
  await readSignals(o.signals, analysis);
  const signals = analysis.report();
  if (signals.deviations.total > 0)
    warnings.push(
      `${signals.deviations.total} signal deviations (${Object.entries(signals.deviations.byCode).map(([c, n]) => `${c} ${n}`).join(", ")}); see the signals report`
    );
  if (signals.counts.skipped > 0) warnings.push(`${signals.counts.skipped} signal records were skipped; see the signals report`);
  if (signals.privacy.flagged > 0)
    warnings.push(
      `${signals.privacy.flagged} signal values look like e-mail addresses, secrets, repository URLs or code (${Object.keys(signals.privacy.byKind).join(", ")}); their text is not copied anywhere`
    );
  const judgeEce = o.judge ? analysis.confidence.ece(o.judge.id) : void 0;
  return { signals, ...judgeEce ? { judgeEce } : {} };
}
async function readAttempts(o, profile, manifest, expected, warnings) {
  const traces = o.evidence ?? [];
  const tallies = o.tallies ?? [];
  if ([o.trials, traces, tallies].filter((x) => x.length > 0).length > 1)
    throw new AqrError(
      "ERR_USAGE",
      "give the attempts once: --trials (a trial ledger), --tallies (its partial tallies) or --evidence (traces), not two of them"
    );
  if (tallies.length > 0) {
    const read2 = await readTallies(tallies, manifest, expected.manifestDigest);
    if (read2.skipped > 0) warnings.push(`${read2.skipped} blank lines in the trial ledger were passed over`);
    const ledger2 = ledgerMeasures(read2.tally, chooseK(profile, read2.tally, warnings));
    if (read2.evidenceFormat !== LEDGER_FORMAT) ledger2.missing.push(...notMeasured(read2.evidenceFormat));
    return {
      ledger: ledger2,
      // The shards as the matrix jobs named them, by the digest one job reading them all would record.
      evidence: {
        ledger: formatLedgerRef(
          read2.shards.map((s) => s.name),
          read2.digest
        ),
        format: read2.evidenceFormat,
        events: read2.tally.events,
        replayable: true
      },
      files: read2.files,
      shards: read2.shards.map((s) => ({ path: s.name, sha256: s.sha256, lines: s.lines })),
      tasks: taskDetail(read2.tally)
    };
  }
  if (o.trials.length === 0 && traces.length === 0) {
    const none = { measures: [], missing: [], canaries: manifest.canary_ids.map((id) => ({ id, fired: false, attempts: 0 })), warnings: [] };
    return {
      ledger: none,
      evidence: { ledger: recordPaths(o.measures, o.pathBase).join(" "), format: "aqr.measures/1", replayable: false },
      files: await expandFiles(o.measures, "measures")
    };
  }
  if (o.trials.length > 0) {
    const read2 = await readTrials(o.trials, manifest, o.trialsHow);
    if (read2.blank > 0) warnings.push(`${read2.blank} blank lines in the trial ledger were passed over`);
    warnings.push(...importReport(read2));
    const ledger2 = ledgerMeasures(read2.tally, chooseK(profile, read2.tally, warnings));
    if (read2.imported) ledger2.missing.push(...notMeasured(read2.format));
    const recompute = mergeRecomputes((read2.imported ?? []).flatMap((i) => i.imported.recompute ? [i.imported.recompute] : []));
    const selection = selectionOf(read2.imported);
    const judgedHolds = judgedFailureHolds(read2.imported ?? [], profile.signals.soft_holds?.max_judged_failures, new Set(manifest.canary_ids));
    return {
      ledger: ledger2,
      evidence: { ledger: formatLedgerRef(recordPaths(o.trials, o.pathBase), read2.digest), format: read2.format, events: read2.tally.events, replayable: true },
      files: read2.files,
      tasks: taskDetail(read2.tally),
      ...read2.imported ? { binding: bindDefinitions(read2.imported, manifest) } : {},
      ...recompute ? { recompute } : {},
      ...selection ? { selection } : {},
      ...judgedHolds.length > 0 ? { judgedHolds } : {}
    };
  }
  const { readTraceEvidence, traceMeasures } = await import("./otel-CECANPGT.js");
  const read = await readTraceEvidence(traces, manifest, expected);
  const ledger = traceMeasures(read, chooseK(profile, read.tally, warnings));
  return {
    ledger,
    evidence: { ledger: formatLedgerRef(recordPaths(traces, o.pathBase), read.digest), format: OTEL_FORMAT, events: read.events, replayable: true },
    files: read.files,
    tasks: taskDetail(read.tally)
  };
}
function withFlagGates(profile, gates) {
  try {
    return { ...extendProfile(profile, { id: profile.id, version: profile.version, gates }, "--floor/--ceiling"), chain: profile.chain };
  } catch (e) {
    const why = e instanceof AqrError ? e.message.replace(/; a profile may only tighten.*$/, "") : String(e);
    throw new AqrError(
      "ERR_USAGE",
      `--floor/--ceiling: ${why.replace(/^--floor\/--ceiling: /, "")} of profile ${profile.chain[0] ?? profile.id}; a gate given here only adds or tightens (loosen it in the profile, saying why)`
    );
  }
}
function chooseK(profile, tally, warnings) {
  const k = profile.k ?? [...profile.gates, ...Object.values(profile.tier_gates).flat()].find((g) => g.k !== void 0)?.k;
  if (k !== void 0) return k;
  let min = Infinity;
  for (const t of tally.manifest.tasks.values()) if (!t.canary) min = Math.min(min, tally.attemptsAt(t.index));
  if (!Number.isFinite(min) || min < 2) return void 0;
  warnings.push(`the profile sets no k: pass^k uses k=${min}, the attempts every task has`);
  return min;
}
function mergeMeasures(ledger, evidence, evidencePaths, given) {
  const key = (m) => `${m.id}|${m.split ?? ""}|${m.k ?? ""}`;
  const out = [...ledger.measures];
  const byKey = /* @__PURE__ */ new Map();
  for (const g of given) {
    const at = { file: g.file, ...g.line === void 0 ? {} : { line: g.line } };
    const outranked = evidence.replayable ? outrankedBy(g.value, ledger, evidence.format, `${measurementSource(evidence)} at ${shortList(evidencePaths)}`) : void 0;
    if (outranked) throw new AqrError("ERR_INPUT_CONFLICT", outranked, at);
    const same = byKey.get(key(g.value));
    if (same && same.value.value !== g.value.value)
      throw new AqrError(
        "ERR_INPUT_CONFLICT",
        `${measureKey(g.value)} is ${JSON.stringify(g.value.value)} here but ${same.file}${same.line === void 0 ? "" : `:${same.line}`} gives ${JSON.stringify(same.value.value)}`,
        at
      );
    if (!same) {
      out.push(g.value);
      byKey.set(key(g.value), g);
    }
  }
  return out;
}
function outrankedBy(m, ledger, format, by) {
  if (underivableMeasures(format).has(m.id))
    return `${m.id} is measured from traces; a record whose evidence is a trial ledger cannot carry it (give --evidence traces instead)`;
  if (!evidenceMeasures(format).has(m.id)) return void 0;
  const computed = ledger.measures.filter((c) => c.id === m.id);
  const missing = ledger.missing.find((c) => c.id === m.id);
  const says = computed.length > 0 ? `computes ${shortList(computed.map((c) => `${measureKey(c)} = ${JSON.stringify(c.value)}`))}` : missing ? `gives ${m.id} and has none here (${missing.reason})` : `gives ${m.id} and has none here`;
  return `${measureKey(m)} is given here, but ${by} ${says}: the evidence outranks a measures file in every split (leave ${m.id} out of --measures)`;
}
var shortList = (items) => `${items.slice(0, 3).join(", ")}${items.length > 3 ? ", \u2026" : ""}`;
function decisionTime(now) {
  const d = now === void 0 ? /* @__PURE__ */ new Date() : new Date(now);
  if (Number.isNaN(d.getTime()) || now !== void 0 && !isRfc3339(now, "optional"))
    throw new AqrError("ERR_USAGE", `--now must be an RFC 3339 timestamp with a zone, got ${JSON.stringify(now)}`);
  return `${d.toISOString().slice(0, 19)}Z`;
}
async function rollbackTarget(ref, read, held) {
  if (DIGEST_RE.test(ref)) return ref;
  if (ref.startsWith("sha256:")) throw new AqrError("ERR_USAGE", `--rollback-to ${ref} is not a sha256 digest (sha256: and 64 lowercase hex digits)`);
  if (!held?.has(ref) && !existsSync2(ref))
    throw new AqrError(
      "ERR_USAGE",
      `--rollback-to takes a digest (sha256: and 64 lowercase hex digits) or a previous record file; ${JSON.stringify(ref)} is neither`
    );
  const previous = (await readRecordFile(ref, read)).value;
  const digest = previous.subject?.harness_digest;
  if (typeof digest !== "string" || !DIGEST_RE.test(digest))
    throw new AqrError("ERR_INPUT_INVALID", "the previous record has no valid subject.harness_digest to roll back to", { file: ref });
  return digest;
}
function recordPaths(paths, base = process.cwd()) {
  return paths.map((p) => isAbsolute2(p) ? posixRelative(p, base) || "." : p);
}
function selectionOf(imported) {
  const all = (imported ?? []).map((i) => i.imported.selection ?? {});
  const first = all[0];
  if (!first) return void 0;
  const out = {};
  for (const k of ["subject", "taskIdField", "scorer"]) {
    const v = first[k];
    if (v !== void 0 && all.every((o) => o[k] === v)) out[k] = v;
  }
  return Object.keys(out).length > 0 ? out : void 0;
}
function withImportOptions(bar, selection) {
  if (!selection) return bar;
  const options = {
    ...selection.subject === void 0 ? {} : { "trials-subject": selection.subject },
    ...selection.taskIdField === void 0 ? {} : { "task-id": selection.taskIdField },
    ...selection.scorer === void 0 ? {} : { "trials-scorer": selection.scorer }
  };
  return { ...bar, import_options: options };
}

// src/cli/evaluate.ts
var CLI_FAILING = 20;
async function evaluateCommand(argv, io) {
  const parsed = parseCommand("evaluate", argv, io);
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw new AqrError("ERR_USAGE", `unexpected argument ${JSON.stringify(positionals[0])}; every input is a --flag`);
  const configFile = typeof values["config"] === "string" ? values["config"] : void 0;
  const config = configFile ? await readConfig(configFile) : {};
  const flags = {};
  for (const k of Object.keys(EVALUATE_FLAGS)) if (values[k] !== void 0) flags[k] = values[k];
  if (values["subject"] !== void 0) {
    const given = flags["subject-path"] ?? config["subject-path"];
    flags["subject-path"] = [...Array.isArray(given) ? given : typeof given === "string" ? [given] : [], ...values["subject"]];
  }
  const merged = { ...config, ...flags };
  const options = toEvaluateOptions(merged);
  if (configFile && options.barRef !== void 0) {
    options.barSource = await gitSource(options.barRef);
    const atBase = await configAt(options.barSource, configFile);
    options.base = baseInputs(isAqrError(atBase) ? atBase : { ...atBase, ...flags }, merged, configFile, options.barSource.label);
  }
  const run = await runEvaluate(options);
  await options.barSource?.close?.();
  for (const w of run.warnings) io.err(`aqr: warning: ${w}`);
  if (values["json"]) io.out(JSON.stringify(resultObject(run)));
  else printHuman(run, io);
  return run.verdict === "ship" ? 0 : 1;
}
function resultObject(run) {
  return {
    verdict: run.verdict,
    reasons: run.reasons.map(({ verdict, code, message }) => ({ verdict, code, message })),
    gates: run.gates.map((g) => ({
      id: g.id,
      ...g.split ? { split: g.split } : {},
      result: g.result,
      ...g.value !== void 0 ? { value: g.value } : {},
      ...g.floor !== void 0 ? { floor: g.floor } : {},
      ...g.ceiling !== void 0 ? { ceiling: g.ceiling } : {},
      source: g.source,
      reason: g.reason
    })),
    record: run.out ?? null,
    signals: run.signalsOut ?? null,
    predicate: run.predicateOut ?? null,
    attestation: run.attestOut ?? null,
    vsa: run.vsaOut ?? null,
    stats: run.statsOut ?? null,
    shadow: run.shadow.map((g) => ({ id: g.id, ...g.split ? { split: g.split } : {}, result: g.result, reason: g.reason })),
    record_id: run.record.record_id,
    level: run.check.level,
    unmet: run.check.unmet.map(({ level, code, message }) => ({ level, code, message })),
    warnings: run.warnings,
    bar: run.bar,
    bar_change: run.barChange ? { ...run.barChange, ...run.barShadow ? { shadow: shadowObject(run.barShadow) } : {} } : null
  };
}
function shadowObject(s) {
  return "error" in s ? s : { bar: s.bar, verdict: s.verdict, reasons: s.reasons.map(({ verdict, code, message }) => ({ verdict, code, message })) };
}
function printHuman(run, io) {
  const b = run.barChange;
  if (b) {
    io.out(`this change alters the bar: judged by ${b.enforced === "base" ? `the bar at ${b.base}` : `its own bar${b.accepted ? ` (${b.accepted})` : ""}`}`);
    for (const l of b.lines) io.out(`  ${oneLine(l)}`);
    const s = run.barShadow;
    if (s)
      io.out(
        `shadow verdict of ${s.bar === "base" ? `the bar at ${b.base}` : "the changed bar"} (never enforced): ${"error" in s ? `cannot judge: ${s.error}` : `${s.verdict}${s.reasons.length ? ` (${[...new Set(s.reasons.map((r) => r.code))].join(", ")})` : ""}`}`
      );
  }
  const view = gateView({
    verdict: run.verdict,
    reasons: run.reasons,
    gates: run.gates,
    shadow: run.shadow,
    record: run.record,
    level: run.check.level,
    unmet: run.check.unmet,
    recordDigest: run.recordDigest ?? "",
    stats: run.stats,
    surface: "cli",
    tasks: run.tasks
  });
  io.out(`verdict: ${run.verdict}`);
  for (const r of view.reasonLines) io.out(`  ${oneLine(reasonText(r))}`);
  const enforced = view.rows.filter((l) => l.state !== "shadow");
  const shadow = view.rows.filter((l) => l.state === "shadow");
  io.out("gates:");
  for (const l of enforced) io.out(`  ${gateText(l)}`);
  if (shadow.length > 0) io.out("shadow gates (reported, never enforced):");
  for (const l of shadow) io.out(`  ${gateText(l)}`);
  const drill = view.drill;
  if (drill && drill.failing.length > 0) {
    const named2 = drill.failing.slice(0, CLI_FAILING).map((t) => oneLine(`${t.id}${t.split ? ` (${t.split})` : ""}`));
    const more = drill.failingTotal - named2.length;
    io.out(`${failingTitle(drill).toLowerCase()}: ${named2.join(", ")}${more > 0 ? `, and ${more} more (every one in the record's .detail.json)` : ""}`);
  }
  for (const l of pairedText(view.paired)) io.out(l);
  for (const n of run.stats.notices) io.out(`note: ${n}`);
  const where = run.out ? `${run.out} (${run.record.record_id})` : `not written (give --out)`;
  if (run.attestOut) io.out(`attestation: ${run.attestOut} (predicate ${run.predicateOut ?? ""})`);
  else if (run.predicateOut) io.out(`predicate: ${run.predicateOut}`);
  if (run.vsaOut) io.out(`verification summary (SLSA VSA v1): ${run.vsaOut}`);
  io.out(
    `record: ${where}, conformance ${view.levelWhy}${run.check.unmet.length > 0 ? ` (for ${run.check.unmet[0]?.level}: ${run.check.unmet.map((u) => u.code).join(", ")})` : ""}`
  );
}
export {
  evaluateCommand,
  resultObject
};
