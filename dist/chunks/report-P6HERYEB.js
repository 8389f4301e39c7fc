import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AXIS_MAX,
  STATE_MARK,
  barNotes,
  chartGates,
  chartModel,
  chipText,
  recordView
} from "./chunk-TJZH5I54.js";
import {
  MARKS,
  esc,
  escId,
  escNamed,
  failedAttemptsText,
  failingTitle,
  judgedText,
  marginText,
  mark,
  pairedHtml,
  thresholdText,
  verdictMarked
} from "./chunk-LGMQYOOF.js";
import "./chunk-SRY74GCY.js";
import {
  readSidecars
} from "./chunk-BEWILBKY.js";
import "./chunk-IKN6ABLJ.js";
import {
  checkRecord
} from "./chunk-K5K7RWKF.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import {
  num,
  numRange,
  signed
} from "./chunk-VFM2G6YV.js";
import {
  writeFileAtomic
} from "./chunk-LP2FYDS3.js";
import "./chunk-QABMOKKH.js";
import "./chunk-B7PSI4WC.js";
import "./chunk-EIAKEXQU.js";
import {
  readJsonFile
} from "./chunk-N3NFBNC2.js";
import {
  fileDigest
} from "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-APF4LJVI.js";
import "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import {
  parseCommand,
  synopsis
} from "./chunk-U7KDE5S2.js";
import "./chunk-3YZ3XDBF.js";
import {
  VERSION
} from "./chunk-IYLHJKSN.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-VRDUKWRR.js";
import {
  readPublicKeys
} from "./chunk-UKLP2F2A.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import {
  sha256Base64
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import {
  keyVerifier,
  verifyRecord
} from "./chunk-SHO3CQ7S.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/report/html-charts.ts
var TRACK = AXIS_MAX;
function barRow(b) {
  const g = b.gate;
  const notes = barNotes(b);
  const judged = `${num(g.judged)}${g.point !== void 0 ? ` (the bound; measured ${num(g.point)})` : ""}`;
  const words = `${judged} against ${g.kind === "floor" ? "\u2265" : "\u2264"} ${num(g.threshold)} \xB7 ${b.capped ? `\u203A${AXIS_MAX}` : num(b.pct)} %`;
  const iv = b.interval ? `<path d="M${b.interval.low} 13H${b.interval.high}" class="ci" vector-effect="non-scaling-stroke"/>` : "";
  return [
    `<li class="st-${g.state}" data-state="${g.state}"${b.capped ? ' data-capped="true"' : ""}>`,
    `<span class="bl">${esc(`${STATE_MARK[g.state]} ${MARKS[g.state].word}`)} ${escNamed(g.measure, g.name)}</span>${notes.length ? ` <span class="bn">${esc(notes.join(" \xB7 "))}</span>` : ""} <span class="bv">${esc(words)}</span>`,
    `<svg viewBox="0 0 ${TRACK} 14" preserveAspectRatio="none" class="track" aria-hidden="true"><rect x="0" y="1" width="${TRACK}" height="10" class="rail"/><rect x="0" y="1" width="${b.pct}" height="10" class="bar"/>${iv}<line x1="100" y1="0" x2="100" y2="14" class="thr" vector-effect="non-scaling-stroke"/></svg>`,
    "</li>"
  ].join("");
}
function gateBars(gates) {
  const { bars, chips } = chartModel(gates);
  const out = [];
  if (bars.length > 0)
    out.push(
      `<p class="legend">Each gate against its threshold: the bar is the number the gate was judged on (its confidence bound when it has one) in % of the threshold (for a ceiling, the threshold in % of the number); the line in the middle is the threshold, the track ends at ${AXIS_MAX} % (\u203A${AXIS_MAX} % marks a bar cut there)${bars.some((b) => b.interval) ? ", the thin line under a bar its interval" : ""}. Colour and mark follow the gate's state.</p>`,
      `<ul class="bars" aria-label="each gate against its threshold">${bars.map(barRow).join("")}</ul>`
    );
  if (chips.length > 0)
    out.push(
      `<p class="chips"><span class="legend">Zero-tolerance gates (any miss fails them):</span> ${chips.map((g) => `<span class="chip st-${g.state}" data-state="${g.state}">${esc(chipText(g))}</span>`).join(" ")}</p>`
    );
  return out.join("");
}
function reliabilitySvg(buckets) {
  const used = buckets.filter((b) => b.n > 0);
  if (used.length === 0) return "";
  const size = 300;
  const pad = 48;
  const sx = (v) => pad + v * (size - pad - 10);
  const sy = (v) => size - pad - v * (size - pad - 10);
  const parts = [];
  for (const t of [0, 0.5, 1])
    parts.push(
      `<line x1="${sx(0)}" y1="${sy(t)}" x2="${sx(1)}" y2="${sy(t)}" class="grid"/><text x="${pad - 6}" y="${sy(t) + 4}" text-anchor="end" class="tick">${t}</text><text x="${sx(t)}" y="${size - pad + 16}" text-anchor="middle" class="tick">${t}</text>`
    );
  parts.push(`<line x1="${sx(0)}" y1="${sy(0)}" x2="${sx(1)}" y2="${sy(1)}" class="diag"/>`);
  for (const b of used) {
    const rate = b.successRate ?? 0;
    parts.push(
      `<rect x="${sx(b.from) + 1}" y="${sy(rate)}" width="${sx(b.to) - sx(b.from) - 2}" height="${sy(0) - sy(rate)}" class="bar-info"><title>${esc(`confidence ${b.from.toFixed(1)}\u2013${b.to.toFixed(1)}: ${b.n} samples, success ${num(b.successRate)}, mean confidence ${num(b.meanConfidence)}`)}</title></rect>`
    );
    if (b.meanConfidence !== null) parts.push(`<circle cx="${sx(b.meanConfidence)}" cy="${sy(rate)}" r="3.5" class="dot"/>`);
  }
  parts.push(
    `<text x="${sx(0.5)}" y="${size - 4}" text-anchor="middle" class="lbl">stated confidence</text><text x="12" y="${sy(0.5)}" text-anchor="middle" class="lbl" transform="rotate(-90 12 ${sy(0.5)})">success rate</text>`
  );
  return `<svg viewBox="0 0 ${size} ${size}" class="square" role="img" aria-label="reliability diagram">${parts.join("")}</svg>`;
}
var W = 640;
function calibrationSvg(agents) {
  if (agents.length === 0) return "";
  const left = 180;
  const bar = 16;
  const h = agents.length * (bar + 10) + 28;
  const x = (v) => left + Math.max(0, Math.min(5, v)) / 5 * (W - left - 40);
  const parts = [];
  for (const t of [0, 1, 2, 3, 4, 5])
    parts.push(
      `<line x1="${x(t)}" y1="0" x2="${x(t)}" y2="${h - 22}" class="grid"/><text x="${x(t)}" y="${h - 6}" class="tick" text-anchor="middle">${t}</text>`
    );
  agents.forEach((a, i) => {
    const y = i * (bar + 10) + 6;
    parts.push(
      `<text x="${left - 8}" y="${y + bar * 0.75}" text-anchor="end" class="lbl">${esc(a.agent.length > 24 ? `${a.agent.slice(0, 23)}\u2026` : a.agent)}</text><rect x="${left}" y="${y}" width="${x(a.mean) - left}" height="${bar}" class="bar-info"/><text x="${x(a.mean) + 4}" y="${y + bar * 0.75}" class="val">${num(a.mean)}</text>`
    );
  });
  return `<svg viewBox="0 0 ${W} ${h}" role="img" aria-label="calibration per agent">${parts.join("")}</svg>`;
}

