import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readConfig,
  runEvaluate
} from "./chunk-XPQRGUSG.js";
import "./chunk-JVCPBWHG.js";
import "./chunk-T2MPUJ5O.js";
import "./chunk-3VQO3E7E.js";
import "./chunk-FR2ASJXV.js";
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
import "./chunk-JCEPN43F.js";
import "./chunk-GLLZNUNT.js";
import "./chunk-ONOBQVIQ.js";
import {
  parseCommand
} from "./chunk-3H7QCYV3.js";
import "./chunk-IYLHJKSN.js";
import {
  EVALUATE_FLAGS,
  toEvaluateOptions
} from "./chunk-6QWBJ7IX.js";
import "./chunk-3EKIORZS.js";
import "./chunk-4IXCNXHS.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-6QFHXJLZ.js";
import "./chunk-QNGZIB7B.js";
import "./chunk-MZBVNFUC.js";
import "./chunk-QABMOKKH.js";
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
  AqrError,
  oneLine
} from "./chunk-4XSZKK7O.js";
import "./chunk-RD7YIWT4.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-IAEQJC22.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-FXVQAL6E.js";

// src/cli/evaluate.ts
async function evaluateCommand(argv, io) {
  const parsed = parseCommand("evaluate", argv, io);
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw new AqrError("ERR_USAGE", `unexpected argument ${JSON.stringify(positionals[0])}; every input is a --flag`);
  const config = typeof values["config"] === "string" ? await readConfig(values["config"]) : {};
  const merged = { ...config };
  for (const k of Object.keys(EVALUATE_FLAGS)) if (values[k] !== void 0) merged[k] = values[k];
  if (values["subject"] !== void 0) {
    const given = merged["subject-path"];
    merged["subject-path"] = [...Array.isArray(given) ? given : typeof given === "string" ? [given] : [], ...values["subject"]];
  }
  const run = await runEvaluate(toEvaluateOptions(merged));
  for (const w of run.warnings) io.err(`aqr: warning: ${w}`);
  if (values["json"]) io.out(JSON.stringify(resultObject(run)));
  else printHuman(run, io);
  return run.verdict === "ship" ? 0 : 1;
}
function resultObject(run) {
  return {
    verdict: run.verdict,
    reasons: run.reasons.map(({ verdict, code, message }) => ({ verdict, code, message })),
    gates: run.gates.map((g) => ({ id: g.id, ...g.split ? { split: g.split } : {}, result: g.result, ...g.value !== void 0 ? { value: g.value } : {}, ...g.floor !== void 0 ? { floor: g.floor } : {}, ...g.ceiling !== void 0 ? { ceiling: g.ceiling } : {}, source: g.source, reason: g.reason })),
    record: run.out ?? null,
    signals: run.signalsOut ?? null,
    predicate: run.predicateOut ?? null,
    attestation: run.attestOut ?? null,
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
    if (s) io.out(`shadow verdict of ${s.bar === "base" ? `the bar at ${b.base}` : "the changed bar"} (never enforced): ${"error" in s ? `cannot judge: ${s.error}` : `${s.verdict}${s.reasons.length ? ` (${[...new Set(s.reasons.map((r) => r.code))].join(", ")})` : ""}`}`);
  }
  io.out(`verdict: ${run.verdict}`);
  for (const r of run.reasons) io.out(`  ${r.verdict.padEnd(6)} ${r.code}  ${r.message}`);
  io.out("gates:");
  for (const g of run.gates) io.out(`  ${g.result.padEnd(7)} ${g.reason}`);
  if (run.shadow.length > 0) io.out("shadow gates (reported, never enforced):");
  for (const g of run.shadow) io.out(`  ${g.result.padEnd(7)} ${g.reason}`);
  for (const n of run.stats.notices) io.out(`note: ${n}`);
  const where = run.out ? `${run.out} (${run.record.record_id})` : `not written (give --out)`;
  if (run.attestOut) io.out(`attestation: ${run.attestOut} (predicate ${run.predicateOut ?? ""})`);
  else if (run.predicateOut) io.out(`predicate: ${run.predicateOut}`);
  io.out(`record: ${where}, conformance ${run.check.level ?? "below L1"}${run.check.unmet.length > 0 ? `; for ${run.check.unmet[0]?.level}: ${run.check.unmet.map((u) => u.code).join(", ")}` : ""}`);
}
export {
  evaluateCommand,
  resultObject
};
