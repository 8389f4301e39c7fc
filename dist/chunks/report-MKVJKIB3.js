import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readJsonFile
} from "./chunk-N3NFBNC2.js";
import {
  writeFileAtomic
} from "./chunk-LP2FYDS3.js";
import {
  checkRecord
} from "./chunk-DNRQZ4NJ.js";
import "./chunk-VU3GVDTU.js";
import {
  backingMeasure
} from "./chunk-TDWOHJOY.js";
import {
  readRecordFile
} from "./chunk-HVMA5C5C.js";
import "./chunk-KSRTNLLK.js";
import "./chunk-43NYQZBQ.js";
import {
  VERSION
} from "./chunk-IYLHJKSN.js";
import {
  parseCommand,
  synopsis
} from "./chunk-4HK66IWJ.js";
import {
  readPublicKeys
} from "./chunk-4HNVQPZX.js";
import {
  keyVerifier,
  verifyRecord
} from "./chunk-JEMWZJTB.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-A74B5NYC.js";
import {
  fileDigest
} from "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-7HCY57TS.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import {
  sha256Base64
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";

// src/report/html.ts
var ESC = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ESC[c]);
}
var num = (v) => typeof v === "number" ? String(Math.round(v * 1e6) / 1e6) : typeof v === "boolean" ? String(v) : "\u2013";
var mkey = (m) => `${m.id}|${m.split ?? ""}|${m.k ?? ""}`;
var label = (m) => `${m.id}${m.split ? ` (${m.split})` : ""}${m.k !== void 0 ? ` k=${m.k}` : ""}`;
function statsIntervals(stats) {
  const intervals = /* @__PURE__ */ new Map();
  const bounds = stats?.bounds;
  const list = Array.isArray(bounds) ? bounds.map((b) => ({
    ...b,
    interval: [b?.["lower"], typeof b?.["upper"] === "number" ? b["upper"] : Infinity],
    level: b?.["confidence"]
  })) : stats?.measures;
  if (!Array.isArray(list)) return { intervals, note: "the stats file has no bounds or measures list; intervals are left out" };
  let skipped = 0;
  for (const e of list) {
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
var W = 640;
function floorsChart(rows) {
  if (rows.length === 0) return "";
  const left = 210;
  const bar = 18;
  const gap = 14;
  const h = rows.length * (bar + gap) + 30;
  const x = (v) => left + Math.max(0, Math.min(1, v)) * (W - left - 20);
  const parts = [];
  for (const t of [0, 0.25, 0.5, 0.75, 1])
    parts.push(
      `<line x1="${x(t)}" y1="0" x2="${x(t)}" y2="${h - 22}" class="grid"/><text x="${x(t)}" y="${h - 6}" class="tick" text-anchor="middle">${t}</text>`
    );
  rows.forEach((r, i) => {
    const y = i * (bar + gap) + 6;
    parts.push(
      `<text x="${left - 8}" y="${y + bar * 0.72}" text-anchor="end" class="lbl">${esc(r.name.length > 30 ? `${r.name.slice(0, 29)}\u2026` : r.name)}</text>`
    );
    parts.push(
      `<rect x="${left}" y="${y}" width="${x(r.value) - left}" height="${bar}" class="${r.pass ? "bar-ok" : "bar-bad"}"><title>${esc(`${r.name}: ${num(r.value)} (floor ${r.floor})`)}</title></rect>`
    );
    if (r.interval) {
      const [lo, hi, iy] = [x(r.interval.low), x(r.interval.high), y + bar + 4];
      parts.push(
        `<path d="M${lo} ${iy - 3}v6M${lo} ${iy}H${hi}M${hi} ${iy - 3}v6" class="ci"><title>${esc(`interval ${num(r.interval.low)} \u2013 ${num(r.interval.high)}`)}</title></path>`
      );
    }
    parts.push(`<line x1="${x(r.floor)}" y1="${y - 3}" x2="${x(r.floor)}" y2="${y + bar + 3}" class="floor"/>`);
    const inside = x(r.value) - left > 48;
    parts.push(
      `<text x="${inside ? x(r.value) - 5 : x(r.value) + 5}" y="${y + bar * 0.72}" text-anchor="${inside ? "end" : "start"}" class="${inside ? "val-in" : "val"}">${num(r.value)}</text>`
    );
  });
  return `<svg viewBox="0 0 ${W} ${h}" role="img" aria-label="measures against their floors">${parts.join("")}</svg>`;
}
function reliabilityChart(buckets) {
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
      `<rect x="${sx(b.from) + 1}" y="${sy(rate)}" width="${sx(b.to) - sx(b.from) - 2}" height="${sy(0) - sy(rate)}" class="bar-ok"><title>${esc(`confidence ${b.from.toFixed(1)}\u2013${b.to.toFixed(1)}: ${b.n} samples, success ${num(b.successRate)}, mean confidence ${num(b.meanConfidence)}`)}</title></rect>`
    );
    if (b.meanConfidence !== null) parts.push(`<circle cx="${sx(b.meanConfidence)}" cy="${sy(rate)}" r="3.5" class="dot"/>`);
  }
  parts.push(
    `<text x="${sx(0.5)}" y="${size - 4}" text-anchor="middle" class="lbl">stated confidence</text><text x="12" y="${sy(0.5)}" text-anchor="middle" class="lbl" transform="rotate(-90 12 ${sy(0.5)})">success rate</text>`
  );
  return `<svg viewBox="0 0 ${size} ${size}" class="square" role="img" aria-label="reliability diagram">${parts.join("")}</svg>`;
}
function calibrationChart(agents) {
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
var STYLE = `:root{--ok:#1a7f37;--bad:#cf222e;--hold:#9a6700;--info:#0969da;--line:#d0d7de;--soft:#f6f8fa;--fg:#1f2328;color-scheme:light}
*{box-sizing:border-box}body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);margin:0 auto;max-width:60rem;padding:1rem}
h1{font-size:1.35rem;margin:.2rem 0}h2{font-size:1.1rem;margin:1.4rem 0 .4rem;border-bottom:1px solid var(--line);padding-bottom:.2rem}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.banner{border-radius:8px;padding:.8rem 1rem;color:#fff;margin:.6rem 0}.banner.ship{background:var(--ok)}.banner.hold{background:var(--hold)}.banner.reject{background:var(--bad)}
.banner .v{font-size:1.6rem;font-weight:800;text-transform:uppercase;letter-spacing:.04em;margin-right:.6rem}
.meta{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.2rem 1rem;margin:.4rem 0}.meta div{overflow-wrap:anywhere}.meta div.wide{grid-column:1/-1}.meta b{font-weight:600;color:#57606a;margin-right:.3rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:.4rem 0}th,td{border-bottom:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:var(--soft)}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.pass{color:var(--ok);font-weight:600}.fail{color:var(--bad);font-weight:600}.neg{color:var(--bad)}.pos{color:var(--ok)}
ul.why li{margin:.2rem 0}.note{color:#57606a;font-size:.9em}
svg{width:100%;height:auto;max-width:40rem;display:block;margin:.4rem 0}svg.square{max-width:20rem}
svg .grid{stroke:var(--line);stroke-width:1}svg .tick{font-size:11px;fill:#57606a}svg .lbl{font-size:12px;fill:var(--fg)}svg .val{font-size:12px;fill:var(--fg);font-weight:600}svg .val-in{font-size:12px;fill:#fff;font-weight:700}
svg .bar-ok{fill:var(--ok);opacity:.8}svg .bar-bad{fill:var(--bad);opacity:.85}svg .bar-info{fill:var(--info);opacity:.75}svg .floor{stroke:var(--fg);stroke-width:3}svg .ci{stroke:var(--fg);stroke-width:1.5;fill:none}svg .diag{stroke:#57606a;stroke-dasharray:4 3}svg .dot{fill:var(--fg)}
.legend{font-size:.85em;color:#57606a}footer{margin-top:2rem;font-size:.85em;color:#57606a;overflow-wrap:anywhere}
@media (max-width:480px){body{padding:.6rem;font-size:14px}.banner .v{font-size:1.3rem;display:block}}
@media print{body{max-width:none;padding:0}.banner{-webkit-print-color-adjust:exact;print-color-adjust:exact}.scroll{overflow:visible}h2{break-after:avoid}table,svg{break-inside:avoid}}`;
var STYLE_HASH = sha256Base64(STYLE);
var obj = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var arr = (v) => Array.isArray(v) ? v : [];
function renderHtmlReport(input) {
  const { record: r } = input;
  const verdict = r.decision.verdict;
  const { intervals, note: statsNote } = input.stats === void 0 ? { intervals: /* @__PURE__ */ new Map(), note: void 0 } : statsIntervals(input.stats);
  const intervalOf = (m) => intervals.get(mkey(m));
  const before = new Map((input.baseline?.measures ?? []).map((m) => [mkey(m), m.value]));
  const body = [];
  body.push(
    `<header><h1>Agent Quality Record</h1><div class="banner ${esc(verdict)}"><span class="v">${esc(verdict)}</span>${esc(r.subject.agent)} \xB7 ${esc(`${r.profile.id}@${r.profile.version}`)} (${esc(r.profile.tier)})</div>`
  );
  body.push('<div class="meta">');
  const meta = [
    ["record", r.record_id],
    ["emitted", r.emitted_at],
    ["decided by", r.decision.actor],
    ["conformance", `${input.level ?? "below L1"}${input.levelNote ? ` (${input.levelNote})` : ""}`],
    ["model", r.subject.model ? `${r.subject.model.provider}/${r.subject.model.id}` : "\u2013"],
    [
      "signed",
      r.decision.signature ? `${r.decision.signature.split(":")[0] ?? "yes"}${input.verifiedBy ? `, verified (key ${input.verifiedBy})` : ", not verified here"}` : "no"
    ],
    ["rolls back to", r.decision.rolls_back_to ?? "nothing recorded"]
  ];
  for (const [k, v] of meta)
    body.push(k === "rolls back to" ? `<div class="wide"><b>${esc(k)}</b><code>${esc(v)}</code></div>` : `<div><b>${esc(k)}</b>${esc(v)}</div>`);
  body.push("</div></header>");
  body.push('<section id="why"><h2>Why</h2>');
  const failed = r.gates.filter((g) => g.result === "fail");
  const fired = (r.assurance.integrity?.canaries ?? []).filter((c) => c.observed === "pass");
  const why = [];
  for (const g of failed)
    why.push(
      `<li class="fail">gate ${esc(label(g))} failed${g.floor !== void 0 ? `: ${esc(num(backingMeasure(g, r.measures).pick?.value))} against floor ${esc(g.floor)}` : ""}</li>`
    );
  for (const c of fired) why.push(`<li class="fail">canary ${esc(c.id)} passed: the held-out set may have leaked</li>`);
  if (!r.task_set.sealed) why.push("<li>the held-out split is not sealed</li>");
  if (why.length > 0) body.push(`<ul class="why">${why.join("")}</ul>`);
  if (r.decision.rationale) body.push(`<p>${esc(r.decision.rationale)}</p>`);
  else if (why.length === 0) body.push("<p>No rationale recorded.</p>");
  body.push("</section>");
  body.push(
    '<section id="gates"><h2>Gates</h2><div class="scroll"><table><thead><tr><th>gate</th><th>source</th><th>value</th><th>floor</th><th>margin</th><th>result</th></tr></thead><tbody>'
  );
  const bars = [];
  for (const g of r.gates) {
    const backing = backingMeasure(g, r.measures).pick;
    const v = backing?.value;
    const margin = typeof v === "number" && g.floor !== void 0 ? v - g.floor : void 0;
    body.push(
      `<tr><td>${esc(label(g))}</td><td>${esc(g.source ?? "\u2013")}</td><td class="n">${esc(num(v))}</td><td class="n">${g.floor === void 0 ? "\u2013" : `\u2265 ${esc(g.floor)}`}</td><td class="n ${margin === void 0 ? "" : margin < 0 ? "neg" : "pos"}">${margin === void 0 ? "\u2013" : `${margin >= 0 ? "+" : ""}${esc(num(margin))}`}</td><td class="${g.result === "pass" ? "pass" : "fail"}">${g.result === "pass" ? "\u2714 pass" : "\u2718 fail"}</td></tr>`
    );
    if (typeof v === "number" && g.floor !== void 0 && v <= 1 && g.floor <= 1) {
      bars.push({ name: label(g), value: v, floor: g.floor, pass: g.result === "pass", interval: backing ? intervalOf(backing) : void 0 });
    }
  }
  body.push("</tbody></table></div>");
  if (bars.length > 0)
    body.push(
      `<p class="legend">Measures against their floors: bar the measured value, black mark the floor${intervals.size > 0 ? ", line the interval" : ""}.</p>${floorsChart(bars)}`
    );
  body.push("</section>");
  const withIv = intervals.size > 0;
  const base = input.baseline;
  body.push(
    `<section id="measures"><h2>Measures</h2><p class="note">${base ? `Baseline: the last shipped record ${esc(base.record_id)} (${esc(base.emitted_at)}).` : "No baseline record given (aqr report --baseline RECORD)."}${input.stats !== void 0 ? "" : " No stats file given: no intervals."}</p>`
  );
  body.push(
    `<div class="scroll"><table><thead><tr><th>measure</th><th>value</th>${withIv ? "<th>interval</th>" : ""}<th>n</th><th>baseline</th><th>change</th></tr></thead><tbody>`
  );
  for (const m of r.measures) {
    const b = before.get(mkey(m));
    const change = typeof m.value === "number" && typeof b === "number" ? m.value - b : void 0;
    const iv = intervalOf(m);
    body.push(
      `<tr><td>${esc(label(m))}</td><td class="n">${esc(num(m.value))}${m.unit ? ` ${esc(m.unit)}` : ""}</td>${withIv ? `<td class="n">${iv ? `${esc(num(iv.low))} \u2013 ${esc(num(iv.high))}${iv.level !== void 0 ? ` (${esc(Math.round(iv.level * 100))}%)` : ""}` : "\u2013"}</td>` : ""}<td class="n">${esc(num(m.n))}</td><td class="n">${esc(num(b))}</td><td class="n">${change === void 0 ? "\u2013" : `${change >= 0 ? "+" : ""}${esc(num(change))}`}</td></tr>`
    );
  }
  body.push("</tbody></table></div>");
  if (statsNote) body.push(`<p class="note">${esc(statsNote)}</p>`);
  body.push("</section>");
  const ev = r.assurance.evidence;
  body.push(
    `<section id="evidence"><h2>Evidence</h2><div class="meta"><div class="wide"><b>ledger</b><code>${esc(ev.ledger)}</code></div><div><b>format</b>${esc(ev.format)}</div><div><b>events</b>${esc(num(ev.events))}</div><div><b>task set</b>${esc(num(r.task_set.held_in))} held in, ${esc(num(r.task_set.held_out))} held out, ${r.task_set.sealed ? "sealed" : "not sealed"}</div><div class="wide"><b>harness</b><code>${esc(r.subject.harness_digest)}</code></div><div><b>evaluator independent</b>${r.assurance.evaluator_independent ? "yes" : "no"}</div></div>`
  );
  const canaries = r.assurance.integrity?.canaries ?? [];
  if (canaries.length > 0)
    body.push(
      `<p>Canaries: ${canaries.map((c) => `${esc(c.id)} <span class="${c.observed === c.expected ? "pass" : "fail"}">${c.observed === "pass" ? "fired" : "did not fire"}</span>`).join(" \xB7 ")}</p>`
    );
  body.push("</section>");
  body.push(signalsSection(input.signals));
  body.push(
    `<footer>Made by aqr ${esc(input.version)} from <code>${esc(input.file)}</code> (<code>${esc(input.recordDigest)}</code>). Check the signature and replay the measures with <code>aqr verify</code> or the offline page <code>verify.html</code>.</footer>`
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
  const chart = reliabilityChart(
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
    out.push(`<h3>Calibration per agent</h3><p class="legend">5 \u2212 |confidence \u2212 quality|, mean over the agent's executions.</p>${calibrationChart(cal)}`);
    const tells = cal.filter((a) => a.tell);
    if (tells.length > 0) out.push(`<p class="fail">${tells.map((a) => esc(a.agent)).join(", ")}: flat confidence with good calibration (a gaming tell)</p>`);
  }
  const summaries = arr(obj(s["confidence"])?.["summaries"]).map(obj).filter((x) => !!x).slice(0, 50);
  if (summaries.length > 0) {
    out.push(
      '<div class="scroll"><table><thead><tr><th>agent::skill</th><th>samples</th><th>confidence on success</th><th>on failure</th></tr></thead><tbody>'
    );
    for (const x of summaries)
      out.push(
        `<tr><td>${esc(`${String(x["agentName"])}::${String(x["skill"])}`)}</td><td class="n">${esc(num(x["sampleCount"]))}</td><td class="n">${esc(num(x["avgConfidenceOnSuccess"]))}</td><td class="n ${x["calibrationInversion"] === true ? "neg" : ""}">${esc(num(x["avgConfidenceOnFailure"]))}</td></tr>`
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
    out.push(`<p class="note">${esc(dev["total"])} deviations from the signal contracts (see the signals analysis file).</p>`);
  out.push("</section>");
  return out.join("");
}

// src/pipeline/report.ts
async function writeHtmlReport(f) {
  const written = f.written;
  const parsed = written ? void 0 : await readRecordFile(f.record);
  const keys = f.key === void 0 ? void 0 : await readPublicKeys(f.key);
  const check = written?.check !== void 0 && keys === void 0 ? written.check : await checkRecord(written ? written.record : parsed?.value, keys ? { verifier: keyVerifier(keys) } : {});
  if (check.level === null) {
    const first = check.unmet[0];
    const line = first?.path ? parsed?.lineOf(first.path) : void 0;
    throw new AqrError("ERR_NOT_A_RECORD", `is not a valid record, so it is not reported: ${first?.message ?? "below L1"}`, {
      file: f.record,
      ...line === void 0 ? {} : { line }
    });
  }
  const record = written ? written.record : parsed?.value;
  const verified = keys && record.decision.signature !== void 0 ? await verifyRecord(record, keys) : void 0;
  const signed = record.decision.signature !== void 0 && check.unmet.some((u) => u.code === "SIGNATURE_UNVERIFIED");
  const badSignature = check.unmet.find((u) => /^SIGNATURE_(INVALID|KID_MISMATCH|ALG|FORMAT)$/.test(u.code));
  const html = renderHtmlReport({
    record,
    file: f.record.split("/").pop() ?? f.record,
    recordDigest: written ? written.digest : await fileDigest(f.record),
    level: check.level,
    ...signed ? { levelNote: "L4 once the signature is verified: aqr report --key, or aqr verify" } : badSignature ? { levelNote: `${badSignature.code}: ${badSignature.message}` } : {},
    ...f.signals !== void 0 ? { signals: await readJson(f.signals, "signals analysis") } : {},
    ...f.stats !== void 0 ? { stats: await readJson(f.stats, "stats file") } : {},
    ...f.baseline !== void 0 ? { baseline: (await readRecordFile(f.baseline)).value } : f.baselineRecord ? { baseline: f.baselineRecord } : {},
    ...verified?.ok ? { verifiedBy: verified.kid } : {},
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
  const r = await writeHtmlReport({ record, out: values.html, signals: values.signals, stats: values.stats, baseline: values.baseline, key: values.key });
  io.out(`${values.html}: ${r.verdict}, conformance ${r.level ?? "below L1"}`);
  return 0;
}
export {
  reportCommand
};
