import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  gateView,
  mark
} from "./chunk-LGMQYOOF.js";
import {
  md
} from "./chunk-SRY74GCY.js";
import {
  num
} from "./chunk-VFM2G6YV.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";
import {
  REGISTRY
} from "./chunk-H3GVQIAQ.js";

// src/report/record-view.ts
function recordView(record, input) {
  const verdict = record.decision.verdict;
  const d = input.detail && agrees(input.detail, record) ? input.detail : void 0;
  const gates = d ? d.gates : fromRecord(record, input.stats);
  const reasons = d ? d.reasons : recordReasons(record, gates);
  return {
    ...gateView({
      verdict,
      reasons,
      gates,
      record,
      level: input.level,
      unmet: input.unmet,
      recordDigest: input.recordDigest,
      baseline: input.baseline,
      stats: input.stats,
      surface: "action",
      tasks: d?.tasks,
      shadow: d?.shadow,
      baselineTasks: input.baselineDetail?.tasks
    }),
    ...input.verified ? {} : { unverified: true }
  };
}
function agrees(d, record) {
  if (record.decision.verdict === "ship" !== (d.reasons.length === 0)) return false;
  let i = 0;
  for (const o of d.gates) {
    const g = record.gates[i];
    if (g && o.id === g.id && (o.split ?? void 0) === (g.split ?? void 0)) {
      if (o.result === "pass" !== (g.result === "pass")) return false;
      i++;
    } else if (o.result !== "missing") return false;
  }
  return i === record.gates.length;
}
function fromRecord(record, stats) {
  return record.gates.map((g) => {
    const value = backingMeasure(g, record.measures).pick?.value;
    const bound = stats?.bounds.find((b) => b.id === g.id && (b.split ?? void 0) === (g.split ?? void 0));
    const regression = stats?.regressions.find((r) => r.id === g.id && (r.split ?? void 0) === (g.split ?? void 0));
    const open = g.result === "fail" && (bound?.result === "inconclusive" || regression?.result === "inconclusive") && bound?.result !== "fail" && regression?.result !== "fail";
    return {
      id: g.id,
      ...g.split ? { split: g.split } : {},
      source: g.source ?? "native",
      result: open ? "inconclusive" : g.result,
      ...typeof value === "number" || typeof value === "boolean" ? { value } : {},
      ...g.floor === void 0 ? bound?.kind === "ceiling" ? { ceiling: bound.threshold } : {} : { floor: g.floor },
      ...bound ? { bound } : {},
      ...regression ? { regression } : {},
      reason: `${g.id}${g.split ? ` (${g.split})` : ""} ${g.result}`
    };
  });
}
function recordReasons(record, gates) {
  const reasons = [];
  if (record.decision.verdict === "ship") return reasons;
  for (const g of gates) if (g.result === "fail") reasons.push({ verdict: "reject", code: "GATE_FAILED", message: `gate failed: ${g.reason}` });
  for (const g of gates) if (g.result === "inconclusive") reasons.push({ verdict: "hold", code: "GATE_INCONCLUSIVE", message: `gate ${g.reason}` });
  for (const c of record.assurance.integrity?.canaries ?? [])
    if (c.observed !== c.expected)
      reasons.push({
        verdict: "reject",
        code: "CANARY_FIRED",
        message: `canary ${JSON.stringify(c.id)} ${c.observed === "pass" ? "passed" : "failed"}, expected to ${c.expected}`
      });
  if (!record.task_set.sealed) reasons.push({ verdict: "hold", code: "UNSEALED", message: "the held-out split is not sealed" });
  return reasons;
}

