import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBarStatement
} from "./chunk-QQ4RPZVS.js";
import {
  toRecordText
} from "./chunk-LD4JIVN3.js";
import {
  barStatement,
  barStatementText,
  recordDigest,
  signRecord
} from "./chunk-XPDHIMH3.js";
import "./chunk-2IF2XXJ2.js";
import "./chunk-N3NFBNC2.js";
import {
  writeFilesAtomic
} from "./chunk-LP2FYDS3.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import "./chunk-EIAKEXQU.js";
import {
  readRecordFile,
  schemaIssues
} from "./chunk-HVMA5C5C.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-43NYQZBQ.js";
import "./chunk-FANIYTUJ.js";
import {
  parseCommand,
  synopsis
} from "./chunk-2UELGZ5V.js";
import {
  readPrivateKey
} from "./chunk-4HNVQPZX.js";
import "./chunk-LI63LOD4.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-A74B5NYC.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-7HCY57TS.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";

// src/pipeline/sign.ts
import { existsSync } from "node:fs";
async function signFile(file, key, out = file) {
  const signingKey = await readPrivateKey(key);
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    const line = parsed.lineOf(issue.path);
    throw new AqrError("ERR_NOT_A_RECORD", `is not schema-valid, so it is not signed: ${issue.message}`, { file, ...line === void 0 ? {} : { line } });
  }
  const signed = await signRecord(parsed.value, signingKey);
  const bar = await boundBar(file, signed);
  const barOut = bar ? besideRecord(out, ".bar.json") : void 0;
  await writeFilesAtomic([
    { file: out, data: await toRecordText(signed, parsed.syntax === "yaml" && !out.endsWith(".json")) },
    ...bar && barOut ? [{ file: barOut, data: barStatementText(await barStatement(signed, bar, signingKey)) }] : []
  ]);
  return { out, alg: signingKey.alg, kid: signingKey.kid, ...barOut ? { barOut } : {} };
}
async function boundBar(file, record) {
  const sidecar = besideRecord(file, ".bar.json");
  if (!existsSync(sidecar)) return void 0;
  const s = await readBarStatement(sidecar);
  return s.record_digest === recordDigest(record) ? s.bar : void 0;
}

// src/cli/sign.ts
var SIGN_USAGE = `usage: ${synopsis("sign")}`;
async function signCommand(argv, io) {
  const parsed = parseCommand("sign", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${SIGN_USAGE}`);
  const file = positionals[0];
  const signed = await signFile(file, { file: values.key, env: values["key-env"] }, values.out ?? file);
  io.out(`${signed.out}: signed (${signed.alg}, kid ${signed.kid})`);
  if (signed.barOut) io.out(`${signed.barOut}: the bar bound to it, signed with the same key`);
  return 0;
}
export {
  signCommand
};
