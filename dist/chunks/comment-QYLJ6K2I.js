import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  verifyFile
} from "./chunk-JY2OSN2D.js";
import "./chunk-LJLY4HAM.js";
import {
  checkFiles
} from "./chunk-IZDRDUPI.js";
import {
  gateView,
  renderComment
} from "./chunk-KJSNELK2.js";
import "./chunk-M7ZVXTED.js";
import "./chunk-BBDJPMTY.js";
import "./chunk-WS27B6OD.js";
import "./chunk-LAFYHAOY.js";
import "./chunk-2N77AZOV.js";
import "./chunk-G5BI6QA6.js";
import "./chunk-KP66GDIZ.js";
import "./chunk-WT5GNQOB.js";
import "./chunk-BXLYU2TX.js";
import "./chunk-EM5K6AHQ.js";
import "./chunk-RE3RRDPA.js";
import "./chunk-3VYX6W33.js";
import "./chunk-QW2EUGQH.js";
import {
  fileDigest
} from "./chunk-JCEPN43F.js";
import {
  writeFileAtomic
} from "./chunk-ONOBQVIQ.js";
import {
  parseCommand,
  synopsis
} from "./chunk-3H7QCYV3.js";
import "./chunk-6QWBJ7IX.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-6QFHXJLZ.js";
import "./chunk-QNGZIB7B.js";
import "./chunk-MZBVNFUC.js";
import "./chunk-QABMOKKH.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import {
  readRecordFile
} from "./chunk-FF3GS4VK.js";
import {
  schemaIssues
} from "./chunk-DQRIIOGQ.js";
import "./chunk-STKYN4C7.js";
import "./chunk-XXKQGM5E.js";
import "./chunk-AMF72PHS.js";
import "./chunk-QVSP4LVB.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";
import "./chunk-RD7YIWT4.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-IAEQJC22.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-FXVQAL6E.js";

// src/report/record-view.ts
function recordView(record, input) {
  const gates = record.gates.map((g) => {
    const backing = record.measures.filter((m) => m.id === g.id && (g.split === void 0 || m.split === g.split));
    const value = backing.length === 1 ? backing[0]?.value : void 0;
    return {
      id: g.id,
      ...g.split ? { split: g.split } : {},
      source: g.source ?? "native",
      result: g.result,
      ...typeof value === "number" || typeof value === "boolean" ? { value } : {},
      ...g.floor === void 0 ? {} : { floor: g.floor },
      reason: `${g.id}${g.split ? ` (${g.split})` : ""} ${g.result}`
    };
  });
  const reasons = [];
  const verdict = record.decision.verdict;
  if (verdict !== "ship") {
    for (const g of gates) if (g.result === "fail") reasons.push({ verdict: "reject", code: "GATE_FAILED", message: `gate failed: ${g.reason}` });
    for (const c of record.assurance.integrity?.canaries ?? []) if (c.observed !== c.expected) reasons.push({ verdict: "reject", code: "CANARY_FIRED", message: `canary ${JSON.stringify(c.id)} ${c.observed === "pass" ? "passed" : "failed"}, expected to ${c.expected}` });
  }
  return gateView({ verdict, reasons, gates, record, level: input.level, recordDigest: input.recordDigest, baseline: input.baseline });
}

// src/cli/comment.ts
var COMMENT_USAGE = `usage: ${synopsis("comment")}`;
async function commentCommand(argv, io) {
  const args = parseCommand("comment", argv, io);
  if (!args) return 0;
  const { positionals } = args;
  const values = args.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${COMMENT_USAGE}`);
  if (values.key !== void 0 && values.jwks !== void 0) throw new AqrError("ERR_USAGE", `give --key or --jwks, not both; ${COMMENT_USAGE}`);
  const file = positionals[0];
  const keySource = values.key ?? values.jwks;
  if (keySource !== void 0) {
    const report = await verifyFile(file, keySource);
    if (!report.valid) {
      io.err(`aqr: ${file}: not rendered: ${report.signature.ok ? `not schema-valid: ${report.schema[0] ?? ""}` : `signature ${report.signature.message} (${report.signature.code})`}`);
      return 1;
    }
  }
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    io.err(`aqr: ${file}: not rendered: not schema-valid: ${issue.message} (${issue.code})`);
    return 1;
  }
  const record = parsed.value;
  const checked = (await checkFiles([file], keySource === void 0 ? {} : { keyFile: keySource }))[0];
  const level = checked && "level" in checked ? checked.level : null;
  const baseline = values.baseline === void 0 ? void 0 : (await readRecordFile(values.baseline)).value;
  const view = recordView(record, { level, recordDigest: await fileDigest(file), baseline });
  const key = `${values.workflow ?? "workflow"}:${record.profile.id}@${record.profile.version}`;
  let { body } = renderComment(view, key);
  if (keySource === void 0) body += "\n\n_Not verified (no key given): these numbers are as the run that wrote the record reported them._";
  if (values.out !== void 0) await writeFileAtomic(values.out, `${body}
`);
  else io.out(body);
  return 0;
}
export {
  commentCommand
};
