import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  renderBlock
} from "./chunk-NX3ZSWAF.js";
import {
  readSignals
} from "./chunk-OSERO4LO.js";
import {
  SignalAnalysis
} from "./chunk-XORR3M32.js";
import {
  readRule
} from "./chunk-YD5I53JW.js";
import {
  md
} from "./chunk-SRY74GCY.js";
import {
  explainAcceptance
} from "./chunk-6EQII5ZQ.js";
import "./chunk-FSOK7FNT.js";
import {
  num,
  percent,
  plural
} from "./chunk-VFM2G6YV.js";
import {
  SIGNAL_TIERS,
  isSignalTier
} from "./chunk-FANIYTUJ.js";
import "./chunk-32R52CTD.js";
import "./chunk-K6OQSGEN.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import {
  parseCommand,
  synopsis
} from "./chunk-U7KDE5S2.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";

// src/report/signals-markdown.ts
var n = num;
var more = (what) => (k) => `_\u2026${k.toLocaleString("en-US")} more ${what} not shown here; all are in the signals analysis beside the record (\`.signals.json\`)._`;
function signalsBlocks(r) {
  const out = [];
  out.push({
    kind: "text",
    text: `**Signals**: ${plural(r.counts.records, "record")} from ${plural(r.files, "file")}: ${plural(r.counts.ocpRuns, "OCP run")}, ${plural(r.counts.ocpSignals, "OCP signal")}, ${plural(r.counts.agentSignals, "agent signal")}, ${plural(r.counts.confidenceSamples, "confidence sample")}; ${r.counts.skipped} skipped, ${plural(r.deviations.total, "deviation")} reported.`
  });
  if (r.acceptance.length > 0)
    out.push({
      kind: "table",
      header: ["| acceptance rule | run | result | tier | reasons |", "|---|---|---|---|---|"],
      rows: r.acceptance.map(
        (a) => `| ${md(a.rule)} | ${md(a.run ?? "\u2013")} | ${a.result} | ${a.tier ?? "\u2013"} | ${a.reasons.map((x) => md(x)).join(", ") || "\u2013"} |`
      ),
      more: more("runs")
    });
  const cal = r.agents.calibration;
  if (cal.n > 0 || r.agents.agents.length > 0) {
    out.push({
      kind: "table",
      header: [
        "| agent | runs | confidence mean \xB1 sd | runs on its most common value | calibration mean | flat confidence, good calibration |",
        "|---|---|---|---|---|---|"
      ],
      rows: r.agents.agents.map(
        (a) => `| ${md(a.agent)} | ${a.executions} | ${n(a.confidence.mean)} \xB1 ${n(a.confidence.stddev)} | ${percent(a.confidence.modeShare)} | ${n(a.calibration.mean)} | ${a.gamingTell ? "**yes**: confidence may be tuned to the score" : "no"} |`
      ),
      more: more("agents")
    });
    out.push({
      kind: "text",
      text: `Calibration (5 \u2212 |confidence \u2212 quality|) over ${cal.n} joined runs: mean ${n(cal.mean)}; ${cal.unjoinedExecutions} executions and ${cal.unjoinedOutcomes} outcomes without a partner.`
    });
  }
  const c = r.agents.continuation;
  if (c.handoffs > 0 || c.chains.links > 0)
    out.push({
      kind: "text",
      text: `Continuation: ${c.handoffs} handoffs, gap mean ${n(c.gap.mean)}, recovery mean ${n(c.recovery.mean)}, ${c.delta.overclaimed} overclaimed, ${c.zeroGapFailedRecovery} with zero gap but failed recovery; ${c.chains.links} resumed runs (${c.chains.unverifiedLinks} unverified), longest chain ${c.chains.longest}.`
    });
  const esc = Object.entries(r.agents.escalations.bySeverity);
  if (esc.length > 0) {
    out.push({
      kind: "text",
      text: `Escalations: ${esc.map(([s, v]) => `${md(s)} ${v.blocking + v.nonBlocking} (${v.blocking} blocking)`).join(", ")}; ${r.agents.escalations.unresolvedBlockingCount} blocking unresolved.`
    });
    const open = r.agents.escalations.unresolvedBlocking;
    if (open.length > 0)
      out.push({
        kind: "table",
        header: ["| unresolved blocking escalation: run | severity |", "|---|---|"],
        rows: open.map((u) => `| ${md(u.run_id)} | ${md(u.severity)} |`),
        more: more("open escalations")
      });
  }
  const p = r.agents.partnership;
  if (p.total > 0) {
    out.push({
      kind: "text",
      text: `Partnership: ${p.total} recommendations, ${p.outcomeValidated} outcome-validated (ranked validated first, then by priority).`
    });
    out.push({
      kind: "table",
      header: ["| validation | priority | type | target | about agent |", "|---|---|---|---|---|"],
      rows: p.recommendations.map(
        (x) => `| ${x.validation_status} | ${md(x.priority ?? "\u2013")} | ${md(x.type ?? "\u2013")} | ${md(x.target ?? "\u2013")} | ${md(x.agent)} |`
      ),
      more: more("recommendations")
    });
  }
  if (r.confidence.summaries.length > 0)
    out.push({
      kind: "table",
      header: ["| agent::skill | samples | avg | on success | on failure | high-confidence failures | inversion |", "|---|---|---|---|---|---|---|"],
      rows: r.confidence.summaries.map(
        (s) => `| ${md(s.agentName)}::${md(s.skill)} | ${s.sampleCount} | ${n(s.avgConfidence)} | ${n(s.avgConfidenceOnSuccess)} | ${n(s.avgConfidenceOnFailure)} | ${s.highConfFailures} | ${s.calibrationInversion ? "**yes**" : "no"} |`
      ),
      more: more("agent::skill rows")
    });
  if (r.privacy.flagged > 0)
    out.push({
      kind: "text",
      text: `**Privacy**: ${r.privacy.flagged} values look like ${Object.keys(r.privacy.byKind).join(", ")}; signals must not carry them (see the JSON report for file, line and field).`
    });
  if (r.softHolds.length > 0)
    out.push(
      { kind: "text", text: "**Advisory holds**:" },
      { kind: "list", items: r.softHolds.map((h) => `- ${h.code}: ${md(h.message)}`), more: more("advisory holds") }
    );
  return out;
}
function signalsMarkdown(r) {
  return signalsBlocks(r).map(renderBlock).join("\n\n");
}