// src/report/html-style.ts
var LIGHT = {
  fg: "#1f2328",
  bg: "#ffffff",
  soft: "#f6f8fa",
  line: "#d0d7de",
  muted: "#59636e",
  pass: "#1a7f37",
  fail: "#cf222e",
  inconclusive: "#9a6700",
  shadow: "#59636e",
  info: "#0969da",
  "on-state": "#ffffff"
};
var DARK = {
  fg: "#e6edf3",
  bg: "#0d1117",
  soft: "#161b22",
  line: "#3d444d",
  muted: "#9198a1",
  pass: "#3fb950",
  fail: "#f85149",
  inconclusive: "#d29922",
  shadow: "#9198a1",
  info: "#4493f8",
  "on-state": "#0d1117"
};
var vars = (p) => Object.entries(p).map(([k, v]) => `--${k}:${v}`).join(";");
var STATES = ["pass", "fail", "inconclusive", "shadow"];
var STYLE = `:root{${vars(LIGHT)};color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{${vars(DARK)}}}
*{box-sizing:border-box}body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:60rem;padding:1rem}
h1{font-size:1.35rem;margin:.2rem 0}h2{font-size:1.1rem;margin:1.4rem 0 .4rem;border-bottom:1px solid var(--line);padding-bottom:.2rem}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.banner{border-radius:8px;padding:.8rem 1rem;color:var(--on-state);margin:.6rem 0}.banner.ship{background:var(--pass)}.banner.hold{background:var(--inconclusive)}.banner.reject{background:var(--fail)}
.banner .v{font-size:1.6rem;font-weight:800;text-transform:uppercase;letter-spacing:.04em;margin-right:.6rem}
.meta{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.2rem 1rem;margin:.4rem 0}.meta div{overflow-wrap:anywhere}.meta div.wide{grid-column:1/-1}.meta b{font-weight:600;color:var(--muted);margin-right:.3rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:.4rem 0}th,td{border-bottom:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:var(--soft)}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td:first-child,th:first-child{position:sticky;left:0;background:var(--bg);z-index:1}th:first-child{background:var(--soft)}td.st{white-space:nowrap}
${STATES.map((s) => `.${s},.st-${s} .bl{color:var(--${s});font-weight:600}.st-${s} .bar{fill:var(--${s})}.chip.st-${s}{background:var(--${s})}`).join("")}
.neg{color:var(--fail)}.pos{color:var(--pass)}
ul.why li{margin:.2rem 0}ul.why code.code{color:var(--muted);font-size:.8em}.note,.legend,footer,.bn{color:var(--muted)}.note{font-size:.9em}.legend{font-size:.85em}
.bars{list-style:none;padding:0;margin:.4rem 0;max-width:40rem}.bars li{margin:.45rem 0}.bl{overflow-wrap:anywhere}.bn{font-size:.85em}.bv{font-size:.9em;font-variant-numeric:tabular-nums}
svg.track{width:100%;height:14px;margin:.1rem 0 0;max-width:none}svg .rail{fill:var(--soft);stroke:var(--line)}svg .thr{stroke:var(--fg);stroke-width:2}
.chips{line-height:2}.chip{color:var(--on-state);border-radius:1rem;padding:.1rem .6rem;font-size:.9em;font-weight:600;white-space:nowrap}
svg{width:100%;height:auto;max-width:40rem;display:block;margin:.4rem 0}svg.square{max-width:20rem}
svg .grid{stroke:var(--line);stroke-width:1}svg .tick{font-size:11px;fill:var(--muted)}svg .lbl{font-size:12px;fill:var(--fg)}svg .val{font-size:12px;fill:var(--fg);font-weight:600}
svg .bar-info{fill:var(--info)}svg .ci{stroke:var(--fg);stroke-width:1.5;fill:none}svg .diag{stroke:var(--fg);stroke-dasharray:4 3}svg .dot{fill:var(--fg)}
footer{margin-top:2rem;font-size:.85em;overflow-wrap:anywhere}
.id .seg{white-space:nowrap}
h4{font-size:.95rem;margin:.8rem 0 .2rem}details.more,details.rationale{margin:.2rem 0}details summary{cursor:pointer;color:var(--info)}blockquote{margin:.4rem 0;padding:0 .8rem;border-left:3px solid var(--line)}
@media (max-width:480px){body{padding:.6rem;font-size:14px}.banner .v{font-size:1.3rem;display:block}td.st{white-space:normal;min-width:6.5rem}td{overflow-wrap:anywhere}td:not(.n){min-width:9rem}}
@media print{body{max-width:none;padding:0}.banner,.chip{-webkit-print-color-adjust:exact;print-color-adjust:exact}.scroll{overflow:visible}h2{break-after:avoid}table,svg{break-inside:avoid}}`;

