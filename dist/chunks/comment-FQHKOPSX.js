import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  verifyFile
} from "./chunk-L7XCJG7T.js";
import "./chunk-AN7K5TVE.js";
import {
  fitPage,
  md,
  num,
  renderBlock,
  utf16Units
} from "./chunk-26PEUHQH.js";
import "./chunk-D7FPOAGQ.js";
import "./chunk-GFMNLJG6.js";
import {
  checkFiles
} from "./chunk-M2UCAQO3.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-ZCM5OQGM.js";
import "./chunk-QCNZDGNM.js";
import "./chunk-2DVFJEGL.js";
import "./chunk-PW5OXEO7.js";
import "./chunk-3G5N4ZOO.js";
import {
  usesStats
} from "./chunk-QDM4TJHA.js";
import "./chunk-N3NFBNC2.js";
import {
  writeFileAtomic
} from "./chunk-LP2FYDS3.js";
import "./chunk-T4WZTU35.js";
import "./chunk-QABMOKKH.js";
import "./chunk-HBLJV4H2.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-DNRQZ4NJ.js";
import "./chunk-VU3GVDTU.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";
import {
  readRecordFile,
  schemaIssues
} from "./chunk-HVMA5C5C.js";
import "./chunk-KSRTNLLK.js";
import "./chunk-43NYQZBQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-IYLHJKSN.js";
import {
  parseCommand,
  synopsis
} from "./chunk-IA5MQYMN.js";
import "./chunk-4HNVQPZX.js";
import "./chunk-JEMWZJTB.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-6QY4WL6R.js";
import "./chunk-32R52CTD.js";
import "./chunk-4MJNXZFR.js";
import "./chunk-QVW2BNY7.js";
import "./chunk-BNF5UHPD.js";
import "./chunk-3MYWZ7HE.js";
import {
  importFormatOf
} from "./chunk-VZI5BMF6.js";
import "./chunk-QJFUF66T.js";
import "./chunk-A74B5NYC.js";
import {
  fileDigest
} from "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-CTTDP7TS.js";
import "./chunk-7HCY57TS.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";

// src/report/stats-markdown.ts
var r4 = (x) => Number.isFinite(x) ? String(Math.round(x * 1e4) / 1e4) : "\u221E";
var RESULT = { pass: "pass \u2705", fail: "**fail** \u26D4", inconclusive: "inconclusive \u23F8\uFE0F", missing: "no evidence \u23F8\uFE0F" };
function statsLines(s) {
  if (!s) return [];
  const out = [];
  if (s.bounds.length > 0) {
    out.push(
      "**Confidence bounds** (the gate follows the bound, not the point value; in the strip `[===]` is the interval, `\u25CF` the measured value, `|` the threshold)",
      "",
      "| gate | value | interval | threshold | strip | n | method | result |",
      "|---|---|---|---|---|---|---|---|"
    );
    for (const b of s.bounds) {
      const words = b.result === "inconclusive" ? b.more ? ` (~${b.more} more tasks)` : b.more === null ? " (more tasks at this rate would not settle it)" : "" : "";
      out.push(
        `| ${md(b.id)}${b.split ? ` (${b.split})` : ""} | ${r4(b.value)} | ${r4(b.lower)} \u2013 ${r4(b.upper)} (${b.confidence * 100}%) | ${b.kind === "floor" ? "\u2265" : "\u2264"} ${b.threshold} | \`${strip(b)}\` | ${b.n} | ${b.method}${b.resamples ? ` \xD7${b.resamples}` : ""} | ${RESULT[b.result]}${words} |`
      );
    }
    out.push("");
  }
  if (s.regressions.length > 0) {
    out.push(
      `**Regression against the last release** (${md(s.baseline?.record_id ?? "")}${s.baseline && !s.baseline.verified ? ", unverified" : ""})`,
      "",
      "| gate | baseline | now | drop interval | max drop | result |",
      "|---|---|---|---|---|---|"
    );
    for (const t of s.regressions)
      out.push(
        `| ${md(t.id)}${t.split ? ` (${t.split})` : ""} | ${r4(t.baseline.value)} (n=${t.baseline.n}) | ${r4(t.current.value)} (n=${t.current.n}) | ${r4(t.drop.lower)} \u2013 ${r4(t.drop.upper)} (${t.confidence * 100}%) | ${t.max_drop} | ${RESULT[t.result]} |`
      );
    out.push("");
  }
  if (s.shadow.length > 0) {
    out.push("**Shadow gates** (evaluated, never enforced)", "");
    for (const g of s.shadow) out.push(`- ${RESULT[g.result]} \xB7 ${md(g.reason, 400)}`);
    out.push("");
  }
  if (s.notices.length > 0) out.push(...s.notices.map((n) => `- ${md(n, 400)}`), "");
  return out;
}
var WIDTH = 24;
function strip(b) {
  const max = b.method === "bootstrap" ? 2 * Math.max(b.threshold, Number.isFinite(b.upper) ? b.upper : b.threshold) || 1 : 1;
  const at = (x) => Math.max(0, Math.min(WIDTH - 1, Math.round(Math.min(x, max) / max * (WIDTH - 1))));
  const cells = Array.from({ length: WIDTH }, () => "\xB7");
  const lo = at(b.lower);
  const hi = Number.isFinite(b.upper) ? at(b.upper) : WIDTH - 1;
  for (let i = lo; i <= hi; i++) cells[i] = "=";
  cells[lo] = "[";
  cells[hi] = "]";
  cells[at(b.value)] = "\u25CF";
  cells[at(b.threshold)] = "|";
  return cells.join("");
}

