import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  signalsMarkdown
} from "./chunk-OFPOXWVE.js";
import "./chunk-M7ZVXTED.js";
import {
  SignalAnalysis,
  explainAcceptance,
  readSignals
} from "./chunk-FR2ASJXV.js";
import "./chunk-KP66GDIZ.js";
import "./chunk-WT5GNQOB.js";
import "./chunk-JCEPN43F.js";
import {
  parseCommand,
  synopsis
} from "./chunk-3H7QCYV3.js";
import "./chunk-6QWBJ7IX.js";
import "./chunk-4IXCNXHS.js";
import {
  SIGNAL_TIERS,
  isSignalTier
} from "./chunk-FANIYTUJ.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-STKYN4C7.js";
import "./chunk-IDCMMKND.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";
import "./chunk-FXVQAL6E.js";

// src/signals/text.ts
var n = (x) => x === null || x === void 0 ? "–" : String(x);
var plain = (s) => /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s) ? JSON.stringify(s) : s;
function signalsText(r) {
  const out = [];
  out.push(`${r.counts.records} records in ${r.files} files: ${r.counts.ocpRuns} OCP runs, ${r.counts.ocpSignals} OCP signals, ${r.counts.agentSignals} agent signals, ${r.counts.confidenceSamples} confidence samples, ${r.counts.skipped} skipped`);
  for (const a of r.acceptance) out.push(`acceptance ${plain(a.rule)}${a.run ? ` (run ${plain(a.run)})` : ""}: ${a.result}${a.tier ? `, tier ${a.tier}` : ""}${a.reasons.length ? `: ${a.reasons.map(plain).join(", ")}` : ""}${a.details.length ? ` (details: ${a.details.map(plain).join(", ")})` : ""}${a.contradiction ? `; ${plain(a.contradiction)}` : ""}`);
  const g = r.agents;
  const kinds = Object.entries(g.counts).filter(([, c2]) => c2 > 0);
  if (kinds.length > 0) out.push(`agent signals: ${kinds.map(([k, c2]) => `${k} ${c2}`).join(", ")}`);
  for (const a of g.agents)
    out.push(`agent ${plain(a.agent)}: ${a.executions} runs, confidence ${n(a.confidence.mean)} ± ${n(a.confidence.stddev)} (modal share ${n(a.confidence.modeShare)}), calibration ${n(a.calibration.mean)}${a.gamingTell ? "; GAMING TELL: flat confidence with good calibration" : ""}`);
  const cal = g.calibration;
  if (cal.n > 0 || cal.unjoinedExecutions > 0 || cal.unjoinedOutcomes > 0)
    out.push(`calibration (5 − |confidence − quality|): ${cal.n} joined runs, mean ${n(cal.mean)}; ${cal.unjoinedExecutions} executions and ${cal.unjoinedOutcomes} outcomes without a partner`);
  const c = g.continuation;
  if (c.handoffs > 0 || c.chains.links > 0)
    out.push(`continuation: ${c.handoffs} handoffs, gap mean ${n(c.gap.mean)}, recovery mean ${n(c.recovery.mean)}, ${c.delta.overclaimed} overclaimed, ${c.delta.underclaimed} underclaimed, ${c.zeroGapFailedRecovery} with zero gap but failed recovery; ${c.chains.links} resumed runs (${c.chains.unverifiedLinks} unverified), longest chain ${c.chains.longest}`);
  const esc = Object.entries(g.escalations.bySeverity);
  if (esc.length > 0) {
    out.push(`escalations: ${esc.map(([s, v]) => `${plain(s)} ${v.blocking + v.nonBlocking} (${v.blocking} blocking)`).join(", ")}; ${g.escalations.unresolvedBlockingCount} blocking unresolved`);
    for (const u of g.escalations.unresolvedBlocking) out.push(`  unresolved blocking escalation: run ${plain(u.run_id)}, severity ${plain(u.severity)}`);
  }
  const p = g.partnership;
  if (p.total > 0) {
    out.push(`partnership: ${p.total} recommendations, ${p.outcomeValidated} outcome-validated`);
    for (const x of p.recommendations) out.push(`  ${x.validation_status === "outcome_validated" ? "validated  " : "self-report"} ${plain(x.priority ?? "–")} ${plain(x.type ?? "–")} → ${plain(x.target ?? "–")} (about ${plain(x.agent)})`);
  }
  for (const s of r.confidence.summaries)
    out.push(`confidence ${plain(s.agentName)}::${plain(s.skill)}: ${s.sampleCount} samples, avg ${n(s.avgConfidence)} (on success ${n(s.avgConfidenceOnSuccess)}, on failure ${n(s.avgConfidenceOnFailure)}), high-confidence failures ${s.highConfFailures}${s.calibrationInversion ? ", INVERTED" : ""}`);
  const filled = r.confidence.buckets.filter((b) => b.n > 0);
  if (filled.length > 0) out.push(`reliability: ${filled.map((b) => `[${b.from}, ${b.to}) ${b.n} samples, mean confidence ${n(b.meanConfidence)}, success ${n(b.successRate)}`).join("; ")}`);
  if (r.privacy.flagged > 0) {
    out.push(`privacy: ${r.privacy.flagged} values flagged (${Object.entries(r.privacy.byKind).map(([k, v]) => `${k} ${v}`).join(", ")})`);
    for (const f of r.privacy.findings) out.push(`  ${f.file}${f.line === void 0 ? "" : `:${f.line}`}: ${f.field} looks like ${f.kind}`);
  }
  for (const h of r.softHolds) out.push(`advisory hold ${h.code}: ${plain(h.message)}`);
  if (r.deviations.total > 0) out.push(`deviations: ${r.deviations.total} (${Object.entries(r.deviations.byCode).map(([k, v]) => `${k} ${v}`).join(", ")})`);
  for (const d of r.deviations.first) out.push(`  ${d.file}${d.line === void 0 ? "" : `:${d.line}`}: ${d.code}${d.field ? ` ${d.field}` : ""} ${d.message} (${d.action})`);
  if (r.deviations.total > r.deviations.first.length) out.push(`  … and ${r.deviations.total - r.deviations.first.length} more deviations`);
  return out;
}