// src/report/html.ts
var n = (v) => typeof v === "number" || typeof v === "boolean" ? num(v) : "\u2013";
var mkey = (m) => `${m.id}|${m.split ?? ""}|${m.k ?? ""}`;
var label = (m) => `${m.id}${m.split ? ` (${m.split})` : ""}${m.k !== void 0 ? ` k=${m.k}` : ""}`;
function statsIntervals(stats) {
  const intervals = /* @__PURE__ */ new Map();
  const bounds = stats?.bounds;
  const list2 = Array.isArray(bounds) ? bounds.map((b) => ({
    ...b,
    interval: [b?.["lower"], typeof b?.["upper"] === "number" ? b["upper"] : Infinity],
    level: b?.["confidence"]
  })) : stats?.measures;
  if (!Array.isArray(list2)) return { intervals, note: "the stats file has no bounds or measures list; intervals are left out" };
  let skipped = 0;
  for (const e of list2) {
    const iv = Array.isArray(e?.["interval"]) ? e["interval"] : [e?.["low"], e?.["high"]];
    const [low, high] = iv;
    if (typeof e?.["id"] !== "string" || typeof low !== "number" || typeof high !== "number" || !(low <= high)) {
      skipped++;
      continue;
    }
    const split = typeof e["split"] === "string" ? e["split"] : void 0;
    const k = typeof e["k"] === "number" ? e["k"] : void 0;
    intervals.set(`${e["id"]}|${split ?? ""}|${k ?? ""}`, { low, high, ...typeof e["level"] === "number" ? { level: e["level"] } : {} });
  }
  return skipped > 0 ? { intervals, note: `${skipped} stats entries are not {id, interval: [low, high]} and were left out` } : { intervals };
}
var STYLE_HASH = sha256Base64(STYLE);
var obj = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var arr = (v) => Array.isArray(v) ? v : [];
function renderHtmlReport(input) {
  const { record: r, view: v } = input;
  const verdict = v.verdict;
  const body = [];
  body.push(
    `<header><h1>Agent Quality Record</h1><div class="banner ${esc(verdict)}"><span class="v">${esc(verdictMarked(verdict))}</span>${esc(r.subject.agent)} \xB7 ${esc(`${r.profile.id}@${r.profile.version}`)} (${esc(r.profile.tier)})</div>`
  );
  body.push('<div class="meta">');
  const meta = [
    ["record", r.record_id],
    ["emitted", r.emitted_at],
    ["decided by", r.decision.actor],
    ["conformance", `${v.levelWhy}${input.levelNote ? ` (${input.levelNote})` : ""}`],
    ["model", r.subject.model ? `${r.subject.model.provider}/${r.subject.model.id}` : "\u2013"],
    ["signed", signedText(r, input.verifiedBy)],
    ["rolls back to", r.decision.rolls_back_to ?? "nothing recorded"]
  ];
  for (const [k, val] of meta)
    body.push(k === "rolls back to" ? `<div class="wide"><b>${esc(k)}</b><code>${esc(val)}</code></div>` : `<div><b>${esc(k)}</b>${esc(val)}</div>`);
  body.push("</div></header>");
  body.push(whySection(v, r.decision.rationale, r.decision.verdict));
  body.push(gatesSection(v.rows));
  if (v.drill) body.push(drillSection(v.drill));
  body.push(pairedHtml(v.paired));
  body.push(measuresSection(v, input.stats));
  const ev = r.assurance.evidence;
  body.push(
    `<section id="evidence"><h2>Evidence</h2><div class="meta"><div class="wide"><b>ledger</b><code>${esc(ev.ledger)}</code></div><div><b>format</b>${esc(ev.format)}</div><div><b>events</b>${esc(n(ev.events))}</div><div><b>task set</b>${esc(n(r.task_set.held_in))} held in, ${esc(n(r.task_set.held_out))} held out, ${r.task_set.sealed ? "sealed" : "not sealed"}</div><div class="wide"><b>harness</b><code>${esc(r.subject.harness_digest)}</code></div><div><b>evaluator independent</b>${r.assurance.evaluator_independent ? "yes" : "no"}</div></div>`
  );
  const canaries = r.assurance.integrity?.canaries ?? [];
  if (canaries.length > 0)
    body.push(
      `<p>Canaries: ${canaries.map((c) => `${esc(c.id)} <span class="${c.observed === c.expected ? "pass" : "fail"}">${c.observed === "pass" ? "fired" : "did not fire"}</span>`).join(" \xB7 ")}</p>`
    );
  body.push("</section>");
  body.push(signalsSection(input.signals));
  body.push(
    `<footer>Made by aqr ${esc(input.version)} from <code>${esc(input.file)}</code> (<code>${esc(v.recordDigest)}</code>). Check the signature and replay the measures with <code>aqr verify</code> or the offline page <code>verify.html</code>.</footer>`
  );
  const csp = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(`${verdict}: ${r.subject.agent} \xB7 ${r.record_id}`)}</title>
