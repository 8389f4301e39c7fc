import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  isRfc3339
} from "./chunk-FSOK7FNT.js";
import {
  checkRecord
} from "./chunk-K5K7RWKF.js";
import {
  checkBundle,
  parseBundle,
  readStatement,
  readTrustedRoots
} from "./chunk-P373R5FI.js";
import {
  PREDICATE_TYPE,
  readPredicateValue
} from "./chunk-VJ3KPJV5.js";
import {
  recordDigest,
  verifyBarStatement
} from "./chunk-HQ6HBTRQ.js";
import {
  replayRecord
} from "./chunk-QIHL3Z5K.js";
import {
  LEVELS,
  releaseVerdict
} from "./chunk-MYKBDVWF.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import {
  require_dist
} from "./chunk-DQU47NJ7.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  isAqrError
} from "./chunk-DMNESY7P.js";
import {
  keyVerifier,
  verifyRecord
} from "./chunk-SHO3CQ7S.js";
import {
  quote
} from "./chunk-YJYA2IHS.js";
import {
  __toESM
} from "./chunk-FXVQAL6E.js";

// src/policy/decide.ts
var SKEW_SECONDS = 300;
async function decideDeploy(f) {
  const failures = [];
  const passed = [];
  const fail = (code, message) => failures.push({ code, message });
  const { policy } = f;
  if (f.record === void 0) {
    const none = { ok: false, failures, passed };
    bundleChecks(f, fail, passed, none);
    fail("DEPLOY_NO_RECORD", `no Agent Quality Record was found (${f.recordName}${f.bundle?.ok ? ": the bundle attests something else" : ""})`);
    return none;
  }
  const issues = schemaIssues(f.record);
  if (issues.length > 0) {
    fail("DEPLOY_NOT_A_RECORD", `${f.recordName} is not a schema-valid Agent Quality Record: ${issues[0]?.message ?? ""} (${issues[0]?.code ?? ""})`);
    return { ok: false, failures, passed };
  }
  const record = f.record;
  const result = { ok: false, failures, passed, verdict: record.decision.verdict, record_id: record.record_id, emitted_at: record.emitted_at };
  const keys = policy.signer.kind === "key" ? policy.signer.keys : [];
  let recordKid;
  if (policy.signer.kind === "key") {
    const s = await verifyRecord(record, keys);
    const expected = keys.map((k) => k.kid).join(", ");
    if (s.ok) {
      recordKid = s.kid;
      result.signer = `key ${s.kid}`;
      passed.push(`signed by the policy's key ${s.kid}`);
    } else if (s.code === "SIGNATURE_KID_MISMATCH")
      fail("DEPLOY_SIGNER", `the record is ${s.message.replace(/^signed with key kid (\S+), .*/, "signed with key $1")}, not the policy's key (${expected})`);
    else if (s.code === "SIGNATURE_FORMAT" && record.decision.signature === void 0)
      fail("DEPLOY_SIGNER", `the record is unsigned; the policy wants a signature by key ${expected}`);
    else fail("DEPLOY_PROOF", `the record's signature does not hold: ${s.message} (${s.code})`);
  }
  bundleChecks(f, fail, passed, result);
  if (f.replay) {
    if (f.replay.ok) passed.push("replay of the evidence matches");
    else fail("DEPLOY_REPLAY", `the replay of the evidence does not match: ${f.replay.mismatches.map((m) => `${m.code} ${m.what}`).join(", ")}`);
  }
  const checked = await checkRecord(record, keys.length > 0 ? { verifier: keyVerifier(keys) } : {});
  result.level = checked.level;
  const release = releaseVerdict(record, checked.level, f.replay ? { replay: f.replay.mismatches } : {});
  for (const b of release.blockers) if (b.code !== "RELEASE_REPLAY") fail(b.code, b.message);
  if (release.permitted) passed.push(`release permitted: verdict ship at ${checked.level ?? "below L1"}`);
  if (LEVELS.indexOf(policy.minLevel) > LEVELS.indexOf(checked.level ?? "L0"))
    fail("DEPLOY_LEVEL", `the record is at ${checked.level ?? "below L1"}; the policy wants ${policy.minLevel} or higher`);
  const unproven = f.bundle !== void 0 && !f.bundle.ok;
  const named = f.bundle?.ok ? f.bundle.subjects.map((s) => ({ name: s.name, digest: `sha256:${s.sha256.toLowerCase()}` })) : [
    { name: `${record.subject.agent} (harness)`, digest: record.subject.harness_digest },
    ...record.subject.code_digest ? [{ name: `${record.subject.agent} (code)`, digest: record.subject.code_digest }] : []
  ];
  const want = f.subjectDigest === void 0 ? void 0 : normalDigest(f.subjectDigest);
  if (unproven) {
  } else if (want !== void 0) {
    result.artifact = want;
    const hit = named.find((n) => n.digest.toLowerCase() === want);
    if (hit) passed.push(`names the artifact ${want} (${hit.name})`);
    else
      fail(
        "DEPLOY_ARTIFACT",
        `the record is about ${named.map((n) => `${n.name} ${short(n.digest)}`).join(", ")}, not the artifact being deployed (${short(want)})`
      );
  } else if (policy.artifact === "required")
    fail("DEPLOY_ARTIFACT", "no artifact digest was given, and the policy requires the record to name the artifact deployed");
  if (policy.maxAgeSeconds !== null) {
    const at = isRfc3339(record.emitted_at) ? Date.parse(record.emitted_at) : Number.NaN;
    const age = (f.now.getTime() - at) / 1e3;
    if (Number.isNaN(at)) fail("DEPLOY_STALE", `the record's emitted_at ${quote(record.emitted_at)} is not a time`);
    else if (age > policy.maxAgeSeconds)
      fail("DEPLOY_STALE", `the record was emitted at ${record.emitted_at}, ${ageWords(age)} ago, older than the policy's max_age ${policy.maxAge ?? ""}`);
    else if (age < -SKEW_SECONDS) fail("DEPLOY_STALE", `the record says it was emitted at ${record.emitted_at}, after now (${f.now.toISOString()})`);
    else passed.push(`fresh: emitted ${ageWords(Math.max(0, age))} ago, within ${policy.maxAge ?? ""}`);
  }
  if (policy.bar) failures.push(...await barFailures(f, policy.bar, record, recordKid, passed));
  result.ok = failures.length === 0;
  return result;
}
function bundleChecks(f, fail, passed, result) {
  const signer = f.policy.signer;
  const kind = signer.kind;
  if (!f.bundle) {
    if (signer.kind === "keyless")
      fail("DEPLOY_SIGNER", `a keyless policy (${signer.describe}) needs the record's Sigstore bundle, and none was given or found`);
    return;
  }
  if (f.bundle.ok) {
    passed.push(`bundle verified (${f.bundle.signer})`);
    if (kind === "keyless") result.signer = f.bundle.signer;
  } else if (SIGNER_CODES.has(f.bundle.code))
    fail("DEPLOY_SIGNER", `the bundle is not signed by the expected ${kind === "key" ? "key" : "identity"}: ${f.bundle.message}`);
  else fail("DEPLOY_PROOF", `the bundle does not verify: ${f.bundle.message} (${f.bundle.code})`);
}
var SIGNER_CODES = /* @__PURE__ */ new Set(["CERTIFICATE_IDENTITY_MISMATCH", "CERTIFICATE_ISSUER_MISMATCH", "SIGNER_KIND", "SIGNER_KEY"]);
async function barFailures(f, policyBar, record, recordKid, passed) {
  if (f.barProblem !== void 0) return [{ code: "DEPLOY_BAR", message: f.barProblem }];
  const out = [];
  let bar;
  let by;
  if (f.policy.signer.kind === "key") {
    if (!f.barStatement)
      return [{ code: "DEPLOY_BAR", message: `the record carries no bar sidecar (${f.recordName}.bar.json), so the bar it was judged by is unknown` }];
    const trust = await verifyBarStatement(f.barStatement, record, f.policy.signer.keys, recordKid);
    if (!trust.ok) return [{ code: "DEPLOY_BAR", message: `the record's bar is not to be trusted: ${trust.message} (${trust.code})` }];
    bar = f.barStatement.bar;
    by = `key ${trust.kid}`;
  } else {
    if (!f.bundle?.ok || !f.bundle.bar)
      return [{ code: "DEPLOY_BAR", message: "the bundle's predicate names no bar, so the bar the record was judged by is unknown" }];
    bar = f.bundle.bar;
    by = "the bundle";
  }
  const atRef = f.barAtRef ?? /* @__PURE__ */ new Map();
  for (const path of policyBar.files) {
    const entry = bar.files.find((x) => x.path === path);
    const now = atRef.get(path);
    if (!entry) out.push({ code: "DEPLOY_BAR", message: `${path} is not a file of the bar the record was judged by` });
    else if (now === void 0) out.push({ code: "DEPLOY_BAR", message: `${path} is not at ${policyBar.ref}, so the record's bar cannot be held to it` });
    else if (now !== entry.sha256)
      out.push({
        code: "DEPLOY_BAR",
        message: `${path} at ${policyBar.ref} (sha256:${now.slice(0, 12)}) is not the file the record was judged by (sha256:${entry.sha256.slice(0, 12)})`
      });
  }
  if (out.length === 0) passed.push(`judged by the bar at ${policyBar.ref}: ${policyBar.files.join(", ")} (signed by ${by})`);
  return out;
}
function normalDigest(d) {
  const t = d.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(t) ? `sha256:${t}` : t;
}
var short = (d) => /^sha256:[0-9a-f]{64}$/.test(d) ? `${d.slice(0, 19)}\u2026` : quote(d);
function ageWords(seconds) {
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

// src/pipeline/deploy-check.ts
var import_protobuf_specs = __toESM(require_dist(), 1);
async function checkDeployPolicy(input) {
  const name = input.recordName ?? "the record";
  const early = (code, message) => ({ ok: false, failures: [{ code, message }], passed: [] });
  let bundle;
  let attested;
  if (input.bundle !== void 0) {
    try {
      const read = await verifyBundleValue(input.bundle, input.policy, name);
      bundle = read.facts;
      attested = read.record;
    } catch (e) {
      return early("DEPLOY_PROOF", `the bundle of ${name} cannot be read: ${isAqrError(e) ? e.message : e.message}`);
    }
  }
  let record = attested;
  if (input.record !== void 0) {
    try {
      record = typeof input.record === "string" ? (await readDocument(input.record, name)).value : input.record;
    } catch (e) {
      return early("DEPLOY_NOT_A_RECORD", `${name} is not readable YAML or JSON: ${isAqrError(e) ? e.message : e.message}`);
    }
    if (attested && record && typeof record === "object" && recordDigest(record) !== recordDigest(attested))
      return early("DEPLOY_PROOF", `the bundle attests another record than ${name} (or ${name} changed after it was attested)`);
  }
  let barStatement;
  if (input.barStatement !== void 0) {
    try {
      barStatement = typeof input.barStatement === "string" ? JSON.parse(input.barStatement) : input.barStatement;
    } catch {
      return early("DEPLOY_BAR", `the bar sidecar of ${name} is not JSON`);
    }
  }
  let barAtRef;
  let barProblem;
  const bar = input.policy.bar;
  if (bar) {
    barAtRef = /* @__PURE__ */ new Map();
    if (!input.readBarFile) barProblem = `the policy names a bar at ${bar.ref}, and its files cannot be read here`;
    else
      for (const path of bar.files) {
        try {
          const bytes = await input.readBarFile(path, bar.ref);
          barAtRef.set(path, bytes === void 0 ? void 0 : sha256Hex(bytes));
        } catch (e) {
          barProblem = `${path} could not be read at ${bar.ref}: ${isAqrError(e) ? e.message : e.message}`;
          break;
        }
      }
  }
  let replay;
  if (input.ledger && record && typeof record === "object") {
    try {
      replay = await replayRecord(record, input.ledger);
    } catch (e) {
      return early("DEPLOY_REPLAY", `the record could not be replayed: ${isAqrError(e) ? e.message : e.message}`);
    }
  }
  return decideDeploy({
    policy: input.policy,
    record,
    recordName: name,
    bundle,
    barStatement,
    barAtRef,
    barProblem,
    subjectDigest: input.subjectDigest,
    replay,
    now: input.now
  });
}
async function verifyBundleValue(value, policy, name) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const bundle = parseBundle(text, `${name} (bundle)`);
  const keyless = bundle.verificationMaterial.content.$case !== "publicKey";
  const s = policy.signer;
  if (keyless !== (s.kind === "keyless"))
    return {
      facts: {
        ok: false,
        code: "SIGNER_KIND",
        message: keyless ? "the bundle is signed keyless (a certificate), and the policy's signer is a key" : "the bundle is signed with a key, and the policy's signer is keyless"
      }
    };
  if (s.kind === "key" && bundle.verificationMaterial.content.$case === "publicKey") {
    const hint = bundle.verificationMaterial.content.publicKey.hint;
    if (!s.keys.some((k) => k.kid === hint))
      return {
        facts: {
          ok: false,
          code: "SIGNER_KEY",
          message: `the bundle is signed with key ${JSON.stringify(hint)}, not the policy's key (${s.keys.map((k) => k.kid).join(", ")})`
        }
      };
  }
  const roots = s.kind === "keyless" && s.trustedRoot !== void 0 ? await readTrustedRoots(s.trustedRoot) : [import_protobuf_specs.TrustedRoot.fromJSON({ tlogs: [], certificateAuthorities: [], ctlogs: [], timestampAuthorities: [] })];
  let outcome = { ok: false, code: "VERIFICATION_ERROR", message: "no trusted root" };
  for (const root of roots) {
    outcome = checkBundle(bundle, root, s.kind === "key" ? s.keys : void 0, s.kind === "keyless" ? s.identity : void 0);
    if (outcome.ok) break;
  }
  if (!outcome.ok) return { facts: outcome };
  const problems = [];
  const statement = readStatement(bundle, problems);
  if (!statement) return { facts: { ok: false, code: "BUNDLE_STATEMENT", message: problems[0] ?? "no statement" } };
  const subjects = statement.subject.flatMap((x) => typeof x.digest?.sha256 === "string" ? [{ name: x.name, sha256: x.digest.sha256 }] : []);
  if (statement.predicateType !== PREDICATE_TYPE) return { facts: { ok: true, signer: outcome.signer, subjects } };
  const read = readPredicateValue(statement.predicate);
  if (!read.predicate) return { facts: { ok: false, code: "BUNDLE_PREDICATE", message: read.problems[0] ?? "the predicate does not hold together" } };
  return { facts: { ok: true, signer: outcome.signer, subjects, bar: read.predicate.bar }, record: read.predicate.record };
}

// src/policy/types.ts
var DEFAULT_RECORD_ARTIFACT = "agent-quality-record";

export {
  DEFAULT_RECORD_ARTIFACT,
  checkDeployPolicy
};
