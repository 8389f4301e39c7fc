import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  verifyFile
} from "./chunk-ROIOPOKG.js";
import {
  EXPORT_FORMAT,
  PACKS,
  TABLE_ENTRY,
  controlRows
} from "./chunk-XULQSOMJ.js";
import "./chunk-NNJEUE5T.js";
import "./chunk-BEWILBKY.js";
import "./chunk-IKN6ABLJ.js";
import {
  ledgerSource
} from "./chunk-LOXEPOLY.js";
import "./chunk-K5K7RWKF.js";
import "./chunk-WUMGQ3YS.js";
import {
  asRecordDocument
} from "./chunk-RPAFQ6TO.js";
import {
  isBundleFile,
  verifyBundleFile
} from "./chunk-P373R5FI.js";
import "./chunk-B3DIRFFH.js";
import "./chunk-VFM2G6YV.js";
import "./chunk-VJ3KPJV5.js";
import {
  barMismatches,
  verifyBarStatement
} from "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-QIHL3Z5K.js";
import "./chunk-CPV5JXSL.js";
import "./chunk-TLEL4NPO.js";
import "./chunk-XFGAI2GH.js";
import "./chunk-NL7M2VS2.js";
import "./chunk-7CSC2EXP.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-TA25MMNT.js";
import "./chunk-32R52CTD.js";
import "./chunk-3LHYYOLB.js";
import "./chunk-4HCHGIET.js";
import "./chunk-CRYWO3G5.js";
import "./chunk-K6OQSGEN.js";
import "./chunk-XDYC6BPR.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-QABMOKKH.js";
import "./chunk-B7PSI4WC.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-VU3GVDTU.js";
import {
  ZipRefused,
  readZipEntries
} from "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-H3GVQIAQ.js";
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import "./chunk-DQU47NJ7.js";
import "./chunk-QZA6O76R.js";
import {
  parseCommand,
  synopsis
} from "./chunk-U7KDE5S2.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import {
  readPublicKeys
} from "./chunk-UKLP2F2A.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import {
  assertRegularFile,
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import {
  verifyRecord
} from "./chunk-SHO3CQ7S.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/pipeline/verify-export.ts
import { readFile } from "node:fs/promises";
var LIMITS = { maxZipBytes: 64 * 1024 * 1024, maxEntries: 16, maxChosen: 16, maxEntryBytes: 32 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 };
async function isZipFile(file) {
  try {
    const head = await readFile(file).then((b) => b.subarray(0, 4));
    return head.length === 4 && head[0] === 80 && head[1] === 75 && head[2] === 3 && head[3] === 4;
  } catch {
    return false;
  }
}
async function verifyExportBundle(file, keySource) {
  const keys = await readPublicKeys(keySource);
  await assertRegularFile(file, "export bundle");
  let entries;
  try {
    entries = readZipEntries(new Uint8Array(await readFile(file)), () => true, LIMITS);
  } catch (e) {
    if (e instanceof ZipRefused) throw new AqrError("ERR_INPUT_INVALID", `is not a readable export bundle: it ${e.message}`, { file });
    throw e;
  }
  const bytes = new Map(entries.entries.map((e) => [e.name, e.bytes]));
  const text = (name) => new TextDecoder().decode(bytes.get(name));
  if (!bytes.has(TABLE_ENTRY)) throw new AqrError("ERR_INPUT_INVALID", `is a zip without ${TABLE_ENTRY}: not an export bundle (aqr export)`, { file });
  let table;
  try {
    table = JSON.parse(text(TABLE_ENTRY));
  } catch (e) {
    throw new AqrError("ERR_INPUT_PARSE", `${TABLE_ENTRY} is not JSON (${e.message})`, { file });
  }
  if (table?.format !== EXPORT_FORMAT || !Array.isArray(table.files) || !Array.isArray(table.controls) || !table.record || !table.pack)
    throw new AqrError("ERR_INPUT_INVALID", `${TABLE_ENTRY} is not an ${EXPORT_FORMAT} table`, { file });
  const problems = [];
  for (const s of entries.skipped) problems.push(`entry ${JSON.stringify(s.name)} was not read: ${s.reason}`);
  const listed = /* @__PURE__ */ new Set([TABLE_ENTRY, ...table.files.map((f) => f.name)]);
  for (const name of bytes.keys()) if (!listed.has(name)) problems.push(`${name} is in the bundle but not in its table`);
  for (const f of table.files) {
    const b = bytes.get(f.name);
    if (!b) problems.push(`${f.name} is in the table but not in the bundle`);
    else if (`sha256:${sha256Hex(b)}` !== f.digest)
      problems.push(`${f.name} does not match its digest in the table (sha256:${sha256Hex(b)}, the table says ${f.digest})`);
  }
  const recordEntry = table.files.find((f) => f.role === "record");
  if (!recordEntry || !bytes.has(recordEntry.name)) throw new AqrError("ERR_INPUT_INVALID", "holds no record", { file });
  if (recordEntry.name !== table.record.file || recordEntry.digest !== table.record.digest) problems.push("the table names two different records");
  const parsed = asRecordDocument(await readDocument(text(recordEntry.name), `${file}:${recordEntry.name}`), `${file}:${recordEntry.name}`);
  const record = parsed.value;
  for (const i of schemaIssues(record)) problems.push(`${recordEntry.name}: ${i.message} (${i.code})`);
  const signature = typeof record.decision?.signature === "string" ? await verifyRecord(record, keys) : { ok: false, code: "SIGNATURE_FORMAT", message: "the record carries no decision.signature" };
  if (!signature.ok) problems.push(`${recordEntry.name}: signature INVALID: ${signature.message} (${signature.code})`);
  if (!(record.export?.profiles ?? []).some((p) => p.id === table.pack.id && p.version === table.pack.version))
    problems.push(`${recordEntry.name} does not list the export profile ${table.pack.id}@${table.pack.version} in export.profiles[]`);
  if (record.record_id !== table.record.record_id) problems.push(`the table is for record ${table.record.record_id}, the bundle holds ${record.record_id}`);
  let bar;
  const barEntry = table.files.find((f) => f.role === "bar");
  if (barEntry && bytes.has(barEntry.name)) {
    try {
      bar = JSON.parse(text(barEntry.name));
      const trust = await verifyBarStatement(bar, record, keys, signature.ok ? signature.kid : void 0);
      if (!trust.ok) problems.push(`${barEntry.name}: ${trust.message} (${trust.code})`);
    } catch (e) {
      problems.push(`${barEntry.name} is not a bar statement (${e.message})`);
    }
  }
  const detailEntry = table.files.find((f) => f.role === "detail");
  if (detailEntry && bytes.has(detailEntry.name)) {
    let d;
    try {
      d = JSON.parse(text(detailEntry.name));
    } catch {
      d = void 0;
    }
    if (d?.record_digest !== recordEntry.digest) problems.push(`${detailEntry.name} is not bound to ${recordEntry.name}`);
  }
  const pack = PACKS.find((p) => p.id === table.pack.id && p.version === table.pack.version);
  if (!pack) problems.push(`the pack ${table.pack.id}@${table.pack.version} is not one this version knows, so its rows are not checked`);
  else {
    const want = controlRows(pack, record, bar, table.files);
    if (JSON.stringify(want) !== JSON.stringify(table.controls)) {
      const got = new Map(table.controls.map((c) => [c.id, JSON.stringify(c)]));
      const first = want.find((c) => got.get(c.id) !== JSON.stringify(c));
      problems.push(`the control-to-evidence table does not match the pack and the files${first ? ` (first: control ${first.id})` : ""}`);
    }
  }
  const evidenced = table.controls.filter((c) => c.status === "evidenced").length;
  return {
    file,
    valid: problems.length === 0,
    pack: { id: table.pack.id, version: table.pack.version },
    record: { record_id: record.record_id, signature },
    controls: { evidenced, notEvidenced: table.controls.length - evidenced },
    problems
  };
}

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
  if (await isZipFile(positionals[0])) {
    if (keySource === void 0 || values.key !== void 0 && values.jwks !== void 0)
      throw new AqrError("ERR_USAGE", `give --key or --jwks, one of them; ${VERIFY_USAGE}`);
    const report2 = await verifyExportBundle(positionals[0], keySource);
    if (values.json) io.out(JSON.stringify(report2));
    else printExport(report2, io);
    return report2.valid ? 0 : 1;
  }
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
  for (const g of c.gates)
    io.out(
      g.state === "fail" ? `  ${MARK[g.state]}  ${g.gate} ${g.detail}; result recorded ${g.recorded}` : `  ${MARK[g.state]}  ${g.gate} ${g.recorded}, ${g.basis === "re-derived" ? g.detail : `taken as recorded: ${g.detail}`}`
    );
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
function printExport(r, io) {
  const s = r.record.signature;
  io.out(`${r.file}: export bundle ${r.pack.id}@${r.pack.version} ${r.valid ? "verified" : "INVALID"}`);
  io.out(`  record ${r.record.record_id}: signature ${s.ok ? `valid (${s.alg}, kid ${s.kid})` : `INVALID: ${s.message} (${s.code})`}`);
  io.out(`  controls: ${r.controls.evidenced} evidenced, ${r.controls.notEvidenced} not evidenced`);
  for (const p of r.problems) io.out(`  problem: ${p}`);
}
export {
  thresholdsText,
  verifyCommand
};
