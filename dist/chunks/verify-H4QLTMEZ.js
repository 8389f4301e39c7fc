import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  isBundleFile,
  verifyBundleFile
} from "./chunk-NXLI67P4.js";
import {
  verifyFile
} from "./chunk-XXZLM7EZ.js";
import "./chunk-262IWCXE.js";
import "./chunk-L3YEJ4OD.js";
import "./chunk-W76KA2WV.js";
import {
  ledgerSource
} from "./chunk-IS25XZON.js";
import "./chunk-5RBR5GFO.js";
import {
  barMismatches
} from "./chunk-IPQD2CNN.js";
import "./chunk-PRG6TLWZ.js";
import "./chunk-KGDPEXTG.js";
import "./chunk-GEGJ32ER.js";
import "./chunk-FBQ73SS3.js";
import "./chunk-UADI4PAP.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-QOISO5ZY.js";
import "./chunk-QABMOKKH.js";
import "./chunk-O3C4QADR.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-3JXIHB3J.js";
import "./chunk-WOUF5B67.js";
import "./chunk-FXDTXBGJ.js";
import "./chunk-3MQ7WWRG.js";
import "./chunk-N4PYSKO6.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-FANIYTUJ.js";
import {
  parseCommand,
  synopsis
} from "./chunk-6UUR3MZE.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-UKLP2F2A.js";
import "./chunk-PGHRB72A.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-OAXSSPC5.js";
import "./chunk-32R52CTD.js";
import "./chunk-5ABQ6RI6.js";
import "./chunk-WEQ7HO2Z.js";
import "./chunk-QAXJ3SSB.js";
import "./chunk-CGSELISK.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-4DIOQRR3.js";
import "./chunk-APF4LJVI.js";
import "./chunk-QJFUF66T.js";
import "./chunk-A74B5NYC.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/cli/verify.ts
var VERIFY_USAGE = `usage: ${synopsis("verify")}`;
async function verifyCommand(argv, io) {
  const parsed = parseCommand("verify", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${VERIFY_USAGE}`);
  const keySource = values.key ?? values.jwks;
  if (values.ledger && values["task-manifest"] === void 0)
    throw new AqrError("ERR_USAGE", "--ledger needs --task-manifest: replay takes the splits and canaries from it");
  if (values.tallies && !values.ledger)
    throw new AqrError("ERR_USAGE", "--tallies needs --ledger: each partial tally is checked against the shard files it counts");
  if (await isBundleFile(positionals[0])) {
    if (values.key !== void 0 && values.jwks !== void 0) throw new AqrError("ERR_USAGE", `give --key or --jwks, not both; ${VERIFY_USAGE}`);
    if (values["require-ship"]) throw new AqrError("ERR_USAGE", "--require-ship is for a record; verify the record the bundle attests with --require-ship");
    const report2 = await verifyBundleFile(positionals[0], {
      keys: keySource,
      trustedRoot: values["trusted-root"],
      identity: values["certificate-identity"],
      identityRegexp: values["certificate-identity-regexp"],
      issuer: values["certificate-oidc-issuer"],
      predicateType: values["predicate-type"],
      subjects: values.subject,
      ledger: ledgerSource(values),
      bar: values.bar
    });
    if (values.json) io.out(JSON.stringify(report2));
    else printBundle(report2, io);
    return report2.valid ? 0 : 1;
  }
  const bundleOnly = ["trusted-root", "certificate-identity", "certificate-identity-regexp", "certificate-oidc-issuer", "subject", "predicate-type"];
  if (bundleOnly.some((f) => values[f] !== void 0))
    throw new AqrError("ERR_USAGE", `${bundleOnly.map((f) => `--${f}`).join(", ")} are for a bundle; ${positionals[0] ?? ""} is a record`);
  if (keySource === void 0 || values.key !== void 0 && values.jwks !== void 0)
    throw new AqrError("ERR_USAGE", `give --key or --jwks, one of them; ${VERIFY_USAGE}`);
  const report = await verifyFile(positionals[0], keySource, ledgerSource(values, values.stats), values.bar, {
    release: values["require-ship"] === true
  });
  const code = report.valid && report.release?.permitted !== false ? 0 : 1;
  if (values.json) {
    io.out(JSON.stringify(report));
    return code;
  }
  const s = report.signature;
  io.out(`${report.file}: signature ${s.ok ? `valid (${s.alg}, kid ${s.kid})` : `INVALID: ${s.message} (${s.code})`}`);
  for (const issue of report.schema) io.out(`  schema: ${issue}`);
  for (const c of report.contradictions) io.out(`  DECISION_CONTRADICTED  ${c}`);
  const r = report.replay;
  if (r) {
    if (r.ok)
      io.out(
        `replay: ${r.confirmed.measures} measures, ${r.confirmed.gates} gates and ${r.confirmed.canaries} canaries confirmed from ${r.confirmed.events} ledger events`
      );
    else {
      io.out(`replay: ${r.mismatches.length} mismatch${r.mismatches.length === 1 ? "" : "es"}`);
      for (const m of r.mismatches) io.out(`  ${m.code}  ${m.message}`);
    }
  }
  const t = report.thresholds;
  if (t) io.out(`thresholds (signed in ${t.file}, tier ${t.tier}): ${thresholdsText(t.gates)}`);
  if (report.bar) printBar(report.bar, io);
  printChecklist(report.checklist, report.release, io);
  return code;
}
function thresholdsText(gates) {
  const held = gates.filter((g) => g.floor !== void 0 || g.ceiling !== void 0);
  if (held.length === 0) return "none (every gate is decided by policy)";
  return held.map((g) => {
    const bounds = [g.floor !== void 0 ? `\u2265 ${g.floor}` : "", g.ceiling !== void 0 ? `\u2264 ${g.ceiling}` : ""].filter((x) => x !== "").join(" and ");
    const extra = [g.confidence !== void 0 ? `at ${g.confidence} confidence` : "", g.mode === "shadow" ? "shadow" : ""].filter((x) => x !== "");
    return `${g.id}${g.split ? ` (${g.split})` : ""}${g.k !== void 0 ? ` k=${g.k}` : ""} ${bounds}${extra.length > 0 ? ` (${extra.join(", ")})` : ""}`;
  }).join("; ");
}
var MARK = { pass: "ok  ", fail: "FAIL", "not checked": "--  " };
function printChecklist(c, release, io) {
  io.out("checked:");
  for (const i of c.items) io.out(`  ${MARK[i.state]}  ${i.check}: ${i.detail}`);
  if (c.custody) io.out(`custody: ${c.custody}`);
  if (c.gates.length > 0) io.out("gates:");
  for (const g of c.gates) io.out(`  ${MARK[g.state]}  ${g.gate} ${g.recorded}, ${g.basis === "re-derived" ? g.detail : `taken as recorded: ${g.detail}`}`);
  if (release) {
    if (release.permitted) io.out("release: permitted");
    for (const b of release.blockers) io.out(`release blocked: ${b.code}  ${b.message}`);
  }
  io.out(c.summary);
}
function printBundle(report, io) {
  const b = report.bundle;
  io.out(`${report.file}: bundle ${b.ok ? `verified by sigstore-js (${b.signer})` : `INVALID: ${b.message} (${b.code})`}`);
  if (report.statement)
    io.out(`statement: ${report.statement.predicateType} about ${report.statement.subject.map((s) => `${s.name} sha256:${s.digest.sha256}`).join(", ")}`);
  for (const p of report.problems) io.out(`  problem: ${p}`);
  const v = report.summary;
  if (v) io.out(`summary: ${v.verificationResult} (${v.verifiedLevels.join(", ")}) for ${v.resourceUri} against ${v.policy}`);
  const rec = report.record;
  if (rec) {
    const s = rec.signature;
    io.out(
      `record ${rec.record_id}: signature ${s === null ? "not checked (give --key to check the record's own signature)" : s.ok ? `valid (${s.alg}, kid ${s.kid})` : `INVALID: ${s.message} (${s.code})`}`
    );
    for (const issue of rec.schema) io.out(`  schema: ${issue}`);
  }
  const r = report.replay;
  if (r) {
    if (r.ok)
      io.out(
        `replay: ${r.confirmed.measures} measures, ${r.confirmed.gates} floors, ${r.ceilings} ceilings and ${r.confirmed.canaries} canaries confirmed from ${r.confirmed.events} ledger events`
      );
    else {
      io.out(`replay: ${r.mismatches.length} mismatch${r.mismatches.length === 1 ? "" : "es"}`);
      for (const m of r.mismatches) io.out(`  ${m.code}  ${m.message}`);
    }
  }
  if (report.bar) printBar(report.bar, io);
  printChecklist(report.checklist, void 0, io);
}
function printBar(b, io) {
  const differs = barMismatches(b);
  if (differs.length === 0) return;
  io.out(`bar: ${differs.length} mismatch${differs.length === 1 ? "" : "es"}`);
  for (const m of differs) io.out(`  ${m.code}  ${m.message}`);
}
export {
  thresholdsText,
  verifyCommand
};