// src/cli/signals.ts
var readRuleFile = async (file) => (await import("./rule-file-R2ENDKMT.js")).readRule(file);
var SIGNALS_USAGE = `usage: ${synopsis("signals")}`;
var ACCEPTANCE_USAGE = `usage: ${synopsis("acceptance")}`;
async function signalsCommand(argv, io) {
  const parsed = parseCommand("signals", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length === 0) throw new AqrError("ERR_USAGE", `no signal files; ${SIGNALS_USAGE}`);
  const analysis = new SignalAnalysis({ strict: values.strict === true, ...values.rule ? { rule: await readRuleFile(values.rule) } : {} });
  await readSignals(positionals, analysis);
  const report = analysis.report();
  if (values.json) io.out(JSON.stringify(report));
  else if (values.markdown) io.out(signalsMarkdown(report));
  else for (const line of signalsText(report)) io.out(line);
  return 0;
}
async function acceptanceCommand(argv, io) {
  const parsed = parseCommand("acceptance", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one run document; ${ACCEPTANCE_USAGE}`);
  const now = values.now === void 0 ? void 0 : Date.parse(values.now);
  if (now !== void 0 && Number.isNaN(now)) throw new AqrError("ERR_USAGE", `--now must be an RFC 3339 timestamp, got ${JSON.stringify(values.now)}`);
  const minTier = values["min-tier"];
  if (minTier !== void 0 && !isSignalTier(minTier)) throw new AqrError("ERR_USAGE", `--min-tier must be one of ${SIGNAL_TIERS.join(", ")}`);
  const analysis = new SignalAnalysis({
    strict: values.strict === true,
    ...values.rule ? { rule: await readRuleFile(values.rule) } : {},
    ...now === void 0 ? {} : { now },
    ...minTier !== void 0 && isSignalTier(minTier) ? { minTier } : {}
  });
  await readSignals(positionals, analysis);
  const report = analysis.report();
  const a = report.acceptance[0];
  for (const d of report.deviations.first) io.err(`aqr: warning: ${d.file}${d.line === void 0 ? "" : `:${d.line}`}: ${d.message} (${d.code})`);
  if (!a) throw new AqrError("ERR_USAGE", "no acceptance rule: the run document has none; give one with --rule FILE", { file: positionals[0] });
  const out = { result: a.result, tier: a.tier, reasons: a.reasons, details: a.details, scores: a.scores };
  if (values.json) io.out(JSON.stringify(out));
  else io.out(`${a.result} (tier ${a.tier})${explainAcceptance(a)}`);
  return a.result === "accepted" ? 0 : 1;
}
export {
  acceptanceCommand,
  signalsCommand
};
