import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  writeHtmlReport
} from "./chunk-FCZSGTFA.js";
import "./chunk-BXLYU2TX.js";
import "./chunk-EM5K6AHQ.js";
import "./chunk-RE3RRDPA.js";
import "./chunk-3VYX6W33.js";
import "./chunk-QW2EUGQH.js";
import "./chunk-JCEPN43F.js";
import "./chunk-ONOBQVIQ.js";
import {
  parseCommand,
  synopsis
} from "./chunk-3H7QCYV3.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-6QWBJ7IX.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-FF3GS4VK.js";
import "./chunk-DQRIIOGQ.js";
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

// src/cli/report.ts
var REPORT_USAGE = `usage: ${synopsis("report")}`;
async function reportCommand(argv, io) {
  const parsed = parseCommand("report", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${REPORT_USAGE}`);
  if (values.html === void 0) throw new AqrError("ERR_USAGE", `--html OUT is required (the page to write); ${REPORT_USAGE}`);
  const record = positionals[0];
  const r = await writeHtmlReport({ record, out: values.html, signals: values.signals, stats: values.stats, baseline: values.baseline, key: values.key });
  io.out(`${values.html}: ${r.verdict}, conformance ${r.level ?? "below L1"}`);
  return 0;
}
export {
  reportCommand
};