// src/report/charts.ts
var MAX_BARS = 15;
var LABEL = 34;
function chartLabel(s, max = LABEL) {
  const clean = s.replace(/["`\\<>;#%{}[\]]/g, "").replace(/\s+/g, " ").trim();
  return `"${clean.length > max ? `${clean.slice(0, max - 1)}\u2026` : clean}"`;
}
function margin(g) {
  if (typeof g.value !== "number" || !Number.isFinite(g.value)) return void 0;
  const [diff, base] = g.floor !== void 0 ? [g.value - g.floor, g.floor] : g.ceiling !== void 0 ? [g.ceiling - g.value, g.ceiling] : [void 0, 0];
  if (diff === void 0) return void 0;
  return diff / (base === 0 ? 1 : Math.abs(base)) * 100;
}
function config(height, palette) {
  return ["---", "config:", "  xyChart:", `    height: ${height}`, "  themeVariables:", "    xyChart:", `      plotColorPalette: "${palette}"`, "---"];
}
var AXIS_MAX = 200;
function standing(g) {
  const m = margin(g);
  if (m === void 0) return void 0;
  const v = g.value;
  let pct;
  if (g.floor !== void 0) pct = g.floor > 0 && v >= 0 ? v / g.floor * 100 : m >= 0 ? AXIS_MAX : 0;
  else pct = g.ceiling > 0 && v > 0 ? g.ceiling / v * 100 : m >= 0 ? AXIS_MAX : 0;
  return Math.max(0, Math.min(AXIS_MAX, Math.round(pct * 10) / 10));
}
function marginChart(gates) {
  const measured = gates.map((g) => ({ g, m: margin(g), s: standing(g) })).filter((x) => x.m !== void 0 && x.s !== void 0);
  if (measured.length === 0) return [];
  measured.sort((a, b) => a.m - b.m);
  const shown = measured.slice(0, MAX_BARS);
  const fails = (x) => x.g.result === "fail" || x.m < 0;
  const of = measured.length > shown.length ? `the ${shown.length} of ${measured.length} gates closest to failing, failing first` : "failing first";
  return [
    {
      kind: "text",
      text: `**Each gate against its own threshold**: the bar is the value in % of the threshold (for a ceiling, the threshold in % of the value), the red line at 100 the threshold; \u2717 marks a failing gate (${of}; bars stop at ${AXIS_MAX} %)`
    },
    {
      kind: "text",
      text: [
        "```mermaid",
        ...config(60 + 40 * shown.length, "#0969da, #cf222e"),
        "xychart-beta horizontal",
        `  x-axis [${shown.map((x) => chartLabel(`${fails(x) ? "\u2717 " : ""}${x.g.id}${x.g.split ? ` ${x.g.split}` : ""}`)).join(", ")}]`,
        `  y-axis "% of threshold" 0 --> ${AXIS_MAX}`,
        `  bar [${shown.map((x) => x.s).join(", ")}]`,
        `  line [${shown.map(() => 100).join(", ")}]`,
        "```"
      ].join("\n")
    }
  ];
}
function reliabilityChart(buckets) {
  const used = buckets.filter((b) => b.n > 0);
  if (used.length === 0) return [];
  const label = (b) => b.to.toFixed(1);
  const r3 = (x) => x === null ? 0 : Math.round(x * 1e3) / 1e3;
  return [
    {
      kind: "text",
      text: "**Reliability diagram**: per confidence bucket (up to the value shown), bars are the success rate and the line the mean confidence; where they meet, confidence is calibrated"
    },
    {
      kind: "text",
      text: [
        "```mermaid",
        ...config(400, "#54aeff, #cf222e"),
        "xychart-beta",
        `  x-axis [${used.map((b) => `"${label(b)}"`).join(", ")}]`,
        '  y-axis "rate" 0 --> 1',
        `  bar [${used.map((b) => r3(b.successRate)).join(", ")}]`,
        `  line [${used.map((b) => r3(b.meanConfidence)).join(", ")}]`,
        "```"
      ].join("\n")
    },
    {
      kind: "text",
      text: [
        `| confidence up to | ${used.map(label).join(" | ")} |`,
        `|---|${used.map(() => "---|").join("")}`,
        `| samples | ${used.map((b) => b.n.toLocaleString("en-US")).join(" | ")} |`
      ].join("\n")
    }
  ];
}

// src/report/markdown.ts
var COMMENT_LIMIT = 65536;
var COMMENT_BUDGET = COMMENT_LIMIT - 1536;
var SUMMARY_LIMIT = 1024 * 1024;
var SUMMARY_BUDGET = SUMMARY_LIMIT - 4096;
var MAX_REASONS = 20;
var ICON = { ship: "\u2705", hold: "\u23F8\uFE0F", reject: "\u26D4" };
var plural = (n, one, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
function where(v) {
  return `the record${v.artifact ? ` (artifact \`${md(v.artifact)}\`)` : ""}`;
}
function gateRow(g) {
  const threshold = g.floor !== void 0 ? `\u2265 ${num(g.floor)}` : g.ceiling !== void 0 ? `\u2264 ${num(g.ceiling)}` : "\u2013";
  return `| ${md(g.id)}${g.split ? ` (${md(g.split)})` : ""} | ${num(g.value)} | ${threshold} | ${g.source} | ${g.result === "pass" ? "pass \u2705" : g.result === "fail" ? "**fail** \u26D4" : g.result === "inconclusive" ? "inconclusive \u23F8\uFE0F" : "no evidence \u23F8\uFE0F"} |`;
}
function approvalLine(a) {
  return a.by === null ? `**No person approved this run**; the record's actor is ${md(a.actor)}.` : `Approved by ${md(a.by)}.`;
}
var GATE_HEADER = ["| gate | value | threshold | source | result |", "|---|---|---|---|---|"];
function sections(v, summary, appendix) {
  const out = [];
  const rest = where(v);
  const head = [
    { kind: "text", text: `### ${ICON[v.verdict]} Agent release gate: **${v.verdict}**` },
    {
      kind: "text",
      text: `Agent ${md(v.agent)} \xB7 profile ${md(v.profile)}${v.evidence ? ` \xB7 evidence ${md(v.evidence)} (the eval tool's own file)` : ""} \xB7 conformance **${v.level ?? "below L1"}** \xB7 record \`${v.recordDigest}\`${v.artifact ? ` \xB7 artifact \`${md(v.artifact)}\`` : ""}`
    },
    ...v.approval ? [{ kind: "text", text: approvalLine(v.approval) }] : []
  ];
  if (v.reasons.length > 0) {
    const shown = v.reasons.slice(0, MAX_REASONS);
    const items = shown.map((r) => `- ${r.verdict} \xB7 \`${r.code}\` \xB7 ${md(r.message, 300)}`);
    if (v.reasons.length > shown.length) items.push(`- \u2026and ${plural(v.reasons.length - shown.length, "more reason")}, every one in ${rest}`);
    head.push({ kind: "text", text: "**Why**" }, { kind: "list", items, more: (n) => `_\u2026and ${plural(n, "more reason")}, every one in ${rest}._` });
  }
  out.push({ blocks: head, dropped: `### ${ICON[v.verdict]} Agent release gate: **${v.verdict}**` });
  if (v.barChange)
    out.push({
      blocks: [{ kind: "text", text: barChangeLines(v.barChange, v.verdict, v.reasons).join("\n").trim() }],
      dropped: "> [!WARNING]\n> **This pull request changes the bar.** The differences are left out for space; see the job summary."
    });
  const failing = v.gates.filter((g) => g.result !== "pass");
  const passing = v.gates.filter((g) => g.result === "pass");
  if (failing.length > 0)
    out.push({
      blocks: [
        { kind: "text", text: `**Gates that fail or lack evidence** (${failing.length.toLocaleString("en-US")} of ${v.gates.length.toLocaleString("en-US")})` },
        {
          kind: "table",
          header: GATE_HEADER,
          rows: failing.map(gateRow),
          more: (n) => `_\u2026${plural(n, "more failing gate")} not shown here; every gate is in ${rest}._`
        }
      ],
      dropped: `_${plural(failing.length, "gate")} that fail or lack evidence are not shown here for space; every gate is in ${rest}._`
    });
  if (passing.length > 0)
    out.push({
      blocks: [
        {
          kind: "text",
          text: failing.length > 0 ? `**Gates that pass** (${passing.length.toLocaleString("en-US")} of ${v.gates.length.toLocaleString("en-US")})` : `**Gates** (all ${v.gates.length.toLocaleString("en-US")} pass)`
        },
        {
          kind: "table",
          header: GATE_HEADER,
          rows: passing.map(gateRow),
          more: (n) => `_\u2026${plural(n, "more passing gate")} not shown here; every gate is in ${rest}._`
        }
      ],
      dropped: `_${plural(passing.length, "passing gate")} not shown here for space; every gate is in ${rest}._`
    });
  const stats = statsLines(v.stats);
  if (stats.length > 0)
    out.push({
      blocks: [{ kind: "text", text: stats.join("\n").trim() }],
      dropped: `_The confidence bounds are left out for space; they are in the stats sidecar beside ${rest}._`
    });
  const findings = [];
  if (v.acceptance.length > 0)
    findings.push(
      { kind: "text", text: "**Acceptance rule**" },
      {
        kind: "list",
        items: v.acceptance.map(
          (a) => `- ${md(a.rule)}${a.run ? ` (run ${md(a.run)})` : ""}: ${a.result}${a.tier ? `, tier ${a.tier}` : ""}${a.reasons.length ? ` (${a.reasons.map((r) => md(r)).join(", ")})` : ""}${a.details.length ? `; details: ${a.details.map((d) => md(d)).join(", ")}` : ""}`
        ),
        more: (n) => `_\u2026${plural(n, "more run")} not shown here; see the signals analysis beside the record._`
      }
    );
  if (v.advisory.length > 0)
    findings.push(
      { kind: "text", text: "**Advisory** (reported, never a gate)" },
      {
        kind: "list",
        items: v.advisory.map((a) => `- ${md(a, 300)}`),
        more: (n) => `_\u2026${plural(n, "more finding")} in the signals analysis beside the record._`
      }
    );
  if (findings.length > 0)
    out.push({
      blocks: findings,
      dropped: "_The acceptance rule and advisory findings are not shown here for space; see the signals analysis beside the record._"
    });
  if (v.measures.length > 0) {
    const against = v.baseline ? `against the last shipped record (${md(v.baseline.record_id)}, ${md(v.baseline.emitted_at)})` : "(no earlier shipped record to compare with)";
    const rows = v.measures.map((m) => {
      const unit = m.unit ? ` ${md(m.unit)}` : "";
      const change = typeof m.value === "number" && typeof m.baseline === "number" ? `${m.value - m.baseline >= 0 ? "+" : ""}${num(m.value - m.baseline)}${unit}` : "\u2013";
      return `| ${md(m.id)}${m.k !== void 0 ? ` (k=${m.k})` : ""} | ${m.split ? md(m.split) : "\u2013"} | ${num(m.value)}${unit} | ${m.baseline === void 0 ? "\u2013" : `${num(m.baseline)}${unit}`} | ${change} |`;
    });
    out.push({
      blocks: [
        { kind: "text", text: `**Measures** ${against}` },
        {
          kind: "table",
          header: ["| measure | split | value | baseline | change |", "|---|---|---|---|---|"],
          rows,
          more: (n) => `_\u2026${plural(n, "more measure")} not shown here; every measure is in ${rest}._`
        }
      ],
      dropped: `_${plural(v.measures.length, "measure")} not shown here for space; every measure is in ${rest}._`
    });
  }
  if (summary) {
    const charts = [...marginChart(v.gates), ...reliabilityChart(v.confidenceBuckets)];
    if (charts.length > 0) out.push({ blocks: charts, dropped: "_The charts are left out for space._" });
    if (appendix && appendix.length > 0)
      out.push({
        open: "<details><summary>Signals analysis</summary>",
        blocks: appendix,
        close: "</details>",
        dropped: "_The signals analysis is left out for space; it is beside the record (`.signals.json`)._"
      });
  }
  return out;
}
var BAR_LINES = 40;
function barChangeLines(b, verdict, reasons) {
  const out = [];
  const own = b.enforced === "base" ? `It is judged by the bar at ${md(b.base)} (the base), not by its own.` : b.accepted ? `The change was ${md(b.accepted)}, so it is judged by its own bar.` : `The bar at ${md(b.base)} cannot judge it, so it is judged by its own, at best hold.`;
  out.push(`> [!WARNING]`, `> **This pull request changes the bar.** ${own}`, "");
  for (const l of b.lines.slice(0, BAR_LINES)) out.push(`- ${md(l, 300)}`);
  if (b.lines.length > BAR_LINES) out.push(`- \u2026and ${b.lines.length - BAR_LINES} more differences`);
  out.push("", "| bar | verdict | why |", "|---|---|---|");
  const named = (which) => which === "base" ? `the base's (${md(b.base)})` : "this pull request's own";
  const codes = (rs) => [...new Set(rs.map((r) => `\`${r.code}\``))].join(", ") || "\u2013";
  out.push(`| **enforced**: ${named(b.enforced)} | ${ICON[verdict]} **${verdict}** | ${codes(reasons)} |`);
  const s = b.shadow;
  if (s) {
    const why = s.error ? md(s.error, 300) : codes(s.reasons ?? []);
    out.push(`| shadow: ${named(s.bar)} | ${s.verdict ? `${ICON[s.verdict]} ${s.verdict}` : "cannot judge"} | ${why}; never enforced |`);
  }
  out.push("");
  return out;
}
function commentMarker(key) {
  return `<!-- agent-release-gate:${key.replace(/--+/g, "-").replace(/[^\w@./:-]/g, "_")} -->`;
}
function renderComment(v, key) {
  const stable = sections({ ...v, recordDigest: "" }, false, void 0).flatMap((s) => s.blocks.map(renderBlock)).join("\n");
  const hash = sha256Hex(stable).slice(0, 16);
  const head = `${commentMarker(key)}
<!-- aqr-content:${hash} -->
`;
  return { body: head + fitPage(sections(v, false, void 0), COMMENT_BUDGET - head.length, utf16Units), hash };
}

// src/report/view.ts
function gateView(input) {
  const { record, signals, baseline } = input;
  const key = (m) => `${m.id}|${m.split ?? ""}|${m.k ?? ""}`;
  const before = new Map((baseline?.measures ?? []).map((m) => [key(m), m.value]));
  const advisory = [];
  if (signals) {
    for (const h of signals.softHolds) advisory.push(`${h.code}: ${h.message}`);
    for (const a of signals.agents.agents)
      if (a.gamingTell && !signals.softHolds.some((h) => h.code === "SOFT_FLAT_CONFIDENCE"))
        advisory.push(`agent ${a.agent} reports flat confidence with good calibration (a gaming tell)`);
    for (const s of signals.confidence.summaries)
      if (s.calibrationInversion && !signals.softHolds.some((h) => h.code === "SOFT_CALIBRATION_INVERSION"))
        advisory.push(`${s.agentName}::${s.skill} is more confident when it fails than when it succeeds`);
    if (signals.privacy.flagged > 0)
      advisory.push(`${signals.privacy.flagged} signal values look like ${Object.keys(signals.privacy.byKind).join(", ")}: signals must not carry them`);
    if (signals.deviations.total > 0) advisory.push(`${signals.deviations.total} signal deviations from their contracts (see the signals analysis)`);
  }
  return {
    verdict: input.verdict,
    reasons: input.reasons,
    gates: input.gates,
    measures: record.measures.map((m) => {
      const b = before.get(key(m));
      return b === void 0 ? m : { ...m, baseline: b };
    }),
    ...baseline ? { baseline: { record_id: baseline.record_id, emitted_at: baseline.emitted_at } } : {},
    acceptance: (signals?.acceptance ?? []).map((a) => ({
      rule: a.rule,
      ...a.run ? { run: a.run } : {},
      result: a.result,
      tier: a.tier,
      reasons: a.reasons,
      details: a.details
    })),
    advisory,
    level: input.level,
    profile: `${record.profile.id}@${record.profile.version} (${record.profile.tier})`,
    agent: record.subject.agent,
    recordDigest: input.recordDigest,
    ...importFormatOf(record.assurance.evidence.format) !== void 0 ? { evidence: record.assurance.evidence.format } : {},
    ...input.artifact ? { artifact: input.artifact } : {},
    confidenceBuckets: signals?.confidence.buckets ?? [],
    ...input.stats && usesStats(input.stats) ? { stats: input.stats } : {},
    ...input.barChange ? { barChange: input.barChange } : {},
    ...input.approvedBy === void 0 ? {} : { approval: { by: input.approvedBy, actor: record.decision.actor } }
  };
}

// src/report/record-view.ts
function recordView(record, input) {
  const gates = record.gates.map((g) => {
    const value = backingMeasure(g, record.measures).pick?.value;
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
    for (const c of record.assurance.integrity?.canaries ?? [])
      if (c.observed !== c.expected)
        reasons.push({
          verdict: "reject",
          code: "CANARY_FIRED",
          message: `canary ${JSON.stringify(c.id)} ${c.observed === "pass" ? "passed" : "failed"}, expected to ${c.expected}`
        });
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
      io.err(
        `aqr: ${file}: not rendered: ${report.signature.ok ? `not schema-valid: ${report.schema[0] ?? ""}` : `signature ${report.signature.message} (${report.signature.code})`}`
      );
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