// src/report/charts.ts
var MAX_BARS = 15;
var LABEL = 34;
var AXIS_MAX = 200;
var NO_BAR = -AXIS_MAX;
var STATES = ["fail", "inconclusive", "pass", "shadow"];
var STATE_MARK = { pass: mark("pass"), fail: mark("fail"), inconclusive: mark("inconclusive"), shadow: mark("shadow") };
var MERMAID_COLOUR = { pass: "#1a7f37", fail: "#cf222e", inconclusive: "#9a6700", shadow: "#59636e" };
var THRESHOLD_COLOUR = "#8a63d2";
function chartGate(l) {
  if (!l.threshold || l.judged === void 0) return void 0;
  const onBound = l.judgedOn === "lower bound" || l.judgedOn === "upper bound";
  return {
    name: l.name,
    measure: l.id,
    state: l.state,
    kind: l.threshold.kind,
    threshold: l.threshold.value,
    judged: l.judged,
    ...onBound && typeof l.value === "number" ? { point: l.value } : {},
    ...l.bound ? { interval: { lower: l.bound.lower, upper: l.bound.upper } } : {},
    ...l.regression?.result === "fail" ? { regressed: true } : {}
  };
}
function chartGates(rows) {
  return rows.map(chartGate).filter((g) => g !== void 0);
}
function zeroTolerance(g) {
  if (typeof g.judged === "boolean") return true;
  if (g.kind === "ceiling") return g.threshold <= 0;
  return g.threshold >= 1 && REGISTRY.get(g.measure)?.value === "fraction";
}
function percent(g, v) {
  if (g.kind === "floor") return g.threshold > 0 ? Math.max(0, v) / g.threshold * 100 : v >= g.threshold ? Infinity : 0;
  return g.threshold > 0 ? v > 0 ? g.threshold / v * 100 : Infinity : v <= g.threshold ? Infinity : 0;
}
var cut = (pct) => Math.min(AXIS_MAX, Math.round(pct * 10) / 10);
function chartBar(g) {
  if (typeof g.judged !== "number" || !Number.isFinite(g.judged)) return void 0;
  const pct = percent(g, g.judged);
  const iv = g.interval && [percent(g, g.interval.lower), percent(g, g.interval.upper)].sort((a, b) => a - b);
  return { gate: g, pct: cut(pct), capped: pct > AXIS_MAX, ...iv ? { interval: { low: cut(iv[0]), high: cut(iv[1]) } } : {} };
}
function chartModel(gates) {
  const chips = gates.filter(zeroTolerance);
  const bars = gates.filter((g) => !zeroTolerance(g)).map(chartBar).filter((b) => b !== void 0).sort((a, b) => STATES.indexOf(a.gate.state) - STATES.indexOf(b.gate.state) || a.pct - b.pct);
  return { bars, chips };
}
function barNotes(b) {
  return [
    ...b.capped ? [`\u203A${AXIS_MAX} %`] : [],
    ...b.gate.point !== void 0 ? ["bound"] : [],
    ...b.gate.regressed ? ["regression"] : [],
    ...b.gate.state === "shadow" ? ["not enforced"] : []
  ];
}
function chipText(g) {
  const v = typeof g.judged === "boolean" ? String(g.judged) : num(g.judged);
  return `${STATE_MARK[g.state]} ${g.name}: ${v} ${g.kind === "floor" ? "\u2265" : "\u2264"} ${num(g.threshold)}${g.state === "shadow" ? " (not enforced)" : ""}`;
}
function chartLabel(s, max = LABEL, suffix = "") {
  const clean = s.replace(/["`\\<>;#%{}[\]]/g, "").replace(/\s+/g, " ").trim();
  const room = max - suffix.length;
  return `"${clean.length > room ? `${clean.slice(0, room - 1)}\u2026` : clean}${suffix}"`;
}
function config(height, palette) {
  return [
    "---",
    "config:",
    "  xyChart:",
    `    height: ${height}`,
    "    showLegend: true",
    "  themeVariables:",
    "    xyChart:",
    `      plotColorPalette: "${palette.join(", ")}"`,
    "---"
  ];
}
var LEGEND_WORDS = {
  pass: "green: pass",
  fail: "red: fail",
  inconclusive: "amber: inconclusive",
  shadow: "grey: shadow, not enforced"
};
function marginChart(gates) {
  const { bars, chips } = chartModel(gates);
  const out = [];
  if (bars.length > 0) {
    const shown = bars.slice(0, MAX_BARS);
    const present = STATES.filter((st) => shown.some((b) => b.gate.state === st));
    const of = bars.length > shown.length ? `the ${shown.length} of ${bars.length} gates closest to failing, failing first` : "failing first";
    out.push(
      {
        kind: "text",
        text: `**Each gate against its own threshold**: the bar is the number the gate was judged on (its confidence bound when it has one) in % of the threshold (for a ceiling, the threshold in % of the number); the purple line at 100 is the threshold. ${present.map((st) => LEGEND_WORDS[st]).join(" \xB7 ")}; \u203A${AXIS_MAX} % marks a bar cut at the axis (${of})`
      },
      {
        kind: "text",
        text: [
          "```mermaid",
          ...config(60 + 40 * shown.length, [...present.map((st) => MERMAID_COLOUR[st]), THRESHOLD_COLOUR]),
          "xychart-beta horizontal",
          `  x-axis [${shown.map(
            (b) => chartLabel(
              `${STATE_MARK[b.gate.state]} ${b.gate.name}`,
              LABEL,
              barNotes(b).map((n) => ` ${n}`).join("")
            )
          ).join(", ")}]`,
          `  y-axis "% of threshold" 0 --> ${AXIS_MAX}`,
          ...present.map((st) => `  bar "${st}" [${shown.map((b) => b.gate.state === st ? b.pct : NO_BAR).join(", ")}]`),
          `  line "threshold (100 %)" [${shown.map(() => 100).join(", ")}]`,
          "```"
        ].join("\n")
      }
    );
  }
  if (chips.length > 0) out.push({ kind: "text", text: `**Zero-tolerance gates** (any miss fails them): ${chips.map((g) => md(chipText(g))).join(" \xB7 ")}` });
  return out;
}
function reliabilityChart(buckets) {
  const used = buckets.filter((b) => b.n > 0);
  if (used.length === 0) return [];
  const label = (b) => b.to.toFixed(1);
  const r3 = (x) => x === null ? 0 : Math.round(x * 1e3) / 1e3;
  return [
    {
      kind: "text",
      text: "**Reliability diagram**: per bucket of stated confidence (up to the value shown), the blue bars are the success rate, the red line the mean stated confidence and the purple line perfect calibration (success rate = confidence); bars under the purple line are over-confident"
    },
    {
      kind: "text",
      text: [
        "```mermaid",
        ...config(400, ["#0969da", "#cf222e", THRESHOLD_COLOUR]),
        "xychart-beta",
        `  x-axis "stated confidence, bucket up to" [${used.map((b) => `"${label(b)}"`).join(", ")}]`,
        '  y-axis "success rate" 0 --> 1',
        `  bar "success rate" [${used.map((b) => r3(b.successRate)).join(", ")}]`,
        `  line "mean confidence" [${used.map((b) => r3(b.meanConfidence)).join(", ")}]`,
        `  line "perfect calibration" [${used.map((b) => r3((b.from + b.to) / 2)).join(", ")}]`,
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

export {
  AXIS_MAX,
  STATE_MARK,
  chartGates,
  chartModel,
  barNotes,
  chipText,
  marginChart,
  reliabilityChart,
  recordView
};