<style>${STYLE}</style>
</head>
<body>
${body.join("\n")}
</body>
</html>
`;
}
function phrase(p) {
  return p.map((x) => typeof x === "string" ? esc(x) : `<code>${esc(x.code)}</code>`).join("");
}
function reasonItem(l) {
  return `<li><b class="${l.verdict === "reject" ? "fail" : "inconclusive"}">${l.lead}</b>: ${phrase(l.text)}${l.next ? ` \u2014 ${phrase(l.next)}` : ""} <code class="code">${esc(l.code)}</code></li>`;
}
function signedText(r, verifiedBy) {
  if (!r.decision.signature) return "no: the record carries no signature";
  const alg = r.decision.signature.split(":")[0] ?? "a signature";
  const checked = verifiedBy ? `; it held against ${verifiedBy} when this page was made` : "";
  return `the record carries ${alg}${checked}. This page proves nothing by itself: verify the record with aqr verify or verify.html and the public key`;
}
var GENERATED = /^(Ship: every gate passed and nothing is missing\.|Hold: |Reject: )/;
function whySection(v, rationale, verdict) {
  const out = ['<section id="why"><h2>Why</h2>'];
  if (v.reasonLines.length > 0) out.push(`<ul class="why">${v.reasonLines.map(reasonItem).join("")}</ul>`);
  else if (verdict === "ship") out.push("<p>Every gate passed and nothing is missing.</p>");
  if (rationale && GENERATED.test(rationale))
    out.push(
      `<details class="rationale"><summary>The record's rationale, as generated from the gates (it repeats the reasons above, its numbers unrounded)</summary><p>${esc(rationale)}</p></details>`
    );
  else if (rationale) out.push(`<p class="note">The rationale recorded with the decision:</p><blockquote>${esc(rationale)}</blockquote>`);
  else if (v.reasonLines.length === 0) out.push("<p>No rationale recorded.</p>");
  out.push("</section>");
  return out.join("");
}
function stateCell(l) {
  return `<td class="st ${l.state}" data-state="${l.state}">${esc(`${mark(l.state)} ${l.stateText}`)}</td>`;
}
function regressionNote(l) {
  const rg = l.regression;
  if (!rg) return "";
  return `<div class="note">against ${esc(rg.baseline)}: ${esc(num(rg.before))} then, ${esc(num(rg.now))} now, a drop of ${esc(num(rg.drop))} (at most ${esc(num(rg.maxDrop))}): regression ${esc(rg.result)}</div>`;
}
var marginClass = (l) => l.margin === void 0 ? "" : l.margin < 0 ? "neg" : l.state === "pass" ? "pos" : "";
function gatesSection(rows) {
  const out = [
    '<section id="gates"><h2>Gates</h2><div class="scroll"><table><thead><tr><th>result</th><th>gate</th><th>judged on</th><th>threshold</th><th>margin</th></tr></thead><tbody>'
  ];
  for (const l of rows)
    out.push(
      `<tr data-gate="${esc(l.name)}">${stateCell(l)}<td>${escNamed(l.id, l.name)}${regressionNote(l)}</td><td class="n">${esc(judgedText(l))}</td><td class="n">${esc(thresholdText(l))}</td><td class="n ${marginClass(l)}">${esc(marginText(l))}</td></tr>`
    );
  out.push("</tbody></table></div>", gateBars(chartGates(rows)), "</section>");
  return out.join("");
}
var code = (s) => `<code>${escId(s)}</code>`;
var OPEN_TASKS = 10;
function list(items, what, beyond) {
  const open = items.slice(0, OPEN_TASKS);
  const rest = items.slice(OPEN_TASKS);
  const note = beyond > 0 ? `<li class="note">\u2026and ${esc(beyond.toLocaleString("en-US"))} more ${esc(what)}, not listed in the detail sidecar</li>` : "";
  const more = rest.length > 0 ? `<details class="more"><summary>${esc(`${rest.length.toLocaleString("en-US")} more ${what}`)}</summary><ul class="tasks">${rest.join("")}${note}</ul></details>` : "";
  return `<ul class="tasks">${open.join("")}${rest.length > 0 ? "" : note}</ul>${more}`;
}
function drillSection(d) {
  const out = ['<section id="tasks"><h2>Tasks</h2>'];
  const everyAttempt = d.failing.filter((t) => t.failed.length === t.attempts);
  const someAttempts = d.failing.filter((t) => t.failed.length !== t.attempts);
  const item = (t) => `<li>${code(t.id)}${t.split ? ` (${esc(t.split)})` : ""}: ${esc(failedAttemptsText(t))}</li>`;
  const listedAll = d.failing.length === d.failingTotal;
  const count = (n2) => `${n2.toLocaleString("en-US")}${listedAll ? "" : "+"}`;
  out.push(
    `<h3>Failing tasks</h3><p class="note">${esc(failingTitle(d))}: each of these failed at least one attempt${d.failingTotal > 0 ? `; ${esc(count(everyAttempt.length))} failed every attempt, ${esc(count(someAttempts.length))} failed some attempts and passed others` : ""}${listedAll ? "" : ` (of the ${esc(d.failing.length.toLocaleString("en-US"))} the detail sidecar lists)`}.</p>`
  );
  if (everyAttempt.length > 0)
    out.push(`<h4>Failed every attempt (${esc(count(everyAttempt.length))})</h4>`, list(everyAttempt.map(item), "tasks that failed every attempt", 0));
  if (someAttempts.length > 0)
    out.push(
      `<h4>Failed some attempts (${esc(count(someAttempts.length))})</h4>`,
      list(someAttempts.map(item), "tasks that failed some attempts", d.failingTotal - d.failing.length)
    );
  else if (d.failingTotal > d.failing.length)
    out.push(
      `<p class="note">\u2026and ${esc((d.failingTotal - d.failing.length).toLocaleString("en-US"))} more failing tasks, not listed in the detail sidecar.</p>`
    );
  const sb = d.sinceBaseline;
  if (sb) {
    const names = (ids, what) => ids.length > 0 ? list(
      ids.map((id) => `<li>${code(id)}</li>`),
      what,
      0
    ) : "<p>none</p>";
    out.push(
      `<h3>Since the baseline ${esc(sb.baseline)}</h3><h4>Newly failing (${esc(sb.newlyFailing.length.toLocaleString("en-US"))} tasks)</h4>${names(sb.newlyFailing, "newly failing tasks")}<h4>Newly passing (${esc(sb.newlyPassing.length.toLocaleString("en-US"))} tasks)</h4>${names(sb.newlyPassing, "newly passing tasks")}${sb.complete ? "" : '<p class="note">The lists of failing tasks were cut, so these may be incomplete.</p>'}`
    );
  }
  if (d.canaries.length > 0)
    out.push(
      `<h3>Canaries that fired (${esc(d.canaries.length.toLocaleString("en-US"))})</h3>${list(
        d.canaries.map((c) => `<li class="fail">${esc(mark("fail"))} ${code(c.id)} passed on attempt ${esc(c.attempt)}</li>`),
        "fired canaries",
        0
      )}`
    );
  if (d.costliest.length > 0)
    out.push(
      `<h3>Most expensive tasks</h3><div class="scroll"><table><thead><tr><th>task</th><th>cost (USD)</th><th>attempts</th></tr></thead><tbody>${d.costliest.map((t) => `<tr><td>${code(t.id)}</td><td class="n">${esc(num(t.cost_usd))}</td><td class="n">${esc(t.attempts)}</td></tr>`).join("")}</tbody></table></div>`
    );
  out.push("</section>");
  return out.join("");
}
function measuresSection(v, stats) {
  const { intervals, note: statsNote } = stats === void 0 ? { intervals: /* @__PURE__ */ new Map(), note: void 0 } : statsIntervals(stats);
  const withIv = intervals.size > 0;
  const base = v.baseline;
  const out = [
    `<section id="measures"><h2>Measures</h2><p class="note">${base ? `Baseline: the last shipped record ${esc(base.record_id)} (${esc(base.emitted_at)}).` : "No baseline record given (aqr report --baseline RECORD)."}${stats !== void 0 ? "" : " No stats file given: no intervals."}</p>`,
    `<div class="scroll"><table><thead><tr><th>measure</th><th>value</th>${withIv ? "<th>interval</th>" : ""}<th>n</th>${base ? "<th>baseline</th><th>change</th>" : ""}</tr></thead><tbody>`
  ];
  for (const m of v.measures) {
    const unit = m.unit ? ` ${esc(m.unit)}` : "";
    const b = m.baseline;
    const change = typeof m.value === "number" && typeof b === "number" ? m.value - b : void 0;
    const iv = intervals.get(mkey(m));
    const ivCell = withIv ? `<td class="n">${iv ? `${esc(numRange(iv.low, iv.high))}${iv.level !== void 0 ? ` (${esc(Math.round(iv.level * 100))}%)` : ""}` : "\u2013"}</td>` : "";
    const baseCells = base ? `<td class="n">${b === void 0 ? "\u2013" : `${esc(n(b))}${unit}`}</td><td class="n">${change === void 0 ? "\u2013" : `${esc(signed(change))}${unit}`}</td>` : "";
    out.push(`<tr><td>${escNamed(m.id, label(m))}</td><td class="n">${esc(n(m.value))}${unit}</td>${ivCell}<td class="n">${esc(n(m.n))}</td>${baseCells}</tr>`);
  }
  out.push("</tbody></table></div>");
  if (statsNote) out.push(`<p class="note">${esc(statsNote)}</p>`);
  out.push("</section>");
  return out.join("");
}
function signalsSection(signals) {
  const s = obj(signals);
  if (!s) return "";
  const out = ['<section id="signals"><h2>Signals (advisory unless the profile gates them)</h2>'];
  const counts = obj(s["counts"]);
  if (counts)
    out.push(
      `<p class="note">${Object.entries(counts).filter(([, v]) => typeof v === "number").map(([k, v]) => `${esc(k)} ${esc(v)}`).join(" \xB7 ")}</p>`
    );
  for (const a of arr(s["acceptance"]).map(obj))
    if (a)
      out.push(
        `<p><b>Acceptance rule</b> ${esc(a["rule"])}${a["run"] ? ` (run ${esc(a["run"])})` : ""}: <span class="${a["result"] === "accepted" ? "pass" : "fail"}">${esc(a["result"])}</span>${a["tier"] ? `, tier ${esc(a["tier"])}` : ""}</p>`
      );
  const holds = arr(s["softHolds"]).map(obj).filter((h) => !!h);
  if (holds.length > 0) out.push(`<ul class="why">${holds.map((h) => `<li><code>${esc(h["code"])}</code> ${esc(h["message"])}</li>`).join("")}</ul>`);
  const buckets = arr(obj(s["confidence"])?.["buckets"]).map(obj).filter((b) => !!b && typeof b["from"] === "number" && typeof b["to"] === "number" && typeof b["n"] === "number");
  const chart = reliabilitySvg(
    buckets.map((b) => ({
      from: b["from"],
      to: b["to"],
      n: b["n"],
      meanConfidence: typeof b["meanConfidence"] === "number" ? b["meanConfidence"] : null,
      successRate: typeof b["successRate"] === "number" ? b["successRate"] : null
    }))
  );
  if (chart)
    out.push(
      `<h3>Reliability diagram</h3><p class="legend">Bars: success rate per confidence bucket; dots: mean stated confidence; dashed: perfect calibration.</p>${chart}`
    );
  const agents = arr(obj(s["agents"])?.["agents"]).map(obj).filter((a) => !!a);
  const cal = agents.map((a) => ({ agent: String(a["agent"]), mean: obj(a["calibration"])?.["mean"], tell: a["gamingTell"] === true, n: a["executions"] })).filter((a) => typeof a.mean === "number");
  if (cal.length > 0) {
    out.push(`<h3>Calibration per agent</h3><p class="legend">5 \u2212 |confidence \u2212 quality|, mean over the agent's executions.</p>${calibrationSvg(cal)}`);
    const tells = cal.filter((a) => a.tell);
    if (tells.length > 0)
      out.push(
        `<p class="fail">${tells.map((a) => esc(a.agent)).join(", ")}: the same confidence on nearly every run yet good calibration; the confidence may be tuned to the score rather than to the task</p>`
      );
  }
  const summaries = arr(obj(s["confidence"])?.["summaries"]).map(obj).filter((x) => !!x).slice(0, 50);
  if (summaries.length > 0) {
    out.push(
      '<div class="scroll"><table><thead><tr><th>agent::skill</th><th>samples</th><th>confidence on success</th><th>on failure</th></tr></thead><tbody>'
    );
    for (const x of summaries)
      out.push(
        `<tr><td>${esc(`${String(x["agentName"])}::${String(x["skill"])}`)}</td><td class="n">${esc(n(x["sampleCount"]))}</td><td class="n">${esc(n(x["avgConfidenceOnSuccess"]))}</td><td class="n ${x["calibrationInversion"] === true ? "neg" : ""}">${esc(n(x["avgConfidenceOnFailure"]))}</td></tr>`
      );
    out.push("</tbody></table></div>");
  }
  const priv = obj(s["privacy"]);
  if (typeof priv?.["flagged"] === "number" && priv["flagged"] > 0)
    out.push(
      `<p class="fail">${esc(priv["flagged"])} signal values look like ${esc(Object.keys(obj(priv["byKind"]) ?? {}).join(", "))}: signals must not carry them.</p>`
    );
  const dev = obj(s["deviations"]);
  if (typeof dev?.["total"] === "number" && dev["total"] > 0)
    out.push(
      `<p class="note">${esc(dev["total"])} deviations from the signal contracts, each listed in the signals analysis beside the record (<code>.signals.json</code>).</p>`
    );
  out.push("</section>");
  return out.join("");
}