// src/signals/text.ts
var plain = (s) => /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s) ? JSON.stringify(s) : s;
function signalsText(r) {
  const out = [];
  out.push(
    `${plural(r.counts.records, "record")} in ${plural(r.files, "file")}: ${plural(r.counts.ocpRuns, "OCP run")}, ${plural(r.counts.ocpSignals, "OCP signal")}, ${plural(r.counts.agentSignals, "agent signal")}, ${plural(r.counts.confidenceSamples, "confidence sample")}, ${r.counts.skipped} skipped`
  );
  for (const a of r.acceptance)
    out.push(
      `acceptance ${plain(a.rule)}${a.run ? ` (run ${plain(a.run)})` : ""}: ${a.result}${a.tier ? `, tier ${a.tier}` : ""}${a.reasons.length ? `: ${a.reasons.map(plain).join(", ")}` : ""}${a.details.length ? ` (details: ${a.details.map(plain).join(", ")})` : ""}${a.contradiction ? `; ${plain(a.contradiction)}` : ""}`
    );
  const g = r.agents;
  const kinds = Object.entries(g.counts).filter(([, c2]) => c2 > 0);
  if (kinds.length > 0) out.push(`agent signals: ${kinds.map(([k, c2]) => `${k} ${c2}`).join(", ")}`);
  for (const a of g.agents)
    out.push(
      `agent ${plain(a.agent)}: ${plural(a.executions, "run")}, confidence ${num(a.confidence.mean)} \xB1 ${num(a.confidence.stddev)} (its most common value on ${percent(a.confidence.modeShare)} of runs), calibration ${num(a.calibration.mean)}${a.gamingTell ? "; FLAT CONFIDENCE: nearly the same confidence on every run, yet good calibration \u2014 the confidence may be tuned to the score, not to the task" : ""}`
    );
  const cal = g.calibration;
  if (cal.n > 0 || cal.unjoinedExecutions > 0 || cal.unjoinedOutcomes > 0)
    out.push(
      `calibration (5 \u2212 |confidence \u2212 quality|): ${cal.n} joined runs, mean ${num(cal.mean)}; ${cal.unjoinedExecutions} executions and ${cal.unjoinedOutcomes} outcomes without a partner`
    );
  const c = g.continuation;
  if (c.handoffs > 0 || c.chains.links > 0)
    out.push(
      `continuation: ${c.handoffs} handoffs, gap mean ${num(c.gap.mean)}, recovery mean ${num(c.recovery.mean)}, ${c.delta.overclaimed} overclaimed, ${c.delta.underclaimed} underclaimed, ${c.zeroGapFailedRecovery} with zero gap but failed recovery; ${c.chains.links} resumed runs (${c.chains.unverifiedLinks} unverified), longest chain ${c.chains.longest}`
    );
  const esc = Object.entries(g.escalations.bySeverity);
  if (esc.length > 0) {
    out.push(
      `escalations: ${esc.map(([s, v]) => `${plain(s)} ${v.blocking + v.nonBlocking} (${v.blocking} blocking)`).join(", ")}; ${g.escalations.unresolvedBlockingCount} blocking unresolved`
    );
    for (const u of g.escalations.unresolvedBlocking) out.push(`  unresolved blocking escalation: run ${plain(u.run_id)}, severity ${plain(u.severity)}`);
  }
  const p = g.partnership;
  if (p.total > 0) {
    out.push(`partnership: ${p.total} recommendations, ${p.outcomeValidated} outcome-validated`);
    for (const x of p.recommendations)
      out.push(
        `  ${x.validation_status === "outcome_validated" ? "validated  " : "self-report"} ${plain(x.priority ?? "\u2013")} ${plain(x.type ?? "\u2013")} \u2192 ${plain(x.target ?? "\u2013")} (about ${plain(x.agent)})`
      );
  }
  for (const s of r.confidence.summaries)
    out.push(
      `confidence ${plain(s.agentName)}::${plain(s.skill)}: ${s.sampleCount} samples, avg ${num(s.avgConfidence)} (on success ${num(s.avgConfidenceOnSuccess)}, on failure ${num(s.avgConfidenceOnFailure)}), high-confidence failures ${s.highConfFailures}${s.calibrationInversion ? ", INVERTED" : ""}`
    );
  const filled = r.confidence.buckets.filter((b) => b.n > 0);
  if (filled.length > 0) {
    out.push("reliability (per confidence bucket: samples, mean confidence, success rate):");
    for (const b of filled)
      out.push(
        `  ${`[${num(b.from)}, ${num(b.to)})`.padEnd(11)}${plural(b.n, "sample").padStart(12)}  confidence ${num(b.meanConfidence).padEnd(6)} success ${num(b.successRate)}`
      );
  }
  if (r.privacy.flagged > 0) {
    out.push(
      `privacy: ${r.privacy.flagged} values flagged (${Object.entries(r.privacy.byKind).map(([k, v]) => `${k} ${v}`).join(", ")})`
    );
    for (const f of r.privacy.findings) out.push(`  ${f.file}${f.line === void 0 ? "" : `:${f.line}`}: ${f.field} looks like ${f.kind}`);
  }
  for (const h of r.softHolds) out.push(`advisory hold ${h.code}: ${plain(h.message)}`);
  if (r.deviations.total > 0)
    out.push(
      `deviations: ${r.deviations.total} (${Object.entries(r.deviations.byCode).map(([k, v]) => `${k} ${v}`).join(", ")})`
    );
  for (const d of r.deviations.first)
    out.push(`  ${d.file}${d.line === void 0 ? "" : `:${d.line}`}: ${d.code}${d.field ? ` ${d.field}` : ""} ${d.message} (${d.action})`);
  if (r.deviations.total > r.deviations.first.length) out.push(`  \u2026 and ${r.deviations.total - r.deviations.first.length} more deviations`);
  return out;
}

// src/cli/signals.ts
var SIGNALS_USAGE = `usage: ${synopsis("signals")}`;
var ACCEPTANCE_USAGE = `usage: ${synopsis("acceptance")}`;
async function signalsCommand(argv, io) {
  const parsed = parseCommand("signals", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length === 0) throw new AqrError("ERR_USAGE", `no signal files; ${SIGNALS_USAGE}`);
  const analysis = new SignalAnalysis({ strict: values.strict === true, ...values.rule ? { rule: await readRule(values.rule) } : {} });
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
    ...values.rule ? { rule: await readRule(values.rule) } : {},
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
