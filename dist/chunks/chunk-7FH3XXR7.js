import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  DETAIL_FORMAT
} from "./chunk-IKN6ABLJ.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import {
  barStatement,
  barStatementText,
  readBarStatement,
  recordDigest,
  signRecord
} from "./chunk-HQ6HBTRQ.js";
import {
  writeFilesAtomic
} from "./chunk-LP2FYDS3.js";
import {
  MAX_MANIFEST_BYTES
} from "./chunk-ZZ52A57W.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import {
  readJsonFile
} from "./chunk-N3NFBNC2.js";
import {
  fileDigest
} from "./chunk-I4NETQDU.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import {
  readPrivateKey,
  readPublicKeys
} from "./chunk-UKLP2F2A.js";
import {
  readTextFile
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

// src/doc/text.ts
function toJsonText(value) {
  return `${JSON.stringify(value, null, 2)}
`;
}
function isYamlPath(file) {
  return /\.ya?ml$/i.test(file);
}
async function toRecordText(value, yaml) {
  return yaml ? (await import("./write-66HQIC35.js")).toYamlText(value) : toJsonText(value);
}

// src/pipeline/sign.ts
import { existsSync } from "node:fs";
async function ownSignatureHolds(record, keys, file, doing, old) {
  if (record.decision.signature === void 0) return;
  const v = await verifyRecord(record, keys);
  if (v.ok) return;
  const under = old === void 0 ? "the key given" : `the old key ${old}`;
  const hint = old === void 0 && doing === "signed" ? "; to re-sign with a new key on purpose, give --resign --old-key OLD.public.jwk" : "";
  throw new AqrError(
    "ERR_SIGNATURE_UNVERIFIED",
    `carries a signature that does not verify under ${under} (${v.code}: ${v.message}), so it is not ${doing}: a record changed after signing is never signed again${hint}`,
    { file, field: "decision.signature" }
  );
}
async function signFile(file, key, out = file, resign) {
  const signingKey = await readPrivateKey(key);
  const oldKeys = resign ? await readPublicKeys(resign.oldKey, "old key") : void 0;
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    const line = parsed.lineOf(issue.path);
    throw new AqrError("ERR_NOT_A_RECORD", `is not schema-valid, so it is not signed: ${issue.message}`, { file, ...line === void 0 ? {} : { line } });
  }
  const record = parsed.value;
  if (resign && record.decision.signature === void 0)
    throw new AqrError("ERR_USAGE", "--resign re-signs a signed record, and this one carries no signature: sign it without --resign", { file });
  await ownSignatureHolds(record, oldKeys ?? [signingKey], file, "signed", resign?.oldKey);
  const signed = await signRecord(record, signingKey);
  const bar = await boundBar(file, signed);
  const barOut = bar ? besideRecord(out, ".bar.json") : void 0;
  const text = await toRecordText(signed, parsed.syntax === "yaml" && !out.endsWith(".json"));
  const sidecars = await reboundSidecars(file, out, await fileDigest(file), `sha256:${sha256Hex(text)}`);
  await writeFilesAtomic([
    { file: out, data: text },
    ...bar && barOut ? [{ file: barOut, data: barStatementText(await barStatement(signed, bar, signingKey)) }] : [],
    ...sidecars
  ]);
  return { out, alg: signingKey.alg, kid: signingKey.kid, ...barOut ? { barOut } : {}, sidecarsOut: sidecars.map((f) => f.file) };
}
async function reboundSidecars(file, out, before, after) {
  const files = [];
  const detail = await reboundDetail(file, before, after);
  if (detail !== void 0) files.push({ file: besideRecord(out, ".detail.json"), data: detail });
  const stats = besideRecord(file, ".stats.json");
  const statsOut = besideRecord(out, ".stats.json");
  if (existsSync(stats) && statsOut !== stats) {
    files.push({ file: statsOut, data: await readTextFile(stats, "stats sidecar", MAX_MANIFEST_BYTES) });
  }
  return files;
}
async function reboundDetail(file, before, after, maxBytes) {
  const detail = besideRecord(file, ".detail.json");
  if (!existsSync(detail)) return void 0;
  const d = await readJsonFile(detail, "detail sidecar", (e) => `is not JSON (${e.message})`, maxBytes);
  if (typeof d !== "object" || d === null || Array.isArray(d)) return void 0;
  const o = d;
  if (o["format"] !== DETAIL_FORMAT || o["record_digest"] !== before) return void 0;
  return `${JSON.stringify({ ...o, record_digest: after }, null, 2)}
`;
}
async function boundBar(file, record) {
  const sidecar = besideRecord(file, ".bar.json");
  if (!existsSync(sidecar)) return void 0;
  const s = await readBarStatement(sidecar);
  return s.record_digest === recordDigest(record) ? s.bar : void 0;
}

export {
  isYamlPath,
  toRecordText,
  ownSignatureHolds,
  signFile,
  reboundDetail
};
