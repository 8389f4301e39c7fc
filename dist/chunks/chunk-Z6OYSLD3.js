import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  checkRecord
} from "./chunk-2PXD24NY.js";
import {
  readRecordFile
} from "./chunk-YZVKNPGH.js";
import {
  formatPath
} from "./chunk-STKYN4C7.js";
import {
  surelyReadAlike
} from "./chunk-TMHOHQTT.js";
import {
  readTextFile
} from "./chunk-R3H6C3J7.js";
import {
  isAqrError
} from "./chunk-JFP2MHRA.js";

// src/check/types.ts
var LEVELS = ["L1", "L2", "L3", "L4"];

// src/record/spelling-check.ts
async function spellingWarnings(parsed, text) {
  if (parsed.plain?.every(surelyReadAlike)) return [];
  const { yamlSpellingWarnings } = await import("./yaml-spelling-IMKFZFDD.js");
  return yamlSpellingWarnings(await text(), parsed.yaml);
}

// src/check/release.ts
function releaseVerdict(value, level, more = {}) {
  const blockers = [];
  const add = (code, message) => blockers.push({ code, message });
  const record = isObject(value) ? value : {};
  const decision = isObject(record.decision) ? record.decision : {};
  if (decision["verdict"] !== "ship") add("RELEASE_NOT_SHIP", `release requires decision.verdict: ship, not ${JSON.stringify(decision["verdict"] ?? null)}`);
  const actor = decision["actor"];
  if (typeof actor !== "string" || actor.trim() === "" || actor.trim().toLowerCase() === "unknown") add("RELEASE_ACTOR", `release requires a named decision.actor, not ${JSON.stringify(actor ?? null)}`);
  const gates = Array.isArray(record.gates) ? record.gates : [];
  const failing = gates.filter((g) => !isObject(g) || g["result"] !== "pass").map((g) => isObject(g) ? String(g["id"]) : JSON.stringify(g));
  if (gates.length === 0) add("RELEASE_GATES", "release requires passing deterministic gates, and there are none");
  else if (failing.length > 0) add("RELEASE_GATES", `release requires every gate passing: ${failing.join(", ")} did not`);
  if (level === null || LEVELS.indexOf(level) < LEVELS.indexOf("L2")) add("RELEASE_BELOW_L2", `release requires L2 or higher; the record is at ${level ?? "below L1"}`);
  if (more.signature && !more.signature.ok) add("RELEASE_SIGNATURE", `release with --key requires a signature that verifies: ${more.signature.message} (${more.signature.code})`);
  if (more.replay && more.replay.length > 0) add("RELEASE_REPLAY", `release with --ledger requires a replay that matches: ${more.replay.map((m) => `${m.code} ${m.what}`).join(", ")}`);
  return { permitted: blockers.length === 0, blockers };
}
function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

// src/pipeline/check.ts
async function checkFiles(files, options = {}) {
  let verifier;
  if (options.keyFile !== void 0) {
    const [{ readPublicKeys }, { keyVerifier }] = await Promise.all([import("./key-file-3V5XJEYI.js"), import("./verify-FS5Q33FV.js")]);
    verifier = keyVerifier(await readPublicKeys(options.keyFile));
  }
  const out = [];
  for (const file of files) {
    try {
      const parsed = await readRecordFile(file);
      const ledger = options.ledger;
      let replayed;
      const replayOnce = async (record2) => replayed ??= await replayLedger(record2, file, ledger);
      const result = await checkRecord(parsed.value, {
        ...verifier ? { verifier } : {},
        ...ledger ? { replay: async (record2) => replayUnmet(await replayOnce(record2)) } : {}
      });
      const record = parsed.value;
      if (ledger && result.level !== null) await replayOnce(record);
      const warnings = parsed.syntax === "yaml" && isSigned(parsed.value) ? await spellingWarnings(parsed, () => readTextFile(file, "record")) : [];
      const check = { file, level: result.level, unmet: result.unmet.map((u) => locate(u, parsed.lineOf)), ...warnings.length > 0 ? { warnings } : {}, ...replayed ? { replay: replayed } : {} };
      if (options.release) {
        const signature = verifier && result.level !== null ? await signatureOutcome(record, verifier) : void 0;
        check.release = releaseVerdict(parsed.value, result.level, { ...signature ? { signature } : {}, ...replayed ? { replay: replayed.mismatches } : {} });
      }
      out.push(check);
    } catch (e) {
      if (!isAqrError(e)) throw e;
      out.push({ file, error: e });
    }
  }
  return out;
}
async function replayLedger(record, file, ledger) {
  const [{ replayRecord }, { statsBeside }] = await Promise.all([import("./replay-BPSG65MV.js"), import("./stats-NTJFPV3Y.js")]);
  return replayRecord(record, { ...ledger, stats: statsBeside(file, ledger.stats) });
}
function isSigned(value) {
  return typeof value.decision?.signature === "string";
}
async function signatureOutcome(record, verifier) {
  if (typeof record.decision.signature !== "string") return { ok: false, code: "SIGNATURE_FORMAT", message: "the record carries no decision.signature" };
  return verifier.verify(record);
}
function locate(u, lineOf) {
  const out = { level: u.level, code: u.code, message: u.message };
  if (u.path) {
    out.field = formatPath(u.path);
    const line = lineOf(u.path);
    if (line !== void 0) out.line = line;
  }
  return out;
}
function replayUnmet(r) {
  return r.mismatches.map((m) => ({ level: "L4", code: `REPLAY_${m.code}`, message: `replay: ${m.message}` }));
}
function reaches(level, wanted) {
  return level !== null && LEVELS.indexOf(level) >= LEVELS.indexOf(wanted);
}

export {
  LEVELS,
  checkFiles,
  reaches
};
