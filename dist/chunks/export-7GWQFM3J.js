import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  TABLE_ENTRY,
  controlRows,
  exportProfile,
  packById
} from "./chunk-XULQSOMJ.js";
import {
  reboundDetail,
  toRecordText
} from "./chunk-7FH3XXR7.js";
import "./chunk-IKN6ABLJ.js";
import {
  signingKeyOf
} from "./chunk-WUMGQ3YS.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import {
  barStatement,
  barStatementText,
  readBarStatement,
  signRecord,
  verifyBarStatement
} from "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import {
  writeFilesAtomic
} from "./chunk-LP2FYDS3.js";
import "./chunk-ZZ52A57W.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import {
  fileDigest
} from "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import {
  zipSync
} from "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
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
  readPrivateKey,
  readPublicKeys
} from "./chunk-UKLP2F2A.js";
import "./chunk-5CCUPJUU.js";
import {
  readFileBytes
} from "./chunk-I4NKPTV4.js";
import {
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

// src/pipeline/export.ts
import { existsSync } from "node:fs";
var MAX_SIDECAR_BYTES = 32 * 1024 * 1024;
var ZIP_MTIME = /* @__PURE__ */ new Date("1980-01-01T00:00:00Z");
var digestOf = (bytes) => `sha256:${sha256Hex(typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes)}`;
function exportOut(file, pack) {
  return besideRecord(file, `.${pack.id.replace(/^sg\//, "")}.export.zip`);
}
async function exportRecord(file, opts) {
  const pack = packById(opts.pack);
  const keys = await readPublicKeys(opts.keys);
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    const line = parsed.lineOf(issue.path);
    throw new AqrError("ERR_NOT_A_RECORD", `is not schema-valid, so it is not exported: ${issue.message}`, { file, ...line === void 0 ? {} : { line } });
  }
  const record = parsed.value;
  if (record.decision.signature === void 0)
    throw new AqrError("ERR_SIGNATURE_UNVERIFIED", "carries no signature, so it is not exported: sign it first (aqr sign)", {
      file,
      field: "decision.signature"
    });
  const proof = await verifyRecord(record, keys);
  if (!proof.ok)
    throw new AqrError(
      "ERR_SIGNATURE_UNVERIFIED",
      `has a signature that does not verify under the key given (${proof.code}: ${proof.message}), so it is not exported`,
      {
        file,
        field: "decision.signature"
      }
    );
  const signingKey = await readPrivateKey(opts.signingKey);
  if (signingKey.kid !== proof.kid)
    throw new AqrError(
      "ERR_USAGE",
      `the signing key is ${signingKey.kid}, the record is signed with ${proof.kid}: an export is re-signed with the record's own key`
    );
  const barFile = besideRecord(file, ".bar.json");
  let bar;
  if (existsSync(barFile)) {
    const s = await readBarStatement(barFile);
    const trust = await verifyBarStatement(s, record, keys, proof.kid);
    if (!trust.ok)
      throw new AqrError(
        "ERR_SIGNATURE_UNVERIFIED",
        `is beside the record but does not hold for it (${trust.code}: ${trust.message}), so nothing is exported`,
        { file: barFile }
      );
    bar = s;
  }
  const yaml = parsed.syntax === "yaml";
  const recordName = yaml ? "record.yaml" : "record.json";
  const provisional = [
    { name: recordName, role: "record", digest: "" },
    ...bar ? [{ name: "record.bar.json", role: "bar", digest: "" }] : [],
    ...opts.attestation ? [{ name: "attestation.sigstore.json", role: "attestation", digest: "" }] : []
  ];
  const profile = exportProfile(pack, controlRows(pack, record, bar, provisional));
  const { signature: _old, ...decision } = record.decision;
  void _old;
  const others = (record.export?.profiles ?? []).filter((p) => p.id !== pack.id);
  const copy = { ...record, decision, export: { profiles: [...others, profile] } };
  const copyIssue = schemaIssues(copy)[0];
  if (copyIssue) throw new AqrError("ERR_NOT_A_RECORD", `would not be schema-valid with export.profiles[] added: ${copyIssue.message}`, { file });
  const signed = await signRecord(copy, signingKey);
  const recordText = await toRecordText(signed, yaml);
  const entries = {};
  const files = [];
  const add = (name, role, data) => {
    const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
    entries[name] = bytes;
    files.push({ name, role, digest: digestOf(bytes) });
  };
  add(recordName, "record", recordText);
  const newBar = bar ? await barStatement(signed, bar.bar, signingKey) : void 0;
  if (newBar) add("record.bar.json", "bar", barStatementText(newBar));
  const detail = await reboundDetail(file, await fileDigest(file), digestOf(recordText), MAX_SIDECAR_BYTES);
  if (detail !== void 0) add("record.detail.json", "detail", detail);
  if (opts.attestation) {
    const bytes = await readFileBytes(opts.attestation, "attestation bundle", MAX_SIDECAR_BYTES);
    try {
      JSON.parse(new TextDecoder().decode(bytes));
    } catch (e) {
      throw new AqrError("ERR_INPUT_PARSE", `is not a Sigstore bundle (not JSON: ${e.message})`, { file: opts.attestation });
    }
    add("attestation.sigstore.json", "attestation", bytes);
  }
  const table = {
    format: EXPORT_FORMAT,
    pack: { id: pack.id, version: pack.version, ...pack.standard_cut ? { standard_cut: pack.standard_cut } : {}, source: pack.source },
    record: { record_id: record.record_id, file: recordName, digest: digestOf(recordText), digest_before_export: await fileDigest(file) },
    files,
    controls: controlRows(pack, signed, newBar, files)
  };
  entries[TABLE_ENTRY] = new TextEncoder().encode(`${JSON.stringify(table, null, 2)}
`);
  const zip = zipSync(Object.fromEntries([TABLE_ENTRY, ...files.map((f) => f.name)].map((n) => [n, [entries[n], { mtime: ZIP_MTIME }]])), {
    level: 6
  });
  const out = opts.out ?? exportOut(file, pack);
  await writeFilesAtomic([{ file: out, data: zip }]);
  return { out, pack, table };
}

// src/cli/export.ts
var EXPORT_USAGE = `usage: ${synopsis("export")}`;
async function exportCommand(argv, io) {
  const parsed = parseCommand("export", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${EXPORT_USAGE}`);
  if (values.pack === void 0) throw new AqrError("ERR_USAGE", `--pack is required; ${EXPORT_USAGE}`);
  if (values.key === void 0) throw new AqrError("ERR_USAGE", `--key is required: the record's signature must verify before it is exported; ${EXPORT_USAGE}`);
  if (values["signing-key"] === void 0) throw new AqrError("ERR_USAGE", `--signing-key is required: the exported copy is re-signed; ${EXPORT_USAGE}`);
  const key = signingKeyOf({ signingKey: values["signing-key"], key: void 0, keyEnv: void 0 });
  for (const w of key.warnings) io.err(`aqr: warning: ${w}`);
  const done = await exportRecord(positionals[0], {
    pack: values.pack,
    keys: values.key,
    signingKey: key.key ?? {},
    out: values.out,
    attestation: values.attestation
  });
  const rows = done.table.controls;
  const missing = rows.filter((r) => r.status === "not evidenced").map((r) => r.id);
  io.out(
    `${done.out}: ${done.pack.id}@${done.pack.version}, ${rows.length - missing.length} of ${rows.length} controls evidenced${missing.length > 0 ? `; not evidenced: ${missing.join(", ")}` : ""}`
  );
  return 0;
}
export {
  exportCommand
};