// src/pipeline/report.ts
async function writeHtmlReport(f) {
  const written = f.written;
  const parsed = written ? void 0 : await readRecordFile(f.record);
  const keys = f.key === void 0 ? void 0 : await readPublicKeys(f.key);
  const check = written?.check ?? await checkRecord(written ? written.record : parsed?.value, keys ? { verifier: keyVerifier(keys) } : {});
  if (check.level === null) {
    const first = check.unmet[0];
    const line = first?.path ? parsed?.lineOf(first.path) : void 0;
    throw new AqrError("ERR_NOT_A_RECORD", `is not a valid record, so it is not reported: ${first?.message ?? "below L1"}`, {
      file: f.record,
      ...line === void 0 ? {} : { line }
    });
  }
  const record = written ? written.record : parsed?.value;
  const recordDigest = written ? written.digest : await fileDigest(f.record);
  const verified = !written?.check && keys && record.decision.signature !== void 0 ? await verifyRecord(record, keys) : void 0;
  const verifiedBy = written?.verifiedBy ?? (verified?.ok ? `key ${verified.kid}` : void 0);
  const signed2 = record.decision.signature !== void 0 && check.unmet.some((u) => u.code === "SIGNATURE_UNVERIFIED");
  const badSignature = check.unmet.find((u) => /^SIGNATURE_(INVALID|KID_MISMATCH|ALG|FORMAT)$/.test(u.code));
  const sidecars = await readSidecars(f.record, recordDigest);
  for (const n2 of sidecars.notes) f.onNote?.(n2);
  const statsFile = f.stats !== void 0 ? await readJson(f.stats, "stats file") : void 0;
  const baseline = f.baseline !== void 0 ? (await readRecordFile(f.baseline)).value : f.baselineRecord ? f.baselineRecord : void 0;
  const baselineDetail = f.baseline !== void 0 ? (await readSidecars(f.baseline, await fileDigest(f.baseline))).detail : void 0;
  const view = recordView(record, {
    level: check.level,
    unmet: check.unmet,
    recordDigest,
    baseline,
    baselineDetail,
    detail: sidecars.detail,
    stats: sidecars.stats,
    verified: verifiedBy !== void 0
  });
  const html = renderHtmlReport({
    record,
    view,
    file: f.record.split("/").pop() ?? f.record,
    ...signed2 ? { levelNote: "L4 once the signature is verified: aqr report --key, or aqr verify" } : badSignature ? { levelNote: `${badSignature.code}: ${badSignature.message}` } : {},
    ...f.signals !== void 0 ? { signals: await readJson(f.signals, "signals analysis") } : {},
    // The intervals: the stats file given, else the sidecar beside the record.
    ...statsFile !== void 0 ? { stats: statsFile } : sidecars.stats ? { stats: sidecars.stats } : {},
    ...verifiedBy ? { verifiedBy } : {},
    version: VERSION
  });
  await writeFileAtomic(f.out, html);
  return { verdict: record.decision.verdict, level: check.level };
}
function readJson(file, what) {
  return readJsonFile(file, what, (e) => `is not JSON (a ${what} is the JSON aqr writes): ${e.message}`, 64 * 1024 * 1024);
}

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
  const r = await writeHtmlReport({
    record,
    out: values.html,
    signals: values.signals,
    stats: values.stats,
    baseline: values.baseline,
    key: values.key,
    onNote: (n2) => io.err(`aqr: ${n2}`)
  });
  io.out(`${values.html}: ${r.verdict}, conformance ${r.level ?? "below L1"}`);
  return 0;
}
export {
  reportCommand
};
